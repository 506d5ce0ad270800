"""The retrieve pipeline reads long memories by their best sentence too (ranking/passages.py): a long
note that answers the question in one sentence outranks a long note that is only about the same
things on the whole; the cosine shown stays the whole text's."""

from __future__ import annotations

import asyncio
from datetime import datetime, timezone

import numpy as np
import pytest

from cognee_memory.model import Memory, Status
from cognee_memory.requests import RetrieveRequest
from cognee_memory.retrieval.candidates import Candidate
from cognee_memory.retrieval.pipeline import retrieve
from cognee_memory.retrieval.sentence_vectors import SentenceVectors

WHEN = datetime(2026, 11, 1, tzinfo=timezone.utc)
QUESTION = "where do we keep user sessions?"
FILLER = " ".join(f"Item {n} of the weekly review was discussed and left for the next meeting." for n in range(6))
# Axes: the question, the weekly review, the infrastructure in general.
MEMORIES = {
    "answer": (FILLER + " User sessions live in Redis with a one-hour expiry.", [0.55, 0.80, 0.24]),
    "lookalike": (FILLER + " The infrastructure budget was approved for next year.", [0.62, 0.70, 0.36]),
    "short": ("Sessions used to be sticky on the load balancer.", [0.50, 0.0, 0.87]),
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

    async def embed(self, texts: list[str]) -> list[list[float]]:
        return [[1.0, 0.0, 0.0] for _ in texts]

    async def lexical_search(self, query: str, limit: int) -> list[tuple[str, float]]:
        return []

    async def vector_search(self, vector: list[float], limit: int) -> list[tuple[str, float]]:
        q = unit(vector)
        return sorted(((n, 1.0 - float(v @ q)) for n, v in self.stored.items()), key=lambda h: h[1])[:limit]

    async def distances(self, ids: list[str], vector: list[float]) -> dict[str, float]:
        q = unit(vector)
        return {n: 1.0 - float(self.stored[n] @ q) for n in ids}

    async def vectors(self, ids: list[str]) -> dict[str, list[float]]:
        return {n: list(self.stored[n]) for n in ids if n in self.stored}

    async def fetch(self, ids: list[str]) -> list[object]:
        return [type("Stored", (), {"memory": self.memories[n]})() for n in ids if n in self.memories]

    async def neighbours(self, ids: list[str], per_hub: int) -> list[str]:
        return []

    async def successors(self, ids: list[str]) -> list[str]:
        return []


class SentenceEmbedder:
    """A sentence about sessions points at the question; any other at the weekly review."""

    def __init__(self) -> None:
        self.asked: list[str] = []

    async def __call__(self, texts: list[str]) -> list[list[float]]:
        self.asked += texts
        return [[1.0, 0.1, 0.0] if "sessions" in t.lower() else [0.1, 1.0, 0.0] for t in texts]


async def never_embeds(candidates: list[Candidate]) -> np.ndarray:
    raise AssertionError("every memory has a stored vector")


def answer(embed_sentences: SentenceVectors | None) -> list[dict]:
    request = RetrieveRequest.from_json({"query": QUESTION, "now": "2026-11-02T00:00:00Z", "top_k": 10})
    return asyncio.run(retrieve(VectorStore(), request, never_embeds, embed_sentences=embed_sentences))["results"]


def test_a_long_note_that_answers_in_one_sentence_comes_first() -> None:
    embedder = SentenceEmbedder()
    results = answer(SentenceVectors(embedder))
    assert results[0]["id"] == "answer"
    assert "User sessions live in Redis with a one-hour expiry." in embedder.asked
    assert not any("sticky" in t for t in embedder.asked)  # a short memory is its own sentence


def test_read_by_their_whole_text_alone_the_lookalike_comes_first() -> None:
    assert answer(None)[0]["id"] == "lookalike"


def test_the_cosine_shown_stays_the_whole_texts() -> None:
    row = next(r for r in answer(SentenceVectors(SentenceEmbedder())) if r["id"] == "answer")
    assert row["cosine"] == pytest.approx(float(unit(MEMORIES["answer"][1])[0]), abs=1e-6)
