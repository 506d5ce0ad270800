"""The files beside the store that forget and edit clean: logs, and the owed-cleanup marker.

``<storage>/forget-pending.json`` lists the ids of a forget (or notes an edit) whose old copies
may still be on disk (freed graph pages, old vector versions). It is written before anything
changes and removed once the rebuild is done; the next forget or edit finishes what a crash
left owed. It holds ids only, never text.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from cognee_memory.durable import fsync_dir
from cognee_memory.forgetting.traces import FORGOTTEN, Traces

PENDING_FILE = "forget-pending.json"
LOGS_FOLDER = "logs"


def pending_ids(storage_dir: Path) -> set[str] | None:
    """The ids of an unfinished forget ({} for an edit); None when nothing is owed."""
    try:
        data: Any = json.loads((storage_dir / PENDING_FILE).read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None
    except (OSError, ValueError):
        return set()  # torn by a crash: the cleanup is still owed
    ids = data.get("ids") if isinstance(data, dict) else None
    return {i for i in ids if isinstance(i, str)} if isinstance(ids, list) else set()


def mark_pending(storage_dir: Path, ids: set[str]) -> None:
    path = storage_dir / PENDING_FILE
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps({"ids": sorted(ids)}), encoding="utf-8")
    with open(tmp, "rb") as handle:
        os.fsync(handle.fileno())
    os.replace(tmp, path)
    fsync_dir(storage_dir, best_effort=True)


def clear_pending(storage_dir: Path) -> None:
    try:
        (storage_dir / PENDING_FILE).unlink()
    except FileNotFoundError:
        return
    fsync_dir(storage_dir, best_effort=True)


def scrub_logs(storage_dir: Path, traces: Traces) -> int:
    """Overwrite, in place, every copy of the fragments in the store's log files; returns how
    many files changed. In place (not a rename) so a log handler's open file stays valid."""
    folder = storage_dir / LOGS_FOLDER
    if not folder.is_dir():
        return 0
    needles = [f.encode("utf-8") for f in traces.fragments]
    replacement = FORGOTTEN.encode()
    changed = 0
    for path in sorted(p for p in folder.rglob("*") if p.is_file()):
        with open(path, "r+b") as handle:
            data = handle.read()
            cleaned = data
            for needle in needles:
                cleaned = cleaned.replace(needle, replacement)
            if cleaned == data:
                continue
            handle.seek(0)
            handle.write(cleaned)
            handle.truncate()
            handle.flush()
            os.fsync(handle.fileno())
            changed += 1
    return changed
