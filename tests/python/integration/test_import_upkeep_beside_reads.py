"""After a large import, the vector table is compacted beside the reads: a question asked while
the compaction runs is answered before it ends (it used to wait for the whole compaction, which
ran under the write lock: seconds at 100k memories). The table ends compact, its old versions
dropped, and every memory is found by vector and full-text search."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from conftest import run_store_script

pytestmark = pytest.mark.integration

SCRIPT = textwrap.dedent("""
    import asyncio, json, sys
    from pathlib import Path
    import lancedb.table as lance_table
    from cognee_memory.backend import service as service_module
    from cognee_memory.backend.server import READS_FIRST_MAX_S, ReadWriteLock
    from cognee_memory.backend.service import MemoryService
    from cognee_memory.config import StoreConfig
    from cognee_memory.storage.ids import MEMORY_COLLECTION

    service_module.INGEST_CHUNK = 40
    WORDS = ["zeppelin", "quokka", "marimba", "obsidian", "tarragon", "vermilion", "kestrel"]
    events, reads = [], []
    service = MemoryService(StoreConfig.create(Path(sys.argv[1])))
    lock = ReadWriteLock()
    service.read_guard, service.write_guard, service.import_guard = lock.read, lock.write, lock.write_alongside_reads
    service.reads_first = lambda: lock.until_no_reads(READS_FIRST_MAX_S)
    real_optimize = lance_table.AsyncTable.optimize

    async def optimize(self, *args, **kwargs):
        if events.count("compaction") == 0:  # the first one after the import: ask a question meanwhile
            events.append("compaction")
            read = asyncio.ensure_future(service.handle({"op": "retrieve", "query": "kestrel cache", "top_k": 3}))
            reads.append(read)  # awaited after the import (here it might wait for this very write)
            try:
                answer = await asyncio.wait_for(asyncio.shield(read), 20)
                events.append("answered during the compaction" if answer.get("success", True) else "failed")
            except asyncio.TimeoutError:
                events.append("waited for the compaction")
            return await real_optimize(self, *args, **kwargs)
        return await real_optimize(self, *args, **kwargs)

    lance_table.AsyncTable.optimize = optimize

    async def main():
        await service.open()
        await service.handle({"op": "retrieve", "query": "warm up", "top_k": 3})
        lines = [{"id": f"m{i}", "text": f"Note {i}: the {WORDS[i % 7]} cache keeps entries for {i} minutes.",
                  "topic": "cache"} for i in range(140)]
        done = await service.handle({"op": "ingest", "text": "".join(json.dumps(l) + "\\n" for l in lines),
                                     "update_policy": "off"})
        assert done["success"], done
        await asyncio.gather(*reads)
        table = await service.store._vector.get_collection(MEMORY_COLLECTION)
        lexical = {w: len(await service.store.lexical_search(w, 50)) for w in WORDS}
        hits = await service.handle({"op": "retrieve", "query": "Note 77 marimba cache", "top_k": 5})
        print(json.dumps({"events": events, "rows": await table.count_rows(), "lexical": lexical,
                          "versions": len(await table.list_versions()),
                          "fragments": (await table.stats())["fragment_stats"]["num_fragments"],
                          "top": [r["id"] for r in hits["results"]]}))
        await service.close()

    asyncio.run(main())
""")


def test_a_read_is_answered_while_the_table_is_compacted_after_an_import(tmp_path: Path) -> None:
    out = run_store_script(SCRIPT, tmp_path)
    assert out["events"] == ["compaction", "answered during the compaction"]
    assert out["rows"] == 140
    assert out["fragments"] == 1  # four chunks' fragments folded into one
    assert out["versions"] <= 2  # and the versions they left dropped
    assert out["lexical"] == {w: 20 for w in ["zeppelin", "quokka", "marimba", "obsidian", "tarragon",
                                              "vermilion", "kestrel"]}
    assert "m77" in out["top"]
