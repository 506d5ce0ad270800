"""A search may build the missing full-text index while an import's chunk builds it too (reads
run alongside imports): the two builds take turns, and the second sees the first's index
instead of failing to commit on the version the first one passed."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from conftest import run_store_script

pytestmark = pytest.mark.integration

SCRIPT = textwrap.dedent("""
    import asyncio, json, sys
    from pathlib import Path
    from cognee_memory.config import StoreConfig
    from cognee_memory.model import Memory
    from cognee_memory.storage.factory import make_store
    from cognee_memory.storage.local.lexical import TEXT_INDEX

    async def main():
        store = await make_store(StoreConfig.create(Path(sys.argv[1]))).open()
        await store.upsert([Memory(id=f"m{i}", text=f"the queue retries with jitter {i}", topic="queue")
                            for i in range(300)])
        store._text.deferred = True  # as during an import: a search builds only a missing index
        search = asyncio.create_task(store.lexical_search("jitter retries", 5))
        while not (store._text._build_lock and store._text._build_lock.locked()):
            await asyncio.sleep(0)  # until the search is building the index
        await store._text.keep_up(store._vector, 0.5)  # the import's build, meanwhile
        hits = await search
        table = await (await store._vector.get_connection()).open_table("ChatMemory_text")
        print(json.dumps({"hits": len(hits), "indexed": (await table.index_stats(TEXT_INDEX)).num_indexed_rows}))
        await store.close()

    asyncio.run(main())
""")


def test_a_search_and_an_import_build_the_missing_index_in_turn(tmp_path: Path) -> None:
    assert run_store_script(SCRIPT, tmp_path) == {"hits": 5, "indexed": 300}
