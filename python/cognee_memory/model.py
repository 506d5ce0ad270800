"""The memory record, its statuses, and validation of untrusted input.

Nothing here imports Cognee: the thin CLI clients validate input with this module
before any store is opened.
"""

from __future__ import annotations

import json
import re
import uuid
from dataclasses import dataclass, field
from datetime import datetime, timezone
from enum import Enum
from typing import Any

from cognee_memory.checks import is_finite


class Status(str, Enum):
    """Lifecycle of a memory. ``None`` (no status) is a legacy memory, ranked like Active."""

    ACTIVE = "Active"
    SUPERSEDED = "Superseded"
    DECISION_RECORD = "DecisionRecord"


STATUS_NAMES = [s.value for s in Status]

# Plan 018 defaults (here, not in ranking/formula.py, so the thin clients need no numpy).
DEFAULT_HALF_LIFE_DAYS = 7.0
DEFAULT_STATUS_MULTIPLIERS: dict["Status | None", float] = {
    Status.DECISION_RECORD: 1.1,
    Status.ACTIVE: 1.0,
    Status.SUPERSEDED: 0.4,
    None: 1.0,
}
LEGACY = "legacy"  # the name used on the command line for "no status"

LIST_FIELDS = ("decisions", "rationale", "open_questions", "references", "supersedes")
# Bounds of one memory's fields: what a memory needs with room to spare (a memory is a few
# sentences to a page; 64k characters is far beyond any embedder's window). Beyond them the
# input is a mistake, refused rather than embedded, scrubbed and stored at any cost.
MAX_ID_CHARS = 512
MAX_TOPIC_CHARS = 512
MAX_TEXT_CHARS = 65_536
MAX_LIST_ITEMS = 256  # items of each list field
MAX_ITEM_CHARS = 4_096  # characters of each item
MAX_LINE_CHARS = 1_048_576  # one JSON Lines line, whole
KNOWN_FIELDS = {
    "id", "text", "topic", "status", "source_created_at", "created_at", "importance",
    *LIST_FIELDS,
}


@dataclass
class Memory:
    """One memory as the product sees it (the Cognee node is built from this)."""

    id: str
    text: str
    topic: str | None = None
    status: Status | None = None
    source_created_at: datetime | None = None
    created_at: datetime | None = None
    decisions: list[str] = field(default_factory=list)
    rationale: list[str] = field(default_factory=list)
    open_questions: list[str] = field(default_factory=list)
    references: list[str] = field(default_factory=list)
    importance: float | None = None
    # Ids of memories this one replaces (graph edges, not text).
    supersedes: list[str] = field(default_factory=list)
    # Set by the store: the memories that replace this one (for a DecisionRecord,
    # ``supersedes`` is its compaction provenance).
    superseded_by: list[str] = field(default_factory=list)
    # Whether the caller gave a status explicitly (re-ingest keeps a stored status otherwise).
    status_given: bool = True
    # How often retrieval returned this memory, and when last (read from the graph node when
    # present; opt-in ranking options use them). Not part of ingest input.
    access_count: int = 0
    last_accessed_at: datetime | None = None
    # For a compaction record: sources that were forgotten since (read from its bookkeeping;
    # shown in retrieve results when any). Not part of ingest input or export.
    forgotten_sources: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "text": self.text,
            "topic": self.topic,
            "status": self.status.value if self.status else None,
            "source_created_at": format_timestamp(self.source_created_at),
            "created_at": format_timestamp(self.created_at),
            "decisions": list(self.decisions),
            "rationale": list(self.rationale),
            "open_questions": list(self.open_questions),
            "references": list(self.references),
            "importance": self.importance,
            "supersedes": list(self.supersedes),
            "superseded_by": list(self.superseded_by),
        }


def parse_timestamp(value: str) -> datetime:
    """ISO 8601 → aware UTC datetime. Offsets are converted, naive times are taken as UTC.

    Raises ValueError with a readable message for anything else.
    """
    if not isinstance(value, str) or not value.strip():
        raise ValueError("expected an ISO 8601 timestamp such as 2025-11-03T14:00:00Z")
    text = value.strip()
    if text.endswith(("Z", "z")):
        text = text[:-1] + "+00:00"
    try:
        parsed = datetime.fromisoformat(text)
    except ValueError:
        # The value is not repeated: a secret pasted into the wrong field must not come back.
        raise ValueError("expected an ISO 8601 timestamp such as 2025-11-03T14:00:00Z") from None
    if parsed.tzinfo is None:
        return parsed.replace(tzinfo=timezone.utc)
    try:
        return parsed.astimezone(timezone.utc)
    except OverflowError:  # year 1 with a positive offset, year 9999 with a negative one
        raise ValueError("the timestamp is out of range once converted to UTC (years 1 to 9999)") from None


def format_timestamp(value: datetime | None) -> str | None:
    if value is None:
        return None
    return value.astimezone(timezone.utc).isoformat().replace("+00:00", "Z")


def parse_status(value: Any) -> Status | None:
    """A status name (case-sensitive as in the spec) or None/"legacy" for legacy memories."""
    if value is None or value == LEGACY:
        return None
    if isinstance(value, str):
        for status in Status:
            if value == status.value:
                return status
    raise ValueError(f"unknown status; use one of {', '.join(STATUS_NAMES)} or null")


def bookkeeping(props: dict[str, Any] | None, key: str, states: tuple[str, ...]) -> dict[str, Any] | None:
    """The state a reversible change (compaction, supersession) keeps in a node property
    ``key``, or None when there is none or its ``state`` is not one of ``states``."""
    state = (props or {}).get(key)
    return state if isinstance(state, dict) and state.get("state") in states else None


def new_memory_id() -> str:
    return f"mem-{uuid.uuid4().hex[:16]}"


def _string_list(name: str, value: Any) -> list[str]:
    if value is None:
        return []
    if isinstance(value, str):
        items = [value] if value.strip() else []
    elif isinstance(value, list) and all(isinstance(v, str) for v in value):
        items = [v for v in value if v.strip()]
    else:
        raise ValueError(f"'{name}' must be a string or a list of strings")
    if len(items) > MAX_LIST_ITEMS:
        raise ValueError(f"'{name}' has more than {MAX_LIST_ITEMS} items")
    limit = MAX_ID_CHARS if name == "supersedes" else MAX_ITEM_CHARS
    if any(len(v) > limit for v in items):
        raise ValueError(f"an item of '{name}' is longer than {limit:,} characters")
    return items


def memory_from_dict(data: Any, now: datetime) -> Memory:
    """Validate one decoded input object. Raises ValueError naming every problem found."""
    if not isinstance(data, dict):
        raise ValueError("each line must be a JSON object")
    problems: list[str] = []
    unknown = sorted(set(data) - KNOWN_FIELDS)
    if unknown:
        problems.append(f"unknown field(s) {', '.join(unknown)}")

    text = data.get("text")
    if not isinstance(text, str) or not text.strip():
        problems.append("'text' is missing or empty")
    elif len(text) > MAX_TEXT_CHARS:
        problems.append(f"'text' is longer than {MAX_TEXT_CHARS:,} characters")

    memory_id = data.get("id")
    if memory_id is not None and (not isinstance(memory_id, str) or not memory_id.strip()):
        problems.append("'id' must be a non-empty string")
    elif isinstance(memory_id, str) and len(memory_id) > MAX_ID_CHARS:
        problems.append(f"'id' is longer than {MAX_ID_CHARS} characters")

    topic = data.get("topic")
    if topic is not None and (not isinstance(topic, str) or not topic.strip()):
        problems.append("'topic' must be a non-empty string or null")
    elif isinstance(topic, str) and len(topic) > MAX_TOPIC_CHARS:
        problems.append(f"'topic' is longer than {MAX_TOPIC_CHARS} characters")

    status: Status | None = None
    try:
        status = parse_status(data.get("status"))
    except ValueError as exc:
        problems.append(str(exc))

    stamps: dict[str, datetime | None] = {"source_created_at": None, "created_at": None}
    for key in stamps:
        raw = data.get(key)
        if raw is not None:
            try:
                stamps[key] = parse_timestamp(raw)
            except ValueError as exc:
                problems.append(f"'{key}': {exc}")

    importance = data.get("importance")
    if importance is not None:
        if not (is_finite(importance) and 0.0 <= importance <= 1.0):
            problems.append("'importance' must be a number from 0 to 1")

    lists: dict[str, list[str]] = {}
    for key in LIST_FIELDS:
        try:
            lists[key] = _string_list(key, data.get(key))
        except ValueError as exc:
            problems.append(str(exc))

    if isinstance(memory_id, str) and memory_id in lists.get("supersedes", []):
        problems.append("a memory cannot supersede itself ('supersedes' names its own id)")
    if has_lone_surrogate(data):
        problems.append("a field holds a lone UTF-16 surrogate (\\ud800-\\udfff), which is not valid Unicode")
    if problems:
        raise ValueError("; ".join(problems))
    return Memory(
        id=memory_id if isinstance(memory_id, str) else new_memory_id(),
        text=text,
        topic=topic.strip() if isinstance(topic, str) else None,
        status=status,
        source_created_at=stamps["source_created_at"],
        created_at=stamps["created_at"] or now,
        importance=float(importance) if importance is not None else None,
        status_given="status" in data,
        **lists,
    )


def has_lone_surrogate(value: Any) -> bool:
    """Whether a string anywhere in a JSON value holds a lone surrogate (JSON's "\\ud800"
    decodes to one; it cannot be encoded, so nothing downstream could store it)."""
    if isinstance(value, str):
        return any("\ud800" <= c <= "\udfff" for c in value)
    if isinstance(value, dict):
        return any(has_lone_surrogate(k) or has_lone_surrogate(v) for k, v in value.items())
    if isinstance(value, list):
        return any(has_lone_surrogate(v) for v in value)
    return False


@dataclass
class LineError:
    line: int
    message: str

    def to_json(self) -> dict[str, Any]:
        return {"line": self.line, "message": self.message}


_LINE_BREAK = re.compile(r"\r\n|\r|\n")


def parse_jsonl(text: str, now: datetime) -> tuple[list[Memory], list[LineError]]:
    """Parse JSON Lines; blank lines are skipped. Returns (memories, every line's error)."""
    memories: list[Memory] = []
    errors: list[LineError] = []
    seen: dict[str, int] = {}
    # Only CR/LF end a line: str.splitlines() also splits on U+2028, U+2029 and U+0085,
    # which JSON allows unescaped inside a string.
    for number, line in enumerate(_LINE_BREAK.split(text), start=1):
        if not line.strip():
            continue
        if len(line) > MAX_LINE_CHARS:
            errors.append(LineError(number, f"the line is longer than {MAX_LINE_CHARS:,} characters"))
            continue
        try:
            data = json.loads(line)
        except json.JSONDecodeError as exc:
            errors.append(LineError(number, f"invalid JSON: {exc.msg} (column {exc.colno})"))
            continue
        except RecursionError:
            errors.append(LineError(number, "invalid JSON: nested too deeply (a memory is a flat object)"))
            continue
        except ValueError:  # an integer with more digits than Python converts (4300)
            errors.append(LineError(number, "invalid JSON: a number has too many digits"))
            continue
        try:
            memory = memory_from_dict(data, now)
        except ValueError as exc:
            errors.append(LineError(number, str(exc)))
            continue
        if memory.id in seen:
            errors.append(
                LineError(number, f"id '{memory.id}' also appears on line {seen[memory.id]}")
            )
            continue
        seen[memory.id] = number
        memories.append(memory)
    return memories, errors
