"""Rewrite the embedded graph file from an export of its live contents.

Ladybug updates properties in place but keeps freed pages in its data file, so text that was
overwritten (a scrubbed secret) can survive on disk. Exporting the live graph and importing
it into a fresh file leaves nothing behind. Crash-safe: the fresh file is built beside the old
one and swapped in with one atomic rename; until then the old file is untouched, and a
leftover build folder is discarded on the next open.

Once the fresh file is in, the copies of graph logs that a recovery kept (``graph_log``) go too:
the rebuilt file holds the live graph, and a copy could still hold text the rebuild was run to
remove.
"""

from __future__ import annotations

import asyncio
import os
import shutil
import tempfile
from pathlib import Path
from typing import Any

from cognee_memory.durable import fsync_dir
from cognee_memory.errors import MemoryToolError
from cognee_memory.storage.environment import translate
from cognee_memory.storage.local import graph_log


async def rebuild_graph(adapter: Any) -> None:
    """Rebuild the file behind Cognee's Ladybug adapter and swap it in."""
    db_path = str(adapter.db_path)
    work = _rebuild_dir(db_path)
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    export, fresh = _export_dir(work), work / "graph"
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
        graph_log.retire_backups(Path(db_path))
        # The next query reopens the (fresh) file lazily; touch it now so a failure shows here.
        await adapter.query("MATCH (n:Node) RETURN count(n) LIMIT 1")
        # Reopening loaded the JSON extension again: leave nothing of it in the log.
        await adapter.query("CHECKPOINT;")
    except MemoryToolError:
        raise
    except Exception as exc:
        raise translate(exc) from None
    finally:
        shutil.rmtree(work, ignore_errors=True)
        shutil.rmtree(export.parent, ignore_errors=True)


def _export_dir(work: Path) -> Path:
    """Where Ladybug exports to: beside the store, or, when the store's path has a quote or a
    backslash (which a Cypher string literal cannot carry safely), in a private scratch folder
    (0700, from mkdtemp). The fresh graph file is built beside the store either way."""
    if "'" not in str(work) and "\\" not in str(work):
        return work / "export"
    return Path(tempfile.mkdtemp(prefix="cognee-memory-export-")) / "graph"


def discard_interrupted_rebuild(adapter: Any) -> None:
    """A rebuild that died before its atomic swap leaves only a scratch folder: drop it."""
    db_path = getattr(adapter, "db_path", None)
    if isinstance(db_path, str) and db_path:
        shutil.rmtree(_rebuild_dir(db_path), ignore_errors=True)


def _rebuild_dir(db_path: str) -> Path:
    return Path(db_path + ".rebuild")


def _cypher_path(path: Any) -> str:
    text = str(path)
    if "'" in text or "\\" in text:
        raise MemoryToolError("STORE_ERROR", f"The store path cannot be used for a graph export: {text}")
    return text


def _import_graph(export: Any, fresh: Any, adapter: Any) -> None:
    import ladybug  # Cognee's embedded graph engine, installed with it; only a rebuild opens it directly

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
