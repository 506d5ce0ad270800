"""Benchmark: compacting a 1,000-memory topic in a 10,000-memory workspace (target ≤ 5 s).

Builds the workspace with the store directly in this process (a few minutes), then times
one compaction through the service (the same code the CLI and backend run), its undo, and
a list of topics. Prints one JSON report. Not run by CI.

    .venv/bin/python -m cognee_memory_eval.bench.compaction [--total 10000] [--topic-size 1000]
"""

from __future__ import annotations

import asyncio
import random
import tempfile
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path

import click

from cognee_memory.model import Memory, Status
from cognee_memory.backend.service import MemoryService
from cognee_memory.config import StoreConfig
from cognee_memory_eval.bench.common import emit, prints_to_stderr

TARGET_SECONDS = 5.0
TOPICS = ["auth", "ci", "frontend", "api", "caching", "logging", "deploy", "testing", "search"]
SUBJECTS = ["PostgreSQL", "Redis", "the job queue", "the search index", "S3 uploads", "the CI cache",
            "feature flags", "rate limits", "blue-green deploys", "structured logs"]
ACTIONS = ["we decided to keep", "we switched away from", "we agreed to monitor", "we plan to shard",
           "we stopped tuning", "we documented"]
REASONS = ["because latency doubled under load", "after the March outage", "to cut hosting costs",
           "so local development works offline", "since the old library is unmaintained"]


def synthetic(n: int, topic_for, seed: int = 11) -> list[Memory]:
    rng = random.Random(seed)
    start = datetime(2026, 1, 1, tzinfo=timezone.utc)
    out = []
    for i in range(n):
        subject, action, reason = rng.choice(SUBJECTS), rng.choice(ACTIONS), rng.choice(REASONS)
        out.append(Memory(
            id=f"m-{i}", text=f"Note {i}: {action} {subject} {reason}.", topic=topic_for(i),
            status=Status.ACTIVE, source_created_at=start + timedelta(minutes=37 * i),
            decisions=[f"{action.capitalize()} {subject}"], rationale=[reason],
            references=[f"src/{subject.split()[-1].lower()}/{i % 40}.py"],
        ))
    return out


@click.command()
@click.option("--total", default=10_000, show_default=True, help="Memories in the workspace.")
@click.option("--topic-size", default=1_000, show_default=True, help="Memories in the compacted topic.")
def main(total: int, topic_size: int) -> None:
    """Time compaction of one large topic; print a JSON report on stdout."""

    async def run() -> dict:
        ws = Path(tempfile.mkdtemp(prefix="compaction-bench-"))
        service = await MemoryService(StoreConfig.create(ws)).open()
        memories = synthetic(total, lambda i: "database" if i < topic_size else TOPICS[i % len(TOPICS)])
        t0 = time.perf_counter()
        for start in range(0, total, 1000):
            await service.store.upsert(memories[start:start + 1000])
        build = time.perf_counter() - t0

        t0 = time.perf_counter()
        listed = await service.handle({"op": "list_topics"})
        list_seconds = time.perf_counter() - t0
        t0 = time.perf_counter()
        result = await service.handle({"op": "compact", "topic": "database"})
        compact_seconds = time.perf_counter() - t0
        t0 = time.perf_counter()
        await service.handle({"op": "undo", "record_id": result["record_id"]})
        undo_seconds = time.perf_counter() - t0
        return {
            "workspace_memories": total, "topic_memories": topic_size,
            "build_seconds": round(build, 1),
            "compact_seconds": round(compact_seconds, 2), "target_seconds": TARGET_SECONDS,
            "within_target": compact_seconds <= TARGET_SECONDS,
            "undo_seconds": round(undo_seconds, 2), "list_topics_seconds": round(list_seconds, 2),
            "topics": listed["count"], "superseded": len(result["superseded"]),
            "decisions_kept": len(result["record"]["decisions"]), "collapsed": result["collapsed"],
        }

    with prints_to_stderr():
        report = asyncio.run(run())
    emit(report)


if __name__ == "__main__":
    main()
