"""Send a validated request to the workspace's store: in process (--direct) or via the backend."""

from __future__ import annotations

from typing import Any

from cognee_memory.config import StoreConfig
from cognee_memory.envelope import ok
from cognee_memory.requests import check_request


def send(config: StoreConfig, request: dict[str, Any], *, direct: bool) -> dict[str, Any]:
    check_request(request)  # before anything opens: the service checks again on receipt
    empty = answer_without_a_store(config, request)
    if empty is not None:
        return empty
    if direct:
        import asyncio  # only the in-process path needs an event loop

        return asyncio.run(_in_process(config, request))
    from cognee_memory.backend.client import call

    return call(config, request)


async def _in_process(config: StoreConfig, request: dict[str, Any]) -> dict[str, Any]:
    from cognee_memory.backend.service import MemoryService  # imports Cognee: only on this path

    service = MemoryService(config)
    try:
        return await service.handle(request)
    finally:
        await service.close()  # the next process may run from another environment


def answer_without_a_store(config: StoreConfig, request: dict[str, Any]) -> dict[str, Any] | None:
    """A read of a workspace store that was never created → its empty answer, creating nothing;
    None for everything else. Searching from (or listing) a folder of a multi-root window that
    holds no memories would otherwise create its store folder and start a backend for it."""
    folder = config.storage_dir
    # A folder that exists is a store (or something to refuse); a parent that is not a folder is
    # an unusable path, which the backend reports.
    if config.profile != "local" or folder.exists() or folder.is_symlink() or not folder.parent.is_dir():
        return None
    op = request.get("op")
    if op == "retrieve":
        from cognee_memory.requests import RetrieveRequest
        from cognee_memory.retrieval.pipeline import rank_candidates  # pure: no Cognee import

        return rank_candidates([], RetrieveRequest.from_json(request))
    if op == "list_topics":
        return ok(topics=[], count=0)
    if op == "export":
        from cognee_memory.storage.migration import EXPORT_FORMAT

        return ok(format=EXPORT_FORMAT, memories=[], count=0)
    return None
