"""A team space on a PostgreSQL server: its database, its write lock, its embedder record.

No Cognee import: this runs before Cognee is configured (``asyncpg`` only). Each space is
its own database (``cognee_memory_<space>``), created on first use when the role may
create databases, with the ``vector`` extension installed in it.

Writes from every process that serves a space are serialised by one session-level
advisory lock in the space's database (advisory locks are per database, so spaces never
wait for each other). Readers never take it: Postgres gives them a consistent snapshot.
"""

from __future__ import annotations

import asyncio
import json
import logging
from contextlib import asynccontextmanager
from typing import Any, AsyncIterator

from cognee_memory.errors import MemoryToolError
from cognee_memory.config import ServerConfig, password_problem, read_password
from cognee_memory.storage.redaction import redact

log = logging.getLogger("cognee_memory.storage.postgres.space")

# pg_advisory_lock keys (bigint); distinct from Cognee's own graph write lock (5522063).
SPACE_WRITE_LOCK = 0x636F676D656D0001  # "cogmem" + 1
SPACE_SETUP_LOCK = 0x636F676D656D0002
MANIFEST_TABLE = "cognee_memory_manifest"
CONNECT_TIMEOUT_S = 15.0


def _server_error(server: ServerConfig, exc: BaseException) -> MemoryToolError:
    """A connection failure in words a person can act on (never the password)."""
    import asyncpg

    name = type(exc).__name__
    if isinstance(exc, (asyncpg.InvalidPasswordError, asyncpg.InvalidAuthorizationSpecificationError)):
        return MemoryToolError(
            "STORE_ERROR",
            f"The team server refused the login for {server.describe()}: check the user and the "
            "password (COGNEE_MEMORY_PG_PASSWORD, or the extension's stored server password).",
        )
    if isinstance(exc, (OSError, asyncio.TimeoutError)):
        return MemoryToolError(
            "SERVER_UNAVAILABLE",
            f"Cannot reach the team server at {server.host}:{server.port} ({name}: {redact(str(exc))}).",
        )
    return MemoryToolError("STORE_ERROR", f"The team server failed: {name}: {redact(str(exc))}")


async def connect(server: ServerConfig, database: str | None = None) -> Any:
    import asyncpg

    kwargs: dict[str, Any] = {}
    if server.sslmode:
        kwargs["ssl"] = server.sslmode
    return await asyncpg.connect(
        host=server.host, port=server.port, user=server.user, password=read_password() or None,
        database=database or server.database, timeout=CONNECT_TIMEOUT_S, **kwargs,
    )


async def ensure_space(server: ServerConfig) -> Any:
    """The space's database exists and has the vector extension (created when allowed).

    Returns a connection holding the space's setup lock: the caller keeps it while Cognee
    creates its tables (several members' backends may open a new space at once) and
    closes it with ``release_setup``.
    """
    import asyncpg

    problem = password_problem(read_password())
    if problem:
        raise MemoryToolError("INVALID_ARGUMENT", problem)
    try:
        try:
            conn = await connect(server)
        except asyncpg.InvalidCatalogNameError:
            await _create_database(server)
            conn = await connect(server)
        try:
            await conn.execute("SELECT pg_advisory_lock($1)", SPACE_SETUP_LOCK)
            if not await conn.fetchval("SELECT 1 FROM pg_extension WHERE extname = 'vector'"):
                await conn.execute("CREATE EXTENSION IF NOT EXISTS vector")
        except BaseException:
            await conn.close()
            raise
    except asyncpg.InsufficientPrivilegeError:
        raise MemoryToolError(
            "STORE_ERROR",
            f"The database {server.database} lacks the pgvector extension and {server.user} may "
            f"not install it: ask the server's admin to run CREATE EXTENSION vector; in {server.database}.",
        ) from None
    except (asyncpg.UndefinedFileError, asyncpg.FeatureNotSupportedError):
        raise MemoryToolError(
            "STORE_ERROR",
            f"The server at {server.host}:{server.port} has no pgvector extension installed; team "
            "memory needs PostgreSQL with pgvector (see docs/team-memory.md).",
        ) from None
    except MemoryToolError:
        raise
    except Exception as exc:
        raise _server_error(server, exc) from None
    return conn


async def release_setup(conn: Any) -> None:
    """Give up the setup lock (closing the session releases it on the server)."""
    if conn is not None and not conn.is_closed():
        await conn.close()


async def _create_database(server: ServerConfig) -> None:
    import asyncpg

    admin = await connect(server, database="postgres")
    try:
        # The name is validated (a-z, 0-9, _) and quoted: no injection through a space name.
        await admin.execute(f'CREATE DATABASE "{server.database}"')
        log.info("created the team space database %s", server.database)
    except (asyncpg.DuplicateDatabaseError, asyncpg.UniqueViolationError):
        pass  # another member's backend created it a moment ago (the second is how a race shows)
    except asyncpg.InsufficientPrivilegeError:
        raise MemoryToolError(
            "STORE_ERROR",
            f"The team space '{server.space}' has no database yet and {server.user} may not create "
            f"one: ask the server's admin to create database {server.database} (owned by "
            f"{server.user}) with the vector extension.",
        ) from None
    finally:
        await admin.close()


class SpaceLock:
    """The space-wide write lock: one dedicated connection holds pg_advisory_lock per write."""

    def __init__(self, server: ServerConfig) -> None:
        self.server = server
        self._conn: Any = None
        self._local = asyncio.Lock()

    @asynccontextmanager
    async def hold(self) -> AsyncIterator[None]:
        async with self._local:
            conn = await self._connection()
            await conn.execute("SELECT pg_advisory_lock($1)", SPACE_WRITE_LOCK)
            try:
                yield
            finally:
                try:
                    await conn.execute("SELECT pg_advisory_unlock($1)", SPACE_WRITE_LOCK)
                except Exception:
                    # A lost connection releases the lock on the server; start afresh.
                    await self.close()

    async def _connection(self) -> Any:
        if self._conn is None or self._conn.is_closed():
            try:
                self._conn = await connect(self.server)
            except Exception as exc:
                raise _server_error(self.server, exc) from None
        return self._conn

    async def close(self) -> None:
        conn, self._conn = self._conn, None
        if conn is not None and not conn.is_closed():
            await conn.close()


async def check_embedder(conn: Any, server: ServerConfig, identity: dict[str, Any]) -> None:
    """Every member of a space must embed with the same model: the first one records it.

    Runs on the connection that holds the setup lock (so two first members never race).
    """
    try:
        await conn.execute(f"CREATE TABLE IF NOT EXISTS {MANIFEST_TABLE} (key text PRIMARY KEY, value text NOT NULL)")
        await conn.execute(
            f"INSERT INTO {MANIFEST_TABLE} (key, value) VALUES ('embedder', $1) ON CONFLICT (key) DO NOTHING",
            json.dumps(identity, sort_keys=True),
        )
        stored = json.loads(await conn.fetchval(f"SELECT value FROM {MANIFEST_TABLE} WHERE key = 'embedder'"))
    except Exception as exc:
        raise _server_error(server, exc) from None
    if (stored.get("model"), stored.get("dimensions")) != (identity.get("model"), identity.get("dimensions")):
        raise MemoryToolError(
            "EMBEDDER_MISMATCH",
            f"The team space '{server.space}' holds vectors from {stored.get('model')} "
            f"({stored.get('dimensions')} dimensions) but this client embeds with "
            f"{identity.get('model')} ({identity.get('dimensions')}). Use the embedder the team uses.",
            {"stored": stored, "configured": identity},
        )
