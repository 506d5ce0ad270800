"""Named points where a test can kill the process, to leave the store as a crash there would.

``COGNEE_MEMORY_KILL_AT=<point>`` (read once, at import) makes ``fault_point(<point>)`` kill
the process with SIGKILL, its worker processes first (Cognee runs its graph and vector adapters
in ``multiprocessing`` workers, which a kill -9 of a backend's process group takes too). Only
tests set it; unset, a point is one comparison with None.
"""

from __future__ import annotations

import os
import signal

ENVIRONMENT_VARIABLE = "COGNEE_MEMORY_KILL_AT"
_ARMED: str | None = os.environ.get(ENVIRONMENT_VARIABLE) or None


def fault_point(name: str) -> None:
    """Die here when a test asked for it, as ``kill -9`` would stop the process."""
    if _ARMED is None or _ARMED != name:
        return
    import multiprocessing

    for child in multiprocessing.active_children():
        if child.pid is not None:
            os.kill(child.pid, signal.SIGKILL)
    os.kill(os.getpid(), signal.SIGKILL)
