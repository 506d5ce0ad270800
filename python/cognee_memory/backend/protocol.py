"""The backend's wire format and the files it keeps in the storage folder (no Cognee import).

One request per connection: the client sends one JSON object on one line, the backend
answers with one JSON object on one line — the same response the CLI prints. Over stdio
(for the extension) the same lines flow through stdin/stdout, several per session, each
request carrying an ``id`` that its response echoes.
"""

from __future__ import annotations

import hashlib
import os
import tempfile
from pathlib import Path

from cognee_memory import __version__
from cognee_memory.config import StoreConfig

# Bumped whenever a request or response changes shape; a backend with another
# protocol (or package version) is replaced by the client.
PROTOCOL_VERSION = 3  # 2: update detection, supersede/restore; 3: storage profiles (status reports profile, server)
BACKEND_VERSION = f"{__version__}+p{PROTOCOL_VERSION}"

# Unix socket paths are limited to ~107 bytes on Linux.
_MAX_SOCKET_PATH = 100


def socket_path(config: StoreConfig) -> Path:
    """The backend's socket: inside the storage folder, or (if that path is too long) in a
    private per-user folder named after a hash of the storage folder."""
    preferred = config.storage_dir / "backend.sock"
    if len(str(preferred)) <= _MAX_SOCKET_PATH:
        return preferred
    digest = hashlib.sha256(str(config.storage_dir).encode()).hexdigest()[:24]
    private = Path(tempfile.gettempdir()) / f"cognee-memory-{os.getuid()}"
    private.mkdir(mode=0o700, exist_ok=True)
    return private / f"{digest}.sock"


def state_path(config: StoreConfig) -> Path:
    """JSON written by the backend: pid, version, socket, and 'ready' or a startup error."""
    return config.storage_dir / "backend.json"


def spawn_lock_path(config: StoreConfig) -> Path:
    """Held by a client while it checks for and starts a backend (one starter at a time)."""
    return config.storage_dir / "backend-spawn.lock"


def life_lock_path(config: StoreConfig) -> Path:
    """Held by the backend for its whole life: free means no backend is alive."""
    return config.storage_dir / "backend.lock"


def backend_log_path(config: StoreConfig) -> Path:
    return config.storage_dir / "logs" / "backend.log"
