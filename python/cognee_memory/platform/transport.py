"""How the thin client reaches its workspace's backend, chosen at run time.

- ``UnixSocket`` (POSIX): a socket file in the store folder (or a private per-user temp folder
  when that path is too long), created owner-only. The client checks that the socket is a
  socket, not a link, and owned by this user before it connects.
- ``Loopback`` (where the OS has no ``AF_UNIX``, e.g. Windows' Python): TCP on 127.0.0.1, on a
  port the OS picks, with a random 256-bit token in an owner-only endpoint file in the store
  folder (the pattern of Jupyter's connection files). Every connection starts with a
  challenge-response over that token (HMAC-SHA256, compared with ``hmac.compare_digest``) in
  both directions: the backend answers only a client that knows the token, and the client sends
  its request only to a backend that knows it (a process that took the port of a backend that
  died gets neither the token nor the request).

After ``accept`` the connection carries the wire format of ``backend/protocol.py``.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import json
import os
import secrets
import socket
import stat
from abc import ABC, abstractmethod
from pathlib import Path
from typing import Any, Awaitable, Callable

from cognee_memory.durable import write_private_file
from cognee_memory.platform import ownership

ENDPOINT_FILE = "backend.endpoint.json"
LOOPBACK_HOST = "127.0.0.1"
HELLO = b"cognee-memory-auth-1"
# How long a connection may take to authenticate (a local client needs milliseconds).
AUTH_TIMEOUT_S = 5.0
_MAX_AUTH_LINE = 256

Handler = Callable[[asyncio.StreamReader, asyncio.StreamWriter], Awaitable[None]]


class NotConnected(Exception):
    """Nothing (of ours) listens there: the request was never sent. Safe to start a backend and retry."""


def has_unix_sockets() -> bool:
    return hasattr(socket, "AF_UNIX")


class Transport(ABC):
    """One backend's listening address: the backend serves on it, clients connect to it."""

    name: str

    @abstractmethod
    def connect(self, timeout: float) -> socket.socket:
        """A connection to the backend, authenticated and ready for one request (raises
        ``NotConnected`` when no backend of ours answers, UNSAFE_PATH when someone else's file is there)."""

    @abstractmethod
    async def serve(self, handler: Handler, limit: int) -> asyncio.AbstractServer:
        """Listen; ``handler`` runs for each connection and calls ``accept`` first."""

    async def accept(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> bool:
        """Authenticate a new connection (server side): False means close it unanswered."""
        return True

    @abstractmethod
    def address(self) -> str:
        """Where it listens, for the state file and the log."""

    @abstractmethod
    def remove(self) -> None:
        """Remove what a backend left (at its stop, or stale after a crash)."""


class UnixSocket(Transport):
    name = "unix"

    def __init__(self, path: Path) -> None:
        self.path = path

    def connect(self, timeout: float) -> socket.socket:
        if ownership.check_mine(self.path, "backend socket", "Remove it; the next call starts a backend of "
                                "your own.", kind=stat.S_IFSOCK) is None:
            raise NotConnected(f"no socket at {self.path}")
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        sock.settimeout(timeout)
        try:
            sock.connect(str(self.path))
        except (FileNotFoundError, ConnectionRefusedError) as exc:
            sock.close()
            raise NotConnected(str(exc)) from None
        except BaseException:
            sock.close()
            raise
        return sock

    async def serve(self, handler: Handler, limit: int) -> asyncio.AbstractServer:
        self.remove()  # the caller holds the life lock: any socket left here is stale
        old_umask = os.umask(0o177)  # the socket is created owner-only (0600)
        try:
            return await asyncio.start_unix_server(handler, path=str(self.path), limit=limit)
        finally:
            os.umask(old_umask)

    def address(self) -> str:
        return str(self.path)

    def remove(self) -> None:
        try:
            self.path.unlink()
        except FileNotFoundError:
            pass


class Loopback(Transport):
    name = "loopback"

    def __init__(self, endpoint_path: Path) -> None:
        self.endpoint_path = endpoint_path
        self._token: bytes | None = None
        self._port: int | None = None

    # -- the endpoint file ------------------------------------------------------------------

    def _read_endpoint(self) -> tuple[int, bytes]:
        fix = "Remove it; the next call starts a backend of your own and writes a new one."
        flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_BINARY", 0)
        try:
            fd = os.open(self.endpoint_path, flags)
        except FileNotFoundError:
            raise NotConnected(f"no endpoint file at {self.endpoint_path}") from None
        except OSError:
            ownership.check_mine(self.endpoint_path, "backend endpoint file", fix)  # a link: UNSAFE_PATH
            raise
        with os.fdopen(fd, "rb") as handle:
            info = os.fstat(handle.fileno())
            if not stat.S_ISREG(info.st_mode):
                raise ownership.unsafe(self.endpoint_path, "backend endpoint file", "is not a regular file", fix)
            if not ownership.owned_by_me(info):
                raise ownership.unsafe(self.endpoint_path, "backend endpoint file",
                                       f"is not yours ({ownership.describe_owner(info)})", fix)
            if not ownership.private(info):
                raise ownership.unsafe(self.endpoint_path, "backend endpoint file",
                                       f"is readable by others (mode {stat.filemode(info.st_mode)})", fix)
            data = handle.read(4096)
        try:
            endpoint = json.loads(data)
            port, token = int(endpoint["port"]), bytes.fromhex(endpoint["token"])
        except (ValueError, KeyError, TypeError):
            raise NotConnected(f"unreadable endpoint file {self.endpoint_path}") from None
        if not 0 < port < 65536 or len(token) < 16:
            raise NotConnected(f"unusable endpoint file {self.endpoint_path}")
        return port, token

    # -- client -----------------------------------------------------------------------------

    def connect(self, timeout: float) -> socket.socket:
        port, token = self._read_endpoint()
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        # Small messages each way: without this, Nagle's algorithm and delayed acks add ~40 ms.
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        sock.settimeout(timeout)
        try:
            try:
                sock.connect((LOOPBACK_HOST, port))
            except ConnectionRefusedError as exc:
                raise NotConnected(str(exc)) from None
            sock.settimeout(min(timeout, AUTH_TIMEOUT_S))
            client_nonce = secrets.token_hex(16).encode()
            sock.sendall(HELLO + b" " + client_nonce + b"\n")
            answer = _read_short_line(sock).split(b" ")
            if len(answer) != 2 or not hmac.compare_digest(answer[1], _proof(token, b"backend", client_nonce, answer[0])):
                # Not our backend (one that died left its port to another process): it gets nothing.
                raise NotConnected(f"the process on port {port} is not this workspace's backend")
            sock.sendall(_proof(token, b"client", answer[0], client_nonce) + b"\n")
            sock.settimeout(timeout)
        except (socket.timeout, ConnectionError):
            sock.close()
            raise NotConnected(f"no backend of yours answers on port {port}") from None
        except BaseException:
            sock.close()
            raise
        return sock

    # -- server -----------------------------------------------------------------------------

    async def serve(self, handler: Handler, limit: int) -> asyncio.AbstractServer:
        self._token = secrets.token_bytes(32)  # 256 bits: secrets.token_hex(32)'s entropy
        server = await asyncio.start_server(handler, host=LOOPBACK_HOST, port=0, limit=limit)
        self._port = server.sockets[0].getsockname()[1]
        write_private_file(self.endpoint_path, json.dumps(
            {"transport": self.name, "host": LOOPBACK_HOST, "port": self._port, "token": self._token.hex(),
             "pid": os.getpid()}).encode())
        return server

    async def accept(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> bool:
        assert self._token is not None, "serve() first"
        try:
            hello = (await asyncio.wait_for(reader.readline(), AUTH_TIMEOUT_S)).rstrip(b"\n").split(b" ")
            if len(hello) != 2 or hello[0] != HELLO or not 16 <= len(hello[1]) <= 64:
                return False
            backend_nonce = secrets.token_hex(16).encode()
            writer.write(backend_nonce + b" " + _proof(self._token, b"backend", hello[1], backend_nonce) + b"\n")
            await writer.drain()
            proof = (await asyncio.wait_for(reader.readline(), AUTH_TIMEOUT_S)).rstrip(b"\n")
        except (asyncio.TimeoutError, ConnectionError, asyncio.LimitOverrunError, ValueError):
            return False
        return hmac.compare_digest(proof, _proof(self._token, b"client", backend_nonce, hello[1]))

    def address(self) -> str:
        return f"{LOOPBACK_HOST}:{self._port}" if self._port else str(self.endpoint_path)

    def remove(self) -> None:
        try:
            self.endpoint_path.unlink()
        except FileNotFoundError:
            pass


def _proof(token: bytes, role: bytes, first: bytes, second: bytes) -> bytes:
    return hmac.new(token, role + b":" + first + b":" + second, hashlib.sha256).hexdigest().encode()


def _read_short_line(sock: socket.socket) -> bytes:
    data = b""
    while not data.endswith(b"\n"):
        chunk = sock.recv(_MAX_AUTH_LINE)
        if not chunk:
            break
        data += chunk
        if len(data) > _MAX_AUTH_LINE:
            break
    return data.rstrip(b"\n")


def choose(storage_dir: Path, unix_socket_path: Callable[[], Path]) -> Transport:
    """The transport this OS gives: a Unix socket where there is ``AF_UNIX``, loopback otherwise."""
    if has_unix_sockets():
        return UnixSocket(unix_socket_path())
    return Loopback(storage_dir / ENDPOINT_FILE)


def describe(transport: Transport) -> dict[str, Any]:
    return {"transport": transport.name, "address": transport.address()}
