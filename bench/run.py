"""Benchmark: ingest throughput, cold vs warm retrieve, ranking share, kernel speed-up,
memory, and concurrent clients. Prints one JSON report (also saved to bench/results/).

    .venv/bin/python bench/run.py              # full: 1k and 10k memories (~10 min)
    .venv/bin/python bench/run.py --quick      # 1k only, fewer repeats

Figures are ratios measured in one run on this machine; nothing here gates CI.
"""

from __future__ import annotations

import json
import math
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import click
import numpy as np

ROOT = Path(__file__).resolve().parents[1]
PY = sys.executable
sys.path.insert(0, str(ROOT / "python"))

from cognee_memory.ranking import formula as ranking  # noqa: E402

TOPICS = ["database", "auth", "ci", "frontend", "api", "caching", "logging", "deploy", "testing",
          "search", "payments", "billing", "onboarding", "metrics", "queue", "storage", "email",
          "feature-flags", "i18n", "security"]
VERBS = ["we decided to", "we switched to", "the team agreed to", "we stopped trying to", "we plan to"]
THINGS = ["use PostgreSQL with JSONB", "cache sessions in Redis", "run integration tests nightly",
          "pin the Node version in CI", "move login to OpenID Connect", "batch emails through a queue",
          "store uploads in S3-compatible storage", "index documents by owner", "rate limit the public API",
          "log in JSON to stdout", "deploy with blue-green switches", "add retries with jitter",
          "keep feature flags in the database", "translate strings with ICU messages", "emit Prometheus metrics"]
REASONS = ["because latency doubled under load", "to keep pull request feedback fast", "after the outage in March",
           "since the old library is unmaintained", "so local development works offline", "to cut hosting costs"]


def memories(n: int, seed: int = 7) -> list[dict]:
    rng = random.Random(seed)
    out = []
    for i in range(n):
        topic = TOPICS[i % len(TOPICS)]
        text = f"[{topic}] {rng.choice(VERBS)} {rng.choice(THINGS)} {rng.choice(REASONS)} (note {i})."
        day = rng.randint(0, 365)
        out.append({"id": f"m{i}", "text": text, "topic": topic, "status": rng.choice(["Active"] * 8 + ["Superseded", "DecisionRecord"]),
                    "source_created_at": f"2026-{1 + day // 31 % 12:02d}-{1 + day % 28:02d}T12:00:00Z",
                    "references": [f"src/{topic}/{rng.randint(0, 30)}.ts"]})
    return out


_HWM_WRAPPER = """
import atexit, runpy, sys
def report():
    for line in open('/proc/self/status'):
        if line.startswith('VmHWM:'):
            sys.stderr.write('BENCH-HWM-KB ' + line.split()[1] + '\\n')
atexit.register(report)
script = sys.argv[1]
sys.argv = sys.argv[1:]
runpy.run_path(script, run_name='__main__')
"""


def run(script: str, *args: str, stdin: str | None = None) -> tuple[float, dict, float]:
    """(wall seconds, JSON, peak RSS in MB of that client process, read from its own VmHWM).

    (A child's ru_maxrss on Linux starts from the parent's RSS at fork, so it cannot be used.)
    """
    started = time.perf_counter()
    proc = subprocess.run([PY, "-c", _HWM_WRAPPER, str(ROOT / "python" / script), *args], input=stdin or "",
                          capture_output=True, text=True)
    wall = time.perf_counter() - started
    body = json.loads(proc.stdout)
    if not body.get("success"):
        raise SystemExit(f"{script} failed: {body}")
    hwm = [line.split()[1] for line in proc.stderr.splitlines() if line.startswith("BENCH-HWM-KB ")]
    return wall, body, int(hwm[-1]) / 1024 if hwm else math.nan


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return math.nan


def kernel_vs_loop(n: int = 100_000) -> dict:
    rng = np.random.default_rng(1)
    sem = rng.random(n)
    ages = rng.random(n) * 200
    codes = rng.integers(0, 4, n)
    ids = np.array([f"m{i}" for i in range(n)])
    table = ranking.multiplier_table({})
    rank_codes = ranking.STATUS_RANK

    def loop() -> list[int]:
        alpha = math.log(2) / 7.0
        rows = []
        for i in range(n):
            s = min(1.0, max(0.0, float(sem[i]))) * math.exp(-alpha * float(ages[i])) * float(table[codes[i]])
            rows.append((-s, -int(rank_codes[codes[i]]), str(ids[i]), i))
        rows.sort()
        return [r[3] for r in rows]

    def kernel() -> list[int]:
        return ranking.rank(sem, ages, codes, ids, half_life_days=7.0, multipliers=table).order.tolist()

    assert loop() == kernel()
    t_loop = min(_timed(loop) for _ in range(3))
    t_kernel = min(_timed(kernel) for _ in range(5))
    return {"candidates": n, "loop_s": round(t_loop, 4), "numpy_s": round(t_kernel, 4),
            "speedup": round(t_loop / t_kernel, 1)}


def ranking_options_cost(n: int = 100_000, dims: int = 64) -> dict:
    """The ranking kernel with every option on vs the plan018 spec, on the same candidates.

    MMR re-picks the first 10 places over ``dims``-dimensional vectors (the real embeddings
    have 256; fewer keep the 100k-row matrix small — MMR is linear in both).
    """
    from cognee_memory.ranking.options import resolve_options

    rng = np.random.default_rng(2)
    sem, ages = rng.random(n), rng.random(n) * 200
    codes, ids = rng.integers(0, 4, n), np.array([f"m{i}" for i in range(n)])
    importance, counts, accessed = rng.random(n), rng.integers(0, 100, n), rng.random(n) * 30
    vectors = rng.standard_normal((n, dims))
    table = ranking.multiplier_table({})
    everything = resolve_options({"preset": "memorysync", "freshness_floor": 0.1, "importance_shield": 0.9,
                                  "recency_from_access": True, "min_score": 0.05, "diversity": "always"})

    def spec() -> None:
        ranking.rank(sem, ages, codes, ids, half_life_days=7.0, multipliers=table)

    def options_on() -> None:
        ranking.rank_with_options(sem, ages, codes, ids, options=everything, multipliers=table,
                                  importance=importance, access_counts=counts, access_ages=accessed,
                                  half_life_days=3.0, vectors=vectors, diversify=True, diversity_k=10)

    t_spec = min(_timed(spec) for _ in range(5))
    t_all = min(_timed(options_on) for _ in range(5))
    return {"candidates": n, "plan018_s": round(t_spec, 4), "all_options_s": round(t_all, 4),
            "ratio": round(t_all / t_spec, 2), "mmr_dims": dims}


def _timed(fn) -> float:
    started = time.perf_counter()
    fn()
    return time.perf_counter() - started


def in_process_query_profile(ws: Path, repeats: int) -> dict:
    """Warm in-process retrieve vs the ranking step inside it (one subprocess owns the store)."""
    code = f"""
import asyncio, json, sys, time, statistics
sys.path.insert(0, {str(ROOT / 'python')!r})
from pathlib import Path
from cognee_memory.backend import service as svc
from cognee_memory.retrieval.response import rank_candidates
from cognee_memory.requests import RetrieveRequest
from cognee_memory.config import StoreConfig
from cognee_memory.retrieval.candidates import hybrid_candidates
async def main():
    s = svc.MemoryService(StoreConfig.create(Path({str(ws)!r})))
    await s.open()
    req = {{"op": "retrieve", "query": "why did we switch to Redis for sessions", "top_k": 5}}
    await s.handle(req)
    totals, ranks = [], []
    for _ in range({repeats}):
        t = time.perf_counter(); await s.handle(req); totals.append(time.perf_counter() - t)
        r = RetrieveRequest.from_json(req)
        vec = (await s.store.embed([r.query]))[0]
        cands = await hybrid_candidates(s.store, vec, 5, False)
        t = time.perf_counter(); rank_candidates(cands, r); ranks.append(time.perf_counter() - t)
    print(json.dumps({{"query_ms": statistics.median(totals) * 1000, "ranking_ms": statistics.median(ranks) * 1000,
                      "candidates": len(cands)}}))
asyncio.run(main())
"""
    proc = subprocess.run([PY, "-c", code], capture_output=True, text=True)
    data = json.loads(proc.stdout.strip().splitlines()[-1])
    data["ranking_share"] = round(data["ranking_ms"] / data["query_ms"], 4)
    return {k: round(v, 3) if isinstance(v, float) else v for k, v in data.items()}


def concurrency(ws: Path, clients: int, per_client: int) -> dict:
    errors: list[str] = []

    def one(c: int) -> list[str]:
        acked = []
        for i in range(per_client):
            if i % 2 == 0:
                line = json.dumps({"id": f"cc-{c}-{i}", "text": f"concurrent note {c}-{i} about queue retries", "topic": "queue"})
                proc = subprocess.run([PY, str(ROOT / "python/ingest.py"), "-w", str(ws), "-f", "-"], input=line,
                                      capture_output=True, text=True)
            else:
                proc = subprocess.run([PY, str(ROOT / "python/retrieve.py"), "-w", str(ws), "-q", "queue retries"],
                                      capture_output=True, text=True)
            body = json.loads(proc.stdout)
            if not body.get("success"):
                errors.append(body["error"]["code"])
            elif "stored" in body:
                acked.extend(body["stored"])
        return acked

    started = time.perf_counter()
    with ThreadPoolExecutor(clients) as pool:
        acked = [m for ids in pool.map(one, range(clients)) for m in ids]
    wall = time.perf_counter() - started
    _, body, _ = run("retrieve.py", "-w", str(ws), "-q", "concurrent note about queue retries", "-k", "1000",
                     "--max-tokens", "1000000", "--include-superseded")
    found = {r["id"] for r in body["results"]}
    return {"clients": clients, "requests": clients * per_client, "errors": len(errors),
            "acknowledged": len(acked), "lost": len(set(acked) - found), "wall_s": round(wall, 1)}


def size_run(n: int, cold_repeats: int, warm_repeats: int) -> dict:
    ws = Path(tempfile.mkdtemp(prefix=f"bench-{n}-"))
    data = "".join(json.dumps(m) + "\n" for m in memories(n))
    run("backend.py", "-w", str(ws), "start")
    t, body, _ = run("ingest.py", "-w", str(ws), "-f", "-", stdin=data)
    assert body["count"] == n
    report: dict = {"memories": n, "ingest_s": round(t, 2), "ingest_per_s": round(n / t, 1)}
    query = ["-q", "why did we switch to Redis for sessions", "-k", "5"]
    warm = [run("retrieve.py", "-w", str(ws), *query)[0] for _ in range(warm_repeats)]
    backend_pid = run("backend.py", "-w", str(ws), "status")[1]["pid"]
    report["backend_rss_mb"] = round(rss_mb(backend_pid), 1)
    report["client_max_rss_mb"] = round(max(run("retrieve.py", "-w", str(ws), *query)[2] for _ in range(3)), 1)
    run("backend.py", "-w", str(ws), "stop")
    report["in_process"] = in_process_query_profile(ws, warm_repeats)
    cold = [run("retrieve.py", "-w", str(ws), "--direct", *query)[0] for _ in range(cold_repeats)]
    report["cold_direct_median_s"] = round(statistics.median(cold), 3)
    report["warm_client_median_s"] = round(statistics.median(warm), 3)
    report["warm_vs_cold_speedup"] = round(statistics.median(cold) / statistics.median(warm), 1)
    report["workspace"] = str(ws)
    return report


@click.command()
@click.option("--quick", is_flag=True, help="1k memories only, fewer repeats.")
@click.option("--concurrency-clients", default=8, show_default=True)
@click.option("--concurrency-requests", default=50, show_default=True, help="Requests per client.")
@click.option("--kernel-only", is_flag=True, help="Only the in-memory ranking kernels (seconds, no store).")
def main(quick: bool, concurrency_clients: int, concurrency_requests: int, kernel_only: bool) -> None:
    report: dict = {"machine": {"cores": os.cpu_count(), "python": sys.version.split()[0]}}
    report["ranking_kernel"] = kernel_vs_loop()
    print(json.dumps(report["ranking_kernel"]), file=sys.stderr)
    report["ranking_options"] = ranking_options_cost()
    print(json.dumps(report["ranking_options"]), file=sys.stderr)
    if kernel_only:
        print(json.dumps(report, indent=2))
        return
    sizes = [(1000, 5, 10)] if quick else [(1000, 5, 10), (10000, 10, 10)]
    report["sizes"] = []
    for n, cold, warm in sizes:
        report["sizes"].append(size_run(n, cold, warm))
        print(json.dumps(report["sizes"][-1]), file=sys.stderr)
    ws = Path(report["sizes"][-1]["workspace"])
    report["concurrency"] = concurrency(ws, concurrency_clients, 10 if quick else concurrency_requests)
    run("backend.py", "-w", str(ws), "stop")
    if len(report["sizes"]) == 2:
        a, b = report["sizes"]
        report["ingest_scaling"] = round((b["ingest_s"] / b["memories"]) / (a["ingest_s"] / a["memories"]), 2)
    out = ROOT / "bench" / "results"
    out.mkdir(exist_ok=True)
    (out / "latest.json").write_text(json.dumps(report, indent=2))
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
