"""In the backend, a large import's chunks are written alongside reads: a question asked while
a chunk is written is answered before that chunk ends; other writes still wait for the chunk,
and what must not overlap a read (the store's upkeep after the import) runs as a normal write."""

from __future__ import annotations

import asyncio
import contextlib
import json
from pathlib import Path
from typing import Any

import pytest

from cognee_memory.backend import service as service_module
from cognee_memory.backend.server import ReadWriteLock
from cognee_memory.backend.service import MemoryService
from cognee_memory.config import StoreConfig
from cognee_memory.storage.interface import no_pause


class SlowStore:
    """Each chunk's write takes ``write_s``; records the order of events."""

    def __init__(self, events: list[str], write_s: float) -> None:
        self.events = events
        self.write_s = write_s
        self.pause_point: Any = None  # set by the service for each chunk

    async def open(self) -> "SlowStore":
        return self

    def exclusive(self) -> Any:
        return contextlib.nullcontext()

    @contextlib.asynccontextmanager
    async def bulk_import(self) -> Any:
        yield

    async def import_chunk_written(self, last: bool) -> None:
        return None

    async def write_done(self) -> bool:
        self.events.append("write_done")
        return False

    async def upsert(self, memories: list[Any]) -> list[str]:
        self.events.append("chunk-start")
        await asyncio.sleep(self.write_s)
        await self.pause_point()
        self.events.append("chunk-step")
        await asyncio.sleep(self.write_s)
        self.events.append("chunk-end")
        return [m.id for m in memories]


def service_with_backend_lock(tmp_path: Path, store: SlowStore) -> MemoryService:
    service = MemoryService(StoreConfig.create(tmp_path))
    service.store = store  # type: ignore[assignment]
    lock = ReadWriteLock()
    service.read_guard, service.write_guard, service.import_guard = lock.read, lock.write, lock.write_alongside_reads
    service.reads_first = lambda: lock.until_no_reads(5.0)
    return service


def import_text(n: int) -> str:
    return "".join(json.dumps({"id": f"m{i}", "text": f"note {i} about the cache", "topic": "t"}) + "\n"
                   for i in range(n))


def test_a_read_is_answered_while_an_import_chunk_is_written(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(service_module, "INGEST_CHUNK", 100)
    events: list[str] = []
    service = service_with_backend_lock(tmp_path, SlowStore(events, write_s=0.3))

    async def read() -> None:
        while "chunk-start" not in events:
            await asyncio.sleep(0.005)
        async with service.read_guard():
            events.append("read")

    async def main() -> None:
        await asyncio.gather(service.ingest({"text": import_text(300), "update_policy": "off"}), read())

    asyncio.run(main())
    first_end = events.index("chunk-end")
    assert events.index("read") < first_end  # not after the chunk: during it
    assert events[-1] == "write_done"  # the upkeep ran once, as a write of its own, at the end
    assert events.count("write_done") == 1


def test_a_chunk_lets_a_read_running_beside_it_finish_first_at_its_next_pause(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(service_module, "INGEST_CHUNK", 100)
    events: list[str] = []
    service = service_with_backend_lock(tmp_path, SlowStore(events, write_s=0.1))

    async def slow_read() -> None:
        while "chunk-start" not in events:
            await asyncio.sleep(0.005)
        async with service.read_guard():
            events.append("read-start")
            await asyncio.sleep(0.4)  # longer than the chunk's first step
            events.append("read-end")

    async def main() -> None:
        await asyncio.gather(service.ingest({"text": import_text(100 * 3), "update_policy": "off"}), slow_read())

    asyncio.run(main())
    assert events.index("read-start") < events.index("read-end") < events.index("chunk-step")
    assert events.count("chunk-end") == 3 and service.store.pause_point is no_pause  # reset after


def test_another_write_waits_for_the_running_chunk(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(service_module, "INGEST_CHUNK", 100)
    events: list[str] = []
    service = service_with_backend_lock(tmp_path, SlowStore(events, write_s=0.2))

    async def write() -> None:
        while "chunk-start" not in events:
            await asyncio.sleep(0.005)
        async with service.write_guard():
            events.append("write")

    async def main() -> None:
        await asyncio.gather(service.ingest({"text": import_text(300), "update_policy": "off"}), write())

    asyncio.run(main())
    assert events.index("write") > events.index("chunk-end")


def test_a_waiting_writer_does_not_hold_back_reads_during_an_import_chunk() -> None:
    async def main() -> list[str]:
        lock, events = ReadWriteLock(), []
        chunk_started, chunk_may_end = asyncio.Event(), asyncio.Event()

        async def chunk() -> None:
            async with lock.write_alongside_reads():
                chunk_started.set()
                await chunk_may_end.wait()
            events.append("chunk-end")

        async def writer() -> None:
            async with lock.write():
                events.append("write")

        async def reader() -> None:
            async with lock.read():
                events.append("read")
            chunk_may_end.set()

        task = asyncio.create_task(chunk())
        await chunk_started.wait()
        pending_write = asyncio.create_task(writer())
        await asyncio.sleep(0.01)  # the writer now waits for the chunk
        await asyncio.wait_for(reader(), 1.0)
        await asyncio.gather(task, pending_write)
        return events

    assert asyncio.run(main()) == ["read", "chunk-end", "write"]


def test_a_write_excludes_reads_and_the_next_chunk_waits_for_a_waiting_writer() -> None:
    async def main() -> list[str]:
        lock, events = ReadWriteLock(), []
        reading, read_may_end = asyncio.Event(), asyncio.Event()

        async def reader() -> None:
            async with lock.read():
                reading.set()
                await read_may_end.wait()
            events.append("read-end")

        async def writer() -> None:
            async with lock.write():
                events.append("write")

        async def chunk() -> None:
            async with lock.write_alongside_reads():
                events.append("chunk")

        first = asyncio.create_task(reader())
        await reading.wait()
        waiting_writer = asyncio.create_task(writer())
        await asyncio.sleep(0.01)
        next_chunk = asyncio.create_task(chunk())
        await asyncio.sleep(0.01)
        assert events == []  # the writer waits for the read, the chunk for the writer
        read_may_end.set()
        await asyncio.gather(first, waiting_writer, next_chunk)
        return events

    assert asyncio.run(main()) == ["read-end", "write", "chunk"]


def test_status_reads_the_count_only_when_no_write_holds_the_store() -> None:
    """The status's memory count is a read: never while a write may close and reopen the graph."""
    async def main() -> list[bool]:
        lock, seen = ReadWriteLock(), []
        async with lock.read_if_free() as free:
            seen.append(free)
        async with lock.write():
            async with lock.read_if_free() as free:
                seen.append(free)
        async with lock.write_alongside_reads():
            async with lock.read_if_free() as free:
                seen.append(free)
        writer_done = asyncio.Event()
        async with lock.read_if_free() as free:  # a writer now waits for this read
            seen.append(free)
            waiting = asyncio.create_task(_write_then_set(lock, writer_done))
            await asyncio.sleep(0.01)
            seen.append(writer_done.is_set())
        await waiting
        return seen

    assert asyncio.run(main()) == [True, False, True, True, False]


async def _write_then_set(lock: ReadWriteLock, done: asyncio.Event) -> None:
    async with lock.write():
        done.set()


class FullDiskStore(SlowStore):
    async def upsert(self, memories: list[Any]) -> list[str]:
        from cognee_memory.errors import MemoryToolError

        raise MemoryToolError("STORAGE_FULL", "no space left")

    async def fetch(self, ids: list[str]) -> list[Any]:
        return []


def test_a_failed_import_leaves_its_upkeep_alone_and_a_stopped_one_does_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from cognee_memory.errors import MemoryToolError

    monkeypatch.setattr(service_module, "INGEST_CHUNK", 100)
    events: list[str] = []
    service = service_with_backend_lock(tmp_path, FullDiskStore(events, write_s=0.0))
    with pytest.raises(MemoryToolError) as failed:
        asyncio.run(service.ingest({"text": import_text(300), "update_policy": "off"}))
    assert failed.value.code == "STORAGE_FULL" and "write_done" not in events  # no upkeep on a full disk

    events.clear()
    service = service_with_backend_lock(tmp_path, SlowStore(events, write_s=0.0))
    service.stop_requested = lambda: "chunk-end" in events
    with pytest.raises(MemoryToolError) as stopped:
        asyncio.run(service.ingest({"text": import_text(300), "update_policy": "off"}))
    assert stopped.value.code == "INTERRUPTED" and events.count("chunk-end") == 1
    assert events[-1] == "write_done"
