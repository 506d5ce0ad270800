"""Probe: where a read's time goes while a large import runs, in one process.

Copies a store (never touches the original), opens it with the backend's read/write lock and
pause points, imports ``--add`` new memories in one ingest while a reader retrieves every
``--every`` seconds, and logs a timeline: each step of the import and of every read (start,
end), every graph statement and vector call, the event loop's lag, and the CPU each thread
used (sampled every 0.1 s from /proc). Prints a summary (slow reads and what overlapped
them) and saves the whole timeline as JSON.

    .venv/bin/python bench/import_timeline.py --store /tmp/footprint-100000-xxx --add 20000
    .venv/bin/python bench/import_timeline.py --store ... --code /other/checkout/python   # compare code
"""

from __future__ import annotations

import asyncio
import contextvars
import functools
import json
import os
import shutil
import statistics
import sys
import tempfile
import threading
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

import click

ROOT = Path(__file__).resolve().parents[1]
QUERIES = ["why did we switch to Redis for sessions", "retries with jitter on the queue",
           "how do we deploy", "what about OpenID Connect login", "metrics in Prometheus"]

ACTOR: contextvars.ContextVar[str] = contextvars.ContextVar("actor", default="other")
T0 = time.perf_counter()
SPANS: list[tuple[str, str, float, float]] = []  # (actor, name, start, end), seconds since T0


def now() -> float:
    return time.perf_counter() - T0


def timed(owner: Any, attr: str, name: str | None = None, label: Any = None) -> None:
    """Replace the coroutine method ``owner.attr`` by one that records a span (when the code
    measured has it: ``--code`` may be an older version)."""
    if not hasattr(owner, attr):
        return
    original = getattr(owner, attr)
    span_name = name or attr

    @functools.wraps(original)
    async def wrapper(*args: Any, **kwargs: Any) -> Any:
        start = now()
        try:
            return await original(*args, **kwargs)
        finally:
            extra = label(*args, **kwargs) if label else ""
            SPANS.append((ACTOR.get(), span_name + extra, start, now()))

    setattr(owner, attr, wrapper)


def timed_sync(owner: Any, attr: str, name: str) -> None:
    if not hasattr(owner, attr):
        return
    original = getattr(owner, attr)

    @functools.wraps(original)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        start = now()
        try:
            return original(*args, **kwargs)
        finally:
            SPANS.append(("import", name, start, now()))

    setattr(owner, attr, wrapper)


def instrument() -> None:
    from cognee.infrastructure.databases.graph.ladybug.adapter import LadybugAdapter
    from cognee.infrastructure.databases.vector.lancedb.LanceDBAdapter import LanceDBAdapter
    import importlib
    import lancedb.table as lt

    from cognee_memory.backend import service
    from cognee_memory.storage import cognee_store, datapoints
    from cognee_memory.storage.local import lexical, node_writes, store

    timed(LadybugAdapter, "query", "graph:", lambda self, q, p=None: " ".join(q.split())[:48])
    timed(LadybugAdapter, "checkpoint", "graph:checkpoint")
    for name in ("search", "score_by_ids", "create_data_points", "retrieve", "has_collection"):
        timed(LanceDBAdapter, name, f"vector:{name}")
    idp = importlib.import_module("cognee.tasks.storage.index_data_points")
    timed(idp, "index_data_points", "vectors:index_data_points")
    for name in ("create_index", "optimize", "checkout_latest", "index_stats"):
        if hasattr(lt.AsyncTable, name):
            timed(lt.AsyncTable, name, f"lance:{name}")
    for name in ("embed", "upsert", "fetch", "node_properties", "vector_search", "distances", "lexical_search",
                 "hub_members", "successors", "_create_edges", "_add_points", "import_chunk_written", "write_done"):
        owner = store.LocalStore if name in store.LocalStore.__dict__ else cognee_store.CogneeStore
        timed(owner, name, f"store:{name}")
    timed(node_writes, "write_nodes", "nodes:write_nodes")
    timed(datapoints, "data_points_in_slices", "store:data_points")
    timed_sync(datapoints, "data_points", "store:data_points")
    timed(lexical.FullTextIndex, "search", "fts:search")
    timed(lexical.FullTextIndex, "keep_up", "fts:keep_up")
    for name in ("retrieve", "_prepare_chunk"):
        timed(service.MemoryService, name, f"service:{name}")
    if asyncio.iscoroutinefunction(service.prepare_ingest):
        timed(service, "prepare_ingest", "service:prepare_ingest")
    else:  # the code before preparation.py: one call in a thread
        timed_sync(service, "prepare_ingest", "service:prepare_ingest")

    original = node_writes.add_points

    async def add_points(graph: Any, vector: Any, points: list[Any], pause: Any) -> None:
        async def paused() -> None:
            start = now()
            await pause()
            if now() - start > 0.001:
                SPANS.append(("import", "pause(reads first)", start, now()))
        start = now()
        try:
            await original(graph, vector, points, paused)
        finally:
            SPANS.append(("import", "nodes:add_points", start, now()))
    node_writes.add_points = add_points


class CpuSampler(threading.Thread):
    """CPU seconds each thread of this process used, and the machine's busy CPU, every 0.1 s."""

    def __init__(self) -> None:
        super().__init__(daemon=True)
        self.samples: list[tuple[float, dict[str, float], float]] = []
        self.stop = threading.Event()
        self.tick = os.sysconf("SC_CLK_TCK")

    def names(self) -> dict[int, str]:
        return {t.native_id: t.name for t in threading.enumerate() if t.native_id}

    def threads(self) -> dict[int, tuple[str, float]]:
        out = {}
        for tid in os.listdir("/proc/self/task"):
            try:
                raw = Path(f"/proc/self/task/{tid}/stat").read_text()
            except OSError:
                continue
            comm = raw[raw.index("(") + 1:raw.rindex(")")]
            fields = raw[raw.rindex(")") + 2:].split()
            out[int(tid)] = (comm, (int(fields[11]) + int(fields[12])) / self.tick)
        return out

    @staticmethod
    def machine() -> tuple[float, float]:
        parts = [int(x) for x in Path("/proc/stat").read_text().split("\n")[0].split()[1:]]
        idle = parts[3] + parts[4]
        return sum(parts) - idle, sum(parts)

    def run(self) -> None:
        before, mbefore = self.threads(), self.machine()
        while not self.stop.wait(0.1):
            after, mafter = self.threads(), self.machine()
            names = self.names()
            used: dict[str, float] = defaultdict(float)
            for tid, (comm, cpu) in after.items():
                group = names.get(tid, comm)
                group = "main" if tid == os.getpid() else group.split("-")[0] if "ThreadPool" in group or "asyncio" in group else group
                used[group] += cpu - before.get(tid, (comm, cpu))[1]
            busy = (mafter[0] - mbefore[0]) / max(1, mafter[1] - mbefore[1]) * os.cpu_count()
            self.samples.append((round(now(), 2), {k: round(v, 3) for k, v in used.items() if v > 0}, round(busy, 2)))
            before, mbefore = after, mafter


async def lag_ticker(done: asyncio.Event, lags: list[tuple[float, float]]) -> None:
    while not done.is_set():
        start = time.perf_counter()
        await asyncio.sleep(0.01)
        late = time.perf_counter() - start - 0.01
        if late > 0.02:
            lags.append((round(now(), 3), round(late, 3)))


async def run(ws: Path, add: int, every: float, offset: int) -> dict[str, Any]:
    from run import memories
    from cognee_memory.backend.server import READS_FIRST_MAX_S, ReadWriteLock
    from cognee_memory.backend.service import MemoryService
    from cognee_memory.config import StoreConfig

    service = MemoryService(StoreConfig.create(ws, None, "local", "local", None))
    lock = ReadWriteLock()
    service.read_guard, service.write_guard, service.import_guard = lock.read, lock.write, lock.write_alongside_reads
    service.reads_first = lambda: lock.until_no_reads(READS_FIRST_MAX_S)
    await service.open()
    instrument()
    for q in QUERIES:
        await service.handle({"op": "retrieve", "query": q, "top_k": 5})
    alone = []
    for i in range(10):
        start = time.perf_counter()
        await service.handle({"op": "retrieve", "query": QUERIES[i % 5], "top_k": 5})
        alone.append(time.perf_counter() - start)
    SPANS.clear()
    items = memories(offset + add, seed=21)[offset:]
    text = "".join(json.dumps(m) + "\n" for m in items)
    done = asyncio.Event()
    reads: list[tuple[float, float]] = []
    lags: list[tuple[float, float]] = []

    async def reader() -> None:
        ACTOR.set("read")
        i = 0
        while not done.is_set():
            start = now()
            answer = await service.handle({"op": "retrieve", "query": QUERIES[i % 5], "top_k": 5})
            assert answer.get("success", True) is not False, answer
            reads.append((start, now()))
            SPANS.append(("read", "READ", start, now()))
            i += 1
            await asyncio.sleep(every)

    sampler = CpuSampler()
    sampler.start()
    tasks = [asyncio.create_task(reader()), asyncio.create_task(lag_ticker(done, lags))]
    ACTOR.set("import")
    start = now()
    answer = await service.handle({"op": "ingest", "text": text})
    SPANS.append(("import", "IMPORT", start, now()))
    done.set()
    await asyncio.gather(*tasks)
    sampler.stop.set()
    count = await service.store.count()
    await service.close()
    return {"import_s": round(now() - start, 2), "stored": answer.get("count"), "count_after": count,
            "reads_alone_s": sorted(round(x, 3) for x in alone), "reads": reads, "lags": lags,
            "spans": SPANS, "cpu": sampler.samples}


def overlap(a0: float, a1: float, b0: float, b1: float) -> float:
    return max(0.0, min(a1, b1) - max(a0, b0))


def summarise(result: dict[str, Any]) -> dict[str, Any]:
    lat = sorted(e - s for s, e in result["reads"])
    pct = lambda q: round(lat[min(len(lat) - 1, round(q * (len(lat) - 1)))], 3)  # noqa: E731
    spans = result["spans"]
    imports = [s for s in spans if s[0] == "import" and s[1] not in ("IMPORT",)]
    reads = sorted((s for s in spans if s[1] == "READ"), key=lambda s: s[3] - s[2], reverse=True)
    slow = reads[: max(1, len(reads) // 10)]
    detail = []
    for _, _, r0, r1 in slow:
        own: dict[str, float] = defaultdict(float)
        for actor, name, s0, s1 in spans:
            if actor == "read" and name != "READ" and s0 >= r0 and s1 <= r1:
                own[name] += s1 - s0
        during: dict[str, float] = defaultdict(float)
        for _, name, s0, s1 in imports:
            if overlap(r0, r1, s0, s1) > 0.01:
                during[name] += overlap(r0, r1, s0, s1)
        cpu: dict[str, float] = defaultdict(float)
        for t, used, _ in result["cpu"]:
            if r0 <= t <= r1 + 0.1:
                for k, v in used.items():
                    cpu[k] += v
        detail.append({"at": round(r0, 2), "s": round(r1 - r0, 3),
                       "own": dict(sorted(((k, round(v, 3)) for k, v in own.items()), key=lambda x: -x[1])[:8]),
                       "import_during": dict(sorted(((k, round(v, 3)) for k, v in during.items()),
                                                    key=lambda x: -x[1])[:8]),
                       "cpu_s_by_thread": dict(sorted(((k, round(v, 2)) for k, v in cpu.items()),
                                                      key=lambda x: -x[1])[:6])})
    # Mean read latency by what the import was doing at the read's start.
    by_phase: dict[str, list[float]] = defaultdict(list)
    for _, _, r0, r1 in reads:
        phases = {name.split(":")[0] + ":" + name.split(":")[1][:20] if ":" in name else name
                  for _, name, s0, s1 in imports if overlap(r0, r1, s0, s1) > 0.25 * (r1 - r0)}
        for p in phases or {"(nothing)"}:
            by_phase[p].append(r1 - r0)
    phase_table = {p: {"reads": len(v), "mean_s": round(statistics.fmean(v), 3)}
                   for p, v in sorted(by_phase.items(), key=lambda x: -statistics.fmean(x[1]))}
    import_totals: dict[str, float] = defaultdict(float)
    for _, name, s0, s1 in imports:
        import_totals[name] += s1 - s0
    cpu_totals: dict[str, float] = defaultdict(float)
    for _, used, _ in result["cpu"]:
        for k, v in used.items():
            cpu_totals[k] += v
    return {"import_s": result["import_s"], "stored": result["stored"], "count_after": result["count_after"],
            "reads_alone_s": result["reads_alone_s"],
            "reads": {"n": len(lat), "p50": pct(0.5), "p90": pct(0.9), "p95": pct(0.95), "max": pct(1.0)},
            "loop_lag": {"n_over_20ms": len(result["lags"]), "max": max((x[1] for x in result["lags"]), default=0)},
            "import_time_by_step": dict(sorted(((k, round(v, 2)) for k, v in import_totals.items()),
                                               key=lambda x: -x[1])[:25]),
            "cpu_s_by_thread": dict(sorted(((k, round(v, 1)) for k, v in cpu_totals.items()), key=lambda x: -x[1])),
            "read_latency_by_overlapping_import_step": phase_table, "slowest_reads": detail}


@click.command()
@click.option("--store", "source", type=click.Path(exists=True, file_okay=False, path_type=Path), required=True,
              help="A workspace folder holding .cognee-memory (copied first; never modified).")
@click.option("--add", type=int, default=20000, show_default=True, help="Memories imported in one ingest.")
@click.option("--every", type=float, default=0.2, show_default=True, help="Seconds between two reads.")
@click.option("--offset", type=int, default=200000, show_default=True, help="First synthetic memory's number.")
@click.option("--out", type=click.Path(path_type=Path), default=None, help="Where to save the timeline JSON.")
@click.option("--code", type=click.Path(exists=True, file_okay=False, path_type=Path), default=ROOT / "python",
              show_default=True, help="The python/ folder whose package to measure.")
def main(source: Path, add: int, every: float, offset: int, out: Path | None, code: Path) -> None:
    """Log where a read's time goes while a large import runs (one process, a copy of a store)."""
    sys.path.insert(0, str(ROOT / "bench"))
    import run as _  # noqa: F401  (it imports this checkout's package: --code replaces it)
    for name in [m for m in sys.modules if m == "cognee_memory" or m.startswith("cognee_memory.")]:
        del sys.modules[name]
    sys.path.insert(0, str(code))
    if os.environ.get("SWITCH_INTERVAL"):
        sys.setswitchinterval(float(os.environ["SWITCH_INTERVAL"]))
    work = Path(tempfile.mkdtemp(prefix="import-timeline-"))
    ws = work / "ws"
    shutil.copytree(source, ws, symlinks=True)
    for leftover in ("backend.json", "backend.sock"):
        (ws / ".cognee-memory" / leftover).unlink(missing_ok=True)
    os.environ["HOME"] = str(ws)  # Cognee's own files stay in the copy
    try:
        result = asyncio.run(run(ws, add, every, offset))
        summary = summarise(result)
        path = out or work.with_suffix(".json")
        path.write_text(json.dumps({"summary": summary, **result}))
        summary["timeline"] = str(path)
        click.echo(json.dumps(summary, indent=1))
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
