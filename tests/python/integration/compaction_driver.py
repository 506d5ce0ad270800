"""Runs one compaction scenario against a real store in this process and writes what it
observed as JSON (stdout is left to Cognee's noise). Used by test_compaction.py, which
makes the assertions: one process per scenario saves the 10–20 s Cognee import per step.

    python compaction_driver.py SCENARIO WORKSPACE OUTPUT.json
"""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from cognee_memory.backend.service import MemoryService
from cognee_memory.config import StoreConfig
from driver_support import call, jsonl

PYTHON_DIR = Path(__file__).resolve().parents[3] / "python"
NOW = "2026-11-21T00:00:00Z"


def line(mid: str, text: str, topic: str, when: str, status: str | None = "Active", **fields: Any) -> dict:
    row = {"id": mid, "text": text, "topic": topic, "source_created_at": when, **fields}
    if status is not None:
        row["status"] = status
    return row


# Three conversations about the database (August, October, November), one memory with no
# status (legacy), a reworded decision, and a few other topics.
CONVERSATIONS = [
    line("db-a1", "We chose PostgreSQL as the main database because we need JSONB columns and row-level security.",
         "database", "2026-08-02T10:15:00Z", decisions=["Use PostgreSQL 16 in production"],
         rationale=["JSONB columns and row-level security"], references=["src/db/connection.ts"]),
    line("db-a2", "Connection pooling goes through PgBouncer in transaction mode; the app opens at most 20 connections.",
         "database", "2026-08-02T10:40:00Z", decisions=["PgBouncer in transaction mode, pool of 20"],
         references=["deploy/pgbouncer.ini"]),
    line("db-b1", "Database migrations run with Alembic on deploy; never edit a migration that has shipped.",
         "database", "2026-10-20T09:00:00Z", decisions=["Alembic migrations run on deploy"],
         references=["migrations/"]),
    line("db-b2", "Nightly backups of the production database go to S3 with a 30-day retention.",
         "database", "2026-10-20T09:30:00Z", status=None,
         open_questions=["Do we need point-in-time recovery?"]),
    line("db-c1", "For local development and tests we switched the database to SQLite; Postgres stays in production only.",
         "database", "2026-11-10T16:40:00Z", decisions=["SQLite for local development and CI"],
         rationale=["Tests start faster without a Postgres container"],
         references=["src/db/connection.ts", "docker-compose.yml"]),
    line("db-c2", "Reminder from the review: production stays on PostgreSQL 16, nothing changes there.",
         "database", "2026-11-10T17:00:00Z", decisions=["Use PostgreSQL 16 for production"]),
    line("auth-1", "Authentication uses short-lived JWT access tokens with rotating refresh tokens.",
         "auth", "2026-09-14T13:00:00Z"),
    line("auth-2", "Login moved to the company's OpenID Connect provider.", "auth", "2026-11-18T11:20:00Z"),
    line("ci-1", "CI runs the slow integration suite only on main.", "ci", "2026-10-01T15:30:00Z"),
]
QUESTIONS = {
    "db-a2": "how many database connections does the app open through the pooler?",
    "db-c1": "which database do local development and tests use?",
    "db-b2": "where do the nightly database backups go?",
}


async def snapshot(service: MemoryService) -> dict[str, Any]:
    """Every memory as retrieval would show it, plus its raw compaction state."""
    store = service.store
    members = [s for group in (await store.topics()).values() for s in group]
    props = await store.node_properties([s.memory.id for s in members])
    out = {}
    for s in members:
        body = s.memory.to_json()
        body["supersedes"] = sorted(body["supersedes"])
        body["superseded_by"] = sorted(body["superseded_by"])
        body["compaction"] = props[s.memory.id].get("compaction")
        out[s.memory.id] = body
    return out


async def retrieve(service: MemoryService, query: str, **extra: Any) -> dict[str, Any]:
    return await call(service, {"op": "retrieve", "query": query, "now": NOW, "top_k": 10, **extra})


async def lifecycle(service: MemoryService, ws: Path) -> dict[str, Any]:
    obs: dict[str, Any] = {}
    await call(service, {"op": "ingest", "text": jsonl(CONVERSATIONS)})
    obs["topics_before"] = await call(service, {"op": "list_topics"})
    before = await snapshot(service)
    obs["before"] = before
    obs["dry_run"] = await call(service, {"op": "compact", "topic": "database", "dry_run": True})
    obs["unchanged_after_dry_run"] = await snapshot(service) == before
    obs["compact"] = await call(service, {"op": "compact", "topic": "database"})
    obs["after"] = after = await snapshot(service)
    obs["ranked"] = {mid: await retrieve(service, q, include_superseded=True) for mid, q in QUESTIONS.items()}
    obs["default"] = {mid: await retrieve(service, q) for mid, q in QUESTIONS.items()}
    obs["again"] = await call(service, {"op": "compact", "topic": "database"})
    obs["unchanged_after_noop"] = await snapshot(service) == after
    obs["topics_after"] = await call(service, {"op": "list_topics"})
    record = obs["compact"]["record_id"]
    obs["bad"] = {
        "unknown topic": await call(service, {"op": "compact", "topic": "no-such-topic"}),
        "one memory": await call(service, {"op": "compact", "topic": "ci"}),
        "empty summary": await call(service, {"op": "compact", "topic": "auth", "summary": "  "}),
        "undo an Active memory": await call(service, {"op": "undo", "record_id": "auth-1"}),
        "undo a Superseded source": await call(service, {"op": "undo", "record_id": "db-a1"}),
        "undo an unknown id": await call(service, {"op": "undo", "record_id": "no-such-record"}),
    }
    obs["unchanged_after_bad_input"] = await snapshot(service) == after
    obs["undo"] = await call(service, {"op": "undo", "record_id": record})
    obs["after_undo"] = after_undo = await snapshot(service)
    obs["undo_again"] = await call(service, {"op": "undo", "record_id": record})
    obs["unchanged_after_second_undo"] = await snapshot(service) == after_undo

    # Compacting again after an undo gives a new record; a later compaction folds it in.
    obs["recompact"] = await call(service, {"op": "compact", "topic": "database",
                                            "summary": "Postgres 16 in production, SQLite for tests."})
    await call(service, {"op": "ingest", "text": jsonl([line(
        "db-d1", "Read replicas were added for the reporting dashboards.", "database",
        "2026-11-15T10:00:00Z", decisions=["Reporting reads go to a replica"])])})
    obs["chained"] = await call(service, {"op": "compact", "topic": "database"})
    obs["after_chained"] = await snapshot(service)
    obs["undo_inner"] = await call(service, {"op": "undo", "record_id": obs["recompact"]["record_id"]})
    obs["undo_outer"] = await call(service, {"op": "undo", "record_id": obs["chained"]["record_id"]})
    obs["after_undo_outer"] = await snapshot(service)
    return obs


async def successor(service: MemoryService, ws: Path) -> dict[str, Any]:
    """More than 50 closer memories push the record out of the vector hits for the query;
    they are a year old, so once found the recent record still ranks first."""
    fillers = [line(f"cache-{i}", f"Redis cache key group {i} holds session data for tenant {i}.", "cache",
                    "2025-11-01T00:00:00Z") for i in range(70)]
    sources = [
        line("port-1", "The staging Redis cache listens on port 6380.", "ports", "2026-11-02T00:00:00Z"),
        line("port-2", "Staging Redis uses port 6380, not the default 6379.", "ports", "2026-11-03T00:00:00Z"),
    ]
    await call(service, {"op": "ingest", "text": jsonl(fillers + sources)})
    compacted = await call(service, {"op": "compact", "topic": "ports",
                                     "summary": "Environment settings were consolidated after the migration."})
    return {"compact": compacted,
            "retrieve": await retrieve(service, "which port does the staging redis cache listen on?", top_k=5)}


async def concurrency(service: MemoryService, ws: Path) -> dict[str, Any]:
    await call(service, {"op": "ingest", "text": jsonl(CONVERSATIONS)})
    both = await asyncio.gather(*(call(service, {"op": "compact", "topic": "database"}) for _ in range(2)))
    snap = await snapshot(service)
    # Another process cannot open the store while this one holds it.
    proc = subprocess.run(
        [sys.executable, str(PYTHON_DIR / "compact.py"), "--workspace", str(ws), "--topic", "auth", "--direct"],
        capture_output=True, text=True, timeout=240,
    )
    return {"both": both, "after": snap, "other_process": {"exit": proc.returncode, "stdout": proc.stdout},
            "third": await call(service, {"op": "compact", "topic": "database"})}


async def resume(service: MemoryService, ws: Path) -> dict[str, Any]:
    """After a compaction was killed: what is visible, then the same command again."""
    obs: dict[str, Any] = {"crashed": await snapshot(service)}
    obs["topics"] = await call(service, {"op": "list_topics"})
    obs["retrieve"] = await retrieve(service, QUESTIONS["db-c1"])
    obs["rerun"] = await call(service, {"op": "compact", "topic": "database"})
    obs["after"] = await snapshot(service)
    obs["again"] = await call(service, {"op": "compact", "topic": "database"})
    return obs


async def seed(service: MemoryService, ws: Path) -> dict[str, Any]:
    await call(service, {"op": "ingest", "text": jsonl(CONVERSATIONS)})
    return {"before": await snapshot(service)}


SCENARIOS = {f.__name__: f for f in (lifecycle, successor, concurrency, resume, seed)}


def main() -> None:
    name, ws, output = sys.argv[1], Path(sys.argv[2]), Path(sys.argv[3])
    os.environ.pop("COGNEE_MEMORY_COMPACTION_CRASH_AT", None)

    async def run() -> dict[str, Any]:
        service = await MemoryService(StoreConfig.create(ws)).open()
        return await SCENARIOS[name](service, ws)

    output.write_text(json.dumps(asyncio.run(run())))


if __name__ == "__main__":
    main()
