"""The relevance gate: the formula orders only the memories within a band of the best one."""

from __future__ import annotations

import numpy as np
import pytest

from cognee_memory.model import Status
from cognee_memory.ranking import formula, gate
from cognee_memory.ranking.gate import admitted, gated_order


def test_gate_admits_the_candidates_within_the_band_of_the_best_relevance() -> None:
    relevance = np.array([0.50, 0.46, 0.44, 0.20])
    assert admitted(relevance, 0.10).tolist() == [True, True, False, False]
    assert admitted(relevance, 0.0).tolist() == [True, False, False, False]
    assert admitted(relevance, 1.0).tolist() == [True, True, True, True]


def test_gate_of_an_empty_candidate_set_admits_nothing() -> None:
    assert admitted(np.array([]), 0.1).tolist() == []


def test_months_old_exact_answer_outranks_yesterdays_loosely_related_memory() -> None:
    # The example: 0.55 at 60 days against 0.15 yesterday; the formula alone prefers yesterday.
    relevance = np.array([0.55, 0.15])
    ages = np.array([60.0, 1.0])
    codes = np.array([formula.STATUS_CODES[None]] * 2)
    result = formula.rank(relevance, ages, codes, np.array(["old", "new"]))
    assert result.order.tolist() == [1, 0]
    assert gated_order(result.order, relevance, admitted(relevance, 0.1)).tolist() == [0, 1]


def test_recency_decides_between_memories_inside_the_band() -> None:
    relevance = np.array([0.52, 0.50, 0.10])  # an old and a new answer, and an unrelated memory
    ages = np.array([300.0, 2.0, 0.0])
    codes = np.array([formula.STATUS_CODES[None]] * 3)
    result = formula.rank(relevance, ages, codes, np.array(["old", "new", "noise"]))
    assert gated_order(result.order, relevance, admitted(relevance, 0.1)).tolist() == [1, 0, 2]


def test_memories_outside_the_band_follow_by_relevance_not_by_recency() -> None:
    relevance = np.array([0.9, 0.5, 0.6])
    order = np.array([1, 2, 0])  # what a recency-heavy formula might say
    gate = np.array([True, False, False])
    assert gated_order(order, relevance, gate).tolist() == [0, 2, 1]


def test_a_cap_keeps_only_the_strongest_of_the_band() -> None:
    relevance = np.array([0.50, 0.49, 0.48, 0.47])
    assert admitted(relevance, 0.1, top=2).tolist() == [True, True, False, False]


def test_the_cap_counts_by_the_first_stage_order_when_the_band_measures_cosine() -> None:
    cosine = np.array([0.60, 0.58, 0.20])
    fused = np.array([0.70, 0.90, 0.80])
    assert admitted(cosine, 0.1, top=1, order_by=fused).tolist() == [False, True, False]


# ---- a successor stands in for the memories it replaced -----------------------------------


def test_a_successor_takes_the_relevance_of_the_memory_it_replaced_when_that_is_higher() -> None:
    # 0: the newer decision (0.3), 1: a note (0.6); 2: the hidden old decision (0.9) it replaced.
    out = gate.stand_in(np.array([0.3, 0.6, 0.9]), [[2], []])
    assert out.tolist() == pytest.approx([0.9, 0.6])


def test_a_successor_keeps_its_own_relevance_when_it_matches_better() -> None:
    assert gate.stand_in(np.array([0.8, 0.5]), [[1], []]).tolist() == pytest.approx([0.8, 0.5])


def test_a_successor_of_several_memories_takes_the_best_of_them_and_others_are_untouched() -> None:
    out = gate.stand_in(np.array([0.1, 0.2, 0.7, 0.4]), [[2, 3], [], [], []])
    assert out.tolist() == pytest.approx([0.7, 0.2, 0.7, 0.4])


def test_stand_in_then_the_gate_admits_the_successor_instead_of_a_loosely_related_note() -> None:
    # The question matched the old wording: without stand-in the note is the only one near the best.
    relevance = gate.stand_in(np.array([0.35, 0.60, 0.20, 1.0]), [[3], [], []])
    admitted = gate.admitted(relevance, band=0.2, top=2)
    assert admitted.tolist() == [True, False, False]


def test_exact_ties_at_the_caps_edge_all_pass_and_status_decides_between_them() -> None:
    # A DecisionRecord tied with two Active copies: the cap of 2 would cut one of three by position.
    relevance = np.array([0.8, 0.8, 0.8, 0.5])
    gated = admitted(relevance, band=0.2, top=2)
    assert gated.tolist() == [True, True, True, False]
    codes = np.array([formula.STATUS_CODES[s] for s in (Status.ACTIVE, Status.ACTIVE, Status.DECISION_RECORD,
                                                         Status.ACTIVE)])
    ranked = formula.rank(relevance, np.zeros(4), codes, np.array(["a", "b", "c", "d"]))
    order = gated_order(ranked.order, relevance, gated)
    assert int(order[0]) == 2  # the DecisionRecord (1.1×) first


def test_a_tie_below_the_cap_changes_nothing() -> None:
    assert admitted(np.array([0.9, 0.8, 0.8]), band=0.5, top=3).tolist() == [True, True, True]
    assert admitted(np.array([0.9, 0.8, 0.7]), band=0.5, top=2).tolist() == [True, True, False]


def test_a_memory_about_another_subject_leaves_the_gate_beside_the_best_one() -> None:
    relevance = np.array([0.52, 0.50, 0.10])
    inside = admitted(relevance, 0.1)
    kept = gate.one_subject(inside, relevance, np.array([True, False, True]))
    assert kept.tolist() == [True, False, False]


def test_memories_about_the_best_ones_subject_stay_in_the_gate() -> None:
    relevance = np.array([0.52, 0.50, 0.10])
    kept = gate.one_subject(admitted(relevance, 0.1), relevance, np.array([True, True, True]))
    assert kept.tolist() == [True, True, False]


def test_an_exact_tie_with_the_best_stays_whatever_its_subject() -> None:
    # A successor standing in for the best memory has its relevance: the tie keeps it in the gate.
    relevance = np.array([0.52, 0.52, 0.10])
    kept = gate.one_subject(admitted(relevance, 0.1), relevance, np.array([True, False, True]))
    assert kept.tolist() == [True, True, False]


def test_a_lone_admitted_memory_is_left_as_it_is() -> None:
    relevance = np.array([0.52, 0.30])
    kept = gate.one_subject(admitted(relevance, 0.1), relevance, np.array([False, False]))
    assert kept.tolist() == [True, False]
