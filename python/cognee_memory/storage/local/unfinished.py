"""The write a kill interrupted, named before it starts, so the next open finishes it.

A memory is written in steps that no one transaction covers: its graph node (and its topic and
file hubs), then its vector row, then its topic and file links, its supersession links, and
its usage counters again (the node write replaced them). A kill between two steps leaves the
memory half-written: a node whose vector row still holds its old text (an edit or a forget's
rewrite, which a re-run then took for done) or has none (a new memory), or a memory with no
links. So before its first step a write records here the ids it writes, the supersession links
it adds and the usage counters it puts back (``begin``); the file goes once its last step is
checkpointed (``end``). The next open reads what is left (``pending``) and writes every step
again from what the graph holds: each step is idempotent.

It holds ids, link targets and counters, never a memory's text (forget and edit clean text
from every file of the store, and this one never has any).
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cognee_memory.durable import fsync_dir

FILE_NAME = "unfinished-write.json"


@dataclass
class UnfinishedWrite:
    ids: list[str]
    supersedes: dict[str, list[str]] = field(default_factory=dict)
    usage: dict[str, dict[str, Any]] = field(default_factory=dict)


def begin(storage_dir: Path, write: UnfinishedWrite) -> None:
    """Record the write durably (written whole, synced, then renamed into place)."""
    path = storage_dir / FILE_NAME
    partial = storage_dir / f"{FILE_NAME}.{os.getpid()}.partial"
    data = json.dumps({"ids": write.ids, "supersedes": write.supersedes, "usage": write.usage}, default=str)
    descriptor = os.open(partial, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | getattr(os, "O_NOFOLLOW", 0), 0o600)
    with os.fdopen(descriptor, "w", encoding="utf-8") as out:
        out.write(data)
        out.flush()
        os.fsync(out.fileno())
    os.replace(partial, path)
    fsync_dir(storage_dir, best_effort=True)


def end(storage_dir: Path) -> None:
    """The write is whole. (Left behind by a crash, the file only makes the next open write
    the same memories' steps again.)"""
    try:
        (storage_dir / FILE_NAME).unlink()
    except FileNotFoundError:
        pass


def pending(storage_dir: Path) -> UnfinishedWrite | None:
    """The write a kill interrupted, if any. A file torn before its rename never took the
    place of this one; one that cannot be read names no write that can be finished."""
    try:
        data: Any = json.loads((storage_dir / FILE_NAME).read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None
    except (OSError, ValueError):
        return UnfinishedWrite(ids=[])
    if not isinstance(data, dict):
        return UnfinishedWrite(ids=[])
    ids = [i for i in _of_type(data.get("ids"), list, []) if isinstance(i, str)]
    supersedes = {k: [o for o in v if isinstance(o, str)] for k, v in _of_type(data.get("supersedes"), dict, {}).items()
                  if isinstance(k, str) and isinstance(v, list)}
    usage = {k: v for k, v in _of_type(data.get("usage"), dict, {}).items() if isinstance(k, str) and isinstance(v, dict)}
    return UnfinishedWrite(ids=ids, supersedes=supersedes, usage=usage)



def _of_type(value: Any, kind: type, default: Any) -> Any:
    return value if isinstance(value, kind) else default
