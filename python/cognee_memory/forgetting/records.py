"""Compaction records made from a forgotten or edited memory: rebuilt or dropped, never patched.

A record's words come from its sources: quoted by a template summary, its fields and its kept
context, or paraphrased by a chat model (a ``--summary-file``). Taking one source's words out of
such a text by matching cannot be complete: a paraphrase, a one-word decision or a secret that
was redacted in the record (its source stored with scrubbing off) no longer matches. So every
record that depends on a changed memory, directly or through an earlier record it compacted, is
written again from what remains:

- an applied record with a template summary and sources left is **rebuilt** from them: the same
  deterministic merge as compaction (``compaction/merge.py``), the same id and links, its
  forgotten sources listed in ``compaction.forgotten_sources``;
- any other (written from a summary file, no source left, or pending or undone) is **dropped**:
  deleted, and its remaining sources get their prior status back (nothing supersedes them any
  more). A record built on a dropped record is dropped too.

Innermost records first, so an outer record is rebuilt from its inner record's new text.
"""

from __future__ import annotations

import dataclasses
from datetime import datetime, timezone
from typing import Any

from cognee_memory.compaction.merge import Source, build_record, texts_to_embed
from cognee_memory.model import Memory, Status, format_timestamp, parse_status, parse_timestamp
from cognee_memory.scrubbing.rules import scrub_json, scrub_memory
from cognee_memory.storage.interface import MemoryStore

APPLIED = "applied"
TEMPLATE = "template"


@dataclasses.dataclass
class RecordPlan:
    """What happens to the records depending on the changed memories."""

    rebuilt: dict[str, tuple[Memory, dict[str, Any]]] = dataclasses.field(default_factory=dict)  # id → (record, state)
    dropped: list[str] = dataclasses.field(default_factory=list)
    restored: dict[str, str | None] = dataclasses.field(default_factory=dict)  # source → prior status
    forgotten_sources: dict[str, list[str]] = dataclasses.field(default_factory=dict)  # record → sources lost now

    @property
    def touched(self) -> set[str]:
        return {*self.rebuilt, *self.dropped}


def _state(props: dict[str, Any]) -> dict[str, Any] | None:
    state = props.get("compaction")
    return state if isinstance(state, dict) and isinstance(state.get("sources"), list) else None


def _stamp(value: Any) -> datetime | None:
    try:
        return parse_timestamp(value) if value else None
    except ValueError:
        return None


def _prior(state: dict[str, Any], source: str) -> Status | None:
    try:
        return parse_status((state.get("prior_statuses") or {}).get(source))
    except ValueError:
        return None


def _in_order(records: dict[str, dict[str, Any]], changed: set[str]) -> list[str]:
    """The records depending on ``changed`` (through any chain of records), innermost first."""
    affected: set[str] = set()
    grew = True
    while grew:
        grew = False
        for record, state in records.items():
            if record not in affected and set(state["sources"]) & (changed | affected):
                affected.add(record)
                grew = True
    ordered: list[str] = []
    while len(ordered) < len(affected):
        left = affected - set(ordered)
        ready = sorted(r for r in left if not set(records[r]["sources"]) & left) or sorted(left)  # or a cycle
        ordered.extend(ready)
    return ordered


async def plan(store: MemoryStore, memories: dict[str, Memory], props: dict[str, dict[str, Any]],
               gone: set[str], edited: dict[str, Memory]) -> RecordPlan:
    """Decide (and compute) every rebuild and drop; writes nothing.

    ``memories`` and ``props``: every memory of the store and its properties; ``gone``: the
    forgotten ids; ``edited``: edited memories with their new text (not yet written)."""
    records = {m: s for m, p in props.items() if m in memories and m not in gone and (s := _state(p)) is not None}
    result = RecordPlan()
    current = {**memories, **edited}
    states: dict[str, dict[str, Any]] = {m: s for m, s in records.items()}
    for record_id in _in_order(records, gone | set(edited)):
        state = records[record_id]
        remaining = [s for s in state["sources"] if s not in gone and s not in result.dropped and s in current]
        lost = sorted({s for s in state["sources"] if s in gone})
        if lost:
            result.forgotten_sources[record_id] = lost
        if state.get("state") == APPLIED and state.get("summary_source") == TEMPLATE and remaining:
            sources = [_source(current[s], _prior(state, s), states.get(s)) for s in remaining]
            record, new_state = await _rebuild(store, current[record_id], state, sources, lost)
            result.rebuilt[record_id] = (record, new_state)
            current[record_id], states[record_id] = record, new_state
            continue
        result.dropped.append(record_id)
        for source in remaining:
            memory = current[source]
            if memory.status is Status.SUPERSEDED and set(memory.superseded_by) <= {record_id, *gone, *result.dropped}:
                prior = _prior(state, source)
                result.restored[source] = prior.value if prior else None
    result.restored = {m: s for m, s in result.restored.items() if m not in result.dropped}
    return result


def _source(memory: Memory, prior: Status | None, state: dict[str, Any] | None) -> Source:
    """A source as it was compacted: with its status then, and for an earlier record the span and
    context it covers (its current bookkeeping: rebuilt already when it changed too)."""
    memory = dataclasses.replace(memory, status=prior)
    if prior is not Status.DECISION_RECORD or state is None:
        return Source(memory)
    span = state.get("span") or {}
    return Source(memory, _stamp(span.get("from")), _stamp(span.get("to")), tuple(state.get("context") or ()),
                  int(state.get("covers") or 1))


async def _rebuild(store: MemoryStore, record: Memory, state: dict[str, Any], sources: list[Source],
                   lost: list[str]) -> tuple[Memory, dict[str, Any]]:
    """The record merged again from ``sources`` (same id, status and creation time), scrubbed,
    and its new bookkeeping."""
    texts = texts_to_embed(sources)
    vectors = dict(zip(texts, await store.embed(texts))) if texts else {}
    draft = build_record(record.topic or str(state.get("topic") or ""), sources, vectors)
    rebuilt = draft.to_memory(record.status or Status.DECISION_RECORD, record.created_at or datetime.now(timezone.utc))
    rebuilt = dataclasses.replace(rebuilt, id=record.id, topic=record.topic, supersedes=[],
                                  superseded_by=list(record.superseded_by))
    rebuilt, _ = scrub_memory(rebuilt)  # sources stored with scrubbing off carry no secret in
    context, _ = scrub_json(draft.context)
    keep = set(draft.source_ids)
    new_state = {
        **state,
        "sources": draft.source_ids,
        "prior_statuses": {k: v for k, v in (state.get("prior_statuses") or {}).items() if k in keep},
        "span": draft.span_json(),
        "context": context,
        "covers": draft.covers,
        "summary_source": TEMPLATE,
        "rebuilt_at": format_timestamp(datetime.now(timezone.utc)),
    }
    if lost:
        new_state["forgotten_sources"] = sorted({*state.get("forgotten_sources", []), *lost})
    return rebuilt, new_state
