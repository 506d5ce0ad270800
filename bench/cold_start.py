"""Benchmark: cold start (a retrieve with no backend running: the call starts one) on an
existing store, for one or two checkouts, alternated so both see the same machine load.

    .venv/bin/python bench/cold_start.py --workspace W                       # this checkout
    .venv/bin/python bench/cold_start.py --workspace W --baseline /tmp/old/python --runs 5

The store is copied once per checkout (a cold start may write to it). Prints one JSON report
with the median and spread of each, and the ratio new/baseline (also saved to bench/results/).
"""

from __future__ import annotations

import json
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import click

ROOT = Path(__file__).resolve().parents[1]
QUERY = "why did we switch to Redis for sessions"


def cold_start(code: Path, ws: Path) -> float:
    """Seconds from a retrieve call to its answer, with the backend stopped first."""
    subprocess.run([sys.executable, str(code / "backend.py"), "-w", str(ws), "stop"], capture_output=True)
    time.sleep(0.5)
    started = time.perf_counter()
    proc = subprocess.run([sys.executable, str(code / "retrieve.py"), "-w", str(ws), "-q", QUERY, "-k", "5"],
                          capture_output=True, text=True)
    wall = time.perf_counter() - started
    if proc.returncode != 0 or not json.loads(proc.stdout).get("success"):
        raise SystemExit(f"{code}: exit {proc.returncode}: {proc.stdout[-500:]} {proc.stderr[-1500:]}")
    return wall


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
    codes = {"new": ROOT / "python", **({"baseline": baseline} if baseline else {})}
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
            subprocess.run([sys.executable, str(codes[name] / "backend.py"), "-w", str(copies[name]), "stop"],
                           capture_output=True)
        shutil.rmtree(scratch, ignore_errors=True)
    report: dict = {"workspace": str(workspace), **{name: summary(t) for name, t in times.items()}}
    if baseline:
        report["new_over_baseline"] = round(report["new"]["median_s"] / report["baseline"]["median_s"], 2)
    out = ROOT / "bench" / "results" / f"cold-start-{time.strftime('%Y%m%d-%H%M%S')}.json"
    out.parent.mkdir(exist_ok=True)
    out.write_text(json.dumps(report, indent=2))
    click.echo(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
