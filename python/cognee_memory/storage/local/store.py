"""The embedded store: a workspace's memories in Cognee's Ladybug graph and LanceDB vectors.

The graph is read and written with Cypher through Cognee's Ladybug adapter; LanceDB's own
full-text index serves lexical search (``lexical.py``); scrubbing rebuilds the graph file
(``rebuild.py``).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any, AsyncIterator

from cognee_memory.config import StoreConfig
from cognee_memory.errors import MemoryToolError
from cognee_memory.model import Memory
from cognee_memory.storage.cognee_store import CogneeStore
from cognee_memory.storage.environment import translated_errors
from cognee_memory.storage.graph_statements import GraphStatements
from cognee_memory.storage.ids import EDGE_REFERENCE, EDGE_TOPIC, MEMORY_COLLECTION, memory_node_id
from cognee_memory.storage import reembed
from cognee_memory.storage.interface import no_pause
from cognee_memory.storage.local import graph_log, node_writes, rebuild, unfinished, vectors
from cognee_memory.storage.local.links import SupersessionLinks
from cognee_memory.storage.local.lexical import TEXT_INDEX_IMPORT_FRACTION, TEXT_INDEX_STALE_FRACTION, FullTextIndex

log = logging.getLogger("cognee_memory.storage.local.store")

# Writes between two reopenings of the graph database, and between two tidyings of the vector
# table and its connection (see ``write_done``).
GRAPH_REOPEN_WRITES = 1
VECTOR_TIDY_WRITES = 20


class LocalStore(CogneeStore):
    """A workspace's memories in files under its storage folder (one process at a time)."""

    def __init__(self, config: StoreConfig) -> None:
        super().__init__(config)
        self._text = FullTextIndex()
        self._links = SupersessionLinks()  # every write that may touch an edge runs in _links.changing()
        self._writes_since_open = 0
        self._writes_since_tidy = 0
        self._writes_since_compaction = 0
        self._compact_next = False  # an import's last chunk: compact at its tidying

    async def open(self) -> "LocalStore":
        await super().open()
        self._text.forget_table()
        await vectors.connect(self._vector)  # before Cognee's first use: one bounded session
        await self._finish_unfinished_write()  # before any read: no memory is seen half-written
        return self

    # ---- the graph's files (connection.CogneeConnection's hooks) ----------------------

    async def _check_graph(self) -> None:
        await self._graph.query("MATCH (n:Node) RETURN count(n) LIMIT 1")
        rebuild.discard_interrupted_rebuild(self._graph)

    async def _before_graph_opens(self) -> None:
        from cognee.infrastructure.databases.graph.config import get_graph_config

        try:
            await asyncio.to_thread(graph_log.install_extension, self.config.storage_dir / "home")
        except OSError:  # Cognee then loads it by path, as before: the log recovery covers that
            log.warning("could not install the graph's JSON extension by name", exc_info=True)
        await asyncio.to_thread(graph_log.recover_log, Path(get_graph_config().graph_file_path))

    async def _checkpoint_graph(self) -> None:
        await self._graph.checkpoint()

    async def close(self) -> None:
        """Checkpoint and close the graph, so what this process leaves behind opens from any
        environment. A failure is logged, never raised (the process is ending)."""
        if self._graph is not None:
            try:
                await self._checkpoint_graph()
                await self._graph.close()
            except Exception:
                log.warning("closing the graph failed", exc_info=True)
            self._graph = None

    # ---- upkeep between writes (interface.StoreUpkeep) --------------------------------

    async def write_done(self) -> bool:
        """After a write, under the write lock (no read holds the graph or a table):

        * close the graph database and open it again (every ``GRAPH_REOPEN_WRITES``: ≈ 30 ms
          at 10k, 75 ms at 100k). Ladybug keeps memory for every checkpoint until its
          database is closed (Cognee checkpoints after each of its writes): ≈ 8 MB a
          five-memory ingest here; a 10-minute soak grew a 10k backend 709 → 1,159 MB;
        * every ``VECTOR_TIDY_WRITES`` and after an import, start a fresh LanceDB session,
          compacting the vector table first when due (``vectors.tidy``).

        Returns whether anything was let go (the caller then trims the heap)."""
        if self._graph is None:
            return False
        self._writes_since_open += 1
        self._writes_since_tidy += 1
        self._writes_since_compaction += 1
        released = False
        with translated_errors():
            if self._writes_since_open >= GRAPH_REOPEN_WRITES:
                self._writes_since_open = 0
                await graph_log.reopen(self._graph)
                released = True
            if self._writes_since_tidy >= VECTOR_TIDY_WRITES:
                await self._tidy_vectors()
                released = True
        return released

    async def _tidy_vectors(self) -> None:
        self._writes_since_tidy = 0
        self._text.forget_table()  # its table belongs to the connection about to be replaced
        compact, self._compact_next = self._compact_next, False
        if await vectors.tidy(self._vector, self._writes_since_compaction, compact):
            self._writes_since_compaction = 0

    def _vectors_changed(self) -> None:
        self._text.mark_stale()

    @contextlib.asynccontextmanager
    async def bulk_import(self) -> AsyncIterator[None]:
        """Reads between an import's chunks stop rebuilding the full-text index (at 100k a
        rebuild takes seconds, and a read paid it after every chunk); the writer keeps it up."""
        self._text.deferred = True
        try:
            yield
        finally:
            self._text.deferred = False

    async def import_chunk_written(self, last: bool) -> None:
        self._writes_since_open += 1  # its checkpoints count; the reopening waits for write_done
        await self._text.keep_up(self._vector, TEXT_INDEX_STALE_FRACTION if last else TEXT_INDEX_IMPORT_FRACTION)
        if last:  # compacted here, beside the reads; its old versions go in the next write's ``write_done``
            await vectors.compact_beside_reads(self._vector)
            self._writes_since_tidy = VECTOR_TIDY_WRITES
            self._compact_next = True

    # ---- the graph in Cypher ---------------------------------------------------------

    statements = GraphStatements(
        count="MATCH (n:Node) WHERE n.type = 'ChatMemory' RETURN count(n)",
        memory_nodes="MATCH (n:Node) WHERE n.type = 'ChatMemory' RETURN n.id",
        memory_names="UNWIND $ids AS i MATCH (n:Node {id: i}) WHERE n.type = 'ChatMemory' RETURN n.id, n.name",
        memory_properties=(
            "UNWIND $ids AS i MATCH (n:Node {id: i}) WHERE n.type = 'ChatMemory' RETURN n.id, n.properties"
        ),
        topic_members="MATCH (a:Node)-[e:EDGE]->(t:Node {id: $tid}) WHERE e.relationship_name = $name RETURN a.id",
        topic_edges="MATCH (a:Node)-[e:EDGE]->(t:Node) WHERE e.relationship_name = $name RETURN t.name, a.id",
        edges_from=(
            "MATCH (a:Node)-[e:EDGE]->(b:Node) WHERE a.id IN $ids AND e.relationship_name IN $names "
            "RETURN a.id, b.id, e.relationship_name"
        ),
        delete_edges_from=(
            "MATCH (a:Node)-[e:EDGE]->(:Node) WHERE a.id IN $ids AND e.relationship_name IN $names DELETE e"
        ),
        unlink=(
            "MATCH (a:Node)-[e:EDGE]->(b:Node) WHERE "
            "((a.id = $new AND b.id IN $olds AND e.relationship_name = $sup) OR "
            "(b.id = $new AND a.id IN $olds AND e.relationship_name = $by)) DELETE e"
        ),
        delete_orphan_hubs=(
            "MATCH (f:Node) WHERE f.type IN ['ReferencedFile', 'MemoryTopic'] "
            "AND NOT EXISTS { MATCH (:Node)-[:EDGE]->(f) } DETACH DELETE f"
        ),
    )

    async def _read_graph(self, statement: str, params: dict[str, Any]) -> list[Any]:
        return await self._graph.query(statement, params)

    async def _write_graph(self, statement: str, params: dict[str, Any]) -> None:
        async with self._links.changing():
            await self._graph.query(statement, params)

    # ---- writing --------------------------------------------------------------------

    async def upsert(self, memories: list[Memory]) -> list[str]:
        """``CogneeStore.upsert``; a write that failed part-way (a full disk, a store error) is
        finished right away when it can be, else before the next write or at the next open."""
        await self._finish_unfinished_write()
        try:
            return await super().upsert(memories)
        except Exception:
            try:
                await self._finish_unfinished_write()
            except Exception:  # the store still fails: the journal stays for the next try
                log.warning("could not finish the interrupted write yet", exc_info=True)
            raise

    async def _write_starting(self, ids: list[str], supersedes: dict[str, list[str]],
                              usage: dict[str, dict[str, Any]]) -> None:
        write = unfinished.UnfinishedWrite(ids=ids, supersedes=supersedes, usage=usage)
        await asyncio.to_thread(unfinished.begin, self.config.storage_dir, write)

    async def _write_finished(self) -> None:
        await asyncio.to_thread(unfinished.end, self.config.storage_dir)

    async def _finish_unfinished_write(self) -> None:
        """Write again every step of the write a kill (or an error) interrupted, from what the
        graph holds of its memories (``unfinished.py``): the hubs a node write may not have
        created, the vector rows, the topic and file links, the supersession links and the
        usage counters. A memory whose node was never written has nothing to finish."""
        write = unfinished.pending(self.config.storage_dir)
        if write is None:
            return
        from cognee_memory.storage.datapoints import ChatMemory, data_points_in_slices

        found = [s.memory for s in await self.fetch(write.ids)]
        if found:
            points = await data_points_in_slices(found, no_pause)
            ids = {m.id for m in found}
            self._vectors_changed()
            with translated_errors():
                async with self._links.changing():
                    await node_writes.write_nodes(
                        self._graph, [p for p in points if not isinstance(p, ChatMemory)], no_pause)
                await node_writes.index_nodes(self._vector, [p for p in points if isinstance(p, ChatMemory)], no_pause)
                await self._link_hubs(found, [memory_node_id(m) for m in ids])
                targets = {s.memory.id for s in await self.fetch(
                    [t for memory_id in ids for t in write.supersedes.get(memory_id, [])])}
                for memory_id, olds in write.supersedes.items():
                    present = [o for o in olds if o in targets]
                    if memory_id in ids and present:
                        await self.link_supersession(memory_id, present)
                usage = {m: values for m, values in write.usage.items() if m in ids}
                if usage:
                    await self.patch_properties(usage)
                await self._checkpoint_graph()
            log.warning("finished an interrupted write of %d memories", len(found))
        await asyncio.to_thread(unfinished.end, self.config.storage_dir)

    async def _add_points(self, points: list[Any]) -> None:
        async with self._links.changing():  # a rewritten node may be renamed
            await node_writes.add_points(self._graph, self._vector, points, self.pause_point)

    async def _create_edges(self, edges: list[tuple[str, str, str]]) -> None:
        """One statement (one transaction) that seeks both ends of each edge by primary key.

        Written as two ``MATCH`` clauses: ``MATCH (a {id}), (b {id})`` plans as a cross product
        of two node scans (0.4 s at 2k nodes, 2.7 s at 12k: a 100k import turned quadratic), and
        ``COPY EDGE`` costs ≈ 0.25 s a statement at 100k memories whatever its size (0.70 s for
        200 edges, 0.32 s for 1,000), where this takes 0.03 s for either. An edge whose end is
        missing would be skipped silently: the count returned says so, and the write fails.
        """
        if not edges:
            return
        stamp = datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M:%S.%f")
        rows = [{"from": f, "to": t, "name": r} for f, t, r in edges]
        async with self._links.changing():
            created = await self._graph.query(
                "UNWIND $rows AS r MATCH (a:Node {id: r.from}) MATCH (b:Node {id: r.to}) "
                "CREATE (a)-[:EDGE {relationship_name: r.name, created_at: TIMESTAMP($stamp), "
                "updated_at: TIMESTAMP($stamp), properties: '{}'}]->(b) RETURN count(*)",
                {"rows": rows, "stamp": stamp},
            )
        if created and created[0][0] != len(edges):
            raise MemoryToolError(
                "STORE_ERROR", f"{len(edges) - created[0][0]} of {len(edges)} links found no memory, topic or "
                "file node at one end. Run the same ingest again: it rewrites them.")

    async def _write_properties(self, properties: dict[str, str]) -> None:
        """ONE statement, then a checkpoint: one statement is one Ladybug transaction."""
        rows = [{"id": node_id, "p": text} for node_id, text in properties.items()]
        with translated_errors():
            await self._graph.query(
                "UNWIND $rows AS r MATCH (n:Node {id: r.id}) SET n.properties = r.p", {"rows": rows}
            )
            await self._graph.checkpoint()

    # ---- whole-store maintenance (scrub and forget rewrite or remove memories) --------

    async def _delete_nodes(self, node_ids: list[str]) -> None:
        await self._write_graph("UNWIND $ids AS i MATCH (n:Node {id: i}) DETACH DELETE n", {"ids": node_ids})

    async def _forget_old_vectors(self) -> None:
        """LanceDB keeps every old version of its rows, and the full-text index may be built
        over old text: rebuild the index, then drop every older version."""
        if await self._vector.has_collection(MEMORY_COLLECTION):
            # Rebuilt first: the cleanup below then drops the old index's files with the old rows.
            await self._text.rebuild_if_built(self._vector)
            table = await self._vector.get_collection(MEMORY_COLLECTION)
            await table.optimize(cleanup_older_than=timedelta(0), delete_unverified=True)
            # The cleanup dropped the files of every older version, including the one the
            # full-text handle may still be on: move it to the newest before the next query.
            self._text.mark_stale()

    async def rebuild_graph(self) -> None:
        async with self._links.changing():
            await rebuild.rebuild_graph(self._graph)
        # The store a move to another embedder replaced holds the removed text too.
        if await asyncio.to_thread(reembed.drop_backup, self.config):
            log.info("the backup of the store before its move to another embedder is removed (it held removed text)")

    # ---- reading --------------------------------------------------------------------

    async def lexical_search(self, query: str, limit: int) -> list[tuple[str, float]]:
        """(memory id, BM25 score) of the memories whose text best matches the query's words."""
        return await self._by_memory_id(await self._text.search(self._vector, query, limit))

    async def _supersession_links(self, node_ids: list[str]) -> list[tuple[str, str, str]]:
        return await self._links.of(self._graph, node_ids)

    async def successors(self, memory_ids: list[str]) -> list[str]:
        if not memory_ids:
            return []
        return await self._links.successors(self._graph, [memory_node_id(m) for m in memory_ids])

    async def _hub_members(self, node_ids: list[str], per_hub: int | None = None) -> list[tuple[str, str]]:
        # One statement per node and per hub, each a primary-key seek. "UNWIND $ids … MATCH
        # ({id: i})-[e]->(h)" plans as a hash join over every node and edge (0.2–0.8 s at 100k
        # memories), and a topic's hub may hold thousands: with ``per_hub``, LIMIT stops early.
        names = [EDGE_TOPIC, EDGE_REFERENCE]
        hubs: dict[str, None] = {}
        for node_id in dict.fromkeys(node_ids):
            rows = await self._graph.query(
                "MATCH (a:Node {id: $id})-[e:EDGE]->(h:Node) WHERE e.relationship_name IN $names RETURN h.id",
                {"id": node_id, "names": names},
            )
            hubs.update(dict.fromkeys(row[0] for row in rows))
        limit = "" if per_hub is None else f" LIMIT {int(per_hub)}"
        members: list[tuple[str, str]] = []
        for hub in hubs:
            rows = await self._graph.query(
                "MATCH (b:Node)-[e:EDGE]->(h:Node {id: $hub}) WHERE e.relationship_name IN $names RETURN b.name"
                + limit, {"hub": hub, "names": names},
            )
            members.extend((hub, row[0]) for row in rows)
        return members
