"""A large ingest is scrubbed in slices, and between two slices the preparation lets the reads
running beside it finish first: one scrubbing thread that ran the whole import made every read
of that time several times slower (they waited for the GIL at each hand-off)."""

from __future__ import annotations

import asyncio
import json
import threading

import pytest

from cognee_memory.backend import preparation
from cognee_memory.backend.server import ReadWriteLock
from cognee_memory.errors import MemoryToolError

SECRET = "ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"


def lines(n: int, bad_id_at: int | None = None) -> str:
    return "".join(json.dumps({"id": f"m{i}" if i != bad_id_at else f"m-{SECRET}",
                               "text": f"note {i}: the deploy uses token {SECRET}", "topic": "t"}) + "\n"
                   for i in range(n))


def test_every_slice_is_scrubbed_and_the_preparation_pauses_between_slices() -> None:
    pauses: list[int] = []

    async def pause() -> None:
        pauses.append(1)

    memories, redacted = asyncio.run(preparation.prepare_ingest(lines(600), True, pause))
    assert [m.id for m in memories] == [f"m{i}" for i in range(600)]  # all of them, in order
    assert not any(SECRET in m.text for m in memories)
    assert sum(redacted.values()) == 600
    assert len(pauses) == 2  # slices of 250: a pause before the second and the third


def test_a_read_running_during_the_preparation_finishes_before_the_next_slice(
        monkeypatch: pytest.MonkeyPatch) -> None:
    events: list[str] = []
    first_slice = threading.Event()
    real_slice = preparation._scrub_slice

    def recording_slice(memories: list) -> tuple:
        events.append("slice")
        first_slice.set()
        return real_slice(memories)

    monkeypatch.setattr(preparation, "_scrub_slice", recording_slice)

    async def main() -> None:
        lock = ReadWriteLock()
        reading = asyncio.Event()

        async def read() -> None:
            async with lock.read():
                reading.set()
                events.append("read-start")
                # Still reading once the first slice has begun (however late its thread starts),
                # and a while after: the second slice must wait for this read to end.
                assert await asyncio.to_thread(first_slice.wait, 30)
                await asyncio.sleep(0.3)
                events.append("read-end")

        task = asyncio.create_task(read())
        await reading.wait()
        await preparation.prepare_ingest(lines(300), True, lambda: lock.until_no_reads(5.0))
        await task

    asyncio.run(main())
    assert events == ["read-start", "slice", "read-end", "slice"]


def test_an_id_holding_a_credential_in_a_later_slice_refuses_the_whole_ingest() -> None:
    with pytest.raises(MemoryToolError) as refused:
        asyncio.run(preparation.prepare_ingest(lines(600, bad_id_at=550), True))
    assert refused.value.code == "INVALID_INPUT"
    assert "1 memory id(s)" in refused.value.message


def test_without_scrubbing_the_memories_are_kept_as_given() -> None:
    memories, redacted = asyncio.run(preparation.prepare_ingest(lines(3), False))
    assert all(SECRET in m.text for m in memories) and not redacted
