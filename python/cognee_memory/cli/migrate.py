"""migrate: copy a workspace's memories into its team space on the server, or back."""

from __future__ import annotations

import json
from typing import Any

import click

from cognee_memory.backend import client
from cognee_memory.envelope import ok_without_version
from cognee_memory.errors import MemoryToolError
from cognee_memory.requests import MAX_BATCH_BYTES, MAX_IMPORT_MEMORIES
from cognee_memory.config import StoreConfig
from cognee_memory.cli.common import JsonCommand, configure_logging, existing_workspace, run_command, server_settings, workspace_options

DIRECTIONS = ("to-team", "to-local")


def import_parts(records: list[dict[str, Any]]) -> list[list[dict[str, Any]]]:
    """An export cut into import requests that each fit one request (``MAX_BATCH_BYTES`` once
    encoded, ``MAX_IMPORT_MEMORIES`` records), superseded memories before their successors so
    that every link of a part names a memory already stored or in the same part."""
    by_id = {r.get("id"): r for r in records}
    ordered: list[dict[str, Any]] = []
    placed: set[Any] = set()
    visiting: set[Any] = set()
    for first in records:  # depth first, without recursion: a chain may be thousands long
        stack = [(first, False)]
        while stack:
            record, expanded = stack.pop()
            memory_id = record.get("id")
            if memory_id in placed or (not expanded and memory_id in visiting):
                continue  # placed, or a cycle (the import refuses it)
            if expanded:
                placed.add(memory_id)
                ordered.append(record)
                continue
            visiting.add(memory_id)
            stack.append((record, True))
            stack.extend((by_id[old], False) for old in record.get("supersedes") or [] if old in by_id)
    parts: list[list[dict[str, Any]]] = [[]]
    size = 0
    for record in ordered:
        record_size = len(json.dumps(record, ensure_ascii=False).encode("utf-8")) + 2
        if parts[-1] and (size + record_size > MAX_BATCH_BYTES or len(parts[-1]) >= MAX_IMPORT_MEMORIES):
            parts.append([])
            size = 0
        parts[-1].append(record)
        size += record_size
    return parts


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
