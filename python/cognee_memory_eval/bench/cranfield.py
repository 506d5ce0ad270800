"""Retrieval quality on Cranfield 1400 per first stage: plain cosine, RRF of cosine and BM25, the
default pipeline (score fusion and the relevance gate), and raw BM25 alone, with the time to
ingest the collection.

The collection is read with the harness's loader (``cognee_memory_eval.cranfield``, from
``../shared/datasets/cranfield`` or ``--data``; never copied), ingested into a fresh workspace in
this process the way the harness does, and every query runs through ``MemoryService.handle``
(the code the CLI and backend run). Scores are the harness's metrics (``metrics.py``: Recall@5,
Recall@10, nDCG@10, MRR@10, binary relevance), next to the reference numbers of
shared/datasets/README.md. ``python/evaluate.py --dataset cranfield`` measures the settings sweep;
this is the quick first-stage comparison.

    .venv/bin/python -m cognee_memory_eval.bench.cranfield [--data PATH] [--max-docs 100]

Prints one JSON report on stdout; exits 0 with a note when the data is absent.
"""

from __future__ import annotations

import asyncio
import tempfile
import time
from pathlib import Path
from typing import Any

import click

from cognee_memory.backend.service import MemoryService
from cognee_memory.config import StoreConfig
from cognee_memory_eval import metrics
from cognee_memory_eval.bench.common import emit, prints_to_stderr
from cognee_memory_eval.cli import DEFAULT_DATASETS_DIR
from cognee_memory_eval.cranfield import load_cranfield
from cognee_memory_eval.settings import BASE_OPTIONS, NO_GATE, VECTOR
from cognee_memory_eval.worker import _ingest

REFERENCE = {"cosine": {"recall@10": 0.350, "mrr": 0.517, "ndcg@10": 0.343},
             "bm25": {"recall@10": 0.396, "mrr": 0.530, "ndcg@10": 0.379},
             "rrf(cosine, bm25)": {"recall@10": 0.406, "mrr": 0.545, "ndcg@10": 0.389}}
FIRST_STAGES: dict[str, dict[str, Any]] = {
    "cosine": {**VECTOR, **NO_GATE},
    "rrf(cosine, bm25)": {"lexical": True, "fusion": "rrf", **NO_GATE},
    "default (score fusion + relevance gate)": {},
}


async def measure(data: Path, max_docs: int | None) -> dict[str, Any]:
    job = load_cranfield(data, max_docs)
    phase = job.phases[0]
    service = await MemoryService(StoreConfig.create(Path(tempfile.mkdtemp(prefix="cranfield-")))).open()
    t0 = time.perf_counter()
    await _ingest(service, phase.to_json())
    ingest_s = time.perf_counter() - t0
    rows: dict[str, list[dict[str, float]]] = {name: [] for name in [*FIRST_STAGES, "bm25 alone"]}
    for query in phase.queries:
        for name, options in FIRST_STAGES.items():
            body = await service.handle({"op": "retrieve", **BASE_OPTIONS, **options, "query": query.text,
                                         "now": query.now})
            rows[name].append(metrics.retrieval_scores([r["id"] for r in body["results"]], query.relevant))
        hits = await service.store.lexical_search(query.text, BASE_OPTIONS["top_k"])
        rows["bm25 alone"].append(metrics.retrieval_scores([d for d, _ in hits], query.relevant))
    await service.close()
    return {"documents": len(phase.memories), "queries": len(phase.queries), "ingest_seconds": round(ingest_s, 1),
            "scores": {name: metrics.average(r) for name, r in rows.items()},
            "reference (shared/datasets/README.md, full collection)": REFERENCE}


@click.command()
@click.option("--data", type=click.Path(path_type=Path), default=DEFAULT_DATASETS_DIR / "cranfield",
              show_default=True, help="The folder holding cran.all.1400.xml, cran.qry.xml, cranqrel.trec.txt.")
@click.option("--max-docs", type=int, default=None, help="Only the first N documents (and their queries).")
def main(data: Path, max_docs: int | None) -> None:
    """Score each first stage on Cranfield; print a JSON report."""
    if not (data / "cran.all.1400.xml").is_file():
        emit({"skipped": f"no Cranfield data at {data}"}, indent=None)
        return
    with prints_to_stderr():
        report = asyncio.run(measure(data, max_docs))
    emit(report)


if __name__ == "__main__":
    main()
