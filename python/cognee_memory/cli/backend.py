"""backend: start, inspect or stop the workspace's long-lived backend process."""

from __future__ import annotations

from typing import Any

import click

from cognee_memory.backend import client
from cognee_memory.cli.common import JsonCommand, configure_logging, run_command, workspace_options, store_config


@click.command(cls=JsonCommand)
@workspace_options
@click.argument("action", type=click.Choice(["status", "start", "stop"]))
def main(workspace: str, storage_dir: str | None, embedder: str, direct: bool, verbose: bool, action: str) -> None:
    """ACTION the workspace's backend: 'status' (never starts it), 'start', or 'stop'.

    \b
    The backend owns the workspace's Cognee store so that retrieve/ingest answer warm
    and never trip the store's single-process lock. It stops by itself when idle.
    """
    configure_logging(verbose)

    def work() -> dict[str, Any]:
        config = store_config(workspace, storage_dir, embedder)
        if action == "start":
            client.ensure_backend(config)
            return client.status(config)
        if action == "stop":
            return client.stop(config)
        return client.status(config)

    run_command(work)


if __name__ == "__main__":
    main()
