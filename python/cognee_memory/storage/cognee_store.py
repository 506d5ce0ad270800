"""The memory-id operations both stores share, over Cognee's graph and vectors.

Each memory is a Cognee ``DataPoint`` (``ChatMemory``) whose text is indexed in the vector
store and whose metadata lives on its graph node. Relations are graph edges: memory → topic
(``topic``), memory → referenced file (``references``), and supersession both ways
(``supersedes`` new → old, ``superseded_by`` old → new).

``CogneeStore`` embeds, writes memories, reads vectors, and runs every graph read and write
the two stores have in common, turning node ids into the memory ids of
``interface.MemoryStore``. A store (``local/``: Ladybug + LanceDB, ``postgres/``: a team space)
gives those statements in its own query language (``graph_statements.py``: Cypher or SQL), the two
calls that run one, and the steps it does its own way (the abstract methods at the bottom).

Edges are written by each store after the nodes, and the embedded one writes its nodes too
(``COPY``, ``local/node_writes.py``): Cognee's ``MERGE`` scans the node table per statement.
"""

from __future__ import annotations

import contextlib
import json
from abc import abstractmethod
from datetime import datetime
from typing import Any, AsyncContextManager

from cognee_memory.config import StoreConfig
from cognee_memory.errors import MemoryToolError
from cognee_memory.model import Memory, format_timestamp
from cognee_memory.storage.connection import CogneeConnection
from cognee_memory.storage.environment import translated_errors
from cognee_memory.storage.faults import fault_point
from cognee_memory.storage.graph_statements import GraphStatements
from cognee_memory.storage.ids import (
    EDGE_REFERENCE,
    EDGE_SUPERSEDED_BY,
    EDGE_SUPERSEDES,
    EDGE_TOPIC,
    MEMORY_COLLECTION,
    file_node_id,
    memory_node_id,
    supersession_edges,
    topic_node_id,
)
from cognee_memory.storage.interface import StoredMemory, StoreUpkeep
from cognee_memory.storage.properties import (
    USAGE_FIELDS,
    attach_supersession_links,
    memory_from_properties,
    stored_properties,
)

# Node id → memory id answers kept for vector hits (about 200 bytes each).
NAMES_KEPT = 50_000


class CogneeStore(CogneeConnection, StoreUpkeep):
    """A store's memories in Cognee. One store per process (Cognee caches its settings)."""

    statements: GraphStatements  # set by each store

    def __init__(self, config: StoreConfig) -> None:
        CogneeConnection.__init__(self, config)
        StoreUpkeep.__init__(self)
        self._names: dict[str, str] = {}  # node id → memory id, for vector hits (_by_memory_id)

    def exclusive(self) -> AsyncContextManager[Any]:
        """Held around every write. An embedded store has one process: nothing to take."""
        return contextlib.nullcontext()

    def _vectors_changed(self) -> None:
        """Vector rows were (re)written or deleted: a store may follow them."""

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
        links = {m.id: list(m.supersedes) for m in memories if m.supersedes}
        await self._write_starting([m.id for m in memories], links, usage)
        with translated_errors():
            await self._add_points(points)
            fault_point("store.before_links")
            await self.pause_point()
            await self._link_hubs(memories, [memory_node_id(m) for m in existing])
            for memory_id, targets in links.items():
                await self.link_supersession(memory_id, targets)
            if usage:
                await self.patch_properties(usage)
            await self.pause_point()  # a checkpoint holds back the graph queries of running reads
            await self._checkpoint_graph()  # the edges above follow the node write's checkpoint
        await self._write_finished()
        return [m.id for m in memories]

    async def _link_hubs(self, memories: list[Memory], rewritten: list[str]) -> None:
        """The memories' topic and file links: those of the ``rewritten`` nodes dropped first
        (a memory's topic or references may have changed)."""
        if rewritten:
            await self._write_graph(self.statements.delete_edges_from,
                                    {"ids": rewritten, "names": [EDGE_TOPIC, EDGE_REFERENCE]})
        edges: list[tuple[str, str, str]] = []
        for memory in memories:
            node_id = memory_node_id(memory.id)
            if memory.topic:
                edges.append((node_id, topic_node_id(memory.topic), EDGE_TOPIC))
            edges.extend((node_id, file_node_id(r), EDGE_REFERENCE) for r in dict.fromkeys(memory.references))
        await self._create_edges(edges)

    async def _write_starting(self, ids: list[str], supersedes: dict[str, list[str]],
                              usage: dict[str, dict[str, Any]]) -> None:
        """Before a write's first step: the ids it writes, the supersession links it adds and
        the usage counters it puts back (a store that can finish a killed write records them)."""

    async def _write_finished(self) -> None:
        """After a write's last step is durable."""

    async def _add_points(self, points: list[Any]) -> None:
        from cognee.tasks.storage import add_data_points  # an embedded graph writes its own way

        await add_data_points(points)

    async def link_supersession(self, new_id: str, old_ids: list[str]) -> None:
        """new supersedes each old (and each old is superseded_by new); never linked twice."""
        wanted = supersession_edges(new_id, old_ids)
        present = await self._read_graph(
            self.statements.edges_from,
            {"ids": sorted({f for f, _, _ in wanted}), "names": [EDGE_SUPERSEDES, EDGE_SUPERSEDED_BY]},
        )
        have = {tuple(row) for row in present}
        await self._create_edges([e for e in wanted if e not in have])

    async def unlink_supersession(self, new_id: str, old_ids: list[str]) -> None:
        await self._write_graph(self.statements.unlink, {
            "new": memory_node_id(new_id), "olds": [memory_node_id(o) for o in old_ids],
            "sup": EDGE_SUPERSEDES, "by": EDGE_SUPERSEDED_BY,
        })

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

    # ---- whole-store maintenance (scrub and forget rewrite or remove memories) --------

    async def delete(self, memory_ids: list[str]) -> list[str]:
        present = await self._memory_ids([memory_node_id(m) for m in memory_ids])
        if not present:
            return []
        self._vectors_changed()
        with translated_errors():
            await self._vector.delete_data_points(MEMORY_COLLECTION, list(present))
            await self._delete_nodes(list(present))
            await self._checkpoint_graph()
        self._names.clear()
        return sorted(present.values())

    async def forget_old_copies(self) -> None:
        """Remove what rewritten or deleted memories leave behind: topic and file nodes no
        memory points to, then (``_forget_old_vectors``) what the vector store keeps of them."""
        self._vectors_changed()
        with translated_errors():
            await self._write_graph(self.statements.delete_orphan_hubs, {})
            await self._checkpoint_graph()
            await self._forget_old_vectors()

    async def _forget_old_vectors(self) -> None:
        """Old vector rows and versions: pgvector updates rows in place (the old row versions go
        with ``rebuild_graph``)."""

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

    async def count(self) -> int:
        rows = await self._read_graph(self.statements.count, {})
        return int(rows[0][0]) if rows else 0

    async def fetch(self, memory_ids: list[str]) -> list[StoredMemory]:
        """Memories by id, with their supersession links, in no particular order (unknown ids
        are absent)."""
        found = await self._read_nodes([memory_node_id(m) for m in memory_ids])
        return [StoredMemory(memory) for memory in found.values()]

    async def all_memories(self) -> list[StoredMemory]:
        """Every memory in the store, with its supersession links, in no particular order."""
        rows = await self._read_graph(self.statements.memory_nodes, {})
        found = await self._read_nodes([row[0] for row in rows])
        return [StoredMemory(memory) for memory in found.values()]

    async def topic_members(self, topic: str) -> list[StoredMemory]:
        rows = await self._read_graph(self.statements.topic_members, {"tid": topic_node_id(topic), "name": EDGE_TOPIC})
        found = await self._read_nodes([row[0] for row in rows])
        return [StoredMemory(memory) for memory in found.values()]

    async def topics(self) -> dict[str, list[StoredMemory]]:
        members: dict[str, list[str]] = {}
        for name, node_id in await self._read_graph(self.statements.topic_edges, {"name": EDGE_TOPIC}):
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

    async def node_properties(self, memory_ids: list[str]) -> dict[str, dict[str, Any]]:
        """Every stored property of the given memories, by memory id (compaction keeps its
        state on the record's node)."""
        rows = await self._memory_rows(self.statements.memory_properties, [memory_node_id(m) for m in memory_ids])
        props = [stored_properties(value) for _, value in rows]
        return {p["memory_id"]: p for p in props}

    async def _memory_ids(self, node_ids: list[str]) -> dict[str, str]:
        """The memory id of each given memory node (a ChatMemory's name is its memory id)."""
        return {node: name for node, name in await self._memory_rows(self.statements.memory_names, node_ids)}

    async def _read_nodes(self, node_ids: list[str]) -> dict[str, Memory]:
        """The memories on the given nodes, by node id, with their supersession links."""
        rows = await self._memory_rows(self.statements.memory_properties, node_ids)
        found = {node: memory_from_properties(stored_properties(value)) for node, value in rows}
        if found:
            attach_supersession_links(found, await self._supersession_links(list(found)))
        return found

    async def _memory_rows(self, statement: str, node_ids: list[str]) -> list[Any]:
        """What ``statement`` reads for the memory nodes among ``node_ids`` (each asked once)."""
        return await self._read_graph(statement, {"ids": list(dict.fromkeys(node_ids))}) if node_ids else []

    # ---- what each store does in its own way ------------------------------------------

    @abstractmethod
    async def _read_graph(self, statement: str, params: dict[str, Any]) -> list[Any]:
        """The rows one statement of ``statements`` reads."""

    @abstractmethod
    async def _write_graph(self, statement: str, params: dict[str, Any]) -> None:
        """Run one statement of ``statements`` that changes the graph."""

    @abstractmethod
    async def _create_edges(self, edges: list[tuple[str, str, str]]) -> None:
        """Add (from node, to node, name) edges between nodes that exist."""

    @abstractmethod
    async def _write_properties(self, properties: dict[str, str]) -> None:
        """Replace the properties (JSON text) of the given nodes, in one transaction."""

    @abstractmethod
    async def _delete_nodes(self, node_ids: list[str]) -> None:
        """Remove the given nodes and every edge to or from them."""

    @abstractmethod
    async def _supersession_links(self, node_ids: list[str]) -> list[tuple[str, str, str]]:
        """(node id, edge name, other memory id) of the given nodes' supersession edges, by
        other memory id."""

    @abstractmethod
    async def _hub_members(self, node_ids: list[str], per_hub: int | None = None) -> list[tuple[str, str]]:
        """(hub node, memory id) for every memory attached to a topic or file hub of the given
        nodes (at most ``per_hub`` per hub when given); the given memories may be among them."""

    @abstractmethod
    async def successors(self, memory_ids: list[str]) -> list[str]:
        """The memories that directly supersede the given ones (the embedded store answers from
        the supersession links it keeps in memory)."""

    @abstractmethod
    async def lexical_search(self, query: str, limit: int) -> list[tuple[str, float]]:
        """(memory id, BM25 score) of the best word matches, from the store's own full-text index."""

    @abstractmethod
    async def rebuild_graph(self) -> None:
        """Rewrite the stored graph so no overwritten text survives on disk (a fresh graph file,
        or PostgreSQL's VACUUM FULL)."""
