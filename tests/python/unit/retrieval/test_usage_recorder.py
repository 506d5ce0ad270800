"""Usage tracking's queue: batched, applied under the write guard, failures swallowed."""

from __future__ import annotations

import asyncio
import contextlib
from datetime import datetime

from cognee_memory.retrieval.usage import UsageRecorder


class FakeStore:
    def __init__(self, fail: bool = False) -> None:
        self.calls: list[dict[str, int]] = []
        self.fail = fail
        self.guarded: list[bool] = []
        self.locked = False

    async def apply(self, counts: dict[str, int], when: datetime) -> None:
        self.guarded.append(self.locked)
        assert when.tzinfo is not None
        if self.fail:
            raise RuntimeError("disk full")
        self.calls.append(counts)

    @contextlib.asynccontextmanager
    async def guard(self):
        self.locked = True
        try:
            yield
        finally:
            self.locked = False


def test_accesses_are_batched_into_one_write_after_the_delay() -> None:
    async def scenario() -> FakeStore:
        store = FakeStore()
        recorder = UsageRecorder(store.apply, store.guard, delay=0.05)
        recorder.record(["a", "b"])
        recorder.record(["a"])
        assert store.calls == []  # nothing is written while the answer is being sent
        await asyncio.sleep(0.2)
        assert recorder.pending == 0 and recorder.batches_applied == 1
        return store

    store = asyncio.run(scenario())
    assert store.calls == [{"a": 2, "b": 1}]
    assert store.guarded == [True]


def test_a_failed_write_is_logged_and_dropped_without_raising(caplog) -> None:
    async def scenario() -> UsageRecorder:
        recorder = UsageRecorder(FakeStore(fail=True).apply, FakeStore().guard, delay=0.01)
        recorder.record(["a"])
        await asyncio.sleep(0.1)
        await recorder.flush()  # nothing left; still no exception
        return recorder

    recorder = asyncio.run(scenario())
    assert recorder.batches_failed == 1 and recorder.pending == 0
    assert "dropped 1 access" in caplog.text


def test_flush_applies_what_is_queued_at_once() -> None:
    async def scenario() -> FakeStore:
        store = FakeStore()
        recorder = UsageRecorder(store.apply, store.guard, delay=60)
        recorder.record(["x", "x", "y"])
        await recorder.flush()
        return store

    assert asyncio.run(scenario()).calls == [{"x": 2, "y": 1}]
