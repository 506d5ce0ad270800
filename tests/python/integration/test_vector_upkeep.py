"""The workspace backend tidies its vector table every few writes (compacts it, drops its old
versions, starts a fresh LanceDB session): nothing written before or after is lost, vector and
full-text search go on finding every memory, and the old versions are really gone."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from conftest import run_store_script

pytestmark = pytest.mark.integration

SCRIPT = textwrap.dedent("""
    import asyncio, json, sys
    from pathlib import Path
    from cognee_memory.backend.service import MemoryService
    from cognee_memory.config import StoreConfig
    from cognee_memory.storage.ids import MEMORY_COLLECTION
    from cognee_memory.storage.local import store as local_store, vectors

    local_store.VECTOR_TIDY_WRITES = 3
    tidied = []
    real_tidy = vectors.tidy

    async def counting_tidy(*args):
        compacted = await real_tidy(*args)
        tidied.append(compacted)
        return compacted

    vectors.tidy = counting_tidy
    import lancedb
    connects = []
    real_connect = lancedb.connect_async

    async def counting_connect(*args, **kwargs):
        connects.append(1)
        return await real_connect(*args, **kwargs)

    lancedb.connect_async = counting_connect
    WORDS = ["zeppelin", "quokka", "marimba", "obsidian", "tarragon", "vermilion", "kestrel"]

    async def main():
        service = await MemoryService(StoreConfig.create(Path(sys.argv[1]))).open()
        store = service.store
        shared = vectors.adapter(store._vector).connection
        connects.clear()
        found, lexical = [], []
        for i, word in enumerate(WORDS):
            line = {"id": f"m{i}", "text": f"Decision {i}: the {word} cache keeps entries for {i + 1} minutes.",
                    "topic": "cache", "status": "Active"}
            done = await service.handle({"op": "ingest", "text": json.dumps(line) + "\\n"})
            assert done["success"], done
            hits = await service.handle({"op": "retrieve", "query": f"Decision {i} cache minutes", "top_k": 10})
            found.append(sorted(r["id"] for r in hits["results"]))
            # Every word written so far, before and after each tidying, by full-text search alone.
            lexical.append([[m for m, _ in await store.lexical_search(w, 3)][:1] for w in WORDS[: i + 1]])
        connection = vectors.adapter(store._vector).connection
        table = await store._vector.get_collection(MEMORY_COLLECTION)
        print(json.dumps({
            "tidied": len(tidied), "compacted": sum(tidied), "found": found, "lexical": lexical,
            "versions": len(await table.list_versions()), "rows": await table.count_rows(),
            "fragments": (await table.stats())["fragment_stats"]["num_fragments"],
            "reconnected": connection is not shared, "connects": len(connects),
        }))
        await store.close()

    asyncio.run(main())
""")


def test_writes_and_searches_carry_on_across_vector_tidyings(tmp_path: Path) -> None:
    out = run_store_script(SCRIPT, tmp_path)
    assert out["tidied"] == 2  # 7 ingests, every third write
    assert out["compacted"] == 2  # a table this small is compacted at each
    assert out["reconnected"]  # each tidying starts a fresh connection (and session)
    # ... and that is the only connection made: full-text search opens none of its own.
    assert out["connects"] == out["tidied"]
    # Each retrieve after an ingest finds every memory stored so far, tidied or not.
    assert out["found"] == [[f"m{j}" for j in range(i + 1)] for i in range(7)]
    # Full-text search finds each memory by its own word after every write.
    assert out["lexical"] == [[[f"m{j}"] for j in range(i + 1)] for i in range(7)]
    assert out["rows"] == 7
    # The last tidying (after the 6th write) dropped every older version and folded the
    # one-row fragments together (untidied, 7 writes leave 10 versions and 7 fragments); the 7th
    # write and the full-text rebuild its search needed (a row was unindexed) come after it.
    assert out["versions"] <= 4, out
    assert out["fragments"] <= 4, out
