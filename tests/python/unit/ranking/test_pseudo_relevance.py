"""Rocchio feedback on the embedding side (ranking/pseudo_relevance.py): the question moved towards its
strongest candidates and away from the others."""

from __future__ import annotations

import numpy as np
import pytest

from cognee_memory.ranking.pseudo_relevance import rocchio_cosine

QUESTION = np.array([1.0, 0.0, 0.0, 0.0])
# Three strong hits about one subject (second axis), the answer (same subject, hardly the
# question's own direction), a distractor a little closer to the question but about something
# else (third axis), and noise.
VECTORS = np.array([
    [0.8, 0.6, 0.0, 0.0],  # strong hit
    [0.7, 0.7, 0.1, 0.0],  # strong hit
    [0.6, 0.8, 0.0, 0.0],  # strong hit
    [0.30, 0.95, 0.0, 0.0],  # the answer
    [0.35, 0.0, 0.94, 0.0],  # the distractor
    [0.1, 0.0, 0.0, 1.0],  # noise
])
RELEVANCE = np.array([0.9, 0.8, 0.7, 0.3, 0.35, 0.1])


def plain_cosine() -> np.ndarray:
    unit = VECTORS / np.linalg.norm(VECTORS, axis=1, keepdims=True)
    return unit @ QUESTION


def test_a_memory_close_to_the_strongest_hits_overtakes_a_closer_one_about_something_else() -> None:
    plain = plain_cosine()
    assert plain[4] > plain[3]  # by the question alone, the distractor is closer
    moved = rocchio_cosine(QUESTION, VECTORS, RELEVANCE, depth=3, weight=0.5, away=0.5)
    assert moved[3] > moved[4]


def test_the_best_match_keeps_its_plain_cosine() -> None:
    moved = rocchio_cosine(QUESTION, VECTORS, RELEVANCE, depth=3, weight=0.5, away=0.5)
    assert moved.max() == pytest.approx(plain_cosine().max())
    assert ((moved >= 0.0) & (moved <= 1.0)).all()


def test_without_feedback_it_is_the_plain_cosine() -> None:
    for depth, weight in ((0, 0.5), (3, 0.0)):
        assert rocchio_cosine(QUESTION, VECTORS, RELEVANCE, depth=depth, weight=weight) == pytest.approx(
            plain_cosine())
    assert rocchio_cosine(QUESTION, np.zeros((0, 4)), np.zeros(0)).size == 0
    assert rocchio_cosine(np.zeros(4), VECTORS, RELEVANCE) == pytest.approx(np.zeros(len(VECTORS)))


def test_the_feedback_memories_are_the_strongest_by_relevance_not_by_cosine() -> None:
    # The same vectors with the distractor made the strongest candidate (BM25 found it): the
    # question now moves towards it, and the answer no longer overtakes it.
    relevance = np.array([0.5, 0.4, 0.3, 0.2, 0.95, 0.1])
    moved = rocchio_cosine(QUESTION, VECTORS, relevance, depth=1, weight=0.5, away=0.5)
    assert moved[4] > moved[3]


def test_moving_away_from_the_other_candidates_never_moves_away_from_the_question_itself() -> None:
    # Sixty look-alikes of the question (what the other candidates share is the question's own
    # direction) and one strong hit about something else, found by a rare word: the exact copy
    # of the question must stay above that hit, not tie with it.
    copy, other = np.array([1.0, 0.0, 0.0, 0.0]), np.array([0.0, 1.0, 0.0, 0.0])
    look_alikes = np.tile([0.98, 0.0, 0.2, 0.0], (60, 1))
    vectors = np.vstack([copy, other, look_alikes])
    relevance = np.array([0.5, 0.9, *([0.1] * 60)])
    moved = rocchio_cosine(QUESTION, vectors, relevance, depth=1, weight=0.5, away=0.5)
    assert moved[0] == pytest.approx(1.0)
    assert moved[1] < 0.6 < moved[0]
