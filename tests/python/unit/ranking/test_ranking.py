"""The ranking core: score = semantic × exp(−ln2·age/H) × status multiplier, best first.

The numbers in shared/RANKING_ALGORITHM.md are used as test vectors.
"""

from __future__ import annotations

import math
import random
from datetime import datetime, timedelta, timezone

import numpy as np
import pytest

from cognee_memory.ranking import formula as ranking
from cognee_memory.model import Status

NOW = datetime(2026, 11, 21, tzinfo=timezone.utc)
LEGACY, ACTIVE, SUPERSEDED, DECISION = (
    ranking.STATUS_CODES[None],
    ranking.STATUS_CODES[Status.ACTIVE],
    ranking.STATUS_CODES[Status.SUPERSEDED],
    ranking.STATUS_CODES[Status.DECISION_RECORD],
)


def rank(semantic, ages, codes, ids, **kwargs) -> ranking.Ranking:
    return ranking.rank(
        np.array(semantic, dtype=float), np.array(ages, dtype=float),
        np.array(codes, dtype=np.int64), np.array(ids, dtype=str), **kwargs,
    )


def ordered_ids(result: ranking.Ranking, ids: list[str]) -> list[str]:
    return [ids[i] for i in result.order]


def stamp(days_ago: float) -> float:
    return (NOW - timedelta(days=days_ago)).timestamp()


# ---- recency ---------------------------------------------------------------------------


def test_default_decay_constant_is_ln2_over_seven_days() -> None:
    assert ranking.decay_constant(7) == pytest.approx(math.log(2) / 7)
    assert ranking.decay_constant(7) == pytest.approx(0.099, abs=5e-4)


@pytest.mark.parametrize(("age", "expected"), [(0, 1.0), (7, 0.5), (14, 0.25), (21, 0.125)])
def test_recency_halves_every_half_life(age: float, expected: float) -> None:
    assert ranking.recency_multiplier(np.array([age]), 7.0)[0] == pytest.approx(expected)


def test_recency_follows_the_configured_half_life() -> None:
    assert ranking.recency_multiplier(np.array([30.0, 60.0]), 30.0) == pytest.approx([0.5, 0.25])
    assert ranking.recency_multiplier(np.array([0.5]), 0.5)[0] == pytest.approx(0.5)


@pytest.mark.parametrize("half_life", [0.0, -1.0, math.nan, math.inf])
def test_decay_constant_rejects_a_half_life_that_is_not_finite_and_positive(half_life: float) -> None:
    with pytest.raises(ValueError):
        ranking.decay_constant(half_life)


def test_age_is_measured_in_days_from_now() -> None:
    ages = ranking.age_days(np.array([stamp(0), stamp(1.5), stamp(7)]), NOW)
    assert ages == pytest.approx([0.0, 1.5, 7.0])


def test_missing_timestamp_counts_as_age_zero() -> None:
    assert ranking.age_days(np.array([np.nan]), NOW) == pytest.approx([0.0])


def test_future_timestamp_counts_as_age_zero_instead_of_boosting_the_score() -> None:
    ages = ranking.age_days(np.array([stamp(-3)]), NOW)
    assert ages == pytest.approx([0.0])
    result = rank([0.8], ages, [ACTIVE], ["future"])
    assert result.recency[0] == pytest.approx(1.0)
    assert result.score[0] == pytest.approx(0.8)


# ---- status multipliers ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("code", "multiplier"),
    [(DECISION, 1.1), (ACTIVE, 1.0), (SUPERSEDED, 0.4), (LEGACY, 1.0)],
    ids=["DecisionRecord", "Active", "Superseded", "legacy"],
)
def test_each_status_has_its_specified_multiplier(code: int, multiplier: float) -> None:
    result = rank([0.5], [0.0], [code], ["m"])
    assert result.status_multiplier[0] == pytest.approx(multiplier)
    assert result.score[0] == pytest.approx(0.5 * multiplier)


def test_custom_multipliers_replace_only_the_statuses_given() -> None:
    table = ranking.multiplier_table({Status.SUPERSEDED: 0.2, None: 0.9})
    result = rank([1.0] * 4, [0.0] * 4, [DECISION, ACTIVE, SUPERSEDED, LEGACY], list("abcd"),
                  multipliers=table)
    assert result.status_multiplier == pytest.approx([1.1, 1.0, 0.2, 0.9])


def test_score_is_the_product_of_semantic_recency_and_status() -> None:
    result = rank([0.6, 0.9], [7.0, 14.0], [DECISION, SUPERSEDED], ["a", "b"])
    assert result.score == pytest.approx([0.6 * 0.5 * 1.1, 0.9 * 0.25 * 0.4])


# ---- semantic clamping -----------------------------------------------------------------


def test_semantic_scores_are_clamped_to_zero_one_and_nan_counts_as_zero() -> None:
    result = rank([1.7, -0.3, math.nan, 0.42], [0.0] * 4, [ACTIVE] * 4, list("abcd"))
    assert result.semantic == pytest.approx([1.0, 0.0, 0.0, 0.42])
    assert result.score == pytest.approx([1.0, 0.0, 0.0, 0.42])


# ---- ordering --------------------------------------------------------------------------


def test_results_are_ordered_by_score_descending() -> None:
    ids = ["old-strong", "new-weak", "new-strong", "decision"]
    result = rank([0.9, 0.3, 0.8, 0.5], [14.0, 0.0, 1.0, 0.0], [ACTIVE, ACTIVE, ACTIVE, DECISION], ids)
    # scores: 0.225, 0.3, 0.8·2^(−1/7) ≈ 0.726, 0.55
    assert ordered_ids(result, ids) == ["new-strong", "decision", "new-weak", "old-strong"]
    assert result.score[result.order] == pytest.approx([0.8 * 2 ** (-1 / 7), 0.55, 0.3, 0.225])


def test_recency_can_outrank_a_better_semantic_match() -> None:
    ids = ["month-old", "today"]
    result = rank([0.9, 0.5], [30.0, 0.0], [ACTIVE, ACTIVE], ids)
    assert ordered_ids(result, ids) == ["today", "month-old"]


def test_equal_scores_are_broken_by_status_rank() -> None:
    ids = ["s", "a", "d"]
    result = rank([0.5, 0.5, 0.5], [0.0] * 3, [SUPERSEDED, ACTIVE, DECISION], ids,
                  multipliers=np.ones(4))
    assert result.score == pytest.approx([0.5, 0.5, 0.5])
    assert ordered_ids(result, ids) == ["d", "a", "s"]


def test_status_rank_wins_over_id_when_scores_tie() -> None:
    # "a-…" would come first by id; the status rank decides before the id does.
    ids = ["a-superseded", "b-legacy", "z-decision"]
    result = rank([0.25, 0.25, 0.25], [0.0] * 3, [SUPERSEDED, LEGACY, DECISION], ids,
                  multipliers=np.ones(4))
    assert ordered_ids(result, ids) == ["z-decision", "b-legacy", "a-superseded"]


def test_active_and_legacy_share_a_rank_so_id_breaks_their_tie() -> None:
    ids = ["b-active", "a-legacy", "c-active"]
    result = rank([0.5] * 3, [0.0] * 3, [ACTIVE, LEGACY, ACTIVE], ids)
    assert ordered_ids(result, ids) == ["a-legacy", "b-active", "c-active"]


def test_exact_ties_fall_back_to_id_ascending_whatever_the_input_order() -> None:
    ids = ["m-3", "m-1", "m-2", "m-10"]
    result = rank([0.7] * 4, [2.0] * 4, [ACTIVE] * 4, ids)
    assert ordered_ids(result, ids) == ["m-1", "m-10", "m-2", "m-3"]


def test_status_rank_only_breaks_ties_and_never_beats_a_higher_score() -> None:
    ids = ["decision", "active"]
    result = rank([0.5, 0.56], [0.0, 0.0], [DECISION, ACTIVE], ids)  # 0.55 < 0.56
    assert ordered_ids(result, ids) == ["active", "decision"]


def test_ranking_no_candidates_gives_an_empty_order() -> None:
    result = rank([], [], [], [])
    assert len(result.order) == 0 and len(result.score) == 0


# ---- the numpy kernel against a plain-Python reference ---------------------------------

_REFERENCE_MULTIPLIER = {LEGACY: 1.0, ACTIVE: 1.0, SUPERSEDED: 0.4, DECISION: 1.1}
_REFERENCE_RANK = {DECISION: 2, ACTIVE: 1, LEGACY: 1, SUPERSEDED: 0}


def reference_rank(semantic, ages, codes, ids, half_life):
    scores = []
    for s, age, code in zip(semantic, ages, codes):
        s = min(1.0, max(0.0, s))
        scores.append(s * math.exp(-math.log(2) * age / half_life) * _REFERENCE_MULTIPLIER[code])
    order = sorted(range(len(ids)), key=lambda i: (-scores[i], -_REFERENCE_RANK[codes[i]], ids[i]))
    return scores, order


@pytest.mark.parametrize("seed", range(20))
def test_numpy_kernel_matches_a_plain_python_reference(seed: int) -> None:
    rng = random.Random(seed)
    n = rng.randint(1, 60)
    # Few distinct values, so ties on score, status and id all occur.
    semantic = [rng.choice([rng.uniform(-0.2, 1.2), 0.5, 0.25]) for _ in range(n)]
    ages = [rng.choice([0.0, 7.0, rng.uniform(0, 90)]) for _ in range(n)]
    codes = [rng.choice([LEGACY, ACTIVE, SUPERSEDED, DECISION]) for _ in range(n)]
    ids = [f"id-{rng.randint(0, 10 * n)}" for _ in range(n)]
    half_life = rng.choice([7.0, 1.0, 30.0, rng.uniform(0.5, 60)])

    expected_scores, expected_order = reference_rank(semantic, ages, codes, ids, half_life)
    result = rank(semantic, ages, codes, ids, half_life_days=half_life)

    assert result.score == pytest.approx(expected_scores, rel=1e-12, abs=1e-15)
    # Orders may only differ between candidates that are equal on every key.
    key = lambda i: (round(expected_scores[i], 12), _REFERENCE_RANK[codes[i]], ids[i])  # noqa: E731
    assert [key(i) for i in result.order] == [key(i) for i in expected_order]


# ---- trimming --------------------------------------------------------------------------


def test_trimming_keeps_at_most_top_k() -> None:
    assert ranking.trim_to_budget([10] * 8, top_k=5, max_tokens=10_000) == 5
    assert ranking.trim_to_budget([10] * 3, top_k=5, max_tokens=10_000) == 3


def test_trimming_drops_from_the_bottom_to_fit_the_token_budget() -> None:
    assert ranking.trim_to_budget([40, 40, 40], top_k=5, max_tokens=100) == 2
    assert ranking.trim_to_budget([40, 60, 1], top_k=5, max_tokens=100) == 2  # exactly fits


def test_trimming_stops_at_the_first_result_that_does_not_fit() -> None:
    # A later small result is not pulled up past a big one: the order stays best-first.
    assert ranking.trim_to_budget([50, 80, 5], top_k=5, max_tokens=100) == 1


def test_an_oversized_first_result_is_still_returned() -> None:
    assert ranking.trim_to_budget([5000, 10], top_k=5, max_tokens=100) == 1


def test_trimming_nothing_returns_nothing() -> None:
    assert ranking.trim_to_budget([], top_k=5, max_tokens=100) == 0


@pytest.mark.parametrize(("text", "tokens"), [("", 1), ("abc", 1), ("abcd", 1), ("abcde", 2), ("x" * 400, 100)])
def test_token_estimate_is_about_four_characters_per_token(text: str, tokens: int) -> None:
    assert ranking.estimate_tokens(text) == tokens
