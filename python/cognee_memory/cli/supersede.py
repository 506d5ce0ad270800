"""supersede: mark an older memory Superseded by a newer one (and restore it)."""

from __future__ import annotations

from typing import Any

import click

from cognee_memory.errors import bad_argument
from cognee_memory.config import StoreConfig
from cognee_memory.cli.common import JsonCommand, configure_logging, existing_workspace, run_command, workspace_options
from cognee_memory.cli.dispatch import send


def build_request(old: str | None, new: str | None, restore: str | None, dry_run: bool) -> dict[str, Any]:
    """The request for exactly one mode (validated before any store opens)."""
    if restore is not None:
        if old is not None or new is not None:
            raise bad_argument("Pass either --old ID --new ID, or --restore ID, not both.")
        if not restore.strip():
            raise bad_argument("--restore needs the id of a superseded memory.")
        return {"op": "restore", "id": restore.strip(), "dry_run": dry_run}
    if old is None or new is None:
        missing = " and ".join(name for name, value in (("--old", old), ("--new", new)) if value is None)
        raise bad_argument(f"Pass --old ID --new ID (missing {missing}), or --restore ID.")
    if not old.strip() or not new.strip():
        raise bad_argument("--old and --new need memory ids.")
    if old.strip() == new.strip():
        raise bad_argument(f"A memory cannot supersede itself ('{old.strip()}').")
    return {"op": "supersede", "old": old.strip(), "new": new.strip(), "dry_run": dry_run}


@click.command(cls=JsonCommand)
@workspace_options
@click.option("--old", default=None, metavar="ID", help="The memory that is out of date.")
@click.option("--new", default=None, metavar="ID", help="The memory that replaces it.")
@click.option("--restore", default=None, metavar="ID",
              help="Undo: make this superseded memory current again (its prior status) and drop its links.")
@click.option("--dry-run", is_flag=True, help="Check and show what would change; change nothing.")
def main(workspace: str, storage_dir: str | None, embedder: str, direct: bool, verbose: bool,
         old: str | None, new: str | None, restore: str | None, dry_run: bool) -> None:
    """Supersede an outdated memory by a newer one; nothing is deleted and --restore undoes it.

    \b
    The old memory becomes Superseded (ranked 0.4x, hidden unless --include-superseded);
    edges link both ways, so a query matching the old wording surfaces the new memory.
    \b
    Examples:
      python python/supersede.py --workspace . --old db-1 --new db-7
      python python/supersede.py --workspace . --old db-1 --new db-7 --dry-run
      python python/supersede.py --workspace . --restore db-1
    """
    configure_logging(verbose)

    def work() -> dict[str, Any]:
        config = StoreConfig.create(existing_workspace(workspace), storage_dir, embedder)
        return send(config, build_request(old, new, restore, dry_run), direct=direct)

    run_command(work)


if __name__ == "__main__":
    main()
