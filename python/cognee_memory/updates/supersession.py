"""Supersede one memory by a newer one, and restore it: lossless and reversible.

The older memory keeps everything; it only becomes ``Superseded`` (ranked 0.4×, hidden by
default) with graph edges both ways (new ``supersedes`` old, old ``superseded_by`` new), so a
query that matches its wording still surfaces the successor. Its node keeps the bookkeeping
restore needs, in a property ``supersession``::

    {"state": "pending" | "applied" | "restored", "by": NEW_ID, "prior_status": "Active" | null | ...,
     "mode": "manual" | "auto", "confidence": 0.93 | null, "reasons": [...], "superseded_at": ..., "restored_at": ...}

Crash safety follows compaction: (1) the bookkeeping is written with state ``pending`` and
the status unchanged; (2) the edges are created (idempotent); (3) one statement flips the
status and the state. Killed before (3), nothing is hidden and the same command finishes
the job. Restore removes the edges first, then flips status and state in one statement.
"""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Any

from cognee_memory.compaction.merge import RECORD_PREFIX
from cognee_memory.envelope import ok
from cognee_memory.errors import MemoryToolError, bad_argument
from cognee_memory.model import Memory, Status, bookkeeping, format_timestamp
from cognee_memory.storage.interface import MemoryStore

PENDING, APPLIED, RESTORED = "pending", "applied", "restored"
MANUAL, AUTO = "manual", "auto"


def _status_name(status: Status | None) -> str | None:
    return status.value if status else None


def _id_field(data: dict[str, Any], key: str, label: str) -> str:
    value = data.get(key)
    if not isinstance(value, str) or not value.strip():
        raise bad_argument(f"{label} is missing or empty: pass a memory id.")
    return value.strip()


def _state(props: dict[str, Any] | None) -> dict[str, Any] | None:
    return bookkeeping(props, "supersession", (PENDING, APPLIED, RESTORED))


def _role(memory_id: str, old_id: str) -> str:
    """'old' or 'new': which argument names a missing memory (the id itself is never repeated)."""
    return "old" if memory_id == old_id else "new"


async def _memories(store: MemoryStore, ids: list[str]) -> dict[str, Memory]:
    return {s.memory.id: s.memory for s in await store.fetch(ids)}


async def _compaction_records(store: MemoryStore, ids: list[str]) -> list[str]:
    """Those of ``ids`` that are records written by compaction (undone with compact --undo)."""
    candidates = [i for i in ids if i.startswith(RECORD_PREFIX)]
    props = await store.node_properties(candidates)
    return [i for i in candidates if isinstance((props.get(i) or {}).get("compaction"), dict)]


async def _reaches(store: MemoryStore, start: str, target: str) -> bool:
    """Whether ``target`` is ``start`` or one of its successors (following superseded_by)."""
    goal = target
    seen = {start}
    frontier = list(seen)
    while frontier:
        if goal in frontier:
            return True
        frontier = [n for n in await store.successors(frontier) if n not in seen]
        seen.update(frontier)
    return False


async def check_supersede(store: MemoryStore, old_id: str, new_id: str) -> tuple[Memory, Memory, bool]:
    """Validate "``new_id`` supersedes ``old_id``" → (old, new, already done). Changes nothing."""
    if old_id == new_id:
        raise bad_argument("A memory cannot supersede itself: pass two different ids.")
    found = await _memories(store, [old_id, new_id])
    missing = [i for i in (old_id, new_id) if i not in found]
    if missing:
        raise MemoryToolError(
            "NOT_FOUND", f"No memory with the {' or '.join(_role(m, old_id) for m in missing)} id in this "
            "workspace (see the ids with export.py or retrieve.py).",
        )
    old, new = found[old_id], found[new_id]
    if new_id in old.superseded_by and old.status is Status.SUPERSEDED:
        return old, new, True
    if await _reaches(store, new_id, old_id):
        raise bad_argument(
            f"'{new_id}' is already superseded (directly or through a chain) by '{old_id}'; superseding "
            f"'{old_id}' by it would make a cycle. Restore '{new_id}' first if the order was wrong.",
            old=old_id, new=new_id,
        )
    others = [m for m in old.superseded_by if m != new_id]
    if old.status is Status.SUPERSEDED or others:
        records = await _compaction_records(store, others)
        if records:
            raise bad_argument(
                f"'{old_id}' was compacted into the decision record {records[0]}; undo that with "
                f"compact.py --undo {records[0]} first.", old=old_id, superseded_by=others,
            )
        raise bad_argument(
            f"'{old_id}' is already superseded"
            f"{' by ' + ', '.join(others) if others else ''}; restore it first (--restore {old_id}).",
            old=old_id, superseded_by=others,
        )
    return old, new, False


async def apply_supersession(store: MemoryStore, old: Memory, new_id: str, *, mode: str,
                             confidence: float | None = None, reasons: list[str] | None = None) -> dict[str, Any]:
    """Steps 1–3 (see the module docstring). Returns the bookkeeping written."""
    now = format_timestamp(datetime.now(timezone.utc))
    props = await store.node_properties([old.id])
    previous = _state(props.get(old.id))
    if previous and previous["state"] == PENDING and previous.get("by") == new_id:
        state = previous  # an interrupted run: finish it with what it recorded
    else:
        state = {"state": PENDING, "by": new_id, "prior_status": _status_name(old.status), "mode": mode,
                 "confidence": None if confidence is None else round(confidence, 3),
                 "reasons": list(reasons or []), "superseded_at": now}
        await store.patch_properties({old.id: {"supersession": state}}, props)
    await store.link_supersession(new_id, [old.id])
    await store.patch_properties(
        {old.id: {"status": Status.SUPERSEDED.value, "supersession": {**state, "state": APPLIED}}}
    )
    return {**state, "state": APPLIED}


async def supersede(store: MemoryStore, data: dict[str, Any]) -> dict[str, Any]:
    old_id = _id_field(data, "old", "--old")
    new_id = _id_field(data, "new", "--new")
    dry_run = data.get("dry_run", False)
    if not isinstance(dry_run, bool):
        raise bad_argument(f"'dry_run' must be true or false, got {dry_run!r}.")
    old, new, done = await check_supersede(store, old_id, new_id)
    body = {"old": old_id, "new": new_id, "dry_run": dry_run}
    if done:
        return ok(**body, noop=True, message=f"'{old_id}' is already superseded by '{new_id}'; nothing was changed.")
    body["prior_status"] = _status_name(old.status)
    if dry_run:
        return ok(**body, noop=False, would_supersede=old_id)
    state = await apply_supersession(store, old, new_id, mode=MANUAL)
    return ok(**body, noop=False, status=Status.SUPERSEDED.value, mode=state["mode"])


async def restore(store: MemoryStore, data: dict[str, Any]) -> dict[str, Any]:
    memory_id = _id_field(data, "id", "--restore")
    dry_run = data.get("dry_run", False)
    if not isinstance(dry_run, bool):
        raise bad_argument(f"'dry_run' must be true or false, got {dry_run!r}.")
    found = await _memories(store, [memory_id])
    if memory_id not in found:
        raise MemoryToolError("NOT_FOUND", "No memory with the given id in this workspace "
                              "(see the ids with export.py or retrieve.py).")
    memory = found[memory_id]
    state = _state((await store.node_properties([memory_id])).get(memory_id))
    if memory.status is not Status.SUPERSEDED:
        raise bad_argument(
            f"'{memory_id}' is not superseded (its status is {_status_name(memory.status) or 'legacy'}); "
            "nothing to restore.", id=memory_id,
        )
    successors = list(memory.superseded_by)
    records = await _compaction_records(store, successors)
    if records:
        raise bad_argument(
            f"'{memory_id}' was compacted into the decision record {records[0]}; restore it with "
            f"compact.py --undo {records[0]}.", id=memory_id, superseded_by=successors,
        )
    prior = state.get("prior_status") if state else Status.ACTIVE.value
    if prior == Status.SUPERSEDED.value:
        prior = Status.ACTIVE.value
    body = {"id": memory_id, "dry_run": dry_run, "status": prior, "unlinked_from": successors}
    if dry_run:
        return ok(**body)
    for successor in successors:
        await store.unlink_supersession(successor, [memory_id])
    now = format_timestamp(datetime.now(timezone.utc))
    bookkeeping = {**(state or {"by": successors[0] if successors else None, "mode": None}),
                   "state": RESTORED, "restored_at": now}
    await store.patch_properties({memory_id: {"status": prior, "supersession": bookkeeping}})
    return ok(**body)
