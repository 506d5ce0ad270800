"""Ranking metrics with binary relevance (pure functions, no I/O).

``ranked`` is a best-first list of ids, ``relevant`` a set of ids. Every metric is
computed per query and averaged by the caller; a query with no relevant id is an error
(the loaders drop those), so averages never hide empty denominators.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence


def _check(relevant: set[str] | frozenset[str]) -> None:
    if not relevant:
        raise ValueError("a query needs at least one relevant id")


def recall_at(ranked: Sequence[str], relevant: set[str] | frozenset[str], k: int) -> float:
    """Share of the relevant ids found in the first k."""
    _check(relevant)
    return len(set(ranked[:k]) & relevant) / len(relevant)


def ndcg_at(ranked: Sequence[str], relevant: set[str] | frozenset[str], k: int = 10) -> float:
    """DCG of the first k (gain 1 per relevant id at rank r: 1/log2(r+1)) over the ideal DCG."""
    _check(relevant)
    dcg = sum(1.0 / math.log2(rank + 1) for rank, item in enumerate(ranked[:k], start=1) if item in relevant)
    ideal = sum(1.0 / math.log2(rank + 1) for rank in range(1, min(len(relevant), k) + 1))
    return dcg / ideal


def reciprocal_rank(ranked: Sequence[str], relevant: set[str] | frozenset[str]) -> float:
    """1 / rank of the first relevant id; 0 when none was returned."""
    _check(relevant)
    for rank, item in enumerate(ranked, start=1):
        if item in relevant:
            return 1.0 / rank
    return 0.0


def first_is(ranked: Sequence[str], expected: str) -> float:
    """1.0 when ``expected`` ranks first."""
    return 1.0 if ranked and ranked[0] == expected else 0.0


def mean(values: Iterable[float]) -> float:
    items = list(values)
    return sum(items) / len(items) if items else float("nan")


RETRIEVAL_METRICS = ("recall@5", "recall@10", "ndcg@10", "mrr", "answer_first")


def retrieval_scores(ranked: Sequence[str], relevant: set[str] | frozenset[str]) -> dict[str, float]:
    """The retrieval metrics of one query (``answer_first``: a relevant memory ranks first)."""
    return {
        "recall@5": recall_at(ranked, relevant, 5),
        "recall@10": recall_at(ranked, relevant, 10),
        "ndcg@10": ndcg_at(ranked, relevant, 10),
        "mrr": reciprocal_rank(ranked[:10], relevant),
        "answer_first": 1.0 if ranked and ranked[0] in relevant else 0.0,
    }


def average(rows: list[dict[str, float]]) -> dict[str, float]:
    """Per-metric means over queries, plus ``n`` (the number of queries)."""
    if not rows:
        return {"n": 0}
    out: dict[str, float] = {key: round(mean(r[key] for r in rows), 4) for key in rows[0]}
    out["n"] = len(rows)
    return out
