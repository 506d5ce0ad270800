"""Benchmark: what a relevance floor keeps out of the chat's prompt.

Chat sends the top 5 retrieved memories to the model (``cogneeMemory.maxContextResults``), minus
those whose own cosine to the question is below ``cogneeMemory.chat.minRelevance``. On every
question of the evaluation data, this measures for each floor:

* ``irrelevant_share``: of the memories sent, the share that is not in the question's gold set
  (and ``irrelevant_per_question``, their number per question);
* ``gold_kept``: of the gold memories the top 5 held, the share still sent after the floor;
* ``nothing_sent``: the share of questions for which no memory clears the floor;
* ``gold_lost_questions``: questions whose top 5 held a gold memory and whose floor removed all of them.

Data: the constructed knowledge-updates suite (active phase) and LoCoMo (sessions and
observations), loaded with ``cognee_memory_eval``'s loaders. Each workspace is small (≤ 700
memories), so every memory is a candidate, as the real first stage over-fetches 50; cosines come
from the product's WordLlama embedder; the order is the spec's formula at the default half-life
(7 d, status multipliers) and, for comparison, plain cosine (a relevance-first order). No store,
no network. Prints one JSON report.

    .venv/bin/python -m cognee_memory_eval.bench.relevance_floor [--locomo PATH] [--conversations N]
"""

from __future__ import annotations

import sys
from datetime import datetime
from pathlib import Path
from typing import Any

import click
import numpy as np

from cognee_memory.model import DEFAULT_STATUS_MULTIPLIERS, Status
from cognee_memory.ranking import formula as ranking
from cognee_memory.storage.embedding import embed_texts
from cognee_memory_eval.bench.common import emit
from cognee_memory_eval.cli import DEFAULT_DATASETS_DIR
from cognee_memory_eval.jobs import WorkspaceJob
from cognee_memory_eval.knowledge_updates import load_knowledge_updates
from cognee_memory_eval.locomo import load_locomo

FLOORS = (0.0, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5)
TOP_K = 5
HALF_LIFE = 7.0
DEFAULT_LOCOMO = DEFAULT_DATASETS_DIR / "locomo" / "locomo10.json"


def _when(text: str) -> datetime:
    return datetime.fromisoformat(text.replace("Z", "+00:00"))


def _top(job: WorkspaceJob, order: str) -> list[tuple[list[str], list[float], frozenset[str]]]:
    """(top-5 ids, their cosines, gold ids) for every question of the job's first phase."""
    phase = job.phases[0]
    rows = phase.memories
    ids = np.array([r["id"] for r in rows], dtype=str)
    vectors = embed_texts([r["text"] for r in rows])
    stamps = np.array([_when(r.get("source_created_at") or r["created_at"]).timestamp() for r in rows])
    codes = np.array([ranking.STATUS_CODES[Status(r["status"]) if r.get("status") else None] for r in rows],
                     dtype=np.int64)
    table = ranking.multiplier_table(DEFAULT_STATUS_MULTIPLIERS)
    queries = embed_texts([q.text for q in phase.queries])
    out = []
    for query, qv in zip(phase.queries, queries):
        cosine = np.clip(vectors @ qv, 0.0, 1.0)
        if order == "cosine":
            picked = np.argsort(-cosine, kind="stable")[:TOP_K]
        else:
            ages = ranking.age_days(stamps, _when(query.now))
            result = ranking.rank(cosine, ages, codes, ids, half_life_days=HALF_LIFE, multipliers=table)
            picked = result.order[:TOP_K]
        out.append(([str(ids[i]) for i in picked], [float(cosine[i]) for i in picked], query.relevant))
    return out


def _measure(tops: list[tuple[list[str], list[float], frozenset[str]]]) -> dict[str, Any]:
    rows = {}
    for floor in FLOORS:
        sent = irrelevant = gold_top = gold_sent = empty = lost = 0
        for ids, cosines, gold in tops:
            kept = [i for i, c in zip(ids, cosines) if c >= floor]
            sent += len(kept)
            irrelevant += sum(i not in gold for i in kept)
            in_top = sum(i in gold for i in ids)
            still = sum(i in gold for i in kept)
            gold_top += in_top
            gold_sent += still
            empty += not kept
            lost += bool(in_top and not still)
        rows[f"{floor:.2f}"] = {
            "irrelevant_share": round(irrelevant / sent, 3) if sent else None,
            "sent_per_question": round(sent / len(tops), 2),
            "irrelevant_per_question": round(irrelevant / len(tops), 2),
            "gold_kept": round(gold_sent / gold_top, 3) if gold_top else None,
            "nothing_sent": round(empty / len(tops), 3),
            "gold_lost_questions": round(lost / len(tops), 3),
        }
    return {"questions": len(tops), "by_floor": rows}


@click.command()
@click.option("--locomo", "locomo_path", type=click.Path(path_type=Path), default=DEFAULT_LOCOMO, show_default=True,
              help="LoCoMo's locomo10.json (skipped when missing).")
@click.option("--conversations", type=int, default=None, help="Only the first N LoCoMo conversations.")
def main(locomo_path: Path, conversations: int | None) -> None:
    """Print the share of irrelevant memories chat would send, per relevance floor."""
    suites: dict[str, list[WorkspaceJob]] = {"knowledge-updates": load_knowledge_updates()}
    if locomo_path.exists():
        for granularity in ("sessions", "observations"):
            suites[f"locomo-{granularity}"] = load_locomo(locomo_path, (granularity,), conversations)
    report: dict[str, Any] = {"top_k": TOP_K, "half_life_days": HALF_LIFE}
    for name, jobs in suites.items():
        for order in ("default", "cosine"):
            tops = [t for job in jobs for t in _top(job, order)]
            report[f"{name} ({order} order)"] = _measure(tops)
            print(f"{name} {order}: {len(tops)} questions", file=sys.stderr)
    emit(report, indent=1)


if __name__ == "__main__":
    main()
