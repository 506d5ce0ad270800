"""Builds one throwaway workspace through the real ingest path and answers every query of
every setting through the real retrieve path (``MemoryService.handle``), in this process.

Store reads are memoised between ingests (the store does not change while queries run), so
the 20-odd settings of a sweep cost one vector search, one graph expansion and one query
embedding per query; every setting still goes through the full retrieve handler.
"""

from __future__ import annotations

import asyncio
import json
import time
from pathlib import Path
from typing import Any, Awaitable, Callable

READ_METHODS = ("embed", "vector_search", "distances", "fetch", "neighbours", "successors")


def _key(value: Any) -> Any:
    if isinstance(value, (list, tuple)):
        return tuple(_key(v) for v in value)
    if isinstance(value, dict):
        return tuple(sorted((k, _key(v)) for k, v in value.items()))
    return value


class ReadCache:
    """Memoises the store's read methods on one instance; off during writes."""

    def __init__(self, store: Any) -> None:
        self.enabled = False
        self.hits = 0
        self._memo: dict[Any, Any] = {}
        for name in READ_METHODS:
            setattr(store, name, self._wrap(name, getattr(store, name)))

    def _wrap(self, name: str, method: Callable[..., Awaitable[Any]]) -> Callable[..., Awaitable[Any]]:
        async def cached(*args: Any, **kwargs: Any) -> Any:
            if not self.enabled:
                return await method(*args, **kwargs)
            key = (name, _key(args), _key(kwargs))
            if key in self._memo:
                self.hits += 1
            else:
                self._memo[key] = await method(*args, **kwargs)
            value = self._memo[key]
            # Callers may extend returned lists (retrieval/candidates.py does): hand out copies.
            return list(value) if isinstance(value, list) else dict(value) if isinstance(value, dict) else value

        return cached

    def clear(self) -> None:
        self._memo.clear()


async def _vector_only(service: Any, text: str, depth: int) -> list[str]:
    """Raw vector-store order (no graph stage, no ranking): the stack's floor."""
    vector = (await service.store.embed([text]))[0]
    hits = await service.store.vector_search(vector, depth)
    return [memory_id for memory_id, _ in hits][:depth]


async def _ingest(service: Any, phase: dict[str, Any]) -> list[dict[str, Any]]:
    """Ingest the phase's memories (one call, or one call per memory in order); → what the
    update policy superseded on the way ({old, new, confidence})."""
    rows = phase["memories"]
    batches = [[row] for row in rows] if phase.get("one_by_one") else [rows]
    superseded: list[dict[str, Any]] = []
    for batch in batches:
        text = "\n".join(json.dumps(row, ensure_ascii=False) for row in batch)
        response = await service.handle({"op": "ingest", "text": text, **phase.get("ingest", {})})
        superseded += [{"old": a["old"], "new": a["new"], "confidence": a["confidence"]}
                       for a in response.get("auto_superseded", [])]
        if phase.get("ingest", {}).get("update_policy") == "auto":  # updates only suggested, not applied
            superseded += [{"old": v["id"], "new": new, "confidence": v["confidence"], "suggested": True}
                           for new, verdicts in response.get("possible_updates", {}).items()
                           for v in verdicts if v.get("kind") == "updates"]
    return superseded


async def run_job(job: dict[str, Any]) -> dict[str, Any]:
    """``job``: workspace, phases [{name, memories, queries, ingest, one_by_one}], settings
    {name: options}, base."""
    from cognee_memory.backend.service import MemoryService
    from cognee_memory.config import StoreConfig
    from cognee_memory_eval.settings import split_ranking

    started = time.perf_counter()
    service = MemoryService(StoreConfig.create(Path(job["workspace"]), embedder=job.get("embedder", "local")))
    await service.open()
    cache = ReadCache(service.store)
    timing = {"open_s": time.perf_counter() - started, "ingest_s": 0.0, "query_s": 0.0}
    out: dict[str, Any] = {"phases": {}, "found_by": {}, "timing": timing}
    depth = int(job["base"].get("top_k", 10))
    for phase in job["phases"]:
        t0 = time.perf_counter()
        cache.enabled = False
        out.setdefault("auto_superseded", {})[phase["name"]] = await _ingest(service, phase)
        cache.clear()
        cache.enabled = True
        t1 = time.perf_counter()
        rankings: dict[str, dict[str, list[str]]] = {}
        found_by: dict[str, dict[str, int]] = {}
        for name, setting in job["settings"].items():
            per_query, counts = {}, {}
            options, peer = split_ranking(setting)
            for query in phase["queries"]:
                request = {"op": "retrieve", **job["base"], **options, "query": query["text"], "now": query["now"]}
                # The product's handler; a peer's ranking runs as a scorer of the same pipeline.
                response = await (service.handle(request) if peer is None else service.retrieve(request, peer))
                per_query[query["id"]] = [r["id"] for r in response["results"]]
                for r in response["results"]:
                    counts[r["found_by"]] = counts.get(r["found_by"], 0) + 1
            rankings[name] = per_query
            found_by[name] = counts
        if job.get("vector_only"):
            rankings["vector-only"] = {q["id"]: await _vector_only(service, q["text"], depth) for q in phase["queries"]}
        timing["ingest_s"] += t1 - t0
        timing["query_s"] += time.perf_counter() - t1
        out["phases"][phase["name"]] = rankings
        out["found_by"][phase["name"]] = found_by
    timing["total_s"] = time.perf_counter() - started
    timing["cache_hits"] = cache.hits
    return out


def run_job_to_file(job: dict[str, Any], output: str) -> None:
    """Entry point of a worker process: the result (or the error) as JSON in ``output``."""
    try:
        result: dict[str, Any] = asyncio.run(run_job(job))
    except Exception as exc:  # reported by the parent as a runtime failure of this workspace
        from cognee_memory.errors import MemoryToolError

        if isinstance(exc, MemoryToolError):
            result = {"error": {"code": exc.code, "message": exc.message}}
        else:
            result = {"error": {"code": "INTERNAL_ERROR", "message": f"{type(exc).__name__}: {exc}"}}
    tmp = Path(output).with_suffix(".tmp")
    tmp.write_text(json.dumps(result))
    tmp.replace(output)
