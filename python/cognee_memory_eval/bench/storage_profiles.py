"""Benchmark: the local (embedded) profile vs a team space on PostgreSQL with pgvector.

Ingest throughput with 4 concurrent writers, then warm query latency, at N memories. The
server is a real PostgreSQL 16 + pgvector (from the pgserver wheel) on loopback, with
durable settings (fsync on). Prints one JSON report (also saved to bench/results/).

    .venv/bin/python -m cognee_memory_eval.bench.storage_profiles            # 10k memories (~10+ min)
    .venv/bin/python -m cognee_memory_eval.bench.storage_profiles --n 1000   # quick run

Writers: on the local profile the 4 writers share the workspace's one backend (the
embedded store allows one process); on the postgres profile each writer is a member
with their own backend on the same space, which is what a team does. Ratios come from one
run on this machine; nothing here gates CI.
"""

from __future__ import annotations

import os
import shutil
import statistics
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import click

from cognee_memory.backend import client
from cognee_memory.config import ServerConfig, StoreConfig
from cognee_memory_eval.bench.common import TOPICS, emit, jsonl, memories
from cognee_memory_eval.bench.postgres_server import PostgresServer

WRITERS = 4
BATCH = 250
QUERIES = [f"what did we decide about {t}?" for t in TOPICS]


def ingest(configs: list[StoreConfig], rows: list[dict]) -> float:
    """Wall seconds for WRITERS threads to store rows in batches, writer i using configs[i]."""
    batches = [rows[i : i + BATCH] for i in range(0, len(rows), BATCH)]
    jobs = [(configs[i % WRITERS], batch) for i, batch in enumerate(batches)]
    per_writer = [[job for j, job in enumerate(jobs) if j % WRITERS == w] for w in range(WRITERS)]

    def write(work: list[tuple[StoreConfig, list[dict]]]) -> None:
        for config, batch in work:
            client.call(config, {"op": "ingest", "text": jsonl(batch)})

    started = time.perf_counter()
    with ThreadPoolExecutor(WRITERS) as pool:
        list(pool.map(write, per_writer))
    return time.perf_counter() - started


def query_latency(config: StoreConfig, repeats: int) -> dict[str, float]:
    client.call(config, {"op": "retrieve", "query": QUERIES[0], "top_k": 5})  # warm
    times = []
    for i in range(repeats):
        started = time.perf_counter()
        body = client.call(config, {"op": "retrieve", "query": QUERIES[i % len(QUERIES)], "top_k": 5})
        times.append((time.perf_counter() - started) * 1000)
        assert body["results"], body
    times.sort()
    return {"median_ms": round(statistics.median(times), 1), "p95_ms": round(times[int(0.95 * (len(times) - 1))], 1)}


def profile_run(name: str, configs: list[StoreConfig], rows: list[dict], repeats: int) -> dict:
    started = time.perf_counter()
    with ThreadPoolExecutor(len(set(configs))) as pool:
        list(pool.map(client.ensure_backend, list(dict.fromkeys(configs))))
    start_s = time.perf_counter() - started
    seconds = ingest(configs, rows)
    count = client.call(configs[0], {"op": "stats"})["memories"]
    assert count == len(rows), (name, count)
    return {"backends": len(set(configs)), "backend_start_s": round(start_s, 1), "ingest_s": round(seconds, 1),
            "ingest_per_s": round(len(rows) / seconds, 1), "query": query_latency(configs[0], repeats)}


@click.command()
@click.option("--n", type=int, default=10_000, show_default=True, help="Memories to store.")
@click.option("--repeats", type=int, default=50, show_default=True, help="Timed queries per profile.")
def main(n: int, repeats: int) -> None:
    """Ingest N memories with 4 writers and time warm queries, on both profiles."""
    rows = memories(n)
    server = PostgresServer(durable=True).start()
    os.environ.update(server.env())
    roots = [Path(tempfile.mkdtemp(prefix=f"bench-profiles-{i}-")) for i in range(WRITERS)]
    local = StoreConfig.create(roots[0])
    team = [StoreConfig.create(r, None, "local", "postgres",
                               ServerConfig.create(server.host, server.port, server.user, "bench")) for r in roots]
    report: dict = {"n": n, "writers": WRITERS, "batch": BATCH, "cpus": os.cpu_count(),
                    "load_avg_start": round(os.getloadavg()[0], 2)}
    try:
        report["local"] = profile_run("local", [local] * WRITERS, rows, repeats)
        client.stop(local)
        report["postgres"] = profile_run("postgres", team, rows, repeats)
    finally:
        for config in [local, *team]:
            client.stop(config)
        server.stop()
        for root in roots:
            shutil.rmtree(root, ignore_errors=True)
    lp, pp = report["local"], report["postgres"]
    report["ratios_postgres_over_local"] = {
        "ingest_throughput": round(pp["ingest_per_s"] / lp["ingest_per_s"], 2),
        "query_median_latency": round(pp["query"]["median_ms"] / lp["query"]["median_ms"], 2),
        "query_p95_latency": round(pp["query"]["p95_ms"] / lp["query"]["p95_ms"], 2),
    }
    report["load_avg_end"] = round(os.getloadavg()[0], 2)
    emit(report, f"storage_profiles-{n}")


if __name__ == "__main__":
    main()
