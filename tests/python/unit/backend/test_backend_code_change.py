"""A backend whose code changed on disk refuses every write it receives, an ingest included,
before touching the store (the client then retries on a backend from the new code)."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from cognee_memory.backend.server import Backend
from cognee_memory.config import StoreConfig


def answer(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, request: dict[str, Any], changed: bool,
           written: list[int] | None = None) -> tuple[dict, list]:
    handled: list[dict] = []

    async def run() -> dict:
        backend = Backend(StoreConfig.create(tmp_path), idle_timeout=60.0)
        monkeypatch.setattr(backend, "code_changed", lambda: changed)

        async def handle(req: dict[str, Any]) -> dict[str, Any]:
            handled.append(req)
            return {"success": True, "count": 1}

        monkeypatch.setattr(backend.service, "handle", handle)
        response = await backend.dispatch(request)
        if written is not None:
            written.append(backend.written)
        return response

    return asyncio.run(run()), handled


@pytest.mark.parametrize("request_", [{"op": "ingest", "text": "{}"}, {"op": "forget", "ids": ["a"]}])
def test_a_write_after_a_code_change_is_refused_before_the_store(tmp_path, monkeypatch, request_) -> None:
    response, handled = answer(tmp_path, monkeypatch, request_, changed=True)
    assert response["success"] is False and response["error"]["details"] == {"code_changed": True}
    assert handled == []


def test_a_read_after_a_code_change_is_still_answered(tmp_path, monkeypatch) -> None:
    response, handled = answer(tmp_path, monkeypatch, {"op": "retrieve", "query": "x"}, changed=True)
    assert response["success"] is True and len(handled) == 1


def test_an_ingest_counts_its_memories_as_written_and_a_read_does_not(tmp_path, monkeypatch) -> None:
    written: list[int] = []
    answer(tmp_path, monkeypatch, {"op": "ingest", "text": "{}"}, changed=False, written=written)
    answer(tmp_path, monkeypatch, {"op": "retrieve", "query": "x"}, changed=False, written=written)
    assert written == [1, 0]
