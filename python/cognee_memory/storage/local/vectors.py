"""The embedded vector store's one LanceDB connection: bounded caches, and periodic upkeep.

Cognee's LanceDB adapter connects lazily with LanceDB's default session (caches of several GiB)
and the full-text index used to open a second connection with its own. Both now share one
connection whose session caps them (``connect``).

Every write adds a version and a small fragment to the memory table, and the session caches
the metadata of every version it has read: a soak of small ingests grew it ≈ 0.5 MB a write
with no bound in sight. ``tidy`` starts a fresh session, so what the old one held is freed,
and from time to time first compacts the table: folds the small fragments together, drops the
old versions (as ``forget_old_copies`` does) and brings the indexes up to date. It runs under
the write lock: no read holds a table.
"""

from __future__ import annotations

import logging
from datetime import timedelta
from typing import Any

from cognee_memory.storage.ids import MEMORY_COLLECTION

log = logging.getLogger("cognee_memory.storage.local.vectors")

# The session's caps: far above what a 100k store's full-text and id indexes take, far below
# LanceDB's defaults (6 GiB of index and 1 GiB of metadata cache).
INDEX_CACHE_BYTES = 128 * 1024 * 1024
METADATA_CACHE_BYTES = 32 * 1024 * 1024
# LanceDB's compaction rewrites the whole table (the large fragment is folded in with the
# small ones): ≈ 0.2 s at 10k memories, 0.5–2.5 s at 100k. So it waits for one write per this
# many rows of the table (every 20 writes at 10k, every 200 at 100k).
COMPACT_ROWS_PER_WRITE = 500


def adapter(vector_engine: Any) -> Any:
    """Cognee's LanceDB adapter behind its engine handle and cache lease (both forward reads
    only: the connection must be set on the adapter itself)."""
    engine = getattr(vector_engine, "_engine", None)
    found = engine() if callable(engine) else vector_engine
    return getattr(found, "__wrapped__", found)


async def connect(vector_engine: Any) -> Any:
    """Give Cognee's adapter a new connection with a bounded session (closing the one it had)
    and return it."""
    import lancedb

    target = adapter(vector_engine)
    session = lancedb.Session(index_cache_size_bytes=INDEX_CACHE_BYTES,
                              metadata_cache_size_bytes=METADATA_CACHE_BYTES)
    connection = await lancedb.connect_async(target.url, session=session)
    previous, target.connection = target.connection, connection
    if previous is not None:
        try:
            previous.close()
        except Exception:  # an old handle that fails to close is only dropped
            log.debug("closing the previous LanceDB connection failed", exc_info=True)
    return connection


def compaction_due(writes_since_compaction: int, rows: int) -> bool:
    """One write per ``COMPACT_ROWS_PER_WRITE`` rows since the last compaction."""
    return writes_since_compaction * COMPACT_ROWS_PER_WRITE >= rows


async def compact_beside_reads(vector_engine: Any) -> None:
    """Compact the memory table and bring its indexes up to date, keeping its old versions: a
    read running meanwhile may be on one of them. ``tidy`` then drops them, which is quick once
    the table is compact (the rewrite is what takes 0.5–2.5 s at 100k, and what reads waited for
    when it ran under the write lock after an import)."""
    if await vector_engine.has_collection(MEMORY_COLLECTION):
        await (await vector_engine.get_collection(MEMORY_COLLECTION)).optimize()


async def tidy(vector_engine: Any, writes_since_compaction: int, compact: bool = False) -> bool:
    """Reconnect; first compact the memory table (dropping its old versions, updating its
    indexes) when asked or once ``writes_since_compaction`` is due. Returns whether it compacted."""
    compacted = False
    if await vector_engine.has_collection(MEMORY_COLLECTION):
        table = await vector_engine.get_collection(MEMORY_COLLECTION)
        if compact or compaction_due(writes_since_compaction, await table.count_rows()):
            await table.optimize(cleanup_older_than=timedelta(0), delete_unverified=True)
            compacted = True
    await connect(vector_engine)
    return compacted
