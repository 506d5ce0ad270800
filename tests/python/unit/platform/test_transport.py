"""The backend transports (``platform/transport.py``): the loopback one answers only a client
that knows the token, its client talks only to a backend that knows it, and both refuse files
someone else could have put in the store folder."""

from __future__ import annotations

import asyncio
import json
import os
import socket
import stat
import threading
from pathlib import Path
from typing import Any, Callable

import pytest

from other_user import other_uid

from cognee_memory.errors import MemoryToolError
from cognee_memory.platform.transport import ENDPOINT_FILE, Loopback, NotConnected, Transport, UnixSocket

SECRET_QUESTION = b'{"op": "retrieve", "query": "where is the deploy key"}\n'


class EchoServer:
    """A transport's server in a thread of its own: answers each accepted request line with
    ``{"echo": ...}`` and records what it received."""

    def __init__(self, transport: Transport) -> None:
        self.transport = transport
        self.received: list[bytes] = []
        self.rejected = 0
        self._loop = asyncio.new_event_loop()
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            if not await self.transport.accept(reader, writer):
                self.rejected += 1
                return
            line = await reader.readline()
            self.received.append(line)
            writer.write(json.dumps({"echo": json.loads(line)}).encode() + b"\n")
            await writer.drain()
        finally:
            writer.close()

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        self.server = self._loop.run_until_complete(self.transport.serve(self._handle, limit=1 << 20))
        self._ready.set()
        self._loop.run_forever()

    def __enter__(self) -> "EchoServer":
        self._thread.start()
        assert self._ready.wait(10)
        return self

    def __exit__(self, *exc: Any) -> None:
        async def close() -> None:
            self.server.close()
            await self.server.wait_closed()

        asyncio.run_coroutine_threadsafe(close(), self._loop).result(10)
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(10)


def ask(transport: Transport, line: bytes = SECRET_QUESTION) -> Any:
    with transport.connect(timeout=10) as sock:
        sock.sendall(line)
        return json.loads(sock.makefile("rb").readline())


def raw_exchange(port: int, data: bytes) -> bytes:
    """What the server sends back to a client that skips (or fakes) the handshake."""
    with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
        sock.sendall(data)
        sock.shutdown(socket.SHUT_WR)
        chunks = []
        while chunk := sock.recv(4096):
            chunks.append(chunk)
    return b"".join(chunks)


def endpoint(folder: Path) -> dict[str, Any]:
    return json.loads((folder / ENDPOINT_FILE).read_text())


def test_a_client_that_knows_the_token_is_answered(tmp_path: Path) -> None:
    with EchoServer(Loopback(tmp_path / ENDPOINT_FILE)) as server:
        assert ask(Loopback(tmp_path / ENDPOINT_FILE)) == {"echo": json.loads(SECRET_QUESTION)}
    assert server.received == [SECRET_QUESTION]


def test_the_endpoint_file_is_owner_only_and_holds_a_256_bit_token(tmp_path: Path) -> None:
    with EchoServer(Loopback(tmp_path / ENDPOINT_FILE)):
        info = os.lstat(tmp_path / ENDPOINT_FILE)
        assert stat.S_ISREG(info.st_mode) and stat.S_IMODE(info.st_mode) == 0o600
        found = endpoint(tmp_path)
        assert found["host"] == "127.0.0.1" and len(bytes.fromhex(found["token"])) == 32


@pytest.mark.parametrize("data", [
    SECRET_QUESTION,  # no handshake at all
    b"cognee-memory-auth-1 " + b"0" * 32 + b"\n" + b"f" * 64 + b"\n" + SECRET_QUESTION,  # a guessed proof
])
def test_no_request_is_answered_without_the_token(tmp_path: Path, data: bytes) -> None:
    with EchoServer(Loopback(tmp_path / ENDPOINT_FILE)) as server:
        answer = raw_exchange(endpoint(tmp_path)["port"], data)
    assert b"echo" not in answer and server.received == [] and server.rejected == 1


def test_the_client_sends_nothing_to_a_process_that_does_not_know_the_token(tmp_path: Path) -> None:
    """A backend that died leaves its port; whatever takes it gets neither token nor question."""
    listener = socket.create_server(("127.0.0.1", 0))
    heard: list[bytes] = []

    def impostor() -> None:
        conn, _ = listener.accept()
        with conn:
            conn.settimeout(5)
            heard.append(conn.recv(4096))
            conn.sendall(b"0123456789abcdef0123456789abcdef " + b"a" * 64 + b"\n")
            try:
                while chunk := conn.recv(4096):
                    heard.append(chunk)
            except OSError:
                pass

    thread = threading.Thread(target=impostor, daemon=True)
    thread.start()
    (tmp_path / ENDPOINT_FILE).write_text(json.dumps({"port": listener.getsockname()[1], "token": "ab" * 32}))
    os.chmod(tmp_path / ENDPOINT_FILE, 0o600)
    with pytest.raises(NotConnected):
        ask(Loopback(tmp_path / ENDPOINT_FILE))
    thread.join(10)
    listener.close()
    everything = b"".join(heard)
    assert everything.startswith(b"cognee-memory-auth-1 ") and b"deploy" not in everything
    assert ("ab" * 32).encode() not in everything


def refused(action: Callable[[], Any]) -> str:
    with pytest.raises(MemoryToolError) as caught:
        action()
    assert caught.value.code == "UNSAFE_PATH"
    return caught.value.message


def test_an_endpoint_file_others_can_read_or_a_link_is_refused(tmp_path: Path) -> None:
    path = tmp_path / ENDPOINT_FILE
    path.write_text(json.dumps({"port": 9, "token": "ab" * 32}))
    os.chmod(path, 0o644)
    assert "readable by others" in refused(lambda: ask(Loopback(path)))
    real = tmp_path / "elsewhere.json"
    path.rename(real)
    os.chmod(real, 0o600)
    path.symlink_to(real)
    assert "symbolic link" in refused(lambda: ask(Loopback(path)))


def test_an_endpoint_file_another_user_owns_is_refused(tmp_path: Path) -> None:
    uid = other_uid()
    path = tmp_path / ENDPOINT_FILE
    path.write_text(json.dumps({"port": 9, "token": "ab" * 32}))
    os.chmod(path, 0o600)
    os.chown(path, uid, -1)
    assert "is not yours" in refused(lambda: ask(Loopback(path)))


@pytest.mark.skipif(not hasattr(socket, "AF_UNIX"), reason="no Unix sockets on this platform")
def test_a_unix_socket_another_user_owns_is_refused_before_connecting(tmp_path: Path) -> None:
    uid = other_uid()
    path = tmp_path / "backend.sock"
    with EchoServer(UnixSocket(path)) as server:
        os.chown(path, uid, -1)  # as if another user had put their own server's socket here
        assert "is not yours" in refused(lambda: ask(UnixSocket(path)))
    assert server.received == []


@pytest.mark.skipif(not hasattr(socket, "AF_UNIX"), reason="no Unix sockets on this platform")
def test_a_unix_socket_is_created_owner_only_and_answers(tmp_path: Path) -> None:
    path = tmp_path / "backend.sock"
    with EchoServer(UnixSocket(path)):
        assert stat.S_IMODE(os.lstat(path).st_mode) == 0o600
        assert ask(UnixSocket(path)) == {"echo": json.loads(SECRET_QUESTION)}


def test_nothing_listening_means_not_connected(tmp_path: Path) -> None:
    with pytest.raises(NotConnected):
        ask(Loopback(tmp_path / ENDPOINT_FILE))
    with pytest.raises(NotConnected):
        ask(UnixSocket(tmp_path / "backend.sock"))
