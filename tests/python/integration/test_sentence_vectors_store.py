"""Long memories' sentence vectors on a real store (retrieval/sentence_vectors.py): a question embeds the
sentences of the long candidates once, and after a forget no vector of the forgotten text stays in
the backend's memory.

One subprocess runs the in-process MemoryService (one Cognee import, ≈ 15–20 s).
"""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap

import pytest

from conftest import REPO_ROOT

pytestmark = pytest.mark.integration

NOW = "2026-11-21T00:00:00Z"
FILLER = " ".join(f"Point {n} of the weekly review was discussed and moved to the next meeting." for n in range(6))
MEMORIES = [
    {"id": "sessions", "text": FILLER + " User sessions live in Redis with a one-hour expiry.",
     "source_created_at": "2026-11-02T10:00:00Z"},
    {"id": "budget", "text": FILLER + " The infrastructure budget for next year was approved.",
     "source_created_at": "2026-11-03T10:00:00Z"},
    {"id": "short", "text": "Sessions were sticky on the load balancer.", "source_created_at": "2026-10-01T10:00:00Z"},
]

DRIVER = textwrap.dedent("""
    import asyncio, hashlib, json, sys
    from pathlib import Path
    from cognee_memory.backend.service import MemoryService
    from cognee_memory.config import StoreConfig
    from cognee_memory.ranking.passages import sentences

    ws, memories, now = Path(sys.argv[1]), sys.argv[2], sys.argv[3]
    texts = {m["id"]: m["text"] for m in map(json.loads, memories.splitlines())}

    def held(service, memory_id):
        keys = set(service._sentences._rows)
        return sum(hashlib.blake2b(s.encode(), digest_size=16).digest() in keys for s in sentences(texts[memory_id]))

    async def main():
        service = await MemoryService(StoreConfig.create(ws)).open()
        await service.handle({"op": "ingest", "text": memories})
        asked = []
        embed = service.store.embed
        async def counting(batch):
            asked.extend(batch)
            return await embed(batch)
        service._sentences._embed = counting
        question = {"op": "retrieve", "query": "where do user sessions live?", "top_k": 3, "now": now}
        first = await service.handle(question)
        after_first = len(asked)
        await service.handle(question)
        out = {"first": [r["id"] for r in first["results"]], "embedded_first": after_first,
               "embedded_again": len(asked) - after_first, "held_before": held(service, "budget"),
               "short_embedded": any("sticky" in s for s in asked)}
        await service.handle({"op": "record_feedback", "events": [
            {"type": "rating", "retrieval_id": "r-sentences", "helpful": True}]})
        out["held_after_feedback"] = held(service, "budget")
        await service.handle({"op": "forget", "ids": ["budget"]})
        out["held_after_forget"] = held(service, "budget")
        out["rows_after_forget"] = len(service._sentences)
        print(json.dumps(out))

    asyncio.run(main())
""")


def test_sentences_are_embedded_once_and_none_of_a_forgotten_memory_stays(tmp_path) -> None:
    memories = "\n".join(json.dumps(m) for m in MEMORIES) + "\n"
    done = subprocess.run([sys.executable, "-c", DRIVER, str(tmp_path), memories, NOW], cwd=REPO_ROOT / "python",
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    out = json.loads(done.stdout.strip().splitlines()[-1])
    assert out["first"][0] == "sessions"
    assert out["embedded_first"] == 8  # the six sentences both long memories share, once, and one more of each
    assert out["embedded_again"] == 0
    assert not out["short_embedded"]
    assert out["held_before"] == 7
    assert out["held_after_feedback"] == 7  # feedback changes no memory: the vectors stay
    assert out["held_after_forget"] == 0 and out["rows_after_forget"] == 0
