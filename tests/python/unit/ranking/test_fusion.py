"""Reciprocal Rank Fusion against the Recall scoring paper's numbers (shared/peers/recall-scoring-functions.txt)."""

from __future__ import annotations

import math

import pytest

from cognee_memory.ranking.fusion import DEFAULT_K, DEFAULT_WEIGHTS, max_score, ranks_of, reciprocal_rank_fusion


def test_worked_example_third_semantically_and_first_lexically_scores_0_0323() -> None:
    # Appendix C: rank 3 in semantic retrieval, rank 1 in BM25, k = 60.
    semantic = ["a", "b", "pg"]
    bm25 = ["pg", "x", "y"]
    fused = reciprocal_rank_fusion({"vector": semantic, "bm25": bm25}, k=60)
    assert 1 / 63 == pytest.approx(0.01587, abs=1e-5) and 1 / 61 == pytest.approx(0.01639, abs=1e-5)
    assert fused["pg"].score == pytest.approx(0.03226, abs=1e-5)
    assert round(fused["pg"].score, 4) == 0.0323
    assert fused["pg"].ranks == {"vector": 3, "bm25": 1}


@pytest.mark.parametrize(("k", "rank1", "rank50", "spread"), [
    (10, 0.091, 0.017, 5.4),
    (60, 0.016, 0.009, 1.8),
    (200, 0.005, 0.004, 1.25),
])
def test_k_sets_the_spread_between_rank_1_and_rank_50_as_in_the_paper(
    k: float, rank1: float, rank50: float, spread: float
) -> None:
    ids = [f"m{i}" for i in range(1, 51)]
    fused = reciprocal_rank_fusion({"vector": ids}, k=k)
    assert fused["m1"].score == pytest.approx(rank1, abs=5e-4)
    assert fused["m50"].score == pytest.approx(rank50, abs=5e-4)
    # The paper rounds the spread (10: 60/11 = 5.45 → "5.4×"; 200: 250/201 = 1.244 → "1.25×").
    assert fused["m1"].score / fused["m50"].score == pytest.approx(spread, abs=0.06)


def test_default_k_is_60_and_graph_weighs_less_than_vector_and_bm25() -> None:
    assert DEFAULT_K == 60
    assert DEFAULT_WEIGHTS["vector"] == DEFAULT_WEIGHTS["bm25"] == 1.0
    assert DEFAULT_WEIGHTS["graph"] == pytest.approx(0.8)


def test_weights_scale_each_retrievers_contribution() -> None:
    fused = reciprocal_rank_fusion({"vector": ["a"], "graph": ["a", "b"]}, k=60,
                                   weights={"vector": 1.0, "graph": 0.8})
    assert fused["a"].score == pytest.approx(1 / 61 + 0.8 / 61)
    assert fused["b"].score == pytest.approx(0.8 / 62)
    assert fused["b"].ranks == {"graph": 2}


def test_a_zero_weight_retriever_adds_nothing_but_still_reports_its_rank() -> None:
    fused = reciprocal_rank_fusion({"vector": ["a", "b"], "bm25": ["b"]}, weights={"vector": 1.0, "bm25": 0.0})
    assert fused["b"].score == pytest.approx(1 / 62)
    assert fused["b"].ranks == {"vector": 2, "bm25": 1}


def test_agreement_across_retrievers_beats_a_single_first_place() -> None:
    fused = reciprocal_rank_fusion({"vector": ["solo", "both"], "bm25": ["x", "both"]})
    assert fused["both"].score > fused["solo"].score


def test_normalised_score_is_one_for_first_everywhere_and_scales_by_the_best_possible() -> None:
    lists = {"vector": ["a", "b"], "bm25": ["a", "c"], "graph": []}
    weights = {"vector": 1.0, "bm25": 1.0, "graph": 0.8}
    fused = reciprocal_rank_fusion(lists, weights=weights)
    best = max_score(weights)
    assert best == pytest.approx(2.8 / 61)
    # "a" is first in both lists that returned anything; the empty graph list still counts.
    assert fused["a"].normalised == pytest.approx((2 / 61) / best)
    assert all(0.0 < f.normalised <= 1.0 for f in fused.values())
    only = reciprocal_rank_fusion({"vector": ["a"], "bm25": ["a"]})
    assert only["a"].normalised == pytest.approx(1.0)


def test_duplicates_in_a_list_count_once_at_their_best_rank() -> None:
    assert ranks_of(["a", "b", "a", "c"]) == {"a": 1, "b": 2, "c": 4}
    fused = reciprocal_rank_fusion({"vector": ["a", "b", "a"]})
    assert fused["a"].score == pytest.approx(1 / 61)


def test_empty_lists_fuse_to_nothing() -> None:
    assert reciprocal_rank_fusion({"vector": [], "bm25": []}) == {}


@pytest.mark.parametrize("k", [0.0, -1.0, math.nan, math.inf])
def test_k_must_be_a_positive_finite_number(k: float) -> None:
    with pytest.raises(ValueError):
        reciprocal_rank_fusion({"vector": ["a"]}, k=k)


@pytest.mark.parametrize("weight", [-0.1, math.nan, math.inf])
def test_weights_must_be_finite_and_not_negative(weight: float) -> None:
    with pytest.raises(ValueError):
        reciprocal_rank_fusion({"vector": ["a"]}, weights={"vector": weight})
