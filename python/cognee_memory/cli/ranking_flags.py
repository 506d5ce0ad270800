"""The retrieve flags of the opt-in ranking options (validated in ``ranking/options.py``).

Values stay text here so that a bad one is an INVALID_ARGUMENT error naming the flag, the
same from the CLI, the backend and the extension. A flag that is not given leaves the
preset's value; ``off`` turns a numeric option off.
"""

from __future__ import annotations

from typing import Any, Callable

import click

from cognee_memory.ranking.options import COMBINES, DIVERSITY_MODES, NORMALIZATIONS, PRESETS, USAGE_FORMULAS

_FLAGS: list[Callable[[Callable[..., Any]], Callable[..., Any]]] = [
    click.option("--ranking-preset", "preset", default=None, metavar="|".join(PRESETS),
                 help="A peer's whole ranking (default plan018: semantic × recency × status)."),
    click.option("--combine", default=None, metavar="|".join(COMBINES),
                 help="Multiply the factors, or add them with --weight weights."),
    click.option("--weight", "weights", multiple=True, metavar="NAME=VALUE",
                 help="Weighted-sum weight of semantic, recency, importance or usage (repeatable; "
                      "renormalised to sum to 1)."),
    click.option("--normalization", default=None, metavar="|".join(NORMALIZATIONS),
                 help="Weighted sum: min–max normalise each factor over the candidates."),
    click.option("--intent-half-life/--no-intent-half-life", default=None,
                 help="Half-life 1, 3 or 7 days for recency-sensitive, default or background queries."),
    click.option("--freshness-floor", default=None, metavar="VALUE|off",
                 help="Recency never drops below this (e.g. 0.1)."),
    click.option("--importance-shield", default=None, metavar="VALUE|off",
                 help="Memories with importance at or above this do not decay (e.g. 0.8)."),
    click.option("--usage-boost", default=None, metavar="|".join(USAGE_FORMULAS),
                 help="Boost by access count: memorysync min(1, ln(1+n)/5), recall 1+ln(1+n), "
                      "synabun min(0.1, 0.01n)."),
    click.option("--recency-from-access/--no-recency-from-access", default=None,
                 help="Age counts from the last access when that is more recent."),
    click.option("--tiebreak-std", default=None, metavar="VALUE|off",
                 help="When the scores' std is below this (e.g. 0.02), order by semantic, "
                      "importance, recency, id."),
    click.option("--diversity", default=None, metavar="|".join(DIVERSITY_MODES),
                 help="MMR re-ranking against near-duplicates (auto: for broad queries)."),
    click.option("--mmr-lambda", default=None, metavar="VALUE",
                 help="MMR trade-off: 1 = relevance only, 0 = novelty only (default 0.7)."),
    click.option("--min-score", default=None, metavar="VALUE|off",
                 help="Drop candidates whose cosine similarity is below this, before ranking."),
    click.option("--overfetch", default=None, metavar="N|off",
                 help="Fetch N × top-k vector hits before re-ranking (default max(50, 10 × top-k))."),
]

OPTION_NAMES = ("preset", "combine", "weights", "normalization", "intent_half_life", "freshness_floor",
                "importance_shield", "usage_boost", "recency_from_access", "tiebreak_std", "diversity",
                "mmr_lambda", "min_score", "overfetch")


def ranking_options(command: Callable[..., Any]) -> Callable[..., Any]:
    for flag in reversed(_FLAGS):
        command = flag(command)
    return command


def ranking_request(values: dict[str, Any]) -> dict[str, Any]:
    """The request's ``ranking`` object: only the flags that were given."""
    out = {name: values.get(name) for name in OPTION_NAMES}
    out["weights"] = list(out["weights"] or []) or None
    return {k: v for k, v in out.items() if v is not None}
