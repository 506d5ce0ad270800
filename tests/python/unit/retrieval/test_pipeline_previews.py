"""Previews: the same candidates ranked at other half-lives by the one pipeline (no store)."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

from cognee_memory.model import Memory, Status
from cognee_memory.requests import RetrieveRequest
from cognee_memory.retrieval.candidates import Candidate
from cognee_memory.retrieval.pipeline import rank_candidates

NOW = datetime(2026, 11, 21, tzinfo=timezone.utc)


def candidate(memory_id: str, semantic: float, days_ago: float) -> Candidate:
    memory = Memory(id=memory_id, text=f"memory {memory_id} " * 20, status=Status.ACTIVE,
                    source_created_at=NOW - timedelta(days=days_ago))
    return Candidate(memory=memory, semantic=semantic, found_by="vector")


# Two answers within the gate's band (an old, slightly closer one and a recent one) and two
# weaker memories below it.
CANDIDATES = [candidate("old-answer", 0.60, 30), candidate("new-answer", 0.55, 2),
              candidate("weak-old", 0.30, 400), candidate("weak-new", 0.25, 0)]


def ranked(**fields: object) -> dict:
    request = RetrieveRequest.from_json({"query": "which database do we use?", "now": "2026-11-21T00:00:00Z",
                                         "fusion": "none", "lexical": False, **fields})
    return rank_candidates(list(CANDIDATES), request)


def ids(results: list[dict]) -> list[str]:
    return [r["id"] for r in results]


def test_the_preview_at_the_half_life_in_use_is_exactly_the_answer() -> None:
    body = ranked(half_life_days=7, compare_half_lives="1,7,365")
    (at_7,) = [p for p in body["previews"] if p["half_life_days"] == 7.0]
    assert at_7["results"] == body["results"]


def test_previews_come_in_the_order_asked_and_recency_decides_only_inside_the_gate() -> None:
    body = ranked(compare_half_lives="365,1")
    assert [p["half_life_days"] for p in body["previews"]] == [365.0, 1.0]
    long, short = (ids(p["results"]) for p in body["previews"])
    assert long[:2] == ["old-answer", "new-answer"]  # almost no decay: the closer answer first
    assert short[:2] == ["new-answer", "old-answer"]  # a day: the recent answer first
    # Outside the gate the order is by relevance at every half-life: recency pulls nothing in.
    assert long[2:] == short[2:] == ["weak-old", "weak-new"]


def test_each_preview_keeps_the_token_budget_and_top_k() -> None:
    body = ranked(top_k=3, max_tokens=120, compare_half_lives="1,30")
    for preview in [{"results": body["results"]}, *body["previews"]]:
        assert 1 <= len(preview["results"]) <= 3
        assert sum(r["tokens"] for r in preview["results"]) <= 120 or len(preview["results"]) == 1


def test_no_previews_unless_asked() -> None:
    assert "previews" not in ranked()
