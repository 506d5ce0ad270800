"""The backend's connection bounds (``backend/connections.py``): at most so many connections wait
for their request, each only so long, and what is closed is logged as one summary line."""

from __future__ import annotations

import asyncio
import json
import logging
from pathlib import Path
from typing import Any

import pytest

from cognee_memory.backend import connections
from cognee_memory.platform.transport import ENDPOINT_FILE, Loopback


async def echo(request: Any) -> dict[str, Any]:
    return {"success": True, "echo": request}


async def scenario(folder: Path) -> dict[str, Any]:
    transport = Loopback(folder / ENDPOINT_FILE)
    guard = connections.ConnectionGuard(max_waiting=4, request_wait_s=0.5)
    server = await transport.serve(
        lambda r, w: connections.serve_connection(transport, guard, echo, r, w), limit=1 << 20)
    port = server.sockets[0].getsockname()[1]
    idle = []
    for _ in range(10):
        idle.append(await asyncio.open_connection("127.0.0.1", port))
    await asyncio.sleep(0.1)
    waiting_at_most = guard.waiting
    answer = await asyncio.to_thread(ask, transport)
    await asyncio.sleep(1.0)  # past request_wait_s: the idle ones are closed
    closed = [await reader.read() == b"" for reader, _ in idle]
    for _, writer in idle:
        writer.close()
    server.close()
    await server.wait_closed()
    return {"waiting_at_most": waiting_at_most, "answer": answer, "closed": closed, "open": guard.open}


def ask(transport: Loopback) -> Any:
    with transport.connect(timeout=5) as sock:
        sock.sendall(b'{"op": "status"}\n')
        return json.loads(sock.makefile("rb").readline())


def test_idle_connections_are_bounded_timed_out_and_summarised(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.INFO, logger="cognee_memory.backend.connections"):
        result = asyncio.run(scenario(tmp_path))
    assert result["waiting_at_most"] <= 4
    assert result["answer"] == {"success": True, "echo": {"op": "status"}}
    assert all(result["closed"]) and result["open"] == 0
    summaries = [r for r in caplog.records if r.name == "cognee_memory.backend.connections"]
    assert len(summaries) == 1 and "made room for a newer one" in summaries[0].getMessage()


def test_a_connection_over_the_open_limit_is_closed_at_once() -> None:
    class Transport:
        def __init__(self) -> None:
            self.aborted = False

        def abort(self) -> None:
            self.aborted = True

    class Writer:
        def __init__(self) -> None:
            self.transport = Transport()

    guard = connections.ConnectionGuard(max_waiting=2, max_open=3)
    writers = [Writer() for _ in range(4)]
    keys = [guard.admit(w) for w in writers]  # type: ignore[arg-type]
    assert keys[3] is None and writers[3].transport.aborted
    assert writers[0].transport.aborted and not writers[2].transport.aborted  # oldest waiting made room
    guard.answering(keys[2])  # type: ignore[arg-type]
    assert guard.waiting == 1 and guard.open == 3


async def oversized(folder: Path, limit: int) -> Any:
    transport = Loopback(folder / ENDPOINT_FILE)
    guard = connections.ConnectionGuard()
    server = await transport.serve(
        lambda r, w: connections.serve_connection(transport, guard, echo, r, w), limit=limit)

    def send_too_much() -> Any:
        with transport.connect(timeout=5) as sock:
            sock.sendall(b'{"op": "status", "pad": "' + b"x" * (limit * 2) + b'"}\n')
            return json.loads(sock.makefile("rb").readline())

    try:
        return await asyncio.to_thread(send_too_much)
    finally:
        server.close()
        await server.wait_closed()


def test_a_request_over_the_frame_limit_is_answered_with_an_error_naming_the_limit(tmp_path: Path) -> None:
    answer = asyncio.run(oversized(tmp_path, limit=4096))
    assert answer["success"] is False
    assert answer["error"]["code"] == "INVALID_ARGUMENT"
    assert "MiB" in answer["error"]["message"] or "bytes" in answer["error"]["message"]


def test_a_request_far_over_the_frame_limit_is_read_past_and_answered(tmp_path: Path) -> None:
    # 2× a 64 KiB limit arrives in pieces: the end of the line is not in the first buffer.
    answer = asyncio.run(oversized(tmp_path, limit=1 << 16))
    assert answer["error"]["code"] == "INVALID_ARGUMENT"
