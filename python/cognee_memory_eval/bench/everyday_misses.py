"""Benchmark: why each everyday question's answer is or is not first, under the default settings.

For every workspace of a constructed everyday set (``everyday``, ``everyday-check``,
``everyday-fresh``, ``everyday-holdout``, ``everyday-sealed``, ``everyday-blind``, ``everyday-dev``,
``everyday-blind2``, ``everyday-blind3``, ``everyday-dev2``, ``everyday-dev3``, ``everyday-blind4``,
``everyday-blind5``, ``everyday-dev4``, ``everyday-dev5``, ``everyday-dev6``, ``everyday-dev7``, ``everyday-dev8``, ``everyday-dev9``, ``everyday-dev10``, ``everyday-dev11``, ``everyday-dev12``, ``everyday-dev13`` or ``everyday-dev14``), or of ``decision-records`` (its first phase, nothing marked), this builds a throwaway store through the real ingest path (update policy off, as the evaluation
does), asks every question with the default retrieve options at the set's fixed ``now``, and reports:

* answer first and MRR overall, per group and (the check and fresh sets) per phrasing;
* every miss with the answer's rank and the top 3 as ``id`` with ``relevance``, ``cosine``,
  ``bm25_score``, ``gated`` and ``placed_by`` from the retrieve response.

Each workspace runs in its own process (Cognee binds its stores to one folder per process).

    .venv/bin/python -m cognee_memory_eval.bench.everyday_misses --dataset everyday-check [--work-dir DIR]
"""

from __future__ import annotations

import asyncio
import importlib
import json
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

import click

from cognee_memory_eval import metrics
from cognee_memory_eval.bench.common import emit
from cognee_memory_eval.jobs import WorkspaceJob
from cognee_memory_eval.settings import BASE_OPTIONS

FIELDS = ("relevance", "cosine", "bm25_score", "gated", "placed_by")
# dataset → its module; the check, fresh, holdout, sealed, blind, dev, blind2, blind3, dev2, dev3, blind4, blind5,
# dev4, dev5, dev6, dev7, dev8, dev9, dev10, dev11, dev12, dev13 and dev14 sets also carry PHRASING and REPLACES
MODULES = {"everyday": "cognee_memory_eval.everyday", "everyday-check": "cognee_memory_eval.everyday_check",
           "everyday-fresh": "cognee_memory_eval.everyday_fresh",
           "everyday-holdout": "cognee_memory_eval.everyday_holdout",
           "everyday-sealed": "cognee_memory_eval.everyday_sealed",
           "everyday-blind": "cognee_memory_eval.everyday_blind",
           "everyday-dev": "cognee_memory_eval.everyday_dev",
           "everyday-blind2": "cognee_memory_eval.everyday_blind2",
           "everyday-blind3": "cognee_memory_eval.everyday_blind3",
           "everyday-dev2": "cognee_memory_eval.everyday_dev2",
           "everyday-dev3": "cognee_memory_eval.everyday_dev3",
           "everyday-blind4": "cognee_memory_eval.everyday_blind4",
           "everyday-blind5": "cognee_memory_eval.everyday_blind5",
           "everyday-dev4": "cognee_memory_eval.everyday_dev4",
           "everyday-dev5": "cognee_memory_eval.everyday_dev5",
           "everyday-dev6": "cognee_memory_eval.everyday_dev6",
           "everyday-dev7": "cognee_memory_eval.everyday_dev7",
           "everyday-dev8": "cognee_memory_eval.everyday_dev8",
           "everyday-dev9": "cognee_memory_eval.everyday_dev9",
           "everyday-dev10": "cognee_memory_eval.everyday_dev10",
           "everyday-dev11": "cognee_memory_eval.everyday_dev11",
           "everyday-dev12": "cognee_memory_eval.everyday_dev12",
           "everyday-dev13": "cognee_memory_eval.everyday_dev13",
           "everyday-dev14": "cognee_memory_eval.everyday_dev14",
           "decision-records": "cognee_memory_eval.decision_records"}


def _module(dataset: str) -> Any:
    return importlib.import_module(MODULES[dataset])


def _jobs(dataset: str) -> list[WorkspaceJob]:
    return getattr(_module(dataset), "load_" + dataset.replace("-", "_"))()


async def _ask(job: WorkspaceJob, folder: Path, options: dict[str, Any], policy: str) -> dict[str, Any]:
    from cognee_memory.backend.service import MemoryService
    from cognee_memory.config import StoreConfig

    service = MemoryService(StoreConfig.create(folder, embedder="local"))
    await service.open()
    phase = job.phases[0]  # decision records: "active", nothing marked
    verdicts: list[dict[str, Any]] = []
    if policy == "off":
        text = "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in phase.memories)
        await service.handle({"op": "ingest", "text": text, **phase.ingest})
    else:  # remembered one at a time, oldest first, as a user does
        for row in sorted(phase.memories, key=lambda r: r["source_created_at"]):
            reply = await service.handle({"op": "ingest", "text": json.dumps(row, ensure_ascii=False) + "\n",
                                          "update_policy": policy})
            retired = {a["old"] for a in reply.get("auto_superseded", [])}
            verdicts += [{"new": new, "old": v["id"], "confidence": round(v["confidence"], 2),
                          "retired": v["id"] in retired}
                         for new, found in reply.get("possible_updates", {}).items()
                         for v in found if v.get("kind") == "updates"]
    out = []
    for query in phase.queries:
        body = await service.handle({"op": "retrieve", **BASE_OPTIONS, **options, "query": query.text, "now": query.now})
        out.append({"id": query.id, "results": [{"id": r["id"], **{f: r.get(f) for f in FIELDS}}
                                                for r in body["results"]]})
    return {"answers": out, "verdicts": verdicts}


def _row(result: dict[str, Any]) -> dict[str, Any]:
    def num(v: Any) -> Any:
        return round(v, 3) if isinstance(v, float) else v

    return {k: num(v) for k, v in result.items()}


def _summary(rows: list[tuple[str, float, float]]) -> dict[str, Any]:
    return {"n": len(rows), "answer_first": round(metrics.mean(r[1] for r in rows), 4),
            "mrr": round(metrics.mean(r[2] for r in rows), 4)}


def _verdicts(dataset: str, jobs: list[WorkspaceJob], answers: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """The remember-time 'updates' verdicts against the labelled replacements (check and fresh sets)."""
    replaces: dict[str, list[tuple[str, str]]] = getattr(_module(dataset), "REPLACES", {})
    labelled = {(f"{ws}-{old}", f"{ws}-{new}") for ws, pairs in replaces.items() for old, new in pairs}
    seen = [v for job in jobs for v in answers[job.name]["verdicts"]]
    right = {(v["old"], v["new"]) for v in seen} & labelled
    retired_right = {(v["old"], v["new"]) for v in seen if v["retired"]} & labelled
    return {"labelled_replacements": len(labelled), "found": len(right), "retired_right": len(retired_right),
            "missed": sorted(f"{o} → {n}" for o, n in labelled - right),
            "false": [v for v in seen if (v["old"], v["new"]) not in labelled],
            "false_retired": sum(1 for v in seen if v["retired"] and (v["old"], v["new"]) not in labelled)}


@click.command()
@click.option("--dataset", type=click.Choice(list(MODULES)), default="everyday-check",
              show_default=True)
@click.option("--work-dir", default=None, help="Keep the throwaway stores here (default: a temporary folder).")
@click.option("--options", "options_json", default="{}", show_default=True,
              help="Extra retrieve options as a JSON object (to see what one step does), e.g. "
                   "'{\"unmarked_updates\": false}'.")
@click.option("--update-policy", "policy", type=click.Choice(["off", "suggest", "auto"]), default="off",
              show_default=True, help="off: one ingest, as the evaluation does; suggest/auto: each memory "
                                      "remembered on its own, oldest first, and the 'updates' verdicts reported "
                                      "against the labelled replacements (check and fresh sets).")
@click.option("--one", default=None, hidden=True, help="Internal: run only this workspace and print its answers.")
def main(dataset: str, work_dir: str | None, options_json: str, policy: str, one: str | None) -> None:
    jobs = _jobs(dataset)
    options = json.loads(options_json)
    if one is not None:
        job = next(j for j in jobs if j.name == one)
        print(json.dumps(asyncio.run(_ask(job, Path(work_dir or ".") / job.name, options, policy))))
        return
    with tempfile.TemporaryDirectory(prefix="everyday-misses-") as tmp:
        root = Path(work_dir or tmp)
        answers: dict[str, dict[str, Any]] = {}
        for job in jobs:
            (root / job.name).mkdir(parents=True, exist_ok=False)
            proc = subprocess.run([sys.executable, "-m", "cognee_memory_eval.bench.everyday_misses", "--dataset",
                                   dataset, "--work-dir", str(root), "--options", options_json, "--update-policy", policy,
                                   "--one", job.name],
                                  capture_output=True, text=True)
            if proc.returncode != 0:
                raise SystemExit(proc.stderr[-3000:])
            answers[job.name] = json.loads(proc.stdout.strip().splitlines()[-1])
    phrasing: dict[str, str] = getattr(_module(dataset), "PHRASING", {})
    scored: list[tuple[str, float, float]] = []
    by_group: dict[str, list[tuple[str, float, float]]] = {}
    by_phrasing: dict[str, list[tuple[str, float, float]]] = {}
    misses = []
    for job in jobs:
        queries = {q.id: q for q in job.phases[0].queries}
        for answer in answers[job.name]["answers"]:
            query = queries[answer["id"]]
            ranked = [r["id"] for r in answer["results"]]
            row = (query.id, metrics.first_is(ranked, next(iter(query.relevant))),
                   metrics.reciprocal_rank(ranked, query.relevant))
            scored.append(row)
            by_group.setdefault(query.group, []).append(row)
            if query.id in phrasing:
                by_phrasing.setdefault(phrasing[query.id], []).append(row)
            if row[1] < 1.0:
                (expected,) = query.relevant
                misses.append({"id": query.id, "question": query.text, "group": query.group,
                               "phrasing": phrasing.get(query.id), "answer": expected,
                               "answer_rank": ranked.index(expected) + 1 if expected in ranked else None,
                               "answer_row": next((_row(r) for r in answer["results"] if r["id"] == expected), None),
                               "top3": [_row(r) for r in answer["results"][:3]]})
    report: dict[str, Any] = {"dataset": dataset, "options": options, "update_policy": policy}
    if policy != "off":
        report["update_verdicts"] = _verdicts(dataset, jobs, answers)
    emit({**report, "overall": _summary(scored),
          "by_group": {g: _summary(v) for g, v in sorted(by_group.items())},
          "by_phrasing": {p: _summary(v) for p, v in sorted(by_phrasing.items())},
          "misses": misses})


if __name__ == "__main__":
    main()
