"""Compaction's pure core: merge one topic's memories into a DecisionRecord draft.

No I/O and no Cognee. The caller passes the sources and a vector for every item text
(``texts_to_embed`` says which); this module decides what the record says:

- decisions, rationale and open questions from every source, newest first; items whose
  cosine similarity is ≥ ``NEAR_DUPLICATE`` to a newer kept item are collapsed, so the
  newest wording survives;
- references (file paths, links) merged newest first with exact duplicates removed: two
  paths that *look* alike are still different files, so they are never collapsed by meaning;
- a summary: the caller's text, or a deterministic template listing the above;
- the time span covered and ``source_created_at`` = the newest source's time.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Mapping, Sequence

import numpy as np

from cognee_memory.model import Memory, Status, format_timestamp

NEAR_DUPLICATE = 0.92  # cosine at or above which two items say the same thing
SECTION_LIMIT = 12  # items per section written into the template summary (fields keep all)
RECORD_PREFIX = "dr-"
MERGED_FIELDS = ("decisions", "rationale", "open_questions")
_EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)


@dataclass(frozen=True)
class Source:
    """A memory being compacted. A previous DecisionRecord carries the span and context it
    already covers, so they carry over into the new record."""

    memory: Memory
    span_from: datetime | None = None
    span_to: datetime | None = None
    context: tuple[str, ...] = ()
    covers: int = 1  # original memories behind this source (a previous record: all of its)

    @property
    def timestamp(self) -> datetime | None:
        return self.memory.source_created_at or self.memory.created_at

    @property
    def is_record(self) -> bool:
        return self.memory.status is Status.DECISION_RECORD

    @property
    def context_lines(self) -> tuple[str, ...]:
        """What this source contributes to the record's context: its own text, or for a
        previous compaction record the context that record already kept."""
        if self.is_record and self.context:
            return self.context
        return (self.memory.text.strip(),)


@dataclass
class RecordDraft:
    id: str
    topic: str
    text: str
    source_ids: list[str]  # newest first
    decisions: list[str]
    rationale: list[str]
    open_questions: list[str]
    references: list[str]
    context: list[str]  # distinct source texts, newest first (capped at SECTION_LIMIT)
    span_from: datetime | None
    span_to: datetime | None
    importance: float | None
    summary_source: str  # "file" or "template"
    covers: int = 0  # original memories behind the record, through previous records
    collapsed: dict[str, int] = field(default_factory=dict)

    def to_memory(self, status: Status, now: datetime) -> Memory:
        return Memory(
            id=self.id,
            text=self.text,
            topic=self.topic,
            status=status,
            source_created_at=self.span_to,
            created_at=now,
            decisions=list(self.decisions),
            rationale=list(self.rationale),
            open_questions=list(self.open_questions),
            references=list(self.references),
            importance=self.importance,
        )

    def span_json(self) -> dict[str, str | None]:
        return {"from": format_timestamp(self.span_from), "to": format_timestamp(self.span_to)}


def newest_first(sources: Sequence[Source]) -> list[Source]:
    """Newest timestamp first; undated sources last; ties by id for a stable order."""
    return sorted(sources, key=lambda s: (-(s.timestamp or _EPOCH).timestamp(), s.timestamp is None, s.memory.id))


def _normalise(text: str) -> str:
    return " ".join(text.split()).casefold()


def record_id(topic: str, sources: Sequence[Source], generation: int = 1) -> str:
    """Deterministic: the same topic and the same sources (ids and texts) give the same id,
    so a rerun after a crash finds the record it already wrote. ``generation`` > 1 names a
    fresh record when that id belongs to a compaction that was undone."""
    ordered = sorted(sources, key=lambda s: s.memory.id)
    texts = hashlib.sha256("\x1f".join(s.memory.text for s in ordered).encode()).hexdigest()
    digest = hashlib.sha256(
        "\x1e".join([topic, *(s.memory.id for s in ordered), texts]).encode()
    ).hexdigest()[:16]
    slug = re.sub(r"[^a-z0-9]+", "-", topic.lower()).strip("-")[:40] or "topic"
    suffix = f"-{generation}" if generation > 1 else ""
    return f"{RECORD_PREFIX}{slug}-{digest}{suffix}"


def texts_to_embed(sources: Sequence[Source]) -> list[str]:
    """Every distinct item text whose meaning is compared (fields and context lines)."""
    texts: dict[str, None] = {}
    for source in sources:
        for name in MERGED_FIELDS:
            texts.update(dict.fromkeys(getattr(source.memory, name)))
        texts.update(dict.fromkeys(source.context_lines))
    return [t for t in texts if t.strip()]


def collapse(
    items: Sequence[str], vectors: Mapping[str, Sequence[float]], threshold: float = NEAR_DUPLICATE
) -> list[str]:
    """Keep each item unless an earlier kept item is the same text or has cosine ≥ threshold.

    ``items`` come newest first, so the newest wording of each near-duplicate group wins.
    """
    kept: list[str] = []
    seen: set[str] = set()
    matrix: np.ndarray | None = None  # unit vectors of the kept items, one row each
    for item in items:
        key = _normalise(item)
        if not key or key in seen:
            continue
        vector = np.asarray(vectors[item], dtype=np.float64)
        norm = float(np.linalg.norm(vector))
        vector = vector / norm if norm > 0 else vector
        if matrix is None:
            matrix = np.empty((len(items), vector.shape[0]))
        elif kept and float(np.max(matrix[: len(kept)] @ vector)) >= threshold:
            continue
        matrix[len(kept)] = vector
        seen.add(key)
        kept.append(item)
    return kept


def build_record(
    topic: str,
    sources: Sequence[Source],
    vectors: Mapping[str, Sequence[float]],
    *,
    summary: str | None = None,
    generation: int = 1,
    threshold: float = NEAR_DUPLICATE,
) -> RecordDraft:
    """The DecisionRecord that compacts ``sources`` (at least one) for ``topic``."""
    if not sources:
        raise ValueError("a compaction needs at least one source")
    ordered = newest_first(sources)
    merged: dict[str, list[str]] = {}
    collapsed: dict[str, int] = {}
    for name in MERGED_FIELDS:
        items = [item for s in ordered for item in getattr(s.memory, name) if item.strip()]
        merged[name] = collapse(items, vectors, threshold)
        collapsed[name] = len(items) - len(merged[name])
    references = list(dict.fromkeys(r.strip() for s in ordered for r in s.memory.references if r.strip()))
    lines = [line for s in ordered for line in s.context_lines if line.strip()]
    context = collapse(lines, vectors, threshold)
    collapsed["context"] = len(lines) - len(context)

    starts = [s.span_from or s.timestamp for s in ordered]
    ends = [s.span_to or s.timestamp for s in ordered]
    span_from = min((t for t in starts if t is not None), default=None)
    span_to = max((t for t in ends if t is not None), default=None)
    importances = [s.memory.importance for s in ordered if s.memory.importance is not None]
    draft = RecordDraft(
        id=record_id(topic, sources, generation),
        topic=topic,
        text="",
        source_ids=[s.memory.id for s in ordered],
        decisions=merged["decisions"],
        rationale=merged["rationale"],
        open_questions=merged["open_questions"],
        references=references,
        context=context[:SECTION_LIMIT],
        span_from=span_from,
        span_to=span_to,
        importance=max(importances) if importances else None,
        summary_source="file" if summary is not None else "template",
        covers=sum(s.covers for s in ordered),
        collapsed=collapsed,
    )
    draft.text = summary.strip() if summary is not None else template_summary(draft, context)
    return draft


def _day(value: datetime | None) -> str:
    return value.astimezone(timezone.utc).strftime("%Y-%m-%d") if value else "an unknown date"


def _section(title: str, items: Sequence[str]) -> list[str]:
    if not items:
        return []
    out = [f"{title}:"] + [f"- {item.strip()}" for item in items[:SECTION_LIMIT]]
    if len(items) > SECTION_LIMIT:
        out.append(f"- … and {len(items) - SECTION_LIMIT} more (see the record's fields)")
    return out


def template_summary(draft: RecordDraft, context: Sequence[str]) -> str:
    """A deterministic, readable summary used when no summary text is given."""
    count = draft.covers
    span = _day(draft.span_from)
    if _day(draft.span_to) != span:
        span += f" to {_day(draft.span_to)}"
    lines = [f'Decision record for "{draft.topic}": {count} memories compacted ({span}).']
    lines += _section("Decisions (newest first)", draft.decisions)
    lines += _section("Rationale", draft.rationale)
    lines += _section("Open questions", draft.open_questions)
    lines += _section("Context (newest first)", context)
    if draft.references:
        shown = ", ".join(draft.references[:SECTION_LIMIT])
        more = f" (+{len(draft.references) - SECTION_LIMIT} more)" if len(draft.references) > SECTION_LIMIT else ""
        lines.append(f"References: {shown}{more}")
    return "\n".join(lines)
