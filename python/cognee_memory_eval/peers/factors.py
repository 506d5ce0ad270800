"""The optional ranking factors, one pure numpy function each (composed by ``formula.py``).

Sources (``shared/peers/``):
- freshness floor ``max(recency, floor)`` and access boost ``1 + ln(1 + n)``: the Recall paper;
  MMR ``λ·relevance − (1 − λ)·max sim(m, selected)``: Carbonell & Goldstein via the Recall paper.
- importance shield (importance ≥ threshold → no decay) and access boost ``min(0.1, 0.01·n)``: SynaBun.
- usage ``min(1, ln(1 + n)/5)``, per-batch min–max normalisation and the variance-floor
  tie-break (σ < 0.02 → semantic, importance, recency, id): MemorySync.
- weighted sum ``Σ wᵢ·factorᵢ`` (weights summing to 1): MemorySync, Mnemexa, SynaBun.
"""

from __future__ import annotations

import numpy as np


def freshness_floor(recency: np.ndarray, floor: float) -> np.ndarray:
    """``max(recency, floor)``: very old memories keep ``floor`` of their signal."""
    return np.maximum(recency, floor) if floor > 0 else recency


def shielded(importance: np.ndarray, threshold: float | None) -> np.ndarray:
    """Which memories skip decay: importance at or above ``threshold`` (unknown importance never)."""
    imp = np.asarray(importance, dtype=np.float64)
    if threshold is None:
        return np.zeros(imp.shape, dtype=bool)
    with np.errstate(invalid="ignore"):
        return np.isfinite(imp) & (imp >= threshold)


def usage_value(access_counts: np.ndarray, formula: str) -> np.ndarray:
    """The usage factor from each memory's access count, by formula name."""
    n = np.maximum(np.asarray(access_counts, dtype=np.float64), 0.0)
    if formula == "memorysync":
        return np.minimum(1.0, np.log1p(n) / 5.0)
    if formula == "recall":
        return 1.0 + np.log1p(n)
    if formula == "synabun":
        return np.minimum(0.1, 0.01 * n)
    raise ValueError(f"unknown usage formula {formula!r}")


def usage_multiplier(value: np.ndarray, formula: str) -> np.ndarray:
    """The usage factor as a multiplier in the product combination.

    Recall's boost is already a multiplier (1 for an unused memory); the bounded additive
    boosts (0 for an unused memory) enter as ``1 + value`` so they never zero a score.
    """
    return value if formula == "recall" else 1.0 + value


def minmax(values: np.ndarray) -> np.ndarray:
    """``(x − min)/(max − min)`` over the batch; a constant factor (no spread) becomes 1."""
    x = np.asarray(values, dtype=np.float64)
    if x.size == 0:
        return x
    low, high = float(x.min()), float(x.max())
    if high <= low:
        return np.ones_like(x)
    return (x - low) / (high - low)


def weighted_sum(factors: dict[str, np.ndarray], weights: dict[str, float]) -> np.ndarray:
    """``Σ wᵢ·factorᵢ`` over the factors with a non-zero weight (in the order of ``weights``)."""
    total: np.ndarray | None = None
    for name, weight in weights.items():
        if weight == 0:
            continue
        term = weight * factors[name]
        total = term if total is None else total + term
    if total is None:
        return np.zeros(len(next(iter(factors.values()))))
    return total


def is_flat(score: np.ndarray, std_floor: float) -> bool:
    """Whether a batch's scores are too flat to rank by (population σ below ``std_floor``)."""
    return std_floor > 0 and score.size >= 2 and float(np.std(score)) < std_floor


def tiebreak_order(
    semantic: np.ndarray, importance: np.ndarray, recency: np.ndarray, ids: np.ndarray
) -> np.ndarray:
    """Indices by semantic ↓, importance ↓, recency ↓, id ↓ (MemorySync's deterministic chain)."""
    _, id_rank = np.unique(np.asarray(ids), return_inverse=True)
    # np.lexsort sorts by the last key first, ascending: negate for descending.
    return np.lexsort((-id_rank, -recency, -importance, -semantic))


def mmr_order(order: np.ndarray, score: np.ndarray, vectors: np.ndarray, lam: float, k: int) -> np.ndarray:
    """Re-pick the first ``k`` of ``order`` greedily by maximal marginal relevance.

    relevance = score / max score (so λ weighs two quantities on the same [0, 1] scale);
    novelty = cosine similarity to the closest memory already picked. Picks come from the
    best ``max(50, 10·k)`` of ``order`` (the usual re-ranking pool; a retrieval's candidates
    all fit in it). Equal MMR values keep the incoming order; the rest follow in it.
    """
    k = min(k, order.size)
    if k < 2:
        return order
    pool = min(order.size, max(50, 10 * k))
    if pool < order.size:
        head = mmr_order(order[:pool], score, vectors, lam, k)
        return np.concatenate((head, order[pool:]))
    v = np.asarray(vectors, dtype=np.float64)[order]
    norms = np.linalg.norm(v, axis=1, keepdims=True)
    v = np.divide(v, norms, out=np.zeros_like(v), where=norms > 0)
    rel = np.asarray(score, dtype=np.float64)[order]
    top = float(rel.max())
    if top > 0:
        rel = rel / top
    closest = np.full(order.size, -np.inf)
    picked = np.zeros(order.size, dtype=bool)
    chosen: list[int] = []
    for _ in range(k):
        novelty = np.where(np.isfinite(closest), closest, 0.0)
        mmr = lam * rel - (1.0 - lam) * novelty
        mmr[picked] = -np.inf
        j = int(np.argmax(mmr))  # the first maximum: ties keep the incoming order
        chosen.append(j)
        picked[j] = True
        closest = np.maximum(closest, v @ v[j])
    return order[np.concatenate((np.array(chosen, dtype=np.int64), np.flatnonzero(~picked)))]
