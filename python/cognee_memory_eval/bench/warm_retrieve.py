"""Benchmark: warm retrieve in process, through ``MemoryService.handle`` (what the backend runs
for each retrieve request), on an existing workspace whose backend is stopped (the store
belongs to one process).

    .venv/bin/python -m cognee_memory_eval.bench.warm_retrieve --workspace W [--repeats 10]

Prints one JSON object: median and p95 in milliseconds, and how many results came back.
"""

from __future__ import annotations

import asyncio
import statistics
import time
from pathlib import Path
from typing import Any

import click

from cognee_memory.backend.service import MemoryService
from cognee_memory.config import StoreConfig
from cognee_memory_eval.bench.common import QUERIES, emit, percentile, prints_to_stderr


async def time_retrieves(service: MemoryService, requests: list[dict[str, Any]]) -> list[float]:
    """Seconds per request, each sent once through the service's request handler."""
    times = []
    for request in requests:
        started = time.perf_counter()
        body = await service.handle({"op": "retrieve", **request})
        times.append(time.perf_counter() - started)
        if body.get("success") is False:
            raise SystemExit(f"retrieve failed: {body}")
    return times


async def measure(workspace: Path, repeats: int, top_k: int) -> dict[str, Any]:
    service = await MemoryService(StoreConfig.create(workspace)).open()
    try:
        requests = [{"query": QUERIES[i % len(QUERIES)], "top_k": top_k} for i in range(repeats)]
        await time_retrieves(service, requests[:1])  # the first one loads the embedder and indexes
        times = await time_retrieves(service, requests)
        last = await service.handle({"op": "retrieve", **requests[-1]})
    finally:
        await service.close()
    return {"repeats": repeats, "median_ms": round(statistics.median(times) * 1000, 1),
            "p95_ms": round(percentile(times, 0.95) * 1000, 1), "results": len(last["results"])}


@click.command()
@click.option("--workspace", required=True, type=click.Path(exists=True, file_okay=False, path_type=Path),
              help="A workspace with a store and no backend running.")
@click.option("--repeats", type=int, default=10, show_default=True, help="Timed retrieves.")
@click.option("--top-k", type=int, default=5, show_default=True)
def main(workspace: Path, repeats: int, top_k: int) -> None:
    """Time warm in-process retrieves; print a JSON report."""
    with prints_to_stderr():
        report = asyncio.run(measure(workspace, repeats, top_k))
    emit(report, indent=None)


if __name__ == "__main__":
    main()
