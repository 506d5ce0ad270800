"""Where the backend keeps its files in the storage folder: socket (or endpoint), locks, state, log.

No Cognee import: the thin client uses these too.
"""

from __future__ import annotations

import hashlib
import os
import stat
import tempfile
from pathlib import Path

from cognee_memory.config import StoreConfig
from cognee_memory.errors import MemoryToolError
from cognee_memory.platform import transport

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
    try:
        private.mkdir(mode=0o700)
    except FileExistsError:
        pass
    _check_private(private)
    return private / f"{digest}.sock"


def _check_private(folder: Path) -> None:
    """Refuse a socket folder another user could have prepared: it must be a real folder
    (not a link), owned by us, with no access for group or others. The temp folder is shared,
    so whoever creates the name first owns it; trusting it would send our queries (and take
    the answers that go into a chat prompt) from their fake server."""
    info = os.lstat(folder)
    if stat.S_ISDIR(info.st_mode) and info.st_uid == os.getuid() and not info.st_mode & 0o077:
        return
    raise MemoryToolError(
        "UNSAFE_PATH",
        f"The backend's socket folder {folder} is not private to you (owner uid {info.st_uid}, "
        f"mode {stat.filemode(info.st_mode)}): another user may control it. Remove it, set TMPDIR "
        "to a private folder, or choose a shorter --storage-dir (the socket then stays in the store).",
    )


def backend_transport(config: StoreConfig) -> transport.Transport:
    """How clients reach this store's backend on this OS (``platform/transport.py``)."""
    return transport.choose(config.storage_dir, lambda: socket_path(config))


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
