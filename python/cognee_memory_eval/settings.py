"""Settings: named dicts of retrieve options, merged over ``BASE_OPTIONS`` and sent as the
same request the retrieve CLI sends. Options added by other features plug in as they are
(``--setting NAME=JSON``); a setting that parses to the same request as the default is
reported as unavailable in this build instead of being measured twice.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from cognee_memory.errors import bad_argument
from cognee_memory.requests import RetrieveRequest
from cognee_memory_eval.peers.ranking import PeerScorer

HALF_LIVES = (1, 3, 7, 14, 30, 90, 180, 365, 730, 3650)
# The retrieve request has no "no decay" switch (half-life must be finite and > 0). At 1e12
# days the recency multiplier is 1 − 7·10⁻¹⁰ after 1,000 days: the order is plain cosine
# except for exact semantic ties.
OFF_HALF_LIFE = 1e12
# Every request asks for 10 results (Recall@10) and no token trimming (sessions are long).
BASE_OPTIONS: dict[str, Any] = {"top_k": 10, "max_tokens": 1_000_000}
STATUS_OFF: dict[str, Any] = {
    "include_superseded": True,
    "status_multipliers": ["Active=1", "Superseded=1", "DecisionRecord=1", "legacy=1"],
}
# The first stage before fusion became the default: vector + graph candidates ranked by cosine.
VECTOR: dict[str, Any] = {"lexical": False, "fusion": "none"}
NO_GATE: dict[str, Any] = {"relevance_gate": False}
COSINE = "cosine"  # vector first stage, no recency, no status, no gate, no unmarked updates: plain similarity
DEFAULT = "default"  # no options at all: the product's default (score fusion, relevance gate, H = 7 d)
RRF: dict[str, Any] = {"fusion": "rrf"}

# Variants of the pipeline (the first stage and the gate) and the peers' ranking presets
# (docs/ranking-options.md, each at its own half-life); measured only when this build knows them.
OPTIONAL_SETTINGS: dict[str, dict[str, Any]] = {
    "before: vector, no gate": {**VECTOR, **NO_GATE},
    "vector + gate": dict(VECTOR),
    "score fusion, no gate": dict(NO_GATE),
    "rrf + gate (band 0.1)": {**RRF, "relevance_band": 0.1},
    "rrf, no gate": {**RRF, **NO_GATE},
    "no unmarked updates": {"unmarked_updates": False},
    "score fusion max-normalised": {"fusion": "score-max"},
    "gate band 0.2": {"relevance_band": 0.2},
    "gate band 0.3": {"relevance_band": 0.3},
    "gate band 0.2, no cap": {"relevance_top": "off", "relevance_band": 0.2},
    "gate band 0.2, top 3": {"relevance_top": 3, "relevance_band": 0.2},
    "gate band 0 (relevance only)": {"relevance_band": 0.0},
    "gate without the subject test": {"relevance_same_subject": False},
    "score fusion, no gate, H=off +status": {**NO_GATE, "half_life_days": OFF_HALF_LIFE},
    "score fusion, no gate, cosine": {**NO_GATE, "half_life_days": OFF_HALF_LIFE, **STATUS_OFF},
    "preset mnemexa": {"ranking": {"preset": "mnemexa"}},
    "preset synabun": {"ranking": {"preset": "synabun"}},
    "preset memorysync": {"ranking": {"preset": "memorysync"}},
    "preset recall": {"ranking": {"preset": "recall"}},
}
# The half-life and status handling of the optional settings, for the summary (which of them
# keep the spec's formula: all but the last "cosine" row, with the fused score as the semantic term).
OPTIONAL_SHAPE: dict[str, tuple[float | None, bool]] = {
    **{name: (7.0, True) for name in ("before: vector, no gate", "vector + gate", "score fusion, no gate",
                                      "rrf + gate (band 0.1)", "rrf, no gate", "no unmarked updates",
                                      "score fusion max-normalised", "gate band 0.2", "gate band 0.3", "gate band 0.2, no cap",
                                      "gate band 0.2, top 3", "gate band 0 (relevance only)",
                                      "gate without the subject test")},
    "score fusion, no gate, H=off +status": (None, True), "score fusion, no gate, cosine": (None, False),
}


@dataclass(frozen=True)
class Setting:
    name: str
    options: dict[str, Any]
    half_life: float | None = None  # None = off (no decay); for the sweep plot
    status: bool = True
    grid: bool = False  # part of the half-life × status sweep

    def to_json(self) -> dict[str, Any]:
        return {"options": self.options, "half_life_days": self.half_life, "status": self.status, "grid": self.grid}


def grid_name(half_life: float | None, status: bool) -> str:
    return f"H={'off' if half_life is None else f'{half_life:g}'}{' +status' if status else ''}"


def sweep_settings(half_lives: tuple[float, ...] = HALF_LIVES) -> list[Setting]:
    """Baselines first (plain cosine, the spec's default), then half-life × status on/off."""
    out = [Setting(COSINE, {"half_life_days": OFF_HALF_LIFE, **STATUS_OFF, **VECTOR, **NO_GATE,
                            "unmarked_updates": False}, None, False),
           Setting(DEFAULT, {}, 7.0, True)]
    for status in (True, False):
        for h in (*half_lives, None):
            options: dict[str, Any] = {"half_life_days": OFF_HALF_LIFE if h is None else float(h)}
            if not status:
                options.update(STATUS_OFF)
            out.append(Setting(grid_name(h, status), options, None if h is None else float(h), status, grid=True))
    return out


def split_ranking(options: dict[str, Any]) -> tuple[dict[str, Any], Any]:
    """(the product's retrieve options, the peer ranking they name or None). A setting's
    ``ranking`` object (a preset and its options) is the evaluation's: the worker runs it as a
    scorer of the product's pipeline (``peers/ranking.py``)."""
    rest = {k: v for k, v in options.items() if k != "ranking"}
    if options.get("ranking") is None:
        return rest, None
    return rest, PeerScorer.from_json(options["ranking"], rest.get("half_life_days"))


def _request(options: dict[str, Any]) -> tuple[RetrieveRequest, Any]:
    rest, scorer = split_ranking(options)
    request = RetrieveRequest.from_json({"query": "probe", **BASE_OPTIONS, **rest})
    return request, None if scorer is None else scorer.options


def changes_request(options: dict[str, Any]) -> bool:
    """Whether these options parse to a different request than the default (raises on bad values)."""
    return _request(options) != _request({})


def parse_setting(text: str) -> Setting:
    """'NAME=JSON-OBJECT' from the command line."""
    name, sep, raw = text.partition("=")
    if not sep or not name.strip():
        raise bad_argument(f"--setting expects NAME=JSON (e.g. 'long={{\"half_life_days\": 365}}'), got {text!r}.")
    try:
        options = json.loads(raw)
    except json.JSONDecodeError as exc:
        raise bad_argument(f"--setting {name}: the options are not JSON ({exc.msg}).") from None
    if not isinstance(options, dict):
        raise bad_argument(f"--setting {name}: the options must be a JSON object.")
    _request(options)  # bad values fail here, before any workspace is built
    return Setting(name.strip(), options)


def resolve(extra: list[Setting], half_lives: tuple[float, ...] = HALF_LIVES) -> tuple[list[Setting], dict[str, str]]:
    """The settings to measure and, by name, the ones skipped with the reason."""
    settings = sweep_settings(half_lives)
    skipped: dict[str, str] = {}
    optional = [Setting(name, options, *OPTIONAL_SHAPE.get(name, (None, True)))
                for name, options in OPTIONAL_SETTINGS.items()]
    for setting in [*optional, *extra]:
        try:
            known = changes_request(setting.options)
        except Exception as exc:  # an optional setting this build rejects outright
            if setting in extra:
                raise
            skipped[setting.name] = f"rejected by this build: {exc}"
            continue
        if not known:
            skipped[setting.name] = "changes nothing in this build's retrieve request (option not available)"
            continue
        settings = [s for s in settings if s.name != setting.name] + [setting]
    return settings, skipped
