"""A large ingest is parsed and scrubbed off the event loop, so the backend goes on answering
reads meanwhile (at 100k memories that preparation takes about 20 s)."""

from __future__ import annotations

import asyncio
import contextlib
import json
from pathlib import Path
from typing import Any

import pytest

from cognee_memory.backend import service as service_module
from cognee_memory.backend.service import MemoryService
from cognee_memory.config import StoreConfig


class RecordingStore:
    """Stores nothing; notes how often the event loop ran before the first write, and whether
    the import told it to keep its indexes up."""

    def __init__(self, ticks: list[int]) -> None:
        self.ticks = ticks
        self.ticks_at_first_write: int | None = None
        self.chunks: list[bool] = []
        self.bulk = False

    async def open(self) -> "RecordingStore":
        return self

    def exclusive(self) -> Any:
        return contextlib.nullcontext()

    @contextlib.asynccontextmanager
    async def bulk_import(self) -> Any:
        self.bulk = True
        yield
        self.bulk = False

    async def import_chunk_written(self, last: bool) -> None:
        assert self.bulk
        self.chunks.append(last)

    async def write_done(self) -> bool:
        return False

    async def upsert(self, memories: list[Any]) -> list[str]:
        if self.ticks_at_first_write is None:
            self.ticks_at_first_write = self.ticks[0]
        return [m.id for m in memories]


def test_reads_are_served_while_a_large_ingest_is_parsed_and_scrubbed(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(service_module, "INGEST_CHUNK", 1000)
    text = "".join(json.dumps({"id": f"m{i}", "text": f"note {i}: the cache layer uses redis key {i} "
                               "and token=abcdef0123456789abcdef", "topic": "t"}) + "\n" for i in range(6000))
    ticks = [0]
    store = RecordingStore(ticks)

    async def main() -> dict[str, Any]:
        service = MemoryService(StoreConfig.create(tmp_path))
        service.store = store  # type: ignore[assignment]
        done = asyncio.Event()

        async def tick() -> None:  # stands in for the reads the backend answers meanwhile
            while not done.is_set():
                ticks[0] += 1
                await asyncio.sleep(0.001)

        ticker = asyncio.create_task(tick())
        try:
            return await service.ingest({"text": text, "update_policy": "off"})
        finally:
            done.set()
            await ticker

    body = asyncio.run(main())
    assert body["count"] == 6000
    assert store.ticks_at_first_write is not None and store.ticks_at_first_write >= 10
    assert store.chunks == [False] * 5 + [True]  # the writer kept the indexes up, chunk by chunk
