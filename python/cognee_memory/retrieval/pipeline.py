"""The one retrieve pipeline: what every answer, preview, test and benchmark runs.

    request ─► plan (half-lives, candidate limit: decided once, here)
            ─► candidates (vector + BM25 + graph, and the memories naming a product of the kind of
                tool the question asks for; retrieval/candidates.py, ranking/kinds.py)
            ─► first stage (fused relevance; retrieval/first_stage.py), then again with the cosine
                moved towards the strongest candidates (Rocchio feedback, ranking/pseudo_relevance.py)
                and, for the strongest long memories, mixed with their best sentence's (ranking/passages.py)
            ─► updates nobody marked stand in for what they update (retrieval/unmarked.py)
            ─► the relevance gate (ranking/gate.py), beside the best only memories about its subject
                (retrieval/subjects.py)
            ─► per half-life: the ranking (ranking/scoring.py), the gated memories first
                ─► the token budget ─► JSON (retrieval/response.py)

The request's half-life gives ``results``; each of ``compare_half_lives`` gives one entry of
``previews``, ranked from the same candidates and first stage, so a preview at the half-life in
use is exactly the answer.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any, Awaitable, Callable

import numpy as np

from cognee_memory.ranking import formula, gate, kinds, passages, pseudo_relevance
from cognee_memory.ranking.scoring import SPEC, Scored, Scorer, Signals
from cognee_memory.requests import RetrieveRequest
from cognee_memory.retrieval import asides, subjects
from cognee_memory.retrieval.candidates import Candidate, candidate_limit, hybrid_candidates
from cognee_memory.retrieval.first_stage import FirstStage, Relevance, scored_pool
from cognee_memory.retrieval.replacement_question import off_the_successor
from cognee_memory.retrieval.response import body_json, results_json
from cognee_memory.retrieval.unmarked import with_unmarked_updates
from cognee_memory.storage.interface import MemoryStore

VectorsOf = Callable[[list[Candidate]], Awaitable[np.ndarray]]
EmbedSentences = Callable[[list[str]], Awaitable[np.ndarray]]  # texts → one embedding row each


@dataclass(frozen=True)
class Plan:
    """What is decided before any candidate is scored: the half-life of the answer, those of the
    previews, and how many vector hits to fetch."""

    half_life_days: float
    compare_half_lives: tuple[float, ...]
    limit: int
    wants_vectors: bool


def plan(request: RetrieveRequest, scorer: Scorer) -> Plan:
    """The one place a request's half-life is decided: its own, else the ranking's default."""
    half_life = request.half_life_days
    if half_life is None:
        half_life = scorer.default_half_life(request.query)
    return Plan(half_life_days=half_life, compare_half_lives=request.compare_half_lives,
                limit=scorer.candidate_limit(request.top_k) or candidate_limit(request.top_k),
                wants_vectors=scorer.wants_vectors(request.query))


async def retrieve(store: MemoryStore, request: RetrieveRequest, vectors_of: VectorsOf,
                   scorer: Scorer = SPEC, embed_sentences: EmbedSentences | None = None) -> dict[str, Any]:
    """Answer ``request`` from ``store`` → the retrieve response body. ``vectors_of`` gives
    candidates' embeddings (one row each), read only when a step needs them; ``embed_sentences``
    (None: long memories are read by their whole text alone) embeds sentences of long ones."""
    steps = plan(request, scorer)
    vectors_of = stored_vectors(store, vectors_of)
    query_vector = (await store.embed([request.query]))[0]
    lexical = await store.lexical_search(request.query, steps.limit) if request.lexical else None
    products = kinds.product_query(request.query) if request.lexical else ""
    named = [memory_id for memory_id, _ in await store.lexical_search(products, steps.limit)] if products else None
    candidates = await hybrid_candidates(store, query_vector, request.top_k, request.include_superseded,
                                         limit=steps.limit, lexical_hits=lexical, product_hits=named,
                                         keep_product=lambda memory: bool(kinds.earned(request.query, memory.text)))
    stage = await with_pseudo_relevance(FirstStage.of(candidates, request), candidates, request, query_vector,
                                        vectors_of, embed_sentences)
    if candidates and request.unmarked_updates:
        candidates = await with_unmarked_updates(candidates, stage.relevance(candidates).relevance, vectors_of,
                                                 request.query)
    first = stage.relevance(candidates)
    admitted = _admitted(request, first, candidates)
    compared = _compared(request, first, admitted)
    rows = await vectors_of([candidates[i] for i in compared]) if compared else None
    verdict = gate_verdict(candidates, first, admitted, compared, rows, request.query)
    vectors = await vectors_of(candidates) if candidates and steps.wants_vectors else None
    return rank(candidates, first, request, steps, scorer, vectors, verdict)


@dataclass(frozen=True)
class GateVerdict:
    """Which candidates passed the relevance gate, and which lay within its band but were about
    another subject than the best one (``ranking/gate.one_subject``)."""

    admitted: np.ndarray
    other_subject: np.ndarray


def _compared(request: RetrieveRequest, first: Relevance, admitted: np.ndarray) -> list[int]:
    """The admitted memories whose subjects the gate compares (``subjects.contenders``), the best
    first; none with the gate or ``relevance_same_subject`` off."""
    if not (request.relevance_gate and request.relevance_same_subject):
        return []
    return subjects.contenders(first.relevance, admitted)


def gate_verdict(candidates: list[Candidate], first: Relevance, admitted: np.ndarray, compared: list[int],
                 rows: np.ndarray | None, query: str) -> GateVerdict:
    """The gate's verdict: ``admitted`` (``_admitted``), then beside the best admitted memory only
    those about its subject or more of ``query``'s (``retrieval/subjects``), read from ``rows``, the
    vectors of ``compared`` (None = not known: the band and the cap alone decide)."""
    if not compared or rows is None:
        return GateVerdict(admitted, np.zeros(admitted.size, dtype=bool))
    same = subjects.same_as_best(candidates, compared, rows, query, first.cosine)
    kept = gate.one_subject(admitted, first.relevance, same)
    return GateVerdict(kept, admitted & ~kept)


async def with_pseudo_relevance(stage: FirstStage, candidates: list[Candidate], request: RetrieveRequest,
                                query_vector: list[float], vectors_of: VectorsOf,
                                embed_sentences: EmbedSentences | None = None) -> FirstStage:
    """The first stage again with the cosine the calibrated fusion reads moved towards its strongest
    candidates and away from the others (``ranking/pseudo_relevance.py``), and for long memories
    mixed with their best sentence's (``ranking/passages.py``; only with ``embed_sentences``, which
    the backend gives for the offline default embedder). Only the calibrated fusion reads it."""
    feedback = pseudo_relevance
    rocchio = feedback.DEPTH > 0 and feedback.WEIGHT > 0
    if not candidates or request.fusion != "score" or not (rocchio or embed_sentences is not None):
        return stage
    pool = scored_pool(candidates)
    query = np.asarray(query_vector, dtype=np.float64)
    semantic = stage.cosine
    if rocchio:
        semantic = feedback.rocchio_cosine(query, await vectors_of(pool), stage.own,
                                           feedback.DEPTH, feedback.WEIGHT, feedback.AWAY)
    if embed_sentences is not None:
        semantic = await with_best_sentences(semantic, pool, stage.own, query, embed_sentences)
    return FirstStage.of(candidates, request, semantic)


async def with_best_sentences(semantic: np.ndarray, pool: list[Candidate], relevance: np.ndarray,
                              query: np.ndarray, embed_sentences: EmbedSentences) -> np.ndarray:
    """``semantic`` (one per ``pool`` row) with the best sentence of each of the strongest long
    memories mixed in (``ranking/passages.py``)."""
    split = passages.strongest([c.memory.text for c in pool], relevance, passages.DEPTH, passages.MIN_WORDS)
    if not split:
        return semantic
    texts = [sentence for found in split.values() for sentence in found]
    owners = np.repeat(np.fromiter(split, dtype=np.int64), [len(found) for found in split.values()])
    best = passages.best_sentence_cosine(query, await embed_sentences(texts), owners, len(pool))
    return passages.blended(semantic, best, passages.WEIGHT)


def stored_vectors(store: MemoryStore, fallback: VectorsOf) -> VectorsOf:
    """``vectors_of`` for one request: each candidate's stored embedding, read once (a second ask
    for the same memory is answered from what was read); a memory without one (not expected)
    goes to ``fallback``. Reading ~150 stored rows takes ≈ 10–25 ms; re-embedding long texts
    with the default embedder ≈ 130–280 ms (Cranfield abstracts, measured)."""
    known: dict[str, np.ndarray] = {}

    async def read(candidates: list[Candidate]) -> np.ndarray:
        wanted = [c.memory.id for c in candidates if c.memory.id not in known]
        if wanted:
            found = await store.vectors(list(dict.fromkeys(wanted)))
            known.update({memory_id: np.asarray(v, dtype=np.float64) for memory_id, v in found.items()})
            missing = [c for c in candidates if c.memory.id not in known]
            if missing:
                known.update(zip((c.memory.id for c in missing), await fallback(missing)))
        return np.array([known[c.memory.id] for c in candidates], dtype=np.float64)

    return read


def rank_candidates(candidates: list[Candidate], request: RetrieveRequest, scorer: Scorer = SPEC,
                    vectors: np.ndarray | None = None) -> dict[str, Any]:
    """The pipeline after the store: candidates already found → the response body (pure). With
    ``vectors`` (one row per candidate) the gate also tells subjects apart, as ``retrieve`` does."""
    first = FirstStage.of(candidates, request).relevance(candidates)
    admitted = _admitted(request, first, candidates)
    compared = _compared(request, first, admitted)
    rows = np.asarray(vectors, dtype=np.float64)[compared] if vectors is not None and compared else None
    verdict = gate_verdict(candidates, first, admitted, compared, rows, request.query)
    return rank(candidates, first, request, plan(request, scorer), scorer, vectors, verdict)


def rank(candidates: list[Candidate], first: Relevance, request: RetrieveRequest, steps: Plan,
         scorer: Scorer, vectors: np.ndarray | None, verdict: GateVerdict) -> dict[str, Any]:
    """Rank scored candidates at the plan's half-lives, the gate's ``verdict`` given → the response
    body (pure)."""
    now = request.clock()
    signals = signals_of(candidates, first.relevance, request, now)
    admitted = verdict.admitted
    tokens = [formula.estimate_tokens(c.memory.text) for c in candidates]

    def ranked(half_life: float) -> tuple[Scored, list[dict[str, Any]], int]:
        scored = scorer.score(signals, half_life, query=request.query, top_k=request.top_k, vectors=vectors)
        order = scored.order
        if request.relevance_gate:
            order = gate.gated_order(order, first.relevance, admitted)
        order_tokens = [tokens[i] for i in order]
        kept = formula.trim_to_budget(order_tokens, request.top_k, request.max_tokens)
        shown = [int(i) for i in order[:kept]]
        return (scored, results_json(candidates, shown, scored, first, admitted, verdict.other_subject, signals.ages,
                                     order_tokens, request),
                sum(order_tokens[:kept]))

    scored, results, total_tokens = ranked(steps.half_life_days)
    previews = [{"half_life_days": h, "results": ranked(h)[1]} for h in steps.compare_half_lives]
    return body_json(request, now, scorer.name, steps.half_life_days, scored, results, len(candidates),
                     total_tokens, previews)


def _admitted(request: RetrieveRequest, first: Relevance, candidates: list[Candidate]) -> np.ndarray:
    """The relevance gate's verdict per candidate (all admitted with the gate off). A successor
    competes with its predecessor's relevance and cosine (``first_stage``); a remark about an
    occasion passes only when no memory that states something does (``retrieval/asides``), and so does
    one that names no product of the kind the question asks for (``ranking/kinds``)."""
    relevance, cosine = first.relevance, first.cosine
    if not request.relevance_gate:
        return np.ones(relevance.size, dtype=bool)
    basis = relevance if request.relevance_basis == "fused" else cosine
    texts = [c.memory.text for c in candidates]
    aside = asides.asides(request.query, texts) if candidates else np.zeros(0, dtype=bool)
    # A question that asks which product of a kind ("Which data warehouse do we use?") is not answered by
    # a memory that names none ("Access to the warehouse needs a ticket …"): set apart like an aside.
    no_product = np.array([kinds.names_no_product_asked(request.query, t) for t in texts], dtype=bool)
    # … unless it stands in for one that names such a product: it says what became of it ("all pipelines live in
    # .github/workflows now, … old build box gets wiped friday" after "CI: Jenkins on the old build box").
    asked = kinds.product_asked(request.query)
    no_product &= ~np.array([any(kinds.product_named(kind, p.memory.text) for kind in asked for p in c.predecessors)
                             for c in candidates], dtype=bool)
    # … nor "what replaced influx …?" by one that neither names influx nor stands in for a memory that does.
    no_product |= np.array(off_the_successor(request.query, texts, [[p.memory.text for p in c.predecessors]
                                                                   for c in candidates]), dtype=bool)
    # Only an aside plainly about an occasion, or one naming no product, gives way to a far weaker statement.
    plain = no_product | np.array([bool(a) and asides.plainly_an_occasion(t) for a, t in zip(aside, texts)], dtype=bool)
    admitted = gate.set_asides_apart(basis, relevance, aside | no_product, request.relevance_band, request.relevance_top,
                                     plain=plain)
    if request.relevance_basis == "fused" and request.fusion == "rrf" and relevance.size:
        # Rank fusion flattens gaps: with few candidates an unrelated memory's fused score sits
        # within any band of the best one's. It must also be at least half as close in meaning.
        admitted &= cosine >= gate.MIN_COSINE_SHARE * float(cosine.max())
    return admitted


def signals_of(candidates: list[Candidate], relevance: np.ndarray, request: RetrieveRequest,
               now: datetime) -> Signals:
    """What a ranking reads from each candidate besides its relevance (NaN = unknown)."""
    n = len(candidates)
    stamps = np.full(n, np.nan)
    accessed = np.full(n, np.nan)
    importance = np.full(n, np.nan)
    for i, c in enumerate(candidates):
        ts = c.memory.source_created_at or c.memory.created_at
        if ts is not None:
            stamps[i] = ts.timestamp()
        if c.memory.last_accessed_at is not None:
            accessed[i] = c.memory.last_accessed_at.timestamp()
        if c.memory.importance is not None:
            importance[i] = c.memory.importance
    return Signals(
        relevance=relevance,
        ages=formula.age_days(stamps, now),
        status_codes=np.array([formula.STATUS_CODES[c.memory.status] for c in candidates], dtype=np.int64),
        ids=np.array([c.memory.id for c in candidates], dtype=str),
        importance=importance,
        access_counts=np.array([c.memory.access_count for c in candidates], dtype=np.float64),
        access_ages=np.where(np.isnan(accessed), np.nan, formula.age_days(accessed, now)),
        multipliers=formula.multiplier_table(request.multiplier_map),
    )
