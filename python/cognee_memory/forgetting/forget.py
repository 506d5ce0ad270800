"""Forget memories for good: the memory, its links, and every copy of its words in the store.

Order of writes (crash-safe: a run that dies is finished by the next forget or edit):

1. the owed-cleanup marker (ids only, ``files.py``);
2. the store's log files and the feedback log lose the memories' words and ids;
3. other memories lose their copies (``traces.py``): compaction records drop the forgotten
   source's text and name it in ``compaction.forgotten_sources``; a forgotten record's sources
   get their prior status back (nothing supersedes them any more);
4. the memories' nodes, edges and vector rows are deleted;
5. old vector versions, the full-text index and the graph file are rebuilt; the marker goes.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from cognee_memory.envelope import ok
from cognee_memory.errors import MemoryToolError, bad_argument
from cognee_memory.feedback.events import without_memories
from cognee_memory.feedback.log import FeedbackLog
from cognee_memory.forgetting import files
from cognee_memory.forgetting.common import apply_rewrites, dry_run_flag, finish, rewrites
from cognee_memory.forgetting.traces import Traces
from cognee_memory.model import Memory, Status
from cognee_memory.storage.interface import MemoryStore

MAX_IDS = 1000


def _ids(data: dict[str, Any]) -> list[str]:
    ids = data.get("ids")
    if not isinstance(ids, list) or not ids or not all(isinstance(i, str) and i.strip() for i in ids):
        raise bad_argument("Pass the memories to forget as --id ID (repeatable): a non-empty list of ids.")
    if len(ids) > MAX_IDS:
        raise bad_argument(f"At most {MAX_IDS} ids per forget, got {len(ids)}.")
    return list(dict.fromkeys(i.strip() for i in ids))


async def forget(store: MemoryStore, data: dict[str, Any], storage_dir: Path) -> dict[str, Any]:
    ids = _ids(data)
    dry_run = dry_run_flag(data)
    owed = files.pending_ids(storage_dir)
    found = {s.memory.id: s.memory for s in await store.fetch(ids)}
    missing = [i for i in ids if i not in found and i not in (owed or set())]
    if missing:
        # Which ones by position, never by value: an id may be a secret pasted into the wrong place.
        positions = [n for n, i in enumerate(ids, start=1) if i in missing]
        raise MemoryToolError(
            "NOT_FOUND", f"{len(missing)} of the {len(ids)} given ids (number {', '.join(map(str, positions))} "
            "of --id) name no memory in this workspace; nothing was forgotten.", {"positions": positions},
        )
    memories = [found[i] for i in ids if i in found]
    traces = Traces.of_forgotten(memories)
    found_copies, records = await rewrites(store, traces, set(found))
    restored = await _restored_sources(store, memories, set(found) | set(records.dropped))
    restored.update(records.restored)
    body = {"dry_run": dry_run, "ids": ids, "resumed": sorted(set(ids) - set(found)),
            "records": {m: lost for m, lost in sorted(records.forgotten_sources.items())},
            "rebuilt_records": sorted(records.rebuilt), "dropped_records": sorted(records.dropped),
            "cleaned": sorted(found_copies), "restored": dict(sorted(restored.items()))}
    if dry_run:
        return ok(**body, would_forget=sorted(found), memories=[_preview(found[m]) for m in sorted(found)])
    files.mark_pending(storage_dir, set(ids) | (owed or set()))
    logs = files.scrub_logs(storage_dir, traces)
    events = FeedbackLog(storage_dir).rewrite(lambda r: without_memories(r, frozenset(ids)))
    await apply_rewrites(store, found_copies, set(found))
    if restored:
        await store.patch_properties({m: {"status": s} for m, s in restored.items()})
    forgotten = await store.delete(list(found))
    if records.dropped:  # records made from a forgotten memory that could not be rebuilt
        await store.delete(records.dropped)
    await finish(store, storage_dir)
    return ok(**body, forgotten=forgotten, count=len(forgotten), feedback_events=events, log_files=logs)


def _preview(memory: Memory) -> dict[str, Any]:
    """What a dry run shows of a memory, for a confirmation."""
    return {"id": memory.id, "text": memory.text, "topic": memory.topic,
            "status": memory.status.value if memory.status else None}


async def _restored_sources(store: MemoryStore, memories: list[Memory], gone: set[str]) -> dict[str, str | None]:
    """The prior status of each source of a forgotten compaction record (its sources are
    Superseded by nothing once it is gone), unless the source is forgotten too."""
    records = [m.id for m in memories if m.status is Status.DECISION_RECORD]
    restored: dict[str, str | None] = {}
    for props in (await store.node_properties(records)).values():
        state = props.get("compaction")
        if isinstance(state, dict) and state.get("state") == "applied":
            prior = state.get("prior_statuses") or {}
            restored.update({m: s for m, s in prior.items() if m not in gone})
    present = {s.memory.id: s.memory for s in await store.fetch(list(restored))}
    return {m: s for m, s in sorted(restored.items())
            if m in present and present[m].status is Status.SUPERSEDED and set(present[m].superseded_by) <= gone}
