"""Request schemas shared by the CLIs, the backend and the direct path (no Cognee import).

A request is a JSON object ``{"op": ..., ...}``. The CLI validates it here before sending
it anywhere, and the service validates again on receipt (the backend also serves the
extension), so both paths give the same errors.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any

from cognee_memory import checks
from cognee_memory.errors import MemoryToolError, bad_argument
from cognee_memory.ranking.fusion import DEFAULT_K, RETRIEVERS
from cognee_memory.ranking.gate_defaults import BASES, DEFAULT_BAND, DEFAULT_BASIS, DEFAULT_TOP
from cognee_memory.model import (
    DEFAULT_STATUS_MULTIPLIERS,
    LEGACY,
    STATUS_NAMES,
    Memory,
    Status,
    has_lone_surrogate,
    parse_jsonl,
    parse_status,
    parse_timestamp,
)

FUSION_METHODS = ("none", "score", "score-max", "rrf")
DEFAULT_FUSION = "score"
# Upper bounds: beyond them a value is a mistake, and the store's own limits would fail later
# with a runtime error instead of telling the caller what to change.
MAX_TOP_K = 1000
MAX_TOKENS = 10_000_000
MAX_PREVIEWS = 16


@dataclass(frozen=True)
class RetrieveRequest:
    """One validated retrieve request: the spec's knobs, the first stage's switches and (for the
    evaluation only, never set by the CLI) the gate's and rank fusion's tuning."""

    query: str
    top_k: int = 5
    max_tokens: int = 2000
    half_life_days: float | None = None  # None = the ranking's default (7 days for the spec)
    include_superseded: bool = False
    multipliers: tuple[tuple[Status | None, float], ...] = ()
    now: datetime | None = None
    # Also ranked at these half-lives, from the same candidates ("previews" in the response).
    compare_half_lives: tuple[float, ...] = ()
    # The first stage (docs/lexical-and-usage.md): BM25 + vector + graph candidates, cosine and
    # BM25 combined by score fusion by default (ranking/fusion.py).
    lexical: bool = True
    fusion: str | None = DEFAULT_FUSION  # None (rank by cosine), "score" (calibrated), "score-max" or "rrf"
    # The relevance gate (ranking/gate.py): the formula ranks the memories within this
    # relative band of the best first-stage relevance; the rest follow by relevance.
    relevance_gate: bool = True
    # A newer memory that updates one of the strongest hits stands in for it (retrieval/unmarked.py).
    unmarked_updates: bool = True
    track_usage: bool = False
    # Tuning measured by the evaluation (docs/evaluation.md); the defaults are the product's.
    relevance_band: float = DEFAULT_BAND
    relevance_top: int | None = DEFAULT_TOP  # at most this many memories pass the gate (None = no cap)
    relevance_basis: str = DEFAULT_BASIS  # what the band measures: "fused" (the first stage's score) or "cosine"
    rrf_k: float = DEFAULT_K
    rrf_weights: tuple[tuple[str, float], ...] = ()

    @property
    def multiplier_map(self) -> dict[Status | None, float]:
        return {**DEFAULT_STATUS_MULTIPLIERS, **dict(self.multipliers)}

    def clock(self) -> datetime:
        return self.now or datetime.now(timezone.utc)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "RetrieveRequest":
        query = data.get("query")
        if not isinstance(query, str) or not query.strip():
            raise bad_argument("The query is empty; pass the text to search for with --query.")
        if has_lone_surrogate(query):
            raise bad_argument("The query is not valid Unicode (a lone surrogate or undecodable bytes); "
                               "pass it as UTF-8 text.")
        if data.get("ranking") is not None:
            raise bad_argument("Ranking presets and options are not part of the product's retrieve request "
                               "(the evaluation harness runs the other systems' rankings: cognee_memory_eval/peers).")
        half_life = data.get("half_life_days")
        return cls(
            query=query,
            top_k=_at_most("--top-k", checks.positive_int("--top-k", data.get("top_k", 5), stepwise=True), MAX_TOP_K),
            max_tokens=_at_most("--max-tokens", checks.positive_int("--max-tokens", data.get("max_tokens", 2000),
                                                                    stepwise=True), MAX_TOKENS),
            half_life_days=None if half_life is None else _half_life("--half-life-days", half_life),
            include_superseded=_flag(data, "include_superseded"),
            multipliers=tuple(_multiplier(name, raw) for name, raw in checks.name_values(
                "--status-multiplier", data.get("status_multipliers"), "Superseded=0.2", "STATUS=VALUE")),
            now=_now(data.get("now")),
            compare_half_lives=_half_lives(data.get("compare_half_lives")),
            **_first_stage(data),
            **_gate(data),
        )


def _half_life(name: str, value: Any) -> float:
    return checks.positive(name, value, example="7")


def _half_lives(value: Any) -> tuple[float, ...]:
    """``--compare-half-lives``: '1,7,30' or a list of numbers, each > 0, at most MAX_PREVIEWS."""
    if value is None:
        return ()
    items = value.split(",") if isinstance(value, str) else value
    if not isinstance(items, (list, tuple)) or not items:
        raise bad_argument("--compare-half-lives takes half-lives in days separated by commas (e.g. 1,7,30).")
    if len(items) > MAX_PREVIEWS:
        raise bad_argument(f"--compare-half-lives takes at most {MAX_PREVIEWS} half-lives, got {len(items)}.")
    return tuple(_half_life("--compare-half-lives", item.strip() if isinstance(item, str) else item)
                 for item in items)


def _multiplier(status_name: str, raw: str) -> tuple[Status | None, float]:
    """A --status-multiplier pair; STATUS may be 'legacy' for memories with no status."""
    try:
        status = parse_status(status_name)
    except ValueError:
        raise bad_argument(
            f"Unknown status '{status_name}' in --status-multiplier; use one of "
            f"{', '.join(STATUS_NAMES)} or {LEGACY}."
        ) from None
    return status, checks.non_negative(f"The multiplier for {status_name}", raw, shown=raw)


def _now(value: Any) -> datetime | None:
    if value is None:
        return None
    try:
        return parse_timestamp(value)
    except ValueError as exc:
        # parse_timestamp never repeats the value, so a secret pasted here is not echoed.
        raise bad_argument(f"--now: {exc}.") from None


def _at_most(name: str, value: int, high: int) -> int:
    if value > high:
        raise bad_argument(f"{name} must be at most {high}.")
    return value


def _flag(data: dict[str, Any], name: str, default: bool = False) -> bool:
    value = data.get(name, default)
    if value is None:
        return default
    if not isinstance(value, bool):
        raise bad_argument(f"{name} must be true or false, got {value!r}.")
    return value


def _rrf_weight(name: str, raw: str) -> tuple[str, float]:
    if name not in RETRIEVERS:
        raise bad_argument(f"rrf_weights expects RETRIEVER=WEIGHT with RETRIEVER one of {', '.join(RETRIEVERS)} "
                           f"(e.g. bm25=1.5), got '{name}={raw}'.")
    return name, checks.non_negative(f"The weight of {name}", raw, shown=raw)


def _first_stage(data: dict[str, Any]) -> dict[str, Any]:
    """lexical, fusion, rrf_k, rrf_weights, unmarked_updates and track_usage, validated (all optional)."""
    fusion = data.get("fusion")
    fusion = DEFAULT_FUSION if fusion is None else fusion
    if fusion not in FUSION_METHODS:
        raise bad_argument(f"--fusion must be one of {', '.join(FUSION_METHODS)}, got {fusion!r}.")
    fusion = None if fusion == "none" else fusion
    rrf_k = DEFAULT_K if data.get("rrf_k") is None else checks.positive("rrf_k", data["rrf_k"], example="60")
    weights = tuple(_rrf_weight(name, raw) for name, raw in checks.name_values(
        "rrf_weights", data.get("rrf_weights"), "bm25=1.5", "RETRIEVER=WEIGHT"))
    if fusion != "rrf" and (data.get("rrf_k") is not None or weights):
        raise bad_argument("rrf_k and rrf_weights only apply with --fusion rrf.")
    return {"lexical": _flag(data, "lexical", True), "fusion": fusion, "rrf_k": rrf_k, "rrf_weights": weights,
            "track_usage": _flag(data, "track_usage"), "unmarked_updates": _flag(data, "unmarked_updates", True)}


def _gate(data: dict[str, Any]) -> dict[str, Any]:
    """relevance_gate (default on), relevance_band (a share in [0, 1]), relevance_top, relevance_basis."""
    band = DEFAULT_BAND
    if data.get("relevance_band") is not None:
        band = checks.non_negative("relevance_band", data["relevance_band"], shown=data["relevance_band"])
        if band > 1:
            raise bad_argument(f"relevance_band is a share of the best relevance, from 0 to 1 (e.g. 0.1), got {band:g}.")
    top = DEFAULT_TOP
    if data.get("relevance_top") is not None:
        raw = data["relevance_top"]
        top = None if raw == "off" else checks.positive_int("relevance_top", int(raw) if isinstance(raw, str) and raw.isdigit() else raw)
    basis = data.get("relevance_basis") or DEFAULT_BASIS
    if basis not in BASES:
        raise bad_argument(f"relevance_basis must be one of {', '.join(BASES)}, got {basis!r}.")
    return {"relevance_gate": _flag(data, "relevance_gate", True), "relevance_band": band,
            "relevance_top": top, "relevance_basis": basis}


def parse_ingest_text(text: str, now: datetime) -> list[Memory]:
    """All memories of a JSON Lines document, or one INVALID_INPUT error naming every bad line."""
    memories, errors = parse_jsonl(text, now)
    if errors:
        listed = "; ".join(f"line {e.line}: {e.message}" for e in errors[:20])
        more = f" (and {len(errors) - 20} more)" if len(errors) > 20 else ""
        raise MemoryToolError(
            "INVALID_INPUT",
            f"Nothing was stored: {len(errors)} invalid line(s) — {listed}{more}. Fix them and run again.",
            {"lines": [e.to_json() for e in errors]},
        )
    if not memories:
        raise MemoryToolError("INVALID_INPUT", "Nothing to store: the input has no memories (one JSON object per line).")
    return memories
