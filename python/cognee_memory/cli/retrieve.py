"""retrieve: the workspace's memories for a query, ranked by semantic × recency × status."""

from __future__ import annotations

from typing import Any

import click

from ..requests import RetrieveRequest
from .common import JsonCommand, configure_logging, run_command, workspace_options, store_config
from .dispatch import send


@click.command(cls=JsonCommand)
@workspace_options
@click.option("--query", "-q", required=True, help="What to search for.")
@click.option("--top-k", "-k", type=int, default=5, show_default=True, help="At most this many results.")
@click.option("--max-tokens", type=int, default=2000, show_default=True,
              help="Trim results from the bottom to fit this token budget (the first result is always kept).")
@click.option("--half-life-days", type=str, default="7", show_default=True,
              help="Days after which a memory's recency multiplier halves.")
@click.option("--include-superseded", is_flag=True, help="Also return Superseded memories (ranked at 0.4×).")
@click.option("--status-multiplier", "status_multipliers", multiple=True, metavar="STATUS=VALUE",
              help="Override a status multiplier (repeatable), e.g. Superseded=0.2 or legacy=0.9.")
@click.option("--now", default=None, help="ISO 8601 time used as 'now' for ages (default: current UTC time).")
def main(workspace: str, storage_dir: str | None, embedder: str, direct: bool, verbose: bool,
         query: str, top_k: int, max_tokens: int, half_life_days: str, include_superseded: bool,
         status_multipliers: tuple[str, ...], now: str | None) -> None:
    """Print the memories that best answer QUERY as one JSON object, best first.

    \b
    Example:
      python python/retrieve.py --workspace . --query "which database do we use?" --top-k 3
    """
    configure_logging(verbose)

    def work() -> dict[str, Any]:
        config = store_config(workspace, storage_dir, embedder)
        request = {
            "op": "retrieve", "query": query, "top_k": top_k, "max_tokens": max_tokens,
            "half_life_days": half_life_days, "include_superseded": include_superseded,
            "status_multipliers": list(status_multipliers), "now": now,
        }
        RetrieveRequest.from_json(request)  # fail fast, before any store is touched
        return send(config, request, direct=direct)

    run_command(work)


if __name__ == "__main__":
    main()
