"""The backend stays reachable whatever other connections do: idle connections are bounded and
closed (not one log line each), and a request's CPU work (scrubbing a long edit) runs off the
event loop, so ``status`` and other requests are answered meanwhile."""

from __future__ import annotations

import json
import resource
import socket
import threading
import time
from typing import Any, Iterator

import pytest

from cognee_memory.backend import client
from cognee_memory.backend.paths import backend_log_path, backend_transport
from cognee_memory.config import StoreConfig
from conftest import run_cli

pytestmark = pytest.mark.integration

IDLE_CONNECTIONS = 1_100
FD_LIMIT = 1_024  # a common default: the backend must not run out of descriptors


@pytest.fixture(scope="module")
def running(tmp_path_factory: pytest.TempPathFactory) -> Iterator[StoreConfig]:
    """A backend started with a 1,024-descriptor limit (the limit this process hands its children)."""
    workspace = tmp_path_factory.mktemp("connections") / "ws"
    workspace.mkdir()
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(FD_LIMIT, hard), hard))
    try:
        code, body, _ = run_cli("ingest.py", "--workspace", str(workspace), "--file", "-",
                                stdin=json.dumps({"id": "k1", "text": "Keys rotate every 90 days."}) + "\n")
    finally:
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))
    assert code == 0, body
    yield StoreConfig.create(workspace)
    run_cli("backend.py", "--workspace", str(workspace), "stop")


def timed_status(config: StoreConfig) -> tuple[float, dict[str, Any] | None]:
    started = time.monotonic()
    answer = client.ask(config, {"op": "status"}, timeout=20)
    return time.monotonic() - started, answer


def open_idle(config: StoreConfig, count: int) -> list[socket.socket]:
    """Connections that never send a request (nor, on loopback, authenticate)."""
    transport = backend_transport(config)
    family, address = ((socket.AF_UNIX, str(transport.path)) if transport.name == "unix"
                       else (socket.AF_INET, ("127.0.0.1", json.loads(transport.endpoint_path.read_text())["port"])))
    idle = []
    for _ in range(count):
        sock = socket.socket(family, socket.SOCK_STREAM)
        sock.connect(address)
        idle.append(sock)
    return idle


def test_idle_connections_neither_block_other_clients_nor_flood_the_log(running: StoreConfig) -> None:
    log_lines_before = len(backend_log_path(running).read_text().splitlines())
    idle = open_idle(running, IDLE_CONNECTIONS)
    try:
        time.sleep(1.0)  # the backend accepts (and closes) what it must
        took, answer = timed_status(running)
        assert answer is not None and answer["success"], "status was not answered"
        assert took < 5.0, f"status took {took:.1f} s beside {IDLE_CONNECTIONS} idle connections"
        code, body, _ = run_cli("retrieve.py", "--workspace", str(running.workspace), "--query", "keys rotate")
        assert code == 0 and body["results"][0]["id"] == "k1"
    finally:
        for sock in idle:
            sock.close()
    new_lines = backend_log_path(running).read_text().splitlines()[log_lines_before:]
    assert len(new_lines) <= 5, new_lines[:10]


def test_status_is_answered_while_a_long_edit_text_is_scrubbed(running: StoreConfig) -> None:
    text = "Keys rotate every few days and token=abcdef0123456789abcdef. " * 32_000  # ≈ 2 MB: ≈ 6 s to scrub
    edit_done: list[float] = []

    def edit() -> None:
        client.ask(running, {"op": "edit", "id": "missing", "text": text}, timeout=120)
        edit_done.append(time.monotonic())

    thread = threading.Thread(target=edit)
    thread.start()
    time.sleep(0.5)  # the edit is being scrubbed
    took, answer = timed_status(running)
    answered_at = time.monotonic()
    thread.join(120)
    assert answer is not None and answer["success"]
    assert took < 2.0 or (edit_done and edit_done[0] < answered_at - took), f"status waited {took:.1f} s for the edit"
