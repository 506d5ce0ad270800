"""Where the backend keeps its files in the storage folder: socket, locks, state, log.

No Cognee import: the thin client uses these too.
"""

from __future__ import annotations

import hashlib
import os
import tempfile
from pathlib import Path

from cognee_memory.config import StoreConfig

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
