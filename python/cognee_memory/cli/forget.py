"""forget: remove memories for good, with every copy of their words in the store."""

from __future__ import annotations

from typing import Any

import click

from cognee_memory.cli.common import JsonCommand, configure_logging, run_command, store_config, workspace_options
from cognee_memory.cli.dispatch import send
from cognee_memory.errors import bad_argument


def build_request(ids: tuple[str, ...], dry_run: bool) -> dict[str, Any]:
    """The request (validated before any store opens)."""
    cleaned = [i.strip() for i in ids]
    if not cleaned or not all(cleaned):
        raise bad_argument("Pass the memories to forget as --id ID (repeatable), e.g. --id db-1 --id db-2.")
    return {"op": "forget", "ids": list(dict.fromkeys(cleaned)), "dry_run": dry_run}


@click.command(cls=JsonCommand)
@workspace_options
@click.option("--id", "ids", multiple=True, metavar="ID", help="A memory to forget (repeatable).")
@click.option("--dry-run", is_flag=True, help="Show what would be forgotten and cleaned; change nothing.")
def main(workspace: str, storage_dir: str | None, embedder: str, direct: bool, verbose: bool,
         ids: tuple[str, ...], dry_run: bool) -> None:
    """Forget memories: delete them and every copy of their text in the store.

    \b
    Gone: the memory's graph node and links, its vector row and old versions, its words in
    the full-text index, in compaction records made from it, in the store's logs, and its
    feedback events. A record that lost a source lists it in forgotten_sources. Not undoable.
    An unknown id changes nothing (NOT_FOUND, exit 2).
    \b
    Examples:
      python python/forget.py --workspace . --id db-1 --dry-run
      python python/forget.py --workspace . --id db-1 --id db-2
    """
    configure_logging(verbose)

    def work() -> dict[str, Any]:
        request = build_request(ids, dry_run)
        return send(store_config(workspace, storage_dir, embedder), request, direct=direct)

    run_command(work)


if __name__ == "__main__":
    main()
