"""The warm backend against real Cognee: auto-start, reuse, idle shutdown, stale sockets,
replacement of an old backend, concurrent clients, kill -9 mid-ingest, and start-up errors."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from cognee_memory.backend.paths import socket_path
from cognee_memory.config import StoreConfig
from cognee_memory.platform.transport import ENDPOINT_FILE, has_unix_sockets

pytestmark = pytest.mark.integration

ROOT = Path(__file__).resolve().parents[3]
PYTHON_DIR = ROOT / "python"


def backend_socket(workspace: Path) -> Path:
    """Where the workspace's backend listens (a short private path when the folder's is too long),
    or, without Unix sockets, its endpoint file (port and token)."""
    config = StoreConfig.create(workspace)
    return socket_path(config) if has_unix_sockets() else config.storage_dir / ENDPOINT_FILE


def cli(script: str, *args: str, env: dict[str, str] | None = None, stdin: str | None = None,
        timeout: float = 240) -> tuple[int, dict]:
    full_env = {**os.environ, **(env or {})}
    full_env.pop("COGNEE_MEMORY_DIRECT", None)
    proc = subprocess.run(
        [sys.executable, str(PYTHON_DIR / script), *args], input=stdin, capture_output=True,
        text=True, env=full_env, timeout=timeout,
    )
    assert "Traceback" not in proc.stderr, proc.stderr
    lines = proc.stdout.strip().splitlines()
    assert len(lines) == 1, proc.stdout
    return proc.returncode, json.loads(lines[0])


def memories_jsonl(prefix: str, n: int, topic: str = "backend") -> str:
    return "".join(
        json.dumps({"id": f"{prefix}-{i}", "text": f"{prefix} note {i}: the cache layer uses redis key {i}",
                    "topic": topic, "status": "Active"}) + "\n"
        for i in range(n)
    )


def status(ws: Path) -> dict:
    code, body = cli("backend.py", "--workspace", str(ws), "status")
    assert code == 0
    return body


@pytest.fixture
def workspace(tmp_path: Path):
    ws = tmp_path / "ws"
    ws.mkdir()
    yield ws
    cli("backend.py", "--workspace", str(ws), "stop")


def test_first_call_starts_a_backend_and_later_calls_reuse_it(workspace: Path) -> None:
    assert status(workspace)["running"] is False
    code, body = cli("ingest.py", "--workspace", str(workspace), "--file", "-", stdin=memories_jsonl("a", 3))
    assert code == 0 and body["count"] == 3
    first = status(workspace)
    assert first["running"] is True and first["memories"] == 3
    code, body = cli("retrieve.py", "--workspace", str(workspace), "--query", "redis cache key")
    assert code == 0 and len(body["results"]) == 3
    assert status(workspace)["pid"] == first["pid"]
    socket_file = backend_socket(workspace)
    assert oct(socket_file.stat().st_mode & 0o777) == "0o600"


def test_the_client_process_never_imports_cognee_or_numpy(workspace: Path) -> None:
    cli("ingest.py", "--workspace", str(workspace), "--file", "-", stdin=memories_jsonl("b", 1))
    probe = textwrap.dedent(f"""
        import atexit, json, runpy, sys
        sys.path.insert(0, {str(PYTHON_DIR)!r})
        def report():
            with open({str(workspace / 'modules.json')!r}, 'w') as f:
                json.dump(sorted(m for m in sys.modules if m.split('.')[0] in ('cognee', 'numpy')), f)
        atexit.register(report)
        sys.argv = ['retrieve.py', '--workspace', {str(workspace)!r}, '--query', 'redis']
        runpy.run_path({str(PYTHON_DIR / 'retrieve.py')!r}, run_name='__main__')
    """)
    proc = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert json.loads(proc.stdout)["success"] is True
    assert json.loads((workspace / "modules.json").read_text()) == []


def test_the_backend_is_one_process_with_no_workers_after_writes_and_reads(workspace: Path) -> None:
    import psutil

    code, _ = cli("ingest.py", "--workspace", str(workspace), "--file", "-", stdin=memories_jsonl("p", 5))
    assert code == 0
    code, body = cli("retrieve.py", "--workspace", str(workspace), "--query", "redis cache key")
    assert code == 0 and body["results"]
    backend = psutil.Process(status(workspace)["pid"])
    assert backend.children(recursive=True) == []


def test_an_idle_backend_shuts_itself_down(workspace: Path) -> None:
    # 8 s, not less: on a loaded machine the status call below took over 2 s, and found the backend gone already.
    code, _ = cli("ingest.py", "--workspace", str(workspace), "--file", "-", stdin=memories_jsonl("c", 1),
                  env={"COGNEE_MEMORY_IDLE_TIMEOUT": "8"})
    assert code == 0
    assert status(workspace)["running"] is True
    deadline = time.monotonic() + 30
    while status(workspace)["running"] and time.monotonic() < deadline:
        time.sleep(1)
    assert status(workspace)["running"] is False
    assert not backend_socket(workspace).exists()


def test_kill_9_mid_ingest_keeps_every_acknowledged_memory_and_recovers(workspace: Path) -> None:
    code, body = cli("ingest.py", "--workspace", str(workspace), "--file", "-", stdin=memories_jsonl("ack", 20))
    assert code == 0 and body["count"] == 20
    pid = status(workspace)["pid"]
    big = subprocess.Popen(
        [sys.executable, str(PYTHON_DIR / "ingest.py"), "--workspace", str(workspace), "--file", "-"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )
    big.stdin.write(memories_jsonl("lost", 3000))
    big.stdin.close()
    time.sleep(1.5)  # the backend is now embedding / writing the big batch
    os.kill(pid, signal.SIGKILL)
    out = big.stdout.read()
    big.wait(timeout=120)
    answer = json.loads(out)
    assert answer["success"] is False and answer["error"]["code"] == "BACKEND_UNAVAILABLE"
    assert answer["error"]["retryable"] is True
    assert backend_socket(workspace).exists()  # stale socket (or endpoint file) left behind

    code, body = cli("retrieve.py", "--workspace", str(workspace), "--query", "ack note cache layer redis",
                     "--top-k", "50", "--max-tokens", "100000")
    assert code == 0, body
    after = status(workspace)
    assert after["pid"] != pid
    ids = {r["id"] for r in body["results"]}
    assert {f"ack-{i}" for i in range(20)} <= ids
    # The store still takes writes after the crash.
    code, body = cli("ingest.py", "--workspace", str(workspace), "--file", "-", stdin=memories_jsonl("post", 2))
    assert code == 0 and body["count"] == 2


def test_a_large_ingest_goes_in_chunks_answers_reads_between_them_and_stops_after_a_chunk(
        workspace: Path) -> None:
    chunk = {"COGNEE_MEMORY_INGEST_CHUNK": "100"}
    code, _ = cli("ingest.py", "--workspace", str(workspace), "--file", "-", stdin=memories_jsonl("seed", 3), env=chunk)
    assert code == 0
    lines = memories_jsonl("bulk", 3000)
    big = subprocess.Popen(
        [sys.executable, str(PYTHON_DIR / "ingest.py"), "--workspace", str(workspace), "--file", "-"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )
    big.stdin.write(lines)
    big.stdin.close()
    deadline = time.monotonic() + 120
    progress = None
    while progress is None and time.monotonic() < deadline:
        progress = status(workspace)["ingest_progress"]
    assert progress is not None and progress["total"] == 3000 and progress["done"] < 3000
    code, body = cli("retrieve.py", "--workspace", str(workspace), "--query", "redis cache key")
    assert code == 0 and body["results"]
    assert big.poll() is None  # the read was answered while the ingest still ran
    code, _ = cli("backend.py", "--workspace", str(workspace), "stop")
    assert code == 0
    answer = json.loads(big.stdout.read())
    assert big.wait(timeout=120) == 1
    assert answer["error"]["code"] == "INTERRUPTED" and answer["error"]["retryable"] is True
    code, body = cli("retrieve.py", "--workspace", str(workspace), "--query", "redis")  # a new backend
    assert code == 0
    stored = status(workspace)["memories"] - 3
    assert 0 < stored < 3000 and stored % 100 == 0  # whole chunks only
    code, body = cli("ingest.py", "--workspace", str(workspace), "--file", "-", stdin=lines, timeout=400)
    assert code == 0 and body["count"] == 3000
    assert status(workspace)["memories"] == 3003


@pytest.mark.portable
def test_concurrent_clients_lose_no_acknowledged_memory(workspace: Path) -> None:
    clients, per_client = 8, 6

    def run_client(c: int) -> list[str]:
        acknowledged = []
        for i in range(per_client):
            if i % 2 == 0:
                code, body = cli("ingest.py", "--workspace", str(workspace), "--file", "-",
                                 stdin=memories_jsonl(f"c{c}-{i}", 1))
                assert code == 0, body
                acknowledged.extend(body["stored"])
            else:
                code, body = cli("retrieve.py", "--workspace", str(workspace), "--query", "redis cache")
                assert code == 0, body
        return acknowledged

    with ThreadPoolExecutor(clients) as pool:
        acknowledged = [m for ids in pool.map(run_client, range(clients)) for m in ids]
    assert len(acknowledged) == clients * per_client // 2
    code, body = cli("retrieve.py", "--workspace", str(workspace), "--query", "note the cache layer uses redis key",
                     "--top-k", "100", "--max-tokens", "100000")
    assert {r["id"] for r in body["results"]} >= set(acknowledged)
    assert status(workspace)["memories"] == len(acknowledged)


def test_a_backend_of_another_version_is_replaced(workspace: Path) -> None:
    """A stand-in for an old backend: holds the life lock and answers 'status' with an old version."""
    storage = workspace / ".cognee-memory"
    storage.mkdir()
    sock = backend_socket(workspace)
    old = textwrap.dedent(f"""
        import fcntl, json, os, socket
        lock = open({str(storage / 'backend.lock')!r}, 'a+'); fcntl.flock(lock, fcntl.LOCK_EX)
        s = socket.socket(socket.AF_UNIX); s.bind({str(sock)!r}); s.listen()
        print('ready', flush=True)
        while True:
            conn, _ = s.accept()
            op = json.loads(conn.makefile().readline())['op']
            reply = {{'success': True, 'version': '0.0.1+p0', 'embedder': 'local', 'pid': os.getpid()}}
            conn.sendall((json.dumps(reply) + '\\n').encode()); conn.close()
            if op == 'stop':
                os.unlink({str(sock)!r}); os._exit(0)
    """)
    fake = subprocess.Popen([sys.executable, "-c", old], stdout=subprocess.PIPE, text=True)
    assert fake.stdout.readline().strip() == "ready"
    code, body = cli("ingest.py", "--workspace", str(workspace), "--file", "-", stdin=memories_jsonl("v", 1))
    assert code == 0, body
    assert fake.wait(timeout=30) == 0  # it was asked to stop
    assert status(workspace)["version"] != "0.0.1+p0"


def test_a_store_locked_by_a_foreign_process_is_a_clear_retryable_error(workspace: Path) -> None:
    holder = textwrap.dedent(f"""
        import asyncio, sys, time
        sys.path.insert(0, {str(PYTHON_DIR)!r})
        from pathlib import Path
        from cognee_memory.backend.service import MemoryService
        from cognee_memory.config import StoreConfig
        asyncio.run(MemoryService(StoreConfig.create(Path({str(workspace)!r}))).open())
        print('STORE-IS-OPEN', flush=True)
        time.sleep(120)
    """)
    proc = subprocess.Popen([sys.executable, "-c", holder], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        for line in proc.stdout:  # Cognee's migrations print to stdout first
            if line.strip() == "STORE-IS-OPEN":
                break
        started = time.monotonic()
        code, body = cli("retrieve.py", "--workspace", str(workspace), "--query", "anything")
        assert code == 1
        assert body["error"]["code"] == "STORE_LOCKED"
        assert body["error"]["retryable"] is True
        assert time.monotonic() - started < 120
    finally:
        proc.kill()
        proc.wait()
