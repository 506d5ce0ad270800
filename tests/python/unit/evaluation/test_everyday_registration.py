"""Every constructed everyday set is reachable the same way: by ``evaluate --dataset``, in the
default full run with its own answer-first target, and by the misses bench with its phrasing labels
and labelled replacements."""

from __future__ import annotations

from pathlib import Path

import pytest

from cognee_memory_eval import (cli, everyday_blind, everyday_blind2, everyday_blind3, everyday_blind4,
                                everyday_blind5, everyday_check, everyday_dev, everyday_dev2, everyday_dev3,
                                everyday_dev4, everyday_dev5, everyday_dev6, everyday_dev7, everyday_dev8,
                                everyday_dev9, everyday_dev10, everyday_dev11, everyday_dev12, everyday_dev13,
                                everyday_dev14, everyday_fresh, everyday_holdout, everyday_sealed)
from cognee_memory_eval.bench import everyday_misses
from cognee_memory_eval.sweep import DATASETS, EVERYDAY_TARGETS, EvaluationConfig, load_jobs

SETS = ["everyday", "everyday-check", "everyday-fresh", "everyday-holdout", "everyday-sealed", "everyday-blind",
        "everyday-dev", "everyday-blind2", "everyday-blind3", "everyday-dev2", "everyday-dev3", "everyday-blind4",
        "everyday-blind5", "everyday-dev4", "everyday-dev5", "everyday-dev6", "everyday-dev7",
        "everyday-dev8", "everyday-dev9", "everyday-dev10", "everyday-dev11", "everyday-dev12",
        "everyday-dev13", "everyday-dev14"]


@pytest.mark.parametrize("dataset", SETS)
def test_each_set_is_a_cli_choice_in_the_default_run_with_its_own_target(dataset: str) -> None:
    choices = next(p for p in cli.main.params if p.name == "datasets").type.choices
    assert dataset in choices and dataset in DATASETS and dataset in EVERYDAY_TARGETS
    assert len(set(EVERYDAY_TARGETS.values())) == len(EVERYDAY_TARGETS)


def test_the_default_run_holds_twenty_eight_datasets_as_the_cli_help_says() -> None:
    option = next(p for p in cli.main.params if p.name == "datasets")
    assert len(DATASETS) == len(option.type.choices) == 28 and "all twenty-eight" in option.help


@pytest.mark.parametrize("dataset", SETS)
def test_the_sweep_and_the_misses_bench_load_the_same_workspaces(dataset: str) -> None:
    swept = load_jobs(EvaluationConfig(datasets_dir=Path("/nonexistent"), datasets=(dataset,)))
    benched = everyday_misses._jobs(dataset)
    assert [j.name for j in swept] == [j.name for j in benched] and swept
    assert all(j.dataset == dataset for j in swept)


@pytest.mark.parametrize("module", [everyday_check, everyday_fresh, everyday_holdout, everyday_sealed,
                                    everyday_blind, everyday_dev, everyday_blind2, everyday_blind3, everyday_dev2,
                                    everyday_dev3, everyday_blind4, everyday_blind5, everyday_dev4,
                                    everyday_dev5, everyday_dev6, everyday_dev7, everyday_dev8,
                                    everyday_dev9, everyday_dev10, everyday_dev11, everyday_dev12,
                                    everyday_dev13, everyday_dev14],
                             ids=lambda m: m.DATASET)
def test_the_bench_scores_remember_time_verdicts_against_the_sets_labelled_replacements(module) -> None:
    jobs = everyday_misses._jobs(module.DATASET)
    ws, (old, new) = next((ws, pairs[0]) for ws, pairs in module.REPLACES.items())
    found = {"new": f"{ws}-{new}", "old": f"{ws}-{old}", "confidence": 0.9, "retired": False}
    false = {"new": f"{ws}-{old}", "old": f"{ws}-{new}", "confidence": 0.9, "retired": True}
    answers = {j.name: {"verdicts": [found, false] if j.name.endswith(f"-{ws}") else []} for j in jobs}
    verdicts = everyday_misses._verdicts(module.DATASET, jobs, answers)
    assert verdicts["labelled_replacements"] == sum(len(p) for p in module.REPLACES.values())
    assert verdicts["found"] == 1 and verdicts["false"] == [false] and verdicts["false_retired"] == 1
    assert f"{ws}-{old} → {ws}-{new}" not in verdicts["missed"]


def test_the_smoke_run_keeps_one_everyday_set_and_never_a_sealed_one() -> None:
    chosen = cli.chosen_datasets((), smoke=True)
    assert [d for d in chosen if d.startswith("everyday")] == ["everyday"]
    assert {"locomo", "cranfield", "updates", "decisions"} <= set(chosen) and set(chosen) <= set(DATASETS)


def test_datasets_asked_for_are_run_in_order_once_each_smoke_or_not() -> None:
    asked = ("everyday-dev7", "updates", "everyday-dev7")
    assert cli.chosen_datasets(asked, smoke=True) == cli.chosen_datasets(asked, smoke=False) == ("everyday-dev7", "updates")
    assert cli.chosen_datasets((), smoke=False) == DATASETS
