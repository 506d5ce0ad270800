"""Moving an embedded store to another embedder: what to do next, and the swap.

Vectors of two embedders cannot be compared, so a store built with one is rebuilt for the other:
its memories are exported (by a process that opens it with the embedder that built it), imported
into a new store beside it with the configured embedder, checked, and only then swapped in. The
backend runs this on its first open with the new setting (``reembed_run.py``); these are its steps:

1. ``export``: ``reembed/export.json``, the old store's whole export (``migration.py``).
2. ``import``: the export into ``reembed/new/`` with the new embedder, then the new store's own
   export compared with it, record by record (ids, texts, statuses, timestamps, links, state);
   ``reembed/verified.json`` once they match.
3. ``swap``: the old ``cognee/`` and ``store.json`` move to ``embedder-backup/``, the new ones
   into their place (each a rename on one file system).

Every step is written so that running it again after a kill goes on from where it was: the
journal ``reembed/journal.json`` names the move under way, the export and the verification are
written atomically, an import writes by id (twice changes nothing), and the swap moves whatever
has not moved yet. Nothing of the old store is changed before the swap, and the swap keeps it
whole in ``embedder-backup/`` until a later open of the new store succeeds. Going back is the
same move the other way (the setting switched back), so writes made since are kept too.
"""

from __future__ import annotations

import json
import os
import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cognee_memory.config import StoreConfig
from cognee_memory.durable import write_private_file

WORK_DIRNAME = "reembed"
BACKUP_DIRNAME = "embedder-backup"
MOVED = ("cognee", "store.json")  # what makes a store (logs, feedback and the rest stay where they are)


@dataclass(frozen=True)
class Move:
    """A move from the embedder that built the store to the configured one."""

    source: str
    target: str

    def to_json(self) -> dict[str, str]:
        return {"from": self.source, "to": self.target}


def work_dir(config: StoreConfig) -> Path:
    return config.storage_dir / WORK_DIRNAME


def journal_path(config: StoreConfig) -> Path:
    return work_dir(config) / "journal.json"


def export_path(config: StoreConfig) -> Path:
    return work_dir(config) / "export.json"


def verified_path(config: StoreConfig) -> Path:
    return work_dir(config) / "verified.json"


def new_store_dir(config: StoreConfig) -> Path:
    return work_dir(config) / "new"


def backup_dir(config: StoreConfig) -> Path:
    return config.storage_dir / BACKUP_DIRNAME


def _read_json(path: Path) -> dict[str, Any] | None:
    try:
        value = json.loads(path.read_text())
    except (OSError, ValueError):
        return None
    return value if isinstance(value, dict) else None


def stored_embedder(config: StoreConfig) -> str | None:
    """The embedder setting recorded in the store's manifest (None: a new store, or no record)."""
    manifest = _read_json(config.manifest_path)
    embedder = manifest.get("embedder") if manifest else None
    return embedder if isinstance(embedder, str) else None


def pending_move(config: StoreConfig) -> Move | None:
    """The move this store needs before it opens with ``config.embedder`` (None: it opens as it is).

    A team space keeps its embedder on the server and is shared: it is never moved from here."""
    if config.profile != "local":
        return None
    journal = _read_json(journal_path(config))
    if journal and journal.get("stage") == "swap":
        return Move(str(journal.get("from")), str(journal.get("to")))  # finish a swap under way first
    stored = stored_embedder(config)
    if stored is None or stored == config.embedder:
        return None
    return Move(stored, config.embedder)


def next_step(config: StoreConfig, move: Move) -> str:
    """``export``, ``import`` or ``swap``: the first step of ``move`` not done yet. Work left by
    a move to another embedder (the setting changed again meanwhile) is discarded first."""
    journal = _read_json(journal_path(config))
    if journal and journal.get("stage") == "swap":
        return "swap"
    if not journal or (journal.get("from"), journal.get("to")) != (move.source, move.target):
        discard_work(config)
        return "export"
    if _read_json(verified_path(config)) is not None:
        return "swap"
    if _read_json(export_path(config)) is not None:
        return "import"
    return "export"


def begin(config: StoreConfig, move: Move) -> None:
    """Record the move (before its first step writes anything)."""
    work_dir(config).mkdir(mode=0o700, exist_ok=True)
    write_journal(config, move, "copy")


def write_journal(config: StoreConfig, move: Move, stage: str) -> None:
    write_private_file(journal_path(config), json.dumps({**move.to_json(), "stage": stage}).encode())


def discard_work(config: StoreConfig) -> None:
    shutil.rmtree(work_dir(config), ignore_errors=True)


def swap(config: StoreConfig, move: Move) -> None:
    """Put the verified new store in place of the old one, keeping the old one in ``embedder-backup``.

    Resumable: the journal says ``swap`` before the first rename, and each rename is done only
    if it has not been (its source still there, its destination not yet)."""
    write_journal(config, move, "swap")
    backup = backup_dir(config) / move.source
    if backup.exists() and (config.storage_dir / "cognee").exists() and (new_store_dir(config) / "cognee").exists():
        shutil.rmtree(backup)  # an older backup of that embedder: superseded by the store moving out now
    backup.mkdir(parents=True, mode=0o700, exist_ok=True)
    for name in MOVED:
        _rename_once(config.storage_dir / name, backup / name)
    for name in MOVED:
        _rename_once(new_store_dir(config) / name, config.storage_dir / name)
    write_private_file(backup / "kept-by.json", json.dumps({"pid": os.getpid(), **move.to_json()}).encode())
    discard_work(config)


def _rename_once(source: Path, destination: Path) -> None:
    if source.exists() and not destination.exists():
        os.replace(source, destination)


def drop_backup_after_open(config: StoreConfig) -> bool:
    """After a successful open: the backup of the store a move replaced is no longer needed,
    unless this very process made the move (the new store has then opened only once)."""
    folder = backup_dir(config)
    if not folder.is_dir():
        return False
    for kept in folder.iterdir():
        owner = _read_json(kept / "kept-by.json")
        if owner is not None and owner.get("pid") == os.getpid():
            return False
    return drop_backup(config)


def drop_backup(config: StoreConfig) -> bool:
    """Remove the copy of the store a move replaced, whoever keeps it: after a forget, an edit or
    a scrub it still holds the text just removed. Going back stays possible (the same move the
    other way, from the current store). True when there was one."""
    folder = backup_dir(config)
    if not folder.exists():
        return False
    shutil.rmtree(folder, ignore_errors=True)
    return True


def same_records(expected: list[dict[str, Any]], actual: list[dict[str, Any]]) -> list[str]:
    """What differs between two exports, as short descriptions (empty: the same memories, with the
    same fields, links and state). Ids are named; texts never are (they may be secrets)."""
    before = {r.get("id"): r for r in expected}
    after = {r.get("id"): r for r in actual}
    problems = []
    if len(before) != len(expected) or len(after) != len(actual):
        problems.append("an export lists an id twice")
    missing, extra = sorted(set(before) - set(after), key=str), sorted(set(after) - set(before), key=str)
    if missing:
        problems.append(f"{len(missing)} memories missing (first: {missing[0]})")
    if extra:
        problems.append(f"{len(extra)} memories not in the old store (first: {extra[0]})")
    for memory_id in sorted(set(before) & set(after), key=str):
        fields = sorted(k for k in set(before[memory_id]) | set(after[memory_id])
                        if _normal(before[memory_id].get(k)) != _normal(after[memory_id].get(k)))
        if fields:
            problems.append(f"{memory_id}: {', '.join(fields)} differ")
    return problems


def _normal(value: Any) -> Any:
    """Lists of links compare as sets (their order is the store's)."""
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return sorted(value)
    return value
