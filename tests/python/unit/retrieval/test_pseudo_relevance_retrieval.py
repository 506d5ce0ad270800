"""The retrieve pipeline with Rocchio feedback (ranking/pseudo_relevance.py) over a tiny vector store: an
answer that shares no word with the question, but whose neighbours answer it too, is found."""

from __future__ import annotations

import asyncio
from datetime import datetime, timezone

import numpy as np
import pytest

from cognee_memory.ranking import pseudo_relevance
from cognee_memory.requests import RetrieveRequest
from cognee_memory.retrieval.candidates import Candidate
from cognee_memory.retrieval.pipeline import retrieve
from fake_vector_store import VectorStore, unit

WHEN = datetime(2026, 11, 1, tzinfo=timezone.utc)
QUESTION = "which cache do we use for sessions?"
# Axes: the question's own words, Redis, the CDN, something else.
MEMORIES = {
    "redis-sessions": ("Redis holds the session cache.", [0.8, 0.6, 0.0, 0.0]),
    "redis-cluster": ("The Redis cluster runs three nodes.", [0.7, 0.7, 0.1, 0.0]),
    "redis-eviction": ("Redis evicts least recently used keys.", [0.6, 0.8, 0.0, 0.0]),
    "answer": ("The key-value store is sized at 4 GB.", [0.30, 0.95, 0.0, 0.0]),
    "cdn": ("The CDN edge rules were rewritten.", [0.35, 0.0, 0.94, 0.0]),
    "noise": ("Lunch is at noon.", [0.1, 0.0, 0.0, 1.0]),
}


def workspace() -> VectorStore:
    return VectorStore(MEMORIES, WHEN)


async def never_embeds(candidates: list[Candidate]) -> np.ndarray:
    raise AssertionError("every memory has a stored vector")


def order(store: VectorStore) -> list[str]:
    request = RetrieveRequest.from_json({"query": QUESTION, "now": "2026-11-02T00:00:00Z", "top_k": 10})
    body = asyncio.run(retrieve(store, request, never_embeds))
    return [r["id"] for r in body["results"]]


def test_an_answer_close_to_the_strongest_hits_ranks_above_a_closer_memory_about_something_else() -> None:
    ranked = order(workspace())
    assert ranked.index("answer") < ranked.index("cdn")


def test_without_feedback_the_closer_memory_about_something_else_ranks_first(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pseudo_relevance, "DEPTH", 0)
    ranked = order(workspace())
    assert ranked.index("cdn") < ranked.index("answer")


def test_the_shown_cosine_stays_the_plain_cosine() -> None:
    request = RetrieveRequest.from_json({"query": QUESTION, "now": "2026-11-02T00:00:00Z", "top_k": 10})
    body = asyncio.run(retrieve(workspace(), request, never_embeds))
    (answer,) = [r for r in body["results"] if r["id"] == "answer"]
    assert answer["cosine"] == pytest.approx(float(unit(MEMORIES["answer"][1])[0]))


def test_the_stored_vectors_are_read_once_per_question() -> None:
    store = workspace()
    order(store)
    assert store.vector_reads == 1
