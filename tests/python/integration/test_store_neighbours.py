"""Graph neighbours on the embedded store: a crowded hub is capped in the query, a batch's
hub members (update detection) are complete."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

pytestmark = pytest.mark.integration

ROOT = Path(__file__).resolve().parents[3]

SCRIPT = textwrap.dedent("""
    import asyncio, json, sys
    from pathlib import Path
    from cognee_memory.config import StoreConfig
    from cognee_memory.model import Memory
    from cognee_memory.storage.factory import make_store

    async def main():
        store = await make_store(StoreConfig.create(Path(sys.argv[1]))).open()
        big = [Memory(id=f"b{i}", text=f"deploy step {i}", topic="deploy") for i in range(40)]
        small = [Memory(id=f"s{i}", text=f"cache note {i}", topic="cache", references=["src/cache.py"])
                 for i in range(4)]
        await store.upsert(big + small)
        members = await store.hub_members(["b0", "s0"])
        print(json.dumps({"capped": await store.neighbours(["b0"], 10),
                          "small": sorted(await store.neighbours(["s0"], 10)),
                          "members": sorted({m for _, m in members}), "hubs": len({h for h, _ in members})}))

    asyncio.run(main())
""")


def test_neighbours_cap_a_crowded_topic_and_batch_hub_members_stay_complete(tmp_path: Path) -> None:
    proc = subprocess.run([sys.executable, "-c", SCRIPT, str(tmp_path)], capture_output=True, text=True,
                          timeout=240, cwd=tmp_path, env={"PYTHONPATH": str(ROOT / "python"), "HOME": str(tmp_path)})
    assert proc.returncode == 0, proc.stderr[-3000:]
    facts = json.loads(proc.stdout.strip().splitlines()[-1])
    capped = facts["capped"]
    assert len(capped) == 10 and len(set(capped)) == 10
    assert "b0" not in capped and all(m.startswith("b") for m in capped)
    assert facts["small"] == ["s1", "s2", "s3"]  # topic and file hub: each neighbour once
    assert facts["members"] == sorted([f"b{i}" for i in range(40)] + [f"s{i}" for i in range(4)])
    assert facts["hubs"] == 3  # the deploy topic, the cache topic, the file
