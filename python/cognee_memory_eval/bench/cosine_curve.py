"""Benchmark: fit an offline embedder's cosine curve (``ranking/fusion.py`` ``cosine_curve``, fitted
to WordLlama) on data the evaluation does not use: LoCoMo conversations 5–10 (``evaluate.py
--conversations 4`` uses the first four), sessions and observations.

Measured once for MiniLM (midpoint .57, scale .156 against WordLlama's .45/.15): with that curve
the evaluation lost on the everyday questions and the unmarked updates and gained on the decision
records (most likely the gate and the stand-in rules downstream are tuned on WordLlama's scale), so
every embedder uses WordLlama's curve (docs/benchmarks.md, "Embedders").

Per embedder: the median cosine between a question and a memory that answers it, and between a
question and any other memory of its conversation. The midpoint is the mean of the two
granularities' right-answer medians; the scale is WordLlama's 0.15 times the ratio of this
embedder's gap (right − other medians) to WordLlama's, so both curves separate right answers from
the rest by the same number of scales. Prints one JSON report.

    .venv/bin/python -m cognee_memory_eval.bench.cosine_curve --embedder local --embedder minilm
"""

from __future__ import annotations

import statistics
from pathlib import Path
from typing import Callable

import click
import numpy as np

from cognee_memory.ranking.fusion import COSINE_SCALE
from cognee_memory_eval.bench.common import emit
from cognee_memory_eval.cli import DEFAULT_DATASETS_DIR
from cognee_memory_eval.locomo import load_locomo

EVALUATED_CONVERSATIONS = 4
GRANULARITIES = ("sessions", "observations")


def embed_function(embedder: str) -> Callable[[list[str]], np.ndarray]:
    if embedder == "minilm":
        from cognee_memory.storage import minilm

        return minilm.embed_texts
    from cognee_memory.storage import embedding

    return embedding.embed_texts


def medians(embed: Callable[[list[str]], np.ndarray], locomo: Path) -> dict[str, dict[str, float]]:
    """Per granularity: right-answer and other-memory median cosines, over the held-out conversations."""
    out = {}
    for granularity in GRANULARITIES:
        right: list[float] = []
        other: list[float] = []
        for job in load_locomo(locomo, (granularity,))[EVALUATED_CONVERSATIONS:]:
            phase = job.phases[0]
            ids = [m["id"] for m in phase.memories]
            cosines = embed([q.text for q in phase.queries]) @ embed([m["text"] for m in phase.memories]).T
            for qi, query in enumerate(phase.queries):
                for mi, memory_id in enumerate(ids):
                    (right if memory_id in query.relevant else other).append(float(cosines[qi, mi]))
        out[granularity] = {"right_median": round(statistics.median(right), 3),
                            "other_median": round(statistics.median(other), 3), "right_n": len(right)}
    return out


def gap(fit: dict[str, dict[str, float]]) -> float:
    return statistics.mean(g["right_median"] - g["other_median"] for g in fit.values())


@click.command()
@click.option("--embedder", "embedders", multiple=True, type=click.Choice(["local", "minilm"]),
              default=("local", "minilm"))
@click.option("--datasets-dir", default=str(DEFAULT_DATASETS_DIR), show_default=True)
def main(embedders: tuple[str, ...], datasets_dir: str) -> None:
    locomo = Path(datasets_dir) / "locomo" / "locomo10.json"
    fits = {name: medians(embed_function(name), locomo) for name in dict.fromkeys(("local", *embedders))}
    reference = gap(fits["local"])
    curves = {name: {"midpoint": round(statistics.mean(g["right_median"] for g in fit.values()), 2),
                     "scale": round(COSINE_SCALE * gap(fit) / reference, 3), "medians": fit}
              for name, fit in fits.items()}
    emit({"held_out": f"LoCoMo conversations {EVALUATED_CONVERSATIONS + 1}-10", "curves": curves})


if __name__ == "__main__":
    main()
