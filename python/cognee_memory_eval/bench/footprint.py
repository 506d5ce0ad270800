"""Benchmark: the backend's whole process tree (RSS of the backend plus every process it or a
dependency spawns), cold start, ingest throughput, warm query p50/p95, and an optional mixed
soak with its RSS slope. Prints one JSON report (also saved to bench/results/).

    .venv/bin/python -m cognee_memory_eval.bench.footprint --size 1000
    .venv/bin/python -m cognee_memory_eval.bench.footprint --size 10000 --soak-minutes 10
    .venv/bin/python -m cognee_memory_eval.bench.footprint --size 1000 --size 10000 --size 100000   # ratios between sizes
    .venv/bin/python -m cognee_memory_eval.bench.footprint --size 100000 --onto 10000 --detect-batches 0   # 90k onto 10k
    .venv/bin/python -m cognee_memory_eval.bench.footprint --code /path/to/other/checkout/python   # compare code

Figures are from one run on a shared machine: compare ratios within a run, not across runs.
"""

from __future__ import annotations

import os
import random
import statistics
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import click
import psutil

from cognee_memory_eval.bench.common import PYTHON_DIR, QUERIES, cli, emit, jsonl, memories, percentile


def client(code: Path, script: str, ws: Path, *args: str, stdin: str = "") -> tuple[float, dict]:
    """(wall seconds, JSON answer) of one command of ``code`` on the workspace."""
    return cli(script, "-w", str(ws), *args, code=code, stdin=stdin)[:2]


def tree(pid: int) -> dict:
    """RSS and PSS (MB) summed over the process and all its descendants."""
    root = psutil.Process(pid)
    procs = [root, *root.children(recursive=True)]
    rss = pss = 0.0
    names = []
    for p in procs:
        try:
            info = p.memory_full_info()
        except psutil.NoSuchProcess:
            continue
        rss += info.rss
        pss += getattr(info, "pss", info.rss)
        names.append(f"{p.pid}:{' '.join(p.cmdline()[1:3])[:60]}:{info.rss / 2**20:.0f}MB")
    return {"processes": len(names), "rss_mb": round(rss / 2**20, 1), "pss_mb": round(pss / 2**20, 1),
            "detail": names}


def backend_pid(code: Path, ws: Path) -> int:
    return int(client(code, "backend.py", ws, "status")[1]["pid"])


def queries(code: Path, ws: Path, n: int) -> dict:
    times = [client(code, "retrieve.py", ws, "-q", QUERIES[i % len(QUERIES)], "-k", "5")[0] for i in range(n)]
    return {"p50_s": round(statistics.median(times), 3), "p95_s": round(percentile(times, 0.95), 3)}


def probe_reads(code: Path, ws: Path, done: threading.Event) -> dict:
    """Retrieve latency while an ingest runs (one query a second)."""
    times = []
    while not done.wait(1.0):
        times.append(client(code, "retrieve.py", ws, "-q", QUERIES[len(times) % len(QUERIES)], "-k", "5")[0])
    if not times:
        return {"queries": 0}
    return {"queries": len(times), "p50_s": round(statistics.median(times), 3),
            "p95_s": round(percentile(times, 0.95), 3), "max_s": round(max(times), 3)}


def ingest(code: Path, ws: Path, items: list[dict]) -> dict:
    wall, body = client(code, "ingest.py", ws, "-f", "-", stdin=jsonl(items))
    return {"memories": len(items), "s": round(wall, 2), "per_s": round(len(items) / wall, 1),
            "stored": body.get("count")}


def mixed_load(code: Path, ws: Path, seconds: float, offset: int, first: int = 0,
               tick=lambda: None) -> int:
    """9 retrieves : 1 five-memory ingest for ``seconds``, calling ``tick`` between requests;
    returns the index of the next request (pass it as ``first`` to continue the same series)."""
    rng = random.Random(3 + first)
    start, i = time.monotonic(), first
    while time.monotonic() - start < seconds:
        tick()
        if i % 10 == 9:
            ingest(code, ws, memories(offset + 5 * (i + 1), seed=i)[-5:])
        else:
            client(code, "retrieve.py", ws, "-q", rng.choice(QUERIES), "-k", "5")
        i += 1
    return i


def soak(code: Path, ws: Path, minutes: float, offset: int, warmup_minutes: float) -> dict:
    """``warmup_minutes`` of the mixed load (a fresh backend's first writes bring the stores'
    write paths in), then ``minutes`` more with the tree's RSS sampled every 15 s."""
    pid = backend_pid(code, ws)
    warmed = mixed_load(code, ws, warmup_minutes * 60, offset)
    samples: list[tuple[float, float]] = []
    start = time.monotonic()
    next_sample = start

    def sample() -> None:
        nonlocal next_sample
        if time.monotonic() >= next_sample:
            samples.append((round((time.monotonic() - start) / 60, 2), tree(pid)["rss_mb"]))
            next_sample += 15

    end = mixed_load(code, ws, minutes * 60, offset, first=warmed, tick=sample)
    samples.append((round((time.monotonic() - start) / 60, 2), tree(pid)["rss_mb"]))
    ys = [s[1] for s in samples]
    late = [s for s in samples if s[0] >= minutes / 2]
    return {"warmup_minutes": warmup_minutes, "warmup_requests": warmed, "minutes": minutes,
            "requests": end - warmed, "same_pid": pid == backend_pid(code, ws),
            "rss_first_mb": ys[0], "rss_last_mb": ys[-1], "rss_max_mb": max(ys),
            "growth_pct": round(100 * (ys[-1] - ys[0]) / ys[0], 1),
            "slope_mb_per_min": round(slope(samples), 2), "slope_last_half_mb_per_min": round(slope(late), 2),
            "samples": samples}


def slope(samples: list[tuple[float, float]]) -> float:
    """Least-squares MB per minute."""
    xs, ys = [s[0] for s in samples], [s[1] for s in samples]
    mx, my = statistics.fmean(xs), statistics.fmean(ys)
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / max(1e-9, sum((x - mx) ** 2 for x in xs))


def refreshed(code: Path, ws: Path, n_queries: int, wait_s: float = 90.0) -> dict | None:
    """After a large write, idle until the backend hands its store to a fresh process of itself
    (backend/refresh.py; None when this code has no such hand-over), then warm it up and weigh it."""
    status = client(code, "backend.py", ws, "status")[1]
    if "written" not in status:
        return None
    start, old = time.monotonic(), status["pid"]
    while time.monotonic() - start < wait_s:
        pid = client(code, "backend.py", ws, "status")[1].get("pid")
        if pid not in (None, old):
            handed_over = round(time.monotonic() - start, 1)
            warm = queries(code, ws, n_queries)
            return {"after_idle_s": handed_over, "warm": warm, "tree": tree(backend_pid(code, ws))}
        time.sleep(0.5)
    return {"after_idle_s": None}


def measure(size: int, chunk: int, detect_batches: int, soak_minutes: float, soak_warmup: float,
            n_queries: int, code: Path, onto: int = 0) -> dict:
    """Every figure for one store of ``size`` memories, in a new workspace."""
    ws = Path(tempfile.mkdtemp(prefix=f"footprint-{size}-"))
    report: dict = {"code": str(code), "size": size, "load_before": os.getloadavg()}
    try:
        report["cold_start_empty_s"] = round(client(code, "retrieve.py", ws, "-q", "anything", "-k", "5")[0], 2)
        items = memories(size)
        if 0 < onto < size:  # the store already holds ``onto`` of them: time the import of the rest
            report["onto"] = ingest(code, ws, items[:onto])
        first = onto if 0 < onto < size else 0
        step = chunk or size
        done = threading.Event()
        probe = ThreadPoolExecutor(1).submit(probe_reads, code, ws, done)
        try:
            runs = [ingest(code, ws, items[i:i + step]) for i in range(first, size, step)]
        finally:
            done.set()
        report["reads_during_ingest"] = probe.result()
        total = sum(r["s"] for r in runs)
        report["ingest"] = {"memories": size - first, "s": round(total, 2), "per_s": round((size - first) / total, 1),
                            "requests": len(runs), "slowest_request_s": max(r["s"] for r in runs)}
        report["warm"] = queries(code, ws, n_queries)
        if detect_batches:
            extra = memories(size + 50 * detect_batches, seed=11)[size:]
            timed = [ingest(code, ws, extra[i:i + 50])["s"] for i in range(0, len(extra), 50)]
            report["detect_batch_of_50"] = {"median_s": round(statistics.median(timed), 2),
                                            "ms_per_memory": round(1000 * statistics.median(timed) / 50, 1)}
        report["tree_after_warmup"] = tree(backend_pid(code, ws))
        report["refresh"] = refreshed(code, ws, n_queries)
        if soak_minutes > 0:
            report["soak"] = soak(code, ws, soak_minutes, size + 50 * detect_batches, soak_warmup)
        client(code, "backend.py", ws, "stop")
        time.sleep(1)
        report["cold_start_s"] = round(client(code, "retrieve.py", ws, "-q", QUERIES[0], "-k", "5")[0], 2)
        report["tree_after_cold_query"] = tree(backend_pid(code, ws))
    finally:
        cli("backend.py", "-w", str(ws), "stop", code=code, check=False)
    report["load_after"] = os.getloadavg()
    report["workspace"] = str(ws)
    return report


def ratios(runs: list[dict]) -> dict:
    """Each size against the one before it (larger ÷ smaller), for what should stay flat."""
    def figures(r: dict) -> dict:
        return {"query_p50": r["warm"]["p50_s"], "query_p95": r["warm"]["p95_s"],
                "ingest_s_per_memory": r["ingest"]["s"] / r["ingest"]["memories"], "cold_start": r["cold_start_s"],
                "tree_rss_cold": r["tree_after_cold_query"]["rss_mb"]}
    out = {}
    for small, large in zip(runs, runs[1:]):
        a, b = figures(small), figures(large)
        out[f"{large['size']}/{small['size']}"] = {k: round(b[k] / a[k], 2) for k in a}
    return out


@click.command()
@click.option("--size", "sizes", type=int, multiple=True, default=[1000], show_default=True,
              help="Memories to store; repeat for several sizes in one run (ratios between them).")
@click.option("--chunk", type=int, default=0, help="Ingest in requests of this many (0 = one request).")
@click.option("--onto", type=int, default=0,
              help="Store this many first (untimed), then time the import of the rest onto them.")
@click.option("--detect-batches", type=int, default=4, show_default=True,
              help="Batches of 50 new memories ingested with update detection on (the default policy).")
@click.option("--soak-minutes", type=float, default=0.0, help="Minutes of mixed load sampled after warm-up.")
@click.option("--soak-warmup-minutes", type=float, default=1.0, show_default=True,
              help="Minutes of the same mixed load before the soak's first sample.")
@click.option("--queries", "n_queries", type=int, default=20, show_default=True, help="Warm queries timed.")
@click.option("--code", type=click.Path(exists=True, file_okay=False, path_type=Path), default=PYTHON_DIR,
              show_default=True, help="The python/ folder whose CLIs (and backend) to measure.")
def main(sizes: tuple[int, ...], chunk: int, onto: int, detect_batches: int, soak_minutes: float,
         soak_warmup_minutes: float, n_queries: int, code: Path) -> None:
    """Weigh one workspace backend's process tree and time it, at each size."""
    runs = [measure(size, chunk, detect_batches, soak_minutes, soak_warmup_minutes, n_queries, code, onto)
            for size in sizes]
    report = runs[0] if len(runs) == 1 else {"sizes": list(sizes), "ratios": ratios(runs), "runs": runs}
    emit(report, "footprint-" + "-".join(str(s) for s in sizes))


if __name__ == "__main__":
    main()
