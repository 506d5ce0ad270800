"""Request schemas shared by the CLIs, the backend and the direct path (no Cognee import).

A request is a JSON object ``{"op": ..., ...}``. The CLI validates it here before sending
it anywhere, and the service validates again on receipt (the backend also serves the
extension), so both paths give the same errors.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any

from cognee_memory import checks
from cognee_memory.errors import MemoryToolError, bad_argument
from cognee_memory.ranking.options import NOT_GIVEN, RankingOptions, resolve_options
from cognee_memory.ranking.fusion import DEFAULT_K, RETRIEVERS
from cognee_memory.ranking.gate_defaults import BASES, DEFAULT_BAND, DEFAULT_BASIS, DEFAULT_TOP
from cognee_memory.model import (
    DEFAULT_HALF_LIFE_DAYS,
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

DEFAULT_RRF_K = DEFAULT_K
RRF_RETRIEVERS = RETRIEVERS
FUSION_METHODS = ("none", "score", "rrf")
DEFAULT_FUSION = "score"
# Upper bounds: beyond them a value is a mistake, and the store's own limits would fail later
# with a runtime error instead of telling the caller what to change.
MAX_TOP_K = 1000
MAX_TOKENS = 10_000_000


def parse_multiplier(text: str) -> tuple[Status | None, float]:
    """'STATUS=VALUE' → (status, value); STATUS may be 'legacy' for memories with no status."""
    status_name, sep, raw = text.partition("=")
    if not sep:
        raise bad_argument(f"--status-multiplier expects STATUS=VALUE (e.g. Superseded=0.2), got '{text}'.")
    try:
        status = parse_status(status_name.strip())
    except ValueError:
        raise bad_argument(
            f"Unknown status '{status_name}' in --status-multiplier; use one of "
            f"{', '.join(STATUS_NAMES)} or {LEGACY}."
        ) from None
    return status, checks.non_negative(f"The multiplier for {status_name}", raw.strip(), shown=raw)


@dataclass(frozen=True)
class RetrieveRequest:
    query: str
    top_k: int = 5
    max_tokens: int = 2000
    half_life_days: float = DEFAULT_HALF_LIFE_DAYS
    include_superseded: bool = False
    multipliers: tuple[tuple[Status | None, float], ...] = ()
    now: datetime | None = None
    # Opt-in ranking options (docs/ranking-options.md); the default is the plan018 spec.
    ranking: RankingOptions = field(default_factory=RankingOptions)
    # The first stage (docs/lexical-and-usage.md): BM25 + vector + graph candidates, cosine and
    # BM25 combined by score fusion by default (ranking/fusion.py).
    lexical: bool = True
    fusion: str | None = DEFAULT_FUSION  # None (rank by cosine), "score" or "rrf"
    rrf_k: float = DEFAULT_RRF_K
    rrf_weights: tuple[tuple[str, float], ...] = ()
    track_usage: bool = False
    # The relevance gate (ranking/gate.py): the formula ranks the memories within this
    # relative band of the best first-stage relevance; the rest follow by relevance.
    relevance_gate: bool = True
    relevance_band: float = DEFAULT_BAND
    relevance_top: int | None = DEFAULT_TOP  # at most this many memories pass the gate (None = no cap)
    relevance_basis: str = DEFAULT_BASIS  # what the band measures: "fused" (the first stage's score) or "cosine"
    # A newer memory that updates one of the strongest hits stands in for it (retrieval/unmarked.py).
    unmarked_updates: bool = True

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
        # No half-life given → the preset's (7 days for the default plan018).
        options = resolve_options(data.get("ranking"), data.get("half_life_days", NOT_GIVEN))
        multipliers = []
        items = data.get("status_multipliers", []) or []
        if not isinstance(items, list):
            raise bad_argument("status_multipliers must be a list of 'STATUS=VALUE' strings.")
        for item in items:
            if isinstance(item, str):
                multipliers.append(parse_multiplier(item))
            elif isinstance(item, (list, tuple)) and len(item) == 2:
                multipliers.append(parse_multiplier(f"{item[0]}={item[1]}"))
            else:
                raise bad_argument(f"A status multiplier must be 'STATUS=VALUE', got {item!r}.")
        include_superseded = data.get("include_superseded", False)
        if not isinstance(include_superseded, bool):
            raise bad_argument(f"include_superseded must be true or false, got {include_superseded!r}.")
        now = data.get("now")
        if now is not None:
            try:
                now = parse_timestamp(now)
            except ValueError as exc:
                raise bad_argument(f"--now: {exc}.") from None
            # parse_timestamp never repeats the value, so a secret pasted here is not echoed.
        return cls(
            query=query,
            top_k=_at_most("--top-k", checks.positive_int("--top-k", data.get("top_k", 5), stepwise=True), MAX_TOP_K),
            max_tokens=_at_most("--max-tokens", checks.positive_int("--max-tokens", data.get("max_tokens", 2000),
                                                                    stepwise=True), MAX_TOKENS),
            half_life_days=options.half_life_days,
            include_superseded=include_superseded,
            multipliers=tuple(multipliers),
            now=now,
            ranking=options,
            **_lexical_options(data),
            **_gate_options(data),
        )


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


def parse_rrf_weight(text: str) -> tuple[str, float]:
    """'RETRIEVER=WEIGHT' → (retriever, weight); retrievers are vector, bm25 and graph."""
    name, sep, raw = text.partition("=")
    name = name.strip()
    if not sep or name not in RRF_RETRIEVERS:
        raise bad_argument(
            f"--rrf-weight expects RETRIEVER=WEIGHT with RETRIEVER one of {', '.join(RRF_RETRIEVERS)} "
            f"(e.g. bm25=1.5), got '{text}'."
        )
    return name, checks.non_negative(f"The weight of {name}", raw.strip(), shown=raw)


def _lexical_options(data: dict[str, Any]) -> dict[str, Any]:
    """lexical, fusion, rrf_k, rrf_weights and track_usage, validated (all optional)."""
    fusion = data.get("fusion")
    fusion = DEFAULT_FUSION if fusion is None else fusion
    if fusion not in FUSION_METHODS:
        raise bad_argument(f"--fusion must be one of {', '.join(FUSION_METHODS)}, got {fusion!r}.")
    fusion = None if fusion == "none" else fusion
    rrf_k = DEFAULT_RRF_K
    if data.get("rrf_k") is not None:
        rrf_k = checks.positive("--rrf-k", data["rrf_k"], example="60")
    items = data.get("rrf_weights", []) or []
    if not isinstance(items, list):
        raise bad_argument("rrf_weights must be a list of 'RETRIEVER=WEIGHT' strings.")
    weights = []
    for item in items:
        if isinstance(item, str):
            weights.append(parse_rrf_weight(item))
        elif isinstance(item, (list, tuple)) and len(item) == 2:
            weights.append(parse_rrf_weight(f"{item[0]}={item[1]}"))
        else:
            raise bad_argument(f"An RRF weight must be 'RETRIEVER=WEIGHT', got {item!r}.")
    if fusion != "rrf" and (data.get("rrf_k") is not None or weights):
        raise bad_argument("--rrf-k and --rrf-weight only apply with --fusion rrf.")
    return {"lexical": _flag(data, "lexical", True), "fusion": fusion, "rrf_k": rrf_k,
            "rrf_weights": tuple(weights), "track_usage": _flag(data, "track_usage")}


def _gate_options(data: dict[str, Any]) -> dict[str, Any]:
    """relevance_gate (default on) and relevance_band (default DEFAULT_BAND, in [0, 1])."""
    band = DEFAULT_BAND
    if data.get("relevance_band") is not None:
        band = checks.non_negative("--relevance-band", data["relevance_band"], shown=data["relevance_band"])
        if band > 1:
            raise bad_argument(f"--relevance-band is a share of the best relevance, from 0 to 1 (e.g. 0.1), got {band:g}.")
    top = DEFAULT_TOP
    if data.get("relevance_top") is not None:
        raw = data["relevance_top"]
        top = None if raw == "off" else checks.positive_int("--relevance-top", int(raw) if isinstance(raw, str) and raw.isdigit() else raw)
    basis = data.get("relevance_basis") or DEFAULT_BASIS
    if basis not in BASES:
        raise bad_argument(f"--relevance-basis must be one of {', '.join(BASES)}, got {basis!r}.")
    return {"relevance_gate": _flag(data, "relevance_gate", True), "relevance_band": band,
            "unmarked_updates": _flag(data, "unmarked_updates", True),
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
