"""scrub: find credentials in the memories already stored and redact them in place."""

from __future__ import annotations

from typing import Any

import click

from cognee_memory.cli.common import JsonCommand, configure_logging, run_command, workspace_options, store_config
from cognee_memory.cli.dispatch import send


@click.command(cls=JsonCommand)
@workspace_options
@click.option("--dry-run", is_flag=True,
              help="List the memories that would change (ids and secret types, never a secret); change nothing.")
def main(workspace: str, storage_dir: str | None, embedder: str, direct: bool, verbose: bool, dry_run: bool) -> None:
    """Re-scan every stored memory and replace credentials with [REDACTED:<type>].

    Only the secrets change: status, timestamps, topic and links are kept. Use it on a
    store written with --no-scrub, or after the detection rules improved.

    \b
    Examples:
      python python/scrub.py --workspace . --dry-run
      python python/scrub.py --workspace .
    """
    configure_logging(verbose)

    def work() -> dict[str, Any]:
        config = store_config(workspace, storage_dir, embedder)
        return send(config, {"op": "scrub", "dry_run": dry_run}, direct=direct)

    run_command(work)


if __name__ == "__main__":
    main()
