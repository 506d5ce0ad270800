"""Recency- and status-aware ranking (the Plan 018 spec, ``shared/RANKING_ALGORITHM.md``).

    score = semantic × exp(−α · age_days) × status_multiplier,   α = ln 2 / half_life_days

Sorted by score (descending), then status rank (DecisionRecord > Active = legacy > Superseded),
then id (ascending), so equal inputs always come out in the same order.

Pure numpy: arrays in, arrays out. No I/O, no Cognee.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import datetime

import numpy as np

from cognee_memory.model import DEFAULT_HALF_LIFE_DAYS, DEFAULT_STATUS_MULTIPLIERS, Status

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
    sem = clipped(semantic)
    rec = recency_multiplier(ages, half_life_days)
    stat = table[codes]
    score = sem * rec * stat
    order = best_first(score, STATUS_RANK[codes], ids)
    return Ranking(semantic=sem, recency=rec, status_multiplier=stat, score=score, order=order)


def clipped(semantic: np.ndarray) -> np.ndarray:
    sem = np.clip(np.asarray(semantic, dtype=np.float64), 0.0, 1.0)
    nan = np.isnan(sem)
    return np.where(nan, 0.0, sem) if nan.any() else sem


def best_first(score: np.ndarray, status_rank: np.ndarray, ids: np.ndarray) -> np.ndarray:
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
