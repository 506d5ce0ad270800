"""Which compaction records a changed memory reaches, in which order, and whether each is rebuilt
or dropped (``forgetting/records.py``): pure decisions over memories and their bookkeeping."""

from __future__ import annotations

import asyncio
from datetime import datetime, timezone

from cognee_memory.forgetting.records import _in_order, plan
from cognee_memory.model import Memory, Status

NOW = datetime(2026, 11, 20, tzinfo=timezone.utc)


class EmbeddingStore:
    """Only what planning a rebuild needs: an embedder (distinct texts, distinct directions)."""

    async def embed(self, texts: list[str]) -> list[list[float]]:
        return [[1.0 if i == n % 64 else 0.0 for i in range(64)] for n, _ in enumerate(texts)]


def state(sources: list[str], summary: str = "template", status: str = "applied", **prior: str) -> dict:
    return {"compaction": {"state": status, "topic": "t", "sources": sources, "summary_source": summary,
                           "prior_statuses": {s: prior.get(s, "Active") for s in sources}, "context": []}}


def memory(memory_id: str, text: str, status: Status, superseded_by: tuple[str, ...] = ()) -> Memory:
    return Memory(id=memory_id, text=text, topic="t", status=status, created_at=NOW,
                  source_created_at=NOW, superseded_by=list(superseded_by))


def test_records_reached_through_a_chain_come_innermost_first() -> None:
    records = {"r2": {"sources": ["r1", "b"]}, "r1": {"sources": ["x", "a"]}, "r3": {"sources": ["c"]}}
    assert _in_order(records, {"x"}) == ["r1", "r2"]
    assert _in_order(records, {"c"}) == ["r3"]
    assert _in_order(records, {"nothing"}) == []


def test_an_inner_template_record_is_rebuilt_and_an_outer_summary_record_dropped() -> None:
    memories = {
        "x": memory("x", "Forgotten words here.", Status.SUPERSEDED, ("r1",)),
        "a": memory("a", "Kept words of a.", Status.SUPERSEDED, ("r1",)),
        "r1": memory("r1", "Template of x and a.", Status.SUPERSEDED, ("r2",)),
        "b": memory("b", "Kept words of b.", Status.SUPERSEDED, ("r2",)),
        "r2": memory("r2", "A model's summary of r1 and b.", Status.DECISION_RECORD),
    }
    props = {"r1": state(["x", "a"]), "r2": state(["r1", "b"], summary="file", r1="DecisionRecord")}
    result = asyncio.run(plan(EmbeddingStore(), memories, props, {"x"}, {}))
    assert list(result.rebuilt) == ["r1"] and result.dropped == ["r2"]
    record, new_state = result.rebuilt["r1"]
    assert "Forgotten" not in record.text and "Kept words of a." in record.text
    assert new_state["sources"] == ["a"] and new_state["forgotten_sources"] == ["x"]
    assert result.restored == {"r1": "DecisionRecord", "b": "Active"}  # nothing supersedes them now


def test_a_record_whose_every_source_is_forgotten_is_dropped() -> None:
    memories = {"x": memory("x", "Only source.", Status.SUPERSEDED, ("r1",)),
                "r1": memory("r1", "Template of x.", Status.DECISION_RECORD)}
    result = asyncio.run(plan(EmbeddingStore(), memories, {"r1": state(["x"])}, {"x"}, {}))
    assert result.dropped == ["r1"] and result.rebuilt == {} and result.restored == {}
