"""What reading long memories by their best sentence costs per question (``ranking/passages.py``):
retrieve latency on Cranfield abstracts with it off, cold (nothing embedded yet) and warm (the
candidates' sentence vectors kept from an earlier question), interleaved query by query in one
process, and nDCG@10 off vs on.

    .venv/bin/python -m cognee_memory_eval.bench.best_sentences [--data PATH] [--max-docs 400] [--queries 60]

Prints one JSON report on stdout; exits 0 with a note when the data is absent.
"""

from __future__ import annotations

import asyncio
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

import click

from cognee_memory.backend.service import MemoryService
from cognee_memory.config import StoreConfig
from cognee_memory.retrieval.sentence_vectors import SentenceVectors
from cognee_memory_eval import metrics
from cognee_memory_eval.bench.common import emit, prints_to_stderr
from cognee_memory_eval.cli import DEFAULT_DATASETS_DIR
from cognee_memory_eval.cranfield import load_cranfield
from cognee_memory_eval.settings import BASE_OPTIONS
from cognee_memory_eval.worker import _ingest


async def measure(data: Path, max_docs: int | None, queries: int) -> dict[str, Any]:
    phase = load_cranfield(data, max_docs).phases[0]
    service = await MemoryService(StoreConfig.create(Path(tempfile.mkdtemp(prefix="sentences-")))).open()
    await _ingest(service, phase.to_json())
    kept = service._sentences
    assert isinstance(kept, SentenceVectors), "the default embedder reads sentences"
    seconds: dict[str, list[float]] = {"off": [], "cold": [], "warm": []}
    ndcg: dict[str, list[float]] = {"off": [], "on": []}

    async def ask(query: Any, mode: str) -> list[str]:
        service._sentences = None if mode == "off" else kept
        if mode == "cold":
            kept.clear()
        t0 = time.perf_counter()
        body = await service.handle({"op": "retrieve", **BASE_OPTIONS, "query": query.text, "now": query.now})
        seconds[mode].append(time.perf_counter() - t0)
        return [r["id"] for r in body["results"]]

    warm_up = phase.queries[0]
    await ask(warm_up, "off")
    seconds["off"].clear()
    for query in phase.queries[:queries]:  # interleaved, so the three see the same load
        ndcg["off"].append(metrics.ndcg_at(await ask(query, "off"), query.relevant))
        ndcg["on"].append(metrics.ndcg_at(await ask(query, "cold"), query.relevant))
        await ask(query, "warm")  # the same question again: its candidates' sentences are kept
    rows = len(kept)
    await service.close()
    p50 = {mode: statistics.median(values) for mode, values in seconds.items()}
    return {"documents": len(phase.memories), "queries": len(ndcg["on"]),
            "p50_ms": {mode: round(v * 1000, 1) for mode, v in p50.items()},
            "cold_vs_off": round(p50["cold"] / p50["off"], 2), "warm_vs_off": round(p50["warm"] / p50["off"], 2),
            "ndcg@10": {mode: round(statistics.fmean(v), 4) for mode, v in ndcg.items()},
            "sentence_rows_kept": rows}


@click.command()
@click.option("--data", type=click.Path(path_type=Path), default=DEFAULT_DATASETS_DIR / "cranfield",
              show_default=True, help="The folder holding cran.all.1400.xml, cran.qry.xml, cranqrel.trec.txt.")
@click.option("--max-docs", type=int, default=None, help="Only the first N documents (and their queries).")
@click.option("--queries", type=click.IntRange(min=1), default=60, show_default=True, help="How many questions.")
def main(data: Path, max_docs: int | None, queries: int) -> None:
    """Time retrieve with best-sentence reading off, cold and warm; print a JSON report."""
    if not (data / "cran.all.1400.xml").is_file():
        emit({"skipped": f"no Cranfield data at {data}"}, indent=None)
        return
    with prints_to_stderr():
        report = asyncio.run(measure(data, max_docs, queries))
    emit(report)


if __name__ == "__main__":
    main()
