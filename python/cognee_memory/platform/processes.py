"""Starting a process that outlives its parent (the backend outlives the CLI call that starts it)."""

from __future__ import annotations

import subprocess
from typing import Any


def detached() -> dict[str, Any]:
    """``subprocess.Popen`` options for a child in a session (POSIX) or process group (Windows) of
    its own, so the caller's Ctrl+C or exit does not reach it."""
    if hasattr(subprocess, "CREATE_NEW_PROCESS_GROUP"):  # Windows
        return {"creationflags": subprocess.CREATE_NEW_PROCESS_GROUP | subprocess.DETACHED_PROCESS}
    return {"start_new_session": True}
