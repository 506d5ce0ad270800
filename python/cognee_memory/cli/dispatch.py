"""Send a validated request to the workspace's store: in process (--direct) or via the backend."""

from __future__ import annotations

from typing import Any

from cognee_memory.config import StoreConfig
from cognee_memory.requests import check_request


def send(config: StoreConfig, request: dict[str, Any], *, direct: bool) -> dict[str, Any]:
    check_request(request)  # before anything opens: the service checks again on receipt
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
