"""Recency- and status-aware ranking (the Plan 018 spec, ``shared/RANKING_ALGORITHM.md``).

    score = semantic × exp(−α · age_days) × status_multiplier,   α = ln 2 / half_life_days

Sorted by score (descending), then status rank (DecisionRecord > Active = legacy > Superseded),
then id (ascending), so equal inputs always come out in the same order.

Every option of ``ranking_options.RankingOptions`` (the other systems' ideas: weighted sums,
usage boosts, freshness floor, importance shield, tie-break, MMR diversity …) is composed by
``rank_with_options``; with the default options it computes exactly what ``rank`` computes.

Pure numpy: arrays in, arrays out. No I/O, no Cognee.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import datetime

import numpy as np

from cognee_memory.ranking import factors as rf
from cognee_memory.model import DEFAULT_HALF_LIFE_DAYS, DEFAULT_STATUS_MULTIPLIERS, Status
from cognee_memory.ranking.options import PLAN018, RankingOptions

SECONDS_PER_DAY = 86_400.0

# Status codes used in the arrays (index into the multiplier / rank tables).
LEGACY_CODE = 0
STATUS_CODES: dict[Status | None, int] = {
    None: LEGACY_CODE,
    Status.ACTIVE: 1,
    Status.SUPERSEDED: 2,
    Status.DECISION_RECORD: 3,
}
# Tie-break rank per code: DecisionRecord > Active = legacy > Superseded.
STATUS_RANK = np.array([1, 1, 0, 2], dtype=np.int8)


def multiplier_table(multipliers: dict[Status | None, float]) -> np.ndarray:
    """Status multipliers as an array indexed by status code (missing keys take the default)."""
    merged = {**DEFAULT_STATUS_MULTIPLIERS, **multipliers}
    table = np.empty(len(STATUS_CODES), dtype=np.float64)
    for status, code in STATUS_CODES.items():
        table[code] = merged[status]
    return table


def decay_constant(half_life_days: float) -> float:
    """α = ln 2 / H. H = 7 gives α ≈ 0.099."""
    if not (math.isfinite(half_life_days) and half_life_days > 0):
        raise ValueError("half_life_days must be a finite number > 0")
    return math.log(2.0) / half_life_days


def age_days(timestamps: np.ndarray, now: datetime) -> np.ndarray:
    """Ages in days from POSIX timestamps (seconds, NaN = unknown).

    Unknown timestamps and timestamps after ``now`` count as age 0 (no decay).
    """
    ages = (now.timestamp() - np.asarray(timestamps, dtype=np.float64)) / SECONDS_PER_DAY
    return np.where(np.isfinite(ages) & (ages > 0.0), ages, 0.0)


def recency_multiplier(ages: np.ndarray, half_life_days: float) -> np.ndarray:
    """exp(−α · age): 1.0 at age 0, 0.5 at one half-life, 0.25 at two."""
    return np.exp(-decay_constant(half_life_days) * np.asarray(ages, dtype=np.float64))


@dataclass(frozen=True)
class Ranking:
    """Per-candidate factors (aligned with the input) and the best-first order."""

    semantic: np.ndarray
    recency: np.ndarray
    status_multiplier: np.ndarray
    score: np.ndarray
    order: np.ndarray  # indices into the inputs, best first


def rank(
    semantic: np.ndarray,
    ages: np.ndarray,
    status_codes: np.ndarray,
    ids: np.ndarray,
    *,
    half_life_days: float = DEFAULT_HALF_LIFE_DAYS,
    multipliers: np.ndarray | None = None,
) -> Ranking:
    """Score and order candidates.

    ``semantic`` is clamped to [0, 1]; ``status_codes`` index ``multipliers``
    (see ``STATUS_CODES``); ``ids`` (strings) break exact ties last.
    """
    table = multiplier_table({}) if multipliers is None else multipliers
    codes = np.asarray(status_codes)
    sem = _semantic(semantic)
    rec = recency_multiplier(ages, half_life_days)
    stat = table[codes]
    score = sem * rec * stat
    order = _order(score, STATUS_RANK[codes], ids)
    return Ranking(semantic=sem, recency=rec, status_multiplier=stat, score=score, order=order)


def _semantic(semantic: np.ndarray) -> np.ndarray:
    sem = np.clip(np.asarray(semantic, dtype=np.float64), 0.0, 1.0)
    nan = np.isnan(sem)
    return np.where(nan, 0.0, sem) if nan.any() else sem


@dataclass(frozen=True)
class OptionRanking:
    """``rank_with_options``'s result. Arrays are aligned with the input; ``order`` holds only
    the candidates that passed ``min_score``, best first."""

    semantic: np.ndarray
    recency: np.ndarray
    status_multiplier: np.ndarray
    score: np.ndarray
    order: np.ndarray
    factors: dict[str, np.ndarray]  # every factor that contributed to the score, by name
    normalized: dict[str, np.ndarray]  # the min–max normalised factors (empty when not used)
    shielded: np.ndarray  # bool: importance skipped the decay
    half_life_days: float
    tiebreak_applied: bool = False
    diversity_applied: bool = False
    filtered: int = 0  # candidates below min_score


def rank_with_options(
    semantic: np.ndarray,
    ages: np.ndarray,
    status_codes: np.ndarray,
    ids: np.ndarray,
    *,
    options: RankingOptions = PLAN018,
    multipliers: np.ndarray | None = None,
    importance: np.ndarray | None = None,
    access_counts: np.ndarray | None = None,
    access_ages: np.ndarray | None = None,
    half_life_days: float | None = None,
    vectors: np.ndarray | None = None,
    diversify: bool = False,
    diversity_k: int = 10,
) -> OptionRanking:
    """Score and order candidates with the given options (see ``docs/ranking-options.md``).

    ``importance`` (NaN = unknown → ``options.importance_default``), ``access_counts`` and
    ``access_ages`` (days since the last access, NaN = never) are aligned with ``semantic``.
    ``half_life_days`` overrides the options' (the intent-aware half-life); ``vectors`` (one
    row per candidate) are needed only when ``diversify`` — MMR then re-picks the first
    ``diversity_k`` places.
    """
    n = len(semantic)
    table = multiplier_table({}) if multipliers is None else multipliers
    codes = np.asarray(status_codes)
    ids = np.asarray(ids)
    sem = _semantic(semantic)
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
    rec = recency_multiplier(age, half_life)
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
        order = _order(score, STATUS_RANK[codes], ids)
        pool = score
    else:
        order = keep[_order(score[keep], STATUS_RANK[codes[keep]], ids[keep])]
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


def _order(score: np.ndarray, status_rank: np.ndarray, ids: np.ndarray) -> np.ndarray:
    """Indices by score ↓, then status rank ↓, then id ↑.

    Exact score ties are rare, so one numeric sort does almost all the work and only the
    runs of equal scores are re-sorted by (status rank, id) — sorting strings is slow.
    """
    order = np.argsort(-score)
    if order.size < 2:
        return order
    s = score[order]
    tied = s[1:] == s[:-1]
    if not tied.any():
        return order
    ids = np.asarray(ids)
    # Runs of tied neighbours, as [start, end) positions in the sorted order.
    edges = np.diff(np.concatenate(([0], tied.astype(np.int8), [0])))
    starts, ends = np.flatnonzero(edges == 1), np.flatnonzero(edges == -1) + 1
    for start, end in zip(starts, ends):
        run = order[start:end]
        keys = sorted(range(run.size), key=lambda j: (-int(status_rank[run[j]]), str(ids[run[j]])))
        order[start:end] = run[keys]
    return order


def estimate_tokens(text: str) -> int:
    """A tokenizer-free estimate (≈ 4 characters per token), stable across machines."""
    return max(1, math.ceil(len(text) / 4))


def trim_to_budget(tokens_in_order: list[int], top_k: int, max_tokens: int) -> int:
    """How many of the ranked results to keep: at most ``top_k``, within ``max_tokens``.

    The first result is always kept, even when it alone exceeds the budget.
    """
    kept, used = 0, 0
    for tokens in tokens_in_order[:top_k]:
        if kept > 0 and used + tokens > max_tokens:
            break
        kept += 1
        used += tokens
    return kept
