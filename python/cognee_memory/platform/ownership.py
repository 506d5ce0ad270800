"""Whether a path is this user's own and private (POSIX owners and modes).

On Windows these checks pass: there is no POSIX owner or mode to read (``st_uid`` is 0), and the
folders the product uses sit under the user's profile, private by their ACLs. That is a no-op,
not a check; the README's platform notes say so.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from cognee_memory.errors import MemoryToolError

CHECKS_OWNERS = os.name != "nt"


def owned_by_me(info: os.stat_result) -> bool:
    return not CHECKS_OWNERS or info.st_uid == os.getuid()


def private(info: os.stat_result) -> bool:
    """No access at all for group or others."""
    return not CHECKS_OWNERS or not info.st_mode & 0o077


def unsafe(path: Path, what: str, why: str, fix: str) -> MemoryToolError:
    return MemoryToolError(
        "UNSAFE_PATH",
        f"The {what} {path} {why}: another local user may control it, so it was not used. {fix}",
        {"path": str(path)},
    )


def describe_owner(info: os.stat_result) -> str:
    return f"owned by uid {info.st_uid}, you are uid {os.getuid()}" if CHECKS_OWNERS else "not yours"


def check_mine(path: Path, what: str, fix: str, *, kind: int | None = None) -> os.stat_result | None:
    """``path``'s own status (a link is not followed), or None when nothing is there. Refuses
    (UNSAFE_PATH) a symbolic link, another kind of file than ``kind`` (``stat.S_IFDIR``, …), or
    something another user owns."""
    try:
        info = os.lstat(path)
    except (FileNotFoundError, NotADirectoryError):
        return None
    if stat.S_ISLNK(info.st_mode):
        raise unsafe(path, what, "is a symbolic link", fix)
    if kind is not None and stat.S_IFMT(info.st_mode) != kind:
        raise unsafe(path, what, f"is not a {_KIND_NAMES.get(kind, 'file of the expected kind')}", fix)
    if not owned_by_me(info):
        raise unsafe(path, what, f"is not yours ({describe_owner(info)})", fix)
    return info


_KIND_NAMES = {stat.S_IFDIR: "folder", stat.S_IFREG: "regular file", stat.S_IFSOCK: "socket"}
