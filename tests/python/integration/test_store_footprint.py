"""An open embedded store keeps to one process and never imports an LLM client (litellm, the openai
SDK), an HTTP client (requests, httpx), LanceDB's REST client, dlt's pipelines, networkx, pandas
or optional extras: it does not use them. Its Arrow
buffers come from the C library's malloc, which returns them (mimalloc kept ≈ 35 MB more after 75
small writes)."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from conftest import run_store_script

pytestmark = pytest.mark.integration

SCRIPT = textwrap.dedent("""
    import asyncio, json, sys
    from pathlib import Path
    import psutil
    import pyarrow
    from cognee_memory.config import StoreConfig
    from cognee_memory.model import Memory
    from cognee_memory.storage.deferred import is_loaded
    from cognee_memory.storage.factory import make_store

    async def main():
        store = await make_store(StoreConfig.create(Path(sys.argv[1]))).open()
        memories = [Memory(id=f"f{i}", text=f"the cache uses redis key {i}", topic="cache",
                           references=["src/cache.py"]) for i in range(3)]
        await store.upsert(memories)
        hits = await store.vector_search((await store.embed(["redis cache"]))[0], 5)
        print(json.dumps({"hits": len(hits), "neighbours": len(await store.neighbours(["f0"], 10)),
                          "children": len(psutil.Process().children(recursive=True)),
                          "unused": [n for n in ("litellm", "openai", "requests", "httpx", "lance_namespace_urllib3_client",
                                                "dlt", "pandas", "networkx", "cryptography", "PIL")
                                     if is_loaded(n)],
                          "arrow_pool": pyarrow.default_memory_pool().backend_name}))

    asyncio.run(main())
""")


def test_an_open_store_writes_and_reads_in_one_process_without_unused_packages(tmp_path: Path) -> None:
    facts = run_store_script(SCRIPT, tmp_path)
    assert facts == {"hits": 3, "neighbours": 2, "children": 0, "unused": [],
                     "arrow_pool": "system"}
