"""Durable file-system steps shared by every layer (standard library only)."""

from __future__ import annotations

import os
from pathlib import Path


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


GIT_IGNORE_ALL = "# Written by Cognee Chat Memory: a project's memory store never belongs in git.\n*\n"


def make_store_folder(folder: Path, root: Path) -> None:
    """Create ``folder`` (the store root ``root`` or a folder inside it), owner-only, and keep
    the whole root out of git: ``root/.gitignore`` ignores everything, itself included."""
    root.mkdir(parents=True, exist_ok=True, mode=0o700)
    folder.mkdir(parents=True, exist_ok=True, mode=0o700)
    ignore = root / ".gitignore"
    if ignore.exists():
        return
    partial = root / f".gitignore.{os.getpid()}.partial"
    partial.write_text(GIT_IGNORE_ALL)
    os.chmod(partial, 0o600)
    os.replace(partial, ignore)
