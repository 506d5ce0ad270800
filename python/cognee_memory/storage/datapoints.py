"""Cognee DataPoint models. Importing this imports Cognee: only the storage engine does, once it is set up."""

from __future__ import annotations

import asyncio
import uuid
from typing import Awaitable, Callable, Optional

from cognee.infrastructure.engine import DataPoint

from cognee_memory.model import Memory
from cognee_memory.storage.ids import file_node_id, memory_node_id, topic_node_id
from cognee_memory.storage.properties import memory_properties


class ChatMemory(DataPoint):
    """A memory node: its text is embedded (collection ``ChatMemory_text``), the rest is metadata.

    ``name`` holds the caller's memory id so edge queries can return it without a node fetch.
    """

    name: str
    memory_id: str
    text: str
    topic_name: Optional[str] = None
    status: Optional[str] = None
    source_created_at: Optional[str] = None
    ingested_at: Optional[str] = None
    decisions: list[str] = []
    rationale: list[str] = []
    open_questions: list[str] = []
    reference_paths: list[str] = []
    importance: Optional[float] = None
    metadata: dict = {"index_fields": ["text"]}

    @classmethod
    def from_memory(cls, memory: Memory, node_id: uuid.UUID) -> "ChatMemory":
        return cls(id=node_id, name=memory.id, **memory_properties(memory))


class MemoryTopic(DataPoint):
    """A topic shared by memories (a hub node; edges named ``topic`` point to it)."""

    name: str
    metadata: dict = {"index_fields": []}


class ReferencedFile(DataPoint):
    """A file path or link referenced by memories (edges named ``references``)."""

    name: str
    metadata: dict = {"index_fields": []}


# Memories turned into models between two pauses: ≈ 0.1–0.2 s of pure Python for a 1,000-memory
# import chunk, which a read running beside it would wait for.
SLICE = 200


async def data_points_in_slices(memories: list[Memory], pause: Callable[[], Awaitable[None]]) -> list[DataPoint]:
    """What stores the memories: their topic and file hubs (each once), then the memories,
    awaiting ``pause`` after each slice of ``SLICE`` memories (the event loop and running reads
    go first: see ``interface.StoreUpkeep``)."""
    points = _hubs(memories)
    for start in range(0, len(memories), SLICE):
        points.extend(ChatMemory.from_memory(m, uuid.UUID(memory_node_id(m.id))) for m in memories[start:start + SLICE])
        await asyncio.sleep(0)
        await pause()
    return points


def _hubs(memories: list[Memory]) -> list[DataPoint]:
    """The topic and file hubs of the memories, each once."""
    hubs: dict[str, DataPoint] = {}
    for memory in memories:
        if memory.topic:
            hubs[topic_node_id(memory.topic)] = MemoryTopic(
                id=uuid.UUID(topic_node_id(memory.topic)), name=memory.topic
            )
        for ref in memory.references:
            hubs[file_node_id(ref)] = ReferencedFile(id=uuid.UUID(file_node_id(ref)), name=ref)
    return list(hubs.values())
