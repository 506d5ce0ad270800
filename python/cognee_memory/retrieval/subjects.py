"""Which gated memories are about the best one's subject (``ranking/gate.one_subject``).

The gate admits the strongest memories within a band of the best, and the ranking formula lets
recency and status decide between them. That is right between two answers to one question (a
decision and the newer one that changed it, which nobody marked), and wrong between two subjects
that a question's words happen to touch: "Which Wi-Fi chip do we use?" meets the chip and a newer
remark about the office Wi-Fi, "What CMS do the editors use?" the CMS and the editors' newsletter.
Two memories are about the same subject by meaning and by their words: the test the unmarked-update
reading uses (``unmarked.same_subject``: close in meaning, and two content words in common, or one
and a number that changed). A memory that has more of the question's words than the best one does
(with those of the memories it stands in for) stays too: then the question is as much about its
subject ("We use PostgreSQL 15 in production." meets "We use Postgres for billing." and the upgrade
to PostgreSQL 16 that replaced the asked memory; the billing note is the stronger only because one
memory writes "Postgres").

Pure: the caller reads the vectors (``contenders`` says whose).
"""

from __future__ import annotations

import numpy as np

from cognee_memory.ranking import kinds, words
from cognee_memory.ranking.vectors import unit
from cognee_memory.retrieval.candidates import Candidate
from cognee_memory.retrieval.unmarked import same_subject

__all__ = ["contenders", "same_as_best"]


def contenders(relevance: np.ndarray, admitted: np.ndarray) -> list[int]:
    """The admitted memories to compare, the best first: the strongest admitted one, then each
    admitted one below it (one tied with it needs no comparison). Empty when there is none below."""
    rel = np.nan_to_num(np.asarray(relevance, dtype=np.float64), nan=-1.0)
    inside = [int(i) for i in np.flatnonzero(np.asarray(admitted, dtype=bool))]
    if len(inside) < 2:
        return []
    best = max(inside, key=lambda i: (rel[i], -i))
    below = [i for i in inside if rel[i] < rel[best] - 1e-12]
    return [best, *below] if below else []


def _asked(query: str, candidate: Candidate) -> int:
    """How many of the question's content words the memory has (or earns by naming a product of
    the kind asked for, ``ranking/kinds``), or a memory it stands in for."""
    stems = words.content_stems(candidate.memory.text) | kinds.earned(query, candidate.memory.text)
    for older in candidate.predecessors:
        stems |= words.content_stems(older.memory.text) | kinds.earned(query, older.memory.text)
    return len(words.content_stems(query) & stems)


# A memory this many times closer to the question in meaning than the best admitted one is about what was asked
# whatever that one is about: the best was lifted by words it shares with the question ("same day = digital jobs in
# before 10am only" for "what happens if the digital press breaks down mid job?", .14 against .33).
CLOSER_IN_MEANING = 2.0
MIN_MEANING = 0.05  # … measured against at least this cosine (a best with none lets nothing in by meaning alone)


def same_as_best(candidates: list[Candidate], compared: list[int], vectors: np.ndarray, query: str = "",
                 cosine: np.ndarray | None = None) -> np.ndarray:
    """Per candidate, whether it is about the subject of ``compared[0]`` (the best admitted one),
    has more of ``query``'s words than it, or is ``CLOSER_IN_MEANING`` times as close to the question (``cosine``:
    each candidate's cosine to it): read for the others of ``compared`` (``vectors``: their embeddings, one row
    each, in that order), true for every candidate not compared."""
    same = np.ones(len(candidates), dtype=bool)
    if len(compared) < 2:
        return same
    rows = unit(vectors)
    cosines = rows[1:] @ rows[0]
    best = candidates[compared[0]]
    asked = _asked(query, best) if query else 0
    floor = None if cosine is None else CLOSER_IN_MEANING * max(float(np.nan_to_num(cosine[compared[0]])), MIN_MEANING)
    for i, pair_cosine in zip(compared[1:], cosines):
        same[i] = same_subject(best, candidates[i], float(pair_cosine)) or (
            bool(query) and _asked(query, candidates[i]) > asked) or (
            floor is not None and float(np.nan_to_num(cosine[i], nan=-1.0)) >= floor)
    return same
