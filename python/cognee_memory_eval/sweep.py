"""One evaluation run: load the datasets, build and query every workspace once with every
setting, and summarise (best setting per dataset, the default's cost, the targets)."""

from __future__ import annotations

import os
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cognee_memory.envelope import ok
from cognee_memory.errors import MemoryToolError
from cognee_memory_eval import runner
from cognee_memory_eval import decision_records
from cognee_memory_eval.cranfield import load_cranfield
from cognee_memory_eval.everyday import load_everyday
from cognee_memory_eval.everyday_blind import load_everyday_blind
from cognee_memory_eval.everyday_blind2 import load_everyday_blind2
from cognee_memory_eval.everyday_blind3 import load_everyday_blind3
from cognee_memory_eval.everyday_blind4 import load_everyday_blind4
from cognee_memory_eval.everyday_blind5 import load_everyday_blind5
from cognee_memory_eval.everyday_check import load_everyday_check
from cognee_memory_eval.everyday_dev import load_everyday_dev
from cognee_memory_eval.everyday_dev2 import load_everyday_dev2
from cognee_memory_eval.everyday_dev3 import load_everyday_dev3
from cognee_memory_eval.everyday_dev4 import load_everyday_dev4
from cognee_memory_eval.everyday_dev5 import load_everyday_dev5
from cognee_memory_eval.everyday_dev6 import load_everyday_dev6
from cognee_memory_eval.everyday_dev7 import load_everyday_dev7
from cognee_memory_eval.everyday_dev8 import load_everyday_dev8
from cognee_memory_eval.everyday_dev9 import load_everyday_dev9
from cognee_memory_eval.everyday_dev10 import load_everyday_dev10
from cognee_memory_eval.everyday_dev11 import load_everyday_dev11
from cognee_memory_eval.everyday_dev12 import load_everyday_dev12
from cognee_memory_eval.everyday_dev13 import load_everyday_dev13
from cognee_memory_eval.everyday_dev14 import load_everyday_dev14
from cognee_memory_eval.everyday_fresh import load_everyday_fresh
from cognee_memory_eval.everyday_holdout import load_everyday_holdout
from cognee_memory_eval.everyday_sealed import load_everyday_sealed
from cognee_memory_eval.knowledge_updates import load_knowledge_updates
from cognee_memory_eval.locomo import DEFAULT_GRANULARITIES, load_locomo
from cognee_memory_eval.settings import COSINE, DEFAULT, HALF_LIVES, OPTIONAL_SHAPE, Setting, resolve
from cognee_memory_eval.jobs import WorkspaceJob

DATASETS = ("locomo", "cranfield", "updates", "decisions", "everyday", "everyday-check", "everyday-fresh",
            "everyday-holdout", "everyday-sealed", "everyday-blind", "everyday-dev",
            "everyday-blind2", "everyday-blind3", "everyday-dev2", "everyday-dev3", "everyday-blind4",
            "everyday-blind5", "everyday-dev4", "everyday-dev5", "everyday-dev6", "everyday-dev7",
            "everyday-dev8", "everyday-dev9", "everyday-dev10", "everyday-dev11", "everyday-dev12",
            "everyday-dev13", "everyday-dev14")
LOCOMO_LOSS_BUDGET = 0.05  # a setting may lose at most 5 % Recall@10 vs plain cosine on LoCoMo
NEWEST_FIRST_TARGET = 0.95  # … while the newest fact ranks first in ≥ 95 % of marked updates
CRANFIELD_NDCG_TARGET = 0.30
# Update policy "auto" (nothing marked by hand): the targets.
AUTO_NEWEST_FIRST_TARGET = 0.95
AUTO_FALSE_SUPERSESSION_BUDGET = 0.02  # share of still-true memories the policy may retire
AUTO_LOCOMO_LOSS_BUDGET = 0.02  # LoCoMo Recall@10 with auto vs plain cosine (no policy)
EVERYDAY_ANSWER_FIRST_TARGET = 0.90  # everyday questions: the answer ranks first
# dataset → its summary target (the check set was written after the rules were tuned on "everyday",
# the fresh set before anyone tuned on it, the holdout set sealed and run once per landing, the sealed
# set written at the end of wave 8 and run once on its final ranking, the blind set written in wave 9 by
# someone who never read the ranking code and run once on a final ranking, the dev set written the same
# way in wave 9 but studied: its misses are read and what generalises is fixed; blind2 and blind3 written in
# wave 10 like the blind set, by people who never read the ranking code (blind3: one software product's
# developer memories per workspace), and measured once on a final ranking; dev2 written in wave 10 like blind3
# but studied, as the dev set is; dev3 written in wave 11 the same way, first run by the team, then studied;
# blind4 written in wave 11 like blind3, of four other products, never run by its author and measured once on a
# final ranking; blind5 written in wave 12 the same way, of four more products; dev4 written in wave 12 like
# dev3, weighted towards replaced decisions, first run by the team, then studied; dev5 written in wave 12 the
# same way but shaped like a held-out set, first run by the team, then studied; dev6 written in wave 12 like
# dev5, kept unseen by the team until the end of its session as a check, then studied; dev7 written after wave
# 14's final run like dev6, blind to the ranking, first run by the team, then studied; dev8 written after wave
# 15's full run like dev7, blind to the ranking, first run by the team, then studied; dev9 written after wave
# 16's full run like dev8, blind to the ranking, first run by the team, then studied; dev10 written after wave
# 17's full run like dev9, blind to the ranking, first run by the team, then studied; dev11 written after dev10
# like it, blind to the ranking, first run by the team, then studied; dev12 written after dev11 like it, blind to
# the ranking, first run by the team, then studied; dev13 written alongside dev12 like it, blind to the ranking,
# first run by the team, then studied; dev14 written after dev12 and dev13 like them, blind to the ranking, first
# run by the team, then studied)
EVERYDAY_TARGETS = {"everyday": "everyday_answer_first", "everyday-check": "everyday_check_answer_first",
                    "everyday-fresh": "everyday_fresh_answer_first",
                    "everyday-holdout": "everyday_holdout_answer_first",
                    "everyday-sealed": "everyday_sealed_answer_first",
                    "everyday-blind": "everyday_blind_answer_first",
                    "everyday-dev": "everyday_dev_answer_first",
                    "everyday-blind2": "everyday_blind2_answer_first",
                    "everyday-blind3": "everyday_blind3_answer_first",
                    "everyday-dev2": "everyday_dev2_answer_first",
                    "everyday-dev3": "everyday_dev3_answer_first",
                    "everyday-blind4": "everyday_blind4_answer_first",
                    "everyday-blind5": "everyday_blind5_answer_first",
                    "everyday-dev4": "everyday_dev4_answer_first",
                    "everyday-dev5": "everyday_dev5_answer_first",
                    "everyday-dev6": "everyday_dev6_answer_first",
                    "everyday-dev7": "everyday_dev7_answer_first",
                    "everyday-dev8": "everyday_dev8_answer_first",
                    "everyday-dev9": "everyday_dev9_answer_first",
                    "everyday-dev10": "everyday_dev10_answer_first",
                    "everyday-dev11": "everyday_dev11_answer_first",
                    "everyday-dev12": "everyday_dev12_answer_first",
                    "everyday-dev13": "everyday_dev13_answer_first",
                    "everyday-dev14": "everyday_dev14_answer_first"}
# Real decision records (the goals for the held-out set, applied to ours).
DECISIONS_UNMARKED_TARGET = 0.85
DECISIONS_MARKED_TARGET = 0.95
DECISIONS_STILL_VALID_TARGET = 0.95


@dataclass
class EvaluationConfig:
    datasets_dir: Path
    datasets: tuple[str, ...] = DATASETS
    granularities: tuple[str, ...] = DEFAULT_GRANULARITIES
    conversations: int | None = None
    questions: int | None = None
    cranfield_docs: int | None = None
    update_projects: int | None = None
    decision_repositories: int | None = None
    half_lives: tuple[float, ...] = HALF_LIVES
    extra_settings: list[Setting] = field(default_factory=list)
    work_dir: Path | None = None
    parallel: int = 2
    auto_policy: bool = True  # the update-policy variants (knowledge updates; LoCoMo sessions)
    locomo_auto_policy: bool = True
    embedder: str = "local"  # the store setting every workspace is built with


def load_jobs(config: EvaluationConfig) -> list[WorkspaceJob]:
    jobs: list[WorkspaceJob] = []
    root = Path(config.datasets_dir)
    if "locomo" in config.datasets:
        path = root / "locomo" / "locomo10.json"
        if not path.is_file():
            raise MemoryToolError("INVALID_ARGUMENT", f"LoCoMo not found at {path}; pass --datasets-dir.")
        jobs += load_locomo(path, config.granularities, config.conversations, config.questions,
                            auto_policy=config.auto_policy and config.locomo_auto_policy)
    if "cranfield" in config.datasets:
        folder = root / "cranfield"
        if not (folder / "cran.all.1400.xml").is_file():
            raise MemoryToolError("INVALID_ARGUMENT", f"Cranfield not found in {folder}; pass --datasets-dir.")
        jobs.append(load_cranfield(folder, config.cranfield_docs))
    if "updates" in config.datasets:
        jobs += load_knowledge_updates(config.update_projects, auto_policy=config.auto_policy)
    if "everyday" in config.datasets:
        jobs += load_everyday()
    if "everyday-check" in config.datasets:
        jobs += load_everyday_check()
    if "everyday-fresh" in config.datasets:
        jobs += load_everyday_fresh()
    if "everyday-holdout" in config.datasets:
        jobs += load_everyday_holdout()
    if "everyday-sealed" in config.datasets:
        jobs += load_everyday_sealed()
    if "everyday-blind" in config.datasets:
        jobs += load_everyday_blind()
    if "everyday-dev" in config.datasets:
        jobs += load_everyday_dev()
    if "everyday-blind2" in config.datasets:
        jobs += load_everyday_blind2()
    if "everyday-blind3" in config.datasets:
        jobs += load_everyday_blind3()
    if "everyday-dev2" in config.datasets:
        jobs += load_everyday_dev2()
    if "everyday-dev3" in config.datasets:
        jobs += load_everyday_dev3()
    if "everyday-blind4" in config.datasets:
        jobs += load_everyday_blind4()
    if "everyday-blind5" in config.datasets:
        jobs += load_everyday_blind5()
    if "everyday-dev4" in config.datasets:
        jobs += load_everyday_dev4()
    if "everyday-dev5" in config.datasets:
        jobs += load_everyday_dev5()
    if "everyday-dev6" in config.datasets:
        jobs += load_everyday_dev6()
    if "everyday-dev7" in config.datasets:
        jobs += load_everyday_dev7()
    if "everyday-dev8" in config.datasets:
        jobs += load_everyday_dev8()
    if "everyday-dev9" in config.datasets:
        jobs += load_everyday_dev9()
    if "everyday-dev10" in config.datasets:
        jobs += load_everyday_dev10()
    if "everyday-dev11" in config.datasets:
        jobs += load_everyday_dev11()
    if "everyday-dev12" in config.datasets:
        jobs += load_everyday_dev12()
    if "everyday-dev13" in config.datasets:
        jobs += load_everyday_dev13()
    if "everyday-dev14" in config.datasets:
        jobs += load_everyday_dev14()
    if "decisions" in config.datasets:
        jobs += decision_records.load_decision_records(config.decision_repositories, auto_policy=config.auto_policy)
    return jobs


def _relative(value: float, baseline: float) -> float | None:
    return round((value - baseline) / baseline, 4) if baseline else None


def summarise(datasets: dict[str, Any], settings: list[Setting]) -> dict[str, Any]:
    summary: dict[str, Any] = {"datasets": {}, "targets": {}}
    for name, data in datasets.items():
        metric, phase = data["primary_metric"], data.get("primary_phase")

        def value(setting: str) -> float:
            block = data["metrics"][setting]
            return block[phase][metric] if phase else block["overall"][metric]

        values = {s: value(s) for s in data["metrics"]}
        best = max(values, key=lambda s: (values[s], s == DEFAULT, s == COSINE))
        summary["datasets"][name] = {
            "metric": metric, "phase": phase, "cosine": values.get(COSINE), "default": values.get(DEFAULT),
            "best_setting": best, "best": values[best],
            "default_vs_cosine": round(values[DEFAULT] - values[COSINE], 4),
            "default_vs_cosine_relative": _relative(values[DEFAULT], values[COSINE]),
        }
    locomo = [n for n in datasets if n.startswith("locomo-") and not n.endswith("-auto")]
    updates = datasets.get("knowledge-updates")
    if "cranfield" in datasets:
        ndcg = datasets["cranfield"]["metrics"][DEFAULT]["overall"]["ndcg@10"]
        summary["targets"]["cranfield_default_ndcg@10"] = {"value": ndcg, "target": CRANFIELD_NDCG_TARGET,
                                                            "met": ndcg >= CRANFIELD_NDCG_TARGET}
    if locomo and updates:
        # Spec-compatible: the spec's formula with status on, at any half-life (or none).
        candidates = _spec_compatible(settings)
        rows = []
        for name in candidates:
            losses = {d: _relative(datasets[d]["metrics"][name]["overall"]["recall@10"],
                                   datasets[d]["metrics"][COSINE]["overall"]["recall@10"]) for d in locomo}
            marked = updates["metrics"][name]["superseded"]["newest_first"]
            unmarked = updates["metrics"][name]["active"]["newest_first"]
            ok = all(v is not None and v >= -LOCOMO_LOSS_BUDGET for v in losses.values()) and marked >= NEWEST_FIRST_TARGET
            rows.append({"setting": name, "locomo_recall@10_vs_cosine": losses, "newest_first_marked": marked,
                         "newest_first_unmarked": unmarked, "met": ok})
        summary["targets"]["spec_compatible_settings"] = {
            "rule": f"LoCoMo Recall@10 ≥ {1 - LOCOMO_LOSS_BUDGET:.0%} of cosine on every granularity and newest fact "
                    f"first in ≥ {NEWEST_FIRST_TARGET:.0%} of updates with the older one Superseded",
            "passing": [r["setting"] for r in rows if r["met"]], "rows": rows,
        }
    if "knowledge-updates-auto" in datasets:
        summary["targets"]["auto_policy"] = _auto_policy_targets(datasets, settings)
    for name, key in EVERYDAY_TARGETS.items():
        if name in datasets:
            everyday = datasets[name]["metrics"][DEFAULT]
            summary["targets"][key] = {
                "value": everyday["overall"]["answer_first"], "target": EVERYDAY_ANSWER_FIRST_TARGET,
                "met": everyday["overall"]["answer_first"] >= EVERYDAY_ANSWER_FIRST_TARGET,
                "n": everyday["overall"]["n"],
                "by_group": {g: m["answer_first"] for g, m in everyday["by_group"].items()}}
    if "decision-records" in datasets:
        summary["targets"]["decision_records"] = _decision_record_targets(datasets)
    return summary


def _decision_record_targets(datasets: dict[str, Any]) -> dict[str, Any]:
    """The default on real decision records: newest record first with nothing marked and with the
    records' own marks, still-valid old records in the top 5, and (policy auto) false
    supersessions on the labelled non-updates."""
    m = datasets["decision-records"]["metrics"][DEFAULT]
    out: dict[str, Any] = {
        "newest_first_unmarked": m["active"]["newest_first"], "newest_first_marked": m["superseded"]["newest_first"],
        "still_valid_top5_unmarked": m["active"]["still_valid_top5"],
        "still_valid_top5_marked": m["superseded"]["still_valid_top5"],
        "updates": m["active"]["n_updates"], "still_valid": m["active"]["n_still_valid"],
        "targets": {"newest_first_unmarked": DECISIONS_UNMARKED_TARGET, "newest_first_marked": DECISIONS_MARKED_TARGET,
                    "still_valid_top5": DECISIONS_STILL_VALID_TARGET, "false_on_non_updates": 0},
    }
    auto = datasets.get("decision-records-auto")
    if auto:
        stats = auto["supersessions"]
        out.update(auto_newest_first=auto["metrics"][DEFAULT]["auto"]["newest_first"],
                   false_on_non_updates=stats["false_on_non_updates"], non_updates=stats["non_updates"],
                   false_supersessions=stats["false_supersessions"], outdated_found=stats["outdated_found"],
                   outdated=stats["outdated"])
    out["met"] = (out["newest_first_unmarked"] >= DECISIONS_UNMARKED_TARGET
                  and out["newest_first_marked"] >= DECISIONS_MARKED_TARGET
                  and min(out["still_valid_top5_unmarked"], out["still_valid_top5_marked"]) >= DECISIONS_STILL_VALID_TARGET
                  and out.get("false_on_non_updates", 0) == 0)
    return out


def _spec_compatible(settings: list[Setting]) -> list[str]:
    """The spec's formula with status on, at any half-life or none (rrf: fused semantic term)."""
    return [s.name for s in settings if s.status and s.name != COSINE
            and (s.grid or s.name == DEFAULT or s.name in OPTIONAL_SHAPE)]


def _auto_policy_targets(datasets: dict[str, Any], settings: list[Setting]) -> dict[str, Any]:
    """Update policy auto at ingest, nothing marked: newest first, false supersessions, and the
    LoCoMo cost against plain cosine without the policy."""
    updates = datasets["knowledge-updates-auto"]
    stats = updates["supersessions"]
    auto_locomo, plain_locomo = datasets.get("locomo-sessions-auto"), datasets.get("locomo-sessions")
    cosine = plain_locomo["metrics"][COSINE]["overall"]["recall@10"] if plain_locomo else None
    rows = []
    for name in _spec_compatible(settings):
        m = updates["metrics"][name]["auto"]
        row: dict[str, Any] = {"setting": name, "newest_first": m["newest_first"],
                               "outdated_first": m["outdated_first"], "still_valid_top5": m["still_valid_top5"]}
        if auto_locomo and plain_locomo:
            recall = auto_locomo["metrics"][name]["overall"]["recall@10"]
            row["locomo_recall@10"] = recall
            row["locomo_vs_cosine"] = _relative(recall, cosine)
            row["locomo_vs_policy_off"] = _relative(recall, plain_locomo["metrics"][name]["overall"]["recall@10"])
        row["met"] = (row["newest_first"] >= AUTO_NEWEST_FIRST_TARGET
                      and stats["false_rate"] <= AUTO_FALSE_SUPERSESSION_BUDGET
                      and (row.get("locomo_vs_cosine") is None or row["locomo_vs_cosine"] >= -AUTO_LOCOMO_LOSS_BUDGET))
        rows.append(row)
    return {
        "rule": f"update_policy auto, nothing marked: newest fact first in ≥ {AUTO_NEWEST_FIRST_TARGET:.0%} of updates, "
                f"≤ {AUTO_FALSE_SUPERSESSION_BUDGET:.0%} of still-true memories retired, LoCoMo sessions Recall@10 "
                f"within {AUTO_LOCOMO_LOSS_BUDGET:.0%} of plain cosine",
        "newest_first_target": AUTO_NEWEST_FIRST_TARGET, "false_rate": stats["false_rate"],
        "false_rate_met": stats["false_rate"] <= AUTO_FALSE_SUPERSESSION_BUDGET,
        "outdated_found": stats["found_share"],
        "locomo_superseded": auto_locomo["supersessions"]["superseded"] if auto_locomo else None,
        "locomo_cosine": cosine,
        "passing": [r["setting"] for r in rows if r["met"]], "rows": rows,
    }


def evaluate(config: EvaluationConfig) -> dict[str, Any]:
    started = time.perf_counter()
    settings, skipped = resolve(config.extra_settings, config.half_lives)
    jobs = load_jobs(config)
    if not jobs:
        raise MemoryToolError("INVALID_ARGUMENT", "Nothing to evaluate: no dataset selected.")
    with tempfile.TemporaryDirectory(prefix="cognee-eval-") as tmp:
        work_dir = Path(config.work_dir) if config.work_dir else Path(tmp)
        raw = runner.run_jobs(jobs, settings, work_dir, config.parallel, vector_only=True, embedder=config.embedder)
    datasets: dict[str, Any] = {}
    for name in dict.fromkeys(j.dataset for j in jobs):
        picked = [(j, r) for j, r in zip(jobs, raw) if j.dataset == name]
        sub_jobs, sub_raw = [p[0] for p in picked], [p[1] for p in picked]
        entry: dict[str, Any] = {
            "workspaces": len(sub_jobs), "memories": sum(j.memory_count for j in sub_jobs),
            "queries": sum(len(j.phases[0].queries) for j in sub_jobs),
            "found_by_graph": runner.found_by_share(sub_raw, sub_jobs[0].phases[0].name),
            "timing": runner.timing(sub_raw),
        }
        if name == "knowledge-updates":
            entry.update(primary_metric="newest_first", primary_phase="superseded",
                         metrics=runner.update_metrics(sub_jobs, sub_raw))
        elif name == "knowledge-updates-auto":
            entry.update(primary_metric="newest_first", primary_phase="auto",
                         metrics=runner.update_metrics(sub_jobs, sub_raw),
                         supersessions=runner.supersession_stats(sub_jobs, sub_raw))
        elif name == "decision-records":
            entry.update(primary_metric="newest_first", primary_phase="active",
                         metrics=decision_records.update_metrics(sub_jobs, sub_raw))
        elif name == "decision-records-auto":
            entry.update(primary_metric="newest_first", primary_phase="auto",
                         metrics=decision_records.update_metrics(sub_jobs, sub_raw),
                         supersessions=decision_records.supersession_stats(sub_jobs, sub_raw))
        else:
            primary = {"cranfield": "ndcg@10", "everyday": "answer_first", "everyday-check": "answer_first",
                       "everyday-fresh": "answer_first", "everyday-holdout": "answer_first",
                       "everyday-sealed": "answer_first", "everyday-blind": "answer_first",
                       "everyday-dev": "answer_first", "everyday-blind2": "answer_first",
                       "everyday-blind3": "answer_first", "everyday-dev2": "answer_first",
                       "everyday-dev3": "answer_first", "everyday-blind4": "answer_first",
                       "everyday-blind5": "answer_first", "everyday-dev4": "answer_first",
                       "everyday-dev5": "answer_first", "everyday-dev6": "answer_first",
                       "everyday-dev7": "answer_first", "everyday-dev8": "answer_first",
                       "everyday-dev9": "answer_first",
                       "everyday-dev10": "answer_first",
                       "everyday-dev11": "answer_first",
                       "everyday-dev12": "answer_first",
                       "everyday-dev13": "answer_first",
                       "everyday-dev14": "answer_first"}.get(name, "recall@10")
            entry.update(primary_metric=primary, primary_phase=None,
                         metrics=runner.retrieval_metrics(sub_jobs, sub_raw))
            if name.endswith("-auto"):
                entry["supersessions"] = runner.supersession_stats(sub_jobs, sub_raw)
            if name.startswith("locomo-"):
                entry["dropped_questions"] = {
                    k: sum(j.info["dropped_questions"][k] for j in sub_jobs) for k in sub_jobs[0].info["dropped_questions"]
                }
        datasets[name] = entry
    return ok(
        datasets=datasets,
        settings={s.name: s.to_json() for s in settings},
        skipped_settings=skipped,
        summary=summarise(datasets, settings),
        run={"seconds": round(time.perf_counter() - started, 1), "parallel": config.parallel, "embedder": config.embedder,
             "cpus": os.cpu_count(), "workspaces": len(jobs)},
    )
