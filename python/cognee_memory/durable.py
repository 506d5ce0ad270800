"""Durable file-system steps shared by every layer (standard library only)."""

from __future__ import annotations

import os


def fsync_dir(path: str | os.PathLike[str], *, best_effort: bool = False) -> None:
    """Flush a directory's entries (a file just created, renamed or linked in it) to disk.

    With ``best_effort`` a directory that cannot be opened or flushed is skipped silently
    (some file systems refuse it); otherwise the ``OSError`` is raised.
    """
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        if best_effort:
            return
        raise
    try:
        os.fsync(fd)
    except OSError:
        if not best_effort:
            raise
    finally:
        os.close(fd)
