"""Durable and private file-system steps shared by every layer (standard library only)."""

from __future__ import annotations

import errno
import os
from pathlib import Path

from cognee_memory.errors import MemoryToolError


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


def private_folder(path: Path) -> Path:
    """``path`` (parents included) as a folder only this user can enter.

    A new folder is created 0700; an existing one this user owns is tightened to 0700, so
    every file under it is out of other local users' reach whatever its own mode. A folder
    that cannot be created or written is STORAGE_UNUSABLE (it says which and why).
    """
    old_umask = os.umask(0o077)
    try:
        path.mkdir(parents=True, exist_ok=True)
        info = os.stat(path)
        if info.st_uid == os.getuid() and info.st_mode & 0o077:
            os.chmod(path, 0o700)
    except OSError as exc:
        raise _unusable(path, exc) from None
    finally:
        os.umask(old_umask)
    if not os.access(path, os.W_OK | os.X_OK):
        raise _unusable(path, PermissionError(errno.EACCES, "read-only for this user"))
    return path


def _unusable(path: Path, exc: OSError) -> MemoryToolError:
    reason = exc.strerror or type(exc).__name__
    if isinstance(exc, FileExistsError) or (path.exists() and not path.is_dir()):
        reason = "it exists and is not a folder"
    return MemoryToolError(
        "STORAGE_UNUSABLE",
        f"The storage folder {path} cannot be used: {reason}. Make it a folder you can write, "
        "or choose another with --storage-dir.",
    )


GIT_IGNORE_ALL = "# Written by Cognee Chat Memory: a project's memory store never belongs in git.\n*\n"


def make_store_folder(folder: Path, root: Path) -> None:
    """Create ``folder`` (the store root ``root`` or a folder inside it) as private folders
    (``private_folder``), and keep the whole root out of git: ``root/.gitignore`` ignores
    everything, itself included."""
    private_folder(root)
    private_folder(folder)
    ignore = root / ".gitignore"
    if ignore.exists():
        return
    partial = root / f".gitignore.{os.getpid()}.partial"
    partial.write_text(GIT_IGNORE_ALL)
    os.chmod(partial, 0o600)
    os.replace(partial, ignore)
