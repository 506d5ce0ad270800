"""The embedded store keeps its supersession links in memory between writes: every write that
adds or removes a link (or a memory) must show in the next read of the same open store."""

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
        seen = []

        async def look(step):
            links = {s.memory.id: [sorted(s.memory.supersedes), sorted(s.memory.superseded_by)]
                     for s in await store.fetch(["a", "b", "c"])}
            seen.append([step, links, sorted(await store.successors(["a"]))])

        await store.upsert([Memory(id="a", text="we use redis", topic="cache"),
                            Memory(id="b", text="we use valkey", topic="cache")])
        await look("stored")
        await store.link_supersession("b", ["a"])
        await look("linked")
        await store.upsert([Memory(id="c", text="we use memcached", topic="cache", supersedes=["a"])])
        await look("superseded again on ingest")
        await store.unlink_supersession("b", ["a"])
        await look("unlinked")
        await store.delete(["c"])
        await look("successor deleted")
        print(json.dumps(seen))
        await store.close()

    asyncio.run(main())
""")


def test_links_read_after_each_write_follow_that_write(tmp_path: Path) -> None:
    proc = subprocess.run([sys.executable, "-c", SCRIPT, str(tmp_path)], capture_output=True, text=True,
                          timeout=240, cwd=tmp_path, env={"PYTHONPATH": str(ROOT / "python"), "HOME": str(tmp_path)})
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert json.loads(proc.stdout.strip().splitlines()[-1]) == [
        ["stored", {"a": [[], []], "b": [[], []]}, []],
        ["linked", {"a": [[], ["b"]], "b": [["a"], []]}, ["b"]],
        ["superseded again on ingest", {"a": [[], ["b", "c"]], "b": [["a"], []], "c": [["a"], []]}, ["b", "c"]],
        ["unlinked", {"a": [[], ["c"]], "b": [[], []], "c": [["a"], []]}, ["c"]],
        ["successor deleted", {"a": [[], []], "b": [[], []]}, []],
    ]
