"""The workspace backend closes and reopens its graph database every few writes (Ladybug frees
what it keeps for past checkpoints only on close): nothing written before or after a reopening
is lost, reads go on, and the graph's log is left without an environment's library path."""

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
    from cognee_memory.storage.local import graph_log, store as local_store

    local_store.GRAPH_REOPEN_WRITES = 3
    reopened = []
    real_reopen = graph_log.reopen

    async def counting_reopen(adapter):
        reopened.append(id(adapter))
        await real_reopen(adapter)

    graph_log.reopen = counting_reopen

    async def main():
        service = await MemoryService(StoreConfig.create(Path(sys.argv[1]))).open()
        found = []
        for i in range(7):
            line = {"id": f"m{i}", "text": f"Decision {i}: the cache keeps entries for {i + 1} minutes.",
                    "topic": "cache", "status": "Active"}
            done = await service.handle({"op": "ingest", "text": json.dumps(line) + "\\n"})
            assert done["success"], done
            hits = await service.handle({"op": "retrieve", "query": f"Decision {i} cache minutes", "top_k": 10})
            found.append(sorted(r["id"] for r in hits["results"]))
        await service.handle({"op": "supersede", "old": "m0", "new": "m6"})
        memories = await service.store.fetch([f"m{i}" for i in range(7)])
        links = {s.memory.id: sorted(s.memory.superseded_by) for s in memories}
        print(json.dumps({"reopened": len(reopened), "found": found, "links": links}))
        await service.store.close()

    asyncio.run(main())
""")


def test_writes_and_reads_carry_on_across_graph_reopenings(tmp_path: Path) -> None:
    out = run_store_script(SCRIPT, tmp_path)
    assert out["reopened"] >= 2  # 7 ingests and a supersede, every third write
    # Each retrieve after an ingest finds every memory stored so far, reopened or not.
    assert out["found"] == [[f"m{j}" for j in range(i + 1)] for i in range(7)]
    assert out["links"]["m0"] == ["m6"]
    graph = tmp_path / ".cognee-memory"
    logs = [p for p in graph.rglob("*.wal") if p.is_file()]
    assert all(b"lbug_extension" not in p.read_bytes() for p in logs)
