"""Feedback events: validation, what is stored (no question text), grades from the log."""

from __future__ import annotations

import re
from datetime import datetime, timezone

import pytest

from cognee_memory.feedback.events import EventError, collect, normalise, normalise_all, question_key

KEY = b"k" * 32
NOW = datetime(2026, 11, 21, tzinfo=timezone.utc)


def shown(rid: str = "r-1", question: str | None = "Which database do we use?", **extra) -> dict:
    memories = [
        {"id": "a", "rank": 1, "semantic": 0.6, "age_days": 2.0, "status": "Active"},
        {"id": "b", "rank": 2, "semantic": 0.5, "age_days": 40.0, "status": "DecisionRecord"},
        {"id": "c", "rank": 3, "semantic": 0.4, "age_days": 1.0, "status": None, "shown": False},
    ]
    event = {"type": "shown", "retrieval_id": rid, "memories": memories, **extra}
    if question is not None:
        event["question"] = question
    return event


def test_the_question_is_stored_only_as_a_keyed_hash_that_recognises_repeats() -> None:
    record = normalise(shown(question="Which  DATABASE do we use?"), key=KEY, now=NOW)
    assert "question" not in record and "database" not in str(record).lower()
    assert record["question_key"] == question_key("which database do we use?", KEY)
    assert question_key("which database do we use?", b"x" * 32) != record["question_key"]
    assert record["at"] == "2026-11-21T00:00:00Z"


def test_missing_multipliers_take_the_spec_defaults_and_ranks_and_shown_flags_are_kept() -> None:
    record = normalise(shown(), key=KEY, now=NOW)
    assert [m["status_multiplier"] for m in record["memories"]] == [1.0, 1.1, 1.0]
    assert [m["shown"] for m in record["memories"]] == [True, True, False]
    assert [m["rank"] for m in record["memories"]] == [1, 2, 3]


@pytest.mark.parametrize("event, field", [
    ({"type": "clicked", "retrieval_id": "r-1"}, "'type'"),
    ({"type": "rating", "retrieval_id": "has space", "helpful": True}, "'retrieval_id'"),
    ({"type": "rating", "retrieval_id": "r-1", "helpful": 1}, "'helpful'"),
    ({"type": "opened", "retrieval_id": "r-1", "memory_id": ""}, "'memory_id'"),
    ({"type": "shown", "retrieval_id": "r-1", "memories": []}, "'memories'"),
    ({"type": "shown", "retrieval_id": "r-1", "memories": [{"id": "a", "semantic": float("nan"), "age_days": 1}]},
     "memories[0].semantic"),
    ({"type": "shown", "retrieval_id": "r-1", "memories": [{"id": "a", "semantic": 0.5, "age_days": -1}]},
     "memories[0].age_days"),
    ({"type": "shown", "retrieval_id": "r-1", "memories": [{"id": "a", "semantic": 0.5, "age_days": 1, "status": "Old"}]},
     "memories[0].status"),
    ("not an object", "JSON object"),
])
def test_an_invalid_event_is_refused_naming_the_field(event, field: str) -> None:
    with pytest.raises(EventError, match=re.escape(field)):
        normalise(event, key=KEY, now=NOW)


def test_one_bad_event_in_a_batch_is_reported_by_position() -> None:
    records, errors = normalise_all([shown(), {"type": "rating", "retrieval_id": "r-1"}], key=KEY, now=NOW)
    assert len(records) == 1 and [e["index"] for e in errors] == [1]


def stored(*events: dict) -> list[dict]:
    return [normalise(e, key=KEY, now=NOW) for e in events]


def test_grades_opened_over_thumbs_up_over_unshown_and_thumbs_down() -> None:
    log = stored(shown("r-1"), {"type": "rating", "retrieval_id": "r-1", "helpful": True},
                 {"type": "opened", "retrieval_id": "r-1", "memory_id": "b"},
                 shown("r-2", question="other"), {"type": "rating", "retrieval_id": "r-2", "helpful": False})
    judged = {j.question: j.grade.tolist() for j in collect(log).judged}
    assert judged[question_key("Which database do we use?", KEY)] == [1, 2, 0]
    assert judged[question_key("other", KEY)] == [-1, -1, 0]


def test_the_last_rating_counts_replays_change_nothing_and_unrated_answers_are_left_out() -> None:
    once = stored(shown("r-1"), {"type": "rating", "retrieval_id": "r-1", "helpful": False},
                  {"type": "rating", "retrieval_id": "r-1", "helpful": True},
                  {"type": "opened", "retrieval_id": "r-1", "memory_id": "a"}, shown("r-3", question="unrated"))
    twice = once + once
    for log in (once, twice):
        judged = collect(log).judged
        assert len(judged) == 1 and judged[0].grade.tolist() == [2, 1, 0]


def test_feedback_for_an_unknown_retrieval_is_counted_as_orphaned() -> None:
    result = collect(stored({"type": "rating", "retrieval_id": "r-9", "helpful": True},
                            {"type": "opened", "retrieval_id": "r-8", "memory_id": "x"}))
    assert result.judged == [] and result.orphans == 2


def test_a_shown_event_without_a_question_counts_as_its_own_question() -> None:
    log = stored(shown("r-1", question=None), {"type": "rating", "retrieval_id": "r-1", "helpful": True})
    assert collect(log).judged[0].question == "r-1"
