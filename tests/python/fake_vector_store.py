"""A tiny in-memory store for the retrieve pipeline's unit tests: brute-force cosine over a few memories
with hand-made vectors; no words (BM25 finds nothing), no graph, every question embedded as the first axis."""

from __future__ import annotations

from datetime import datetime

import numpy as np

from cognee_memory.model import Memory, Status


def unit(vector: list[float]) -> np.ndarray:
    v = np.asarray(vector, dtype=np.float64)
    return v / np.linalg.norm(v)


class VectorStore:
    """``memories``: id → (text, vector); each memory Active, written at ``when``."""

    def __init__(self, memories: dict[str, tuple[str, list[float]]], when: datetime) -> None:
        self.memories = {n: Memory(id=n, text=t, status=Status.ACTIVE, source_created_at=when)
                         for n, (t, _) in memories.items()}
        self.stored = {n: unit(v) for n, (_, v) in memories.items()}
        self.dimensions = len(next(iter(memories.values()))[1])
        self.vector_reads = 0

    async def embed(self, texts: list[str]) -> list[list[float]]:
        return [[1.0] + [0.0] * (self.dimensions - 1) for _ in texts]

    async def lexical_search(self, query: str, limit: int) -> list[tuple[str, float]]:
        return []

    async def vector_search(self, vector: list[float], limit: int) -> list[tuple[str, float]]:
        q = unit(vector)
        return sorted(((n, 1.0 - float(v @ q)) for n, v in self.stored.items()), key=lambda h: h[1])[:limit]

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
