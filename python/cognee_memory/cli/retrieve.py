"""retrieve: the workspace's memories for a query, ranked by semantic × recency × status."""

from __future__ import annotations

from typing import Any

import click

from cognee_memory.requests import RetrieveRequest
from cognee_memory.cli.common import JsonCommand, configure_logging, run_command, workspace_options, store_config
from cognee_memory.cli.dispatch import send


@click.command(cls=JsonCommand)
@workspace_options
@click.option("--query", "-q", required=True, help="What to search for.")
@click.option("--top-k", "-k", type=int, default=5, show_default=True, help="At most this many results.")
@click.option("--max-tokens", type=int, default=2000, show_default=True,
              help="Trim results from the bottom to fit this token budget (the first result is always kept).")
@click.option("--half-life-days", type=str, default=None,
              help="Days after which a memory's recency multiplier halves [default: 7].")
@click.option("--include-superseded", is_flag=True, help="Also return Superseded memories (ranked at 0.4×).")
@click.option("--status-multiplier", "status_multipliers", multiple=True, metavar="STATUS=VALUE",
              help="Override a status multiplier (repeatable), e.g. Superseded=0.2 or legacy=0.9.")
@click.option("--now", default=None, help="ISO 8601 time used as 'now' for ages (default: current UTC time).")
@click.option("--compare-half-lives", default=None, metavar="H[,H...]",
              help="Also rank the same candidates at these half-lives (days), e.g. 1,7,30: the response's "
                   "'previews', one per half-life (what Tune Half-Life shows).")
# -- the first stage (docs/lexical-and-usage.md) --
@click.option("--lexical/--no-lexical", default=None,
              help="Also retrieve candidates by BM25 full-text match [default: on].")
@click.option("--fusion", default=None, metavar="score|rrf|none",
              help="'score' (default): relevance = cosine and BM25, each divided by the best candidate's, "
                   "averaged; 'rrf': Reciprocal Rank Fusion of the retrievers' ranks; 'none': the cosine.")
@click.option("--relevance-gate/--no-relevance-gate", default=None,
              help="Rank by the formula only the two strongest memories within 20 % of the best first-stage "
                   "relevance; the rest follow by relevance [default: on]. Off: the formula ranks every candidate.")
@click.option("--unmarked-updates/--no-unmarked-updates", default=None,
              help="A newer memory that the update classifier finds updating one of the two strongest hits "
                   "(same topic or file) stands in for it; nothing is hidden [default: on].")
def main(workspace: str, storage_dir: str | None, embedder: str, direct: bool, verbose: bool,
         query: str, top_k: int, max_tokens: int, half_life_days: str | None, include_superseded: bool,
         status_multipliers: tuple[str, ...], now: str | None, compare_half_lives: str | None,
         lexical: bool | None, fusion: str | None, relevance_gate: bool | None,
         unmarked_updates: bool | None) -> None:
    """Print the memories that best answer QUERY as one JSON object, best first.

    \b
    Example:
      python python/retrieve.py --workspace . --query "which database do we use?" --top-k 3
    """
    configure_logging(verbose)

    def work() -> dict[str, Any]:
        config = store_config(workspace, storage_dir, embedder)
        request: dict[str, Any] = {
            "op": "retrieve", "query": query, "top_k": top_k, "max_tokens": max_tokens,
            "include_superseded": include_superseded, "status_multipliers": list(status_multipliers),
        }
        given = {"half_life_days": half_life_days, "now": now, "compare_half_lives": compare_half_lives,
                 "lexical": lexical, "fusion": fusion, "relevance_gate": relevance_gate,
                 "unmarked_updates": unmarked_updates}
        request.update({name: value for name, value in given.items() if value is not None})
        RetrieveRequest.from_json(request)  # fail fast, before any store is touched
        return send(config, request, direct=direct)

    run_command(work)


if __name__ == "__main__":
    main()
