"""The retrieve response: rank the candidates and shape the JSON body (pure: numpy, no store).

The ranking is plan018 unless the request's options say otherwise (docs/ranking-options.md),
applied to the candidates the relevance gate admits (``ranking/gate.py``); the first stage is
BM25 + vector + graph candidates, scored by score fusion of cosine and BM25 (or RRF) unless the
request turns it off (docs/lexical-and-usage.md).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

import numpy as np

from cognee_memory.envelope import ok
from cognee_memory.model import format_timestamp
from cognee_memory.ranking import formula as ranking
from cognee_memory.ranking import fusion, gate
from cognee_memory.ranking.options import QueryPlan, RankingOptions, plan_query
from cognee_memory.requests import RetrieveRequest
from cognee_memory.retrieval.candidates import Candidate


@dataclass(frozen=True)
class _Signals:
    """What the formula reads from each candidate besides its semantic score (NaN = unknown)."""

    ages: np.ndarray
    status_codes: np.ndarray
    ids: np.ndarray
    importance: np.ndarray
    access_counts: np.ndarray
    access_ages: np.ndarray


def rank_candidates(
    candidates: list[Candidate], request: RetrieveRequest, vectors: np.ndarray | None = None
) -> dict[str, Any]:
    """The ranking over the candidates → the retrieve response body (pure; no store).
    ``vectors`` (one row per candidate) enable MMR diversity."""
    now = request.clock()
    options = request.ranking
    plan = plan_query(options, request.query)
    signals = _signals(candidates, now)
    rrf, relevance, cosine = first_stage(candidates, request)
    result = ranking.rank_with_options(
        relevance,
        signals.ages,
        signals.status_codes,
        signals.ids,
        options=options,
        multipliers=ranking.multiplier_table(request.multiplier_map),
        importance=signals.importance,
        access_counts=signals.access_counts,
        access_ages=signals.access_ages,
        half_life_days=plan.half_life_days,
        vectors=vectors,
        diversify=plan.diversify,
        diversity_k=request.top_k,
    )
    admitted = _admitted(request, relevance, cosine)
    if request.relevance_gate:
        result = replace(result, order=gate.gated_order(result.order, relevance, admitted))
    tokens = [ranking.estimate_tokens(candidates[i].memory.text) for i in result.order]
    kept = ranking.trim_to_budget(tokens, request.top_k, request.max_tokens)
    results = [
        {**_result_json(candidates[i], i, result, signals.ages, tokens[position], request,
                        None if rrf is None else float(rrf[i])),
         "relevance": float(relevance[i]), "gated": bool(admitted[i]), **_stand_in(candidates[i], float(cosine[i]))}
        for position, i in enumerate(result.order[:kept])
    ]
    return _body(request, now, plan, result, results, len(candidates), sum(tokens[:kept]))


def _admitted(request: RetrieveRequest, relevance: np.ndarray, cosine: np.ndarray) -> np.ndarray:
    """The relevance gate's verdict per candidate (all admitted with the gate off). A successor
    competes with its predecessor's relevance and cosine (``first_stage``)."""
    if not request.relevance_gate:
        return np.ones(relevance.size, dtype=bool)
    basis = relevance if request.relevance_basis == "fused" else cosine
    admitted = gate.admitted(basis, request.relevance_band, request.relevance_top, order_by=relevance)
    if request.relevance_basis == "fused" and request.fusion == "rrf" and relevance.size:
        # Rank fusion flattens gaps: with few candidates an unrelated memory's fused score sits
        # within any band of the best one's. It must also be at least half as close in meaning.
        admitted &= cosine >= gate.MIN_COSINE_SHARE * float(cosine.max())
    return admitted


def _stand_in(candidate: Candidate, cosine: float) -> dict[str, Any]:
    """``stands_in_for``: the memories whose relevance this one may take on (it replaced them,
    marked or found at query time), and ``stands_in_cosine``: the best cosine of it and them
    (what a relevance floor should read); absent when none."""
    if not candidate.predecessors:
        return {}
    return {"stands_in_for": [p.memory.id for p in candidate.predecessors], "stands_in_cosine": cosine}


def first_stage(candidates: list[Candidate], request: RetrieveRequest
                ) -> tuple[np.ndarray | None, np.ndarray, np.ndarray]:
    """(raw RRF score or None, relevance in [0, 1], cosine) per candidate. Relevance is the
    fused score (``fusion``), else the cosine. A successor stands in for the Superseded
    candidates it replaced (hidden or not): its relevance and cosine are the highest of its own
    and theirs (``gate.stand_in``); the fusion's maxima include those predecessors."""
    pool = list(candidates)
    index = {id(c): i for i, c in enumerate(pool)}
    shown = {c.memory.id: i for i, c in enumerate(pool)}
    parents: list[list[int]] = []
    for c in candidates:
        mine = []
        for p in c.predecessors:
            if p.memory.id in shown:
                mine.append(shown[p.memory.id])
                continue
            if id(p) not in index:
                index[id(p)] = len(pool)
                pool.append(p)
            mine.append(index[id(p)])
        parents.append(mine)
    rrf = fused_scores(pool, request)
    own = _semantic(pool, request, rrf)
    cosine = np.array([c.semantic for c in pool], dtype=np.float64)
    n = len(candidates)
    rrf_shown = None if rrf is None else rrf[:n]
    return rrf_shown, gate.stand_in(own, parents), gate.stand_in(cosine, parents)


def _signals(candidates: list[Candidate], now: datetime) -> _Signals:
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
    return _Signals(
        ages=ranking.age_days(stamps, now),
        status_codes=np.array([ranking.STATUS_CODES[c.memory.status] for c in candidates], dtype=np.int64),
        ids=np.array([c.memory.id for c in candidates], dtype=str),
        importance=importance,
        access_counts=np.array([c.memory.access_count for c in candidates], dtype=np.float64),
        access_ages=np.where(np.isnan(accessed), np.nan, ranking.age_days(accessed, now)),
    )


def _semantic(candidates: list[Candidate], request: RetrieveRequest, rrf: np.ndarray | None) -> np.ndarray:
    """Each candidate's first-stage relevance: the score fusion of cosine and BM25 (default),
    the RRF score normalised to [0, 1], or (no fusion) the cosine."""
    if request.fusion == "score":
        scores: dict[str, list[float | None]] = {"vector": [c.semantic for c in candidates]}
        if request.lexical:
            scores["bm25"] = [c.lexical for c in candidates]
        return np.array(fusion.score_fusion(scores), dtype=np.float64)
    if rrf is None:
        return np.array([c.semantic for c in candidates], dtype=np.float64)
    best = fusion.max_score(retriever_weights(request), request.rrf_k)
    return rrf / best if best > 0 else np.zeros_like(rrf)


def _result_json(candidate: Candidate, i: int, result: ranking.OptionRanking, ages: np.ndarray, tokens: int,
                 request: RetrieveRequest, rrf_score: float | None) -> dict[str, Any]:
    """One ranked memory with its scores (``i`` indexes the arrays of ``result``)."""
    memory = candidate.memory
    body = {
        **memory.to_json(),
        "semantic_score": float(result.semantic[i]),
        "recency_multiplier": float(result.recency[i]),
        "status_multiplier": float(result.status_multiplier[i]),
        "score": float(result.score[i]),
        "age_days": float(ages[i]),
        "tokens": tokens,
        "found_by": candidate.found_by,
        "factors": _factors(result, i, memory, request.ranking),
        **({"forgotten_sources": list(memory.forgotten_sources)} if memory.forgotten_sources else {}),
    }
    if request.lexical or request.fusion:
        body.update(retriever_fields(candidate, rrf_score))
    return body


def _body(request: RetrieveRequest, now: datetime, plan: QueryPlan, result: ranking.OptionRanking,
          results: list[dict[str, Any]], total_candidates: int, total_tokens: int) -> dict[str, Any]:
    options = request.ranking
    body = ok(
        half_life_days=result.half_life_days,
        include_superseded=request.include_superseded,
        now=format_timestamp(now),
        results=results,
        total_candidates=total_candidates,
        total_tokens=total_tokens,
        ranking={
            "preset": options.preset,
            "options": options.to_json(),
            "tiebreak_applied": result.tiebreak_applied,
            "intent": plan.intent_json(),
            "broad_query": plan.broad,
            "diversity_applied": result.diversity_applied,
            "filtered_by_min_score": result.filtered,
            "relevance_gate": {"on": True, "band": request.relevance_band, "top": request.relevance_top,
                               "basis": request.relevance_basis} if request.relevance_gate else {"on": False},
        },
    )
    if request.lexical or request.fusion:
        body["lexical"] = request.lexical
        body["fusion"] = None if request.fusion is None else {
            "method": request.fusion, "k": request.rrf_k, "weights": retriever_weights(request)
        } if request.fusion == "rrf" else {"method": request.fusion, "weights": score_weights(request)}
    return body


# ---- lexical retrieval and rank fusion (opt-in; docs/lexical-and-usage.md) -----------------


def retriever_weights(request: RetrieveRequest) -> dict[str, float]:
    """The RRF weight of every retriever this request runs (BM25 only with ``lexical``)."""
    active = [name for name in fusion.RETRIEVERS if name != "bm25" or request.lexical]
    given = dict(request.rrf_weights)
    return {name: given.get(name, fusion.DEFAULT_WEIGHTS[name]) for name in active}


def score_weights(request: RetrieveRequest) -> dict[str, float]:
    """The score fusion's weights of the retrievers this request runs (BM25 only with ``lexical``)."""
    return {name: w for name, w in fusion.SCORE_WEIGHTS.items() if name != "bm25" or request.lexical}


def fused_scores(candidates: list[Candidate], request: RetrieveRequest) -> np.ndarray | None:
    """Each candidate's raw RRF score from its retriever ranks, or None without ``fusion``."""
    if request.fusion != "rrf":
        return None
    weights = retriever_weights(request)
    return np.array([fusion.rrf_score({r: k for r, k in c.ranks.items() if r in weights}, weights, request.rrf_k)
                     for c in candidates], dtype=np.float64)


def retriever_fields(candidate: Candidate, rrf_score: float | None) -> dict[str, Any]:
    fields: dict[str, Any] = {"retrievers": dict(sorted(candidate.ranks.items())), "cosine": candidate.semantic,
                              "bm25_score": candidate.lexical}
    if rrf_score is not None:
        fields["rrf_score"] = rrf_score
    return fields


def _factors(result: ranking.OptionRanking, i: int, memory: Any, options: RankingOptions) -> dict[str, Any]:
    """Every factor that contributed to one result's score (explainability)."""
    factors: dict[str, Any] = {name: float(values[i]) for name, values in result.factors.items()}
    if result.normalized:
        factors["normalized"] = {name: float(values[i]) for name, values in result.normalized.items()}
    if options.usage_boost != "off":
        factors["access_count"] = memory.access_count
    if options.importance_shield is not None:
        factors["shielded"] = bool(result.shielded[i])
    return factors
