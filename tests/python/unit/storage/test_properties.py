"""A memory's graph-node properties and its supersession links, without a store."""

from __future__ import annotations

from cognee_memory.model import Memory
from cognee_memory.storage.ids import EDGE_SUPERSEDED_BY, EDGE_SUPERSEDES
from cognee_memory.storage.properties import attach_supersession_links, memory_from_properties, memory_properties


def _memory(memory_id: str) -> Memory:
    return Memory(id=memory_id, text=f"text of {memory_id}", topic="db")


def test_properties_round_trip_keeps_text_topic_and_id() -> None:
    memory = _memory("mem-a")
    back = memory_from_properties(memory_properties(memory))
    assert (back.id, back.text, back.topic) == ("mem-a", "text of mem-a", "db")


def test_links_fill_both_directions_on_the_right_memory() -> None:
    found = {"node-a": _memory("mem-a"), "node-b": _memory("mem-b")}
    attach_supersession_links(
        found,
        [("node-b", EDGE_SUPERSEDES, "mem-a"), ("node-a", EDGE_SUPERSEDED_BY, "mem-b"), ("node-b", EDGE_SUPERSEDES, "mem-z")],
    )
    assert found["node-b"].supersedes == ["mem-a", "mem-z"]
    assert found["node-b"].superseded_by == []
    assert found["node-a"].superseded_by == ["mem-b"]
    assert found["node-a"].supersedes == []
