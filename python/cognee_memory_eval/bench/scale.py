"""Benchmark: ingest throughput, warm vs cold retrieve, the same retrieve in process, memory,
and concurrent clients, at 1k and 10k memories. Prints one JSON report (also saved to
bench/results/).

    .venv/bin/python -m cognee_memory_eval.bench.scale                # 1k and 10k memories (~10 min)
    .venv/bin/python -m cognee_memory_eval.bench.scale --quick        # 1k only, fewer repeats
    .venv/bin/python -m cognee_memory_eval.bench.scale --quick --size 200 --concurrency-clients 2

Every retrieve is what the product runs: the retrieve CLI through the workspace backend (warm),
the CLI with ``--direct`` (cold: opens the store itself), and ``MemoryService.handle`` in a
process of its own (``warm_retrieve``: the backend's share of a warm request).
"""

from __future__ import annotations

import json
import math
import os
import statistics
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import click

from cognee_memory_eval.bench.common import QUERIES, cli, emit, jsonl, memories

QUERY = ["-q", QUERIES[0], "-k", "5"]


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return math.nan


def in_process(ws: Path, repeats: int) -> dict:
    """Warm retrieves through ``MemoryService.handle`` in a process of its own (the backend is stopped)."""
    proc = subprocess.run([sys.executable, "-m", "cognee_memory_eval.bench.warm_retrieve", "--workspace", str(ws),
                           "--repeats", str(repeats)], capture_output=True, text=True)
    if proc.returncode != 0:
        raise SystemExit(f"warm_retrieve failed: {proc.stderr[-2000:]}")
    return json.loads(proc.stdout.strip().splitlines()[-1])


def concurrency(ws: Path, clients: int, per_client: int) -> dict:
    """``clients`` threads, each alternating a one-memory ingest and a retrieve through the CLIs."""
    errors: list[str] = []

    def one(c: int) -> list[str]:
        acked = []
        for i in range(per_client):
            if i % 2 == 0:
                row = {"id": f"cc-{c}-{i}", "text": f"concurrent note {c}-{i} about queue retries", "topic": "queue"}
                body = cli("ingest.py", "-w", str(ws), "-f", "-", stdin=jsonl([row]), check=False).body
            else:
                body = cli("retrieve.py", "-w", str(ws), "-q", "queue retries", check=False).body
            if not body.get("success"):
                errors.append(body["error"]["code"])
            elif "stored" in body:
                acked.extend(body["stored"])
        return acked

    started = time.perf_counter()
    with ThreadPoolExecutor(clients) as pool:
        acked = [m for ids in pool.map(one, range(clients)) for m in ids]
    wall = time.perf_counter() - started
    body = cli("retrieve.py", "-w", str(ws), "-q", "concurrent note about queue retries", "-k", "1000",
               "--max-tokens", "1000000", "--include-superseded").body
    found = {r["id"] for r in body["results"]}
    return {"clients": clients, "requests": clients * per_client, "errors": len(errors),
            "acknowledged": len(acked), "lost": len(set(acked) - found), "wall_s": round(wall, 1)}


def size_run(n: int, cold_repeats: int, warm_repeats: int) -> dict:
    ws = Path(tempfile.mkdtemp(prefix=f"bench-{n}-"))
    cli("backend.py", "-w", str(ws), "start")
    t, body, _ = cli("ingest.py", "-w", str(ws), "-f", "-", stdin=jsonl(memories(n)))
    assert body["count"] == n, body
    report: dict = {"memories": n, "ingest_s": round(t, 2), "ingest_per_s": round(n / t, 1)}
    warm = [cli("retrieve.py", "-w", str(ws), *QUERY).wall_s for _ in range(warm_repeats)]
    backend_pid = cli("backend.py", "-w", str(ws), "status").body["pid"]
    report["backend_rss_mb"] = round(rss_mb(backend_pid), 1)
    peaks = [cli("retrieve.py", "-w", str(ws), *QUERY, peak_rss=True).peak_rss_mb for _ in range(3)]
    report["client_max_rss_mb"] = round(max(p for p in peaks if p is not None), 1) if any(peaks) else None
    cli("backend.py", "-w", str(ws), "stop")
    report["in_process"] = in_process(ws, warm_repeats)
    cold = [cli("retrieve.py", "-w", str(ws), "--direct", *QUERY).wall_s for _ in range(cold_repeats)]
    report["cold_direct_median_s"] = round(statistics.median(cold), 3)
    report["warm_client_median_s"] = round(statistics.median(warm), 3)
    report["warm_vs_cold_speedup"] = round(statistics.median(cold) / statistics.median(warm), 1)
    report["in_process_share_of_warm_client"] = round(
        report["in_process"]["median_ms"] / 1000 / statistics.median(warm), 3)
    report["workspace"] = str(ws)
    return report


@click.command()
@click.option("--quick", is_flag=True, help="1k memories only (unless --size), fewer concurrent requests.")
@click.option("--size", "sizes", type=int, multiple=True, help="Memories to store; repeatable [default: 1000 10000].")
@click.option("--concurrency-clients", default=8, show_default=True)
@click.option("--concurrency-requests", default=50, show_default=True, help="Requests per client (10 with --quick).")
def main(quick: bool, sizes: tuple[int, ...], concurrency_clients: int, concurrency_requests: int) -> None:
    """Ingest, retrieve and weigh the product at each size; then concurrent clients on the last one."""
    report: dict = {"machine": {"cores": os.cpu_count(), "python": sys.version.split()[0]}}
    chosen = sizes or ((1000,) if quick else (1000, 10000))
    report["sizes"] = []
    for n in chosen:
        report["sizes"].append(size_run(n, cold_repeats=10 if n >= 10_000 else 5, warm_repeats=10))
        print(json.dumps(report["sizes"][-1]), file=sys.stderr)
    ws = Path(report["sizes"][-1]["workspace"])
    report["concurrency"] = concurrency(ws, concurrency_clients, 10 if quick else concurrency_requests)
    cli("backend.py", "-w", str(ws), "stop")
    if len(report["sizes"]) >= 2:
        a, b = report["sizes"][0], report["sizes"][-1]
        report["ingest_scaling"] = round((b["ingest_s"] / b["memories"]) / (a["ingest_s"] / a["memories"]), 2)
    emit(report, "scale")


if __name__ == "__main__":
    main()
