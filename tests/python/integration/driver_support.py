"""Helpers shared by the in-process drivers and tests: JSON Lines, and a service call that
answers errors the way the CLIs print them."""

from __future__ import annotations

import json
from typing import Any

from cognee_memory.errors import MemoryToolError
from cognee_memory.backend.service import MemoryService


def jsonl(rows: list[dict[str, Any]]) -> str:
    return "".join(json.dumps(r) + "\n" for r in rows)


async def call(service: MemoryService, request: dict[str, Any]) -> dict[str, Any]:
    try:
        return await service.handle(request)
    except MemoryToolError as exc:
        return exc.to_json()
