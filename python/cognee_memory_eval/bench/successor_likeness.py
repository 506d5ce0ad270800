"""Benchmark: can a replaced memory's successor be found by likeness alone, topic or not?

Most replacements in the studied everyday sets share no topic with the memory they replace, and
the query-time reader (``retrieval/unmarked.py``) then needs evidence in words. This measures the
simplest alternative: pair each memory with the newer memory closest to it in meaning. For every
workspace of the studied sets that label their replacements (``REPLACES``; the held-out and blind
sets are never opened), every (older, newer) pair of its memories is read by

* the embedder's cosine of the two texts;
* whether the newer one is the closest in meaning of the older one's newer memories, and whether
  the older one is the closest of the newer one's older memories (both: *mutual*);
* whether the newer one says in words that something changed (``updates.detect.says_it_changes``).

Reported, per rule ("closest newer", "mutual", each with and without a change cue, from a cosine
floor up): the pairs it picks, how many of them are labelled replacements, its precision and its
recall over the labelled pairs; and the cosine's AUC (labelled pairs against all others).

No Cognee, no store: the memories are embedded directly. Prints one JSON report.

    .venv/bin/python -m cognee_memory_eval.bench.successor_likeness [--embedder local|minilm] [--dataset D ...]
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any, Callable

import click
import numpy as np

from cognee_memory.model import parse_timestamp
from cognee_memory.updates.detect import says_it_changes
from cognee_memory_eval.bench.common import emit
from cognee_memory_eval.bench.everyday_misses import MODULES

# The studied sets that label their replacements (``everyday`` labels none; the holdout, sealed-away
# blind sets stay closed).
STUDIED = ("everyday-check", "everyday-fresh", "everyday-sealed", "everyday-dev",
           *(f"everyday-dev{i}" for i in range(2, 15)))
FLOORS = (0.0, 0.3, 0.4, 0.5)


@dataclass(frozen=True)
class Pair:
    """An older memory and a newer one of the same workspace, as likeness reads them."""

    older: str
    newer: str
    cosine: float
    closest_newer: bool  # the newer one is the closest of the older one's newer memories
    closest_older: bool  # the older one is the closest of the newer one's older memories
    cue: bool  # the newer one says that something changed
    labelled: bool  # the set labels the newer one as replacing the older one


def pairs_of(ids: list[str], written: np.ndarray, vectors: np.ndarray, cues: list[bool],
             labelled: set[tuple[str, str]]) -> list[Pair]:
    """Every (older, newer) pair of one workspace's memories (``written``: timestamps; ``vectors``:
    one row per memory; ``cues``: whether each says it changes something)."""
    unit = vectors / np.maximum(np.linalg.norm(vectors, axis=1, keepdims=True), 1e-12)
    cos = unit @ unit.T
    later = written[None, :] > written[:, None]  # later[i, j]: j was written after i
    newer_cos = np.where(later, cos, -np.inf)
    older_cos = np.where(later.T, cos, -np.inf)
    best_newer = newer_cos.argmax(axis=1)  # per memory: its closest newer memory
    best_older = older_cos.argmax(axis=1)  # per memory: its closest older memory
    return [Pair(ids[i], ids[j], float(cos[i, j]), bool(best_newer[i] == j), bool(best_older[j] == i), cues[j],
                 (ids[i], ids[j]) in labelled)
            for i, j in zip(*np.nonzero(later))]


def rules() -> dict[str, Callable[[Pair], bool]]:
    """The rules measured: a newer memory picked as the older one's successor."""
    out: dict[str, Callable[[Pair], bool]] = {}
    for floor in FLOORS:
        for mutual in (False, True):
            for cue in (False, True):
                name = f"{'mutual' if mutual else 'closest newer'}{', change cue' if cue else ''}, cosine >= {floor}"
                out[name] = (lambda p, f=floor, m=mutual, c=cue:
                             p.closest_newer and (p.closest_older or not m) and (p.cue or not c) and p.cosine >= f)
    return out


def scored(pairs: list[Pair]) -> dict[str, Any]:
    """Each rule's picks, right picks, precision and recall; the cosine's AUC."""
    labelled = sum(p.labelled for p in pairs)
    table = {}
    for name, rule in rules().items():
        picked = [p for p in pairs if rule(p)]
        right = sum(p.labelled for p in picked)
        table[name] = {"picked": len(picked), "right": right,
                       "precision": round(right / len(picked), 3) if picked else None,
                       "recall": round(right / labelled, 3) if labelled else None}
    return {"pairs": len(pairs), "labelled": labelled, "cosine_auc": _auc(pairs), "rules": table}


def _auc(pairs: list[Pair]) -> float | None:
    """The probability that a labelled pair reads closer than an unlabelled one (ties count half)."""
    pos = np.array([p.cosine for p in pairs if p.labelled])
    neg = np.array([p.cosine for p in pairs if not p.labelled])
    if not pos.size or not neg.size:
        return None
    wins = (pos[:, None] > neg[None, :]).sum() + 0.5 * (pos[:, None] == neg[None, :]).sum()
    return round(float(wins / (pos.size * neg.size)), 3)


def _embedder(name: str) -> Callable[[list[str]], np.ndarray]:
    if name == "minilm":
        from cognee_memory.storage.minilm import embed_texts
    else:
        from cognee_memory.storage.embedding import embed_texts
    return embed_texts


def _written(row: dict[str, Any]) -> float:
    return parse_timestamp(row["source_created_at"]).timestamp()


def dataset_pairs(dataset: str, embed: Callable[[list[str]], np.ndarray]) -> list[Pair]:
    """The pairs of every workspace of one studied set."""
    module = importlib.import_module(MODULES[dataset])
    labelled = {(f"{ws}-{old}", f"{ws}-{new}") for ws, found in getattr(module, "REPLACES", {}).items()
                for old, new in found}
    out: list[Pair] = []
    for job in getattr(module, "load_" + dataset.replace("-", "_"))():
        rows = job.phases[0].memories
        out += pairs_of([r["id"] for r in rows], np.array([_written(r) for r in rows]),
                        np.asarray(embed([r["text"] for r in rows]), dtype=np.float64),
                        [says_it_changes(r["text"]) for r in rows], labelled)
    return out


@click.command()
@click.option("--embedder", type=click.Choice(["local", "minilm"]), default="local", show_default=True)
@click.option("--dataset", "datasets", multiple=True, type=click.Choice(STUDIED),
              help="Only these studied sets (repeatable; default: all of them).")
def main(embedder: str, datasets: tuple[str, ...]) -> None:
    embed = _embedder(embedder)
    pairs = [p for dataset in datasets or STUDIED for p in dataset_pairs(dataset, embed)]
    emit({"embedder": embedder, "datasets": list(datasets or STUDIED), **scored(pairs)})


if __name__ == "__main__":
    main()
