"""The backend's own command line: serve one workspace's store (started by the client).

``cli/backend.py`` is the admin command (status|start|stop) that starts this one as
``python -m cognee_memory.cli.serve --workspace W ...``; the server itself is
``backend/server.py``.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import click

from cognee_memory.backend.refresh import REFRESH_AFTER_MEMORIES, REFRESH_IDLE_S, RefreshPolicy
from cognee_memory.backend.server import DEFAULT_IDLE_TIMEOUT_S, run
from cognee_memory.cli.common import profile_settings, server_options
from cognee_memory.config import EMBEDDERS, StoreConfig
from cognee_memory.errors import MemoryToolError


@click.command("serve")
@server_options
@click.option("--workspace", required=True, type=click.Path(file_okay=False, exists=True))
@click.option("--storage-dir", default=None)
@click.option("--embedder", type=click.Choice(EMBEDDERS), default="local")
@click.option("--idle-timeout", type=float, default=DEFAULT_IDLE_TIMEOUT_S, show_default=True,
              envvar="COGNEE_MEMORY_IDLE_TIMEOUT", help="Seconds without requests before shutting down.")
@click.option("--refresh-after", type=click.IntRange(min=0), default=REFRESH_AFTER_MEMORIES, show_default=True,
              envvar="COGNEE_MEMORY_REFRESH_AFTER",
              help="Memories written before the backend hands its store to a fresh process when idle (0: never).")
@click.option("--refresh-idle", type=click.FloatRange(min=0), default=REFRESH_IDLE_S, show_default=True,
              envvar="COGNEE_MEMORY_REFRESH_IDLE", help="Seconds idle before that hand-over.")
@click.option("--take-over", type=int, default=None, hidden=True,
              help="Take the store over from the backend with this pid (it asks it to stop).")
@click.option("--log-stderr", is_flag=True, help="Also log to stderr.")
def serve(workspace: str, storage_dir: str | None, embedder: str, idle_timeout: float, refresh_after: int,
          refresh_idle: float, take_over: int | None, log_stderr: bool) -> None:
    """Serve one workspace's memory store until idle, stopped, or signalled."""
    try:
        profile, server = profile_settings()
    except MemoryToolError as exc:
        print(json.dumps(exc.to_json()), flush=True)
        sys.exit(exc.exit_code)
    run(StoreConfig.create(Path(workspace), storage_dir, embedder, profile, server), idle_timeout, log_stderr,
        RefreshPolicy(after_memories=refresh_after, idle_s=refresh_idle), take_over)


if __name__ == "__main__":
    serve()
