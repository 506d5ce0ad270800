"""The peers' ranking options (the evaluation's), checked against the peers' own published numbers.

Test vectors come from shared/peers/: Mnemexa's hybrid-scoring table, the Recall paper's worked
example (Appendix C) and tables, SynaBun's recall tool, MemorySync's semantic ranking page.
Where a peer's published figure does not follow from its own formula, the test says so and
checks the formula.
"""

from __future__ import annotations

import math

import numpy as np
import pytest

from cognee_memory.model import Status
from cognee_memory.ranking import formula as ranking
from cognee_memory.ranking.scoring import Signals
from cognee_memory_eval.peers import factors as rf
from cognee_memory_eval.peers import ranking as peer_ranking
from cognee_memory_eval.peers.options import PLAN018, PRESETS, Weights, plan_query, preset_options, resolve_options

ACTIVE = ranking.STATUS_CODES[Status.ACTIVE]
SUPERSEDED = ranking.STATUS_CODES[Status.SUPERSEDED]


def signals(semantic, ages, codes=None, ids=None, *, multipliers=None, importance=None, access_counts=None,
            access_ages=None) -> Signals:
    n = len(semantic)
    unknown = np.full(n, np.nan)
    return Signals(
        relevance=np.array(semantic, dtype=float), ages=np.array(ages, dtype=float),
        status_codes=np.array(codes if codes is not None else [ACTIVE] * n, dtype=np.int64),
        ids=np.array(ids if ids is not None else [f"m{i}" for i in range(n)], dtype=str),
        importance=unknown if importance is None else np.array(importance, dtype=float),
        access_counts=np.zeros(n) if access_counts is None else np.array(access_counts, dtype=float),
        access_ages=unknown if access_ages is None else np.array(access_ages, dtype=float),
        multipliers=ranking.multiplier_table({}) if multipliers is None else multipliers)


def rank(semantic, ages, *, options, codes=None, ids=None, half_life_days=None, vectors=None, diversify=False,
         diversity_k=10, **arrays) -> peer_ranking.OptionRanking:
    return peer_ranking.rank_with_options(
        signals(semantic, ages, codes, ids, **arrays), options=options, half_life_days=half_life_days,
        vectors=vectors, diversify=diversify, diversity_k=diversity_k)


def days_for(recency: float, half_life: float) -> float:
    """The age whose recency multiplier is ``recency`` under ``half_life``."""
    return -half_life * math.log2(recency)


# ---- plan018 stays the default, unchanged ------------------------------------------------


def test_no_options_resolve_to_the_plan018_spec_with_every_option_off() -> None:
    options = resolve_options(None)
    assert options == PLAN018 == preset_options("plan018")
    assert (options.combine, options.half_life_days, options.usage_boost, options.diversity) == (
        "product", 7.0, "off", "off")
    assert options.freshness_floor == 0 and options.importance_shield is None
    assert options.min_score == 0 and options.tiebreak_std == 0 and options.overfetch is None
    assert options.intent_half_life is False and options.recency_from_access is False


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_default_options_give_exactly_the_scores_and_order_of_the_spec_ranking(seed: int) -> None:
    rng = np.random.default_rng(seed)
    n = 2_000
    sem = rng.random(n).round(2)  # rounded: many exact ties exercise the tie order too
    ages = rng.integers(0, 60, n).astype(float)
    codes = rng.integers(0, 4, n)
    ids = np.array([f"m{rng.integers(0, 10**6)}" for _ in range(n)], dtype=str)
    table = ranking.multiplier_table({Status.SUPERSEDED: 0.3})
    spec = ranking.rank(sem, ages, codes, ids, half_life_days=7.0, multipliers=table)
    opt = rank(sem, ages, codes=codes, ids=ids, options=PLAN018, multipliers=table,
               importance=rng.random(n), access_counts=rng.integers(0, 50, n))
    assert np.array_equal(opt.score, spec.score)  # bit for bit
    assert np.array_equal(opt.order, spec.order)
    assert np.array_equal(opt.recency, spec.recency)
    assert set(opt.factors) == {"semantic", "recency", "status"}
    assert not opt.tiebreak_applied and not opt.diversity_applied and opt.filtered == 0


# ---- Mnemexa ------------------------------------------------------------------------------


def test_mnemexa_weights_reproduce_its_table_ordering_and_its_formula() -> None:
    """Mnemexa: score = 0.55·similarity + 0.20·recency + 0.15·importance + 0.10·frequency.

    Its table lists 0.768 and 0.554 for these factors, but its own formula gives 0.745 and
    0.545 (0.55·0.70 + 0.20·0.95 + 0.15·0.60 + 0.10·0.80 = 0.745): we follow the formula, and
    keep the table's point — the fresher, more used memory wins despite the lower cosine.
    """
    options = preset_options("mnemexa")
    assert options.weights == Weights(0.55, 0.20, 0.15, 0.10)
    result = rank(
        [0.70, 0.80],
        [days_for(0.95, options.half_life_days), days_for(0.30, options.half_life_days)],
        options=options,
        importance=[0.60, 0.30],  # 6 and 3 out of 10
        access_counts=[math.expm1(4.0), 0],  # frequency 0.80 and 0.00 under min(1, ln(1+n)/5)
    )
    assert result.factors["recency"] == pytest.approx([0.95, 0.30])
    assert result.factors["usage"] == pytest.approx([0.80, 0.0])
    assert result.score == pytest.approx([0.745, 0.545])
    assert abs(result.score[0] - 0.768) < 0.025 and abs(result.score[1] - 0.554) < 0.01
    assert result.order.tolist() == [0, 1]  # "the first wins the ranking"


def test_mnemexa_recency_half_life_fits_its_table_ages() -> None:
    half_life = preset_options("mnemexa").half_life_days
    assert ranking.recency_multiplier(np.array([7.0, 182.5]), half_life) == pytest.approx([0.95, 0.30], abs=0.02)


def test_mnemexa_min_score_drops_weak_cosine_matches_before_ranking() -> None:
    result = rank([0.34, 0.35, 0.9], [0, 0, 0], options=preset_options("mnemexa"))
    assert sorted(result.order.tolist()) == [1, 2]
    assert result.filtered == 1


# ---- the Recall paper -------------------------------------------------------------------


def test_recall_freshness_is_one_half_at_one_half_life() -> None:
    assert ranking.recency_multiplier(np.array([90.0]), 90.0)[0] == pytest.approx(0.5)  # 2^(−90/90)


def test_recall_freshness_floor_keeps_a_tenth_of_the_signal_of_ancient_memories() -> None:
    recency = ranking.recency_multiplier(np.array([90.0, 5 * 365.0]), 90.0)
    assert rf.freshness_floor(recency, 0.1) == pytest.approx([0.5, 0.1])  # 0.5 is above the floor
    assert rf.freshness_floor(recency, 0.0) is recency  # off


@pytest.mark.parametrize(("count", "boost"), [(0, 1.000), (1, 1.693), (4, 2.609), (5, 2.792), (10, 3.398)])
def test_recall_access_boost_table(count: int, boost: float) -> None:
    assert rf.usage_value(np.array([count]), "recall")[0] == pytest.approx(boost, abs=5e-4)


def test_recall_access_boost_for_100_accesses_follows_its_formula_not_its_table() -> None:
    # The table prints 5.620; its formula and its own prose give 1 + ln(101) = 5.615.
    assert rf.usage_value(np.array([100]), "recall")[0] == pytest.approx(5.615, abs=5e-4)


def test_recall_worked_example_weight_is_0_0421() -> None:
    """weight = 0.0323 (base) × 0.50 (freshness, 90 days, τ = 90) × 2.609 (4 accesses)."""
    options = resolve_options({"preset": "recall"}, 90)
    result = rank([0.0323], [90.0], options=options, access_counts=[4])
    assert result.factors["recency"][0] == pytest.approx(0.5)
    assert result.factors["usage"][0] == pytest.approx(2.609, abs=5e-4)
    assert result.score[0] == pytest.approx(0.0421, abs=5e-5)


def test_recall_preset_is_multiplicative_with_floor_boost_and_auto_diversity() -> None:
    options = preset_options("recall")
    assert (options.combine, options.freshness_floor, options.usage_boost, options.diversity) == (
        "product", 0.1, "recall", "auto")
    # A moderately stale but often used memory outranks a fresh never-used one (the paper's point).
    result = rank([0.6, 0.6], [options.half_life_days, 0.0], options=options, access_counts=[4, 0])
    assert result.order.tolist() == [0, 1]


# ---- SynaBun ------------------------------------------------------------------------------


def test_synabun_half_life_is_90_days() -> None:
    options = preset_options("synabun")
    result = rank([0.8], [90.0], options=options)
    assert result.factors["recency"][0] == pytest.approx(0.5)  # Math.pow(0.5, 90/90)


def test_synabun_final_score_is_its_weighted_blend_with_a_capped_access_boost() -> None:
    """0.7·raw + 0.2·recency + 0.1·min(0.1, 0.01·accesses)."""
    result = rank([0.8, 0.8], [90.0, 90.0], options=preset_options("synabun"), access_counts=[5, 40])
    assert result.factors["usage"] == pytest.approx([0.05, 0.1])
    assert result.score == pytest.approx([0.7 * 0.8 + 0.2 * 0.5 + 0.1 * 0.05, 0.7 * 0.8 + 0.2 * 0.5 + 0.1 * 0.1])


def test_synabun_importance_shield_skips_decay_at_importance_8_of_10() -> None:
    result = rank([0.8, 0.8, 0.8], [365.0] * 3, options=preset_options("synabun"),
                  importance=[0.8, 0.7, np.nan])
    assert result.shielded.tolist() == [True, False, False]
    assert result.factors["recency"][0] == 1.0
    assert result.factors["recency"][1] == pytest.approx(2 ** (-365 / 90))
    assert result.order[0] == 0


def test_synabun_filters_below_0_3_and_overfetches_twice_top_k() -> None:
    options = preset_options("synabun")
    assert (options.min_score, options.overfetch) == (0.3, 2)
    assert rank([0.29, 0.31], [0, 0], options=options).order.tolist() == [1]


# ---- MemorySync ---------------------------------------------------------------------------


@pytest.mark.parametrize(("query", "intent", "hours"), [
    ("what is the latest deploy setup?", "recent", 24),
    ("which database do we use for tests", "default", 72),
    ("why did we originally choose PostgreSQL?", "background", 168),
])
def test_memorysync_half_life_follows_the_query_intent(query: str, intent: str, hours: int) -> None:
    plan = plan_query(preset_options("memorysync"), query)
    assert plan.intent is not None and plan.intent.name == intent
    assert plan.half_life_days * 24 == hours
    # exp(−hours · ln 2 / half-life) is 0.5 at one half-life.
    assert ranking.recency_multiplier(np.array([hours / 24]), plan.half_life_days)[0] == pytest.approx(0.5)


def test_memorysync_usage_is_log_scaled_and_capped_at_one() -> None:
    usage = rf.usage_value(np.array([0, 5, math.expm1(5.0), 1000]), "memorysync")
    assert usage == pytest.approx([0.0, math.log(6) / 5, 1.0, 1.0])


def test_memorysync_weights_without_clusters_are_renormalised_to_sum_to_one() -> None:
    weights = preset_options("memorysync").effective_weights
    assert sum(weights.as_dict().values()) == pytest.approx(1.0)
    assert weights.semantic == pytest.approx(0.40 / 0.80) and weights.usage == pytest.approx(0.10 / 0.80)


def test_memorysync_normalises_each_factor_over_the_batch() -> None:
    options = preset_options("memorysync")
    batch = rank([0.5, 0.6, 0.7], [0, 0, 0], options=options)
    with_outlier = rank([0.5, 0.6, 0.7, 1.0], [0, 0, 0, 0], options=options)
    assert batch.normalized["semantic"] == pytest.approx([0.0, 0.5, 1.0])
    # A high-scoring outlier suppresses everyone else proportionally.
    assert with_outlier.normalized["semantic"][1] == pytest.approx(0.2)
    assert with_outlier.score[1] < batch.score[1]


def test_memorysync_variance_floor_tiebreak_fires_below_sigma_0_02() -> None:
    options = resolve_options({"combine": "weighted-sum", "tiebreak_std": 0.02})
    # Scores within a hair of each other: ordered by semantic, importance, recency, id.
    flat = rank([0.50, 0.51, 0.51], [0, 0, 0], options=options, importance=[0.9, 0.1, 0.2],
                ids=["a", "b", "c"])
    assert float(np.std(flat.score)) < 0.02 and flat.tiebreak_applied
    assert flat.order.tolist() == [2, 1, 0]  # equal semantic: higher importance first
    spread = rank([0.2, 0.5, 0.9], [0, 0, 0], options=options)
    assert float(np.std(spread.score)) >= 0.02 and not spread.tiebreak_applied


def test_memorysync_tiebreak_ends_with_id_descending() -> None:
    result = rank([0.5, 0.5, 0.5], [1, 1, 1], options=preset_options("memorysync"), ids=["a", "c", "b"])
    assert result.tiebreak_applied
    assert result.order.tolist() == [1, 2, 0]


def test_memorysync_missing_importance_counts_as_one_half() -> None:
    options = resolve_options({"preset": "memorysync", "normalization": "none"})
    result = rank([0.5, 0.5], [0, 0], options=options, importance=[np.nan, 0.5])
    assert result.factors["importance"] == pytest.approx([0.5, 0.5])


# ---- MMR diversity ------------------------------------------------------------------------


def test_mmr_promotes_a_distinct_memory_above_a_near_duplicate() -> None:
    vectors = [[1.0, 0.0], [0.999, 0.045], [0.0, 1.0]]
    options = resolve_options({"diversity": "always"})
    plain = rank([0.9, 0.88, 0.8], [0, 0, 0], options=PLAN018)
    diverse = rank([0.9, 0.88, 0.8], [0, 0, 0], ids=["a", "b", "c"], options=options, vectors=np.array(vectors),
                   diversify=True, diversity_k=3)
    assert plain.order.tolist() == [0, 1, 2]
    assert diverse.diversity_applied
    assert diverse.order.tolist() == [0, 2, 1]  # the top one stays first


def test_mmr_with_lambda_one_is_pure_relevance() -> None:
    order = np.array([0, 1, 2])
    vectors = np.array([[1.0, 0.0], [1.0, 0.0], [0.0, 1.0]])
    assert rf.mmr_order(order, np.array([0.9, 0.8, 0.7]), vectors, 1.0, 3).tolist() == [0, 1, 2]
    assert rf.mmr_order(order, np.array([0.9, 0.8, 0.7]), vectors, 0.7, 3).tolist() == [0, 2, 1]


def test_mmr_re_picks_only_the_first_k_places() -> None:
    order = np.arange(5)
    vectors = np.array([[1.0, 0.0]] * 4 + [[0.0, 1.0]])
    out = rf.mmr_order(order, np.array([1.0, 0.9, 0.8, 0.7, 0.6]), vectors, 0.7, 2)
    assert out.tolist() == [0, 4, 1, 2, 3]


def test_diversity_auto_applies_to_broad_queries_only() -> None:
    options = preset_options("recall")
    assert plan_query(options, "give me an overview of everything about auth").diversify
    assert not plan_query(options, "why does src/db/connection.ts retry 3 times?").diversify
    assert not plan_query(PLAN018, "overview of everything").diversify


# ---- composition and overrides ------------------------------------------------------------


def test_options_compose_multiplicatively_in_the_product() -> None:
    options = resolve_options({"freshness_floor": 0.2, "importance_shield": 0.9, "usage_boost": "memorysync",
                               "min_score": 0.1}, 7)
    result = rank([0.8, 0.8, 0.8, 0.05], [70.0, 70.0, 7.0, 0.0], options=options,
                  importance=[0.95, 0.1, 0.1, 0.1], access_counts=[0, 0, 10, 0],
                  codes=[ACTIVE, SUPERSEDED, ACTIVE, ACTIVE])
    floor_rec = max(2 ** -10, 0.2)
    assert result.factors["recency"][:3] == pytest.approx([1.0, floor_rec, 0.5])  # shield, floor, plain
    assert result.score[:3] == pytest.approx([0.8, 0.8 * floor_rec * 0.4, 0.8 * 0.5 * (1 + math.log(11) / 5)])
    assert result.order.tolist() == [0, 2, 1]  # the 0.05 cosine was dropped by min_score
    assert set(result.factors) == {"semantic", "recency", "usage", "status"}


def test_options_compose_in_the_weighted_sum_and_status_still_multiplies() -> None:
    options = resolve_options({"combine": "weighted-sum", "weights": ["semantic=3", "recency=1"],
                               "freshness_floor": 0.1}, 7)
    assert options.effective_weights == Weights(0.75, 0.25, 0.0, 0.0)
    result = rank([0.8, 0.8], [700.0, 700.0], options=options, codes=[ACTIVE, SUPERSEDED])
    assert result.score == pytest.approx([0.75 * 0.8 + 0.25 * 0.1, (0.75 * 0.8 + 0.25 * 0.1) * 0.4])


def test_explicit_options_override_the_preset() -> None:
    synabun = resolve_options({"preset": "synabun", "min_score": "off", "importance_shield": "off"}, 30)
    assert (synabun.half_life_days, synabun.min_score, synabun.importance_shield) == (30.0, 0.0, None)
    assert synabun.usage_boost == "synabun"  # untouched values stay the preset's
    memorysync = resolve_options({"preset": "memorysync"}, 30)
    assert memorysync.intent_half_life is False  # an explicit half-life wins over intent detection
    assert plan_query(memorysync, "latest deploy").half_life_days == 30.0
    partial = resolve_options({"preset": "mnemexa", "weights": {"usage": 0.3}})
    assert partial.weights == Weights(0.55, 0.20, 0.15, 0.3)
    assert sum(partial.effective_weights.as_dict().values()) == pytest.approx(1.0)


def test_turning_usage_off_gives_its_weight_back_to_the_other_factors() -> None:
    weights = resolve_options({"preset": "mnemexa", "usage_boost": "off"}).effective_weights
    assert weights.usage == 0 and weights.semantic == pytest.approx(0.55 / 0.90)


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_every_preset_ranks_a_batch_deterministically(name: str) -> None:
    rng = np.random.default_rng(5)
    args = dict(importance=rng.random(50), access_counts=rng.integers(0, 30, 50))
    sem, ages = rng.random(50), rng.integers(0, 400, 50)
    first = rank(sem, ages, options=preset_options(name), **args)
    again = rank(sem, ages, options=preset_options(name), **args)
    assert np.array_equal(first.order, again.order)
    kept = first.order
    assert np.all(np.diff(first.score[kept]) <= 1e-12) or first.tiebreak_applied


def test_mmr_picks_only_from_the_re_ranking_pool_and_keeps_the_tail_in_order() -> None:
    n = 200
    order = np.arange(n)
    vectors = np.tile([1.0, 0.0], (n, 1))
    vectors[150] = [0.0, 1.0]  # novel, but far below the pool of max(50, 10·2) = 50
    vectors[30] = [0.0, 1.0]  # novel and inside the pool
    out = rf.mmr_order(order, np.linspace(1.0, 0.5, n), vectors, 0.7, 2)
    assert out[:2].tolist() == [0, 30]
    assert out[50:].tolist() == list(range(50, n))
    assert sorted(out.tolist()) == list(range(n))
