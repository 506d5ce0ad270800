"""File locks, the same calls on every OS: ``fcntl.flock`` on POSIX, ``msvcrt.locking`` on Windows.

A lock belongs to an open file and ends when it is closed or its process dies (kill -9
included), so a lock file tells whether its holder is alive. ``msvcrt`` has no shared lock: a
shared lock is an exclusive one there (readers of the feedback log then take turns).
"""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import IO, Any

try:
    import fcntl as _fcntl
except ImportError:  # Windows (or a test that removed it)
    _fcntl = None  # type: ignore[assignment]
try:
    import msvcrt as _msvcrt
except ImportError:  # POSIX
    _msvcrt = None  # type: ignore[assignment]

# How often a blocking lock is retried where the OS has no blocking lock that waits for good.
_RETRY_S = 0.02
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)


def mechanism() -> str:
    """Which lock the OS gives this process: ``"fcntl"`` or ``"msvcrt"``."""
    if _fcntl is not None:
        return "fcntl"
    if _msvcrt is not None:
        return "msvcrt"
    raise RuntimeError("This Python has neither fcntl nor msvcrt: no file locks.")


def _fd(handle: int | IO[Any]) -> int:
    return handle if isinstance(handle, int) else handle.fileno()


def _msvcrt_lock(fd: int, mode: int) -> None:
    """``msvcrt.locking`` locks bytes from the current position: always the first byte."""
    position = os.lseek(fd, 0, os.SEEK_CUR)
    os.lseek(fd, 0, os.SEEK_SET)
    try:
        _msvcrt.locking(fd, mode, 1)
    finally:
        os.lseek(fd, position, os.SEEK_SET)


def try_lock(handle: int | IO[Any]) -> bool:
    """Take the exclusive lock if it is free now; False when another holds it."""
    fd = _fd(handle)
    if mechanism() == "fcntl":
        try:
            _fcntl.flock(fd, _fcntl.LOCK_EX | _fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True
    try:
        _msvcrt_lock(fd, _msvcrt.LK_NBLCK)
    except OSError:
        return False
    return True


def lock(handle: int | IO[Any]) -> None:
    """Wait for the exclusive lock."""
    if mechanism() == "fcntl":
        _fcntl.flock(_fd(handle), _fcntl.LOCK_EX)
        return
    while not try_lock(handle):  # msvcrt's own blocking mode gives up after 10 s
        time.sleep(_RETRY_S)


def lock_shared(handle: int | IO[Any]) -> None:
    """Wait for a shared lock (exclusive where the OS has no shared one)."""
    if mechanism() == "fcntl":
        _fcntl.flock(_fd(handle), _fcntl.LOCK_SH)
        return
    lock(handle)


def unlock(handle: int | IO[Any]) -> None:
    fd = _fd(handle)
    if mechanism() == "fcntl":
        _fcntl.flock(fd, _fcntl.LOCK_UN)
        return
    _msvcrt_lock(fd, _msvcrt.LK_UNLCK)


def is_held(path: Path) -> bool:
    """True when some process holds the exclusive lock on the file at ``path``."""
    try:
        handle = open_lock_file(path, create=False)
    except FileNotFoundError:
        return False
    with handle:
        if not try_lock(handle):
            return True
        unlock(handle)
        return False


def open_lock_file(path: Path, *, create: bool = True) -> IO[str]:
    """A lock file opened for locking, created owner-only; a symbolic link there is not followed."""
    flags = os.O_RDWR | _NOFOLLOW | (os.O_CREAT if create else 0)
    return os.fdopen(os.open(path, flags, 0o600), "r+")
