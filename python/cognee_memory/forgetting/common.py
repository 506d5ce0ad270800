"""What forget and edit share: finding the other memories that hold copies, rewriting them,
and the cleanup that leaves no old copy on disk."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

from cognee_memory.errors import bad_argument
from cognee_memory.forgetting import files
from cognee_memory.forgetting.records import RecordPlan, plan
from cognee_memory.forgetting.traces import Traces, clean
from cognee_memory.model import Memory
from cognee_memory.storage.interface import MemoryStore
from cognee_memory.storage.properties import memory_properties


@dataclasses.dataclass
class Rewrite:
    """Another memory that held copies: its cleaned version, and whether its text changed
    (then it is re-embedded) or only its bookkeeping."""

    memory: Memory
    extras: dict[str, Any]
    text_changed: bool


def dry_run_flag(data: dict[str, Any]) -> bool:
    dry_run = data.get("dry_run", False)
    if not isinstance(dry_run, bool):
        raise bad_argument(f"'dry_run' must be true or false, got {dry_run!r}.")
    return dry_run


def extras_of(memory: Memory, props: dict[str, Any]) -> dict[str, Any]:
    """The node properties the memory model does not own (bookkeeping, Cognee's own fields)."""
    own = set(memory_properties(memory))
    return {k: v for k, v in props.items() if k not in own}


async def rewrites(store: MemoryStore, traces: Traces, exclude: set[str],
                   edited: dict[str, Memory] | None = None) -> tuple[dict[str, Rewrite], RecordPlan]:
    """Every other memory holding copies of the traced memories, cleaned, and what happens to
    the compaction records made from them (``records.py``: rebuilt, or dropped and not listed
    here). ``exclude``: the forgotten memories (or the edited one); ``edited``: the edited
    memory with its new text."""
    stored = {s.memory.id: s.memory for s in await store.all_memories()}
    props = await store.node_properties(list(stored))
    gone = exclude if traces.replacement is None else set()
    records = await plan(store, stored, props, gone, edited or {})
    out: dict[str, Rewrite] = {}
    for memory_id in sorted(set(stored) - exclude - set(records.dropped)):
        memory = stored[memory_id]
        extras = extras_of(memory, props.get(memory_id, {}))
        if memory_id in records.rebuilt:
            record, state = records.rebuilt[memory_id]
            others = {k: v for k, v in extras.items() if k != "compaction"}
            cleaned = clean(memory, others, traces)
            out[memory_id] = Rewrite(record, {**(cleaned[1] if cleaned else others), "compaction": state}, True)
            continue
        found = clean(memory, extras, traces)
        if found is not None:
            new, new_extras = found
            out[memory_id] = Rewrite(new, new_extras, new is not memory)
    return out, records


async def apply_rewrites(store: MemoryStore, found: dict[str, Rewrite], gone: set[str]) -> None:
    """Write the cleaned memories: re-embedded when their text changed, else only their
    bookkeeping. Links to ``gone`` memories are left for their deletion to remove."""
    texts = [dataclasses.replace(r.memory, supersedes=[s for s in r.memory.supersedes if s not in gone])
             for r in found.values() if r.text_changed]
    if texts:
        await store.upsert(texts)
    await store.patch_properties({memory_id: r.extras for memory_id, r in found.items()})


async def finish(store: MemoryStore, storage_dir: Path) -> None:
    """Drop every old copy (vector versions, full-text index, freed graph pages), then clear
    the owed-cleanup marker."""
    await store.forget_old_copies()
    await store.rebuild_graph()
    files.clear_pending(storage_dir)
