"""The relevance gate: recency and status decide between memories that answer the query,
never pull in ones that do not.

The first stage gives every candidate a relevance in [0, 1] (its cosine, or with fusion its
normalised RRF score). The gate admits the candidates within a relative band of the best one,

    gated(m)  ⇔  relevance(m) ≥ (1 − band) × max relevance,

and the ranking formula (Plan 018, unchanged) orders the gated set. The others follow,
strongest relevance first, so the first stage's recall is kept below the gated set.

Pure: arrays in, arrays out. No I/O, no Cognee.
"""

from __future__ import annotations

import numpy as np

DEFAULT_BAND = 0.10  # measured: docs/evaluation.md ("The relevance gate")


def admitted(relevance: np.ndarray, band: float) -> np.ndarray:
    """Which candidates the gate admits (bool, aligned with ``relevance``)."""
    rel = np.asarray(relevance, dtype=np.float64)
    if rel.size == 0:
        return np.zeros(0, dtype=bool)
    best = float(np.nanmax(rel)) if np.isfinite(rel).any() else 0.0
    return np.nan_to_num(rel, nan=-1.0) >= (1.0 - band) * best - 1e-12


def gated_order(order: np.ndarray, relevance: np.ndarray, gate: np.ndarray) -> np.ndarray:
    """``order`` (the formula's, best first) with the gated candidates first in that order,
    then the rest by relevance (ties keep the formula's order)."""
    order = np.asarray(order, dtype=np.int64)
    inside = [int(i) for i in order if gate[i]]
    outside = [int(i) for i in order if not gate[i]]
    place = {i: p for p, i in enumerate(outside)}
    outside.sort(key=lambda i: (-float(np.nan_to_num(relevance[i], nan=-1.0)), place[i]))
    return np.array(inside + outside, dtype=np.int64)
