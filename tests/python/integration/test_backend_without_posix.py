"""The CLI's core where Python has neither ``fcntl`` nor ``AF_UNIX`` (as on Windows): the backend
serves over loopback TCP with a token, locks come from the portable path, and the transport
passes the same security checks as the Unix socket.

Runs in the no-POSIX pass of ``scripts/test.sh`` (``-m portable`` with
``tests/python/support/no_posix`` on ``PYTHONPATH``, so every process, backends included, lacks
both); skipped in the ordinary pass. The concurrent-clients test of ``test_backend.py`` runs
in that pass too."""

from __future__ import annotations

import json
import os
import signal
import socket
import stat
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Iterator

import pytest

from cognee_memory.backend.paths import state_path
from cognee_memory.config import StoreConfig
from cognee_memory.durable import make_store_folder
from cognee_memory.platform.transport import ENDPOINT_FILE
from conftest import assert_error, run_cli
from other_user import as_other_user, other_uid

pytestmark = [
    pytest.mark.integration,
    pytest.mark.portable,
    pytest.mark.skipif(hasattr(socket, "AF_UNIX"), reason="runs in the no-POSIX pass of scripts/test.sh "
                       "(PYTHONPATH=tests/python/support/no_posix)"),
]

MEMORIES = [
    {"id": "db-1", "text": "We store sessions in Redis with a one hour expiry.", "topic": "db"},
    {"id": "db-2", "text": "The orders table is partitioned by month in Postgres.", "topic": "db"},
    {"id": "db-3", "text": "Postgres replicas serve the reporting queries.", "topic": "db"},
    {"id": "ci-1", "text": "CI runs the linters before the unit tests.", "topic": "ci"},
]


def cli_ok(*args: str, stdin: str | None = None) -> dict:
    code, body, _ = run_cli(*args, stdin=stdin)
    assert code == 0 and body["success"], body
    return body


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Iterator[StoreConfig]:
    workspace = tmp_path_factory.mktemp("portable") / "ws"
    workspace.mkdir()
    cli_ok("ingest.py", "--workspace", str(workspace), "--file", "-",
           stdin="".join(json.dumps(m) + "\n" for m in MEMORIES))
    yield StoreConfig.create(workspace)
    run_cli("backend.py", "--workspace", str(workspace), "stop")


def endpoint(config: StoreConfig) -> dict:
    return json.loads((config.storage_dir / ENDPOINT_FILE).read_text())


def test_the_backend_serves_over_loopback_with_an_owner_only_token_file(store: StoreConfig) -> None:
    state = json.loads(state_path(store).read_text())
    assert state["state"] == "ready" and state["transport"] == "loopback"
    environment = Path(f"/proc/{state['pid']}/environ").read_bytes().split(b"\0")
    assert any(b"no_posix" in v for v in environment if v.startswith(b"PYTHONPATH="))  # the backend too
    probe = subprocess.run([sys.executable, "-c", "import fcntl"], capture_output=True, text=True)
    assert probe.returncode != 0 and "fcntl" in probe.stderr
    info = os.lstat(store.storage_dir / ENDPOINT_FILE)
    assert stat.S_ISREG(info.st_mode) and stat.S_IMODE(info.st_mode) == 0o600
    assert endpoint(store)["host"] == "127.0.0.1" and len(endpoint(store)["token"]) == 64


def test_a_warm_retrieve_costs_far_less_than_starting_cognee(store: StoreConfig, tmp_path: Path) -> None:
    query = ("--query", "where do sessions live")
    started = time.monotonic()
    body = cli_ok("retrieve.py", "--workspace", str(store.workspace), *query)
    warm = time.monotonic() - started
    assert body["results"][0]["id"] == "db-1"
    (tmp_path / ".cognee-memory").mkdir(mode=0o700)  # a store folder: a read of none would answer at once
    started = time.monotonic()
    cli_ok("retrieve.py", "--workspace", str(tmp_path), *query, "--direct")  # Cognee started in-process
    direct = time.monotonic() - started
    assert warm < direct / 2, f"warm {warm:.2f} s, in-process {direct:.2f} s"


def test_no_request_is_answered_without_the_token(store: StoreConfig) -> None:
    with socket.create_connection(("127.0.0.1", endpoint(store)["port"]), timeout=10) as sock:
        sock.sendall(b'{"op": "retrieve", "query": "sessions"}\n')
        sock.shutdown(socket.SHUT_WR)
        answer = sock.recv(65536)
    assert b"Redis" not in answer and b"success" not in answer


def test_another_local_user_can_neither_read_the_token_nor_be_answered(store: StoreConfig) -> None:
    other_uid()
    port, token_file = endpoint(store)["port"], store.storage_dir / ENDPOINT_FILE

    def read_token() -> None:
        token_file.read_text()

    def ask_without_token() -> None:
        with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
            sock.sendall(b'{"op": "retrieve", "query": "sessions"}\n')
            sock.shutdown(socket.SHUT_WR)
            if sock.recv(65536):
                raise AssertionError("answered")

    assert as_other_user(read_token) == 1  # PermissionError
    assert as_other_user(ask_without_token) == 0  # closed unanswered


def test_a_pre_created_endpoint_file_does_not_redirect_the_client(tmp_path: Path) -> None:
    """Someone else's endpoint file in the store folder (pointing at their server) is refused;
    their server hears nothing."""
    uid = other_uid()
    listener = socket.create_server(("127.0.0.1", 0))
    heard: list[bytes] = []

    def fake_backend() -> None:
        listener.settimeout(30)
        try:
            conn, _ = listener.accept()
        except OSError:
            return
        with conn:
            heard.append(conn.recv(65536))

    thread = threading.Thread(target=fake_backend, daemon=True)
    thread.start()
    config = StoreConfig.create(tmp_path)
    make_store_folder(config.storage_dir, config.root_dir)
    planted = config.storage_dir / ENDPOINT_FILE
    planted.write_text(json.dumps({"port": listener.getsockname()[1], "token": "ab" * 32}))
    os.chmod(planted, 0o600)
    os.chown(planted, uid, -1)
    code, body, _ = run_cli("retrieve.py", "--workspace", str(tmp_path), "--query", "the deploy key")
    listener.close()
    thread.join(10)
    assert code == 1 and assert_error(body, "UNSAFE_PATH")
    assert "not yours" in body["error"]["message"]
    assert heard == []


def test_a_backend_killed_with_sigkill_is_replaced_by_the_next_call(store: StoreConfig) -> None:
    pid = json.loads(state_path(store).read_text())["pid"]
    os.kill(pid, signal.SIGKILL)
    while Path(f"/proc/{pid}").exists() and b"zombie" not in Path(f"/proc/{pid}/status").read_bytes():
        time.sleep(0.05)
    assert (store.storage_dir / ENDPOINT_FILE).exists()  # left behind, stale: its port is closed
    body = cli_ok("retrieve.py", "--workspace", str(store.workspace), "--query", "where do sessions live")
    assert body["results"][0]["id"] == "db-1"
    assert json.loads(state_path(store).read_text())["pid"] != pid


def test_forget_compaction_status_and_stop(store: StoreConfig) -> None:
    ws = str(store.workspace)
    cli_ok("forget.py", "--workspace", ws, "--id", "ci-1")
    ids = {r["id"] for r in cli_ok("retrieve.py", "--workspace", ws, "--query", "linters unit tests")["results"]}
    assert "ci-1" not in ids
    record = cli_ok("compact.py", "--workspace", ws, "--topic", "db")
    assert set(record["sources"]) == {"db-1", "db-2", "db-3"}, record
    status = cli_ok("backend.py", "--workspace", ws, "status")
    assert status["running"] is True and status["memories"] >= 4
    assert cli_ok("backend.py", "--workspace", ws, "stop")["was_running"] is True
    assert cli_ok("backend.py", "--workspace", ws, "status")["running"] is False
    assert not (store.storage_dir / ENDPOINT_FILE).exists()
