"""The relevance gate: recency and status decide between memories that answer the query,
never pull in ones that do not.

The first stage gives every candidate a relevance in [0, 1] (with score fusion, the default,
its cosine and BM25 each divided by the best candidate's; or its normalised RRF score, or its
cosine). A successor stands in for the Superseded memories it replaced (``stand_in``). The gate admits the strongest candidates (at most ``top``, by that
relevance) that lie within a relative band of the best one,

    gated(m)  ⇔  rank(m) ≤ top  and  basis(m) ≥ (1 − band) × max basis,

(``basis`` = the relevance, or each memory's cosine) and the ranking formula (Plan 018,
unchanged) orders the gated set. The others follow,
strongest relevance first, so the first stage's recall is kept below the gated set. Beside the
best gated memory, only memories about its subject stay (``one_subject``): two memories on different
subjects are not two answers to choose between by age, and the stronger one comes first.

Pure: arrays in, arrays out. No I/O, no Cognee.
"""

from __future__ import annotations

import numpy as np

from cognee_memory.ranking.gate_defaults import BASES, DEFAULT_BAND, DEFAULT_BASIS, DEFAULT_TOP, MIN_COSINE_SHARE

__all__ = ["ASIDE_SHARE", "BASES", "DEFAULT_BAND", "DEFAULT_BASIS", "DEFAULT_TOP", "MIN_COSINE_SHARE", "admitted",
           "gated_order", "one_subject", "set_asides_apart", "stand_in"]


def stand_in(values: np.ndarray, parents: list[list[int]]) -> np.ndarray:
    """The first ``len(parents)`` values, each raised to the highest value of its ``parents``
    (indices into ``values``): a successor stands in for the memories it replaced. The question
    matched the old wording; the newer decision answers it, so it competes with that relevance
    (and recency and status then put it above the one it replaced)."""
    values = np.nan_to_num(np.asarray(values, dtype=np.float64), nan=0.0)
    out = values[: len(parents)].copy()
    for i, mine in enumerate(parents):
        if mine:
            out[i] = max(out[i], float(values[mine].max()))
    return out


def admitted(relevance: np.ndarray, band: float, top: int | None = None,
             order_by: np.ndarray | None = None) -> np.ndarray:
    """Which candidates the gate admits (bool, aligned with ``relevance``): those within the
    band of the best relevance and, with ``top``, among the ``top`` strongest by ``order_by``
    (default: by relevance). Exact ties at the cap's edge all pass: the ranking's status rank,
    not the candidates' positions, decides between them (a DecisionRecord tied with two Active
    copies is never cut by its id)."""
    rel = np.nan_to_num(np.asarray(relevance, dtype=np.float64), nan=-1.0)
    if rel.size == 0:
        return np.zeros(0, dtype=bool)
    inside = rel >= (1.0 - band) * max(float(rel.max()), 0.0) - 1e-12
    if top is not None:
        key = rel if order_by is None else np.nan_to_num(np.asarray(order_by, dtype=np.float64), nan=-1.0)
        if top < key.size:
            edge = np.sort(key)[::-1][top - 1]  # the top-th strongest; everything tied with it passes
            inside &= key >= edge
    return inside


ASIDE_SHARE = 0.8  # an aside passes on its own only with this share of its relevance
# A memory that states something with at least this share of the best aside's relevance passes in
# its place: a remark about an occasion does not answer how things are, however many of the
# question's words it has ("A big CDN outage took down half the internet yesterday" for "Which CDN is
# the site behind?", beside "The site is cached at the edge by Fastly" at .35 of its relevance).
ASIDE_RESCUE_SHARE = 0.3


def set_asides_apart(basis: np.ndarray, order_by: np.ndarray, aside: np.ndarray, band: float,
                     top: int | None = None, plain: np.ndarray | None = None) -> np.ndarray:
    """``admitted`` with asides (``retrieval/asides``: remarks about an occasion) set apart: each
    competes with ``ASIDE_SHARE`` of its basis, and none passes beside a memory that is not an
    aside. An aside far above everything else passes only when no memory that states something has
    ``ASIDE_RESCUE_SHARE`` of its basis (it may be all there is); otherwise the gate admits those
    memories as if the asides were not there, and the asides follow them by relevance. ``plain``: the
    asides that may give way so (default: all); when one that passed may not, the asides pass."""
    aside = np.asarray(aside, dtype=bool)
    if not aside.any():
        return admitted(basis, band, top, order_by=order_by)
    share = np.where(aside, ASIDE_SHARE, 1.0)
    passed = admitted(np.asarray(basis, dtype=np.float64) * share, band, top,
                      order_by=np.asarray(order_by, dtype=np.float64) * share)
    if (passed & ~aside).any():
        return passed & ~aside
    values = np.nan_to_num(np.asarray(basis, dtype=np.float64), nan=-1.0)
    plain = aside if plain is None else np.asarray(plain, dtype=bool) & aside
    if aside.all() or values[~aside].max() < ASIDE_RESCUE_SHARE * values[aside].max() or (passed & ~plain).any():
        return passed
    rest = np.where(aside, -1.0, values)
    return admitted(rest, band, top, order_by=np.where(aside, -1.0, np.asarray(order_by, dtype=np.float64))) & ~aside


def one_subject(admitted: np.ndarray, relevance: np.ndarray, same_as_best: np.ndarray) -> np.ndarray:
    """``admitted`` without the memories that are about another subject than the best admitted one
    (``same_as_best`` False): recency and status decide between memories that answer the same
    question, and a newer memory on another subject that lies within the band must not win by its
    age. Exact ties with the best always stay (a successor standing in for it has its relevance)."""
    admitted = np.asarray(admitted, dtype=bool)
    if admitted.sum() < 2:
        return admitted
    rel = np.nan_to_num(np.asarray(relevance, dtype=np.float64), nan=-1.0)
    best = float(rel[admitted].max())
    return admitted & ((rel >= best - 1e-12) | np.asarray(same_as_best, dtype=bool))


def gated_order(order: np.ndarray, relevance: np.ndarray, gate: np.ndarray) -> np.ndarray:
    """``order`` (the formula's, best first) with the gated candidates first in that order,
    then the rest by relevance (ties keep the formula's order)."""
    order = np.asarray(order, dtype=np.int64)
    inside = [int(i) for i in order if gate[i]]
    outside = [int(i) for i in order if not gate[i]]
    place = {i: p for p, i in enumerate(outside)}
    outside.sort(key=lambda i: (-float(np.nan_to_num(relevance[i], nan=-1.0)), place[i]))
    return np.array(inside + outside, dtype=np.int64)
