"""The Cognee-backed store both adapters share.

Each memory is a Cognee ``DataPoint`` (``ChatMemory``) whose text is indexed in the vector
store and whose metadata lives on its graph node. Relations are graph edges: memory → topic
(``topic``), memory → referenced file (``references``), and supersession both ways
(``supersedes`` new → old, ``superseded_by`` old → new).

This base class opens Cognee, embeds, writes memories, reads vectors, and turns each
adapter's graph queries (on node ids, in its own query language) into the memory-id surface
of ``base.MemoryStore``. An adapter (``local/``: Ladybug + LanceDB, ``postgres/``: a team
space) implements the abstract graph steps below and the operations it does its own way.

Edges are written by each adapter after the nodes, and the embedded one writes its nodes too
(``COPY``, ``local/node_writes.py``): Cognee's ``MERGE`` scans the node table per statement.
"""

from __future__ import annotations

import contextlib
import json
from abc import ABC, abstractmethod
from datetime import datetime
from typing import Any, AsyncContextManager, Awaitable, Callable

from cognee_memory.config import StoreConfig
from cognee_memory.errors import MemoryToolError
from cognee_memory.model import Memory, format_timestamp
from cognee_memory.storage.base import StoredMemory
from cognee_memory.storage.embedding import install_local_embedder
from cognee_memory.storage.environment import (
    import_cognee,
    prepare_environment,
    quiet_cognee_logging,
    translated_errors,
)
from cognee_memory.storage.ids import (
    EDGE_REFERENCE,
    EDGE_TOPIC,
    MEMORY_COLLECTION,
    file_node_id,
    memory_node_id,
    topic_node_id,
)
from cognee_memory.storage.manifest import check_manifest_before_import, embedder_identity, write_manifest
from cognee_memory.storage.properties import USAGE_FIELDS

# Node id → memory id answers kept for vector hits (about 200 bytes each).
NAMES_KEPT = 50_000

_opened: StoreConfig | None = None  # Cognee caches its settings: one store per process


async def no_pause() -> None: return None  # noqa: E704


class CogneeEngine(ABC):
    """A store's memories in Cognee. One store per process (Cognee caches its settings)."""

    def __init__(self, config: StoreConfig) -> None:
        self.config = config
        self._graph: Any = None
        self._vector: Any = None
        self._embedder: Any = None
        self._names: dict[str, str] = {}  # node id → memory id, for vector hits (_by_memory_id)
        # Awaited between the steps of a write (no lock of ours held): an import's chunk, which
        # runs alongside reads, lets running reads finish there first (backend/service.py).
        self.pause_point: Callable[[], Awaitable[None]] = no_pause

    # ---- opening --------------------------------------------------------------------

    async def open(self) -> CogneeEngine:
        global _opened
        if _opened is not None and _opened != self.config:
            raise MemoryToolError(
                "INTERNAL_ERROR",
                f"This process already serves {_opened.storage_dir}; one store per process.",
            )
        if _opened is None:
            self._check_manifest_before_import()
            await self._prepare_server()
            prepare_environment(self.config)
            import_cognee()
            quiet_cognee_logging()
            self._after_import()
            install_local_embedder()
            with translated_errors():
                # Cognee is imported lazily (4–5 s), here and below, once its environment is set.
                from cognee.modules.engine.operations.setup import setup

                await setup()
                await self._before_graph_opens()
            _opened = self.config
        with translated_errors():
            from cognee.infrastructure.databases.graph import get_graph_engine
            from cognee.infrastructure.databases.vector import get_vector_engine_async
            from cognee.infrastructure.databases.vector.embeddings import get_embedding_engine

            self._embedder = get_embedding_engine()
            self._graph = await get_graph_engine()
            self._vector = await get_vector_engine_async()
            # Touch the graph now: a store locked by another process fails here, clearly.
            await self._check_graph()
            await self._checkpoint_graph()  # what an earlier process left in the log: in the file now
        await self._record_embedder()
        return self

    # Hooks a server-backed store overrides (postgres/store.py).
    def _check_manifest_before_import(self) -> None:
        check_manifest_before_import(self.config)

    async def _prepare_server(self) -> None:
        """Before Cognee is imported: nothing to prepare for an embedded store."""

    def _after_import(self) -> None: """Cognee is imported (its log handlers exist) and not yet set up."""

    # The graph's files: an embedded graph has some (local/store.py), a server's has none.
    async def _before_graph_opens(self) -> None: """Cognee is set up and has not opened the graph."""
    async def _checkpoint_graph(self) -> None: """Make acknowledged graph writes durable without a log."""
    async def close(self) -> None: """Make every write durable and let go of the store (at exit)."""
    def _vectors_changed(self) -> None: """Vector rows were (re)written: an adapter may follow them."""

    async def _record_embedder(self) -> None:
        write_manifest(self.config, self._embedder_identity())

    def _embedder_identity(self) -> dict[str, Any]:
        return embedder_identity(self.config)

    def exclusive(self) -> AsyncContextManager[Any]:
        """Held around every write. An embedded store has one process: nothing to take."""
        return contextlib.nullcontext()

    # A chunked import: no index of ours to keep up here (local/store.py keeps its full-text one).
    def bulk_import(self) -> AsyncContextManager[Any]: return contextlib.nullcontext()
    async def import_chunk_written(self, last: bool) -> None: """After each chunk, under the write lock."""
    async def write_done(self) -> bool: return False  # local/store.py recycles its graph database

    # ---- embedding ------------------------------------------------------------------

    async def embed(self, texts: list[str]) -> list[list[float]]:
        try:
            return list(await self._embedder.embed_text(texts))
        except Exception as exc:
            raise MemoryToolError(
                "EMBEDDER_UNAVAILABLE", f"The embedding provider failed: {exc}"
            ) from None

    # ---- writing --------------------------------------------------------------------

    async def upsert(self, memories: list[Memory]) -> list[str]:
        """Store or update memories (same id = same node). Returns their ids."""
        if not memories:
            return []
        # Imports Cognee (it defines DataPoint subclasses): only once Cognee is set up.
        from cognee_memory.storage.datapoints import data_points_in_slices

        node_ids = [memory_node_id(m.id) for m in memories]
        existing = {s.memory.id: s.memory for s in await self.fetch([m.id for m in memories])}
        missing_targets = sorted(
            {t for m in memories for t in m.supersedes}
            - {m.id for m in memories}
            - {s.memory.id for s in await self.fetch([t for m in memories for t in m.supersedes])}
        )
        if missing_targets:
            raise MemoryToolError("INVALID_INPUT",
                                  f"'supersedes' names memories that do not exist: {', '.join(missing_targets)}.")
        for memory in memories:
            previous = existing.get(memory.id)
            if previous is not None:
                if not memory.status_given:
                    memory.status = previous.status
                if previous.created_at is not None and memory.created_at is not None:
                    memory.created_at = min(previous.created_at, memory.created_at)

        points = await data_points_in_slices(memories, self.pause_point)
        # Rewriting a node replaces its properties: keep the usage counters it had.
        usage = {
            memory_id: {k: props[k] for k in USAGE_FIELDS if k in props}
            for memory_id, props in (await self.node_properties(list(existing))).items()
            if any(k in props for k in USAGE_FIELDS)
        }
        self._vectors_changed()
        with translated_errors():
            await self._add_points(points)
            await self.pause_point()
            updated = [memory_node_id(m) for m in existing]
            if updated:
                await self._delete_edges_from(updated, [EDGE_TOPIC, EDGE_REFERENCE])
            edges: list[tuple[str, str, str]] = []
            for memory, node_id in zip(memories, node_ids):
                if memory.topic:
                    edges.append((node_id, topic_node_id(memory.topic), EDGE_TOPIC))
                edges.extend((node_id, file_node_id(r), EDGE_REFERENCE) for r in dict.fromkeys(memory.references))
            await self._create_edges(edges)
            for memory in memories:
                if memory.supersedes:
                    await self.link_supersession(memory.id, memory.supersedes)
            if usage:
                await self.patch_properties(usage)
            await self.pause_point()  # a checkpoint holds back the graph queries of running reads
            await self._checkpoint_graph()  # the edges above follow the node write's checkpoint
        return [m.id for m in memories]

    async def _add_points(self, points: list[Any]) -> None:
        from cognee.tasks.storage import add_data_points  # an embedded graph writes its own way
        await add_data_points(points)

    async def patch_properties(
        self, patches: dict[str, dict[str, Any]], current: dict[str, dict[str, Any]] | None = None
    ) -> None:
        """Merge new values into many memories' properties in ONE transaction.

        After a crash either every patch is there or none is (compaction relies on this to
        flip statuses atomically). ``current`` may carry properties the caller read earlier
        under the same write lock (reading them right after a large edge write is slow).
        """
        if not patches:
            return
        if current is None or not set(patches) <= set(current):
            current = await self.node_properties(list(patches))
        missing = sorted(set(patches) - set(current))
        if missing:
            raise MemoryToolError("NOT_FOUND", f"{len(missing)} of the given memory ids are not in this store.")
        await self._write_properties(
            {memory_node_id(m): json.dumps({**current[m], **values}, default=str) for m, values in patches.items()}
        )

    async def record_access(self, counts: dict[str, int], when: datetime) -> int:
        """Add ``counts[memory_id]`` to each memory's ``access_count`` and set its
        ``last_accessed_at``, all in one statement. Unknown ids are skipped. Returns how
        many memories were updated."""
        current = await self.node_properties(list(counts))
        stamp = format_timestamp(when)
        patches = {
            memory_id: {"access_count": int(current[memory_id].get("access_count") or 0) + n,
                        "last_accessed_at": stamp}
            for memory_id, n in counts.items()
            if memory_id in current and n > 0
        }
        await self.patch_properties(patches, current)
        return len(patches)

    # ---- reading: vectors -------------------------------------------------------------

    async def vector_search(self, vector: list[float], limit: int) -> list[tuple[str, float]]:
        """(memory id, cosine distance) of the nearest memories, nearest first."""
        with translated_errors():
            if not await self._vector.has_collection(MEMORY_COLLECTION):
                return []
            hits = await self._vector.search(MEMORY_COLLECTION, query_vector=vector, limit=limit)
        return await self._by_memory_id([(str(h.id), float(h.score)) for h in hits])

    async def distances(self, memory_ids: list[str], vector: list[float]) -> dict[str, float]:
        """The true cosine distance of each given memory to the query vector."""
        if not memory_ids:
            return {}
        nodes = {memory_node_id(m): m for m in memory_ids}
        with translated_errors():
            hits = await self._vector.score_by_ids(MEMORY_COLLECTION, list(nodes), vector)
        return {nodes[str(h.id)]: float(h.score) for h in hits if str(h.id) in nodes}

    async def vectors(self, memory_ids: list[str]) -> dict[str, list[float]]:
        """The stored embedding of each given memory (for diversity re-ranking)."""
        if not memory_ids:
            return {}
        nodes = {memory_node_id(m): m for m in memory_ids}
        with translated_errors():
            rows = await self._vector.retrieve(MEMORY_COLLECTION, list(nodes), include_vector=True)
        return {nodes[str(r.id)]: list(r.payload["vector"]) for r in rows
                if r.payload and "vector" in r.payload and str(r.id) in nodes}

    async def _by_memory_id(self, hits: list[tuple[str, float]]) -> list[tuple[str, float]]:
        """Vector-store hits (node id, score) as (memory id, score), in the same order; a row
        with no memory node is dropped.

        The vector rows carry only node ids. A node id never changes its memory id (it is
        derived from it), so the answers are kept: a warm search asks the graph nothing more.
        """
        missing = [node for node, _ in hits if node not in self._names]
        if missing:
            if len(self._names) > NAMES_KEPT:
                self._names.clear()
            self._names.update(await self._memory_ids(missing))
        return [(self._names[node], score) for node, score in hits if node in self._names]

    # ---- reading: the graph -----------------------------------------------------------

    async def fetch(self, memory_ids: list[str]) -> list[StoredMemory]:
        """Memories by id, with their supersession links, in no particular order (unknown ids
        are absent)."""
        found = await self._read_nodes([memory_node_id(m) for m in memory_ids])
        return [StoredMemory(memory) for memory in found.values()]

    async def all_memories(self) -> list[StoredMemory]:
        """Every memory in the store, with its supersession links, in no particular order."""
        found = await self._read_nodes(await self._memory_nodes())
        return [StoredMemory(memory) for memory in found.values()]

    async def topic_members(self, topic: str) -> list[StoredMemory]:
        found = await self._read_nodes(await self._topic_member_nodes(topic_node_id(topic)))
        return [StoredMemory(memory) for memory in found.values()]

    async def topics(self) -> dict[str, list[StoredMemory]]:
        members: dict[str, list[str]] = {}
        for name, node_id in await self._topic_edges():
            members.setdefault(name, []).append(node_id)
        found = await self._read_nodes([n for ids in members.values() for n in ids])
        return {name: [StoredMemory(found[n]) for n in ids if n in found] for name, ids in members.items()}

    async def neighbours(self, memory_ids: list[str], per_hub: int) -> list[str]:
        """Memories sharing a topic or a referenced file with the given ones (capped per hub)."""
        given = set(memory_ids)
        per: dict[str, int] = {}
        out: dict[str, None] = {}
        # A hub needs at most per_hub members besides the given ones (a topic may hold thousands).
        for hub, other in await self.hub_members(memory_ids, per_hub + len(given)):
            if other not in given and per.get(hub, 0) < per_hub:
                per[hub] = per.get(hub, 0) + 1
                out[other] = None
        return list(out)

    async def hub_members(self, memory_ids: list[str], per_hub: int | None = None) -> list[tuple[str, str]]:
        """(hub, memory id) for the memories on the given ones' topic and file hubs (them too)."""
        return await self._hub_members([memory_node_id(m) for m in memory_ids], per_hub) if memory_ids else []

    # ---- what each adapter says in its own query language -----------------------------

    @abstractmethod
    async def _check_graph(self) -> None:
        """Touch the graph right after opening (a locked or broken store fails here)."""

    @abstractmethod
    async def _memory_ids(self, node_ids: list[str]) -> dict[str, str]:
        """The memory id of each given memory node (a ChatMemory's name is its memory id)."""

    @abstractmethod
    async def _read_nodes(self, node_ids: list[str]) -> dict[str, Memory]:
        """The memories on the given nodes, by node id, with their supersession links."""

    @abstractmethod
    async def _memory_nodes(self) -> list[str]:
        """Every memory node."""

    @abstractmethod
    async def _topic_member_nodes(self, topic_node: str) -> list[str]:
        """The memory nodes with an edge to this topic node."""

    @abstractmethod
    async def _topic_edges(self) -> list[tuple[str, str]]:
        """(topic name, memory node) for every topic edge."""

    @abstractmethod
    async def _hub_members(self, node_ids: list[str], per_hub: int | None = None) -> list[tuple[str, str]]:
        """(hub node, memory id) for every memory attached to a topic or file hub of the given
        nodes (at most ``per_hub`` per hub when given); the given memories may be among them."""

    @abstractmethod
    async def _delete_edges_from(self, node_ids: list[str], names: list[str]) -> None:
        """Remove the given nodes' outgoing edges with these names."""

    @abstractmethod
    async def _create_edges(self, edges: list[tuple[str, str, str]]) -> None:
        """Add (from node, to node, name) edges between nodes that exist."""

    @abstractmethod
    async def _write_properties(self, properties: dict[str, str]) -> None:
        """Replace the properties (JSON text) of the given nodes, in one transaction."""

    # The store operations each adapter states itself (described on base.MemoryStore).

    @abstractmethod
    async def link_supersession(self, new_id: str, old_ids: list[str]) -> None: ...
    @abstractmethod
    async def unlink_supersession(self, new_id: str, old_ids: list[str]) -> None: ...
    @abstractmethod
    async def successors(self, memory_ids: list[str]) -> list[str]: ...
    @abstractmethod
    async def node_properties(self, memory_ids: list[str]) -> dict[str, dict[str, Any]]: ...
    @abstractmethod
    async def count(self) -> int: ...
    @abstractmethod
    async def lexical_search(self, query: str, limit: int) -> list[tuple[str, float]]: ...
    @abstractmethod
    async def delete(self, memory_ids: list[str]) -> list[str]: ...
    @abstractmethod
    async def forget_old_copies(self) -> None: ...
    @abstractmethod
    async def rebuild_graph(self) -> None: ...
