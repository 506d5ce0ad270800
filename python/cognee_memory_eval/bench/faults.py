"""Soak and fault benchmark: kill -9 at random points, concurrent writers, a full disk.

Every write goes through the thin client to the workspace backend, as the extension sends it.
A write counts as acknowledged when its command printed ``success: true``; at the end every
acknowledged memory must be in the store. Prints one JSON report with, per fault:
``tried`` (faults injected), ``survived`` (the store opened and answered afterwards) and
``lost`` (acknowledged memories missing at the end). Not run by CI.

Two phases kill at chosen instants (``crash_states.py``): a graph checkpoint killed by strace at
each of its file operations (``checkpoint_kill``), and writes killed between their graph node,
vector row and links (``graph_vector_gap``); they also count ``unopenable`` stores and
``stale_copies`` (files still holding edited or forgotten words).

    .venv/bin/python -m cognee_memory_eval.bench.faults [--kills 6] [--checkpoint-kills 10] [--writers 4]
        [--batches 3] [--no-gap] [--no-disk-full]

The full-disk phase mounts a small tmpfs, so it needs root (skipped otherwise).
"""

from __future__ import annotations

import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import click

from cognee_memory.backend import client
from cognee_memory.config import StoreConfig
from cognee_memory_eval.bench import crash_states
from cognee_memory_eval.bench.common import PYTHON_DIR, cli, jsonl


def batch(prefix: str, n: int) -> tuple[list[str], str]:
    ids = [f"{prefix}-{i}" for i in range(n)]
    return ids, jsonl([{"id": i, "text": f"{i}: the cache layer keeps {i} warm " + "x" * 200} for i in ids])


def ingest(ws: Path, prefix: str, n: int) -> list[str]:
    """The ids acknowledged by one ingest (none when it failed)."""
    ids, text = batch(prefix, n)
    body = cli("ingest.py", "--workspace", str(ws), "--file", "-", "--update-policy", "off", stdin=text,
               check=False, timeout=900).body
    return ids if body.get("success") else []


def stored_ids(ws: Path) -> set[str] | None:
    try:
        return {m["id"] for m in client.call(StoreConfig.create(ws), {"op": "export"})["memories"]}
    except Exception:  # noqa: BLE001 — a store that does not answer did not survive
        return None


def backend_pid(ws: Path) -> int | None:
    try:
        return int(json.loads((ws / ".cognee-memory" / "backend.json").read_text())["pid"])
    except (OSError, ValueError, KeyError):
        return None


def kill_phase(ws: Path, kills: int, rng: random.Random) -> dict[str, Any]:
    acknowledged: set[str] = set(ingest(ws, "warm", 5))
    tried = survived = 0
    killed_batches: list[list[str]] = []
    for round_ in range(kills):
        ids, text = batch(f"kill{round_}", 400)
        proc = subprocess.Popen([sys.executable, str(PYTHON_DIR / "ingest.py"), "--workspace", str(ws), "--file", "-",
                                 "--update-policy", "off"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                stderr=subprocess.DEVNULL, text=True)
        proc.stdin.write(text)
        proc.stdin.close()
        time.sleep(rng.uniform(0.2, 4.0))
        pid = backend_pid(ws)
        if pid is not None:
            try:
                os.killpg(pid, signal.SIGKILL)  # the backend and its Cognee workers
                tried += 1
            except ProcessLookupError:
                pass
        out = proc.stdout.read()
        proc.wait()
        if proc.returncode == 0 and '"success": true' in out:
            acknowledged.update(ids)
        else:
            killed_batches.append(ids)
        if stored_ids(ws) is not None:
            survived += 1
    present = stored_ids(ws) or set()
    # What the client cannot know: an unacknowledged batch may have been stored whole, in part, or not at all.
    whole = sum(1 for ids in killed_batches if set(ids) <= present)
    part = sum(1 for ids in killed_batches if set(ids) & present and not set(ids) <= present)
    return {"tried": tried, "survived": survived, "acknowledged": len(acknowledged),
            "lost": len(acknowledged - present), "unopenable": kills - survived,
            "unacknowledged_batches": len(killed_batches),
            "unacknowledged_stored_whole": whole, "unacknowledged_stored_in_part": part}


def concurrent_phase(ws: Path, writers: int, batches: int) -> dict[str, Any]:
    jobs = [(f"w{w}b{b}", 50) for w in range(writers) for b in range(batches)]
    with ThreadPoolExecutor(max_workers=writers) as pool:
        results = list(pool.map(lambda job: ingest(ws, *job), jobs))
    acknowledged = {i for ids in results for i in ids}
    present = stored_ids(ws)
    return {"tried": len(jobs), "survived": sum(1 for ids in results if ids), "acknowledged": len(acknowledged),
            "lost": len(acknowledged - (present or set()))}


def disk_full_phase() -> dict[str, Any]:
    if os.geteuid() != 0:
        return {"skipped": "mounting a tmpfs needs root"}
    mount = Path(tempfile.mkdtemp(prefix="cm-bench-full-"))
    if subprocess.run(["mount", "-t", "tmpfs", "-o", "size=300m", "tmpfs", str(mount)]).returncode != 0:
        mount.rmdir()
        return {"skipped": "cannot mount a tmpfs"}
    ws = mount / "ws"
    ws.mkdir()
    try:
        acknowledged = set(ingest(ws, "before", 5))
        info = os.statvfs(mount)
        filler = mount / "filler"
        filler.write_bytes(b"\0" * (info.f_bavail * info.f_frsize - 3_000_000))
        ids, text = batch("full", 3000)
        body = cli("ingest.py", "--workspace", str(ws), "--file", "-", "--update-policy", "off", stdin=text,
                   check=False, timeout=900).body
        error = body.get("error") or {}
        filler.unlink()
        retried = ingest(ws, "full", 3000)
        acknowledged.update(retried)
        present = stored_ids(ws)
        return {"tried": 1, "error_code": error.get("code"), "retryable": error.get("retryable"),
                "survived": int(present is not None and bool(retried)), "acknowledged": len(acknowledged),
                "lost": len(acknowledged - (present or set()))}
    finally:
        cli("backend.py", "--workspace", str(ws), "stop", check=False)
        subprocess.run(["umount", "-l", str(mount)], check=False)
        mount.rmdir()


@click.command()
@click.option("--kills", default=6, show_default=True, help="kill -9 rounds during a 400-memory ingest.")
@click.option("--checkpoint-kills", default=len(crash_states.CHECKPOINT_KILL_POINTS), show_default=True,
              help="Graph checkpoints killed by strace, one kill point after another.")
@click.option("--gap/--no-gap", default=True, help="Kill writes between their graph, vector and link steps.")
@click.option("--writers", default=4, show_default=True, help="Concurrent writer processes.")
@click.option("--batches", default=3, show_default=True, help="50-memory batches per writer.")
@click.option("--seed", default=18, show_default=True, help="Seed for the kill timings.")
@click.option("--disk-full/--no-disk-full", default=True, help="Run the full-disk phase (root only).")
def main(kills: int, checkpoint_kills: int, gap: bool, writers: int, batches: int, seed: int,
         disk_full: bool) -> None:
    """Inject the faults and print the counts as one JSON object."""
    base = Path(tempfile.mkdtemp(prefix="cm-bench-faults-"))
    ws = base / "ws"
    ws.mkdir()
    started = time.monotonic()
    try:
        report = {"kill9": kill_phase(ws, kills, random.Random(seed))}
        if checkpoint_kills:
            report["checkpoint_kill"] = crash_states.checkpoint_kill_phase(ws, checkpoint_kills)
        if gap:
            report["graph_vector_gap"] = crash_states.gap_phase(ws)
        if writers and batches:
            report["concurrent_writers"] = concurrent_phase(ws, writers, batches)
    finally:
        cli("backend.py", "--workspace", str(ws), "stop", check=False)
        shutil.rmtree(base, ignore_errors=True)
    if disk_full:
        report["disk_full"] = disk_full_phase()
    report["seconds"] = round(time.monotonic() - started, 1)
    print(json.dumps(report))


if __name__ == "__main__":
    main()
