"""The worker's read cache: a store read runs once per distinct call between ingests, callers
get copies they may mutate, and nothing is cached while writing."""

from __future__ import annotations

import asyncio

from cognee_memory_eval.worker import ReadCache


class FakeStore:
    def __init__(self) -> None:
        self.calls = 0
        self.rows = ["a", "b"]

    async def _read(self, *args: object) -> list[str]:
        self.calls += 1
        return list(self.rows)

    embed = vector_search = distances = fetch = neighbours = _read

    async def successors(self, ids: list[str]) -> list[str]:
        self.calls += 1
        return list(self.rows)


def test_repeated_reads_hit_the_cache_and_return_independent_copies() -> None:
    store = FakeStore()
    cache = ReadCache(store)
    cache.enabled = True

    async def scenario() -> None:
        first = await store.successors(["x"])
        first.append("mutated by the caller")
        second = await store.successors(["x"])
        assert second == ["a", "b"]
        await store.successors(["y"])  # another argument: a real read
        await store.vector_search([0.1, 0.2], 10)
        await store.vector_search([0.1, 0.2], 10)

    asyncio.run(scenario())
    assert store.calls == 3 and cache.hits == 2


def test_reads_while_disabled_or_after_clear_go_to_the_store() -> None:
    store = FakeStore()
    cache = ReadCache(store)

    async def scenario() -> None:
        await store.fetch(["n1"])
        await store.fetch(["n1"])  # disabled (an ingest is running): no caching
        cache.enabled = True
        await store.fetch(["n1"])
        store.rows = ["c"]  # the store changed: an ingest ran
        cache.clear()
        assert await store.fetch(["n1"]) == ["c"]

    asyncio.run(scenario())
    assert store.calls == 4 and cache.hits == 0
