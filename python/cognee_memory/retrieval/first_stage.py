"""The first stage: each candidate's relevance to the query, before recency and status.

Relevance is the calibrated fusion of cosine and BM25 (default, ``fusion.calibrated_fusion``: the
same number means the same on every question), the per-query max-normalised score fusion
(``score-max``, the earlier default), the RRF score normalised to [0, 1], or (no fusion) the cosine. A successor stands in for the Superseded candidates it replaced
(hidden or not, marked or found at query time): its relevance and cosine are the highest of its
own and theirs (``gate.stand_in``); the fusion's maxima include those predecessors.

With the calibrated fusion, the cosine it reads may be one moved by pseudo-relevance feedback
(``ranking/pseudo_relevance.py``, applied by ``retrieval/pipeline.py``); the cosine kept for the gate and
shown stays the plain one.

The fused scores are computed once per request (``FirstStage.of``); ``relevance`` re-applies the
stand-in after the candidates' predecessors change (``retrieval/unmarked.py`` adds some).

Pure: numpy, no store.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from cognee_memory.ranking import fusion, gate, kinds, words
from cognee_memory.requests import RetrieveRequest
from cognee_memory.retrieval.candidates import Candidate, StandIn
from cognee_memory.retrieval.pairs_to_read import STAND_IN_SHARE


@dataclass(frozen=True)
class Relevance:
    """Per shown candidate: the raw RRF score (None without rank fusion), the relevance in
    [0, 1] and the cosine, both raised by the stand-in."""

    rrf: np.ndarray | None
    relevance: np.ndarray
    cosine: np.ndarray


@dataclass(frozen=True)
class FirstStage:
    """The fused scores of the candidates and of the hidden predecessors they stand in for."""

    index: dict[str, int]  # memory id → row of ``own`` / ``cosine`` / ``rrf``
    own: np.ndarray
    cosine: np.ndarray
    rrf: np.ndarray | None

    @classmethod
    def of(cls, candidates: list[Candidate], request: RetrieveRequest,
           semantic: np.ndarray | None = None) -> "FirstStage":
        """``semantic``: the cosine the fusion reads, one per ``scored_pool(candidates)`` row
        (default: each candidate's own cosine; ``ranking/pseudo_relevance`` gives one moved by feedback)."""
        pool = scored_pool(candidates)
        index = {c.memory.id: i for i, c in enumerate(pool)}
        rrf = fused_scores(pool, request)
        cosine = np.array([c.semantic for c in pool], dtype=np.float64)
        return cls(index=index, own=_relevance(pool, request, rrf, cosine if semantic is None else semantic),
                   cosine=cosine, rrf=rrf)

    def relevance(self, candidates: list[Candidate]) -> Relevance:
        """The candidates' relevance and cosine, each standing in for its predecessors."""
        rows = [self.index[c.memory.id] for c in candidates]
        # A link further up a chain counts only for a candidate with STAND_IN_SHARE of its relevance, as
        # each direct link must ("wp engine switched all our installs to php 8.2" is no answer to where
        # the sites are hosted, whatever it stood in for).
        parents = [[self.index[i] for i in _ancestors(c, candidates) if i in self.index
                    and (i in {p.memory.id for p in c.predecessors}
                         or self.own[row] >= STAND_IN_SHARE * self.own[self.index[i]])]
                   for c, row in zip(candidates, rows)]
        own, cosine = self.own[rows], self.cosine[rows]
        return Relevance(rrf=None if self.rrf is None else self.rrf[rows],
                         relevance=_stand_in(own, self.own, parents),
                         cosine=_stand_in(cosine, self.cosine, parents))


def _ancestors(candidate: Candidate, candidates: list[Candidate]) -> list[str]:
    """The ids of the memories a candidate stands in for, and of those they stand in for in turn: the
    newest of a chain of changes (DigitalOcean → Hetzner → Fly.io) answers what the oldest answered. A
    record that only answers about as well as another (``StandIn.ANSWER``) changed nothing: it stands in
    for that one alone."""
    if candidate.stand_in is StandIn.ANSWER:
        return [p.memory.id for p in candidate.predecessors]
    by_id = {c.memory.id: c for c in candidates}
    out: list[str] = []
    todo = list(candidate.predecessors)
    while todo:
        p = todo.pop(0)
        if p.memory.id in out or p.memory.id == candidate.memory.id:
            continue
        out.append(p.memory.id)
        todo += by_id.get(p.memory.id, p).predecessors
    return out


def scored_pool(candidates: list[Candidate]) -> list[Candidate]:
    """The candidates, then the hidden predecessors they stand in for, each once."""
    pool: list[Candidate] = []
    seen: set[str] = set()
    for c in [*candidates, *(p for c in candidates for p in c.predecessors)]:
        if c.memory.id not in seen:
            seen.add(c.memory.id)
            pool.append(c)
    return pool


def _stand_in(values: np.ndarray, pool: np.ndarray, parents: list[list[int]]) -> np.ndarray:
    """``values`` (one per candidate) raised to the best of each candidate's parents in ``pool``."""
    n = len(parents)
    return gate.stand_in(np.concatenate([values, pool]), [[n + j for j in mine] for mine in parents])


def _relevance(candidates: list[Candidate], request: RetrieveRequest, rrf: np.ndarray | None,
               semantic: np.ndarray) -> np.ndarray:
    """Each candidate's own first-stage relevance (see the module's docstring); ``semantic`` is the
    cosine the calibrated fusion reads."""
    if request.fusion == "score":
        stems = words.content_stems(request.query)
        if not request.lexical or not stems:
            return np.array(fusion.calibrated_fusion(list(semantic), None, None), dtype=np.float64)
        bm25 = [c.lexical for c in candidates]
        # Only the best BM25 hit's coverage is read: the others' would cost a word analysis each.
        # It counts the words the hit earns by naming a product of the kind of tool asked for
        # ("Sentry" for "error tracking", ``ranking/kinds``), as the memories BM25 missed do below.
        best = fusion.strongest_lexical(bm25)
        coverage = [words.coverage(stems, c.memory.text, kinds.earned(request.query, c.memory.text))
                    if i == best else 0.0 for i, c in enumerate(candidates)]
        # What the engines cannot match ("sign in" for "log in", "payments" for "paid") counts for
        # those BM25 missed because they share no term with its query (not for those its limit cut),
        # and so do the words one of them earns. Another BM25 hit's own earned words do not lift it
        # above its BM25 share: where every memory names the product ("Postgres" everywhere), the
        # words each writes decide.
        earned = [kinds.earned(request.query, c.memory.text) if not c.lexical else frozenset() for c in candidates]
        unseen = [words.coverage(stems, c.memory.text, earned[i])
                  if not c.lexical and (earned[i] or words.only_the_analyzer_matches(request.query, c.memory.text))
                  else 0.0 for i, c in enumerate(candidates)]
        return np.array(fusion.calibrated_fusion(list(semantic), bm25, coverage, unseen), dtype=np.float64)
    if request.fusion == "score-max":
        scores: dict[str, list[float | None]] = {"vector": [c.semantic for c in candidates]}
        if request.lexical:
            scores["bm25"] = [c.lexical for c in candidates]
        return np.array(fusion.score_fusion(scores), dtype=np.float64)
    if rrf is None:
        return np.array([c.semantic for c in candidates], dtype=np.float64)
    best = fusion.max_score(retriever_weights(request), request.rrf_k)
    return rrf / best if best > 0 else np.zeros_like(rrf)


def retriever_weights(request: RetrieveRequest) -> dict[str, float]:
    """The RRF weight of every retriever this request runs (BM25 only with ``lexical``)."""
    active = [name for name in fusion.RETRIEVERS if name != "bm25" or request.lexical]
    given = dict(request.rrf_weights)
    return {name: given.get(name, fusion.DEFAULT_WEIGHTS[name]) for name in active}


def score_weights(request: RetrieveRequest) -> dict[str, float]:
    """The score fusion's weights of the retrievers this request runs (BM25 only with ``lexical``)."""
    table = fusion.CALIBRATED_WEIGHTS if request.fusion == "score" else fusion.SCORE_WEIGHTS
    return {name: w for name, w in table.items() if name != "bm25" or request.lexical}


def fused_scores(candidates: list[Candidate], request: RetrieveRequest) -> np.ndarray | None:
    """Each candidate's raw RRF score from its retriever ranks, or None without rank fusion."""
    if request.fusion != "rrf":
        return None
    weights = retriever_weights(request)
    return np.array([fusion.rrf_score({r: k for r, k in c.ranks.items() if r in weights}, weights, request.rrf_k)
                     for c in candidates], dtype=np.float64)
