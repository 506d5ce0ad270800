"""What the product asks of a memory store, whatever holds the memories.

Two parts:

* ``MemoryStore``: the data operations every store implements. Memory ids in, memories and
  memory ids out: how a store names things inside (Cognee's node ids, see ``ids.py``) never
  crosses this surface. The operations on a store (retrieval, compaction, updates, scrubbing,
  forgetting, migration) use nothing else.
* ``StoreUpkeep``: the hooks the backend calls around its writes, so that a store can keep its
  own indexes and memory in check while reads go on (the embedded store does:
  ``local/store.py``). The defaults do nothing, which is all a store on a server needs.

``factory.make_store`` returns a store with both.

An operation that only some stores offer raises ``UnsupportedOperation`` (Cognee's graph
interface does the same for its optional capabilities), so callers can tell "this store
cannot" from "this failed".
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from datetime import datetime
from typing import Any, AsyncContextManager, Awaitable, Callable, Protocol

from cognee_memory.errors import MemoryToolError
from cognee_memory.model import Memory


class UnsupportedOperation(MemoryToolError):
    """The configured store does not offer this optional operation (an input error: the
    request asked for a feature to turn off, not a failure to retry)."""

    def __init__(self, operation: str, message: str) -> None:
        super().__init__("INVALID_ARGUMENT", message)
        self.operation = operation


@dataclass
class StoredMemory:
    """A memory read back from the store, its supersession links filled in."""

    memory: Memory


async def no_pause() -> None:
    """A pause point that lets nothing go first (outside an import's chunk)."""


class MemoryStore(Protocol):
    """A workspace's (or a team space's) memories. One store per process."""

    # ---- opening and closing ----------------------------------------------------------

    async def open(self) -> MemoryStore:
        """Connect (creating the store on first use); returns the store itself."""

    async def close(self) -> None:
        """Make every write durable and let go of the store (before the process ends)."""

    def exclusive(self) -> AsyncContextManager[Any]:
        """Held around every write operation, so writers never interleave."""

    # ---- writing --------------------------------------------------------------------

    async def embed(self, texts: list[str]) -> list[list[float]]:
        """One vector per text, from the store's embedder."""

    async def upsert(self, memories: list[Memory]) -> list[str]:
        """Store or update memories (same id = same memory); returns their ids."""

    async def link_supersession(self, new_id: str, old_ids: list[str]) -> None:
        """``new_id`` supersedes each of ``old_ids`` (never linked twice)."""

    async def unlink_supersession(self, new_id: str, old_ids: list[str]) -> None:
        """Remove the links ``link_supersession`` made."""

    async def patch_properties(
        self, patches: dict[str, dict[str, Any]], current: dict[str, dict[str, Any]] | None = None
    ) -> None:
        """Merge values into many memories' stored properties at once (all or nothing)."""

    async def record_access(self, counts: dict[str, int], when: datetime) -> int:
        """Add retrieval counts to memories; returns how many memories were updated."""

    async def delete(self, memory_ids: list[str]) -> list[str]:
        """Remove memories for good: their nodes, every edge to or from them and their vector
        rows (unknown ids are skipped); returns the ids that were removed. Old copies stay on
        disk until ``forget_old_copies`` and ``rebuild_graph``."""

    async def forget_old_copies(self) -> None:
        """Drop what rewritten or deleted memories left behind: old vector rows and versions,
        topic and file nodes no memory points to, a full-text index built over old text."""

    async def rebuild_graph(self) -> None:
        """Rewrite the stored graph so no overwritten text survives on disk."""

    # ---- reading --------------------------------------------------------------------

    async def count(self) -> int:
        """How many memories the store holds."""

    async def fetch(self, memory_ids: list[str]) -> list[StoredMemory]:
        """The given memories (unknown ids are absent), in no particular order."""

    async def all_memories(self) -> list[StoredMemory]:
        """Every memory, in no particular order."""

    async def topic_members(self, topic: str) -> list[StoredMemory]:
        """The memories with this topic."""

    async def topics(self) -> dict[str, list[StoredMemory]]:
        """Every topic with its memories."""

    async def node_properties(self, memory_ids: list[str]) -> dict[str, dict[str, Any]]:
        """Every stored property of the given memories, by memory id (unknown ids are absent)."""

    async def vector_search(self, vector: list[float], limit: int) -> list[tuple[str, float]]:
        """(memory id, cosine distance) of the nearest memories, nearest first."""

    async def distances(self, memory_ids: list[str], vector: list[float]) -> dict[str, float]:
        """The cosine distance of each given memory to the vector."""

    async def vectors(self, memory_ids: list[str]) -> dict[str, list[float]]:
        """The stored embedding of each given memory."""

    async def neighbours(self, memory_ids: list[str], per_hub: int) -> list[str]:
        """Memories sharing a topic or a referenced file with the given ones (capped per hub)."""

    async def hub_members(self, memory_ids: list[str], per_hub: int | None = None) -> list[tuple[str, str]]:
        """(hub id, memory id) for every memory on a topic or file hub of the given ones,
        the given ones included (at most ``per_hub`` per hub when given)."""

    async def successors(self, memory_ids: list[str]) -> list[str]:
        """The memories that directly supersede the given ones."""

    async def lexical_search(self, query: str, limit: int) -> list[tuple[str, float]]:
        """(memory id, BM25 score) of the best word matches, best first. Optional: a store
        without a full-text index raises ``UnsupportedOperation``."""


class StoreUpkeep:
    """The hooks the backend calls around its writes (``backend/service.py``), with defaults
    that do nothing. A store that keeps up indexes or memory of its own overrides them."""

    def __init__(self) -> None:
        # Awaited between the steps of a write, holding no lock of the store's: the backend sets
        # it during an import's chunk so that reads running beside the chunk finish first.
        self.pause_point: Callable[[], Awaitable[None]] = no_pause

    def bulk_import(self) -> AsyncContextManager[Any]:
        """Held around a chunked import: reads between its chunks stay fast (index upkeep
        moves to the writer, ``import_chunk_written``)."""
        return contextlib.nullcontext()

    async def import_chunk_written(self, last: bool) -> None:
        """Called after each chunk of a chunked import, still inside its write, which runs
        alongside reads (``last``: the import is complete): keeps the store's own indexes up."""

    async def write_done(self) -> bool:
        """Called under the write lock after each write; True when the store let go of memory
        (the caller may then hand free heap pages back to the system)."""
        return False
