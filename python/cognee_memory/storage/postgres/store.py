"""The store on a team server: Cognee's Postgres adapters, with the graph reads in SQL.

Cognee 1.6.5 keeps relational data in Postgres (``DB_PROVIDER=postgres``), vectors in
pgvector (``VECTOR_DB_PROVIDER=pgvector``) and the graph in two tables, ``graph_node`` and
``graph_edge`` (``GRAPH_DATABASE_PROVIDER=postgres``, its "postgres_demo" adapter). That
graph adapter refuses raw Cypher, which the embedded store uses for every read, so this
adapter says the same things in SQL over those two tables, through the adapter's own
SQLAlchemy session. Memories still enter through Cognee's ``add_data_points`` (``cognee_store.py``).

Every graph write here takes Cognee's graph write lock (an advisory lock held for the
transaction), so it never interleaves with Cognee's own node writes; every whole
operation also holds the space's write lock (``space.SpaceLock``), so several people's
backends can write to one space without lost updates.
"""

from __future__ import annotations

from typing import Any, AsyncContextManager

from sqlalchemy import select, text

from cognee_memory.config import StoreConfig
from cognee_memory.errors import MemoryToolError
from cognee_memory.storage.cognee_store import CogneeStore
from cognee_memory.storage.environment import translate, translated_errors
from cognee_memory.storage.graph_statements import GraphStatements
from cognee_memory.storage.ids import (
    EDGE_REFERENCE,
    EDGE_SUPERSEDED_BY,
    EDGE_SUPERSEDES,
    EDGE_TOPIC,
    MEMORY_COLLECTION,
    memory_node_id,
)
from cognee_memory.storage.postgres import fulltext
from cognee_memory.storage.postgres import space as space_server
from cognee_memory.storage.redaction import guard_log_handlers

# Cognee's postgres_demo adapter serialises graph writes with this transaction-level
# advisory lock; ours take it too, so the two never deadlock on rows or index entries.
COGNEE_GRAPH_WRITE_LOCK = 5522063


class PostgresStore(CogneeStore):
    """A team space: one database on a PostgreSQL server with pgvector."""

    def __init__(self, config: StoreConfig) -> None:
        super().__init__(config)
        if config.server is None:
            raise MemoryToolError("INVALID_ARGUMENT", "The postgres profile needs server settings.")
        self.server = config.server
        self._space_lock = space_server.SpaceLock(config.server)
        self._text_index_ready = False
        self._setup_conn: Any = None

    # ---- opening --------------------------------------------------------------------

    async def open(self) -> PostgresStore:
        try:
            await super().open()
        finally:
            conn, self._setup_conn = self._setup_conn, None
            await space_server.release_setup(conn)
        return self

    def _check_manifest_before_import(self) -> None:
        """The embedder record lives on the server (checked in _record_embedder)."""

    async def _prepare_server(self) -> None:
        guard_log_handlers()
        # Held until open() ends: Cognee's table creation runs once per new space.
        self._setup_conn = await space_server.ensure_space(self.server)

    def _after_import(self) -> None:
        guard_log_handlers()  # Cognee's own handlers exist now

    async def _check_graph(self) -> None:
        await self._read_graph("SELECT 1 FROM graph_node LIMIT 1")

    async def _record_embedder(self) -> None:
        conn = self._setup_conn or await space_server.connect(self.server)
        try:
            await space_server.check_embedder(conn, self.server, self._embedder_identity())
        finally:
            if conn is not self._setup_conn:
                await conn.close()

    def exclusive(self) -> AsyncContextManager[Any]:
        return self._space_lock.hold()

    # ---- the graph in SQL ------------------------------------------------------------

    statements = GraphStatements(
        count="SELECT count(*) FROM graph_node WHERE type = 'ChatMemory'",
        memory_nodes="SELECT id FROM graph_node WHERE type = 'ChatMemory'",
        memory_names="SELECT id, name FROM graph_node WHERE id = ANY(:ids) AND type = 'ChatMemory'",
        memory_properties="SELECT id, properties FROM graph_node WHERE id = ANY(:ids) AND type = 'ChatMemory'",
        topic_members="SELECT source_id FROM graph_edge WHERE target_id = :tid AND relationship_name = :name",
        topic_edges=(
            "SELECT t.name, e.source_id FROM graph_edge e JOIN graph_node t ON t.id = e.target_id "
            "WHERE e.relationship_name = :name"
        ),
        edges_from=(
            "SELECT source_id, target_id, relationship_name FROM graph_edge "
            "WHERE source_id = ANY(:ids) AND relationship_name = ANY(:names)"
        ),
        delete_edges_from="DELETE FROM graph_edge WHERE source_id = ANY(:ids) AND relationship_name = ANY(:names)",
        unlink=(
            "DELETE FROM graph_edge WHERE "
            "(source_id = :new AND target_id = ANY(:olds) AND relationship_name = :sup) OR "
            "(target_id = :new AND source_id = ANY(:olds) AND relationship_name = :by)"
        ),
        delete_orphan_hubs=(
            "DELETE FROM graph_node f WHERE f.type IN ('ReferencedFile', 'MemoryTopic') "
            "AND NOT EXISTS (SELECT 1 FROM graph_edge e WHERE e.target_id = f.id)"
        ),
    )

    async def _read_graph(self, sql: str, params: dict[str, Any] | None = None) -> list[Any]:
        with translated_errors():
            async with self._graph.sessionmaker() as session:
                result = await session.execute(text(sql), params or {})
                return list(result.all())

    async def _write(self, statements: list[tuple[str, dict[str, Any]]]) -> list[int]:
        """Run statements in ONE transaction under Cognee's graph write lock; row counts."""
        counts = []
        with translated_errors():
            async with self._graph.sessionmaker() as session:
                await session.execute(text("SELECT pg_advisory_xact_lock(:k)"), {"k": COGNEE_GRAPH_WRITE_LOCK})
                for sql, params in statements:
                    result = await session.execute(text(sql), params)
                    counts.append(result.rowcount)
                await session.commit()
        return counts

    async def _write_graph(self, sql: str, params: dict[str, Any]) -> None:
        await self._write([(sql, params)])

    # ---- writing --------------------------------------------------------------------

    async def _create_edges(self, edges: list[tuple[str, str, str]]) -> None:
        if not edges:
            return
        statements = []
        for start in range(0, len(edges), 5000):
            chunk = edges[start : start + 5000]
            statements.append((
                # Like the Cypher MATCH … CREATE: only between nodes that exist; never twice.
                "INSERT INTO graph_edge (source_id, target_id, relationship_name, properties, created_at, updated_at) "
                "SELECT u.f, u.t, u.r, '{}'::jsonb, now(), now() "
                "FROM unnest(CAST(:f AS text[]), CAST(:t AS text[]), CAST(:r AS text[])) AS u(f, t, r) "
                "JOIN graph_node a ON a.id = u.f JOIN graph_node b ON b.id = u.t "
                "ON CONFLICT (source_id, target_id, relationship_name) DO NOTHING",
                {"f": [e[0] for e in chunk], "t": [e[1] for e in chunk], "r": [e[2] for e in chunk]},
            ))
        await self._write(statements)

    async def _write_properties(self, properties: dict[str, str]) -> None:
        await self._write_graph(
            "UPDATE graph_node AS n SET properties = CAST(u.p AS jsonb), updated_at = now() "
            "FROM unnest(CAST(:ids AS text[]), CAST(:ps AS text[])) AS u(id, p) WHERE n.id = u.id",
            {"ids": list(properties), "ps": list(properties.values())},
        )

    # ---- whole-store maintenance (scrub and forget rewrite or remove memories) --------

    async def _delete_nodes(self, node_ids: list[str]) -> None:
        ids = {"ids": node_ids}
        await self._write([
            ("DELETE FROM graph_edge WHERE source_id = ANY(:ids) OR target_id = ANY(:ids)", ids),
            ("DELETE FROM graph_node WHERE id = ANY(:ids)", ids),
        ])

    async def rebuild_graph(self) -> None:
        """After ``scrub``/``forget``/``edit`` rewrote memories: PostgreSQL keeps the old row
        versions (MVCC) until they are vacuumed, so rewrite the graph and vector tables into fresh
        files. The planner's statistics sample column values (``pg_statistic``: the graph's
        properties, the full-text index's words), so re-analyze the tables, then compact
        ``pg_statistic`` itself, which only a superuser may (others get a warning: SECURITY.md,
        "Forgetting on a team server"). VACUUM cannot run inside a transaction."""
        tables = ["graph_node", "graph_edge", f'"{MEMORY_COLLECTION}"']
        with translated_errors():
            async with self._graph.engine.connect() as connection:
                connection = await connection.execution_options(isolation_level="AUTOCOMMIT")
                present = {r[0] for r in (await connection.execute(text(
                    "SELECT tablename FROM pg_tables WHERE schemaname = current_schema()"))).all()}
                for table in tables:
                    if table.strip('"') in present:
                        await connection.execute(text(f"VACUUM (FULL, ANALYZE) {table}"))
                if (await connection.execute(text("SELECT rolsuper FROM pg_roles WHERE rolname = current_user"))).scalar():
                    await connection.execute(text("VACUUM FULL pg_catalog.pg_statistic"))

    async def lexical_search(self, query: str, limit: int) -> list[tuple[str, float]]:
        """(memory id, BM25-shaped score) by PostgreSQL full-text search (``fulltext.py``)."""
        terms = fulltext.query_terms(query)
        if not terms or not (await self._read_graph(fulltext.TABLE_EXISTS))[0][0]:
            return []
        if not self._text_index_ready:
            await self._create_text_index()
        rows = await self._read_graph(fulltext.SEARCH, {"terms": terms, "limit": limit})
        return await self._by_memory_id([(str(node), float(score)) for node, score in rows])

    async def _create_text_index(self) -> None:
        try:
            async with self._graph.sessionmaker() as session:
                await session.execute(text(fulltext.CREATE_INDEX))
                await session.commit()
        except Exception as exc:  # another member's backend built it at the same moment
            if "already exists" not in str(exc):
                raise translate(exc) from None
        self._text_index_ready = True

    # ---- reading --------------------------------------------------------------------

    async def vectors(self, memory_ids: list[str]) -> dict[str, list[float]]:
        """The stored embedding of each given memory, read from pgvector's own column (Cognee's
        ``PGVectorAdapter.retrieve`` returns payloads only)."""
        if not memory_ids:
            return {}
        nodes = {memory_node_id(m): m for m in memory_ids}
        with translated_errors():
            if not await self._vector.has_collection(MEMORY_COLLECTION):
                return {}
            table = await self._vector.get_table(MEMORY_COLLECTION)
            async with self._vector.get_async_session() as session:
                rows = (await session.execute(
                    select(table.c.id, table.c.vector).where(table.c.id.in_(list(nodes))))).all()
        return {nodes[str(row.id)]: [float(x) for x in row.vector] for row in rows
                if row.vector is not None and str(row.id) in nodes}

    async def _supersession_links(self, node_ids: list[str]) -> list[tuple[str, str, str]]:
        return await self._read_graph(
            "SELECT e.source_id, e.relationship_name, b.name FROM graph_edge e "
            "JOIN graph_node b ON b.id = e.target_id "
            "WHERE e.source_id = ANY(:ids) AND e.relationship_name = ANY(:names) ORDER BY b.name",
            {"ids": node_ids, "names": [EDGE_SUPERSEDES, EDGE_SUPERSEDED_BY]},
        )

    async def _hub_members(self, node_ids: list[str], per_hub: int | None = None) -> list[tuple[str, str]]:
        # Indexed joins: every member is cheap here, and neighbours() applies the cap.
        return [(hub, other) for hub, other in await self._read_graph(
            "WITH hubs AS (SELECT DISTINCT target_id FROM graph_edge "
            "  WHERE source_id = ANY(:ids) AND relationship_name = ANY(:names)) "
            "SELECT e.target_id, b.name FROM graph_edge e JOIN hubs h ON h.target_id = e.target_id "
            "JOIN graph_node b ON b.id = e.source_id "
            "WHERE e.relationship_name = ANY(:names) AND NOT (e.source_id = ANY(:ids)) "
            "ORDER BY e.target_id, e.source_id",
            {"ids": node_ids, "names": [EDGE_TOPIC, EDGE_REFERENCE]},
        )]

    async def successors(self, memory_ids: list[str]) -> list[str]:
        if not memory_ids:
            return []
        rows = await self._read_graph(
            "SELECT DISTINCT b.name FROM graph_edge e JOIN graph_node b ON b.id = e.target_id "
            "WHERE e.source_id = ANY(:ids) AND e.relationship_name = :name",
            {"ids": [memory_node_id(m) for m in memory_ids], "name": EDGE_SUPERSEDED_BY},
        )
        return [row[0] for row in rows]
