"""Operations on one workspace's store, as JSON request → JSON response handlers.

The same handlers serve the one-shot ``--direct`` path and the long-lived backend.
"""

from __future__ import annotations

import asyncio
import logging
from contextlib import asynccontextmanager
from collections import Counter
from datetime import datetime, timezone
from typing import Any, AsyncContextManager, AsyncIterator, Awaitable, Callable

import numpy as np

from . import ranking
from .errors import MemoryToolError
from .model import format_timestamp
from .requests import CONTRACT_VERSION, RetrieveRequest, parse_ingest_text
from .scrubbing import redaction_report, scrub_memories, scrub_summary
from .search import Candidate, hybrid_candidates
from .store import make_store
from .workspace import StoreConfig

log = logging.getLogger("cognee_memory.service")

Handler = Callable[[dict[str, Any]], Awaitable[dict[str, Any]]]


def rank_candidates(candidates: list[Candidate], request: RetrieveRequest) -> dict[str, Any]:
    """Plan 018 over the candidates → the retrieve response body (pure; no store)."""
    now = request.clock()
    n = len(candidates)
    stamps = np.full(n, np.nan)
    for i, c in enumerate(candidates):
        ts = c.memory.source_created_at or c.memory.created_at
        if ts is not None:
            stamps[i] = ts.timestamp()
    ages = ranking.age_days(stamps, now)
    codes = np.array([ranking.STATUS_CODES[c.memory.status] for c in candidates], dtype=np.int64)
    ids = np.array([c.memory.id for c in candidates], dtype=str)
    result = ranking.rank(
        np.array([c.semantic for c in candidates], dtype=np.float64),
        ages,
        codes,
        ids,
        half_life_days=request.half_life_days,
        multipliers=ranking.multiplier_table(request.multiplier_map),
    )
    tokens = [ranking.estimate_tokens(candidates[i].memory.text) for i in result.order]
    kept = ranking.trim_to_budget(tokens, request.top_k, request.max_tokens)
    results = []
    for position, i in enumerate(result.order[:kept]):
        memory = candidates[i].memory
        results.append(
            {
                **memory.to_json(),
                "semantic_score": float(result.semantic[i]),
                "recency_multiplier": float(result.recency[i]),
                "status_multiplier": float(result.status_multiplier[i]),
                "score": float(result.score[i]),
                "age_days": float(ages[i]),
                "tokens": tokens[position],
                "found_by": candidates[i].found_by,
            }
        )
    return {
        "success": True,
        "contract_version": CONTRACT_VERSION,
        "query": request.query,
        "half_life_days": request.half_life_days,
        "include_superseded": request.include_superseded,
        "now": format_timestamp(now),
        "results": results,
        "total_candidates": n,
        "total_tokens": sum(tokens[:kept]),
    }


class MemoryService:
    """Owns one open store and answers requests against it."""

    def __init__(self, config: StoreConfig) -> None:
        self.config = config
        self.store = make_store(config)
        self._opened = False
        lock = asyncio.Lock()
        # Every write runs inside write_guard(); the backend swaps in its read/write lock
        # so that writes also wait for running reads.
        self.write_guard: Callable[[], AsyncContextManager[Any]] = lambda: lock
        self.handlers: dict[str, Handler] = {
            "retrieve": self.retrieve,
            "ingest": self.ingest,
            "stats": self.stats,
            "list_topics": self.list_topics,
            "compact": self.compact,
            "undo": self.undo,
            "scrub": self.scrub,
            "export": self.export,
            "import": self.import_memories,
        }

    async def open(self) -> "MemoryService":
        if not self._opened:
            await self.store.open()
            self._opened = True
        return self

    @asynccontextmanager
    async def writing(self) -> AsyncIterator[None]:
        """This process's write lock, then the store's own (a team space's server-wide one)."""
        async with self.write_guard(), self.store.exclusive():
            yield

    async def handle(self, request: dict[str, Any]) -> dict[str, Any]:
        op = request.get("op")
        handler = self.handlers.get(op) if isinstance(op, str) else None
        if handler is None:
            raise MemoryToolError(
                "INVALID_ARGUMENT", f"Unknown operation {op!r}; known: {', '.join(sorted(self.handlers))}."
            )
        await self.open()
        return await handler(request)

    async def retrieve(self, data: dict[str, Any]) -> dict[str, Any]:
        request = RetrieveRequest.from_json(data)
        vector = (await self.store.embed([request.query]))[0]
        candidates = await hybrid_candidates(
            self.store, vector, request.top_k, request.include_superseded
        )
        return rank_candidates(candidates, request)

    async def ingest(self, data: dict[str, Any]) -> dict[str, Any]:
        text = data.get("text")
        if not isinstance(text, str):
            raise MemoryToolError("INVALID_INPUT", "The ingest request carries no JSON Lines text.")
        scrub = data.get("scrub", True)
        if not isinstance(scrub, bool):
            raise MemoryToolError("INVALID_ARGUMENT", f"'scrub' must be true or false, got {scrub!r}.")
        memories = parse_ingest_text(text, datetime.now(timezone.utc))
        redacted: Counter[str] = Counter()
        if scrub:
            # Before the store sees them: nothing unscrubbed is embedded or written to disk.
            memories, changed = scrub_memories(memories)
            for counts in changed.values():
                redacted += counts
        else:
            log.warning("Secret scrubbing is off for this ingest (scrub=false): %d memories stored as given.",
                        len(memories))
        async with self.writing():
            stored = await self.store.upsert(memories)
        return {"success": True, "contract_version": CONTRACT_VERSION, "stored": stored, "count": len(stored),
                "scrubbed": scrub, "redactions": redaction_report(redacted)}

    async def stats(self, data: dict[str, Any]) -> dict[str, Any]:
        return {
            "success": True,
            "contract_version": CONTRACT_VERSION,
            "storage_dir": str(self.config.storage_dir),
            "memories": await self.store.count(),
        }

    # ---- compaction (the logic lives in compaction_ops; writes are serialised here) ----

    async def list_topics(self, data: dict[str, Any]) -> dict[str, Any]:
        from . import compaction_ops

        return await compaction_ops.list_topics(self.store, data)

    async def compact(self, data: dict[str, Any]) -> dict[str, Any]:
        from . import compaction_ops

        data = scrub_summary(data)
        if data.get("dry_run"):
            return await compaction_ops.compact(self.store, data)
        # Claimed before waiting for the lock: a second compaction of the topic is refused.
        with compaction_ops.claim_topic(data.get("topic")):
            async with self.writing():
                return await compaction_ops.compact(self.store, data)

    async def undo(self, data: dict[str, Any]) -> dict[str, Any]:
        from . import compaction_ops

        async with self.writing():
            return await compaction_ops.undo(self.store, data)

    async def scrub(self, data: dict[str, Any]) -> dict[str, Any]:
        from . import scrub_ops

        if data.get("dry_run") is True:
            return await scrub_ops.scrub_store(self.store, data)
        async with self.writing():
            return await scrub_ops.scrub_store(self.store, data)

    # ---- migration between profiles (the logic lives in migration_ops) ----------------

    async def export(self, data: dict[str, Any]) -> dict[str, Any]:
        from . import migration_ops

        return await migration_ops.export_store(self.store)

    async def import_memories(self, data: dict[str, Any]) -> dict[str, Any]:
        from . import migration_ops

        async with self.writing():
            return await migration_ops.import_store(self.store, data)
