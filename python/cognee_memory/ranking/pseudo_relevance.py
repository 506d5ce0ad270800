"""Pseudo-relevance feedback on the embedding side (Rocchio): the question moved towards its
strongest candidates and away from the other candidates, so a memory that shares no word with
the question but is close in meaning to the memories that answer it moves up.

    q'         = q̂ + β · mean(d̂ for the ``depth`` candidates of highest first-stage relevance)
                   − γ · (s − (s·q̂) q̂),   s = mean(d̂ for the other candidates)
    cosine'(m) = cos(q', m) × max_c cos(q, c) / max_c cos(q', c)

The γ term takes out what every candidate shares (in a workspace of one conversation or one
project, every memory is about the same people or the same code): without it the centroid of
the strongest hits mostly adds that common direction, and the order gets worse (LoCoMo
development half, measured). Only the part of that centroid across the question is taken out:
when the other candidates are look-alikes of the question, their centroid *is* the question, and
subtracting it whole would tilt the question towards whatever else is among the strongest hits
(a memory found by one rare word then outranked the successor of an exact match; same numbers on
the development halves within .002).

(Rocchio, "Relevance feedback in information retrieval", 1971; for dense retrieval, Li et al.,
"Pseudo relevance feedback with deep language models and dense retrievers", TOIS 2023). The
rescaling keeps the top of the scale where the plain cosine puts it: feedback changes the order
of the candidates, not how strong the best match looks (the cosine curve of ``ranking/fusion.py``
was calibrated on plain cosines). Only the fused relevance reads it; the cosine shown and the
gate's cosine share stay the plain cosine.

Pure: numpy, no store.
"""

from __future__ import annotations

import numpy as np

from cognee_memory.ranking.vectors import unit

# Chosen on the development halves of LoCoMo sessions and Cranfield (the evaluation sets) among
# depth 3/5/10, β 0.25–1, γ 0–1; the check halves were read once, after the choice.
DEPTH = 3  # feedback memories: the strongest candidates by first-stage relevance
WEIGHT = 0.5  # β, the weight of their centroid against the unit question vector
AWAY = 0.5  # γ, the weight of the other candidates' centroid, subtracted


def rocchio_cosine(query: np.ndarray, vectors: np.ndarray, relevance: np.ndarray,
                   depth: int = DEPTH, weight: float = WEIGHT, away: float = AWAY) -> np.ndarray:
    """Each row of ``vectors``' cosine to the question moved towards the ``depth`` rows of highest
    ``relevance`` and away from the others (see the module's docstring), clamped to [0, 1]. With
    no row, no feedback (``depth`` or ``weight`` 0) or a zero question, the plain cosine."""
    q = unit(np.asarray(query, dtype=np.float64).reshape(1, -1))[0]
    docs = unit(np.asarray(vectors, dtype=np.float64))
    plain = np.clip(docs @ q, 0.0, 1.0) if docs.size else np.zeros(len(docs))
    if len(docs) == 0 or depth <= 0 or weight <= 0 or not q.any():
        return plain
    rel = np.nan_to_num(np.asarray(relevance, dtype=np.float64), nan=-1.0)
    top = np.argsort(-rel, kind="stable")[:depth]
    rest = np.ones(len(docs), dtype=bool)
    rest[top] = False
    centre = q + weight * docs[top].mean(axis=0)
    if away > 0 and rest.any():
        shared = docs[rest].mean(axis=0)
        centre = centre - away * (shared - (shared @ q) * q)  # never away from the question itself
    moved = unit(centre.reshape(1, -1))[0]
    shifted = np.clip(docs @ moved, 0.0, 1.0)
    best = float(shifted.max())
    if best <= 0:
        return plain
    return np.clip(shifted * float(plain.max()) / best, 0.0, 1.0)
