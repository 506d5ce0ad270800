"""Usage tracking: retrieval counts written back to the store after the answer has gone out.

A retrieve with ``track_usage`` only *queues* the ids it returned. A background task waits a
short batching window (so the answer is written to the client first and bursts of queries
become one write), then applies every queued increment in one store statement under the
service's write guard. A failed write is logged and dropped: usage is a ranking hint, never
worth failing or slowing an answer for.
"""

from __future__ import annotations

import asyncio
import logging
from collections import Counter
from datetime import datetime, timezone
from typing import Any, AsyncContextManager, Awaitable, Callable, Iterable

log = logging.getLogger("cognee_memory.retrieval.usage")

BATCH_DELAY_S = 1.0  # at most about one usage write per second, whatever the query rate

Apply = Callable[[dict[str, int], datetime], Awaitable[Any]]


class UsageRecorder:
    def __init__(self, apply: Apply, guard: Callable[[], AsyncContextManager[Any]],
                 *, delay: float = BATCH_DELAY_S) -> None:
        self._apply = apply
        self._guard = guard
        self.delay = delay
        self._pending: Counter[str] = Counter()
        self._task: asyncio.Task[None] | None = None
        self.batches_applied = 0
        self.batches_failed = 0

    @property
    def pending(self) -> int:
        return sum(self._pending.values())

    def record(self, memory_ids: Iterable[str]) -> None:
        """Queue one access per id and make sure a flush is scheduled. Never raises."""
        self._pending.update(memory_ids)
        if self._pending and (self._task is None or self._task.done()):
            self._task = asyncio.get_running_loop().create_task(self._flush_later())

    async def _flush_later(self) -> None:
        await asyncio.sleep(self.delay)
        await self.flush()

    async def flush(self) -> None:
        """Apply everything queued so far (also called on shutdown). Never raises."""
        while self._pending:
            batch, self._pending = self._pending, Counter()
            try:
                async with self._guard():
                    await self._apply(dict(batch), datetime.now(timezone.utc))
            except Exception as exc:  # noqa: BLE001 — the answer was already sent; log and move on
                self.batches_failed += 1
                log.warning("usage tracking: dropped %d access(es) after a failed write: %s: %s",
                            sum(batch.values()), type(exc).__name__, exc)
            else:
                self.batches_applied += 1
