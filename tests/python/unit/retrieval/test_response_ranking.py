"""The retrieve response body built from hand-made candidates (no store, no Cognee)."""

from __future__ import annotations

import math
from datetime import datetime, timedelta, timezone

import pytest

from cognee_memory.model import Memory, Status
from cognee_memory.requests import RetrieveRequest
from cognee_memory.retrieval.candidates import Candidate
from cognee_memory.retrieval.pipeline import rank_candidates

NOW = datetime(2026, 11, 21, tzinfo=timezone.utc)

RESULT_FIELDS = {
    "id", "text", "topic", "status", "source_created_at", "created_at", "decisions", "rationale",
    "open_questions", "references", "importance", "supersedes", "superseded_by",
    "semantic_score", "recency_multiplier", "status_multiplier", "score", "age_days", "tokens",
    "found_by", "factors", "relevance", "gated", "placed_by", "why",
}
BODY_FIELDS = {"success", "contract_version", "half_life_days", "include_superseded", "now",
               "results", "total_candidates", "total_tokens", "ranking"}


FORMULA_ONLY = {"lexical": False, "fusion": "none", "relevance_gate": False}


def candidate(memory_id: str, semantic: float, *, days_ago: float | None = 0.0,
              status: Status | None = Status.ACTIVE, text: str | None = None,
              found_by: str = "vector", **fields: object) -> Candidate:
    stamp = None if days_ago is None else NOW - timedelta(days=days_ago)
    memory = Memory(id=memory_id, text=text or f"memory {memory_id}", status=status,
                    source_created_at=stamp, **fields)  # type: ignore[arg-type]
    return Candidate(memory=memory, semantic=semantic, found_by=found_by)


def retrieve(candidates: list[Candidate], **fields: object) -> dict:
    # The formula alone: cosine first stage, no relevance gate (those have their own tests).
    request = RetrieveRequest.from_json({"query": "which database?", "now": "2026-11-21T00:00:00Z",
                                         "top_k": 50, **FORMULA_ONLY, **fields})
    return rank_candidates(candidates, request)


def by_id(body: dict) -> dict[str, dict]:
    return {r["id"]: r for r in body["results"]}


def test_results_carry_every_contract_field() -> None:
    body = retrieve([
        candidate("db-2", 0.56, days_ago=10.305555, topic="database", decisions=["SQLite for CI"],
                  references=["src/db.ts"], importance=0.5, supersedes=["db-0"], superseded_by=["db-9"],
                  created_at=NOW - timedelta(hours=1)),
    ])
    assert set(body) == BODY_FIELDS
    assert body["success"] is True and body["contract_version"] == "1.0"
    assert "query" not in body  # never echoed: a query may hold a pasted secret
    assert body["now"] == "2026-11-21T00:00:00Z"
    assert body["half_life_days"] == 7.0 and body["include_superseded"] is False
    (result,) = body["results"]
    assert set(result) == RESULT_FIELDS
    assert result["topic"] == "database" and result["status"] == "Active"
    assert result["decisions"] == ["SQLite for CI"] and result["references"] == ["src/db.ts"]
    assert result["supersedes"] == ["db-0"] and result["superseded_by"] == ["db-9"]
    assert result["importance"] == 0.5
    assert result["source_created_at"].endswith("Z") and result["created_at"] == "2026-11-20T23:00:00Z"
    assert result["found_by"] == "vector"
    assert result["age_days"] == pytest.approx(10.305555)
    assert result["recency_multiplier"] == pytest.approx(math.exp(-math.log(2) * 10.305555 / 7))
    assert result["score"] == pytest.approx(0.56 * result["recency_multiplier"] * 1.0)


def test_results_are_plain_json_types() -> None:
    (result,) = retrieve([candidate("a", 0.5)])["results"]
    for key in ("semantic_score", "recency_multiplier", "status_multiplier", "score", "age_days"):
        assert type(result[key]) is float, key
    assert type(result["tokens"]) is int


def test_status_multipliers_are_visible_on_each_result() -> None:
    body = retrieve([
        candidate("d", 0.5, status=Status.DECISION_RECORD),
        candidate("a", 0.5, status=Status.ACTIVE),
        candidate("s", 0.5, status=Status.SUPERSEDED),
        candidate("l", 0.5, status=None),
    ], include_superseded=True)
    results = by_id(body)
    assert {i: r["status_multiplier"] for i, r in results.items()} == pytest.approx(
        {"d": 1.1, "a": 1.0, "s": 0.4, "l": 1.0})
    assert results["l"]["status"] is None
    assert [r["id"] for r in body["results"]] == ["d", "a", "l", "s"]


def test_custom_status_multipliers_change_scores_and_order() -> None:
    body = retrieve([candidate("s", 0.9, status=Status.SUPERSEDED), candidate("a", 0.5)],
                    status_multipliers=["Superseded=1"], include_superseded=True)
    assert [r["id"] for r in body["results"]] == ["s", "a"]
    assert by_id(body)["s"]["status_multiplier"] == 1.0


def test_order_is_score_then_status_then_id() -> None:
    body = retrieve([
        candidate("b-active", 0.5),
        candidate("z-decision", 0.5, status=Status.DECISION_RECORD),
        candidate("a-active", 0.5),
        candidate("weekold", 0.9, days_ago=7),  # 0.45
        candidate("top", 0.8),
    ], status_multipliers=["DecisionRecord=1"])
    assert [r["id"] for r in body["results"]] == ["top", "z-decision", "a-active", "b-active", "weekold"]
    scores = [r["score"] for r in body["results"]]
    assert scores == sorted(scores, reverse=True)


def test_missing_and_future_timestamps_mean_no_decay() -> None:
    results = by_id(retrieve([candidate("none", 0.5, days_ago=None), candidate("future", 0.5, days_ago=-2)]))
    for memory_id in ("none", "future"):
        assert results[memory_id]["age_days"] == 0.0
        assert results[memory_id]["recency_multiplier"] == pytest.approx(1.0)


def test_created_at_is_used_when_source_created_at_is_missing() -> None:
    c = candidate("x", 0.5, days_ago=None, created_at=NOW - timedelta(days=7))
    (result,) = retrieve([c])["results"]
    assert result["age_days"] == pytest.approx(7.0)
    assert result["recency_multiplier"] == pytest.approx(0.5)


def test_source_created_at_wins_over_created_at() -> None:
    c = candidate("x", 0.5, days_ago=14, created_at=NOW - timedelta(hours=1))
    (result,) = retrieve([c])["results"]
    assert result["recency_multiplier"] == pytest.approx(0.25)


def test_half_life_from_the_request_is_applied() -> None:
    body = retrieve([candidate("x", 1.0, days_ago=30)], half_life_days="30")
    assert body["half_life_days"] == 30.0
    assert body["results"][0]["score"] == pytest.approx(0.5)


def test_top_k_keeps_the_best_and_total_candidates_counts_all() -> None:
    body = retrieve([candidate(f"m{i}", i / 10) for i in range(1, 8)], top_k=3)
    assert [r["id"] for r in body["results"]] == ["m7", "m6", "m5"]
    assert body["total_candidates"] == 7


def test_token_budget_trims_from_the_bottom_and_totals_what_is_returned() -> None:
    body = retrieve([
        candidate("first", 0.9, text="a" * 400),   # 100 tokens
        candidate("second", 0.8, text="b" * 400),  # 100 tokens
        candidate("third", 0.7, text="c" * 40),    # 10 tokens
    ], max_tokens=150)
    assert [r["id"] for r in body["results"]] == ["first"]
    assert body["results"][0]["tokens"] == 100
    assert body["total_tokens"] == 100


def test_an_oversized_first_result_is_returned_alone() -> None:
    body = retrieve([candidate("huge", 0.9, text="x" * 4000), candidate("small", 0.1, text="y")], max_tokens=10)
    assert [r["id"] for r in body["results"]] == ["huge"]
    assert body["total_tokens"] == 1000


def test_tokens_belong_to_their_own_result_after_reordering() -> None:
    body = retrieve([candidate("short-low", 0.1, text="x" * 8), candidate("long-high", 0.9, text="y" * 80)])
    assert [(r["id"], r["tokens"]) for r in body["results"]] == [("long-high", 20), ("short-low", 2)]
    assert body["total_tokens"] == 22


def test_found_by_is_passed_through() -> None:
    results = by_id(retrieve([candidate("v", 0.5), candidate("g", 0.4, found_by="graph:successor"),
                              candidate("r", 0.3, found_by="graph:related")]))
    assert {i: r["found_by"] for i, r in results.items()} == {
        "v": "vector", "g": "graph:successor", "r": "graph:related"}


def test_no_candidates_gives_an_empty_result_list() -> None:
    body = retrieve([])
    assert body["results"] == [] and body["total_candidates"] == 0 and body["total_tokens"] == 0


def test_with_the_default_pipeline_a_new_unrelated_memory_never_beats_an_older_answer() -> None:
    # Two memories: rank fusion gives them nearly equal fused scores (ranks 1 and 2 in both lists),
    # so without a check on meaning the newer, unrelated one would win on recency alone.
    answer = Candidate(memory=Memory(id="db-1", text="For tests we use SQLite", status=Status.ACTIVE,
                                     source_created_at=NOW - timedelta(days=3)),
                       semantic=0.45, found_by="vector", ranks={"vector": 1, "bm25": 1})
    unrelated = Candidate(memory=Memory(id="ui-1", text="Buttons use the primary colour", status=Status.ACTIVE,
                                        source_created_at=NOW),
                          semantic=0.08, found_by="vector", ranks={"vector": 2, "bm25": 2})
    request = RetrieveRequest.from_json({"query": "which database do we use in tests?",
                                         "now": "2026-11-21T00:00:00Z", "top_k": 5})
    body = rank_candidates([unrelated, answer], request)
    assert [r["id"] for r in body["results"]] == ["db-1", "ui-1"]
    assert by_id(body)["db-1"]["gated"] is True and by_id(body)["ui-1"]["gated"] is False


def test_every_result_says_where_it_is_and_why() -> None:
    body = retrieve([candidate("strong", 0.9), candidate("weak", 0.1)], relevance_gate=True)
    strong, weak = body["results"]
    assert strong["placed_by"] == "gate" and strong["why"].startswith("passed the relevance gate")
    assert weak["placed_by"] == "relevance" and weak["why"].startswith("below the relevance gate")
    assert f"relevance {weak['relevance']:.2f}" in weak["why"]
    (alone,) = retrieve([candidate("a", 0.5)])["results"]  # the gate off
    assert alone["placed_by"] == "score"


def test_a_recent_remark_about_an_occasion_follows_an_old_fact_it_mentions_and_says_why() -> None:
    # Both mention the audio team; the remark is as relevant by its words and 200 days newer.
    fact = candidate("fmod", 0.62, days_ago=200, text="Sound designers author all audio in FMOD Studio.")
    remark = candidate("drums", 0.64, days_ago=4,
                       text="Someone joked in standup that the audio team should get a bigger office.")
    body = retrieve([fact, remark], query="What tool does the audio team use?", fusion="score",
                    relevance_gate=True, lexical=False)
    assert [r["id"] for r in body["results"]] == ["fmod", "drums"]
    why = by_id(body)["drums"]["why"]
    assert by_id(body)["drums"]["placed_by"] == "relevance"
    assert "a remark about an occasion ('joked')" in why, why
    # Asked about the occasion, the remark is an answer like any other: recency puts it first.
    body = retrieve([fact, remark], query="What did someone joke about in standup?", fusion="score",
                    relevance_gate=True, lexical=False)
    assert [r["id"] for r in body["results"]][0] == "drums"


def test_a_memory_far_above_that_names_no_product_of_the_kind_asked_for_follows_one_that_does() -> None:
    # "Which data warehouse do we use?": the access rule mentions the warehouse, the fact names Snowflake.
    rule = candidate("access", 0.61, days_ago=20, text="Access to the warehouse needs a ticket approved by the data "
                                                        "owner, to protect the warehouse from accidental deletes.")
    fact = candidate("snowflake", 0.30, days_ago=200, text="Our analytics tables live in Snowflake.")
    body = retrieve([rule, fact], query="Which data warehouse do we use?", fusion="score", relevance_gate=True,
                    lexical=False)
    assert [r["id"] for r in body["results"]] == ["snowflake", "access"]
    why = by_id(body)["access"]["why"]
    assert "the question asks which warehouse and this memory names none" in why, why


def test_a_memory_that_names_the_product_asked_for_says_so() -> None:
    sentry = candidate("sentry", 0.07, days_ago=200, text="Sentry is wired into the api and the worker.")
    pnpm = candidate("pnpm", 0.18, days_ago=20, text="We use pnpm in every package.")
    body = retrieve([sentry, pnpm], query="What do we use for error tracking?", fusion="score",
                    relevance_gate=True, lexical=True)
    assert [r["id"] for r in body["results"]][0] == "sentry"
    assert "names sentry, a kind of tool the question asks for (error tracking)" in by_id(body)["sentry"]["why"]
    assert "kind of tool" not in by_id(body)["pnpm"]["why"]
