"""Validation of retrieve requests (shared by the CLI, the backend and the direct path)."""

from __future__ import annotations

import math
from datetime import datetime, timezone

import pytest

from cognee_memory.errors import MemoryToolError
from cognee_memory.model import Status
from cognee_memory.requests import RetrieveRequest, parse_ingest_text
from cognee_memory.retrieval.pipeline import plan
from cognee_memory.ranking.scoring import SPEC


def request(**fields: object) -> RetrieveRequest:
    return RetrieveRequest.from_json({"query": "which database?", **fields})


def rejected(**fields: object) -> MemoryToolError:
    with pytest.raises(MemoryToolError) as info:
        RetrieveRequest.from_json({"query": "which database?", **fields})
    assert info.value.code == "INVALID_ARGUMENT"
    assert info.value.exit_code == 2 and info.value.retryable is False
    return info.value


def test_defaults_follow_the_contract() -> None:
    parsed = request()
    assert (parsed.top_k, parsed.max_tokens, parsed.half_life_days) == (5, 2000, None)
    assert plan(parsed, SPEC).half_life_days == 7.0  # no half-life given: the spec's
    assert parsed.compare_half_lives == ()
    assert parsed.include_superseded is False
    assert parsed.multiplier_map == {Status.DECISION_RECORD: 1.1, Status.ACTIVE: 1.0,
                                     Status.SUPERSEDED: 0.4, None: 1.0}
    assert parsed.now is None
    assert parsed.clock().tzinfo is not None


def test_half_life_given_as_text_is_accepted() -> None:
    assert request(half_life_days="30").half_life_days == 30.0
    assert request(half_life_days=0.5).half_life_days == 0.5


@pytest.mark.parametrize("value", [0, -1, "0", "-1", "nan", math.nan, "inf", math.inf, "-inf", "abc", "",
                                   [7], True])
def test_half_life_must_be_a_finite_positive_number(value: object) -> None:
    error = rejected(half_life_days=value)
    assert "--half-life-days" in error.message


@pytest.mark.parametrize("field", ["top_k", "max_tokens"])
@pytest.mark.parametrize("value", [0, -3, "abc", "5", 2.5, None, True])
def test_top_k_and_max_tokens_must_be_whole_numbers_of_at_least_one(field: str, value: object) -> None:
    error = rejected(**{field: value})
    assert f"--{field.replace('_', '-')}" in error.message


def test_top_k_and_max_tokens_of_one_are_valid() -> None:
    parsed = request(top_k=1, max_tokens=1)
    assert (parsed.top_k, parsed.max_tokens) == (1, 1)


@pytest.mark.parametrize("query", ["", "   \n", None, 42])
def test_query_must_be_non_empty_text(query: object) -> None:
    with pytest.raises(MemoryToolError) as info:
        RetrieveRequest.from_json({"query": query})
    assert info.value.code == "INVALID_ARGUMENT"
    assert "query" in info.value.message


def test_a_missing_query_is_rejected() -> None:
    with pytest.raises(MemoryToolError) as info:
        RetrieveRequest.from_json({})
    assert info.value.code == "INVALID_ARGUMENT"


def test_status_multipliers_override_the_defaults() -> None:
    parsed = request(status_multipliers=["Superseded=0.2", "legacy=0.9", ["DecisionRecord", 2]])
    assert parsed.multiplier_map == {Status.DECISION_RECORD: 2.0, Status.ACTIVE: 1.0,
                                     Status.SUPERSEDED: 0.2, None: 0.9}


def test_a_zero_multiplier_is_allowed() -> None:
    assert request(status_multipliers=["Superseded=0"]).multiplier_map[Status.SUPERSEDED] == 0.0


@pytest.mark.parametrize(("item", "fragment"), [
    ("Bogus=1", "Unknown status 'Bogus'"),
    ("active=1", "Unknown status"),
    ("Active=-1", "≥ 0"),
    ("Active=nan", "≥ 0"),
    ("Active=inf", "≥ 0"),
    ("Active=abc", "number"),
    ("Active=", "number"),
    ("Active", "STATUS=VALUE"),
    ("", "STATUS=VALUE"),
])
def test_bad_status_multipliers_are_rejected(item: str, fragment: str) -> None:
    error = rejected(status_multipliers=[item])
    assert fragment in error.message


def test_status_multipliers_accept_spaces_around_the_parts() -> None:
    assert request(status_multipliers=[" Superseded = 0.25 "]).multipliers == ((Status.SUPERSEDED, 0.25),)


def test_compare_half_lives_are_parsed_from_text_or_a_list() -> None:
    assert request(compare_half_lives="1, 7,30").compare_half_lives == (1.0, 7.0, 30.0)
    assert request(compare_half_lives=[2, "90"]).compare_half_lives == (2.0, 90.0)


@pytest.mark.parametrize("value", ["", "7,,30", "0", "x", "7,-1", [], ",".join(["7"] * 17)])
def test_bad_compare_half_lives_are_rejected_naming_the_flag(value: object) -> None:
    assert "--compare-half-lives" in rejected(compare_half_lives=value).message


def test_a_ranking_preset_is_not_part_of_the_product_request() -> None:
    assert "evaluation" in rejected(ranking={"preset": "mnemexa"}).message


def test_now_is_parsed_to_utc() -> None:
    parsed = request(now="2026-11-21T02:00:00+02:00")
    assert parsed.now == datetime(2026, 11, 21, tzinfo=timezone.utc)
    assert parsed.clock() == parsed.now


@pytest.mark.parametrize("now", ["tomorrow", "2026-02-30T00:00:00Z", "", 1763683200])
def test_malformed_now_is_rejected(now: object) -> None:
    error = rejected(now=now)
    assert "--now" in error.message


def test_error_envelope_has_code_message_and_no_traceback() -> None:
    error = rejected(top_k=0)
    body = error.to_json()
    assert body["success"] is False
    assert set(body["error"]) >= {"code", "message", "retryable"}
    assert "Traceback" not in body["error"]["message"]


def test_ingest_text_with_bad_lines_lists_every_line_and_stores_nothing() -> None:
    text = '{"id": "a", "text": "ok"}\n{oops\n{"id": "b"}\n'
    with pytest.raises(MemoryToolError) as info:
        parse_ingest_text(text, datetime(2026, 11, 21, tzinfo=timezone.utc))
    assert info.value.code == "INVALID_INPUT"
    assert [item["line"] for item in info.value.details["lines"]] == [2, 3]
    assert "line 2" in info.value.message and "line 3" in info.value.message


def test_ingest_text_without_any_memory_is_rejected() -> None:
    with pytest.raises(MemoryToolError) as info:
        parse_ingest_text("\n  \n", datetime(2026, 11, 21, tzinfo=timezone.utc))
    assert info.value.code == "INVALID_INPUT"
