"""Benchmark: cold start (a retrieve with no backend running: the call starts one) on an
existing store, for one or two checkouts, alternated so both see the same machine load.

    .venv/bin/python -m cognee_memory_eval.bench.cold_start --workspace W                   # this checkout
    .venv/bin/python -m cognee_memory_eval.bench.cold_start --workspace W --baseline /tmp/old/python --runs 5

The store is copied once per checkout (a cold start may write to it). Prints one JSON report
with the median and spread of each, and the ratio new/baseline (also saved to bench/results/).
"""

from __future__ import annotations

import shutil
import statistics
import tempfile
import time
from pathlib import Path

import click

from cognee_memory_eval.bench.common import PYTHON_DIR, QUERIES, cli, emit


def cold_start(code: Path, ws: Path) -> float:
    """Seconds from a retrieve call to its answer, with the backend stopped first."""
    cli("backend.py", "-w", str(ws), "stop", code=code, check=False)
    time.sleep(0.5)
    return cli("retrieve.py", "-w", str(ws), "-q", QUERIES[0], "-k", "5", code=code).wall_s


def summary(times: list[float]) -> dict:
    return {"median_s": round(statistics.median(times), 2), "min_s": round(min(times), 2),
            "max_s": round(max(times), 2), "runs": [round(t, 2) for t in times]}


@click.command()
@click.option("--workspace", required=True, type=click.Path(exists=True, file_okay=False, path_type=Path),
              help="A workspace with a store (copied, never changed).")
@click.option("--baseline", type=click.Path(exists=True, file_okay=False, path_type=Path), default=None,
              help="Another checkout's python/ folder to compare with.")
@click.option("--runs", type=int, default=5, show_default=True)
def main(workspace: Path, baseline: Path | None, runs: int) -> None:
    """Time cold starts, alternating between the checkouts."""
    codes = {"new": PYTHON_DIR, **({"baseline": baseline} if baseline else {})}
    scratch = Path(tempfile.mkdtemp(prefix="cold-start-"))
    copies = {}
    for name in codes:
        copies[name] = scratch / name
        shutil.copytree(workspace, copies[name], symlinks=True,
                        ignore=shutil.ignore_patterns("backend.sock", "backend.json"))
    times: dict[str, list[float]] = {name: [] for name in codes}
    try:
        for name in codes:  # one untimed start each: the page cache holds both checkouts
            cold_start(codes[name], copies[name])
        for _ in range(runs):
            for name in codes:
                times[name].append(cold_start(codes[name], copies[name]))
    finally:
        for name in codes:
            cli("backend.py", "-w", str(copies[name]), "stop", code=codes[name], check=False)
        shutil.rmtree(scratch, ignore_errors=True)
    report: dict = {"workspace": str(workspace), **{name: summary(t) for name, t in times.items()}}
    if baseline:
        report["new_over_baseline"] = round(report["new"]["median_s"] / report["baseline"]["median_s"], 2)
    emit(report, "cold-start")


if __name__ == "__main__":
    main()
