"""A long memory read by its best sentence as well as by its whole text.

A static embedder's vector of a long text is the mean of its words: a session summary or a
decision record that answers the question in one sentence among ten looks about as close to it
as one that never does. Here each long candidate's sentences are embedded too, and the cosine the
fusion reads becomes

    cosine'(m) = (1 − w) · cosine(m) + w · max over m's sentences s of cos(q, s)

for the ``depth`` strongest candidates with sentences (by first-stage relevance; the others keep
their cosine), then rescaled so that the strongest cosine stays where it was: the best sentences
change the order of the candidates, not how strong the best match looks (the cosine curve of
``ranking/fusion.py`` was calibrated on whole-text cosines). Short memories (under ``MIN_WORDS``
words: a one- or two-sentence decision) keep their cosine; their whole text is their sentence.

Measured with the product's default settings (docs/evaluation.md, wave 25). Pure: numpy, no store.
"""

from __future__ import annotations

import re

import numpy as np

from cognee_memory.ranking.vectors import unit

__all__ = ["DEPTH", "MIN_WORDS", "WEIGHT", "best_sentence_cosine", "blended", "sentences", "strongest"]

WEIGHT = 0.5  # w: the best sentence's share of the cosine
MIN_WORDS = 60  # a memory shorter than this keeps its cosine
DEPTH = 40  # how many of the strongest candidates with sentences are read sentence by sentence

# A sentence ends at a line break (a list item, a heading) or at ".", "!" or "?" before a space ("3.10"
# does not end one). Lines are split first: one pattern for both tried a line break at every space.
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")


def sentences(text: str, min_words: int = MIN_WORDS) -> list[str]:
    """The sentences of a memory of ``min_words`` words or more that has two or more; [] otherwise
    (its whole text is its one sentence)."""
    if len(text.split()) < min_words:
        return []
    found = [s.strip() for line in text.splitlines() for s in _SENTENCE_END.split(line) if s.strip()]
    return found if len(found) > 1 else []


def strongest(texts: list[str], relevance: np.ndarray, depth: int = DEPTH,
              min_words: int = MIN_WORDS) -> dict[int, list[str]]:
    """Row → sentences for the ``depth`` memories of highest ``relevance`` that have sentences (only
    those are split: a question has ~150 candidates)."""
    rel = np.nan_to_num(np.asarray(relevance, dtype=np.float64), nan=-np.inf)
    found: dict[int, list[str]] = {}
    for row in np.argsort(-rel, kind="stable"):
        if len(found) >= depth:
            break
        split = sentences(texts[row], min_words)
        if split:
            found[int(row)] = split
    return found


def best_sentence_cosine(query: np.ndarray, sentence_vectors: np.ndarray, owners: np.ndarray,
                         count: int) -> np.ndarray:
    """For each of ``count`` memories the highest cosine of one of its sentences (``owners[i]`` is the
    memory of row i of ``sentence_vectors``) with ``query``, clamped to [0, 1]; NaN for a memory with
    no sentence row."""
    best = np.full(count, np.nan)
    rows = unit(np.asarray(sentence_vectors, dtype=np.float64))
    if rows.size == 0:
        return best
    q = unit(np.asarray(query, dtype=np.float64).reshape(1, -1))[0]
    cosines = np.clip(rows @ q, 0.0, 1.0)
    filled = np.full(count, -np.inf)
    np.maximum.at(filled, np.asarray(owners, dtype=np.int64), cosines)
    return np.where(np.isfinite(filled), filled, np.nan)


def blended(semantic: np.ndarray, best: np.ndarray, weight: float = WEIGHT) -> np.ndarray:
    """``semantic`` with each known ``best`` sentence cosine mixed in at ``weight``, then rescaled so
    that its maximum is ``semantic``'s (see the module's docstring); unchanged with no known best."""
    semantic = np.asarray(semantic, dtype=np.float64)
    best = np.asarray(best, dtype=np.float64)
    known = ~np.isnan(best)
    if not known.any() or weight <= 0 or semantic.size == 0:
        return semantic.copy()
    mixed = semantic.copy()
    mixed[known] = (1.0 - weight) * semantic[known] + weight * best[known]
    top, now = float(semantic.max()), float(mixed.max())
    if now <= 0:
        return semantic.copy()
    return np.clip(mixed * top / now, 0.0, 1.0)
