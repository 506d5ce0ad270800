"""The Cognee adapter: the only module that imports Cognee.

Each memory is a Cognee ``DataPoint`` (``ChatMemory``) whose text is indexed in the vector
store (LanceDB) and whose metadata lives on its graph node (Ladybug). Relations are graph
edges: memory → topic (``topic``), memory → referenced file (``references``), and
supersession both ways (``supersedes`` new → old, ``superseded_by`` old → new).

Edges are written with a plain ``CREATE`` after the nodes: Cognee's own edge path
``MERGE``s every edge onto the shared topic/file hub nodes, which grows super-linearly
(≈ 66 s for 10k memories on 10 topics here, against ≈ 18 s this way).
"""

from __future__ import annotations

import json
import logging
import asyncio
import os
import shutil
import uuid
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from cognee_memory.durable import fsync_dir
from cognee_memory.errors import MemoryToolError
from cognee_memory.model import Memory, format_timestamp
from cognee_memory.config import LOCAL_DIMENSIONS, LOCAL_MODEL, LOCAL_PROVIDER, StoreConfig
from cognee_memory.storage.environment import import_cognee, prepare_environment, quiet_cognee_logging, translate
from cognee_memory.storage.ids import (
    EDGE_REFERENCE,
    EDGE_SUPERSEDED_BY,
    EDGE_SUPERSEDES,
    EDGE_TOPIC,
    MEMORY_COLLECTION,
    file_node_id,
    memory_node_id,
    topic_node_id,
)
from cognee_memory.storage.properties import USAGE_FIELDS, memory_from_properties

log = logging.getLogger("cognee_memory.storage.local.store")

MANIFEST_FORMAT = 1

# Full-text (BM25) index on the memory text, built by LanceDB itself (native, no tantivy).
TEXT_COLUMN = "payload.text"
TEXT_INDEX = "payload.text_idx"
# Rows written since the last build are still searched (by a scan); rebuild once they
# reach this share of the index (and at least this many), to keep queries index-fast.
TEXT_INDEX_STALE_FRACTION = 0.05
TEXT_INDEX_STALE_MIN_ROWS = 256
# Node id → memory id answers kept for vector hits (about 200 bytes each).
NAMES_KEPT = 50_000

_opened: StoreConfig | None = None


@dataclass
class StoredMemory:
    """A memory read back from the store, its supersession links filled in."""

    memory: Memory


class CogneeStore:
    """A workspace's memories in Cognee. One store per process (Cognee caches its settings)."""

    def __init__(self, config: StoreConfig) -> None:
        self.config = config
        self._graph: Any = None
        self._vector: Any = None
        self._embedder: Any = None
        self._text_table: Any = None
        self._text_lock: Any = None
        self._text_stale = True  # the text table handle may predate a write (see lexical_search)
        self._names: dict[str, str] = {}  # node id → memory id, for vector hits (_by_memory_id)

    # ---- opening --------------------------------------------------------------------

    async def open(self) -> "CogneeStore":
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
            from cognee_memory.storage.embedding import install_local_embedder

            install_local_embedder()
            try:
                from cognee.modules.engine.operations.setup import setup

                await setup()
            except Exception as exc:
                raise translate(exc) from None
            _opened = self.config
        try:
            from cognee.infrastructure.databases.graph import get_graph_engine
            from cognee.infrastructure.databases.vector import get_vector_engine_async
            from cognee.infrastructure.databases.vector.embeddings import get_embedding_engine

            self._embedder = get_embedding_engine()
            self._graph = await get_graph_engine()
            self._vector = await get_vector_engine_async()
            # Touch the graph now: a store locked by another process fails here, clearly.
            await self._touch_graph()
            _discard_interrupted_rebuild(self._graph)
        except MemoryToolError:
            raise
        except Exception as exc:
            raise translate(exc) from None
        await self._record_embedder()
        return self

    # Hooks a server-backed store overrides (store_postgres.py).

    async def _prepare_server(self) -> None:
        """Before Cognee is imported: nothing to prepare for an embedded store."""

    def _after_import(self) -> None:
        """Cognee is imported (its log handlers exist) and not yet set up."""

    async def _touch_graph(self) -> None:
        await self._graph.query("MATCH (n:Node) RETURN count(n) LIMIT 1")

    async def _record_embedder(self) -> None:
        self._write_manifest()

    def exclusive(self) -> Any:
        """Held around every write. An embedded store has one process: nothing to take."""
        return _AsyncNullContext()

    def _embedder_identity(self) -> dict[str, Any]:
        if self.config.embedder == "local":
            return {"provider": LOCAL_PROVIDER, "model": LOCAL_MODEL, "dimensions": LOCAL_DIMENSIONS}
        return {
            "provider": os.environ.get("EMBEDDING_PROVIDER", "fastembed"),
            "model": os.environ.get("EMBEDDING_MODEL", ""),
            "dimensions": int(os.environ.get("EMBEDDING_DIMENSIONS", "0") or 0),
        }

    def _check_manifest_before_import(self) -> None:
        path = self.config.manifest_path
        if not path.is_file():
            return
        try:
            stored = json.loads(path.read_text())
        except (OSError, json.JSONDecodeError):
            return
        if stored.get("embedder") != self.config.embedder:
            raise MemoryToolError(
                "EMBEDDER_MISMATCH",
                f"This store was built with the '{stored.get('embedder')}' embedder "
                f"({stored.get('model')}, {stored.get('dimensions')} dimensions); it cannot be "
                f"queried with '{self.config.embedder}'. Switch the embedder setting back, or "
                "use a new storage folder (--storage-dir) for the other embedder.",
                {"stored": stored},
            )

    def _write_manifest(self) -> None:
        path = self.config.manifest_path
        identity = self._embedder_identity()
        if path.is_file():
            stored = json.loads(path.read_text())
            if self.config.embedder == "cognee" and (
                stored.get("model") != identity["model"]
                or stored.get("dimensions") != identity["dimensions"]
            ):
                raise MemoryToolError(
                    "EMBEDDER_MISMATCH",
                    f"This store's vectors come from {stored.get('model')} "
                    f"({stored.get('dimensions')} dimensions) but Cognee is configured for "
                    f"{identity['model']} ({identity['dimensions']}). Restore the previous "
                    "EMBEDDING_* settings or use a new storage folder.",
                    {"stored": stored, "configured": identity},
                )
            return
        manifest = {"format": MANIFEST_FORMAT, "embedder": self.config.embedder, **identity}
        tmp = path.with_suffix(".json.tmp")
        tmp.write_text(json.dumps(manifest, indent=2))
        os.replace(tmp, path)

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
        from cognee.tasks.storage import add_data_points

        from cognee_memory.storage.datapoints import ChatMemory, MemoryTopic, ReferencedFile

        node_ids = [memory_node_id(m.id) for m in memories]
        existing = {s.memory.id: s.memory for s in await self.fetch([m.id for m in memories])}
        missing_targets = sorted(
            {t for m in memories for t in m.supersedes}
            - {m.id for m in memories}
            - {s.memory.id for s in await self.fetch([t for m in memories for t in m.supersedes])}
        )
        if missing_targets:
            raise MemoryToolError(
                "INVALID_INPUT",
                f"'supersedes' names memories that do not exist: {', '.join(missing_targets)}.",
            )
        for memory in memories:
            previous = existing.get(memory.id)
            if previous is not None:
                if not memory.status_given:
                    memory.status = previous.status
                if previous.created_at is not None and memory.created_at is not None:
                    memory.created_at = min(previous.created_at, memory.created_at)

        hubs: dict[str, Any] = {}
        for memory in memories:
            if memory.topic:
                hubs[topic_node_id(memory.topic)] = MemoryTopic(
                    id=uuid.UUID(topic_node_id(memory.topic)), name=memory.topic
                )
            for ref in memory.references:
                hubs[file_node_id(ref)] = ReferencedFile(id=uuid.UUID(file_node_id(ref)), name=ref)
        points = [ChatMemory.from_memory(m, uuid.UUID(n)) for m, n in zip(memories, node_ids)]
        # Rewriting a node replaces its properties: keep the usage counters it had.
        usage = {
            memory_id: {k: props[k] for k in USAGE_FIELDS if k in props}
            for memory_id, props in (await self.node_properties(list(existing))).items()
            if any(k in props for k in USAGE_FIELDS)
        }
        self._text_stale = True
        try:
            await add_data_points(list(hubs.values()) + points)
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
        except MemoryToolError:
            raise
        except Exception as exc:
            raise translate(exc) from None
        return [m.id for m in memories]

    async def _delete_edges_from(self, node_ids: list[str], names: list[str]) -> None:
        await self._graph.query(
            "MATCH (a:Node)-[e:EDGE]->(:Node) WHERE a.id IN $ids "
            "AND e.relationship_name IN $names DELETE e",
            {"ids": node_ids, "names": names},
        )

    async def _create_edges(self, edges: list[tuple[str, str, str]]) -> None:
        if not edges:
            return
        now = datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M:%S.%f")
        rows = [{"f": f, "t": t, "r": r} for f, t, r in edges]
        for start in range(0, len(rows), 2000):
            await self._graph.query(
                "UNWIND $edges AS e MATCH (a:Node {id: e.f}), (b:Node {id: e.t}) "
                "CREATE (a)-[:EDGE {relationship_name: e.r, properties: '{}', "
                "created_at: TIMESTAMP($now), updated_at: TIMESTAMP($now)}]->(b)",
                {"edges": rows[start : start + 2000], "now": now},
            )

    async def link_supersession(self, new_id: str, old_ids: list[str]) -> None:
        """new supersedes each old (and each old is superseded_by new); never duplicated."""
        new_node = memory_node_id(new_id)
        wanted: list[tuple[str, str, str]] = []
        for old in old_ids:
            old_node = memory_node_id(old)
            wanted.append((new_node, old_node, EDGE_SUPERSEDES))
            wanted.append((old_node, new_node, EDGE_SUPERSEDED_BY))
        present = await self._graph.query(
            "MATCH (a:Node)-[e:EDGE]->(b:Node) WHERE a.id IN $ids AND e.relationship_name IN $names "
            "RETURN a.id, b.id, e.relationship_name",
            {"ids": sorted({f for f, _, _ in wanted}), "names": [EDGE_SUPERSEDES, EDGE_SUPERSEDED_BY]},
        )
        have = {tuple(row) for row in present}
        await self._create_edges([e for e in wanted if e not in have])

    async def unlink_supersession(self, new_id: str, old_ids: list[str]) -> None:
        new_node = memory_node_id(new_id)
        old_nodes = [memory_node_id(o) for o in old_ids]
        await self._graph.query(
            "MATCH (a:Node)-[e:EDGE]->(b:Node) WHERE "
            "((a.id = $new AND b.id IN $olds AND e.relationship_name = $sup) OR "
            "(b.id = $new AND a.id IN $olds AND e.relationship_name = $by)) DELETE e",
            {"new": new_node, "olds": old_nodes, "sup": EDGE_SUPERSEDES, "by": EDGE_SUPERSEDED_BY},
        )

    # ---- reading --------------------------------------------------------------------

    async def count(self) -> int:
        rows = await self._graph.query(
            "MATCH (n:Node) WHERE n.type = 'ChatMemory' RETURN count(n)", {}
        )
        return int(rows[0][0]) if rows else 0

    async def vector_search(self, vector: list[float], limit: int) -> list[tuple[str, float]]:
        """(memory id, cosine distance) of the nearest memories, nearest first."""
        try:
            if not await self._vector.has_collection(MEMORY_COLLECTION):
                return []
            hits = await self._vector.search(MEMORY_COLLECTION, query_vector=vector, limit=limit)
        except Exception as exc:
            raise translate(exc) from None
        return await self._by_memory_id([(str(h.id), float(h.score)) for h in hits])

    async def distances(self, memory_ids: list[str], vector: list[float]) -> dict[str, float]:
        """The true cosine distance of each given memory to the query vector."""
        if not memory_ids:
            return {}
        nodes = {memory_node_id(m): m for m in memory_ids}
        try:
            hits = await self._vector.score_by_ids(MEMORY_COLLECTION, list(nodes), vector)
        except Exception as exc:
            raise translate(exc) from None
        return {nodes[str(h.id)]: float(h.score) for h in hits if str(h.id) in nodes}

    async def vectors(self, memory_ids: list[str]) -> dict[str, list[float]]:
        """The stored embedding of each given memory (for diversity re-ranking)."""
        if not memory_ids:
            return {}
        nodes = {memory_node_id(m): m for m in memory_ids}
        try:
            rows = await self._vector.retrieve(MEMORY_COLLECTION, list(nodes), include_vector=True)
        except Exception as exc:
            raise translate(exc) from None
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

    async def _memory_ids(self, node_ids: list[str]) -> dict[str, str]:
        """The memory id of each given memory node (a ChatMemory's name is its memory id)."""
        if not node_ids:
            return {}
        rows = await self._graph.query(
            "UNWIND $ids AS i MATCH (n:Node {id: i}) WHERE n.type = 'ChatMemory' RETURN n.id, n.name",
            {"ids": list(dict.fromkeys(node_ids))},
        )
        return {node: name for node, name in rows}

    async def lexical_search(self, query: str, limit: int) -> list[tuple[str, float]]:
        """(memory id, BM25 score) of the memories whose text best matches the query's words.

        LanceDB's own full-text index on the vector table's text (English stemming, stop
        words removed, BM25). Memories written since the index was built are found too
        (LanceDB scans them); the index is built on first use and rebuilt once they pile up.
        """
        import asyncio

        if self._text_lock is None:
            self._text_lock = asyncio.Lock()
        try:
            if not await self._vector.has_collection(MEMORY_COLLECTION):
                return []
            async with self._text_lock:  # one build at a time, even under concurrent reads
                table = await self._open_text_table()
                if self._text_stale:  # written since we last looked: move to the newest version
                    self._text_stale = False
                    await table.checkout_latest()
                await self._refresh_text_index(table)
            rows = await (
                table.query().nearest_to_text(query, columns=[TEXT_COLUMN]).limit(limit)
                .select(["id", "_score"]).to_arrow()
            )
        except MemoryToolError:
            raise
        except Exception as exc:
            self._text_table = None  # reopened next time (Cognee may have rewritten the table)
            raise translate(exc) from None
        hits = [(str(i), float(s)) for i, s in zip(rows.column("id").to_pylist(), rows.column("_score").to_pylist())]
        return await self._by_memory_id(hits)

    async def _open_text_table(self) -> Any:
        # Cognee serves LanceDB from a worker process whose proxy has no full-text API, so
        # this process opens the same folder itself. LanceDB commits versions atomically and
        # allows several processes. Every write to the table goes through this store (the
        # graph lock keeps other processes out), so it moves to the newest version only after
        # one (checking on every query, read_consistency_interval=0, costs ~8 ms a query).
        if self._text_table is None:
            import lancedb

            db = await lancedb.connect_async(self._vector.url)
            self._text_table = await db.open_table(MEMORY_COLLECTION)
            self._text_stale = False
        return self._text_table

    async def _refresh_text_index(self, table: Any) -> None:
        from lancedb.index import FTS

        stats = await table.index_stats(TEXT_INDEX)
        if stats is not None:
            stale = stats.num_unindexed_rows
            if stale < max(TEXT_INDEX_STALE_MIN_ROWS, TEXT_INDEX_STALE_FRACTION * stats.num_indexed_rows):
                return
        log.info("building the full-text index (%s)", "stale" if stats is not None else "first use")
        await table.create_index(TEXT_COLUMN, config=FTS(), replace=True, name=TEXT_INDEX)

    async def fetch(self, memory_ids: list[str]) -> list[StoredMemory]:
        """Memories by id, with their supersession links, in no particular order (unknown ids
        are absent)."""
        found = await self._read_nodes([memory_node_id(m) for m in memory_ids])
        return [StoredMemory(memory) for memory in found.values()]

    async def _read_nodes(self, node_ids: list[str]) -> dict[str, Memory]:
        """The memories on the given nodes, by node id, with their supersession links."""
        if not node_ids:
            return {}
        rows = await self._graph.query(
            "UNWIND $ids AS i MATCH (n:Node {id: i}) WHERE n.type = 'ChatMemory' RETURN n.id, n.properties",
            {"ids": list(dict.fromkeys(node_ids))},
        )
        found = {row[0]: memory_from_properties(json.loads(row[1])) for row in rows}
        if found:
            links = await self._graph.query(
                "UNWIND $ids AS i MATCH (a:Node {id: i})-[e:EDGE]->(b:Node) "
                "WHERE e.relationship_name IN $names RETURN a.id, e.relationship_name, b.name ORDER BY b.name",
                {"ids": list(found), "names": [EDGE_SUPERSEDES, EDGE_SUPERSEDED_BY]},
            )
            for node_id, name, other in links:
                memory = found[node_id]
                (memory.supersedes if name == EDGE_SUPERSEDES else memory.superseded_by).append(other)
        return found

    async def neighbours(self, memory_ids: list[str], per_hub: int) -> list[str]:
        """Memories sharing a topic or a referenced file with the given ones (capped per hub)."""
        if not memory_ids:
            return []
        node_ids = [memory_node_id(m) for m in memory_ids]
        # Primary-key seeks (UNWIND + {id: …}) instead of "WHERE id IN", which scans every
        # node and edge: 1.1 s → a few ms at 10k memories.
        names = [EDGE_TOPIC, EDGE_REFERENCE]
        hubs = await self._graph.query(
            "UNWIND $ids AS i MATCH (a:Node {id: i})-[e:EDGE]->(h:Node) "
            "WHERE e.relationship_name IN $names RETURN DISTINCT h.id",
            {"ids": node_ids, "names": names},
        )
        if not hubs:
            return []
        rows = await self._graph.query(
            "UNWIND $hubs AS hid MATCH (b:Node)-[e:EDGE]->(h:Node {id: hid}) "
            "WHERE e.relationship_name IN $names RETURN hid, b.name",
            {"hubs": [row[0] for row in hubs], "names": names},
        )
        given = set(memory_ids)
        rows = [(hub, other) for hub, other in rows if other not in given]
        per: dict[str, int] = {}
        out: dict[str, None] = {}
        for hub, other in rows:
            if per.get(hub, 0) < per_hub:
                per[hub] = per.get(hub, 0) + 1
                out[other] = None
        return list(out)

    async def successors(self, memory_ids: list[str]) -> list[str]:
        """Ids of the memories that supersede the given ones."""
        if not memory_ids:
            return []
        rows = await self._graph.query(
            "UNWIND $ids AS i MATCH (a:Node {id: i})-[e:EDGE]->(b:Node) "
            "WHERE e.relationship_name = $name RETURN DISTINCT b.name",
            {"ids": [memory_node_id(m) for m in memory_ids], "name": EDGE_SUPERSEDED_BY},
        )
        return [row[0] for row in rows]

    async def topic_members(self, topic: str) -> list[StoredMemory]:
        rows = await self._graph.query(
            "MATCH (a:Node)-[e:EDGE]->(t:Node {id: $tid}) WHERE e.relationship_name = $name RETURN a.id",
            {"tid": topic_node_id(topic), "name": EDGE_TOPIC},
        )
        found = await self._read_nodes([row[0] for row in rows])
        return [StoredMemory(memory) for memory in found.values()]

    async def topics(self) -> dict[str, list[StoredMemory]]:
        rows = await self._graph.query(
            "MATCH (a:Node)-[e:EDGE]->(t:Node) WHERE e.relationship_name = $name RETURN t.name, a.id",
            {"name": EDGE_TOPIC},
        )
        members: dict[str, list[str]] = {}
        for name, node_id in rows:
            members.setdefault(name, []).append(node_id)
        found = await self._read_nodes([n for ids in members.values() for n in ids])
        return {name: [StoredMemory(found[n]) for n in ids if n in found] for name, ids in members.items()}

    # ---- raw node properties (compaction keeps its state on the record's node) --------

    async def node_properties(self, memory_ids: list[str]) -> dict[str, dict[str, Any]]:
        """Every stored property of the given memories, by memory id (missing ids are absent)."""
        if not memory_ids:
            return {}
        rows = await self._graph.query(
            "UNWIND $ids AS i MATCH (n:Node {id: i}) WHERE n.type = 'ChatMemory' RETURN n.properties",
            {"ids": [memory_node_id(m) for m in dict.fromkeys(memory_ids)]},
        )
        props = [json.loads(row[0]) for row in rows]
        return {p["memory_id"]: p for p in props}

    async def patch_properties(
        self, patches: dict[str, dict[str, Any]], current: dict[str, dict[str, Any]] | None = None
    ) -> None:
        """Merge new values into many memories' properties in ONE statement, then checkpoint.

        One statement is one Ladybug transaction: after a crash either every patch is
        there or none is (compaction relies on this to flip statuses atomically).
        ``current`` may carry properties the caller read earlier under the same write lock
        (reading them right after a large edge write is slow).
        """
        if not patches:
            return
        if current is None or not set(patches) <= set(current):
            current = await self.node_properties(list(patches))
        missing = sorted(set(patches) - set(current))
        if missing:
            raise MemoryToolError("NOT_FOUND", f"No memory with id {', '.join(repr(m) for m in missing)}.")
        rows = [
            {"id": memory_node_id(m), "p": json.dumps({**current[m], **values}, default=str)}
            for m, values in patches.items()
        ]
        try:
            await self._graph.query(
                "UNWIND $rows AS r MATCH (n:Node {id: r.id}) SET n.properties = r.p", {"rows": rows}
            )
            await self._graph.checkpoint()
        except Exception as exc:
            raise translate(exc) from None

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

    # ---- whole-store maintenance (secret scrubbing rewrites memories in place) ----------

    async def all_memories(self) -> list[StoredMemory]:
        """Every memory in the store, with its supersession links, in no particular order."""
        rows = await self._graph.query("MATCH (n:Node) WHERE n.type = 'ChatMemory' RETURN n.id", {})
        found = await self._read_nodes([row[0] for row in rows])
        return [StoredMemory(memory) for memory in found.values()]

    async def forget_old_copies(self) -> None:
        """Remove what rewritten memories leave behind: file nodes no memory references,
        superseded vector rows (LanceDB keeps every old version), then checkpoint the graph."""
        self._text_stale = True
        try:
            await self._graph.query(
                "MATCH (f:Node) WHERE f.type = 'ReferencedFile' AND NOT EXISTS { MATCH (:Node)-[:EDGE]->(f) } "
                "DETACH DELETE f", {}
            )
            await self._graph.checkpoint()
            if await self._vector.has_collection(MEMORY_COLLECTION):
                from datetime import timedelta

                table = await self._vector.get_collection(MEMORY_COLLECTION)
                await table.optimize(cleanup_older_than=timedelta(0), delete_unverified=True)
        except Exception as exc:
            raise translate(exc) from None

    async def rebuild_graph(self) -> None:
        """Rewrite the graph file from an export of its live contents.

        Ladybug updates properties in place but keeps freed pages in its data file, so text
        that was overwritten (a scrubbed secret) can survive on disk. Exporting the live graph
        and importing it into a fresh file leaves nothing behind. Crash-safe: the fresh file
        is built beside the old one and swapped in with one atomic rename; until then the old
        file is untouched, and a leftover build folder is discarded on the next open.
        """
        adapter = self._graph
        db_path = str(adapter.db_path)
        work = _rebuild_dir(db_path)
        shutil.rmtree(work, ignore_errors=True)
        work.mkdir(parents=True)
        export, fresh = work / "export", work / "graph"
        try:
            await adapter.query("CHECKPOINT;")
            await adapter.query(f"EXPORT DATABASE '{_cypher_path(export)}' (format='parquet')")
            await asyncio.to_thread(_import_graph, export, fresh, adapter)
            # Let go of the old file (closing checkpoints it), then swap the fresh one in.
            adapter._drop_native_resources()
            for suffix in (".wal", ".shadow"):
                if os.path.exists(db_path + suffix):
                    os.remove(db_path + suffix)
            os.replace(fresh, db_path)
            fsync_dir(os.path.dirname(db_path))
            # The next query reopens the (fresh) file lazily; touch it now so a failure shows here.
            await adapter.query("MATCH (n:Node) RETURN count(n) LIMIT 1")
        except MemoryToolError:
            raise
        except Exception as exc:
            raise translate(exc) from None
        finally:
            shutil.rmtree(work, ignore_errors=True)


def _rebuild_dir(db_path: str) -> Path:
    return Path(db_path + ".rebuild")


def _discard_interrupted_rebuild(adapter: Any) -> None:
    """A rebuild that died before its atomic swap leaves only a scratch folder: drop it."""
    db_path = getattr(adapter, "db_path", None)
    if isinstance(db_path, str) and db_path:
        shutil.rmtree(_rebuild_dir(db_path), ignore_errors=True)


def _cypher_path(path: Any) -> str:
    text = str(path)
    if "'" in text or "\\" in text:
        raise MemoryToolError("STORE_ERROR", f"The store path cannot be used for a graph export: {text}")
    return text


def _import_graph(export: Any, fresh: Any, adapter: Any) -> None:
    import ladybug

    database = ladybug.Database(
        str(fresh),
        buffer_pool_size=adapter.kuzu_buffer_pool_size,
        max_db_size=adapter.kuzu_max_db_size,
    )
    try:
        connection = ladybug.Connection(database)
        try:
            connection.execute(f"IMPORT DATABASE '{_cypher_path(export)}'")
            connection.execute("CHECKPOINT;")
        finally:
            connection.close()
    finally:
        database.close()
    if os.path.exists(str(fresh) + ".wal"):
        raise MemoryToolError("STORE_ERROR", "The rebuilt graph file was not closed cleanly; the old one is kept.")


class _AsyncNullContext:
    async def __aenter__(self) -> None:
        return None

    async def __aexit__(self, *exc: object) -> None:
        return None


def make_store(config: StoreConfig) -> "CogneeStore":
    """The store for the configured profile (a team space on a server, or embedded)."""
    if config.profile == "postgres":
        from cognee_memory.storage.postgres.store import PostgresCogneeStore

        return PostgresCogneeStore(config)
    return CogneeStore(config)
