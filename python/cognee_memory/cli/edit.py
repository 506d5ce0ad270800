"""edit: replace a memory's text (re-embedded, scrubbed; the old text leaves no copy)."""

from __future__ import annotations

from typing import Any

import click

from cognee_memory.cli.common import JsonCommand, configure_logging, run_command, store_config, workspace_options
from cognee_memory.cli.dispatch import send
from cognee_memory.cli.ingest import read_input
from cognee_memory.errors import bad_argument


def build_request(memory_id: str, text: str | None, file: str | None, dry_run: bool) -> dict[str, Any]:
    """The request (validated before any store opens): exactly one of --text and --file."""
    if (text is None) == (file is None):
        raise bad_argument("Pass the new text with exactly one of --text TEXT or --file PATH ('-' = stdin).")
    if not memory_id.strip():
        raise bad_argument("--id needs the id of the memory to edit.")
    new_text = text if text is not None else read_input(file or "-", "the new text as UTF-8")
    if not new_text.strip():
        raise bad_argument("The new text is empty; to remove a memory use forget.py.")
    return {"op": "edit", "id": memory_id.strip(), "text": new_text, "dry_run": dry_run}


@click.command(cls=JsonCommand)
@workspace_options
@click.option("--id", "memory_id", required=True, metavar="ID", help="The memory to edit.")
@click.option("--text", default=None, help="The new text.")
@click.option("--file", "-f", "file", default=None, help="Read the new text from this file ('-' = standard input).")
@click.option("--dry-run", is_flag=True, help="Show the text as it would be stored (scrubbed); change nothing.")
def main(workspace: str, storage_dir: str | None, embedder: str, direct: bool, verbose: bool,
         memory_id: str, text: str | None, file: str | None, dry_run: bool) -> None:
    """Replace a memory's text; status, topic, timestamps, fields and links are kept.

    \b
    The new text is scrubbed of secrets and re-embedded. The old text leaves no copy in the
    store (old vector versions, full-text index, graph pages, logs; compaction records made
    from it get the new text). An unknown id changes nothing (NOT_FOUND, exit 2).
    \b
    Examples:
      python python/edit.py --workspace . --id db-1 --text "Tests use SQLite 3.45."
      echo "Tests use SQLite 3.45." | python python/edit.py --workspace . --id db-1 --file -
    """
    configure_logging(verbose)

    def work() -> dict[str, Any]:
        request = build_request(memory_id, text, file, dry_run)
        return send(store_config(workspace, storage_dir, embedder), request, direct=direct)

    run_command(work)


if __name__ == "__main__":
    main()
