"""Hybrid candidates: vector hits plus graph neighbours, each with its own true cosine.

1. Vector search over-fetches beyond top-k.
2. The graph adds memories sharing a topic or a referenced file with the strongest hits,
   and the successor of every Superseded hit (so the authoritative version surfaces even
   when the old wording matched the query better).
3. Every graph-found candidate is scored against the query by the vector store itself.
4. Optionally (``lexical_hits``), BM25 hits join the candidates too, scored the same way.
5. A successor stands in for the Superseded candidates it replaced: it carries them as
   ``predecessors`` (even when they are hidden), and ranking gives it their relevance when that
   is higher than its own — the question matched the old wording, the newer decision answers it.

Each candidate also carries the rank each retriever gave it (for rank fusion): its place in
the vector hits, in the BM25 hits, and in the graph's list (the successors first, then the
strongest hits and their topic/file neighbours, each group by cosine to the query).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import Enum
from typing import Callable

from cognee_memory.ranking.fusion import reciprocal_rank_fusion
from cognee_memory.model import Memory, Status
from cognee_memory.storage.interface import MemoryStore

STRONG_HITS = 5  # hits whose topic/file neighbours join the candidates
NEIGHBOURS_PER_HUB = 25


class StandIn(str, Enum):
    """Why a candidate stands in for its predecessors."""

    MARKED = "marked"  # someone marked them Superseded by it (a recorded supersession)
    UPDATE = "update"  # found at query time: it reads as an update of a strong hit nobody marked
    ANSWER = "answer"  # found at query time: a newer record that answers the question about as well


@dataclass
class Candidate:
    memory: Memory
    semantic: float  # 1 − cosine distance, clamped to [0, 1]
    found_by: str  # "vector", "graph:related", "graph:successor" or "bm25"
    ranks: dict[str, int] = field(default_factory=dict)  # retriever → 1-based rank in its list
    lexical: float | None = None  # the BM25 score (None: BM25 did not find it)
    # The Superseded candidates this one replaces, directly or along a chain (ranking/inheritance).
    predecessors: tuple["Candidate", ...] = ()
    stand_in: StandIn = StandIn.MARKED  # why it has predecessors (read only when it has some)
    # What in its words made it a stand-in found at query time, if one thing did ("it retires
    # 'Twilio subscription'", "a later version: 3.10 → 3.12"); shown in the explanation.
    stand_in_evidence: str = ""


def similarity(distance: float) -> float:
    return min(1.0, max(0.0, 1.0 - distance))


def candidate_limit(top_k: int) -> int:
    """How many hits each retriever over-fetches beyond top-k."""
    return max(50, top_k * 10)


async def hybrid_candidates(
    store: MemoryStore, query_vector: list[float], top_k: int, include_superseded: bool,
    limit: int | None = None,
    lexical_hits: list[tuple[str, float]] | None = None,
    product_hits: list[str] | None = None,
    keep_product: Callable[[Memory], bool] | None = None,
) -> list[Candidate]:
    """``limit`` = how many vector hits to fetch (default: max(50, 10 × top_k)). ``product_hits``:
    memories the full-text engine found by the products of the kind of tool the question names
    (``ranking/kinds.product_query``), candidates with no BM25 score (the first stage scores what
    they earn) and no rank in the fusion's lists; one no other retriever found stays only if
    ``keep_product`` says so (it earns words: a short note, ``ranking/kinds.earned``)."""
    limit = limit or candidate_limit(top_k)
    hits = await store.vector_search(query_vector, limit)
    distance = dict(hits)
    found_by = {memory_id: "vector" for memory_id, _ in hits}
    fetched = {s.memory.id: s.memory for s in await store.fetch(list(distance))}
    lexical = list(dict.fromkeys(memory_id for memory_id, _ in lexical_hits or []))
    bm25: dict[str, float] = {}
    for memory_id, score in lexical_hits or []:
        bm25.setdefault(memory_id, float(score))
    new_lexical = [n for n in dict.fromkeys([*lexical, *(product_hits or [])]) if n not in distance]
    if new_lexical:  # fetched before the successor step: a Superseded BM25 hit brings its successor
        fetched.update({s.memory.id: s.memory for s in await store.fetch(new_lexical)})
    if product_hits and keep_product is not None:
        only = set(product_hits) - set(lexical)
        dropped = {n for n in new_lexical if n in only and n in fetched and not keep_product(fetched[n])}
        for n in dropped:
            del fetched[n]
        new_lexical = [n for n in new_lexical if n not in dropped]

    strong = [memory_id for memory_id, _ in hits[:STRONG_HITS]]
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

    extra = [n for n in dict.fromkeys(related + successors + new_lexical) if n not in distance]
    if extra:
        distance.update(await store.distances(extra, query_vector))
        fetched.update({s.memory.id: s.memory for s in await store.fetch([n for n in extra if n not in fetched])})
        succ, rel = set(successors), set(related)
        for memory_id in extra:
            found_by[memory_id] = (
                "graph:successor" if memory_id in succ else "graph:related" if memory_id in rel else "bm25"
            )

    # The graph's list holds the hubs' own members too: the strongest hits, then their siblings.
    lists = {"vector": [memory_id for memory_id, _ in hits],
             "graph": graph_list(successors, strong + related, distance)}
    if lexical_hits is not None:
        lists["bm25"] = lexical
    # Only the ranks are kept: the fused score depends on the request's k and weights (applied
    # when the candidates are ranked).
    fused = reciprocal_rank_fusion(lists)

    everyone = [Candidate(memory, similarity(distance[memory_id]), found_by[memory_id],
                          fused[memory_id].ranks if memory_id in fused else {}, bm25.get(memory_id))
                for memory_id, memory in fetched.items() if memory_id in distance]
    linked = with_predecessors(everyone)
    return [c for c in linked if include_superseded or c.memory.status is not Status.SUPERSEDED]


def with_predecessors(candidates: list[Candidate]) -> list[Candidate]:
    """Each candidate with the Superseded candidates it replaces (following ``superseded_by``
    along chains: record → newer record → newest), in candidate order; cycles are cut."""
    by_id = {c.memory.id: c for c in candidates}
    replaced: dict[str, list[str]] = {}
    for c in candidates:
        if c.memory.status is Status.SUPERSEDED:
            for newer in c.memory.superseded_by:
                if newer in by_id and newer != c.memory.id:
                    replaced.setdefault(newer, []).append(c.memory.id)

    def chain(memory_id: str) -> list[str]:
        found: list[str] = []
        frontier = list(replaced.get(memory_id, []))
        while frontier:
            older = frontier.pop(0)
            if older == memory_id or older in found:
                continue
            found.append(older)
            frontier.extend(replaced.get(older, []))
        return found

    return [replace(c, predecessors=tuple(by_id[o] for o in chain(c.memory.id))) if c.memory.id in replaced else c
            for c in candidates]


def graph_list(successors: list[str], related: list[str], distance: dict[str, float]) -> list[str]:
    """The graph retriever's ranked output: successors first (they replace a hit), then
    ``related`` (the strongest hits and their topic/file neighbours); each group by cosine to
    the query (ties by id)."""
    def by_cosine(ids: list[str]) -> list[str]:
        return sorted(ids, key=lambda n: (distance.get(n, 2.0), n))

    succ = list(dict.fromkeys(successors))
    taken = set(succ)
    return by_cosine(succ) + by_cosine([n for n in dict.fromkeys(related) if n not in taken])
