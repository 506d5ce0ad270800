"""What the benchmarks share: where the checkout is, a synthetic workspace, one way to run an
entry script and read its JSON answer, and where reports go."""

from __future__ import annotations

import contextlib
import json
import random
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any, NamedTuple

ROOT = Path(__file__).resolve().parents[3]
PYTHON_DIR = ROOT / "python"  # the entry scripts the extension spawns (retrieve.py, ingest.py, backend.py, …)
RESULTS_DIR = ROOT / "bench" / "results"  # git ignores it

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
QUERIES = ["why did we switch to Redis for sessions", "retries with jitter on the queue",
           "how do we deploy", "what about OpenID Connect login", "metrics in Prometheus"]


def memories(n: int, seed: int = 7) -> list[dict]:
    """``n`` synthetic memories (JSON Lines rows for ingest), the same for the same seed."""
    rng = random.Random(seed)
    out = []
    for i in range(n):
        topic = TOPICS[i % len(TOPICS)]
        text = f"[{topic}] {rng.choice(VERBS)} {rng.choice(THINGS)} {rng.choice(REASONS)} (note {i})."
        day = rng.randint(0, 365)
        out.append({"id": f"m{i}", "text": text, "topic": topic,
                    "status": rng.choice(["Active"] * 8 + ["Superseded", "DecisionRecord"]),
                    "source_created_at": f"2026-{1 + day // 31 % 12:02d}-{1 + day % 28:02d}T12:00:00Z",
                    "references": [f"src/{topic}/{rng.randint(0, 30)}.ts"]})
    return out


def jsonl(rows: list[dict]) -> str:
    return "".join(json.dumps(row) + "\n" for row in rows)


class Reply(NamedTuple):
    wall_s: float
    body: dict[str, Any]
    peak_rss_mb: float | None  # the command's own peak RSS, when asked for


BAD_OUTPUT: dict[str, Any] = {"success": False, "error": {"code": "BAD_OUTPUT"}}


def cli(script: str, *args: str, code: Path = PYTHON_DIR, stdin: str = "", check: bool = True,
        peak_rss: bool = False, timeout: float | None = None) -> Reply:
    """Run one entry script of ``code`` (a checkout's python/ folder) as the extension does and
    time it. With ``check`` a failure ends the benchmark; without, a failure is an answer
    (``BAD_OUTPUT`` when stdout is not one JSON object). ``peak_rss`` runs the script under
    ``peak_rss.py`` to read the process's own high-water mark."""
    argv = [sys.executable, *(["-m", "cognee_memory_eval.bench.peak_rss"] if peak_rss else []),
            str(code / script), *args]
    started = time.perf_counter()
    proc = subprocess.run(argv, input=stdin, capture_output=True, text=True, timeout=timeout)
    wall = time.perf_counter() - started
    try:
        body = json.loads(proc.stdout)
    except json.JSONDecodeError:
        body = BAD_OUTPUT
    if check and (proc.returncode != 0 or body.get("success") is False or body is BAD_OUTPUT):
        raise SystemExit(f"{script} {' '.join(args)}: exit {proc.returncode}: {proc.stdout[-500:]} {proc.stderr[-2000:]}")
    marks = [line.split()[1] for line in proc.stderr.splitlines() if line.startswith("BENCH-HWM-KB ")]
    return Reply(wall, body, int(marks[-1]) / 1024 if marks else None)


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


@contextlib.contextmanager
def prints_to_stderr() -> Iterator[None]:
    """Cognee's migrations print() to stdout, which carries only the report."""
    with contextlib.redirect_stdout(sys.stderr):
        yield


def emit(report: dict[str, Any], name: str | None = None, indent: int | None = 2) -> None:
    """Print the report on stdout; with ``name``, also save it as bench/results/NAME-TIME.json."""
    text = json.dumps(report, indent=indent, ensure_ascii=False)
    if name:
        RESULTS_DIR.mkdir(parents=True, exist_ok=True)
        (RESULTS_DIR / f"{name}-{time.strftime('%Y%m%d-%H%M%S')}.json").write_text(text)
    sys.stdout.write(text + "\n")
