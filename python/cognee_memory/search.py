"""Hybrid candidates: vector hits plus graph neighbours, each with its own true cosine.

1. Vector search over-fetches beyond top-k.
2. The graph adds memories sharing a topic or a referenced file with the strongest hits,
   and the successor of every Superseded hit (so the authoritative version surfaces even
   when the old wording matched the query better).
3. Every graph-found candidate is scored against the query by the vector store itself.
"""

from __future__ import annotations

from dataclasses import dataclass

from .model import Memory, Status
from .store import CogneeStore

STRONG_HITS = 5  # hits whose topic/file neighbours join the candidates
NEIGHBOURS_PER_HUB = 25


@dataclass
class Candidate:
    memory: Memory
    semantic: float  # 1 − cosine distance, clamped to [0, 1]
    found_by: str  # "vector", "graph:related" or "graph:successor"


def similarity(distance: float) -> float:
    return min(1.0, max(0.0, 1.0 - distance))


async def hybrid_candidates(
    store: CogneeStore, query_vector: list[float], top_k: int, include_superseded: bool,
    limit: int | None = None,
) -> list[Candidate]:
    """``limit`` = how many vector hits to fetch (default: max(50, 10 × top_k))."""
    limit = limit or max(50, top_k * 10)
    hits = await store.vector_search(query_vector, limit)
    distance = dict(hits)
    found_by = {node_id: "vector" for node_id, _ in hits}
    fetched = {s.node_id: s.memory for s in await store.fetch(list(distance))}

    strong = [node_id for node_id, _ in hits[:STRONG_HITS]]
    related = await store.neighbours(strong, NEIGHBOURS_PER_HUB)
    superseded = [n for n, m in fetched.items() if m.status is Status.SUPERSEDED]
    successors = await store.successors(superseded)
    # A successor may itself be superseded (record → newer record): follow the chain.
    seen = set(successors)
    frontier = successors
    while frontier:
        more = [n for n in await store.successors(frontier) if n not in seen]
        seen.update(more)
        successors.extend(more)
        frontier = more

    extra = [n for n in dict.fromkeys(related + successors) if n not in distance]
    if extra:
        distance.update(await store.distances(extra, query_vector))
        fetched.update({s.node_id: s.memory for s in await store.fetch(extra)})
        succ = set(successors)
        for node_id in extra:
            found_by[node_id] = "graph:successor" if node_id in succ else "graph:related"

    candidates = []
    for node_id, memory in fetched.items():
        if node_id not in distance:
            continue
        if memory.status is Status.SUPERSEDED and not include_superseded:
            continue
        candidates.append(Candidate(memory, similarity(distance[node_id]), found_by[node_id]))
    return candidates
