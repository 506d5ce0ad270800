"""A backend that has grown hands its store to a fresh process of itself, while nobody waits.

What a write leaves behind is native memory the graph's and LanceDB's libraries keep (≈ 70 MB
after a 10k import; ``malloc_trim`` returns little of it), while a fresh backend on the same
store starts lean. So once a backend has written ``--refresh-after`` memories
and then been idle ``--refresh-idle`` seconds, it starts its successor:

1. The successor imports Cognee and the stores' libraries (most of a cold start, ≈ 3–4 s) while
   the old backend goes on serving.
2. It takes the spawn lock (a client that finds no backend waits there, as for any start) and
   asks the old backend to hand over. Unless a chunked import runs there (then the successor
   exits and the old backend tries again after its next idle spell, three times at most), the
   old backend stops accepting requests, answers the ones it accepted (an import that arrived
   meanwhile runs to its end), closes the store and exits.
3. It takes the life lock, opens the store, serves, and only then lets go of the spawn lock.

A request sent in the gap waits on the spawn lock and is answered by the successor. A successor
that fails before step 2 changes nothing: the old backend goes on serving.
"""

from __future__ import annotations

import logging
import os
import subprocess
import time
from dataclasses import dataclass, field
from typing import IO

from cognee_memory.backend import client
from cognee_memory.backend.paths import backend_transport, life_lock_path, spawn_lock_path
from cognee_memory.config import StoreConfig
from cognee_memory.errors import MemoryToolError
from cognee_memory.platform import locks

log = logging.getLogger("cognee_memory.backend.refresh")

REFRESH_AFTER_MEMORIES = 2_000  # about what leaves 50–100 MB behind; 0 turns refreshing off
REFRESH_IDLE_S = 10.0
MAX_ATTEMPTS = 3  # successors started at most (one that cannot start must not cost CPU forever)
# How long a successor waits for the old backend to finish what it accepted (a large import).
HANDOVER_TIMEOUT_S = client.REQUEST_TIMEOUT_S + client.STOP_TIMEOUT_S


@dataclass
class RefreshPolicy:
    """When a backend starts its successor, and the one it started."""

    after_memories: int = REFRESH_AFTER_MEMORIES
    idle_s: float = REFRESH_IDLE_S
    attempts_left: int = MAX_ATTEMPTS
    successor: subprocess.Popen[bytes] | None = field(default=None, repr=False)

    def due(self, written: int, idle_s: float, in_flight: int) -> bool:
        """Whether to start a successor now: enough written, idle long enough, none running."""
        return (self.successor is None and self.attempts_left > 0 and self.after_memories > 0
                and written >= self.after_memories and in_flight == 0 and idle_s >= self.idle_s)

    def successor_exited(self) -> bool:
        """Whether the successor exited while this backend still serves (it found this one importing,
        or failed): reaps it, so that the next idle spell may start another."""
        if self.successor is None or self.successor.poll() is None:
            return False
        self.successor = None
        return True

    def argv(self, config: StoreConfig, idle_timeout: float, old_pid: int) -> list[str]:
        return [*client.serve_argv(config), "--idle-timeout", repr(idle_timeout),
                "--refresh-after", str(self.after_memories), "--refresh-idle", repr(self.idle_s),
                "--take-over", str(old_pid)]

    def start(self, config: StoreConfig, idle_timeout: float) -> None:
        self.attempts_left -= 1
        self.successor = client.start_detached(config, self.argv(config, idle_timeout, os.getpid()))
        log.info("refreshing: started successor pid %d", self.successor.pid)


def take_over(config: StoreConfig, old_pid: int) -> tuple[IO[str], IO[str]] | None:
    """Steps 2 and 3 up to the life lock: (spawn lock, life lock), both held; or None when
    ``old_pid`` no longer serves the store (someone else handled it: this process should exit)."""
    spawn = locks.open_lock_file(spawn_lock_path(config))
    locks.lock(spawn)
    # Under the spawn lock no client starts another backend: the one asked is the one checked.
    serving = client.ask(config, {"op": "status"}) or {}
    answer = client.ask(config, {"op": "hand_over"}) if serving.get("pid") == old_pid else None
    if not (answer or {}).get("handing_over"):
        spawn.close()  # gone, replaced, or importing (it tries again later)
        return None
    life = locks.open_lock_file(life_lock_path(config))
    deadline = time.monotonic() + HANDOVER_TIMEOUT_S
    while not locks.try_lock(life):
        if time.monotonic() > deadline:
            life.close()
            spawn.close()
            raise MemoryToolError("BACKEND_UNAVAILABLE", f"The backend (pid {old_pid}) did not stop within "
                                  f"{HANDOVER_TIMEOUT_S:.0f} s of being asked to hand over its store.")
        time.sleep(0.02)
    backend_transport(config).remove()  # the old backend is gone: nothing listens there
    return spawn, life
