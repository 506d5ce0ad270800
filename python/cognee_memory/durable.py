"""Durable and private file-system steps shared by every layer (standard library only)."""

from __future__ import annotations

import errno
import os
import secrets
import stat
import time
from pathlib import Path

from cognee_memory.errors import MemoryToolError
from cognee_memory.platform import ownership


def fsync_dir(path: str | os.PathLike[str], *, best_effort: bool = False) -> None:
    """Flush a directory's entries (a file just created, renamed or linked in it) to disk.

    With ``best_effort`` a directory that cannot be opened or flushed is skipped silently
    (some file systems refuse it); otherwise the ``OSError`` is raised. On Windows a folder
    cannot be opened to flush it (NTFS journals its entries itself): nothing to do.
    """
    if os.name == "nt":
        return
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


STORE_FOLDER_FIX = ("Use a folder of your own: remove it (or choose another with --storage-dir); a new "
                    "store folder is created private to you.")


def check_store_folder(path: Path) -> None:
    """Refuse (UNSAFE_PATH) a store folder that is a symbolic link or that another user owns:
    whoever controls it could read what is stored and put a fake backend's socket in it. Nothing
    there yet passes (it is created private)."""
    ownership.check_mine(path, "storage folder", STORE_FOLDER_FIX, kind=stat.S_IFDIR)


def private_folder(path: Path) -> Path:
    """``path`` (parents included) as a folder only this user can enter.

    A new folder is created 0700; an existing one this user owns is tightened to 0700, so
    every file under it is out of other local users' reach whatever its own mode. A symbolic
    link or a folder another user owns is UNSAFE_PATH (``check_store_folder``); a folder that
    cannot be created or written is STORAGE_UNUSABLE (it says which and why).
    """
    check_store_folder(path)
    old_umask = os.umask(0o077)
    try:
        path.mkdir(parents=True, exist_ok=True)
        check_store_folder(path)
        if os.lstat(path).st_mode & 0o077:
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
    write_private_file(ignore, GIT_IGNORE_ALL.encode())


def write_private_file(path: Path, data: bytes) -> None:
    """Replace ``path`` with ``data`` atomically, owner-only (0600): written to a new temp file
    beside it (created exclusively, never through a symbolic link someone left there), then
    renamed over it."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_BINARY", 0)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.{secrets.token_hex(6)}.tmp")
    fd = os.open(tmp, flags, 0o600)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
        _replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise


def _replace(source: Path, target: Path, attempts: int = 50) -> None:
    """``os.replace``; on Windows, where a file another process has open cannot be replaced, a
    reader's brief open is waited out (20 ms at a time, 1 s at most)."""
    for _ in range(attempts - 1):
        try:
            os.replace(source, target)
            return
        except PermissionError:
            if os.name != "nt":
                raise
            time.sleep(0.02)
    os.replace(source, target)
