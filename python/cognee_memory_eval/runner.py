"""Runs workspace jobs in worker processes and turns their rankings into metrics.

Cognee binds its stores to one folder per process, so each workspace gets its own process.
On Linux the workers are forked from this process after it has imported the heavy
third-party libraries Cognee needs (litellm, openai, dlt, fastapi, …) — never Cognee itself,
whose settings are read at import — which saves most of the per-workspace start-up cost.
Elsewhere they are spawned fresh.
"""

from __future__ import annotations

import importlib
import json
import logging
import multiprocessing
import multiprocessing.connection
import os
import shutil
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from cognee_memory.config import QUIET_OFFLINE
from cognee_memory.errors import MemoryToolError

from cognee_memory_eval import metrics
from cognee_memory_eval.jobs import WorkspaceJob
from cognee_memory_eval.settings import BASE_OPTIONS, Setting
from cognee_memory_eval.worker import run_job_to_file

log = logging.getLogger("cognee_memory_eval")

# Imported before forking. Not lancedb (its async runtime does not survive a fork) and not
# cognee (it reads its store folders at import).
PRELOAD = ("numpy", "sqlalchemy", "aiohttp", "openai", "litellm", "fastapi", "fastapi_users", "dlt", "wordllama")
MARKER = ".evaluation-workspace"


def _preload() -> None:
    os.environ.update(QUIET_OFFLINE)
    for name in PRELOAD:
        try:
            importlib.import_module(name)
        except Exception:  # only a speed-up: the worker imports what it needs anyway
            log.debug("preload of %s failed", name)


def _child(job: dict[str, Any], output: str, log_path: str) -> None:
    # Cognee prints migrations and warnings: keep the worker's fds 1 and 2 in its log file.
    fd = os.open(log_path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
    os.dup2(fd, 1)
    os.dup2(fd, 2)
    run_job_to_file(job, output)
    sys.stdout.flush()
    os._exit(0)  # skip interpreter teardown (several seconds with Cognee loaded)


def prepare_workspace(root: Path, job: WorkspaceJob) -> Path:
    """A fresh folder for the job; only folders this harness created are ever cleared."""
    folder = root / job.dataset / job.name
    if folder.exists():
        if not (folder / MARKER).is_file():
            raise MemoryToolError(
                "INVALID_ARGUMENT",
                f"{folder} exists and was not made by the evaluation; pick another --work-dir.",
            )
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    (folder / MARKER).write_text("throwaway evaluation workspace\n")
    return folder


def run_jobs(jobs: list[WorkspaceJob], settings: list[Setting], work_dir: Path, parallel: int = 2,
             vector_only: bool = False, embedder: str = "local") -> list[dict[str, Any]]:
    """Every job's raw result (rankings per phase and setting, timings), in job order; each
    workspace's store is built with ``embedder``."""
    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context("fork" if sys.platform.startswith("linux") and "fork" in methods else "spawn")
    if context.get_start_method() == "fork":
        _preload()
    options = {s.name: s.options for s in settings}
    pending = list(enumerate(jobs))
    running: dict[Any, tuple[int, Any, Path]] = {}
    results: dict[int, dict[str, Any]] = {}
    try:
        while pending or running:
            while pending and len(running) < max(1, parallel):
                index, job = pending.pop(0)
                folder = prepare_workspace(work_dir, job)
                payload = {
                    "workspace": str(folder),
                    "phases": [p.to_json() for p in job.phases],
                    "settings": options, "base": BASE_OPTIONS, "vector_only": vector_only, "embedder": embedder,
                }
                output = folder / "result.json"
                process = context.Process(target=_child, args=(payload, str(output), str(folder / "worker.log")))
                process.start()
                running[process.sentinel] = (index, process, output)
                log.info("started %s (%d memories, %d queries)", job.name, job.memory_count, job.query_count)
            for sentinel in multiprocessing.connection.wait(list(running)):
                index, process, output = running.pop(sentinel)
                process.join()
                if not output.is_file():
                    raise MemoryToolError("INTERNAL_ERROR", f"The worker for {jobs[index].name} died "
                                          f"(exit {process.exitcode}); see {output.parent / 'worker.log'}.")
                result = json.loads(output.read_text())
                if "error" in result:
                    raise MemoryToolError("STORE_ERROR", f"{jobs[index].name}: {result['error']['message']}")
                results[index] = result
                log.info("finished %s in %.0f s", jobs[index].name, result["timing"]["total_s"])
    finally:
        for _, process, _ in running.values():
            process.kill()
            process.join()
    return [results[i] for i in range(len(jobs))]


# ---- metrics ---------------------------------------------------------------------------------


def retrieval_metrics(jobs: list[WorkspaceJob], raw: list[dict[str, Any]], phase: str = "active") -> dict[str, Any]:
    """Per setting: the four metrics overall and per query group (LoCoMo category)."""
    rows: dict[str, dict[str, list[dict[str, float]]]] = {}
    for job, result in zip(jobs, raw):
        queries = {q.id: q for p in job.phases if p.name == phase for q in p.queries}
        for name, rankings in result["phases"][phase].items():
            for qid, ranked in rankings.items():
                query = queries[qid]
                scores = metrics.retrieval_scores(ranked, query.relevant)
                rows.setdefault(name, {}).setdefault("overall", []).append(scores)
                rows[name].setdefault(query.group, []).append(scores)
    return {
        name: {"overall": metrics.average(groups.pop("overall")),
               "by_group": {g: metrics.average(v) for g, v in sorted(groups.items())}}
        for name, groups in rows.items()
    }


def outdated_twin(job: WorkspaceJob, expected: str) -> set[str]:
    """The update suite's naming: the fact ``x-new`` replaced ``x-old``."""
    return {expected.replace("-new", "-old")}


def update_metrics(jobs: list[WorkspaceJob], raw: list[dict[str, Any]],
                   outdated: Callable[[WorkspaceJob, str], set[str]] = outdated_twin) -> dict[str, Any]:
    """Per setting and phase: newest fact first (update queries), still-valid fact in the top 5,
    an outdated fact first (update queries; ``outdated`` names what the expected one replaced),
    and which update questions missed."""
    out: dict[str, dict[str, dict[str, Any]]] = {}
    acc: dict[tuple[str, str], dict[str, list[float]]] = {}
    misses: dict[tuple[str, str], list[str]] = {}
    for job, result in zip(jobs, raw):
        for phase in job.phases:
            queries = {q.id: q for q in phase.queries}
            for name, rankings in result["phases"][phase.name].items():
                bucket = acc.setdefault((name, phase.name), {"newest_first": [], "outdated_first": [],
                                                             "still_valid_top5": []})
                missed = misses.setdefault((name, phase.name), [])
                for qid, ranked in rankings.items():
                    query = queries[qid]
                    (expected,) = query.relevant
                    if query.group == "update":
                        bucket["newest_first"].append(metrics.first_is(ranked, expected))
                        if not ranked or ranked[0] != expected:
                            missed.append(f"{qid} → {ranked[0] if ranked else 'nothing'}")
                        bucket["outdated_first"].append(1.0 if ranked and ranked[0] in outdated(job, expected) else 0.0)
                    else:
                        bucket["still_valid_top5"].append(metrics.recall_at(ranked, query.relevant, 5))
    for (name, phase), values in acc.items():
        out.setdefault(name, {})[phase] = {
            **{k: round(metrics.mean(v), 4) for k, v in values.items()},
            "n_updates": len(values["newest_first"]), "n_still_valid": len(values["still_valid_top5"]),
            "missed": misses[(name, phase)],  # update questions: "question id → what ranked first"
        }
    return out


def found_by_share(raw: list[dict[str, Any]], phase: str = "active") -> dict[str, float]:
    """Per setting: the share of returned results that the graph stage (not vector search) found."""
    totals: dict[str, list[int]] = {}
    for result in raw:
        for name, counts in result["found_by"].get(phase, {}).items():
            t = totals.setdefault(name, [0, 0])
            t[0] += sum(v for k, v in counts.items() if k.startswith("graph"))
            t[1] += sum(counts.values())
    return {name: round(g / n, 4) if n else 0.0 for name, (g, n) in totals.items()}


def timing(raw: list[dict[str, Any]]) -> dict[str, float]:
    keys = ("open_s", "ingest_s", "query_s", "total_s")
    return {k: round(sum(r["timing"][k] for r in raw), 1) for k in keys}


def twin_successor(job: WorkspaceJob, event: dict[str, Any]) -> bool:
    """The update suite's naming: ``x-new`` is the right successor of ``x-old``."""
    return event["new"] == event["old"].removesuffix("-old") + "-new"


def supersession_stats(jobs: list[WorkspaceJob], raw: list[dict[str, Any]],
                       right_successor: Callable[[WorkspaceJob, dict[str, Any]], bool] = twin_successor) -> dict[str, Any]:
    """What an update policy retired while ingesting. With ground truth (``info["outdated"]``, the
    knowledge-update suite) each retired memory is either outdated (found) or still true (a false
    supersession); without it (LoCoMo) only the count and how many hold a question's evidence."""
    out: dict[str, Any] = {"memories": 0, "superseded": 0, "superseded_evidence": 0}
    truth = all("outdated" in job.info for job in jobs)
    if truth:
        out.update(outdated=0, outdated_found=0, right_successor=0, still_true=0, false_supersessions=0,
                   still_valid_facts=0, still_valid_facts_retired=0, false_examples=[], missed=[],
                   missed_but_suggested=0)
    for job, result in zip(jobs, raw):
        everything = [e for items in result.get("auto_superseded", {}).values() for e in items]
        events = [e for e in everything if not e.get("suggested")]
        retired = {e["old"] for e in events}
        suggested = {e["old"] for e in everything if e.get("suggested")} - retired
        ids = {row["id"] for phase in job.phases for row in phase.memories}
        relevant = {r for phase in job.phases for q in phase.queries for r in q.relevant}
        out["memories"] += len(ids)
        out["superseded"] += len(retired)
        out["superseded_evidence"] += len(retired & relevant)
        if truth:
            outdated = set(job.info["outdated"])
            facts = set(job.info.get("still_valid_facts", []))
            out["outdated"] += len(outdated)
            out["outdated_found"] += len(retired & outdated)
            out["right_successor"] += sum(1 for e in events if e["old"] in outdated and right_successor(job, e))
            out["still_true"] += len(ids - outdated)
            out["false_supersessions"] += len(retired - outdated)
            out["still_valid_facts"] += len(facts)
            out["still_valid_facts_retired"] += len(retired & facts)
            out["false_examples"] += [f"{e['old']} ← {e['new']} ({e['confidence']:.2f})"
                                      for e in events if e["old"] not in outdated]
            out["missed"] += sorted(outdated - retired)
            out["missed_but_suggested"] += len((outdated - retired) & suggested)
    out["superseded_share"] = round(out["superseded"] / out["memories"], 4) if out["memories"] else 0.0
    if truth:
        out["found_share"] = round(out["outdated_found"] / out["outdated"], 4) if out["outdated"] else 0.0
        out["false_rate"] = round(out["false_supersessions"] / out["still_true"], 4) if out["still_true"] else 0.0
    return out
