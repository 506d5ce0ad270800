"""Benchmark: lexical (BM25) retrieval and rank fusion at 10k memories, and usage writes.

Builds a workspace in this process (the store directly, a few minutes), then measures in one run:
* the full-text index build over every memory, and a BM25 query (median);
* a query with rows written after the build (LanceDB scans those until the next rebuild);
* warm retrieve latency through the service: plain (vector + graph ranked by cosine, no gate: the
  default before the relevance-first pipeline), + lexical, the default (lexical + score fusion +
  relevance gate + unmarked updates), the default without the gate, without the query-time update
  check, and RRF fusion instead of score fusion, reported as ratios to plain;
* one usage write (record_access) for a batch of returned memories;
* optionally (when the ``rank_bm25`` package is importable) the same BM25 build and query with
  rank_bm25 over the same texts, the maintained pure-Python alternative.

    .venv/bin/python -m cognee_memory_eval.bench.lexical [--total 10000] [--queries 20]

Prints one JSON report on stdout. Not run by CI.
"""

from __future__ import annotations

import asyncio
import re
import statistics
import tempfile
import time
from datetime import datetime, timezone
from pathlib import Path

import click

from cognee_memory.model import Memory, parse_jsonl
from cognee_memory.backend.service import MemoryService
from cognee_memory.storage.local.lexical import TEXT_INDEX
from cognee_memory.config import StoreConfig
from cognee_memory_eval.bench.common import emit, jsonl, memories, prints_to_stderr

QUERIES = ["which database do we use", "session caching in Redis", "why are integration tests nightly",
           "retries with jitter", "OpenID Connect login", "Prometheus metrics", "blue-green deploys",
           "rate limit the public API", "note 4711", "S3-compatible storage for uploads"]
NOW = "2026-12-31T00:00:00Z"


def median_ms(samples: list[float]) -> float:
    return round(statistics.median(samples) * 1000, 2)


def as_memories(rows: list[dict]) -> list[Memory]:
    parsed, errors = parse_jsonl(jsonl(rows), datetime.now(timezone.utc))
    assert not errors, errors[:3]
    return parsed


async def timed(coro) -> tuple[float, object]:
    t0 = time.perf_counter()
    result = await coro
    return time.perf_counter() - t0, result


def rank_bm25_numbers(texts: list[str], queries: list[str]) -> dict | None:
    try:
        from rank_bm25 import BM25Okapi
    except ImportError:
        return None
    import numpy as np

    stop = {"a", "an", "the", "and", "or", "of", "to", "in", "on", "for", "with", "we", "do", "did", "why",
            "which", "is", "are", "was", "be", "by", "it", "as", "at", "from", "this", "that"}

    def tokens(text: str) -> list[str]:
        return [w for w in re.findall(r"[a-z0-9]+", text.lower()) if w not in stop]

    t0 = time.perf_counter()
    index = BM25Okapi([tokens(t) for t in texts], k1=1.2, b=0.75)
    build = time.perf_counter() - t0
    samples = []
    for q in queries:
        t0 = time.perf_counter()
        np.argsort(-index.get_scores(tokens(q)))[:50]
        samples.append(time.perf_counter() - t0)
    return {"build_ms": round(build * 1000, 1), "query_ms": median_ms(samples)}


@click.command()
@click.option("--total", default=10_000, show_default=True, help="Memories in the workspace.")
@click.option("--queries", "repeats", default=20, show_default=True, help="Timed queries per measurement.")
@click.option("--late", default=400, show_default=True,
              help="Memories written after the index build (below the rebuild threshold).")
def main(total: int, repeats: int, late: int) -> None:
    """Measure BM25 build/query, hybrid+RRF vs plain retrieve, and usage writes; print JSON."""

    async def run() -> dict:
        ws = Path(tempfile.mkdtemp(prefix="lexical-bench-"))
        service = await MemoryService(StoreConfig.create(ws)).open()
        store = service.store
        rows = memories(total)
        t0 = time.perf_counter()
        for start in range(0, total, 1000):
            await store.upsert(as_memories(rows[start:start + 1000]))
        build_store = time.perf_counter() - t0
        queries = [QUERIES[i % len(QUERIES)] for i in range(repeats)]

        # -- BM25: index build and query --
        table = await store._text.open_table(store._vector)
        if await table.index_stats(TEXT_INDEX) is not None:
            await table.drop_index(TEXT_INDEX)
        index_build, _ = await timed(store._text.refresh(table))
        bm25 = [(await timed(store.lexical_search(q, 50)))[0] for q in queries]
        stats = await table.index_stats(TEXT_INDEX)

        # -- warm retrieve: plain vs lexical vs lexical + RRF (interleaved, same queries) --
        base = {"op": "retrieve", "top_k": 5, "now": NOW}
        plain = {"lexical": False, "fusion": "none", "relevance_gate": False}
        variants = {"plain": plain, "lexical": {**plain, "lexical": True}, "default": {},
                    "default_without_gate": {"relevance_gate": False},
                    "default_without_unmarked_updates": {"unmarked_updates": False},
                    "rrf instead of score fusion": {"fusion": "rrf"}}
        for q in QUERIES[:3]:  # warm every path once
            for extra in variants.values():
                await service.handle({**base, "query": q, **extra})
        times: dict[str, list[float]] = {name: [] for name in variants}
        for q in queries:
            for name, extra in variants.items():
                times[name].append((await timed(service.handle({**base, "query": q, **extra})))[0])
        retrieve_ms = {name: median_ms(samples) for name, samples in times.items()}

        # -- rows written after the build: still found (scanned) until the rebuild --
        extra_rows = [{**r, "id": f"late-{i}"} for i, r in enumerate(memories(late, seed=99))]
        await store.upsert(as_memories(extra_rows))
        bm25_late = [(await timed(store.lexical_search(q, 50)))[0] for q in queries]
        late_stats = await table.index_stats(TEXT_INDEX)  # after a search moved the handle to the newest version

        # -- usage: one batched write of the memories a retrieve returns, and of 50 --
        ids5 = [r["id"] for r in rows[:5]]
        ids50 = [r["id"] for r in rows[5:55]]
        now = datetime.now(timezone.utc)
        usage5 = [(await timed(store.record_access({i: 1 for i in ids5}, now)))[0] for _ in range(5)]
        usage50 = [(await timed(store.record_access({i: 1 for i in ids50}, now)))[0] for _ in range(5)]

        texts = [r["text"] for r in rows]
        report = {
            "memories": total,
            "store_build_seconds": round(build_store, 1),
            "bm25_lancedb": {
                "index_build_ms": round(index_build * 1000, 1),
                "query_ms": median_ms(bm25),
                "indexed_rows": stats.num_indexed_rows if stats else None,
                f"query_ms_with_{late}_rows_after_build": median_ms(bm25_late),
                "unindexed_rows": late_stats.num_unindexed_rows if late_stats else None,
            },
            "retrieve_ms": retrieve_ms,
            "retrieve_ratio_to_plain": {name: round(ms / retrieve_ms["plain"], 2) for name, ms in retrieve_ms.items()},
            "usage_write_ms": {"5_memories": median_ms(usage5), "50_memories": median_ms(usage50)},
        }
        rb = rank_bm25_numbers(texts, queries)
        if rb is not None:
            report["bm25_rank_bm25_same_texts"] = rb
        return report

    with prints_to_stderr():
        report = asyncio.run(run())
    emit(report)


if __name__ == "__main__":
    main()
