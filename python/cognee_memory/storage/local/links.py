"""The graph's supersession edges, read in one scan and kept until the graph changes.

Every fetch reads its memories' supersession links, and a retrieve fetches three times. The
per-id form ``UNWIND $ids … MATCH (a:Node {id: i})-[e:EDGE]->(b:Node)`` plans as hash joins
over the whole node table (no key seek once an edge follows), so it grew with the store:
≈ 18 ms a call at 100k memories, 3 ms at 10k. Supersession edges are few (one pair per update
or compacted source), and one scan for all of them filtered by name takes ≈ 13 ms at 100k. So
the scan runs once after each change of the graph, and reads answer from memory.

A write bumps the generation before and after it (``changing``): a scan that overlapped a write
is never kept as current.
"""

from __future__ import annotations

import contextlib
from typing import Any, AsyncIterator

from cognee_memory.storage.ids import EDGE_SUPERSEDED_BY, EDGE_SUPERSEDES


class SupersessionLinks:
    def __init__(self) -> None:
        self._generation = 0
        self._read_at = -1
        self._from: dict[str, list[tuple[str, str]]] = {}  # node id → [(edge name, other memory id)]

    @contextlib.asynccontextmanager
    async def changing(self) -> AsyncIterator[None]:
        """Around any write that may add, remove or rename an edge's ends."""
        self._generation += 1
        try:
            yield
        finally:
            self._generation += 1

    async def _current(self, graph: Any) -> dict[str, list[tuple[str, str]]]:
        if self._read_at != self._generation:
            generation = self._generation
            rows = await graph.query(
                "MATCH (a:Node)-[e:EDGE]->(b:Node) WHERE e.relationship_name IN $names "
                "RETURN a.id, e.relationship_name, b.name", {"names": [EDGE_SUPERSEDES, EDGE_SUPERSEDED_BY]},
            )
            links: dict[str, list[tuple[str, str]]] = {}
            for node_id, name, other in rows:
                links.setdefault(node_id, []).append((name, other))
            self._from, self._read_at = links, generation
        return self._from

    async def of(self, graph: Any, node_ids: list[str]) -> list[tuple[str, str, str]]:
        """(node id, edge name, other memory id) of the given nodes' links, by other memory id."""
        links = await self._current(graph)
        rows = [(node_id, name, other) for node_id in dict.fromkeys(node_ids) for name, other in links.get(node_id, ())]
        return sorted(rows, key=lambda row: (row[2] is None, row[2] or ""))

    async def successors(self, graph: Any, node_ids: list[str]) -> list[str]:
        """The memory ids that replace the given nodes' memories (each once)."""
        links = await self._current(graph)
        found = (other for node_id in node_ids for name, other in links.get(node_id, ()) if name == EDGE_SUPERSEDED_BY)
        return list(dict.fromkeys(found))
