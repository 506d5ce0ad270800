"""Sentence embeddings kept between requests (retrieval/sentence_vectors.py): each sentence embedded
once, the least recently read dropped first, and no text kept."""

from __future__ import annotations

import asyncio

import numpy as np

from cognee_memory.retrieval.sentence_vectors import SentenceVectors


class CountingEmbedder:
    def __init__(self) -> None:
        self.asked: list[str] = []

    async def __call__(self, texts: list[str]) -> list[list[float]]:
        self.asked += texts
        return [[float(len(t)), 1.0] for t in texts]


def test_each_sentence_is_embedded_once_across_requests() -> None:
    embed = CountingEmbedder()
    cache = SentenceVectors(embed)
    first = asyncio.run(cache(["Redis keeps sessions.", "Postgres 16.", "Redis keeps sessions."]))
    second = asyncio.run(cache(["Postgres 16.", "A new one."]))
    assert embed.asked == ["Redis keeps sessions.", "Postgres 16.", "A new one."]
    assert first.shape == (3, 2) and np.array_equal(first[0], first[2])
    assert np.array_equal(second[0], first[1])


def test_the_least_recently_read_sentence_goes_first_when_full() -> None:
    embed = CountingEmbedder()
    cache = SentenceVectors(embed, max_rows=2)
    asyncio.run(cache(["a.", "b."]))
    asyncio.run(cache(["a."]))  # "b." is now the least recently read
    asyncio.run(cache(["c."]))
    asyncio.run(cache(["a.", "b."]))
    assert embed.asked == ["a.", "b.", "c.", "b."]
    assert len(cache) == 2


def test_cleared_it_embeds_again_and_keeps_no_text() -> None:
    embed = CountingEmbedder()
    cache = SentenceVectors(embed)
    asyncio.run(cache(["Our API key rotation runs monthly."]))
    assert not any(isinstance(key, str) and "rotation" in key for key in cache._rows)
    cache.clear()
    assert len(cache) == 0
    asyncio.run(cache(["Our API key rotation runs monthly."]))
    assert embed.asked == ["Our API key rotation runs monthly."] * 2


def test_a_clear_while_the_embedder_runs_loses_no_row_of_the_answer() -> None:
    async def scenario() -> np.ndarray:
        cache: SentenceVectors

        async def embed_then_cleared(texts: list[str]) -> list[list[float]]:
            cache.clear()  # a write finished while this question waited for its embeddings
            return [[2.0, 0.0] for _ in texts]

        cache = SentenceVectors(CountingEmbedder())
        await cache(["kept."])
        cache._embed = embed_then_cleared
        return await cache(["kept.", "new."])

    rows = asyncio.run(scenario())
    assert rows.tolist() == [[5.0, 1.0], [2.0, 0.0]]


def test_a_clear_while_the_embedder_runs_keeps_nothing_read_before_it() -> None:
    """A write that changed memories (an import re-wording one) empties the cache while a question waits
    for its embeddings: the question still gets its rows, but none of them is kept, since they may be
    of text the write replaced."""
    async def scenario() -> SentenceVectors:
        cache: SentenceVectors

        async def embed_then_cleared(texts: list[str]) -> list[list[float]]:
            cache.clear()
            return [[2.0, 0.0] for _ in texts]

        cache = SentenceVectors(CountingEmbedder())
        await cache(["old wording."])
        cache._embed = embed_then_cleared
        await cache(["old wording.", "other."])
        return cache

    assert len(asyncio.run(scenario())) == 0
