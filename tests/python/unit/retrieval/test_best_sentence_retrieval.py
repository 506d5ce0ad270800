"""The retrieve pipeline reads long memories by their best sentence too (ranking/passages.py): a long
note that answers the question in one sentence outranks a long note that is only about the same
things on the whole; the cosine shown stays the whole text's."""

from __future__ import annotations

import asyncio
from datetime import datetime, timezone

import numpy as np
import pytest

from cognee_memory.requests import RetrieveRequest
from cognee_memory.retrieval.candidates import Candidate
from cognee_memory.retrieval.pipeline import retrieve
from cognee_memory.retrieval.sentence_vectors import SentenceVectors
from fake_vector_store import VectorStore, unit

WHEN = datetime(2026, 11, 1, tzinfo=timezone.utc)
QUESTION = "where do we keep user sessions?"
FILLER = " ".join(f"Item {n} of the weekly review was discussed and left for the next meeting." for n in range(6))
# Axes: the question, the weekly review, the infrastructure in general.
MEMORIES = {
    "answer": (FILLER + " User sessions live in Redis with a one-hour expiry.", [0.55, 0.80, 0.24]),
    "lookalike": (FILLER + " The infrastructure budget was approved for next year.", [0.62, 0.70, 0.36]),
    "short": ("Sessions used to be sticky on the load balancer.", [0.50, 0.0, 0.87]),
}


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
    return asyncio.run(retrieve(VectorStore(MEMORIES, WHEN), request, never_embeds, embed_sentences=embed_sentences))["results"]


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
