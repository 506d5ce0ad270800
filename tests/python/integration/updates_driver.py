"""Runs the update-detection and supersession scenario against a real store in this process and
writes what it observed as JSON (stdout is left to Cognee's noise). Used by
test_updates_store.py, which makes the assertions: one process saves the Cognee import per step.

    python updates_driver.py WORKSPACE OUTPUT.json
"""

from __future__ import annotations

import asyncio
import json
import sys
import time
from pathlib import Path
from typing import Any

from cognee_memory.backend.service import MemoryService
from cognee_memory.config import StoreConfig
from driver_support import call, jsonl

NOW = "2026-04-01T00:00:00Z"


def line(mid: str, text: str, topic: str | None, when: str, status: str | None = "Active", **fields: Any) -> dict:
    row = {"id": mid, "text": text, "topic": topic, "source_created_at": when, **fields}
    if status is not None:
        row["status"] = status
    return row


BASE = [
    line("pg-15", "We use PostgreSQL 15 in production.", "database", "2026-03-02T10:00:00Z",
         references=["deploy/db.tf"]),
    line("pool-20", "The connection pool has 20 connections.", "database", "2026-03-03T10:00:00Z",
         references=["src/db/pool.ts"]),
    line("pg-billing", "We use Postgres for billing.", "database", "2026-03-04T10:00:00Z"),
    line("sessions", "We use Redis for caching sessions.", "caching", "2026-03-05T10:00:00Z"),
    line("migrations", "Never edit a migration that has shipped.", "database", "2026-03-06T10:00:00Z"),
    line("dr-db", "Decision record for the database: nightly backups are kept for 30 days.", "backups",
         "2026-03-07T10:00:00Z", status="DecisionRecord"),
    line("deploy-tue", "Deploys happen on Tuesdays.", "release", "2026-03-20T10:00:00Z"),
]
# Close to the old wording of pg-15, so that its successor is not among the vector hits.
FILLER = [
    line(f"svc-{i}", f"We use PostgreSQL 15 in production for service {i}.", None, "2026-03-01T09:00:00Z")
    for i in range(60)
]


async def snapshot(service: MemoryService) -> dict[str, Any]:
    """Every memory's status, links and update bookkeeping."""
    store = service.store
    members = await store.all_memories()
    props = await store.node_properties([s.memory.id for s in members])
    out = {}
    for s in members:
        body = s.memory.to_json()
        body["supersedes"] = sorted(body["supersedes"])
        body["superseded_by"] = sorted(body["superseded_by"])
        for key in ("supersession", "possible_updates", "merged_from"):
            body[key] = props[s.memory.id].get(key)
        out[s.memory.id] = body
    return out


async def ingest(service: MemoryService, rows: list[dict], **options: Any) -> dict[str, Any]:
    return await call(service, {"op": "ingest", "text": jsonl(rows), **options})


async def retrieve(service: MemoryService, query: str, **extra: Any) -> dict[str, Any]:
    return await call(service, {"op": "retrieve", "query": query, "now": NOW, "top_k": 10, **extra})


async def scenario(service: MemoryService) -> dict[str, Any]:
    obs: dict[str, Any] = {"seconds": {}}
    start = time.perf_counter()
    obs["base"] = await ingest(service, BASE)
    obs["seconds"]["first ingest (opens the store)"] = time.perf_counter() - start
    await ingest(service, FILLER, update_policy="off")
    before = await snapshot(service)

    # suggest (the default): reported and recorded, nothing changes status.
    start = time.perf_counter()
    obs["suggest"] = await ingest(service, [line("pg-16", "We upgraded production to PostgreSQL 16.", "database",
                                                 "2026-03-25T10:00:00Z", references=["deploy/db.tf"])])
    obs["seconds"]["ingest one memory with detection"] = time.perf_counter() - start
    obs["after_suggest"] = after_suggest = await snapshot(service)
    obs["statuses_unchanged_by_suggest"] = all(after_suggest[m]["status"] == before[m]["status"] for m in before)

    # supersede: dry run, then for real; retrieval with and without superseded memories.
    obs["dry_run"] = await call(service, {"op": "supersede", "old": "pg-15", "new": "pg-16", "dry_run": True})
    obs["unchanged_after_dry_run"] = await snapshot(service) == after_suggest
    obs["supersede"] = await call(service, {"op": "supersede", "old": "pg-15", "new": "pg-16"})
    obs["after_supersede"] = after = await snapshot(service)
    obs["again"] = await call(service, {"op": "supersede", "old": "pg-15", "new": "pg-16"})
    obs["unchanged_after_again"] = await snapshot(service) == after
    query = "We use PostgreSQL 15 in production."
    obs["retrieve_default"] = await retrieve(service, query, top_k=5)
    obs["retrieve_included"] = await retrieve(service, query, top_k=5, include_superseded=True)
    obs["retrieve_included_wide"] = await retrieve(service, query, top_k=80, max_tokens=100000,
                                                   include_superseded=True)

    # safety: every bad request is refused and changes nothing.
    obs["bad"] = {
        "itself": await call(service, {"op": "supersede", "old": "pool-20", "new": "pool-20"}),
        "unknown new": await call(service, {"op": "supersede", "old": "pool-20", "new": "no-such-memory"}),
        "unknown old": await call(service, {"op": "supersede", "old": "no-such-memory", "new": "pool-20"}),
        "cycle": await call(service, {"op": "supersede", "old": "pg-16", "new": "pg-15"}),
        "already superseded": await call(service, {"op": "supersede", "old": "pg-15", "new": "pool-20"}),
        "restore an Active memory": await call(service, {"op": "restore", "id": "pool-20"}),
        "restore an unknown id": await call(service, {"op": "restore", "id": "no-such-memory"}),
        "empty id": await call(service, {"op": "supersede", "old": " ", "new": "pool-20"}),
    }
    obs["unchanged_after_bad"] = await snapshot(service) == after

    # restore: dry run, then for real.
    obs["restore_dry_run"] = await call(service, {"op": "restore", "id": "pg-15", "dry_run": True})
    obs["unchanged_after_restore_dry_run"] = await snapshot(service) == after
    obs["restore"] = await call(service, {"op": "restore", "id": "pg-15"})
    obs["after_restore"] = await snapshot(service)

    # auto: a confident update supersedes; other scopes, records and newer memories do not.
    obs["auto"] = await ingest(service, [
        line("pool-50", "The connection pool now has 50 connections.", "database", "2026-03-26T10:00:00Z",
             references=["src/db/pool.ts"]),
        line("pg-analytics", "We use Postgres for analytics.", "database", "2026-03-26T11:00:00Z"),
        line("backups-90", "Nightly backups are kept for 90 days from now on.", "backups", "2026-03-26T12:00:00Z"),
        line("deploy-fri", "Deploys happen on Fridays.", "release", "2026-03-10T10:00:00Z"),
    ], update_policy="auto")
    obs["after_auto"] = await snapshot(service)
    obs["auto_restore"] = await call(service, {"op": "restore", "id": "pool-20"})
    obs["after_auto_restore"] = await snapshot(service)
    obs["off"] = await ingest(service, [line("pool-60", "The connection pool now has 60 connections.", "database",
                                             "2026-03-27T10:00:00Z", references=["src/db/pool.ts"])],
                              update_policy="off")
    obs["after_off"] = await snapshot(service)

    # dedup: an exact repeat is merged; a close rewording is flagged and stored.
    obs["dedup"] = await ingest(service, [
        line("sessions-again", "We use Redis for caching sessions.", "caching", "2026-03-28T10:00:00Z"),
        line("migrations-again", "A migration that has shipped must never be edited.", "database",
             "2026-03-28T11:00:00Z"),
    ], dedup=True)
    obs["after_dedup"] = await snapshot(service)

    # crash safety: a supersession interrupted after its bookkeeping and edges is finished by a rerun.
    store = service.store
    await store.patch_properties({"pg-billing": {"supersession": {
        "state": "pending", "by": "pg-analytics", "prior_status": "Active", "mode": "manual",
        "confidence": None, "reasons": [], "superseded_at": "2026-03-29T00:00:00Z"}}})
    await store.link_supersession("pg-analytics", ["pg-billing"])
    obs["interrupted"] = (await snapshot(service))["pg-billing"]
    obs["finish"] = await call(service, {"op": "supersede", "old": "pg-billing", "new": "pg-analytics"})
    obs["after_finish"] = (await snapshot(service))["pg-billing"]

    # a partial update: even the auto policy leaves the older memory (and its production fact) visible.
    await ingest(service, [line("db-prod-tests", "We use PostgreSQL 16 in production and SQLite in tests.", "test-db",
                                "2026-03-01T10:00:00Z")], update_policy="off")
    obs["partial"] = await ingest(service, [line("db-tests-switch", "We switched the test database from SQLite to "
                                                 "Testcontainers Postgres.", "test-db", "2026-03-30T10:00:00Z")],
                                  update_policy="auto")
    obs["after_partial"] = (await snapshot(service))["db-prod-tests"]
    return obs


async def main(ws: Path, output: Path) -> None:
    service = MemoryService(StoreConfig.create(ws))
    observed = await scenario(service)
    output.write_text(json.dumps(observed, indent=1, default=str))


if __name__ == "__main__":
    asyncio.run(main(Path(sys.argv[1]), Path(sys.argv[2])))
