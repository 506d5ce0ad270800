"""The thin client: send a request to the workspace's backend, starting it when needed.

Imports neither Cognee nor numpy, so a warm call costs a Python start-up plus a socket
round trip (``platform/transport.py``).
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from cognee_memory.envelope import ok_without_version
from cognee_memory.errors import CODES as _KNOWN
from cognee_memory.errors import MemoryToolError
from cognee_memory.backend import code_identity, protocol
from cognee_memory.backend.paths import backend_log_path, backend_transport, life_lock_path, spawn_lock_path, state_path
from cognee_memory.config import StoreConfig
from cognee_memory.durable import check_store_folder, make_store_folder
from cognee_memory.platform import locks, processes
from cognee_memory.platform.transport import NotConnected, Transport

# Named, configurable timeouts (seconds).
START_TIMEOUT_S = float(os.environ.get("COGNEE_MEMORY_START_TIMEOUT", "120"))  # cold start imports Cognee (~10 s, more on a busy machine)
REQUEST_TIMEOUT_S = float(os.environ.get("COGNEE_MEMORY_REQUEST_TIMEOUT", "300"))  # a large ingest may take minutes
STOP_TIMEOUT_S = 30.0

PACKAGE_PARENT = str(Path(__file__).resolve().parents[2])


def _exchange(transport: Transport, request: dict[str, Any], timeout: float) -> dict[str, Any]:
    """One request over a new connection (``NotConnected`` when it was never delivered)."""
    with transport.connect(timeout) as sock:
        sock.sendall(protocol.encode(request))
        data = protocol.receive_line(sock)
    if not data:
        raise ConnectionError("the backend closed the connection without answering")
    return protocol.decode(data)


def _backend_alive(config: StoreConfig) -> bool:
    """True when some process holds the backend's life lock."""
    return locks.is_held(life_lock_path(config))


def _checked_transport(config: StoreConfig) -> Transport:
    """The store's transport, once its folders are known to be this user's (UNSAFE_PATH otherwise):
    a folder someone else controls could hold their fake backend."""
    check_store_folder(config.root_dir)
    check_store_folder(config.storage_dir)
    return backend_transport(config)


def _read_state(config: StoreConfig) -> dict[str, Any]:
    try:
        return json.loads(state_path(config).read_text())
    except (OSError, json.JSONDecodeError):
        return {}


def _ping(config: StoreConfig) -> dict[str, Any] | None:
    """The running backend's status, or None when none answers."""
    return ask(config, {"op": "status"})


def _serves(status: dict[str, Any] | None, config: StoreConfig) -> bool:
    """Whether a running backend's status says it is ours: version, code (its package folder
    and source hash), embedder and profile."""
    return bool(
        status
        and status.get("version") == protocol.BACKEND_VERSION
        and code_identity.same_code(status.get("code"), code_identity.current())
        and status.get("embedder") == config.embedder
        and status.get("profile", "local") == config.profile
    )


def profile_args(config: StoreConfig) -> list[str]:
    """The argv that selects config's profile (no password: that travels in the environment)."""
    if config.profile != "postgres" or config.server is None:
        return []
    return ["--profile", "postgres", "--team-server", config.server.url]


def serve_argv(config: StoreConfig) -> list[str]:
    """The command that serves ``config``'s store (``cli/serve.py``)."""
    return [
        sys.executable, "-m", "cognee_memory.cli.serve",
        "--workspace", str(config.workspace),
        "--storage-dir", str(config.root_dir),
        "--embedder", config.embedder,
        *profile_args(config),
    ]


def start_detached(config: StoreConfig, argv: list[str]) -> subprocess.Popen[bytes]:
    """Start a backend process in a session of its own, its stderr appended to the log folder."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (PACKAGE_PARENT, env.get("PYTHONPATH", "")) if p)
    # One malloc arena, not 8 per core: the native stores' threads otherwise each keep freed
    # memory in an arena of their own, and the backend grows under writes (read at start). One
    # against two: ≈ 25 MB less after a 10k import, 40 MB less after 150 small writes, same speed.
    env.setdefault("MALLOC_ARENA_MAX", "1")
    log_path = backend_log_path(config)
    log_path.parent.mkdir(parents=True, exist_ok=True)
    with open(log_path.with_name("backend.stderr.log"), "ab") as stderr:
        return subprocess.Popen(
            argv, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=stderr,
            env=env, cwd=str(config.workspace), close_fds=True, **processes.detached(),
        )


def _spawn(config: StoreConfig) -> subprocess.Popen[bytes]:
    state_path(config).unlink(missing_ok=True)
    return start_detached(config, serve_argv(config))


class _StartDeadline:
    """START_TIMEOUT_S from now, counted again whenever a starting backend's move of its store to
    another embedder (``reembed_run.py``, shown in the state file) reports progress."""

    def __init__(self) -> None:
        self.at = time.monotonic() + START_TIMEOUT_S
        self.progress: Any = None

    def open(self, state: dict[str, Any]) -> bool:
        if state.get("reembed") not in (None, self.progress):
            self.progress = state["reembed"]
            self.at = time.monotonic() + START_TIMEOUT_S
        return time.monotonic() < self.at


def _wait_ready(config: StoreConfig, process: subprocess.Popen[bytes]) -> None:
    deadline = _StartDeadline()
    while True:
        state = _read_state(config)
        if not deadline.open(state if state.get("pid") == process.pid else {}):
            break
        if state.get("pid") == process.pid and state.get("state") == "failed":
            error = state.get("error") or {}
            raise MemoryToolError(
                error.get("code", "BACKEND_UNAVAILABLE") if error.get("code") in _KNOWN else "BACKEND_UNAVAILABLE",
                error.get("message", "The backend could not start."),
            )
        if state.get("pid") == process.pid and state.get("state") == "ready":
            return
        if process.poll() is not None:
            raise MemoryToolError(
                "BACKEND_UNAVAILABLE",
                f"The backend exited during start-up (code {process.returncode}). "
                f"See {backend_log_path(config)} and backend.stderr.log next to it.",
            )
        time.sleep(0.05)
    process.kill()
    raise MemoryToolError(
        "TIMEOUT",
        f"The backend did not become ready within {START_TIMEOUT_S:.0f} s "
        "(COGNEE_MEMORY_START_TIMEOUT). See " + str(backend_log_path(config)) + ".",
    )


def ask(config: StoreConfig, request: dict[str, Any], timeout: float = 10.0) -> dict[str, Any] | None:
    """One request to the running backend, without starting one (None when none answers)."""
    transport = _checked_transport(config)
    try:
        return _exchange(transport, request, timeout=timeout)
    except (NotConnected, OSError, ValueError):
        return None


def _stop(config: StoreConfig) -> None:
    ask(config, {"op": "stop"})  # it finishes what it accepted first
    deadline = time.monotonic() + STOP_TIMEOUT_S
    while _backend_alive(config) and time.monotonic() < deadline:
        time.sleep(0.05)


def ensure_backend(config: StoreConfig) -> None:
    """A ready backend of our version for this store, started if needed (one starter at a time)."""
    status = _ping(config)
    if _serves(status, config):
        return
    os.umask(0o077)  # the lock, state and log files this client creates are owner-only too
    make_store_folder(config.storage_dir, config.root_dir)
    with locks.open_lock_file(spawn_lock_path(config)) as spawn_lock:
        locks.lock(spawn_lock)  # others wait here while one starts it
        status = _ping(config)
        if _serves(status, config):
            return
        if status is not None or _backend_alive(config):
            # An older version, another embedder, or one still starting/stopping.
            if status is None:  # still starting (perhaps moving its store to this embedder: it may take minutes)
                deadline = _StartDeadline()
                while _backend_alive(config) and _ping(config) is None and deadline.open(_read_state(config)):
                    time.sleep(0.1)
                status = _ping(config)
                if _serves(status, config):
                    return
            _stop(config)
        # No backend holds the store now: a socket (or endpoint file) left by a crash is stale.
        backend_transport(config).remove()
        _wait_ready(config, _spawn(config))


def call(config: StoreConfig, request: dict[str, Any]) -> dict[str, Any]:
    """Send one request to the workspace's backend; returns its JSON response."""
    for attempt in range(2):
        ensure_backend(config)
        try:
            response = _exchange(_checked_transport(config), request, timeout=REQUEST_TIMEOUT_S)
        except socket.timeout:
            raise MemoryToolError(
                "TIMEOUT",
                f"The backend did not answer within {REQUEST_TIMEOUT_S:.0f} s (COGNEE_MEMORY_REQUEST_TIMEOUT).",
            ) from None
        except NotConnected:
            if attempt == 0:
                continue  # it stopped (idle) or crashed between the check and the call
            raise MemoryToolError(
                "BACKEND_UNAVAILABLE", f"Cannot reach the backend. See {backend_log_path(config)}."
            ) from None
        except (OSError, ValueError):
            # Delivered but unanswered: the backend died mid-request. Not retried here (a
            # request that crashes it must not loop); the next call starts a fresh backend,
            # and every write is idempotent, so running the same command again is safe.
            raise MemoryToolError(
                "BACKEND_UNAVAILABLE",
                "The backend stopped while handling this request, so it may or may not have been "
                "carried out. Retrying is safe: every write is idempotent. Run the command again "
                f"(it restarts the backend). Log: {backend_log_path(config)}.",
            ) from None
        if not response.get("success", False) and isinstance(response.get("error"), dict):
            error = response["error"]
            if attempt == 0 and (error.get("details") or {}).get("code_changed"):
                _stop(config)
                continue  # refused before writing anything: a backend from the new code runs it
            code = error.get("code") if error.get("code") in _KNOWN else "INTERNAL_ERROR"
            raise MemoryToolError(code, error.get("message", "The backend failed."), error.get("details") or {})
        return response
    raise AssertionError("unreachable")


def status(config: StoreConfig) -> dict[str, Any]:
    """The running backend's status, or ``running: false``; never starts one."""
    answer = _ping(config)
    if answer is None:
        state = _read_state(config)  # a backend still starting says how far a re-embedding is
        moving = {"reembed": state["reembed"]} if state.get("state") == "starting" and state.get("reembed") else {}
        return ok_without_version(running=False, **moving)
    return {**answer, "running": True}


def stop(config: StoreConfig) -> dict[str, Any]:
    was_running = _backend_alive(config)
    _stop(config)
    return ok_without_version(was_running=was_running, running=_backend_alive(config))

