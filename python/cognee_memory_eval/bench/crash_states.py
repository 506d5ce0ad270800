"""Crashes at chosen instants, for ``faults.py``: a graph checkpoint killed at each of its file
operations, and writes killed between their graph node, vector row and links.

* ``checkpoint_kill_phase``: strace stops the workspace backend at the Nth call of one system
  call on one of the graph's files (Ladybug's checkpoint, in its order: see
  ``storage/local/graph_log.py``), while an ingest runs; the next command must open the store
  with every acknowledged memory. It needs strace (a Debian package) and ptrace rights.
* ``gap_phase``: the backend is started with a test-only kill point armed
  (``storage/faults.py``) and killed between a write's steps: an edit and a forget of a
  compaction source killed after their graph write (then run again), an ingest killed before
  its vector rows and one before its links (then only a retrieve). Afterwards no file of the
  store may hold the edited or forgotten words, and every memory must be found by its words and
  counted on its topic.

Each phase reports tried / survived / acknowledged / lost, and ``unopenable`` (the store did
not answer afterwards) and ``stale_copies`` (files still holding edited or forgotten words).
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import time
from pathlib import Path
from typing import Any

from cognee_memory.backend import client
from cognee_memory.config import StoreConfig
from cognee_memory.storage import faults
from cognee_memory_eval.bench.common import cli, jsonl

GRAPH = Path(".cognee-memory/cognee/system/databases/cognee_graph_ladybug")
# (system call, graph file suffix, which call): Ladybug 0.19's checkpoint, first step to last.
CHECKPOINT_KILL_POINTS = [
    ("rename", ".wal", 1), ("openat", ".shadow", 1), ("pwrite64", ".shadow", 3), ("fdatasync", ".shadow", 1),
    ("pwrite64", ".wal.checkpoint", 1), ("fdatasync", "", 1), ("ftruncate", ".shadow", 1),
    ("unlink", ".wal.checkpoint", 1), ("unlink", ".shadow", 1), ("unlink", ".checkpoint.intent.lock", 1),
]


def strace_usable() -> bool:
    if shutil.which("strace") is None:
        return False
    return subprocess.run(["strace", "-qq", "-o", "/dev/null", "true"], capture_output=True).returncode == 0


def backend_pid(ws: Path) -> int | None:
    try:
        return int(json.loads((ws / ".cognee-memory" / "backend.json").read_text())["pid"])
    except (OSError, ValueError, KeyError, TypeError):
        return None


def alive(pid: int) -> bool:
    """Running (a killed backend whose parent is gone may stay a zombie until init reaps it)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return False
    return state not in ("Z", "X")


def stop_backend(ws: Path) -> None:
    cli("backend.py", "--workspace", str(ws), "stop", check=False)
    pid = backend_pid(ws)
    if pid is not None and alive(pid):
        try:
            os.killpg(pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass


def ingest(ws: Path, rows: list[dict[str, Any]], env: dict[str, str] | None = None) -> dict[str, Any]:
    return run(ws, "ingest.py", "--file", "-", "--update-policy", "off", stdin=jsonl(rows), env=env)


def run(ws: Path, script: str, *args: str, stdin: str = "", env: dict[str, str] | None = None) -> dict[str, Any]:
    """One command through the backend; ``env`` (a kill point) reaches a backend it starts."""
    saved = {k: os.environ.get(k) for k in (env or {})}
    os.environ.update(env or {})
    try:
        return cli(script, "--workspace", str(ws), *args, stdin=stdin, check=False, timeout=900).body
    finally:
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value


def exported_ids(ws: Path) -> set[str] | None:
    """Every memory id in the store; None when it does not answer."""
    try:
        return {m["id"] for m in client.call(StoreConfig.create(ws), {"op": "export"})["memories"]}
    except Exception:  # noqa: BLE001 — a store that does not answer did not survive
        return None


def files_holding(ws: Path, words: list[str]) -> list[str]:
    needles = [w.encode() for w in words]
    found = []
    for path in (ws / ".cognee-memory").rglob("*"):
        if path.is_file() and not path.is_symlink():
            data = path.read_bytes()
            if any(n in data for n in needles):
                found.append(str(path.relative_to(ws)))
    return sorted(found)


def _traced_ingest(ws: Path, point: tuple[str, str, int], rows: list[dict[str, Any]]) -> tuple[bool, bool]:
    """An ingest while strace waits to kill the backend at ``point``: (killed, acknowledged)."""
    call, suffix, when = point
    pid = backend_pid(ws)
    if pid is None:
        return False, False
    tracer = subprocess.Popen(
        ["strace", "-f", "-qq", "-o", "/dev/null", "-p", str(pid), "-P", f"{ws.resolve() / GRAPH}{suffix}",
         "-e", f"trace={call}", "-e", f"inject={call}:signal=SIGKILL:when={when}"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and "TracerPid:\t0" in Path(f"/proc/{pid}/status").read_text():
        time.sleep(0.05)
    body = ingest(ws, rows)
    killed = not alive(pid)
    if tracer.poll() is None:
        tracer.terminate()
    tracer.wait(timeout=30)
    stop_backend(ws)  # the backend's workers, if the kill left any
    return killed, bool(body.get("success"))


def checkpoint_kill_phase(ws: Path, rounds: int) -> dict[str, Any]:
    if not strace_usable():
        return {"skipped": "strace is missing or cannot trace here"}
    acknowledged: set[str] = set()
    first = [{"id": "cp-warm", "text": "the checkpoint phase starts here"}]
    if ingest(ws, first).get("success"):
        acknowledged.add("cp-warm")
    tried = survived = unopenable = 0
    states: dict[str, int] = {}
    for n in range(rounds):
        point = CHECKPOINT_KILL_POINTS[n % len(CHECKPOINT_KILL_POINTS)]
        rows = [{"id": f"cp{n}-{i}", "text": f"checkpoint round {n} note {i} " + "y" * 100} for i in range(50)]
        if backend_pid(ws) is None or not alive(backend_pid(ws) or 0):
            run(ws, "retrieve.py", "--query", "warm up")  # a running backend to trace
        killed, acked = _traced_ingest(ws, point, rows)
        tried += killed
        left = sorted(p.name.removeprefix(GRAPH.name) for p in (ws / GRAPH).parent.iterdir()
                      if p.name.startswith(GRAPH.name + ".") and not p.name.endswith(".lock"))
        key = f"{point[0]} {point[1] or '(data file)'} #{point[2]} -> {' '.join(left) or 'nothing'}"
        states[key] = states.get(key, 0) + 1
        if not acked:  # as a user would: the answer said retrying is safe
            acked = bool(ingest(ws, rows).get("success"))
        if acked:
            acknowledged.update(r["id"] for r in rows)
        present = exported_ids(ws)
        if present is None:
            unopenable += 1
        else:
            survived += 1
    present = exported_ids(ws) or set()
    stop_backend(ws)
    return {"tried": tried, "survived": survived, "acknowledged": len(acknowledged),
            "lost": len(acknowledged - present), "unopenable": unopenable, "states_left": states}


GAP_MEMORIES = [
    {"id": "gap-k1", "text": "Keys rotate every QXOLDGAP days.", "topic": "gap-keys"},
    {"id": "gap-g1", "text": "The backend language is Go for QZFORGOTGAP reasons.", "topic": "gap-lang"},
    {"id": "gap-g2", "text": "The frontend is written in TypeScript.", "topic": "gap-lang"},
]
# (kill point, the memory an ingest killed there writes, a word it is found by)
GAP_NEW = [
    ("node_writes.before_vectors",
     {"id": "gap-n1", "text": "Retries back off with QWRETRYGAP jitter.", "topic": "gap-net"}, "QWRETRYGAP"),
    ("store.before_links", {"id": "gap-n2", "text": "Timeouts are QWTIMEOUTGAP seconds.", "topic": "gap-net",
                            "references": ["src/net.py"]}, "QWTIMEOUTGAP"),
]


def gap_phase(ws: Path) -> dict[str, Any]:
    stop_backend(ws)
    acknowledged: set[str] = set()
    if ingest(ws, GAP_MEMORIES).get("success"):
        acknowledged.update(m["id"] for m in GAP_MEMORIES)
    run(ws, "compact.py", "--topic", "gap-lang")
    tried = survived = unopenable = 0
    reruns = [
        ("edit.py", ["--id", "gap-k1", "--text", "Keys rotate every 30 days."]),
        ("forget.py", ["--id", "gap-g1"]),
    ]
    for script, args in reruns:
        stop_backend(ws)
        body = run(ws, script, *args, env={faults.ENVIRONMENT_VARIABLE: "node_writes.before_vectors"})
        tried += not body.get("success")
        stop_backend(ws)
        again = run(ws, script, *args)
        survived += bool(again.get("success"))
        unopenable += not again.get("success")
    acknowledged.discard("gap-g1")
    found_by_words: dict[str, bool] = {}
    for point, memory, word in GAP_NEW:
        stop_backend(ws)
        body = ingest(ws, [memory], env={faults.ENVIRONMENT_VARIABLE: point})
        tried += not body.get("success")
        stop_backend(ws)
        hits = run(ws, "retrieve.py", "--query", word)
        if not hits.get("success"):
            unopenable += 1
            continue
        survived += 1
        found_by_words[memory["id"]] = any(r["id"] == memory["id"] for r in hits["results"])
    topics = run(ws, "compact.py", "--list-topics")
    net = next((t["total"] for t in topics.get("topics", []) if t["topic"] == "gap-net"), 0)
    present = exported_ids(ws) or set()
    stale = files_holding(ws, ["QXOLDGAP", "QZFORGOTGAP"])
    stop_backend(ws)
    return {"tried": tried, "survived": survived, "acknowledged": len(acknowledged),
            "lost": len(acknowledged - present), "unopenable": unopenable, "stale_copies": len(stale),
            "stale_files": stale, "half_written": sum(not v for v in found_by_words.values()) + (2 - net)}
