"""Feedback events: validating what the extension sends, and turning the log into judgments.

Three kinds of event, tied together by the retrieval id the extension gives each answer:

* ``shown``: the memories retrieved for a question, each with the ranking inputs of that
  moment (semantic score, age in days, status and its multiplier) and whether it was shown;
* ``rating``: the answer was rated helpful (👍) or not (👎); the last rating counts;
* ``opened``: the user opened one of the answer's memories.

The question text is never stored: only a keyed hash (``question_key``), so repeats of a
question are recognised. No I/O here; the key and the clock are passed in.
"""

from __future__ import annotations

import hashlib
import hmac
import re
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Callable

import numpy as np

from cognee_memory import checks
from cognee_memory.feedback.fit import Judged
from cognee_memory.model import DEFAULT_STATUS_MULTIPLIERS, STATUS_NAMES, format_timestamp, parse_status

EVENT_VERSION = 1
TYPES = ("shown", "rating", "opened")
MAX_MEMORIES = 200
MAX_ID_CHARS = 512
RETRIEVAL_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}$")

# Grades (see feedback/fit.py): opened > in a 👍 answer > no signal > in a 👎 answer.
OPENED, THUMBS_UP, NO_SIGNAL, THUMBS_DOWN = 2, 1, 0, -1


class EventError(ValueError):
    """One invalid event; the message says which field and why."""


def question_key(question: str, key: bytes) -> str:
    """A keyed hash of the normalised question (case and spacing ignored); not reversible without the key."""
    normal = " ".join(question.lower().split())
    return "q-" + hmac.new(key, normal.encode("utf-8"), hashlib.sha256).hexdigest()[:16]


def _retrieval_id(event: dict[str, Any]) -> str:
    value = event.get("retrieval_id")
    if not isinstance(value, str) or not RETRIEVAL_ID.match(value):
        raise EventError("'retrieval_id' must be 1–128 letters, digits or _.:- (e.g. 'r-3f9c…'), "
                         f"got {value!r}")
    return value


def _memory_id(value: Any, name: str) -> str:
    if not isinstance(value, str) or not value.strip() or len(value) > MAX_ID_CHARS:
        raise EventError(f"{name} must be a non-empty string of at most {MAX_ID_CHARS} characters, got {value!r}")
    return value


def _memory(raw: Any, position: int) -> dict[str, Any]:
    where = f"memories[{position}]"
    if not isinstance(raw, dict):
        raise EventError(f"{where} must be an object")
    status = raw.get("status")
    if status is not None and status not in STATUS_NAMES:
        raise EventError(f"{where}.status must be one of {', '.join(STATUS_NAMES)} or null, got {status!r}")
    multiplier = raw.get("status_multiplier")
    if multiplier is None:
        multiplier = DEFAULT_STATUS_MULTIPLIERS[parse_status(status)]
    rank = checks.positive_int(f"{where}.rank", raw.get("rank", position + 1), error=EventError)
    shown = raw.get("shown", True)
    if not isinstance(shown, bool):
        raise EventError(f"{where}.shown must be true or false, got {shown!r}")
    return {
        "id": _memory_id(raw.get("id"), f"{where}.id"),
        "rank": rank,
        "shown": shown,
        "semantic": checks.finite(f"{where}.semantic", raw.get("semantic"), low=-1.0, high=1.0, error=EventError),
        "age_days": checks.finite(f"{where}.age_days", raw.get("age_days"), low=0.0, error=EventError),
        "status": status,
        "status_multiplier": checks.finite(f"{where}.status_multiplier", multiplier, low=0.0, high=100.0,
                                           error=EventError),
    }


def normalise(event: Any, *, key: bytes, now: datetime) -> dict[str, Any]:
    """A validated event as it is stored (question text replaced by its keyed hash)."""
    if not isinstance(event, dict):
        raise EventError("an event must be a JSON object")
    kind = event.get("type")
    if kind not in TYPES:
        raise EventError(f"'type' must be one of {', '.join(TYPES)}, got {kind!r}")
    record: dict[str, Any] = {"v": EVENT_VERSION, "type": kind, "at": format_timestamp(now),
                              "retrieval_id": _retrieval_id(event)}
    if kind == "shown":
        memories = event.get("memories")
        if not isinstance(memories, list) or not memories or len(memories) > MAX_MEMORIES:
            raise EventError(f"'memories' must be a list of 1–{MAX_MEMORIES} memories")
        question = event.get("question")
        if question is not None and (not isinstance(question, str) or not question.strip()):
            raise EventError("'question' must be a non-empty string when given")
        half_life = event.get("half_life_days")
        record["question_key"] = question_key(question, key) if question else record["retrieval_id"]
        if half_life is not None:
            record["half_life_days"] = checks.finite("'half_life_days'", half_life, low=1e-6, error=EventError)
        record["memories"] = [_memory(m, i) for i, m in enumerate(memories)]
    elif kind == "rating":
        helpful = event.get("helpful")
        if not isinstance(helpful, bool):
            raise EventError(f"'helpful' must be true (👍) or false (👎), got {helpful!r}")
        record["helpful"] = helpful
    else:
        record["memory_id"] = _memory_id(event.get("memory_id"), "'memory_id'")
    return record


def normalise_all(events: list[Any], *, key: bytes, now: datetime) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """(stored records, errors as ``{index, message}``); any error means nothing is stored."""
    records, errors = [], []
    for index, event in enumerate(events):
        try:
            records.append(normalise(event, key=key, now=now))
        except EventError as exc:
            errors.append({"index": index, "message": str(exc)})
    return records, errors


@dataclass(frozen=True)
class Collected:
    judged: list[Judged]
    orphans: int  # ratings/opens whose retrieval has no recorded 'shown' event


def collect(records: list[dict[str, Any]]) -> Collected:
    """The log → one Judged per retrieval with feedback. Replays are harmless: the last
    'shown' and the last rating of a retrieval count, and an open counts once."""
    shown: dict[str, dict[str, Any]] = {}
    ratings: dict[str, bool] = {}
    opened: dict[str, set[str]] = {}
    for record in records:
        rid = record.get("retrieval_id")
        kind = record.get("type")
        if not isinstance(rid, str):
            continue
        if kind == "shown" and isinstance(record.get("memories"), list):
            shown[rid] = record
        elif kind == "rating" and isinstance(record.get("helpful"), bool):
            ratings[rid] = record["helpful"]
        elif kind == "opened" and isinstance(record.get("memory_id"), str):
            opened.setdefault(rid, set()).add(record["memory_id"])
    orphans = sum(1 for rid in ratings if rid not in shown) + sum(1 for rid in opened if rid not in shown)
    judged = []
    for rid, record in shown.items():
        if rid not in ratings and rid not in opened:
            continue
        judged.append(_judge(record, ratings.get(rid), opened.get(rid, set())))
    return Collected(judged=judged, orphans=orphans)


def _judge(record: dict[str, Any], helpful: bool | None, opened: set[str]) -> Judged:
    memories = record["memories"]
    grades = []
    for m in memories:
        if m["id"] in opened:
            grades.append(OPENED)
        elif helpful is not None and m.get("shown", True):
            grades.append(THUMBS_UP if helpful else THUMBS_DOWN)
        else:
            grades.append(NO_SIGNAL)
    as_array: Callable[[str], np.ndarray] = lambda name: np.array([float(m[name]) for m in memories])
    return Judged(
        question=str(record.get("question_key") or record["retrieval_id"]),
        semantic=np.clip(as_array("semantic"), 0.0, 1.0),
        age_days=as_array("age_days"),
        status_multiplier=as_array("status_multiplier"),
        grade=np.array(grades, dtype=np.int64),
    )


def without_memories(record: dict[str, Any], memory_ids: frozenset[str]) -> dict[str, Any] | None:
    """A logged event with no trace of the given memories (forgotten): a ``shown`` event
    loses their rows (and goes when none is left), an ``opened`` event of one goes."""
    if record.get("type") == "opened" and record.get("memory_id") in memory_ids:
        return None
    memories = record.get("memories")
    if record.get("type") == "shown" and isinstance(memories, list):
        rows = [m for m in memories if not (isinstance(m, dict) and m.get("id") in memory_ids)]
        if len(rows) == len(memories):
            return record
        return {**record, "memories": rows} if rows else None
    return record
