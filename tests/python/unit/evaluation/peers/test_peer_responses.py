"""The peers' rankings as scorers of the product's pipeline: options, half-life, response (no store)."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from typing import Any

import numpy as np
import pytest

from cognee_memory.errors import MemoryToolError
from cognee_memory.model import Memory, Status
from cognee_memory.requests import RetrieveRequest
from cognee_memory.retrieval import pipeline
from cognee_memory.retrieval.candidates import Candidate
from cognee_memory.storage.properties import memory_from_properties
from cognee_memory_eval.peers.ranking import PeerScorer

NOW = datetime(2026, 11, 21, tzinfo=timezone.utc)


def request(ranking: dict | None = None, **fields: object) -> tuple[RetrieveRequest, PeerScorer]:
    # The formula alone: cosine first stage, no relevance gate (those have their own tests).
    data = {"query": "which database?", "now": "2026-11-21T00:00:00Z", "top_k": 50,
            "lexical": False, "fusion": "none", "relevance_gate": False, **fields}
    return RetrieveRequest.from_json(data), PeerScorer.from_json(ranking, data.get("half_life_days"))


def rank_candidates(candidates: list[Candidate], given: tuple[RetrieveRequest, PeerScorer],
                    vectors: np.ndarray | None = None) -> dict[str, Any]:
    req, scorer = given
    return pipeline.rank_candidates(candidates, req, scorer, vectors)


@pytest.mark.parametrize(("ranking", "flag"), [
    ({"preset": "bogus"}, "preset"),
    ({"combine": "sum"}, "--combine"),
    ({"weights": ["recency=0.5"]}, "--weight"),  # the product has no weights
    ({"preset": "mnemexa", "weights": ["speed=1"]}, "speed"),
    ({"preset": "mnemexa", "weights": ["semantic=-1"]}, "--weight"),
    ({"preset": "mnemexa", "weights": {"semantic": 0, "recency": 0, "importance": 0, "usage": 0}}, "weights"),
    ({"normalization": "zscore"}, "--normalization"),
    ({"freshness_floor": 1.5}, "--freshness-floor"),
    ({"importance_shield": "high"}, "--importance-shield"),
    ({"usage_boost": "lots"}, "--usage-boost"),
    ({"tiebreak_std": -0.1}, "--tiebreak-std"),
    ({"diversity": "sometimes"}, "--diversity"),
    ({"mmr_lambda": 2}, "--mmr-lambda"),
    ({"min_score": "nan"}, "--min-score"),
    ({"overfetch": 0}, "--overfetch"),
    ({"overfetch": 2.5}, "--overfetch"),
    ({"intent_half_life": "yes"}, "--intent-half-life"),
    ({"colour": "blue"}, "colour"),
    ({"combine": "weighted-sum", "weights": ["usage=0.3"]}, "--usage-boost"),
])
def test_bad_ranking_options_are_invalid_arguments_naming_the_option(ranking: dict, flag: str) -> None:
    with pytest.raises(MemoryToolError) as info:
        request(ranking)
    assert info.value.code == "INVALID_ARGUMENT" and info.value.exit_code == 2
    assert flag in info.value.message


def test_an_explicit_half_life_and_an_explicit_intent_half_life_conflict() -> None:
    with pytest.raises(MemoryToolError) as info:
        request({"intent_half_life": True}, half_life_days=3)
    assert "choose one" in info.value.message


def test_no_half_life_takes_the_presets_and_an_explicit_one_wins() -> None:
    half_life = lambda given: pipeline.plan(given[0], given[1]).half_life_days  # noqa: E731
    assert half_life(request()) == 7.0
    assert half_life(request({"preset": "synabun"})) == 90.0
    assert half_life(request({"preset": "synabun"}, half_life_days="30")) == 30.0


# ---- the retrieve response ---------------------------------------------------------------


def candidate(memory_id: str, semantic: float, days_ago: float = 0.0, **fields: object) -> Candidate:
    memory = Memory(id=memory_id, text=f"memory {memory_id}", status=Status.ACTIVE,
                    source_created_at=NOW - timedelta(days=days_ago), **fields)  # type: ignore[arg-type]
    return Candidate(memory=memory, semantic=semantic, found_by="vector")


def test_the_plan018_preset_responds_as_the_product_does_and_reports_its_options() -> None:
    body = rank_candidates([candidate("a", 0.8, 7), candidate("b", 0.6)], request())
    product = pipeline.rank_candidates([candidate("a", 0.8, 7), candidate("b", 0.6)], request()[0])
    assert body["results"] == product["results"]
    assert body["ranking"] == {
        "preset": "plan018", "options": body["ranking"]["options"], "tiebreak_applied": False,
        "intent": None, "broad_query": True, "diversity_applied": False, "filtered_by_min_score": 0,
        "relevance_gate": {"on": False},
    }
    assert body["ranking"]["options"]["combine"] == "product" and body["ranking"]["options"]["weights"] is None
    for result in body["results"]:
        assert result["factors"] == {"semantic": result["semantic_score"], "recency": result["recency_multiplier"],
                                     "status": result["status_multiplier"]}
        assert result["score"] == result["semantic_score"] * result["recency_multiplier"] * result["status_multiplier"]


def test_a_preset_response_carries_every_contributing_factor() -> None:
    body = rank_candidates(
        [candidate("a", 0.8, 365, importance=0.9, access_count=30), candidate("b", 0.8, 365, access_count=2)],
        request({"preset": "synabun"}),
    )
    assert body["half_life_days"] == 90.0
    a, b = body["results"]
    assert a["id"] == "a"
    assert a["factors"] == {"semantic": 0.8, "recency": 1.0, "usage": 0.1, "status": 1.0,
                            "access_count": 30, "shielded": True}
    assert b["factors"]["shielded"] is False and b["factors"]["usage"] == pytest.approx(0.02)
    assert a["score"] == pytest.approx(0.7 * 0.8 + 0.2 * 1.0 + 0.1 * 0.1)
    assert body["ranking"]["options"]["weights"] == {"semantic": 0.7, "recency": 0.2, "importance": 0.0, "usage": 0.1}


def test_intent_and_normalised_factors_are_reported_for_memorysync() -> None:
    body = rank_candidates([candidate("a", 0.8, 1), candidate("b", 0.5, 0)],
                           request({"preset": "memorysync"}, query="what is the latest database?"))
    assert body["ranking"]["intent"] == {"name": "recent", "cues": ["latest"], "half_life_days": 1.0}
    assert body["half_life_days"] == 1.0
    assert set(body["results"][0]["factors"]["normalized"]) == {"semantic", "recency", "importance", "usage"}


def test_min_score_drops_candidates_and_says_how_many() -> None:
    body = rank_candidates([candidate("a", 0.8), candidate("b", 0.2)], request({"min_score": 0.3}))
    assert [r["id"] for r in body["results"]] == ["a"]
    assert body["total_candidates"] == 2 and body["ranking"]["filtered_by_min_score"] == 1


def test_diversity_uses_the_candidate_vectors_given() -> None:
    cands = [candidate("a", 0.9), candidate("b", 0.88), candidate("c", 0.8)]
    vectors = np.array([[1.0, 0.0], [0.999, 0.045], [0.0, 1.0]])
    body = rank_candidates(cands, request({"diversity": "always"}), vectors)
    assert [r["id"] for r in body["results"]] == ["a", "c", "b"]
    assert body["ranking"]["diversity_applied"] is True
    without = rank_candidates(cands, request({"diversity": "always"}))
    assert [r["id"] for r in without["results"]] == ["a", "b", "c"]


# ---- access counts are read from the graph node when present -------------------------------


def test_access_count_and_last_access_are_read_from_node_properties() -> None:
    base = {"memory_id": "m1", "text": "t"}
    absent = memory_from_properties(base)
    assert (absent.access_count, absent.last_accessed_at) == (0, None)
    present = memory_from_properties({**base, "access_count": 4, "last_accessed_at": "2026-11-20T00:00:00Z"})
    assert (present.access_count, present.last_accessed_at) == (4, datetime(2026, 11, 20, tzinfo=timezone.utc))
    epoch = memory_from_properties({**base, "last_accessed_at": NOW.timestamp()})
    assert epoch.last_accessed_at == NOW
    junk = memory_from_properties({**base, "access_count": "many", "last_accessed_at": "soon"})
    assert (junk.access_count, junk.last_accessed_at) == (0, None)


@pytest.mark.parametrize("preset", ["plan018", "mnemexa", "synabun", "memorysync", "recall"])
def test_an_empty_store_is_an_empty_answer_with_every_preset(preset: str) -> None:
    body = rank_candidates([], request({"preset": preset, "diversity": "always"}), np.zeros((0, 4)))
    assert body["success"] and body["results"] == [] and body["total_candidates"] == 0
    assert body["ranking"]["preset"] == preset
