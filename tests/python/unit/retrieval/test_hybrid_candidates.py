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


class UpdateStore(TopicStore):
    """'old' (Superseded by 'new', which superseded by nothing) matches best; 'note' is a vector hit too."""

    def __init__(self) -> None:
        self.memories = {
            "old": Memory(id="old", text="we use MySQL", status=Status.SUPERSEDED, superseded_by=["new"]),
            "new": Memory(id="new", text="moved to DuckDB", status=Status.ACTIVE, supersedes=["old"]),
            "note": Memory(id="note", text="a note", status=Status.ACTIVE),
        }
        self.cosine_distance = {"old": 0.2, "new": 0.6, "note": 0.5}

    async def vector_search(self, vector: list[float], limit: int) -> list[tuple[str, float]]:
        return [("old", 0.2), ("note", 0.5)]

    async def neighbours(self, ids: list[str], per_hub: int) -> list[str]:
        return []

    async def successors(self, ids: list[str]) -> list[str]:
        return ["new"] if "old" in ids else []


def test_a_successor_carries_the_hidden_memory_it_replaced_with_its_scores() -> None:
    candidates = asyncio.run(hybrid_candidates(UpdateStore(), [0.0], top_k=5, include_superseded=False,
                                               lexical_hits=[("old", 7.5)]))
    by_id = {c.memory.id: c for c in candidates}
    assert set(by_id) == {"new", "note"}  # the Superseded one stays hidden
    (old,) = by_id["new"].predecessors
    assert old.memory.id == "old" and old.lexical == 7.5 and abs(old.semantic - 0.8) < 1e-9
    assert by_id["note"].predecessors == ()


def test_with_superseded_included_the_old_memory_is_a_candidate_and_still_the_successors_predecessor() -> None:
    candidates = asyncio.run(hybrid_candidates(UpdateStore(), [0.0], top_k=5, include_superseded=True))
    by_id = {c.memory.id: c for c in candidates}
    assert set(by_id) == {"old", "new", "note"}
    assert [p.memory.id for p in by_id["new"].predecessors] == ["old"]


class ProductStore(TopicStore):
    """'a' is the only vector hit; 'p' names a product and was found only by the product search."""

    def __init__(self) -> None:
        self.memories = {"a": Memory(id="a", text="memory a", status=Status.ACTIVE),
                         "p": Memory(id="p", text="Sentry is wired in", status=Status.ACTIVE)}
        self.cosine_distance = {"a": 0.1, "p": 0.9}

    async def neighbours(self, ids: list[str], per_hub: int) -> list[str]:
        return []


def test_a_memory_found_by_a_product_is_a_candidate_without_a_bm25_score_or_a_fused_rank() -> None:
    candidates = asyncio.run(hybrid_candidates(ProductStore(), [0.0], top_k=5, include_superseded=False,
                                               lexical_hits=[], product_hits=["p"]))
    found = {c.memory.id: c for c in candidates}
    assert set(found) == {"a", "p"}
    assert found["p"].lexical is None
    assert "bm25" not in found["p"].ranks
    assert abs(found["p"].semantic - found["a"].semantic) > 0  # its own cosine, read from the store


def test_a_memory_found_only_by_a_product_is_dropped_when_it_earns_nothing() -> None:
    # A long record that names the product in passing is no candidate on that account alone.
    candidates = asyncio.run(hybrid_candidates(ProductStore(), [0.0], top_k=5, include_superseded=False,
                                               lexical_hits=[], product_hits=["p"],
                                               keep_product=lambda memory: False))
    assert {c.memory.id for c in candidates} == {"a"}
