"""What the retrieve pipeline asks of a ranking: the ``Scorer`` interface and the product's one
scorer, the Plan 018 spec (``formula.rank``).

The pipeline (``retrieval/pipeline.py``) gathers each candidate's signals once and hands them to
a scorer for every half-life it ranks at. The product ranks with ``SPEC`` only; the evaluation
harness plugs the other memory systems' rankings in here (``cognee_memory_eval/peers``) so they
are measured on the same candidates, first stage and relevance gate.

Pure: arrays in, arrays out. No I/O, no Cognee.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

import numpy as np

from cognee_memory.ranking import formula


@dataclass(frozen=True)
class Signals:
    """Per candidate (aligned arrays): what a ranking may read besides the query (NaN = unknown)."""

    relevance: np.ndarray  # the first stage's relevance in [0, 1] (the spec's "semantic")
    ages: np.ndarray  # days since the memory's source was created (≥ 0)
    status_codes: np.ndarray  # formula.STATUS_CODES
    ids: np.ndarray
    importance: np.ndarray
    access_counts: np.ndarray
    access_ages: np.ndarray  # days since the last access (NaN = never)
    multipliers: np.ndarray  # the status multiplier table (formula.multiplier_table)


@dataclass(frozen=True)
class Scored:
    """A scorer's verdict: per-candidate factors and score, and the best-first order (which may
    leave candidates out, e.g. below a minimum score)."""

    semantic: np.ndarray
    recency: np.ndarray
    status_multiplier: np.ndarray
    score: np.ndarray
    order: np.ndarray
    factors: dict[str, np.ndarray]  # every factor that contributed to the score, by name
    # Anything else the response reports per result (by index) and for the whole ranking.
    extra: dict[str, dict[int, Any]] = field(default_factory=dict)
    details: dict[str, Any] = field(default_factory=dict)


class Scorer(Protocol):
    """A ranking the pipeline can run. ``SPEC`` is the product's; the evaluation adds others."""

    name: str

    def default_half_life(self, query: str) -> float:
        """The half-life (days) when the request names none."""
        ...

    def candidate_limit(self, top_k: int) -> int | None:
        """How many vector hits to fetch (None: the pipeline's default)."""
        ...

    def wants_vectors(self, query: str) -> bool:
        """Whether ``score`` needs the candidates' embeddings (e.g. for diversity)."""
        ...

    def score(self, signals: Signals, half_life_days: float, *, query: str, top_k: int,
              vectors: np.ndarray | None) -> Scored:
        ...


class SpecScorer:
    """score = semantic × exp(−ln2 · age / H) × status multiplier (``shared/RANKING_ALGORITHM.md``)."""

    name = "plan018"

    def default_half_life(self, query: str) -> float:
        return formula.DEFAULT_HALF_LIFE_DAYS

    def candidate_limit(self, top_k: int) -> int | None:
        return None

    def wants_vectors(self, query: str) -> bool:
        return False

    def score(self, signals: Signals, half_life_days: float, *, query: str, top_k: int,
              vectors: np.ndarray | None) -> Scored:
        r = formula.rank(signals.relevance, signals.ages, signals.status_codes, signals.ids,
                         half_life_days=half_life_days, multipliers=signals.multipliers)
        return Scored(semantic=r.semantic, recency=r.recency, status_multiplier=r.status_multiplier,
                      score=r.score, order=r.order,
                      factors={"semantic": r.semantic, "recency": r.recency, "status": r.status_multiplier})


SPEC = SpecScorer()
