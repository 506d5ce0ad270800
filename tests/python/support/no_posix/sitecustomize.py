"""Run this Python as a Windows Python would: no ``fcntl``, no ``socket.AF_UNIX``.

Put this folder on ``PYTHONPATH`` and every Python process started with that environment (pytest,
the CLIs it runs, the backends they start) imports this first. The product then has to use its
portable paths (``cognee_memory/platform``): loopback TCP with a token instead of a Unix socket,
and ``msvcrt`` locks instead of ``fcntl``. Linux has no ``msvcrt``, so a stand-in with its
interface is installed, made of ``os.lockf`` (a record lock that also ends with its process),
after ``subprocess`` is imported (which would otherwise think it runs on Windows).
Used by ``scripts/test.sh`` for the tests marked ``portable``.
"""

from __future__ import annotations

import errno
import os
import socket
import subprocess  # noqa: F401  (imported first: it takes a module named msvcrt as proof of Windows)
import sys
import types

sys.modules["fcntl"] = None  # type: ignore[assignment]  # `import fcntl` now raises ImportError
if hasattr(socket, "AF_UNIX"):
    del socket.AF_UNIX


def _socketpair(family: int | None = None, type: int = socket.SOCK_STREAM, proto: int = 0) -> tuple[socket.socket, socket.socket]:
    """A connected pair over loopback TCP, as Windows' Python makes it (asyncio's loop wakes
    itself up through one)."""
    with socket.socket(socket.AF_INET, type, proto) as listener:
        listener.bind(("127.0.0.1", 0))
        listener.listen(1)
        first = socket.socket(socket.AF_INET, type, proto)
        first.connect(listener.getsockname())
        second, _ = listener.accept()
    return first, second


socket.socketpair = _socketpair

_msvcrt = types.ModuleType("msvcrt")
_msvcrt.LK_UNLCK, _msvcrt.LK_LOCK, _msvcrt.LK_NBLCK, _msvcrt.LK_RLCK, _msvcrt.LK_NBRLCK = 0, 1, 2, 3, 4
_LOCKF = {0: os.F_ULOCK, 1: os.F_LOCK, 2: os.F_TLOCK, 3: os.F_LOCK, 4: os.F_TLOCK}


def _locking(fd: int, mode: int, nbytes: int) -> None:
    """``msvcrt.locking``: lock ``nbytes`` from the current position; OSError when it is taken."""
    try:
        os.lockf(fd, _LOCKF[mode], nbytes)
    except OSError as exc:
        if exc.errno in (errno.EACCES, errno.EAGAIN):
            raise OSError(errno.EACCES, "Permission denied") from None  # what Windows raises
        raise


_msvcrt.locking = _locking  # type: ignore[attr-defined]
sys.modules["msvcrt"] = _msvcrt
