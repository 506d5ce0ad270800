"""Calibrated fusion (ranking/fusion.py): a relevance that means the same on every question."""

from __future__ import annotations

import pytest

from cognee_memory.ranking.fusion import (COSINE_MIDPOINT, calibrated_fusion, cosine_curve, lexical_evidence,
                                          strongest_lexical)


def test_the_cosine_curve_is_fixed_monotone_and_half_at_its_midpoint() -> None:
    low, mid, high = cosine_curve([0.1, COSINE_MIDPOINT, 0.8])
    assert low < mid < high and mid == pytest.approx(0.5)
    assert cosine_curve([None, float("nan"), -0.3]) == cosine_curve([0.0, 0.0, 0.0])


def test_the_best_of_a_weak_candidate_set_is_not_one() -> None:
    # One candidate, a weak cosine, BM25 only on a third of the question's words.
    (weak,) = calibrated_fusion([0.2], [1.5], [1 / 3])
    assert weak < 0.3


def test_the_same_candidate_scores_the_same_whatever_else_was_found() -> None:
    alone = calibrated_fusion([0.6], [None], [0.0])[0]
    beside_a_weak_one = calibrated_fusion([0.6, 0.1], [None, None], [0.0, 0.0])[0]
    beside_a_strong_one = calibrated_fusion([0.6, 0.9], [None, None], [0.0, 0.0])[0]
    assert alone == beside_a_weak_one == beside_a_strong_one


def test_bm25_orders_the_lexical_hits_and_the_best_is_worth_its_coverage() -> None:
    assert lexical_evidence([4.0, 2.0, None], [0.5, 1.0, 0.0]) == pytest.approx([0.5, 0.25, 0.0])
    assert lexical_evidence([None, None], [1.0, 1.0]) == [0.0, 0.0]


def test_only_the_strongest_bm25_hits_coverage_is_read() -> None:
    assert strongest_lexical([2.0, 4.0, 4.0, None]) == 1  # the first of equals
    assert strongest_lexical([None, 0.0, float("nan")]) is None
    # The others' coverage does not change anything.
    assert lexical_evidence([4.0, 2.0], [0.5, 0.0]) == lexical_evidence([4.0, 2.0], [0.5, 1.0])


def test_without_lexical_evidence_the_curve_alone_scores() -> None:
    assert calibrated_fusion([0.5], None, None) == cosine_curve([0.5])


def test_a_retriever_needs_one_score_per_candidate() -> None:
    with pytest.raises(ValueError):
        calibrated_fusion([0.5, 0.4], [1.0], [1.0])


def test_a_candidate_bm25_missed_scores_what_the_engines_could_not_see() -> None:
    assert lexical_evidence([None, 4.0], [0.0, 1.0], unseen=[0.5, 0.9]) == pytest.approx([0.5, 1.0])
    assert lexical_evidence([None, None], [0.0, 0.0], unseen=[0.5, 0.0]) == pytest.approx([0.5, 0.0])
