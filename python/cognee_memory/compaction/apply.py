"""Compaction applied to the store: list topics, compact one topic, undo one compaction.

The record keeps its own bookkeeping in a node property ``compaction``::

    {"state": "pending" | "applied" | "undone", "topic": ..., "sources": [ids, newest first],
     "prior_statuses": {id: status or null}, "previous_record": id or null,
     "span": {"from", "to"}, "context": [...], "summary_source": "file" | "template", ...}

Crash safety comes from the order of writes:

1. the record is written with status Superseded (hidden from retrieval) and state
   ``pending``, its prior statuses included, and checkpointed;
2. the supersession edges are created (idempotent);
3. one statement flips every source to Superseded and the record to DecisionRecord /
   ``applied`` — a single Ladybug transaction, so there is never a half-flip.

A process killed before step 3 leaves every source as it was; the same command later finds
the pending record of the topic and finishes it. Undo restores the prior statuses the
same way (edges removed first, then one statement).
"""

from __future__ import annotations

import os
import signal
from collections import Counter
from contextlib import contextmanager
from datetime import datetime, timezone
from typing import Any, Iterator

from cognee_memory.compaction.merge import RECORD_PREFIX, RecordDraft, Source, build_record, record_id, texts_to_embed
from cognee_memory.envelope import ok
from cognee_memory.errors import MemoryToolError, bad_argument
from cognee_memory.model import Memory, Status, bookkeeping, format_timestamp, parse_status, parse_timestamp
from cognee_memory.scrubbing.rules import redaction_report, scrub_json, scrub_memory, scrub_text
from cognee_memory.storage.interface import MemoryStore, StoredMemory

SUGGEST_AT = 3  # Active memories from which compacting a topic is suggested
MIN_SOURCES = 2
# Test hook: kill this process hard at a named point ("record-written" or "linked").
CRASH_ENV = "COGNEE_MEMORY_COMPACTION_CRASH_AT"
PENDING, APPLIED, UNDONE = "pending", "applied", "undone"

_compacting: set[str] = set()  # topics being compacted in this process


@contextmanager
def claim_topic(topic: Any) -> Iterator[None]:
    """Refuse a second compaction of a topic while one runs in this process."""
    key = topic if isinstance(topic, str) else repr(topic)
    if key in _compacting:
        raise MemoryToolError(  # the topic is not repeated: it may not be one the store holds
            "CONFLICT", "This topic is already being compacted; wait for that to finish and run again.")
    _compacting.add(key)
    try:
        yield
    finally:
        _compacting.discard(key)


def _crash_point(name: str) -> None:
    if os.environ.get(CRASH_ENV) == name:
        os.kill(os.getpid(), signal.SIGKILL)


def _now() -> datetime:
    return datetime.now(timezone.utc)


def _is_active(status: Status | None) -> bool:
    return status is None or status is Status.ACTIVE


def _state(props: dict[str, Any] | None) -> dict[str, Any] | None:
    return bookkeeping(props, "compaction", (PENDING, APPLIED, UNDONE))


def _stamp(value: Any) -> datetime | None:
    try:
        return parse_timestamp(value) if value else None
    except ValueError:
        return None


def _text_field(data: dict[str, Any], key: str, label: str) -> str:
    value = data.get(key)
    if not isinstance(value, str) or not value.strip():
        raise bad_argument(f"{label} is missing or empty.")
    return value.strip()


# ---- list topics ---------------------------------------------------------------------


async def list_topics(store: MemoryStore, data: dict[str, Any]) -> dict[str, Any]:
    groups = await store.topics()
    maybe_pending = [
        s.memory.id for members in groups.values() for s in members
        if s.memory.status is Status.SUPERSEDED and s.memory.id.startswith(RECORD_PREFIX)
        and not s.memory.superseded_by
    ]
    pending = {m for m, p in (await store.node_properties(maybe_pending)).items() if (_state(p) or {}).get("state") == PENDING}
    topics = []
    for name in sorted(groups):
        members = [s.memory for s in groups[name]]
        active = sum(_is_active(m.status) for m in members)
        records = sorted(m.id for m in members if m.status is Status.DECISION_RECORD)
        stamps = [m.source_created_at or m.created_at for m in members]
        newest = max((t for t in stamps if t is not None), default=None)
        topics.append({
            "topic": name,
            "active": active,
            "total": len(members),
            "newest_activity": format_timestamp(newest),
            "has_decision_record": bool(records),
            "decision_record_id": records[0] if records else None,
            "unfinished_record_id": next((m.id for m in members if m.id in pending), None),
            "suggested": active >= SUGGEST_AT,
        })
    return ok(topics=topics, count=len(topics))


# ---- compact -------------------------------------------------------------------------


async def compact(store: MemoryStore, data: dict[str, Any]) -> dict[str, Any]:
    """Compact one topic. What it writes (the record, its kept context, a model-written
    summary) is scrubbed of secrets first; the response counts what was redacted."""
    redacted: Counter[str] = Counter()
    body = await _compact(store, data, redacted)
    return {**body, "redactions": redaction_report(redacted)}


async def _compact(store: MemoryStore, data: dict[str, Any], redacted: Counter[str]) -> dict[str, Any]:
    topic = _text_field(data, "topic", "--topic")
    summary = _summary(data, redacted)
    dry_run = bool(data.get("dry_run"))

    members = await store.topic_members(topic)
    if not members:
        raise MemoryToolError(
            "NOT_FOUND", "No memories have the given topic. See the topics with --list-topics."
        )
    # Every member's raw properties, read now: the final flip needs them, and reads are
    # much slower once this compaction's own writes have been checkpointed.
    props = await store.node_properties([s.memory.id for s in members])
    pending = sorted(m for m, p in props.items() if (_state(p) or {}).get("state") == PENDING)
    if pending:
        return await _resume(store, topic, pending[0], props[pending[0]]["compaction"], dry_run)

    actives = [s.memory for s in members if _is_active(s.memory.status)]
    records = [s.memory for s in members if s.memory.status is Status.DECISION_RECORD]
    if not actives and records:
        return ok(topic=topic, dry_run=dry_run, noop=True, resumed=False, record_id=records[0].id,
                  message=f"Nothing new since the decision record {records[0].id}; nothing was changed.")
    if len(actives) + len(records) < MIN_SOURCES:
        raise bad_argument(
            f"Topic '{topic}' has {len(actives) + len(records)} Active memory or record; compaction needs "
            f"at least {MIN_SOURCES}.", topic=topic,
        )
    sources = _sources(actives, records, props)
    draft = await _draft(store, topic, sources, summary)
    record, state = _pending_record(draft, sources, records[0].id if records else None, redacted)
    if dry_run:
        return _preview(topic, draft, record)

    # 1. The record, hidden (Superseded) and pending, with everything undo needs.
    await store.upsert([record])
    await store.patch_properties({draft.id: {"compaction": state}})
    _crash_point("record-written")
    current = {m: props[m] for m in draft.source_ids}
    current.update(await store.node_properties([draft.id]))
    await _apply(store, draft.id, state, current)
    return await _result(store, draft.id, topic, resumed=False, collapsed=draft.collapsed)


def _summary(data: dict[str, Any], redacted: Counter[str]) -> str | None:
    """The model-written summary, if given, scrubbed of secrets."""
    summary = data.get("summary")
    if summary is None:
        return None
    if not isinstance(summary, str) or not summary.strip():
        raise bad_argument("The summary is empty; write the summary text into the --summary-file.")
    summary, found = scrub_text(summary)
    redacted += found
    return summary


async def _resume(store: MemoryStore, topic: str, rid: str, state: dict[str, Any], dry_run: bool) -> dict[str, Any]:
    """Finish an interrupted compaction of the topic (or, in a dry run, say that it would)."""
    if dry_run:
        return ok(topic=topic, dry_run=True, noop=False, resumed=True, record_id=rid, sources=state["sources"],
                  message=f"An interrupted compaction ({rid}) would be completed.")
    await _apply(store, rid, state)
    return await _result(store, rid, topic, resumed=True)


def _sources(actives: list[Memory], records: list[Memory], props: dict[str, dict[str, Any]]) -> list[Source]:
    """The Active memories, then the previous records with the span and context they cover."""
    sources = [Source(m) for m in actives]
    for record in records:
        state = _state(props.get(record.id)) or {}
        span = state.get("span") or {}
        sources.append(Source(record, _stamp(span.get("from")), _stamp(span.get("to")),
                              tuple(state.get("context") or ()), int(state.get("covers") or 1)))
    return sources


async def _draft(store: MemoryStore, topic: str, sources: list[Source], summary: str | None) -> RecordDraft:
    texts = texts_to_embed(sources)
    vectors = dict(zip(texts, await store.embed(texts))) if texts else {}
    generation = await _free_generation(store, topic, sources)
    return build_record(topic, sources, vectors, summary=summary, generation=generation)


def _pending_record(draft: RecordDraft, sources: list[Source], previous_record: str | None,
                    redacted: Counter[str]) -> tuple[Memory, dict[str, Any]]:
    """The record as first written (hidden, scrubbed) and the bookkeeping undo needs."""
    now = _now()
    # Sources stored with scrubbing off must not carry a secret into the record.
    record, found = scrub_memory(draft.to_memory(Status.SUPERSEDED, now))
    redacted += found
    context, found = scrub_json(draft.context)
    redacted += found
    prior = {s.memory.id: (s.memory.status.value if s.memory.status else None) for s in sources}
    state = {
        "state": PENDING,
        "topic": draft.topic,
        "sources": draft.source_ids,
        "prior_statuses": prior,
        "previous_record": previous_record,
        "span": draft.span_json(),
        "context": context,
        "covers": draft.covers,
        "summary_source": draft.summary_source,
        "compacted_at": format_timestamp(now),
    }
    return record, state


def _preview(topic: str, draft: RecordDraft, record: Memory) -> dict[str, Any]:
    """A dry run's answer: the record as it would read once applied."""
    preview = record.to_json()
    preview["status"] = Status.DECISION_RECORD.value
    preview["supersedes"] = sorted(draft.source_ids)
    return ok(topic=topic, dry_run=True, noop=False, resumed=False, record_id=draft.id,
              record=preview, sources=draft.source_ids, would_supersede=draft.source_ids,
              span=draft.span_json(), summary_source=draft.summary_source, collapsed=draft.collapsed)


async def _free_generation(store: MemoryStore, topic: str, sources: list[Source]) -> int:
    """The first record id for these sources not taken by a finished (applied/undone) compaction."""
    generation = 1
    while True:
        candidate = record_id(topic, sources, generation)
        state = _state((await store.node_properties([candidate])).get(candidate))
        if state is None or state["state"] == PENDING:
            return generation
        generation += 1


async def _apply(store: MemoryStore, rid: str, state: dict[str, Any],
                 current: dict[str, dict[str, Any]] | None = None) -> None:
    """Steps 2 and 3: provenance edges, then one atomic statement flipping every status."""
    if current is None:
        current = await store.node_properties([*state["sources"], rid])
    await store.link_supersession(rid, state["sources"])
    _crash_point("linked")
    patches: dict[str, dict[str, Any]] = {s: {"status": Status.SUPERSEDED.value} for s in state["sources"]}
    patches[rid] = {
        "status": Status.DECISION_RECORD.value,
        "compaction": {**state, "state": APPLIED, "applied_at": format_timestamp(_now())},
    }
    await store.patch_properties(patches, current)


async def _result(store: MemoryStore, rid: str, topic: str, *, resumed: bool,
                  collapsed: dict[str, int] | None = None) -> dict[str, Any]:
    fetched = await store.fetch([rid])
    state = (await store.node_properties([rid]))[rid]["compaction"]
    body = ok(topic=topic, dry_run=False, noop=False, resumed=resumed, record_id=rid,
               record=fetched[0].memory.to_json(), sources=state["sources"],
               superseded=state["sources"], previous_record_id=state.get("previous_record"),
               span=state.get("span"), summary_source=state.get("summary_source"))
    if collapsed is not None:
        body["collapsed"] = collapsed
    return body


# ---- undo ----------------------------------------------------------------------------


async def undo(store: MemoryStore, data: dict[str, Any]) -> dict[str, Any]:
    rid = _text_field(data, "record_id", "--undo RECORD_ID")
    fetched: list[StoredMemory] = await store.fetch([rid])
    if not fetched:
        raise MemoryToolError("NOT_FOUND", "No memory has the given record id (see the ids with export.py).")
    record = fetched[0].memory
    state = _state((await store.node_properties([rid])).get(rid))
    if state is None:
        status = record.status.value if record.status else "legacy"
        raise bad_argument(
            f"'{rid}' is not a DecisionRecord made by compaction (its status is {status}); nothing to undo.",
            record_id=rid,
        )
    if state["state"] == UNDONE:
        raise bad_argument(
            f"The compaction {rid} was already undone at {state.get('undone_at')}; nothing was changed.",
            record_id=rid,
        )
    newer = [m for m in record.superseded_by]
    if newer:
        raise bad_argument(
            f"'{rid}' was itself compacted into {', '.join(newer)}; undo that compaction first.",
            record_id=rid, superseded_by=newer,
        )
    prior: dict[str, str | None] = state["prior_statuses"]
    for value in prior.values():
        parse_status(value)  # a corrupted blob fails here, before anything changes
    await store.unlink_supersession(rid, state["sources"])
    patches: dict[str, dict[str, Any]] = {m: {"status": status} for m, status in prior.items()}
    patches[rid] = {
        "status": Status.SUPERSEDED.value,
        "compaction": {**state, "state": UNDONE, "undone_at": format_timestamp(_now())},
    }
    await store.patch_properties(patches)
    return ok(record_id=rid, topic=state.get("topic"), state=UNDONE, restored=prior)
