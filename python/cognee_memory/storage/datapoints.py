"""Cognee DataPoint models. Importing this imports Cognee: only the storage engine does, once it is set up."""

from __future__ import annotations

import uuid
from typing import Optional

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


def data_points(memories: list[Memory]) -> list[DataPoint]:
    """What stores the memories: their topic and file hubs (each once), then the memories."""
    hubs: dict[str, DataPoint] = {}
    for memory in memories:
        if memory.topic:
            hubs[topic_node_id(memory.topic)] = MemoryTopic(
                id=uuid.UUID(topic_node_id(memory.topic)), name=memory.topic
            )
        for ref in memory.references:
            hubs[file_node_id(ref)] = ReferencedFile(id=uuid.UUID(file_node_id(ref)), name=ref)
    points = [ChatMemory.from_memory(m, uuid.UUID(memory_node_id(m.id))) for m in memories]
    return list(hubs.values()) + points
