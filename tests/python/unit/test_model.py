"""Validation of untrusted input: timestamps, statuses and JSON Lines memories."""

from __future__ import annotations

import json
from datetime import datetime, timedelta, timezone

import pytest

from cognee_memory.model import Memory, Status, parse_jsonl, parse_status, parse_timestamp

NOW = datetime(2026, 11, 21, 12, 0, tzinfo=timezone.utc)


def jsonl(*objects: object) -> str:
    return "".join((o if isinstance(o, str) else json.dumps(o)) + "\n" for o in objects)


def errors_by_line(text: str) -> dict[int, str]:
    memories, errors = parse_jsonl(text, NOW)
    return {e.line: e.message for e in errors}


# ---- timestamps ------------------------------------------------------------------------


def test_timestamp_with_z_is_utc() -> None:
    parsed = parse_timestamp("2025-11-03T14:00:00Z")
    assert parsed == datetime(2025, 11, 3, 14, 0, tzinfo=timezone.utc)
    assert parsed.utcoffset() == timedelta(0)


def test_timestamp_offset_is_converted_to_utc_not_overwritten() -> None:
    parsed = parse_timestamp("2025-11-03T14:00:00+02:00")
    assert parsed == datetime(2025, 11, 3, 12, 0, tzinfo=timezone.utc)
    assert parsed.utcoffset() == timedelta(0)
    assert parse_timestamp("2025-11-03T09:30:00-05:00").hour == 14


def test_naive_timestamp_is_taken_as_utc() -> None:
    parsed = parse_timestamp("2025-11-03T14:00:00")
    assert parsed == datetime(2025, 11, 3, 14, 0, tzinfo=timezone.utc)


def test_fractional_seconds_and_lowercase_z_are_accepted() -> None:
    assert parse_timestamp("2025-11-03T14:00:00.250z") == datetime(
        2025, 11, 3, 14, 0, 0, 250_000, tzinfo=timezone.utc
    )


@pytest.mark.parametrize("value", ["yesterday", "2025-13-01T00:00:00Z", "2025-11-03T25:00:00Z",
                                   "14:00 3 Nov 2025", "", "   ", None, 1730642400, ["2025-11-03"]])
def test_unparseable_timestamps_are_rejected_with_a_readable_message(value: object) -> None:
    with pytest.raises(ValueError, match="ISO 8601"):
        parse_timestamp(value)  # type: ignore[arg-type]


# ---- statuses --------------------------------------------------------------------------


@pytest.mark.parametrize(("name", "status"), [("Active", Status.ACTIVE), ("Superseded", Status.SUPERSEDED),
                                              ("DecisionRecord", Status.DECISION_RECORD),
                                              (None, None), ("legacy", None)])
def test_known_statuses_parse(name: object, status: Status | None) -> None:
    assert parse_status(name) is status


@pytest.mark.parametrize("name", ["active", "ACTIVE", "Archived", "", 1, True, ["Active"]])
def test_unknown_or_miscased_statuses_are_rejected(name: object) -> None:
    with pytest.raises(ValueError, match="unknown status"):
        parse_status(name)


# ---- JSON Lines: valid input -----------------------------------------------------------


def test_a_full_valid_line_becomes_a_memory_with_every_field() -> None:
    memories, errors = parse_jsonl(jsonl({
        "id": "db-1", "text": "We use PostgreSQL.", "topic": "database", "status": "Active",
        "source_created_at": "2026-08-02T12:15:00+02:00", "created_at": "2026-08-03T00:00:00Z",
        "decisions": ["Use PostgreSQL 16"], "rationale": "JSONB", "open_questions": [],
        "references": ["src/db.ts", "docs/db.md"], "importance": 0.75, "supersedes": ["db-0"],
    }), NOW)
    assert errors == []
    (memory,) = memories
    assert memory == Memory(
        id="db-1", text="We use PostgreSQL.", topic="database", status=Status.ACTIVE,
        source_created_at=datetime(2026, 8, 2, 10, 15, tzinfo=timezone.utc),
        created_at=datetime(2026, 8, 3, tzinfo=timezone.utc),
        decisions=["Use PostgreSQL 16"], rationale=["JSONB"], open_questions=[],
        references=["src/db.ts", "docs/db.md"], importance=0.75, supersedes=["db-0"],
    )
    assert memory.to_json()["source_created_at"] == "2026-08-02T10:15:00Z"


def test_ids_are_kept_verbatim() -> None:
    ids = ["db-1", "Auth/Token#2", "日本語-メモ", "42", "mem-deadbeef"]
    memories, errors = parse_jsonl(jsonl(*({"id": i, "text": "t"} for i in ids)), NOW)
    assert errors == []
    assert [m.id for m in memories] == ids


def test_missing_ids_are_generated_and_unique() -> None:
    memories, errors = parse_jsonl(jsonl({"text": "a"}, {"text": "b"}, {"id": None, "text": "c"}), NOW)
    assert errors == []
    generated = [m.id for m in memories]
    assert all(i.startswith("mem-") and len(i) > len("mem-") for i in generated)
    assert len(set(generated)) == 3


def test_created_at_defaults_to_now_and_a_missing_status_is_legacy() -> None:
    (memory,), _ = parse_jsonl(jsonl({"id": "x", "text": "t"}), NOW)
    assert memory.created_at == NOW
    assert memory.source_created_at is None
    assert memory.status is None and memory.status_given is False
    (explicit,), _ = parse_jsonl(jsonl({"id": "y", "text": "t", "status": None}), NOW)
    assert explicit.status is None and explicit.status_given is True


def test_blank_lines_are_skipped_but_still_counted_for_line_numbers() -> None:
    text = "\n" + json.dumps({"id": "a", "text": "t"}) + "\n   \n{broken\n"
    memories, errors = parse_jsonl(text, NOW)
    assert [m.id for m in memories] == ["a"]
    assert [e.line for e in errors] == [4]


def test_windows_line_endings_are_accepted() -> None:
    text = json.dumps({"id": "a", "text": "t"}) + "\r\n" + json.dumps({"id": "b", "text": "u"}) + "\r\n"
    memories, errors = parse_jsonl(text, NOW)
    assert errors == [] and [m.id for m in memories] == ["a", "b"]


def test_text_with_unicode_line_separators_stays_one_memory() -> None:
    # JSON allows U+2028/U+2029/U+0085 unescaped inside strings (json.dumps(ensure_ascii=False)
    # writes them raw); they are not line breaks of the JSON Lines file.
    line = json.dumps({"id": "a", "text": "first\u2028second\u2029third\x85fourth"}, ensure_ascii=False)
    memories, errors = parse_jsonl(line + "\n" + json.dumps({"id": "b", "text": "t"}) + "\n", NOW)
    assert errors == []
    assert [m.id for m in memories] == ["a", "b"]
    assert memories[0].text == "first\u2028second\u2029third\x85fourth"


# ---- JSON Lines: every kind of bad line ------------------------------------------------

BAD_LINES = {
    "bad JSON": ('{"id": "x", "text": ', "invalid JSON"),
    "not an object": ('["a list"]', "JSON object"),
    "missing text": ({"id": "x"}, "'text'"),
    "empty text": ({"id": "x", "text": "  "}, "'text'"),
    "unknown status": ({"id": "x", "text": "t", "status": "Archived"}, "unknown status"),
    "unparseable timestamp": ({"id": "x", "text": "t", "source_created_at": "last tuesday"}, "source_created_at"),
    "unparseable created_at": ({"id": "x", "text": "t", "created_at": "soon"}, "created_at"),
    "importance above 1": ({"id": "x", "text": "t", "importance": 1.5}, "importance"),
    "importance below 0": ({"id": "x", "text": "t", "importance": -0.1}, "importance"),
    "importance not a number": ({"id": "x", "text": "t", "importance": "high"}, "importance"),
    "importance boolean": ({"id": "x", "text": "t", "importance": True}, "importance"),
    "importance NaN": ('{"id": "x", "text": "t", "importance": NaN}', "importance"),
    "unknown field": ({"id": "x", "text": "t", "priority": 3}, "priority"),
    "id not a string": ({"id": 7, "text": "t"}, "'id'"),
    "empty topic": ({"id": "x", "text": "t", "topic": ""}, "'topic'"),
    "list of non-strings": ({"id": "x", "text": "t", "references": [1, 2]}, "'references'"),
}


@pytest.mark.parametrize("kind", list(BAD_LINES))
def test_each_kind_of_bad_line_is_reported_with_its_line_number(kind: str) -> None:
    bad, fragment = BAD_LINES[kind]
    text = jsonl({"id": "ok-1", "text": "fine"}, bad, {"id": "ok-2", "text": "fine too"})
    found = errors_by_line(text)
    assert list(found) == [2], found
    assert fragment in found[2]


def test_importance_at_the_bounds_is_valid() -> None:
    memories, errors = parse_jsonl(jsonl({"text": "a", "importance": 0}, {"text": "b", "importance": 1}), NOW)
    assert errors == [] and [m.importance for m in memories] == [0.0, 1.0]


def test_duplicate_id_is_reported_on_the_second_line_naming_the_first() -> None:
    found = errors_by_line(jsonl({"id": "dup", "text": "a"}, {"id": "other", "text": "b"},
                                 {"id": "dup", "text": "c"}))
    assert list(found) == [3]
    assert "dup" in found[3] and "line 1" in found[3]


def test_every_offending_line_is_listed_at_once() -> None:
    text = jsonl(
        {"id": "a", "text": "ok"},
        "not json",
        {"id": "b"},
        {"id": "c", "text": "t", "status": "Bogus"},
        {"id": "d", "text": "t", "source_created_at": "31/12/2025"},
        {"id": "e", "text": "t", "importance": 2},
        {"id": "a", "text": "again"},
        {"id": "f", "text": "t", "colour": "red"},
        {"id": "g", "text": "ok"},
    )
    memories, errors = parse_jsonl(text, NOW)
    assert [e.line for e in errors] == [2, 3, 4, 5, 6, 7, 8]
    assert [m.id for m in memories] == ["a", "g"]
    assert all(e.to_json() == {"line": e.line, "message": e.message} for e in errors)


def test_one_line_with_several_problems_names_all_of_them() -> None:
    found = errors_by_line(jsonl({"id": "x", "status": "Nope", "importance": 9, "extra": 1}))
    message = found[1]
    for fragment in ("'text'", "unknown status", "importance", "extra"):
        assert fragment in message
