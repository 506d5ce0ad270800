"""Keep the embedded graph openable from any Python environment.

Cognee loads Ladybug's JSON extension whenever it opens the graph. When the extension is not
installed under ``$HOME/.lbdb`` it loads the copy bundled in the environment by absolute path,
and Ladybug writes that ``LOAD`` into the graph's write-ahead log. A log left without a
checkpoint (a read-only session, a crash) is replayed on the next open, which then needs that
environment: once an extension update removed it, the store could not be opened at all.

Two remedies, both run before Cognee opens the graph:

* ``install_extension``: copy this environment's library to where Ladybug finds it by name
  (``$HOME`` is the store's own ``home`` folder, see ``environment.py``), so a load is logged
  as ``json`` and never as a path.
* ``recover_log``: replay a log left behind, and if it names a library that is gone, put this
  environment's library of the same version there for the replay, checkpoint, and take it
  away again. The log is backed up first and never deleted: it can hold acknowledged writes.
  (Cognee itself deletes the log when an open error mentions "wal", which a path such as
  ``/home/oswald/`` does: recovering first keeps that from ever happening to our stores.)

``recover_log`` also finishes a checkpoint that a kill interrupted. Ladybug (0.19, traced with
strace) checkpoints in this order: take ``<graph>.checkpoint.intent.lock`` and ``.apply.lock``;
rename ``.wal`` to ``.wal.checkpoint``; write new pages into the graph file and the changed ones
into ``.shadow``, sync it; append a checkpoint record to ``.wal.checkpoint``, sync it; copy the
shadow pages into the graph file, sync it; truncate ``.shadow`` to 0 bytes; delete
``.wal.checkpoint``, then ``.shadow``, then the two locks. Ladybug opens a store killed at any of
those steps (it replays ``.wal.checkpoint``, or re-applies a recorded shadow) but one: after the
truncation and before ``.wal.checkpoint`` is deleted, it finds the record, reads the empty shadow
and fails on every open ("Database ID for temporary file …shadow does not match"). The graph
file was synced complete before the truncation, so the checkpoint is done: its two leftovers go,
``.wal.checkpoint`` first (a recorded log without its shadow cannot be opened; an empty shadow
alone can). Only that state is touched: an empty shadow is the only one Ladybug writes and then
leaves behind once it has been applied.

Every leftover file is copied (owner-only, synced) before anything is opened; the copies go once
the graph opens and checkpoints cleanly. A copy a killed recovery left behind can hold text since
forgotten: ``retire_backups`` removes them all once a rebuild has written the live graph afresh.
"""

from __future__ import annotations

import filecmp
import glob
import logging
import os
import re
import shutil
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from cognee_memory.durable import fsync_dir
from cognee_memory.errors import MemoryToolError
from cognee_memory.storage.faults import fault_point

log = logging.getLogger("cognee_memory.storage.local.graph_log")

LIBRARY = "libjson.lbug_extension"
_MISSING = re.compile(r"Failed to load library: (\S+?" + re.escape(LIBRARY) + ")")
_VERSION_PLATFORM = re.compile(r"(v[\d.]+)[/\\]([A-Za-z0-9_]+)[/\\](?:json[/\\])?" + re.escape(LIBRARY) + "$")
_PROBE_REPO = "/cognee-memory-nonexistent-extension-repo/"
_REQUESTED = re.compile(r"(v[\d.]+)[/\\]([A-Za-z0-9_]+)[/\\]json[/\\]" + re.escape(LIBRARY))
_BUFFER_POOL_BYTES = 256 * 1024 * 1024
_BACKUP = re.compile(r"\.(?:wal|wal\.checkpoint|shadow)\.\d{8}T\d{12}Z\.bak")
_MAX_MISSING_LIBRARIES = 8  # one per environment that ever read the store without a checkpoint


def bundled_library() -> tuple[str, str, Path] | None:
    """(version dir, platform, path) of the JSON extension this environment ships for the
    installed Ladybug, as the engine itself announces it; None when none is bundled."""
    import cognee_db_workers
    import ladybug

    connection = ladybug.Connection(ladybug.Database(None))
    try:
        # Fails at once, offline, naming the version and platform it wants (FORCE: even when
        # a copy is installed already; the installed copy is left as it is).
        connection.execute(f"FORCE INSTALL JSON FROM '{_PROBE_REPO}';")
        return None
    except RuntimeError as exc:
        match = _REQUESTED.search(str(exc))
    if match is None:
        return None
    path = Path(cognee_db_workers.__file__).parent / "ladybug_extensions" / match[1] / match[2] / LIBRARY
    return (match[1], match[2], path) if path.is_file() else None


def install_extension(home: Path) -> None:
    """Make ``LOAD EXTENSION JSON`` (by name) work with ``HOME=home``: a private copy of the
    bundled library, refreshed when the environment ships another one."""
    found = bundled_library()
    if found is None:
        return  # statically linked (macOS) or not bundled: Cognee loads it by name already
    version, platform, source = found
    target = home / ".lbdb" / "extension" / version.lstrip("v") / platform / "json" / LIBRARY
    if target.is_file() and filecmp.cmp(source, target, shallow=False):
        return
    target.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    partial = target.with_name(target.name + ".partial")
    shutil.copyfile(source, partial)
    os.chmod(partial, 0o700)
    os.replace(partial, target)


def recover_log(graph_path: Path) -> None:
    """Fold a write-ahead log left behind into the graph file, whatever environment wrote it,
    and finish a checkpoint that a kill interrupted."""
    leftovers = [p for p in _leftover_files(graph_path) if p.is_file()]
    if not leftovers:
        return
    stamp = datetime.now(timezone.utc).strftime("%Y%m%dT%H%M%S%fZ")
    backups = [p.with_name(f"{p.name}.{stamp}.bak") for p in leftovers]
    for source, backup in zip(leftovers, backups):
        _save_copy(source, backup)
    fault_point("graph_log.after_backup")
    where = ", ".join(str(b) for b in backups)
    created: list[Path] = []
    stood_in = finished = False
    try:
        for _ in range(_MAX_MISSING_LIBRARIES + 1):
            error = _checkpoint(graph_path)
            if error is None:
                break
            if "could not set lock" in error.lower():
                _remove_quietly(backups)  # another process has the graph open: its files are not ours
                return
            if not finished and _finished_checkpoint_left_behind(error, graph_path):
                _drop_finished_checkpoint(graph_path)
                finished = True
                continue
            created += _stand_in_library(error, where)
            stood_in = True
        else:
            raise _unrecoverable(f"the log names more than {_MAX_MISSING_LIBRARIES} missing libraries", where)
    finally:
        _remove(created)
    if finished:
        log.warning("finished a graph checkpoint that was interrupted after its data file was complete")
    if stood_in:
        log.warning("recovered the graph log of a removed environment; its backup: %s", where)
        _remove_quietly([b for b, p in zip(backups, leftovers) if not p.name.endswith(".wal")])
    else:
        _remove_quietly(backups)  # folded in as Ladybug wrote it: nothing needed saving


def _leftover_files(graph_path: Path) -> list[Path]:
    """The files a process killed with the graph open can leave: its log, and a checkpoint's."""
    return [Path(f"{graph_path}{suffix}") for suffix in (".wal", ".wal.checkpoint", ".shadow")]


def _finished_checkpoint_left_behind(error: str, graph_path: Path) -> bool:
    """Whether an open failed on the one state Ladybug cannot open: a recorded checkpoint whose
    shadow was applied and truncated (empty), with ``.wal.checkpoint`` not yet deleted."""
    shadow = Path(f"{graph_path}.shadow")
    return (
        "database id for temporary file" in error.lower()
        and shadow.name in error
        and shadow.is_file() and shadow.stat().st_size == 0
        and Path(f"{graph_path}.wal.checkpoint").is_file()
    )


def _drop_finished_checkpoint(graph_path: Path) -> None:
    """Delete what Ladybug would have deleted next, in its order: ``.wal.checkpoint`` first (a
    kill in between leaves an empty shadow alone, which opens), then ``.shadow``."""
    for suffix in (".wal.checkpoint", ".shadow"):
        Path(f"{graph_path}{suffix}").unlink()
        fsync_dir(graph_path.parent, best_effort=True)
        fault_point(f"graph_log.dropped{suffix}")


def retire_backups(graph_path: Path) -> int:
    """Remove every copy ``recover_log`` made (a killed recovery leaves its copies, and a copy of
    a log can hold text since forgotten). Only once the graph file holds the live graph afresh
    (a rebuild): what the copies held is in it or was removed on purpose. Returns how many."""
    found = [p for p in graph_path.parent.glob(f"{glob.escape(graph_path.name)}.*.bak")
             if _BACKUP.fullmatch(p.name[len(graph_path.name):])]
    _remove_quietly(found)
    return len(found)


def _remove_quietly(paths: list[Path]) -> None:
    for path in paths:
        try:
            path.unlink()
        except FileNotFoundError:
            pass


def _save_copy(source: Path, target: Path) -> None:
    """An owner-only, flushed copy: it must outlive whatever the replay does."""
    descriptor = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(descriptor, "wb") as out, source.open("rb") as data:
        shutil.copyfileobj(data, out)
        out.flush()
        os.fsync(out.fileno())


def _checkpoint(graph_path: Path) -> str | None:
    """Open the graph (replaying its log), checkpoint, close. Returns the error text, if any."""
    import ladybug

    database: Any = None
    try:
        database = ladybug.Database(str(graph_path), buffer_pool_size=_BUFFER_POOL_BYTES)
        connection = ladybug.Connection(database)
        connection.execute("CHECKPOINT;")
        connection.close()
        return None
    except RuntimeError as exc:
        return str(exc)
    finally:
        if database is not None:
            database.close()


def _stand_in_library(error: str, backup: str) -> list[Path]:
    """Put this environment's library where the log says one was; returns what it created."""
    match = _MISSING.search(error)
    if match is None:
        raise _unrecoverable(error, backup)
    recorded = Path(match.group(1))
    mine = bundled_library()
    wanted = _VERSION_PLATFORM.search(str(recorded))
    if mine is None or wanted is None or (wanted.group(1), wanted.group(2)) != mine[:2]:
        # Never load a library of another version: it can crash the process.
        raise _unrecoverable(f"{error} (this environment has no library of that version)", backup)
    created: list[Path] = []
    missing = [p for p in recorded.parents if not p.exists()]
    try:
        for folder in reversed(missing):
            folder.mkdir()
            created.append(folder)
        shutil.copyfile(mine[2], recorded)
        created.append(recorded)
    except OSError as exc:
        _remove(created)
        raise _unrecoverable(f"{error}; cannot put a stand-in there: {exc}", backup) from None
    return created


def _remove(created: list[Path]) -> None:
    for path in reversed(created):
        try:
            path.rmdir() if path.is_dir() else path.unlink()
        except OSError:
            log.warning("could not remove %s after recovering the graph log", path)
    created.clear()


def _unrecoverable(reason: str, backup: str) -> MemoryToolError:
    return MemoryToolError(
        "STORE_ERROR",
        f"The memory graph's log cannot be replayed: {reason}. Nothing was deleted; "
        f"a copy of what was left is at {backup}.",
    )


async def reopen(adapter: Any) -> None:
    """Close Cognee's Ladybug database and open it again (what it holds for past checkpoints is
    freed only on close); the reopening loads the JSON extension, so checkpoint it out of the log."""
    adapter._drop_native_resources()  # the next query opens the file again, as after a rebuild
    await adapter.query("MATCH (n:Node) RETURN count(n) LIMIT 1")
    await adapter.query("CHECKPOINT;")
