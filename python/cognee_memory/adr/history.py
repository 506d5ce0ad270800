"""When a file first entered the repository: the author date of the commit that added it.

``git`` runs with an argument list (no shell), in the file's own folder, with a timeout; any
failure (no git, not a repository, an untracked file) gives ``None`` and the caller falls back.
"""

from __future__ import annotations

import shutil
import subprocess
from datetime import datetime, timezone
from pathlib import Path

TIMEOUT_SECONDS = 20


def first_commit_date(path: Path) -> datetime | None:
    """The author date of the commit that added ``path`` (following renames), in UTC."""
    git = shutil.which("git")
    if git is None:
        return None
    stamps = _log(git, path, follow=True) or _log(git, path, follow=False)  # a partial clone cannot follow renames
    if not stamps:
        return None
    try:  # newest first: the last line is the commit that added the file
        return datetime.fromisoformat(stamps[-1]).astimezone(timezone.utc)
    except ValueError:
        return None


def modified_date(path: Path) -> datetime | None:
    """The file's modification time (the last resort for a record outside git)."""
    try:
        return datetime.fromtimestamp(path.stat().st_mtime, tz=timezone.utc)
    except (OSError, OverflowError, ValueError):
        return None


def _log(git: str, path: Path, *, follow: bool) -> list[str]:
    argv = [git, "log", "--diff-filter=A", *(["--follow"] if follow else []), "--format=%aI", "--", path.name]
    try:
        result = subprocess.run(argv, cwd=path.parent, capture_output=True, text=True, timeout=TIMEOUT_SECONDS,
                                check=False, stdin=subprocess.DEVNULL)
    except (OSError, subprocess.SubprocessError):
        return []
    return [line.strip() for line in result.stdout.splitlines() if line.strip()] if result.returncode == 0 else []
