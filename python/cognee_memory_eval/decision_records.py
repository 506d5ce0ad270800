"""Decision records: REAL data — architecture decision records of sixteen public repositories
(``data/decision_records.json``; sources, licences and labelling in ``data/README.md``).

One workspace per repository, every record a memory dated with the record's own date (or the
commit that added it). Labels come from the records themselves: 34 (newer, older) pairs where a
record says it supersedes another (updates), and 64 pairs of look-alike records of the same
repository where neither replaces the other (non-updates).

* ``decision-records``: phase ``active`` — nothing marked (what a team that never kept statuses
  has); phase ``superseded`` — the records' own Superseded marks and links applied.
  Questions: one per update chain, 29 (answer: its newest record) and four still-valid old records
  per repository (answer: that record, asked about by its title).
* ``decision-records-auto``: the same records ingested one by one, oldest first, with
  ``update_policy: auto`` and nothing marked: what the policy retires is scored against the
  labels — outdated records found, and false supersessions, above all on the labelled
  non-updates.

Metrics (per setting and phase, same shape as the knowledge-update suite): ``newest_first``,
``outdated_first``, ``still_valid_top5``; for the auto variant also the supersession counts.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from cognee_memory_eval import runner
from cognee_memory_eval.jobs import AUTO_INGEST, Phase, Query, WorkspaceJob

DATA = Path(__file__).resolve().parent / "data" / "decision_records.json"


def load_data(path: Path = DATA) -> list[dict[str, Any]]:
    return json.loads(path.read_text(encoding="utf-8"))["repositories"]


def _name(repository: dict[str, Any]) -> str:
    return "adr-" + repository["repository"].split("/")[1].replace(".", "-")


def _queries(repository: dict[str, Any]) -> list[Query]:
    return [Query(q["id"], q["question"], frozenset({q["answer"]}), repository["now"],
                  "update" if q["id"].startswith("update:") else "still-valid")
            for q in repository["questions"]]


def _row(record: dict[str, Any], **extra: Any) -> dict[str, Any]:
    return {"id": record["id"], "text": record["text"], "source_created_at": record["date"], "status": "Active", **extra}


def _info(repository: dict[str, Any]) -> dict[str, Any]:
    updates = repository["updates"]
    return {
        "now": repository["now"], "repository": repository["repository"],
        "outdated": sorted({u["old"] for u in updates}),
        "updates": [[u["new"], u["old"]] for u in updates],
        "non_updates": [[p["new"], p["old"]] for p in repository["non_updates"]],
        "replaced": {q["answer"]: q["replaced"] for q in repository["questions"] if "replaced" in q},
        "still_valid_facts": sorted(q["answer"] for q in repository["questions"] if q["id"].startswith("still-valid:")),
    }


def repository_job(repository: dict[str, Any]) -> WorkspaceJob:
    """Phases ``active`` (nothing marked) and ``superseded`` (the records' own marks and links)."""
    records = repository["records"]
    queries = _queries(repository)
    replaces: dict[str, list[str]] = {}
    for update in repository["updates"]:
        replaces.setdefault(update["new"], []).append(update["old"])
    marked = [_row(r, status="Superseded" if r["superseded"] else "Active",
                   **({"supersedes": replaces[r["id"]]} if r["id"] in replaces else {})) for r in records]
    return WorkspaceJob(dataset="decision-records", name=_name(repository),
                        phases=[Phase("active", [_row(r) for r in records], queries),
                                Phase("superseded", marked, queries)],
                        info=_info(repository))


def auto_policy_job(repository: dict[str, Any]) -> WorkspaceJob:
    """Every record ingested on its own, oldest first, with update_policy auto (phase ``auto``)."""
    rows = sorted((_row(r) for r in repository["records"]), key=lambda row: (row["source_created_at"], row["id"]))
    return WorkspaceJob(dataset="decision-records-auto", name=_name(repository) + "-auto",
                        phases=[Phase("auto", rows, _queries(repository), ingest=dict(AUTO_INGEST), one_by_one=True)],
                        info=_info(repository))


def load_decision_records(repositories: int | None = None, auto_policy: bool = False,
                          path: Path = DATA) -> list[WorkspaceJob]:
    data = load_data(path)[:repositories]
    return [repository_job(r) for r in data] + ([auto_policy_job(r) for r in data] if auto_policy else [])


def update_metrics(jobs: list[WorkspaceJob], raw: list[dict[str, Any]]) -> dict[str, Any]:
    """Per setting and phase: the newest record of an update chain first, a record it replaced
    first instead, a still-valid old record in the top 5, and the update questions missed."""
    return runner.update_metrics(jobs, raw, outdated=lambda job, expected: set(job.info["replaced"][expected]))


def supersession_stats(jobs: list[WorkspaceJob], raw: list[dict[str, Any]]) -> dict[str, Any]:
    """What update_policy auto retired, against the labels: outdated records found (and by the
    right newer record), false supersessions of records nothing replaced, and above all false
    supersessions on the labelled non-update pairs."""
    out = runner.supersession_stats(
        jobs, raw, right_successor=lambda job, e: (e["new"], e["old"]) in {tuple(p) for p in job.info["updates"]})
    out.update(non_updates=0, false_on_non_updates=0, non_update_examples=[], non_updates_suggested=0)
    for job, result in zip(jobs, raw):
        everything = [e for items in result.get("auto_superseded", {}).values() for e in items]
        non_updates = {frozenset(p) for p in job.info["non_updates"]}
        hits = [e for e in everything if not e.get("suggested") and frozenset((e["new"], e["old"])) in non_updates]
        out["non_updates"] += len(non_updates)
        out["false_on_non_updates"] += len({frozenset((e["new"], e["old"])) for e in hits})
        out["non_update_examples"] += [f"{e['old']} ← {e['new']} ({e['confidence']:.2f})" for e in hits]
        out["non_updates_suggested"] += len({frozenset((e["new"], e["old"])) for e in everything if e.get("suggested")}
                                            & non_updates)
    out["false_on_non_updates_rate"] = (round(out["false_on_non_updates"] / out["non_updates"], 4)
                                        if out["non_updates"] else 0.0)
    return out
