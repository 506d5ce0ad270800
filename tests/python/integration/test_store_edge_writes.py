"""The embedded store writes a batch's links in one statement that seeks both ends by key: each
link is there once with its columns filled, a rewrite replaces them, and a link whose end is
missing fails the write instead of vanishing."""

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
    from cognee_memory.errors import MemoryToolError
    from cognee_memory.model import Memory
    from cognee_memory.storage.factory import make_store
    from cognee_memory.storage.ids import memory_node_id

    async def edges(store):
        rows = await store._graph.query(
            "MATCH (a:Node)-[e:EDGE]->(b:Node) RETURN a.name, e.relationship_name, b.name, e.properties, "
            "e.created_at IS NULL OR e.updated_at IS NULL ORDER BY a.name, e.relationship_name, b.name", {})
        return [list(r) for r in rows]

    async def main():
        store = await make_store(StoreConfig.create(Path(sys.argv[1]))).open()
        await store.upsert([Memory(id=f"m{i}", text=f"the cache uses redis key {i}", topic="cache",
                                   references=["src/cache.py", "src/app.py"]) for i in range(2)])
        first = await edges(store)
        await store.upsert([Memory(id="m1", text="the cache moved to valkey", topic="storage", references=[])])
        rewritten = await edges(store)
        try:
            await store._create_edges([(memory_node_id("m0"), "no-such-node", "topic")])
            missing = "written"
        except MemoryToolError as exc:
            missing = exc.code
        print(json.dumps({"first": first, "rewritten": rewritten, "missing": missing,
                          "after": len(await edges(store))}))
        await store.close()

    asyncio.run(main())
""")


def test_links_are_written_once_each_replaced_on_rewrite_and_never_dropped_silently(tmp_path: Path) -> None:
    facts = run_store_script(SCRIPT, tmp_path)
    assert [row[:3] for row in facts["first"]] == [
        [m, name, end] for m in ("m0", "m1")
        for name, end in (("references", "src/app.py"), ("references", "src/cache.py"), ("topic", "cache"))]
    assert all(row[3] == "{}" and row[4] is False for row in facts["first"])  # every column filled
    assert [row[:3] for row in facts["rewritten"]] == [row[:3] for row in facts["first"][:3]] + [["m1", "topic", "storage"]]
    assert facts["missing"] == "STORE_ERROR" and facts["after"] == 4
