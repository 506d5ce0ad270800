"""The peers' rankings (MemorySync Recall, Mnemexa, the Recall paper, SynaBun), as scorers the
product's retrieve pipeline runs on its own candidates, first stage and relevance gate.

Every option here is the evaluation's: the product ranks by the spec alone
(``cognee_memory.ranking.scoring.SPEC``). ``options.py`` names the presets and validates their
options, ``factors.py`` holds each factor's formula, ``intent.py`` the query-intent cues; this
module composes them (``rank_with_options``) and wraps one resolved set of options as a
``Scorer`` (``PeerScorer``). With the plan018 options it computes exactly what the spec does.

Pure numpy: arrays in, arrays out. No I/O, no Cognee.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

import numpy as np

from cognee_memory.ranking import formula
from cognee_memory.ranking.scoring import Scored, Signals
from cognee_memory_eval.peers import factors as rf
from cognee_memory_eval.peers.options import NOT_GIVEN, PLAN018, RankingOptions, plan_query, resolve_options


@dataclass(frozen=True, kw_only=True)
class OptionRanking(Scored):
    """``rank_with_options``'s result: the scorer's verdict (``order`` holds only the candidates
    that passed ``min_score``, best first) and what the options did."""

    normalized: dict[str, np.ndarray]  # the min–max normalised factors (empty when not used)
    shielded: np.ndarray  # bool: importance skipped the decay
    half_life_days: float
    tiebreak_applied: bool = False
    diversity_applied: bool = False
    filtered: int = 0  # candidates below min_score


def rank_with_options(signals: Signals, *, options: RankingOptions = PLAN018, half_life_days: float | None = None,
                      vectors: np.ndarray | None = None, diversify: bool = False,
                      diversity_k: int = 10) -> OptionRanking:
    """Score and order candidates with the given options (see ``docs/ranking-options.md``).

    The signals' ``importance`` (NaN = unknown → ``options.importance_default``), access counts
    and access ages (days since the last access, NaN = never) feed the options that read them.
    ``half_life_days`` overrides the options' (the intent-aware half-life); ``vectors`` (one
    row per candidate) are needed only when ``diversify`` — MMR then re-picks the first
    ``diversity_k`` places.
    """
    semantic, ages, status_codes, ids = signals.relevance, signals.ages, signals.status_codes, signals.ids
    multipliers, importance = signals.multipliers, signals.importance
    access_counts, access_ages = signals.access_counts, signals.access_ages
    n = len(semantic)
    table = formula.multiplier_table({}) if multipliers is None else multipliers
    codes = np.asarray(status_codes)
    ids = np.asarray(ids)
    sem = formula.clipped(semantic)
    keep = np.flatnonzero(sem >= options.min_score) if options.min_score > 0 else None
    half_life = options.half_life_days if half_life_days is None else half_life_days
    imp = np.full(n, np.nan) if importance is None else np.asarray(importance, dtype=np.float64)
    rec, shield = _option_recency(options, ages, access_ages, half_life, imp)
    imp = np.where(np.isfinite(imp), imp, options.importance_default)
    stat = table[codes]
    usage = _usage(options, access_counts, n)
    score, factors, normalized = _combine(options, sem, rec, imp, usage, stat, keep)
    order, tiebreak = _option_order(options, score, codes, ids, keep, (sem, imp, rec))
    diversified = bool(diversify and vectors is not None and order.size > 1)
    if diversified:
        order = rf.mmr_order(order, score, np.asarray(vectors), options.mmr_lambda, diversity_k)
    return OptionRanking(
        semantic=sem, recency=rec, status_multiplier=stat, score=score, order=order,
        factors=factors, normalized=normalized, shielded=shield, half_life_days=half_life,
        tiebreak_applied=tiebreak, diversity_applied=diversified,
        filtered=0 if keep is None else n - keep.size,
    )


def _option_recency(options: RankingOptions, ages: np.ndarray, access_ages: np.ndarray | None,
                    half_life: float, importance: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The recency factor (age from the last access, importance shield, freshness floor) and
    which candidates the shield kept from decaying."""
    age = np.asarray(ages, dtype=np.float64)
    if options.recency_from_access and access_ages is not None:
        age = np.fmin(age, np.asarray(access_ages, dtype=np.float64))  # NaN (never accessed) ignored
    rec = formula.recency_multiplier(age, half_life)
    shield = rf.shielded(importance, options.importance_shield)
    if shield.any():
        rec = np.where(shield, 1.0, rec)
    return rf.freshness_floor(rec, options.freshness_floor), shield


def _usage(options: RankingOptions, access_counts: np.ndarray | None, n: int) -> np.ndarray:
    """The usage factor from the access counts (zeros when the usage boost is off)."""
    counts = np.zeros(n) if access_counts is None else np.asarray(access_counts, dtype=np.float64)
    return rf.usage_value(counts, options.usage_boost) if options.usage_boost != "off" else np.zeros(n)


def _combine(options: RankingOptions, sem: np.ndarray, rec: np.ndarray, imp: np.ndarray, usage: np.ndarray,
             stat: np.ndarray, keep: np.ndarray | None,
             ) -> tuple[np.ndarray, dict[str, np.ndarray], dict[str, np.ndarray]]:
    """(score, the factors that contributed, the min–max normalised ones): the product of the
    spec's factors, or the weighted sum, each times the status multiplier."""
    factors: dict[str, np.ndarray] = {"semantic": sem, "recency": rec}
    normalized: dict[str, np.ndarray] = {}
    if options.combine == "product":
        score = sem * rec * stat
        if options.usage_boost != "off":
            score = score * rf.usage_multiplier(usage, options.usage_boost)
            factors["usage"] = usage
    else:
        weights = options.effective_weights.as_dict()
        raw = {"semantic": sem, "recency": rec, "importance": imp, "usage": usage}
        used = {name: raw[name] for name, w in weights.items() if w > 0}
        factors = dict(used)
        if options.normalization == "minmax":
            normalized = {name: _minmax_within(values, keep) for name, values in used.items()}
            used = normalized
        score = rf.weighted_sum(used, weights) * stat
    factors["status"] = stat
    return score, factors, normalized


def _option_order(options: RankingOptions, score: np.ndarray, codes: np.ndarray, ids: np.ndarray,
                  keep: np.ndarray | None, tiebreak_keys: tuple[np.ndarray, np.ndarray, np.ndarray],
                  ) -> tuple[np.ndarray, bool]:
    """Best first among the candidates that passed ``min_score``, and whether the scores were
    flat enough for the tie-break order (semantic, importance, recency, id) to replace it."""
    if keep is None:
        order = formula.best_first(score, formula.STATUS_RANK[codes], ids)
        pool = score
    else:
        order = keep[formula.best_first(score[keep], formula.STATUS_RANK[codes[keep]], ids[keep])]
        pool = score[keep]
    tiebreak = rf.is_flat(pool, options.tiebreak_std)
    if tiebreak:
        sem, imp, rec = tiebreak_keys
        subset = np.arange(score.size) if keep is None else keep
        order = subset[rf.tiebreak_order(sem[subset], imp[subset], rec[subset], ids[subset])]
    return order, tiebreak


def _minmax_within(values: np.ndarray, keep: np.ndarray | None) -> np.ndarray:
    """Min–max over the batch that is ranked (the candidates that passed ``min_score``)."""
    if keep is None:
        return rf.minmax(values)
    out = np.full(values.shape, np.nan)
    out[keep] = rf.minmax(values[keep])
    return out


class PeerScorer:
    """One resolved set of ranking options as a ``Scorer`` of the retrieve pipeline."""

    def __init__(self, options: RankingOptions) -> None:
        self.options = options
        self.name = options.preset

    @classmethod
    def from_json(cls, ranking: Any, half_life_days: Any = None) -> "PeerScorer":
        """The options a request's ``ranking`` object names (a preset and overrides)."""
        return cls(resolve_options(ranking, NOT_GIVEN if half_life_days is None else half_life_days))

    def default_half_life(self, query: str) -> float:
        return plan_query(self.options, query).half_life_days

    def candidate_limit(self, top_k: int) -> int | None:
        return self.options.overfetch * top_k if self.options.overfetch else None

    def wants_vectors(self, query: str) -> bool:
        return plan_query(self.options, query).diversify

    def score(self, signals: Signals, half_life_days: float, *, query: str, top_k: int,
              vectors: np.ndarray | None) -> Scored:
        query_plan = plan_query(self.options, query)
        r = rank_with_options(signals, options=self.options, half_life_days=half_life_days, vectors=vectors,
                              diversify=query_plan.diversify, diversity_k=top_k)
        extra: dict[str, dict[int, Any]] = {}
        if r.normalized:
            extra["normalized"] = {i: {name: float(v[i]) for name, v in r.normalized.items()}
                                   for i in range(r.score.size)}
        if self.options.usage_boost != "off":
            extra["access_count"] = {i: int(signals.access_counts[i]) for i in range(r.score.size)}
        if self.options.importance_shield is not None:
            extra["shielded"] = {i: bool(r.shielded[i]) for i in range(r.score.size)}
        return replace(r, extra=extra, details={"options": self.options.to_json(), "tiebreak_applied": r.tiebreak_applied,
                               "intent": query_plan.intent_json(), "broad_query": query_plan.broad,
                               "diversity_applied": r.diversity_applied, "filtered_by_min_score": r.filtered})
