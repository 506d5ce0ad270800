"""The half-life fit on synthetic feedback whose right answer is known by construction."""

from __future__ import annotations

import math

import numpy as np
import pytest

from cognee_memory.feedback.fit import Judged, count_evidence, fit_half_life, half_life_grid, pick_best


def spec_score(semantic: np.ndarray, age: np.ndarray, multiplier: np.ndarray, half_life: float) -> np.ndarray:
    return semantic * np.exp(-math.log(2) * age / half_life) * multiplier


def random_memories(rng: np.random.Generator, n: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    semantic = rng.uniform(0.3, 0.9, n)
    age = np.exp(rng.uniform(math.log(0.5), math.log(400), n))  # half a day to a year
    multiplier = rng.choice([1.0, 1.0, 1.0, 1.1], n)
    return semantic, age, multiplier


def opens_the_best(true_half_life: float, *, questions: int = 30, per_answer: int = 8, seed: int = 1,
                   noise: float = 0.0) -> list[Judged]:
    """Each answer rated 👍; the user opens the memory that ranks first under ``true_half_life``
    (or, with probability ``noise``, a random one)."""
    rng = np.random.default_rng(seed)
    judged = []
    for q in range(questions):
        semantic, age, multiplier = random_memories(rng, per_answer)
        best = int(np.argmax(spec_score(semantic, age, multiplier, true_half_life)))
        if rng.random() < noise:
            best = int(rng.integers(per_answer))
        grade = np.ones(per_answer, dtype=np.int64)
        grade[best] = 2
        judged.append(Judged(f"q{q}", semantic, age, multiplier, grade))
    return judged


@pytest.mark.parametrize("true_half_life", [3.0, 30.0, 180.0])
def test_the_half_life_behind_the_opens_is_recovered(true_half_life: float) -> None:
    fit = fit_half_life(opens_the_best(true_half_life), current=7.0)
    assert fit.enough
    assert fit.recommended_half_life_days is not None
    assert abs(math.log(fit.recommended_half_life_days / true_half_life)) <= math.log(1.25)
    assert fit.recommended_agreement == pytest.approx(1.0)
    assert fit.current_agreement is not None and fit.current_agreement < 1.0
    assert fit.change and fit.confidence is not None and fit.confidence >= 0.8
    low, high = fit.interval_days or (0, 0)
    assert low <= fit.recommended_half_life_days <= high
    assert f"{fit.recommended_half_life_days:g} days" in fit.reason


@pytest.mark.parametrize("true_half_life", [3.0, 30.0])
def test_one_open_in_five_at_random_still_lands_near_the_right_half_life(true_half_life: float) -> None:
    # Noise needs more questions. (Half-lives far beyond the memories' ages barely change the
    # ranking, so they are pinned down less precisely; the confidence reports that.)
    fit = fit_half_life(opens_the_best(true_half_life, questions=80, noise=0.2), current=7.0)
    assert fit.recommended_half_life_days is not None
    assert abs(math.log(fit.recommended_half_life_days / true_half_life)) <= math.log(1.5)


def test_when_the_current_half_life_already_explains_the_feedback_it_is_kept() -> None:
    fit = fit_half_life(opens_the_best(7.0), current=7.0)
    assert fit.recommended_half_life_days == 7.0
    assert not fit.change
    assert "already ranks" in fit.reason


def test_thumbs_down_on_fresh_memories_when_older_candidates_were_better_suggests_a_longer_half_life() -> None:
    """Answers show the top 5 of 10 candidates under 7 days; the user's taste is 180 days: answers
    whose memories differ from that taste get 👎, the others 👍."""
    rng = np.random.default_rng(2)
    judged = []
    for q in range(40):
        semantic, age, multiplier = random_memories(rng, 10)
        shown = np.argsort(-spec_score(semantic, age, multiplier, 7.0))[:5]
        ideal = set(np.argsort(-spec_score(semantic, age, multiplier, 180.0))[:5].tolist())
        helpful = len(ideal & set(shown.tolist())) >= 4
        grade = np.zeros(10, dtype=np.int64)  # not shown: no signal
        grade[shown] = 1 if helpful else -1
        judged.append(Judged(f"q{q}", semantic, age, multiplier, grade))
    fit = fit_half_life(judged, current=7.0)
    assert fit.recommended_half_life_days is not None and fit.recommended_half_life_days >= 30


def test_too_little_feedback_gives_no_recommendation_and_says_how_much_more_is_needed() -> None:
    fit = fit_half_life(opens_the_best(30.0, questions=3, per_answer=4), current=7.0)
    assert not fit.enough and fit.recommended_half_life_days is None
    assert fit.evidence.helpful == 12 and fit.evidence.questions == 3
    assert "12 of 20 helpful signals" in fit.reason and "3 of 5 questions" in fit.reason


def test_thumbs_up_on_every_shown_memory_alone_cannot_separate_half_lives() -> None:
    rng = np.random.default_rng(3)
    judged = [Judged(f"q{i}", *random_memories(rng, 5), np.ones(5, dtype=np.int64)) for i in range(10)]
    fit = fit_half_life(judged, current=7.0)
    assert fit.evidence.helpful == 50 and fit.evidence.pairs == 0
    assert fit.recommended_half_life_days is None and "cannot tell" in fit.reason


def test_the_same_feedback_always_gives_the_same_answer() -> None:
    a = fit_half_life(opens_the_best(30.0, noise=0.3), current=7.0)
    b = fit_half_life(opens_the_best(30.0, noise=0.3), current=7.0)
    assert (a.recommended_half_life_days, a.confidence, a.interval_days) == (
        b.recommended_half_life_days, b.confidence, b.interval_days)


def test_a_question_asked_many_times_weighs_as_one_question() -> None:
    """Twenty copies of one question favouring 1 day do not outvote five favouring 90 days."""
    loud = opens_the_best(1.0, questions=1, seed=11)[0]
    judged = [Judged("same", loud.semantic, loud.age_days, loud.status_multiplier, loud.grade)] * 20
    judged += opens_the_best(90.0, questions=5, seed=12)
    fit = fit_half_life(judged, current=7.0)
    assert fit.recommended_half_life_days is not None and fit.recommended_half_life_days > 7.0


def test_evidence_counts_signals_per_retrieval() -> None:
    grade = np.array([2, 1, 0, -1])
    flat = np.array([0.5, 0.5, 0.5, 0.5])
    evidence = count_evidence([Judged("a", flat, flat, flat, grade), Judged("a", flat, flat, flat, grade)])
    assert (evidence.helpful, evidence.unhelpful, evidence.questions, evidence.retrievals) == (4, 2, 1, 2)
    assert evidence.pairs == 2 * 6  # every pair of the four grades, per retrieval


def test_the_grid_is_log_spaced_over_the_settings_range_and_holds_the_current_value() -> None:
    grid = half_life_grid(8.5)
    assert grid[0] == 0.5 and grid[-1] == 3650.0 and 8.5 in grid
    ratios = grid[1:] / grid[:-1]
    assert np.all(ratios > 1.0) and ratios.max() <= 1.35  # ≈ 1.2 apart, rounded to two digits


def test_pick_best_keeps_the_current_value_on_the_plateau_else_takes_the_widest_plateaus_middle() -> None:
    grid = np.array([1.0, 2.0, 4.0, 8.0, 16.0, 32.0, 64.0])
    curve = np.array([0.9, 0.2, 0.9, 0.9, 0.9, 0.1, 0.3])
    assert pick_best(curve, grid, current=4.0) == 4.0
    assert pick_best(curve, grid, current=64.0) == 8.0
    assert pick_best(curve, grid, current=1.0) == 1.0


def test_a_bad_current_half_life_is_refused() -> None:
    with pytest.raises(ValueError):
        fit_half_life([], current=0.0)
