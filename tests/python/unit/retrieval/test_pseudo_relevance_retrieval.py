"""The retrieve pipeline with Rocchio feedback (ranking/pseudo_relevance.py) over a tiny vector store: an
answer that shares no word with the question, but whose neighbours answer it too, is found."""

from __future__ import annotations

import asyncio
from datetime import datetime, timezone

import numpy as np
import pytest

from cognee_memory.model import Memory, Status
from cognee_memory.ranking import pseudo_relevance
from cognee_memory.requests import RetrieveRequest
from cognee_memory.retrieval.candidates import Candidate
from cognee_memory.retrieval.pipeline import retrieve

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


def unit(vector: list[float]) -> np.ndarray:
    v = np.asarray(vector, dtype=np.float64)
    return v / np.linalg.norm(v)


class VectorStore:
    """Brute-force cosine over the memories above; no words, no graph."""

    def __init__(self) -> None:
        self.memories = {n: Memory(id=n, text=t, status=Status.ACTIVE, source_created_at=WHEN)
                         for n, (t, _) in MEMORIES.items()}
        self.stored = {n: unit(v) for n, (_, v) in MEMORIES.items()}
        self.vector_reads = 0

    async def embed(self, texts: list[str]) -> list[list[float]]:
        return [[1.0, 0.0, 0.0, 0.0] for _ in texts]

    async def lexical_search(self, query: str, limit: int) -> list[tuple[str, float]]:
        return []

    async def vector_search(self, vector: list[float], limit: int) -> list[tuple[str, float]]:
        q = unit(vector)
        hits = sorted(((n, 1.0 - float(v @ q)) for n, v in self.stored.items()), key=lambda h: h[1])
        return hits[:limit]

    async def distances(self, ids: list[str], vector: list[float]) -> dict[str, float]:
        q = unit(vector)
        return {n: 1.0 - float(self.stored[n] @ q) for n in ids}

    async def vectors(self, ids: list[str]) -> dict[str, list[float]]:
        self.vector_reads += 1
        return {n: list(self.stored[n]) for n in ids if n in self.stored}

    async def fetch(self, ids: list[str]) -> list[object]:
        return [type("Stored", (), {"memory": self.memories[n]})() for n in ids if n in self.memories]

    async def neighbours(self, ids: list[str], per_hub: int) -> list[str]:
        return []

    async def successors(self, ids: list[str]) -> list[str]:
        return []


async def never_embeds(candidates: list[Candidate]) -> np.ndarray:
    raise AssertionError("every memory has a stored vector")


def order(store: VectorStore) -> list[str]:
    request = RetrieveRequest.from_json({"query": QUESTION, "now": "2026-11-02T00:00:00Z", "top_k": 10})
    body = asyncio.run(retrieve(store, request, never_embeds))
    return [r["id"] for r in body["results"]]


def test_an_answer_close_to_the_strongest_hits_ranks_above_a_closer_memory_about_something_else() -> None:
    ranked = order(VectorStore())
    assert ranked.index("answer") < ranked.index("cdn")


def test_without_feedback_the_closer_memory_about_something_else_ranks_first(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pseudo_relevance, "DEPTH", 0)
    ranked = order(VectorStore())
    assert ranked.index("cdn") < ranked.index("answer")


def test_the_shown_cosine_stays_the_plain_cosine() -> None:
    request = RetrieveRequest.from_json({"query": QUESTION, "now": "2026-11-02T00:00:00Z", "top_k": 10})
    body = asyncio.run(retrieve(VectorStore(), request, never_embeds))
    (answer,) = [r for r in body["results"] if r["id"] == "answer"]
    assert answer["cosine"] == pytest.approx(float(unit(MEMORIES["answer"][1])[0]))


def test_the_stored_vectors_are_read_once_per_question() -> None:
    store = VectorStore()
    order(store)
    assert store.vector_reads == 1
