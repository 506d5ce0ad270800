"""The embedded store writes its nodes itself (``CREATE`` for new ones, a key-seek ``SET`` for the
rest): the graph must hold exactly what Cognee's own ``add_data_points`` would have written."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

pytestmark = pytest.mark.integration

ROOT = Path(__file__).resolve().parents[3]

# argv: store folder, "ours" or "cognee" (the store's node write swapped for Cognee's own).
SCRIPT = textwrap.dedent("""
    import asyncio, json, sys
    from datetime import datetime, timezone
    from pathlib import Path
    from cognee_memory.config import StoreConfig
    from cognee_memory.model import Memory
    from cognee_memory.storage.cognee_store import CogneeStore
    from cognee_memory.storage.factory import make_store
    from cognee_memory.storage.local.store import LocalStore

    if sys.argv[2] == "cognee":
        LocalStore._add_points = CogneeStore._add_points

    def batch(word):
        return [Memory(id=f"m{i}", text=f"{word} the cache uses redis key {i}", topic="cache" if i % 2 else "deploy",
                       references=["src/cache.py"] if i < 3 else [], created_at=datetime(2026, 1, i + 1, 10, tzinfo=timezone.utc),
                       decisions=[f"decision {i}"], importance=0.5) for i in range(6)]

    async def nodes(store):
        rows = await store._graph.query(
            "MATCH (n:Node) RETURN n.id, n.name, n.type, n.properties, n.created_at IS NULL, "
            "n.updated_at IS NULL, n.source_ref_keys, n.source_dataset_ids, n.source_run_ids, n.source_run_refs "
            "ORDER BY n.id", {})
        out = []
        for row in rows:
            props = json.loads(row[3])
            for stamp in ("created_at", "updated_at"):  # the DataPoint's own clock (ms)
                props[stamp] = type(props.get(stamp)).__name__
            out.append([*row[:3], props, *row[4:]])
        return out

    async def vector_rows(store):
        table = await store._vector.get_collection("ChatMemory_text")
        rows = (await table.query().to_arrow()).to_pylist()
        return sorted([r["id"], r["payload"]["text"], r["payload"]["belongs_to_set"], len(r["vector"])] for r in rows)

    async def main():
        store = await make_store(StoreConfig.create(Path(sys.argv[1]))).open()
        await store.upsert(batch("first"))
        created = await nodes(store)
        await store.upsert(batch("second")[2:] + [Memory(id="new", text="a new one", topic="cache")])
        updated = await nodes(store)
        vectors = await vector_rows(store)
        hits = await store.vector_search((await store.embed(["second the cache uses redis key 4"]))[0], 3)
        print(json.dumps({"created": created, "updated": updated, "top": hits[0][0], "vectors": vectors,
                          "fetched": sorted(s.memory.text for s in await store.fetch(["m0", "m4", "new"]))}))
        await store.close()

    asyncio.run(main())
""")


def written(tmp_path: Path, how: str) -> dict:
    folder = tmp_path / how
    folder.mkdir()
    proc = subprocess.run([sys.executable, "-c", SCRIPT, str(folder), how], capture_output=True, text=True,
                          timeout=300, cwd=folder, env={"PYTHONPATH": str(ROOT / "python"), "HOME": str(folder)})
    assert proc.returncode == 0, proc.stderr[-3000:]
    return json.loads(proc.stdout.strip().splitlines()[-1])


def test_new_and_rewritten_nodes_read_back_as_cognees_own_write_leaves_them(tmp_path: Path) -> None:
    ours, cognee = written(tmp_path, "ours"), written(tmp_path, "cognee")
    assert len(cognee["created"]) == 6 + 3  # six memories, two topics, one file
    assert len(cognee["updated"]) == 7 + 3
    assert ours["created"] == cognee["created"]
    assert ours["updated"] == cognee["updated"]
    assert ours["top"] == cognee["top"] == "m4"
    assert len(cognee["vectors"]) == 7  # one row per memory (topics and files have no index field)
    assert ours["vectors"] == cognee["vectors"]
    assert ours["fetched"] == cognee["fetched"] == ["a new one", "first the cache uses redis key 0",
                                                    "second the cache uses redis key 4"]
