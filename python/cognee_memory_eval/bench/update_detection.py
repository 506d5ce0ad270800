"""Benchmark: update detection on constructed (old, new) memory pairs.

For every pair of ``tests/python/data/update_pairs.json`` (labelled updates / duplicate /
related, split into the pairs the classifier was developed on and a held-out set written
after its thresholds were frozen), the offline WordLlama embedder gives the cosines and the
classifier a verdict. Reported, per split:

* accuracy and the confusion matrix of the three kinds;
* **false supersession rate**: pairs whose old memory is still true (duplicate or related)
  that policy ``auto`` would retire — target ≤ 2 %;
* **newest-fact-first rate**: update pairs where, for the pair's question, the spec's ranking
  (``ranking.rank``, unchanged: semantic × recency × status, Superseded hidden by default)
  puts the new memory above the old one — target ≥ 95 % — with the policy off (both Active),
  ``auto``, and ``suggest`` with every suggestion accepted; at half-lives of 7, 90 and 365
  days, the newer memory 18 days younger and the question asked one day later.

And ``hidden_facts``, on ``tests/python/data/fact_pairs.json`` (old memories with several facts,
each pair labelled with the facts still true after the new memory) plus the pairs above: the
still-true facts that accepting every suggestion would hide (a one-click Supersede hides the old
memory; a partial update's rewritten successor hides what it leaves out) — target 0 — against the
same count with every update offered as a one-click Supersede, and those ``auto`` would hide.

No Cognee, no store: the same pure code the ingest step calls. Prints one JSON report.

    .venv/bin/python -m cognee_memory_eval.bench.update_detection [--pairs PATH] [--verbose]
"""

from __future__ import annotations

import json
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import click
import numpy as np

from cognee_memory.ranking import formula as ranking
from cognee_memory.storage.embedding import embed_texts
from cognee_memory.model import DEFAULT_STATUS_MULTIPLIERS, Memory, Status, memory_from_dict
from cognee_memory.updates.detect import Kind, classify_pair, may_auto_supersede
from cognee_memory.updates.signals import features
from cognee_memory_eval.bench.common import ROOT, emit

KINDS = [k.value for k in Kind]
HALF_LIVES = (7.0, 90.0, 365.0)
TARGET_NEWEST_FIRST = 0.95
TARGET_FALSE_SUPERSESSION = 0.02
INGESTED = datetime(2026, 4, 1, tzinfo=timezone.utc)


def _memory(data: dict[str, Any], mid: str) -> Memory:
    fields = {k: v for k, v in data.items() if v not in (None, [], "")}
    return memory_from_dict({**fields, "id": mid}, now=INGESTED)


def newest_first(old: Memory, new: Memory, query_vec: np.ndarray, old_vec: np.ndarray, new_vec: np.ndarray,
                 old_status: Status | None, half_life: float) -> bool:
    """Does retrieval (the spec's formula, Superseded hidden) put the new memory above the old one?"""
    now = new.source_created_at + timedelta(days=1)
    pair = [(old, old_vec, old_status), (new, new_vec, new.status)]
    visible = [(m, v, s) for m, v, s in pair if s is not Status.SUPERSEDED]
    semantic = np.array([max(0.0, float(query_vec @ v)) for _, v, _ in visible])
    ages = ranking.age_days(np.array([m.source_created_at.timestamp() for m, _, _ in visible]), now)
    codes = np.array([ranking.STATUS_CODES[s] for _, _, s in visible], dtype=np.int64)
    ids = np.array([m.id for m, _, _ in visible], dtype=str)
    result = ranking.rank(semantic, ages, codes, ids, half_life_days=half_life,
                          multipliers=ranking.multiplier_table(DEFAULT_STATUS_MULTIPLIERS))
    return str(ids[result.order[0]]) == new.id


def evaluate(pairs: list[dict[str, Any]], verbose: bool) -> dict[str, Any]:
    olds = [_memory(p["old"], "old") for p in pairs]
    news = [_memory(p["new"], "new") for p in pairs]
    old_vecs = embed_texts([m.text for m in olds])
    new_vecs = embed_texts([m.text for m in news])
    query_vecs = embed_texts([p["query"] for p in pairs])

    confusion = {e: {g: 0 for g in [*KINDS, "none"]} for e in KINDS}
    false_supersessions, still_true = [], 0
    auto_updates = suggested_updates = 0
    newest = {policy: {h: 0 for h in HALF_LIVES} for policy in ("off", "auto", "suggest accepted")}
    n_updates = 0
    misses = []
    for p, old, new, ov, nv, qv in zip(pairs, olds, news, old_vecs, new_vecs, query_vecs):
        cosine = float(ov @ nv)
        verdict = classify_pair(new, old, cosine)
        got = verdict.kind.value if verdict else "none"
        confusion[p["expected"]][got] += 1
        auto = verdict is not None and may_auto_supersede(new, verdict)
        suggested = verdict is not None and verdict.kind is Kind.UPDATES
        if got != p["expected"] and not (got == "none" and p["expected"] == "related"):
            misses.append({"id": p["id"], "expected": p["expected"], "got": got, "cosine": round(cosine, 3),
                           "confidence": round(verdict.confidence, 3) if verdict else None,
                           "reasons": list(verdict.reasons) if verdict else []})
        if p["expected"] == "updates":
            n_updates += 1
            auto_updates += auto
            suggested_updates += suggested
            for h in HALF_LIVES:
                newest["off"][h] += newest_first(old, new, qv, ov, nv, old.status, h)
                newest["auto"][h] += newest_first(old, new, qv, ov, nv, Status.SUPERSEDED if auto else old.status, h)
                accepted = Status.SUPERSEDED if suggested and old.status in (None, Status.ACTIVE) else old.status
                newest["suggest accepted"][h] += newest_first(old, new, qv, ov, nv, accepted, h)
        else:
            still_true += 1
            if auto:
                false_supersessions.append(p["id"])

    correct = sum(confusion[k][k] for k in KINDS) + confusion["related"]["none"]
    report: dict[str, Any] = {
        "pairs": len(pairs),
        "by_kind": {k: sum(p["expected"] == k for p in pairs) for k in KINDS},
        "accuracy": round(correct / len(pairs), 4) if pairs else None,
        "confusion (expected → got)": confusion,
        "false_supersession_rate": round(len(false_supersessions) / still_true, 4) if still_true else None,
        "false_supersessions": false_supersessions,
        "updates_superseded_by_auto": round(auto_updates / n_updates, 4) if n_updates else None,
        "updates_suggested": round(suggested_updates / n_updates, 4) if n_updates else None,
        "newest_fact_first_rate": {
            policy: {f"half_life_{int(h)}d": round(v / n_updates, 4) for h, v in by_h.items()}
            for policy, by_h in newest.items()
        } if n_updates else None,
    }
    if verbose:
        report["misclassified"] = misses
    return report


def _covered(fact: str, text: str) -> bool:
    """Whether ``text`` still states ``fact`` (every content word of the fact is in it)."""
    return features(fact).content <= features(text).content


def hidden_facts(fact_pairs: list[dict[str, Any]], update_pairs: list[dict[str, Any]]) -> dict[str, Any]:
    """Still-true facts that accepting each suggestion would hide: a one-click Supersede hides the
    whole old memory; a rewritten successor hides what it leaves out. ``before`` is the same with
    every update offered as a one-click Supersede (no partial detection)."""
    labelled = [(p, p["still_true"], p["group"]) for p in fact_pairs] + [
        (p, [p["old"]["text"]] if p["expected"] == "related" else [], p["expected"]) for p in update_pairs]
    olds = [_memory(p["old"], "old") for p, _, _ in labelled]
    news = [_memory(p["new"], "new") for p, _, _ in labelled]
    cosines = np.sum(embed_texts([m.text for m in olds]) * embed_texts([m.text for m in news]), axis=1)
    counts = {"still_true_facts": 0, "hidden_by_accepted_suggestions": 0, "hidden_before_partial_detection": 0,
              "hidden_by_auto": 0, "successors_offered": 0, "one_click_supersedes_offered": 0}
    by_group: dict[str, dict[str, int]] = {}
    hidden_ids = []
    for (p, still_true, group), old, new, cosine in zip(labelled, olds, news, cosines):
        verdict = classify_pair(new, old, float(cosine))
        offered = verdict is not None and verdict.kind is Kind.UPDATES
        partial = verdict.partial if offered and verdict else None
        hidden = [f for f in still_true if not _covered(f, partial.successor)] if partial else still_true if offered else []
        counts["still_true_facts"] += len(still_true)
        counts["hidden_by_accepted_suggestions"] += len(hidden)
        counts["hidden_before_partial_detection"] += len(still_true) if offered else 0
        counts["hidden_by_auto"] += len(still_true) if verdict and may_auto_supersede(new, verdict) else 0
        counts["successors_offered"] += partial is not None
        counts["one_click_supersedes_offered"] += offered and partial is None
        row = by_group.setdefault(group, {"pairs": 0, "successor": 0, "supersede": 0, "no_suggestion": 0})
        row["pairs"] += 1
        row["successor" if partial else "supersede" if offered else "no_suggestion"] += 1
        if hidden:
            hidden_ids.append(p["id"])
    return {**counts, "by_group (what is offered)": by_group, "pairs_hiding_a_fact": hidden_ids}


@click.command()
@click.option("--pairs", "pairs_path", default=str(ROOT / "tests/python/data/update_pairs.json"), show_default=True,
              help="JSON list of labelled pairs (see tests/python/data/update_pairs.py).")
@click.option("--facts", "facts_path", default=str(ROOT / "tests/python/data/fact_pairs.json"), show_default=True,
              help="JSON list of pairs labelled with the old memory's still-true facts (tests/python/data/fact_pairs.py).")
@click.option("--verbose", is_flag=True, help="Also list every misclassified pair with its reasons.")
def main(pairs_path: str, facts_path: str, verbose: bool) -> None:
    """Measure update detection on labelled pairs; print one JSON report on stdout."""
    pairs = json.loads(Path(pairs_path).read_text(encoding="utf-8"))
    splits = sorted({p.get("split", "all") for p in pairs})
    report = {
        "targets": {"newest_fact_first_rate": f">= {TARGET_NEWEST_FIRST:.0%} (auto, every half-life)",
                    "false_supersession_rate": f"<= {TARGET_FALSE_SUPERSESSION:.0%}"},
        "embedder": "local WordLlama (256-dim)",
        **{split: evaluate([p for p in pairs if p.get("split", "all") == split], verbose) for split in splits},
        "all": evaluate(pairs, False),
        "hidden_facts": hidden_facts(json.loads(Path(facts_path).read_text(encoding="utf-8")), pairs),
    }
    emit(report, indent=1)


if __name__ == "__main__":
    main()
