"""Runs the lexical-retrieval and usage-tracking scenario against a real store in this process
and writes what it observed as JSON. test_lexical_usage.py makes the assertions (one Cognee
import for the whole module).

    python lexical_usage_driver.py WORKSPACE OUTPUT.json
"""

from __future__ import annotations

import asyncio
import json
import sys
from pathlib import Path
from typing import Any

from cognee_memory.backend.service import MemoryService
from cognee_memory.config import StoreConfig
from driver_support import jsonl

NOW = "2026-11-21T00:00:00Z"

TOPICS = {
    "database": ["We keep the main database on PostgreSQL with JSONB columns.",
                 "Migrations run with Alembic on every deploy.",
                 "Local development uses SQLite instead of Postgres.",
                 "Nightly database backups go to object storage for thirty days."],
    "caching": ["Sessions are cached in Redis with a one hour expiry.",
                "The HTTP layer sends ETags so browsers can revalidate pages.",
                "Cache keys carry the tenant id to avoid leaks between customers."],
    "ci": ["Integration tests run nightly on the main branch.",
           "Pull requests run unit tests and the linter in under five minutes.",
           "The Node version is pinned in the CI image."],
}
# A rare product code that only an exact word match finds reliably.
RARE = {"id": "rare", "topic": "hardware", "status": "Active", "source_created_at": "2026-11-20T00:00:00Z",
        "text": "The QZX7741 sensor board needs firmware 2.3 before it talks to the gateway."}


def corpus() -> list[dict[str, Any]]:
    rows = [RARE]
    for topic, texts in TOPICS.items():
        for i, text in enumerate(texts):
            rows.append({"id": f"{topic}-{i}", "text": text, "topic": topic, "status": "Active",
                         "source_created_at": f"2026-11-{10 + i:02d}T12:00:00Z"})
    return rows


async def usage(service: MemoryService, ids: list[str]) -> dict[str, dict[str, Any]]:
    props = await service.store.node_properties(ids)
    return {m: {"access_count": p.get("access_count"), "last_accessed_at": p.get("last_accessed_at")}
            for m, p in props.items()}


async def scenario(ws: Path) -> dict[str, Any]:
    out: dict[str, Any] = {}
    service = MemoryService(StoreConfig.create(ws))
    await service.handle({"op": "ingest", "text": jsonl(corpus())})
    # The cosine first stage and no gate: each variant below switches one stage on.
    query = {"op": "retrieve", "query": "QZX7741 firmware", "top_k": 5, "now": NOW,
             "lexical": False, "fusion": "none", "relevance_gate": False}

    # ---- lexical retrieval and fusion ----
    out["plain"] = await service.handle(query)
    out["plain_again"] = await service.handle(query)
    out["lexical"] = await service.handle({**query, "lexical": True})
    out["rrf"] = await service.handle({**query, "lexical": True, "fusion": "rrf"})
    out["bm25_hits"] = await service.store.lexical_search("QZX7741", 10)
    # Writes after the index was built: a new memory and a rewritten one are found by their new words.
    await service.handle({"op": "ingest", "text": jsonl([
        {"id": "late", "text": "The WBV3310 relay replaced the old one in the lab.", "status": "Active"},
        {"id": "caching-0", "text": "Sessions now live in Memcached.", "topic": "caching",
         "status": "Active"}])})
    out["after_write"] = {q: [n for n, _ in await service.store.lexical_search(q, 10)]
                          for q in ("WBV3310", "Memcached", "Redis", "QZX7741")}

    # ---- usage tracking ----
    ids = [c["id"] for c in corpus()]
    out["usage_initial"] = await usage(service, ids)
    skipped = await service.handle({**query, "track_usage": True})  # no recorder: the --direct path
    out["direct_tracking"] = skipped.get("usage_tracking")
    out["usage_after_direct"] = await usage(service, ids)

    recorder = service.enable_usage_tracking(delay=0.05)
    tracked = await service.handle({**query, "track_usage": True})
    out["tracked"] = tracked
    out["usage_right_after_answer"] = await usage(service, ids)
    await asyncio.sleep(0.5)
    out["usage_after_one"] = await usage(service, ids)
    await service.handle({**query, "track_usage": True})
    await service.handle({**query, "track_usage": True})
    await service.flush_usage()
    out["usage_after_three"] = await usage(service, ids)
    untracked = await service.handle(query)
    await service.flush_usage()
    out["untracked"] = untracked
    out["usage_after_untracked"] = await usage(service, ids)

    # Re-ingesting a tracked memory keeps its counters.
    first = tracked["results"][0]["id"]
    row = next(r for r in corpus() if r["id"] == first)
    await service.handle({"op": "ingest", "text": jsonl([{**row, "text": row["text"] + " (confirmed)"}])})
    out["reingested"] = first
    out["usage_after_reingest"] = await usage(service, [first])
    out["untracked_after_reingest"] = await service.handle(query)

    # A failing usage write never touches the answer.
    async def broken(counts: dict[str, int], when: Any) -> int:
        raise RuntimeError("simulated disk failure")

    service.store.record_access = broken  # type: ignore[method-assign]
    out["failing"] = await service.handle({**query, "track_usage": True})
    await service.flush_usage()
    out["batches_failed"] = recorder.batches_failed
    out["usage_after_failure"] = await usage(service, ids)
    return out


def main() -> None:
    ws, output = Path(sys.argv[1]), Path(sys.argv[2])
    output.write_text(json.dumps(asyncio.run(scenario(ws)), default=str))


if __name__ == "__main__":
    main()
