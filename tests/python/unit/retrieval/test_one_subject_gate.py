"""The gate lets recency decide only between memories about one subject (pure pipeline, vectors
given: no store, no Cognee)."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import numpy as np

from cognee_memory.model import Memory, Status
from cognee_memory.requests import RetrieveRequest
from cognee_memory.retrieval.candidates import Candidate
from cognee_memory.retrieval.pipeline import rank_candidates

NOW = datetime(2026, 11, 21, tzinfo=timezone.utc)
# The chip is the answer; a newer remark about the office Wi-Fi lies within the gate's band.
CHIP = ("chip", "Wi-Fi is an ESP32 module running the vendor's AT firmware.", 0.52, 300)
OFFICE = ("office", "Office Wi-Fi is run by IT; guests get the Visitors network.", 0.50, 2)
# Far apart in meaning (cosine ≈ .10), as a chip and an office network are.
APART = np.array([[1.0, 0.0, 0.0], [0.1, 1.0, 0.0]])


def found(*rows: tuple[str, str, float, float]) -> list[Candidate]:
    return [Candidate(memory=Memory(id=i, text=t, status=Status.ACTIVE, source_created_at=NOW - timedelta(days=d)),
                      semantic=s, found_by="vector") for i, t, s, d in rows]


def ask(candidates: list[Candidate], vectors: np.ndarray | None, **fields: object) -> dict:
    request = RetrieveRequest.from_json({"query": "Which Wi-Fi chip do we use?", "now": "2026-11-21T00:00:00Z",
                                         "lexical": False, "fusion": "none", **fields})
    return rank_candidates(candidates, request, vectors=vectors)


def ids(body: dict) -> list[str]:
    return [r["id"] for r in body["results"]]


def test_a_newer_memory_about_another_subject_does_not_win_by_its_age() -> None:
    body = ask(found(CHIP, OFFICE), APART)
    assert ids(body) == ["chip", "office"]
    office = body["results"][1]
    assert office["gated"] is False and office["placed_by"] == "relevance"
    assert "about another subject than the best memory" in office["why"]


def test_a_newer_memory_about_the_same_subject_still_wins_by_its_age() -> None:
    older = ("free", "Commit messages are free-form.", 0.52, 300)
    newer = ("cc", "Commit messages must follow Conventional Commits, checked by commitlint.", 0.50, 2)
    close = np.array([[1.0, 0.2, 0.0], [0.9, 0.3, 0.1]])
    body = ask(found(older, newer), close)
    assert ids(body) == ["cc", "free"]
    assert [r["gated"] for r in body["results"]] == [True, True]


def test_with_the_subject_test_off_the_band_alone_decides_and_recency_wins() -> None:
    body = ask(found(CHIP, OFFICE), APART, relevance_same_subject=False)
    assert ids(body) == ["office", "chip"]
    assert body["ranking"]["relevance_gate"]["same_subject"] is False


def test_without_vectors_the_band_alone_decides() -> None:
    assert ids(ask(found(CHIP, OFFICE), None)) == ["office", "chip"]
