"""Fusion: several retrievers' evidence → one relevance per memory.

Score fusion (the default, ``score_fusion``): a convex combination of each retriever's score
divided by its best score among the candidates,

    relevance(m) = Σ_r w_r · s_r(m) / max_c s_r(c)  /  Σ_r w_r        (r with max_c s_r(c) > 0)

with ``s_vector`` the cosine and ``s_bm25`` the BM25 score (0 when BM25 did not find m). It keeps
how far apart the candidates are (a relevance band means something), needs no common scale
(each retriever is divided by its own best) and is what hybrid-retrieval studies found to beat
RRF (Bruch, Gai & Ingber, "An Analysis of Fusion Functions for Hybrid Retrieval", TOIS 2023).
A retriever that found nothing for this query is left out of the sum. Measured in
``docs/evaluation.md``: better than RRF on every dataset here, at equal weights.

Reciprocal Rank Fusion (``fusion: rrf``):

    RRF(m) = Σ_r  w_r / (k + rank_r(m))

``rank_r(m)`` is m's 1-based position in retriever r's list (a retriever that did not return
m adds nothing), ``k`` (60 by default, Cormack, Clarke & Buettcher, SIGIR 2009) damps the
reward for being first, and ``w_r`` weighs each retriever. Rank-based, so a BM25 score of 12.5
and a cosine of 0.87 never need a common scale (``shared/peers/recall-scoring-functions.txt``).

``normalised`` divides by the best score any memory could reach with these retrievers,
``Σ_r w_r / (k + 1)`` (first in every list), so a fused score lies in [0, 1] and can take the
place of the semantic term in the ranking formula without changing its scale.

Pure: lists in, numbers out. No I/O, no Cognee.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

DEFAULT_K = 60.0
# Recall's defaults: lexical and semantic equal; graph expansion is weaker evidence.
DEFAULT_WEIGHTS: dict[str, float] = {"vector": 1.0, "bm25": 1.0, "graph": 0.8}
RETRIEVERS = tuple(DEFAULT_WEIGHTS)


@dataclass(frozen=True)
class Fused:
    """One memory's fused score and the rank each retriever gave it (absent = not found)."""

    score: float
    normalised: float
    ranks: dict[str, int]


def ranks_of(ordered_ids: Sequence[str]) -> dict[str, int]:
    """1-based rank of each id in a retriever's best-first list (the first occurrence wins)."""
    ranks: dict[str, int] = {}
    for position, item in enumerate(ordered_ids, start=1):
        ranks.setdefault(item, position)
    return ranks


def max_score(weights: Mapping[str, float], k: float = DEFAULT_K) -> float:
    """The score of a memory ranked first by every retriever: Σ w / (k + 1)."""
    return sum(weights.values()) / (k + 1.0)


def rrf_score(ranks: Mapping[str, int], weights: Mapping[str, float], k: float = DEFAULT_K) -> float:
    """Σ w_r / (k + rank_r) over the retrievers that ranked this memory (unknown ones weigh 1.0)."""
    return sum(float(weights.get(name, 1.0)) / (k + rank) for name, rank in ranks.items())


def reciprocal_rank_fusion(
    lists: Mapping[str, Sequence[str]],
    *,
    k: float = DEFAULT_K,
    weights: Mapping[str, float] | None = None,
) -> dict[str, Fused]:
    """Fuse ranked lists (retriever name → ids, best first) into one entry per id.

    Retrievers missing from ``weights`` weigh 1.0. The normaliser counts every retriever in
    ``lists``, including one that returned nothing this time (it could have).
    """
    if not (math.isfinite(k) and k > 0):
        raise ValueError("k must be a finite number > 0")
    table = {name: (1.0 if weights is None else float(weights.get(name, 1.0))) for name in lists}
    if any(not (math.isfinite(w) and w >= 0) for w in table.values()):
        raise ValueError("retriever weights must be finite numbers ≥ 0")
    best = max_score(table, k)
    found: dict[str, dict[str, int]] = {}
    for name, ordered in lists.items():
        for item, rank in ranks_of(ordered).items():
            found.setdefault(item, {})[name] = rank
    fused = {}
    for item, ranks in found.items():
        score = rrf_score(ranks, table, k)
        fused[item] = Fused(score=score, normalised=score / best if best > 0 else 0.0, ranks=ranks)
    return fused


# Score fusion: equal weights (none tuned); the graph adds candidates, scored by their own cosine
# and BM25 (it has no score of its own).
SCORE_WEIGHTS: dict[str, float] = {"vector": 1.0, "bm25": 1.0}


def score_fusion(scores: Mapping[str, Sequence[float | None]],
                 weights: Mapping[str, float] | None = None) -> list[float]:
    """Per candidate, Σ w_r · s_r / max s_r over Σ w_r (``scores``: retriever → one score per
    candidate, None or ≤ 0 = not found). Retrievers whose best score is ≤ 0 are left out; with
    none left every relevance is 0. In [0, 1]; the best candidate of a single retriever is 1."""
    table = dict(SCORE_WEIGHTS if weights is None else weights)
    if any(not (math.isfinite(w) and w >= 0) for w in table.values()):
        raise ValueError("retriever weights must be finite numbers ≥ 0")
    columns = {name: [max(0.0, float(v)) if v is not None and math.isfinite(float(v)) else 0.0 for v in values]
               for name, values in scores.items()}
    sizes = {len(v) for v in columns.values()}
    if len(sizes) > 1:
        raise ValueError("every retriever needs one score per candidate")
    n = sizes.pop() if sizes else 0
    used = {name: max(col) for name, col in columns.items() if col and max(col) > 0 and table.get(name, 1.0) > 0}
    total = sum(table.get(name, 1.0) for name in used)
    if not total:
        return [0.0] * n
    return [sum(table.get(name, 1.0) * columns[name][i] / best for name, best in used.items()) / total
            for i in range(n)]


# Calibrated fusion (the default, ``fusion: score``): a relevance that means the same on every
# question, so the gate, the chat's floor and the displayed number do too.
#
#     relevance(m) = ½ · curve(cosine(m)) + ½ · lexical(m)
#     curve(c)     = 1 / (1 + exp(−(c − 0.45) / 0.15))
#     lexical(m)   = bm25(m) / max_c bm25(c) × coverage(best BM25 hit)
#
# ``curve`` is a fixed map of the cosine, the same for every query: its midpoint is the median
# cosine of a right answer in public data with the default embedder (LoCoMo sessions .44,
# observations .50, Cranfield .42; an unrelated memory's median is .20–.35) and its slope keeps
# the order that the per-query max normalisation gave on those sets (simulated: LoCoMo R@10 and
# Cranfield nDCG@10 within ±.01). BM25 scores have no common scale across workspaces (idf
# grows with the store), so BM25 orders the lexical hits and the best hit is worth the share of
# the question's content words it contains (``ranking/words.coverage``): a memory that shares one
# of three subject words is never "1.00", and stop words alone are worth nothing. A question
# with no content words at all (nothing to search lexically) is scored by the curve alone.
COSINE_MIDPOINT = 0.45
COSINE_SCALE = 0.15
CALIBRATED_WEIGHTS: dict[str, float] = {"vector": 0.5, "bm25": 0.5}


def cosine_curve(cosine: Sequence[float]) -> list[float]:
    """The calibrated semantic evidence in (0, 1) of each cosine (NaN/None → the curve at 0)."""
    out = []
    for c in cosine:
        value = 0.0 if c is None or not math.isfinite(float(c)) else max(0.0, float(c))
        out.append(1.0 / (1.0 + math.exp(-(value - COSINE_MIDPOINT) / COSINE_SCALE)))
    return out


def lexical_evidence(bm25: Sequence[float | None], coverage: Sequence[float],
                     unseen: Sequence[float] | None = None) -> list[float]:
    """Per candidate: its BM25 score over the best one's, times the share of the question's
    content words that the best one contains. A candidate BM25 did not find scores ``unseen``
    (default 0): the share of the question's words it has in a form the engines cannot match
    (``ranking/words.only_the_analyzer_matches``: "sign in" for a question's "log in"), or earns by
    naming a product of the kind asked for (``ranking/kinds``)."""
    scores = _bm25_scores(bm25)
    best = strongest_lexical(bm25)
    missed = [float(u) for u in unseen] if unseen is not None else [0.0] * len(scores)
    if best is None:
        return missed
    top = scores[best]
    return [s / top * float(coverage[best]) if s > 0 else m for s, m in zip(scores, missed)]


def _bm25_scores(bm25: Sequence[float | None]) -> list[float]:
    return [max(0.0, float(b)) if b is not None and math.isfinite(float(b)) else 0.0 for b in bm25]


def strongest_lexical(bm25: Sequence[float | None]) -> int | None:
    """The index of the best BM25 hit (the first of equals), whose coverage ``lexical_evidence``
    reads; None when BM25 found none of the candidates."""
    scores = _bm25_scores(bm25)
    if not scores or max(scores) <= 0:
        return None
    return max(range(len(scores)), key=lambda i: scores[i])


def calibrated_fusion(cosine: Sequence[float], bm25: Sequence[float | None] | None,
                      coverage: Sequence[float] | None, unseen: Sequence[float] | None = None) -> list[float]:
    """Per candidate, the calibrated relevance in [0, 1] (see above). ``bm25``/``coverage`` None:
    no lexical stage ran or the question has no content words, so the cosine curve alone."""
    curve = cosine_curve(cosine)
    if bm25 is None or coverage is None:
        return curve
    if len(bm25) != len(curve) or len(coverage) != len(curve):
        raise ValueError("every retriever needs one score per candidate")
    lexical = lexical_evidence(bm25, coverage, unseen)
    wv, wb = CALIBRATED_WEIGHTS["vector"], CALIBRATED_WEIGHTS["bm25"]
    return [(wv * v + wb * b) / (wv + wb) for v, b in zip(curve, lexical)]
