"""Score fusion: cosine and BM25, each divided by the best candidate's, averaged (ranking/fusion.py)."""

from __future__ import annotations

import math

import pytest

from cognee_memory.ranking.fusion import SCORE_WEIGHTS, score_fusion


def test_each_retriever_is_divided_by_its_best_candidate_and_the_two_are_averaged() -> None:
    # cosines 0.6, 0.3; BM25 10 and nothing: (0.6/0.6 + 10/10)/2 = 1, (0.3/0.6 + 0)/2 = 0.25
    assert score_fusion({"vector": [0.6, 0.3], "bm25": [10.0, None]}) == pytest.approx([1.0, 0.25])


def test_a_strong_word_match_beats_a_slightly_closer_embedding() -> None:
    # The gaps survive (unlike rank fusion): 0.5·(0.50/0.55) + 0.5·(12/12) > 0.5·1 + 0.5·(1/12).
    exact, close = score_fusion({"vector": [0.50, 0.55], "bm25": [12.0, 1.0]})
    assert exact > close
    assert exact - close > 0.3


def test_the_scales_of_the_retrievers_do_not_matter() -> None:
    small = score_fusion({"vector": [0.8, 0.4], "bm25": [2.0, 1.0]})
    large = score_fusion({"vector": [0.8, 0.4], "bm25": [2000.0, 1000.0]})
    assert small == pytest.approx(large)


def test_a_retriever_that_found_nothing_is_left_out_instead_of_halving_every_score() -> None:
    assert score_fusion({"vector": [0.8, 0.4], "bm25": [None, None]}) == pytest.approx([1.0, 0.5])


def test_with_no_evidence_at_all_every_relevance_is_zero() -> None:
    assert score_fusion({"vector": [0.0, 0.0], "bm25": [None, 0.0]}) == [0.0, 0.0]
    assert score_fusion({"vector": [], "bm25": []}) == []


def test_weights_shift_the_balance_and_the_default_weighs_both_equally() -> None:
    assert SCORE_WEIGHTS == {"vector": 1.0, "bm25": 1.0}
    lexical_first = score_fusion({"vector": [1.0, 0.5], "bm25": [1.0, 2.0]}, {"vector": 1.0, "bm25": 3.0})
    assert lexical_first[1] > lexical_first[0]


def test_negative_and_non_finite_scores_count_as_not_found() -> None:
    assert score_fusion({"vector": [-0.2, 0.5], "bm25": [math.nan, 4.0]}) == pytest.approx([0.0, 1.0])


@pytest.mark.parametrize("weight", [-1.0, math.inf, math.nan])
def test_weights_must_be_finite_and_not_negative(weight: float) -> None:
    with pytest.raises(ValueError):
        score_fusion({"vector": [0.5]}, {"vector": weight})


def test_every_retriever_needs_one_score_per_candidate() -> None:
    with pytest.raises(ValueError):
        score_fusion({"vector": [0.5, 0.4], "bm25": [1.0]})
