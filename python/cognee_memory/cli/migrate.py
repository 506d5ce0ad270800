"""migrate: copy a workspace's memories into its team space on the server, or back."""

from __future__ import annotations

from typing import Any

import click

from cognee_memory.backend import client
from cognee_memory.envelope import ok_without_version
from cognee_memory.errors import MemoryToolError
from cognee_memory.config import StoreConfig
from cognee_memory.storage.migration import import_parts
from cognee_memory.cli.common import JsonCommand, configure_logging, existing_workspace, run_command, server_settings, workspace_options

DIRECTIONS = ("to-team", "to-local")


@click.command(cls=JsonCommand)
@workspace_options
@click.argument("direction", type=click.Choice(DIRECTIONS))
def main(workspace: str, storage_dir: str | None, embedder: str, direct: bool, verbose: bool, direction: str) -> None:
    """Copy every memory from one store to the other: DIRECTION is 'to-team' (the workspace's
    local store → the team space) or 'to-local' (the team space → the workspace's local store).

    \b
    Ids, statuses, topics, references, timestamps, supersession links and compaction state
    are kept; memories already there with the same id are updated (running it twice is safe).
    The source is left as it was. The team space comes from --team-server (or
    COGNEE_MEMORY_TEAM_SERVER); the password from COGNEE_MEMORY_PG_PASSWORD.

    \b
    Example:
      COGNEE_MEMORY_PG_PASSWORD=… python python/migrate.py --workspace . \\
          --team-server postgresql://team@db.internal/payments to-team
    """
    configure_logging(verbose)

    def work() -> dict[str, Any]:
        if direct:
            raise MemoryToolError(
                "INVALID_ARGUMENT",
                "migrate reads one store and writes the other through their backends; --direct does not apply.",
            )
        folder = existing_workspace(workspace)
        server = server_settings()
        local = StoreConfig.create(folder, storage_dir, embedder)
        team = StoreConfig.create(folder, storage_dir, embedder, "postgres", server)
        source, target = (local, team) if direction == "to-team" else (team, local)
        exported = client.call(source, {"op": "export"})
        totals = {"imported": 0, "links": 0, "with_properties": 0}
        parts = import_parts(exported["memories"])
        for part in parts:
            imported = client.call(target, {"op": "import", "format": exported["format"], "memories": part})
            for key in totals:
                totals[key] += imported[key]
        return ok_without_version(direction=direction, space=server.space, server=server.describe(),
                                  exported=exported["count"], parts=len(parts), **totals)

    run_command(work)


if __name__ == "__main__":
    main()
