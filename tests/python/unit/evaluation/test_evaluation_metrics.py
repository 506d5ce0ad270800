"""The evaluation's ranking metrics, against values worked out by hand."""

from __future__ import annotations

import math

import pytest

from cognee_memory_eval import metrics


def test_recall_counts_the_share_of_relevant_ids_within_the_cutoff() -> None:
    ranked = ["a", "x", "b", "y", "z", "c"]
    assert metrics.recall_at(ranked, {"a", "b", "c"}, 5) == pytest.approx(2 / 3)
    assert metrics.recall_at(ranked, {"a", "b", "c"}, 10) == 1.0
    assert metrics.recall_at([], {"a"}, 10) == 0.0


def test_ndcg_discounts_by_log_rank_and_normalises_by_the_ideal_order() -> None:
    # relevant at ranks 2 and 4 of two relevant ids
    dcg = 1 / math.log2(3) + 1 / math.log2(5)
    ideal = 1 / math.log2(2) + 1 / math.log2(3)
    assert metrics.ndcg_at(["x", "a", "y", "b"], {"a", "b"}, 10) == pytest.approx(dcg / ideal)
    assert metrics.ndcg_at(["a", "b", "x"], {"a", "b"}, 10) == pytest.approx(1.0)


def test_ndcg_ideal_is_capped_at_k_relevant_ids() -> None:
    relevant = {f"r{i}" for i in range(15)}
    assert metrics.ndcg_at([f"r{i}" for i in range(10)], relevant, 10) == pytest.approx(1.0)


def test_reciprocal_rank_is_one_over_the_first_relevant_position_or_zero() -> None:
    assert metrics.reciprocal_rank(["x", "y", "a", "b"], {"a", "b"}) == pytest.approx(1 / 3)
    assert metrics.reciprocal_rank(["x", "y"], {"a"}) == 0.0


def test_first_is_checks_only_the_top_result() -> None:
    assert metrics.first_is(["new", "old"], "new") == 1.0
    assert metrics.first_is(["old", "new"], "new") == 0.0
    assert metrics.first_is([], "new") == 0.0


def test_a_query_without_relevant_ids_is_refused_rather_than_averaged_as_zero() -> None:
    with pytest.raises(ValueError):
        metrics.recall_at(["a"], set(), 5)
    with pytest.raises(ValueError):
        metrics.ndcg_at(["a"], frozenset())


def test_average_gives_per_metric_means_and_the_query_count() -> None:
    rows = [metrics.retrieval_scores(["a", "x"], {"a"}), metrics.retrieval_scores(["x", "y"], {"a"})]
    avg = metrics.average(rows)
    assert avg["n"] == 2
    assert avg["recall@10"] == 0.5 and avg["mrr"] == 0.5 and avg["ndcg@10"] == 0.5
    assert metrics.average([]) == {"n": 0}
