"""Retrieves with each peer's ranking (the evaluation's scorers) from one real store in this process and writes the
responses as JSON (stdout is left to Cognee's noise). test_ranking_options_store.py makes the
assertions: one process saves the 10–20 s Cognee import per request.

    python ranking_driver.py WORKSPACE OUTPUT.json
"""

from __future__ import annotations

import asyncio
import json
import sys
from pathlib import Path
from typing import Any

from cognee_memory.backend.service import MemoryService
from cognee_memory.config import StoreConfig
from cognee_memory.errors import MemoryToolError
from cognee_memory_eval.settings import split_ranking
from driver_support import call

NOW = "2026-11-21T00:00:00Z"
MEMORIES = [
    {"id": "db-pg", "text": "We chose PostgreSQL as the production database for its JSONB columns.",
     "topic": "database", "source_created_at": "2025-11-01T10:00:00Z", "importance": 0.9},
    {"id": "db-pg-again", "text": "PostgreSQL is our production database because we need JSONB columns.",
     "topic": "database", "source_created_at": "2026-11-01T10:00:00Z"},
    {"id": "db-sqlite", "text": "Local development and CI tests use SQLite instead of the Postgres database.",
     "topic": "database", "source_created_at": "2026-11-15T10:00:00Z", "importance": 0.4},
    {"id": "db-backup", "text": "Nightly backups of the production database go to S3 with 30-day retention.",
     "topic": "database", "source_created_at": "2026-10-01T10:00:00Z"},
    {"id": "ui-font", "text": "The settings page uses the system font stack and a 14px base size.",
     "topic": "frontend", "source_created_at": "2026-11-20T10:00:00Z"},
]
QUERY = "production database"
REQUESTS = {
    "plan018": {},
    "synabun": {"ranking": {"preset": "synabun"}},
    "mnemexa": {"ranking": {"preset": "mnemexa"}},
    "memorysync": {"ranking": {"preset": "memorysync"}, "query": "what is the latest production database?"},
    "recall_plain": {"ranking": {"preset": "recall", "diversity": "off"}},
    "recall_diverse": {"ranking": {"preset": "recall", "diversity": "always"}},
    "bad_option": {"ranking": {"preset": "nope"}},
}


async def main(ws: Path, output: Path) -> None:
    service = await MemoryService(StoreConfig.create(ws)).open()
    obs: dict[str, Any] = {"ingest": await call(service, {"op": "ingest", "text": "".join(json.dumps(m) + "\n" for m in MEMORIES)})}
    # Access counts as the retrieval-tracking feature stores them: properties on the memory's node.
    await service.store.patch_properties({"db-sqlite": {"access_count": 40, "last_accessed_at": "2026-11-20T00:00:00Z"}})
    for name, extra in REQUESTS.items():
        # The ranking options over the cosine first stage, with no relevance gate (the formula alone).
        request = {"op": "retrieve", "query": QUERY, "now": NOW, "top_k": 5,
                   "lexical": False, "fusion": "none", "relevance_gate": False, **extra}
        obs[name] = await _retrieve(service, request)
    # The two sources of candidate vectors (stored rows, re-embedded texts) must agree.
    stored = await service.store.vectors([m["id"] for m in MEMORIES])
    fresh = await service.store.embed([m["text"] for m in MEMORIES])
    obs["vectors"] = {"stored": len(stored), "cosines": [
        _cosine(stored[m["id"]], f) for m, f in zip(MEMORIES, fresh) if m["id"] in stored
    ]}
    output.write_text(json.dumps(obs, indent=1))


async def _retrieve(service: MemoryService, request: dict[str, Any]) -> dict[str, Any]:
    """The product's handler, or a peer's ranking run as a scorer of the same pipeline (as the evaluation does)."""
    try:
        options, peer = split_ranking(request)
        return await (service.handle(options) if peer is None else service.retrieve(options, peer))
    except MemoryToolError as exc:
        return exc.to_json()


def _cosine(a: list[float], b: list[float]) -> float:
    dot = sum(x * y for x, y in zip(a, b))
    return dot / ((sum(x * x for x in a) ** 0.5) * (sum(y * y for y in b) ** 0.5))


if __name__ == "__main__":
    asyncio.run(main(Path(sys.argv[1]), Path(sys.argv[2])))
