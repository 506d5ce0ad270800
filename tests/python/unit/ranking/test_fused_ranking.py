"""The retrieve body with lexical retrieval and rank fusion, from hand-made candidates (no store)."""

from __future__ import annotations

import json
from datetime import datetime, timedelta, timezone

import pytest

from cognee_memory.model import Memory, Status
from cognee_memory.requests import RetrieveRequest
from cognee_memory.retrieval.candidates import Candidate, graph_list
from cognee_memory.retrieval.pipeline import rank_candidates

NOW = datetime(2026, 11, 21, tzinfo=timezone.utc)


def candidate(memory_id: str, cosine: float, ranks: dict[str, int], *, days_ago: float = 0.0,
              status: Status | None = Status.ACTIVE, found_by: str = "vector") -> Candidate:
    memory = Memory(id=memory_id, text=f"memory {memory_id}", status=status,
                    source_created_at=NOW - timedelta(days=days_ago))
    return Candidate(memory=memory, semantic=cosine, found_by=found_by, ranks=ranks)


def retrieve(candidates: list[Candidate], **fields: object) -> dict:
    request = RetrieveRequest.from_json({"query": "which database?", "now": "2026-11-21T00:00:00Z",
                                         "top_k": 50, **fields})
    return rank_candidates(candidates, request)


def ids(body: dict) -> list[str]:
    return [r["id"] for r in body["results"]]


POOL = [
    candidate("pg", 0.40, {"vector": 3, "bm25": 1}),
    candidate("a", 0.70, {"vector": 1}),
    candidate("b", 0.60, {"vector": 2, "graph": 1}, found_by="vector"),
    candidate("lex", 0.10, {"bm25": 2}, found_by="bm25"),
]


def test_without_lexical_and_fusion_the_body_is_the_plain_one() -> None:
    plain = retrieve(POOL, lexical=False, fusion="none")
    assert "lexical" not in plain and "fusion" not in plain
    assert all("retrievers" not in r and "cosine" not in r for r in plain["results"])
    # The ranks a candidate carries never change the default ranking: cosine order.
    assert ids(plain) == ["a", "b", "pg", "lex"]
    same = retrieve([Candidate(c.memory, c.semantic, c.found_by) for c in POOL], lexical=False, fusion="none")
    assert json.dumps(plain, sort_keys=True) == json.dumps(same, sort_keys=True)


def test_lexical_alone_keeps_cosine_ranking_and_reports_retriever_ranks() -> None:
    body = retrieve(POOL, lexical=True, fusion="none")
    assert ids(body) == ["a", "b", "pg", "lex"]
    assert body["lexical"] is True and body["fusion"] is None
    pg = body["results"][2]
    assert pg["retrievers"] == {"bm25": 1, "vector": 3}
    assert pg["cosine"] == pytest.approx(0.40) == pg["semantic_score"]


def test_rrf_replaces_the_semantic_term_with_the_normalised_fused_score() -> None:
    body = retrieve(POOL, lexical=True, fusion="rrf")
    best = (1.0 + 1.0 + 0.8) / 61  # first in vector, bm25 and graph
    by_id = {r["id"]: r for r in body["results"]}
    assert by_id["pg"]["rrf_score"] == pytest.approx(1 / 63 + 1 / 61)
    assert by_id["pg"]["semantic_score"] == pytest.approx((1 / 63 + 1 / 61) / best)
    assert by_id["b"]["rrf_score"] == pytest.approx(1 / 62 + 0.8 / 61)
    assert by_id["pg"]["cosine"] == pytest.approx(0.40)
    for r in body["results"]:
        assert r["score"] == pytest.approx(r["semantic_score"] * r["recency_multiplier"] * r["status_multiplier"])
    assert ids(body) == ["pg", "b", "a", "lex"]  # found twice beats first place once
    assert body["fusion"] == {"method": "rrf", "k": 60.0, "weights": {"vector": 1.0, "bm25": 1.0, "graph": 0.8}}


def test_fused_scores_still_decay_with_age_and_follow_status() -> None:
    pool = [candidate("old", 0.9, {"vector": 1}, days_ago=7),
            candidate("new", 0.8, {"vector": 2}),
            candidate("record", 0.7, {"vector": 3}, status=Status.DECISION_RECORD)]
    body = retrieve(pool, fusion="rrf", relevance_gate=False)  # the formula over every candidate
    by_id = {r["id"]: r for r in body["results"]}
    assert by_id["old"]["recency_multiplier"] == pytest.approx(0.5)
    assert by_id["record"]["status_multiplier"] == pytest.approx(1.1)
    assert ids(body) == ["record", "new", "old"]


def test_without_lexical_bm25_ranks_are_ignored_and_not_in_the_normaliser() -> None:
    body = retrieve([candidate("x", 0.5, {"vector": 1, "bm25": 1})], lexical=False, fusion="rrf")
    assert body["fusion"]["weights"] == {"vector": 1.0, "graph": 0.8}
    assert body["results"][0]["rrf_score"] == pytest.approx(1 / 61)
    assert body["results"][0]["semantic_score"] == pytest.approx((1 / 61) / (1.8 / 61))


def test_k_and_weights_from_the_request_are_used() -> None:
    body = retrieve(POOL, lexical=True, fusion="rrf", rrf_k=10, rrf_weights=["bm25=0", "graph=2"])
    by_id = {r["id"]: r for r in body["results"]}
    assert by_id["pg"]["rrf_score"] == pytest.approx(1 / 13)
    assert by_id["b"]["rrf_score"] == pytest.approx(1 / 12 + 2 / 11)
    assert by_id["lex"]["score"] == 0.0
    assert ids(body)[0] == "b"


def test_the_graph_list_puts_successors_first_then_neighbours_by_cosine() -> None:
    distance = {"s1": 0.9, "s2": 0.2, "r1": 0.5, "r2": 0.1, "r3": 0.5}
    assert graph_list(["s1", "s2"], ["r1", "s2", "r3", "r2"], distance) == ["s2", "s1", "r2", "r1", "r3"]


def test_all_weights_zero_gives_zero_scores_not_an_error() -> None:
    body = retrieve(POOL, lexical=True, fusion="rrf", rrf_weights=["vector=0", "bm25=0", "graph=0"])
    assert [r["score"] for r in body["results"]] == [0.0] * len(POOL)


def test_by_default_the_formula_orders_only_the_two_strongest_and_the_rest_follow_by_relevance() -> None:
    pool = [candidate("old", 0.9, {"vector": 1}, days_ago=7),
            candidate("new", 0.8, {"vector": 2}),
            candidate("record", 0.7, {"vector": 3}, status=Status.DECISION_RECORD)]
    body = retrieve(pool, fusion="rrf")
    assert ids(body) == ["new", "old", "record"]
    assert [r["gated"] for r in body["results"]] == [True, True, False]
    assert body["ranking"]["relevance_gate"] == {"on": True, "band": 0.1, "top": 2, "basis": "fused",
                                                 "same_subject": True}
