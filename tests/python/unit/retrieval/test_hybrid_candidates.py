"""hybrid_candidates over a tiny in-memory store: which retriever lists each memory lands in."""

from __future__ import annotations

import asyncio

from cognee_memory.model import Memory, Status
from cognee_memory.retrieval.candidates import hybrid_candidates


class TopicStore:
    """Three memories on one topic: 'a' is the only vector hit; 'b' and 'c' are its siblings."""

    def __init__(self) -> None:
        self.memories = {n: Memory(id=n, text=f"memory {n}", status=Status.ACTIVE) for n in "abc"}
        self.cosine_distance = {"a": 0.1, "b": 0.3, "c": 0.5}

    async def vector_search(self, vector: list[float], limit: int) -> list[tuple[str, float]]:
        return [("a", 0.1)]

    async def fetch(self, ids: list[str]) -> list[object]:
        return [type("Stored", (), {"memory": self.memories[n]})() for n in ids if n in self.memories]

    async def neighbours(self, ids: list[str], per_hub: int) -> list[str]:
        return ["c", "b"] if "a" in ids else []

    async def successors(self, ids: list[str]) -> list[str]:
        return []

    async def distances(self, ids: list[str], vector: list[float]) -> dict[str, float]:
        return {n: self.cosine_distance[n] for n in ids}


def test_graph_list_ranks_the_strongest_hit_itself_before_its_topic_siblings() -> None:
    candidates = asyncio.run(hybrid_candidates(TopicStore(), [0.0], top_k=5, include_superseded=False))
    ranks = {c.memory.id: c.ranks for c in candidates}
    assert ranks["a"] == {"vector": 1, "graph": 1}
    assert ranks["b"] == {"graph": 2}
    assert ranks["c"] == {"graph": 3}
