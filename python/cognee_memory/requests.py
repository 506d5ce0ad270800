"""Request schemas shared by the CLIs, the backend and the direct path (no Cognee import).

A request is a JSON object ``{"op": ..., ...}``. The CLI validates it here before sending
it anywhere, and the service validates again on receipt (the backend also serves the
extension), so both paths give the same errors.

``check_request`` is the one check every request passes before any work, on every path (the
CLI's ``dispatch.send`` and the service's ``handle``): every string valid Unicode, every field
within its bound. A bound says what a legitimate request needs, with room to spare; beyond it
the request is a mistake or an attack (one 2 MB query made the backend grow by 1.2 GB), refused
with INVALID_ARGUMENT naming the field and the limit, never repeating the value (it may be a
secret pasted into the wrong field). Each memory's own fields in an ingest or import are
bounded where memories are parsed (``model.memory_from_dict``).
"""

from __future__ import annotations

import json
import re
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
    MAX_ID_CHARS,
    MAX_TEXT_CHARS,
    MAX_TOPIC_CHARS,
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
    # Only memories about the best one's subject pass the gate beside it (retrieval/subjects.py).
    relevance_same_subject: bool = True
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
    """relevance_gate (default on), relevance_band (a share in [0, 1]), relevance_top, relevance_basis,
    relevance_same_subject (default on)."""
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
            "relevance_top": top, "relevance_basis": basis,
            "relevance_same_subject": _flag(data, "relevance_same_subject", True)}


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


# ---- every request ---------------------------------------------------------------------

# What the user typed, for the fields a CLI option fills (the message names it).
_SHOWN = {"ids": "--id", "id": "--id", "text": "--text", "topic": "--topic", "record_id": "--undo",
          "old": "--old", "new": "--new", "query": "--query", "summary": "--summary-file", "now": "--now"}


def shown(field: str) -> str:
    """How a message names a request field: its option when a CLI fills it, else 'field'."""
    return _SHOWN.get(field, f"'{field}'")


def check_unicode(request: dict[str, Any]) -> None:
    """Every string in the request is valid Unicode. Python turns command-line bytes that are
    not UTF-8 into lone surrogates ('\\udcff'); JSON's "\\ud800" decodes to one. Neither can be
    sent, stored or written to a log, so they are refused before anything is changed."""
    for field, value in request.items():
        if has_lone_surrogate(field) or has_lone_surrogate(value):
            name = "a field name" if has_lone_surrogate(field) else shown(field)
            raise bad_argument(f"{name} is not valid UTF-8 text (bytes that are not UTF-8, or a lone "
                               "surrogate); pass it as UTF-8.")


MAX_QUERY_CHARS = 4_096  # a question, not a document: a 2 MB one made the backend grow by 1.2 GB
MAX_SUMMARY_CHARS = 262_144  # a compaction's model-written summary
# What one ingest (its JSON Lines, UTF-8) or import (its memories, as sent) may carry. The CLIs
# split a larger file or export into several requests (``batches``); with JSON's escaping the
# request stays under the socket's frame (``protocol.MAX_REQUEST_BYTES``).
MAX_BATCH_BYTES = 12 * 1024 * 1024
MAX_IMPORT_MEMORIES = 100_000
MAX_OPTION_ITEMS = 16  # repeatable options: status multipliers, rrf weights
MAX_IDS = 1000  # ids per forget
MAX_EVENTS = 1000  # feedback events per call
MAX_FIELD_CHARS = 1_024  # any other text field (an op name, a policy, a timestamp)
MAX_FIELD_ITEMS = 1_000  # any other list

_CHARS, _ITEMS, _BYTES = "characters", "items", "bytes"
# (op, field) → (unit, limit, limit of each string item of a list)
_BOUNDS: dict[tuple[str, str], tuple[str, int, int]] = {
    ("retrieve", "query"): (_CHARS, MAX_QUERY_CHARS, 0),
    ("retrieve", "status_multipliers"): (_ITEMS, MAX_OPTION_ITEMS, MAX_FIELD_CHARS),
    ("retrieve", "rrf_weights"): (_ITEMS, MAX_OPTION_ITEMS, MAX_FIELD_CHARS),
    ("retrieve", "compare_half_lives"): (_ITEMS, MAX_PREVIEWS, MAX_FIELD_CHARS),
    ("ingest", "text"): (_BYTES, MAX_BATCH_BYTES, 0),
    ("import", "memories"): (_ITEMS, MAX_IMPORT_MEMORIES, 0),
    ("edit", "id"): (_CHARS, MAX_ID_CHARS, 0),
    ("edit", "text"): (_CHARS, MAX_TEXT_CHARS, 0),
    ("forget", "ids"): (_ITEMS, MAX_IDS, MAX_ID_CHARS),
    ("compact", "topic"): (_CHARS, MAX_TOPIC_CHARS, 0),
    ("compact", "summary"): (_CHARS, MAX_SUMMARY_CHARS, 0),
    ("undo", "record_id"): (_CHARS, MAX_ID_CHARS, 0),
    ("supersede", "old"): (_CHARS, MAX_ID_CHARS, 0),
    ("supersede", "new"): (_CHARS, MAX_ID_CHARS, 0),
    ("restore", "id"): (_CHARS, MAX_ID_CHARS, 0),
    ("record_feedback", "events"): (_ITEMS, MAX_EVENTS, 0),
}


# How a message names the fields no option fills one to one.
_NAMES = {("ingest", "text"): "The JSON Lines of one ingest", ("import", "memories"): "The memories of one import"}


def _too_large(field: str, name: str, unit: str, limit: int, size: int) -> MemoryToolError:
    return bad_argument(f"{name} is too large: at most {limit:,} {unit} per request, got {size:,}.",
                        field=field, limit=limit, unit=unit)


def check_bounds(request: dict[str, Any]) -> None:
    """Every top-level field within its bound (``_BOUNDS``, else a small default). Each memory's
    own fields inside an ingest or import are bounded where memories are parsed."""
    op = request.get("op") if isinstance(request.get("op"), str) else ""
    for field, value in request.items():
        string_unit = _BYTES if (op, field) == ("ingest", "text") else _CHARS
        unit, limit, item_limit = _BOUNDS.get((op, field), (string_unit, MAX_FIELD_CHARS, MAX_FIELD_CHARS))
        name = _NAMES.get((op, field)) or shown(field)
        if isinstance(value, str):
            if unit == _ITEMS:  # a list option given as text ('1,7,30')
                unit, limit = _CHARS, MAX_FIELD_CHARS
            # Characters first: a text of more characters than the byte limit has more bytes too.
            if len(value) > limit or (unit == _BYTES and len(value.encode("utf-8")) > limit):
                size = len(value.encode("utf-8")) if unit == _BYTES else len(value)
                raise _too_large(field, name, unit, limit, size)
        elif isinstance(value, list):
            if unit != _ITEMS:
                unit, limit = _ITEMS, MAX_FIELD_ITEMS
            if len(value) > limit:
                raise _too_large(field, name, _ITEMS, limit, len(value))
            if item_limit and any(isinstance(v, str) and len(v) > item_limit for v in value):
                raise bad_argument(f"An item of {name} is too large: at most {item_limit:,} characters each.",
                                   field=field, limit=item_limit, unit=_CHARS)


def check_request(request: dict[str, Any]) -> None:
    """The request's strings are valid Unicode and its fields within their bounds."""
    check_unicode(request)
    check_bounds(request)


def escaped_size(text: str) -> int:
    """The bytes ``text`` takes inside a request line (a JSON string, UTF-8, quotes excluded)."""
    return len(json.dumps(text, ensure_ascii=False).encode("utf-8")) - 2


def batches(text: str, limit: int = MAX_BATCH_BYTES) -> list[str]:
    """A JSON Lines document cut at line ends into pieces that each fit one ingest request
    (``limit`` bytes once escaped). One piece unless the document is larger; a line is never cut
    (one line is at most ``MAX_LINE_CHARS``, well under the limit even escaped)."""
    if escaped_size(text) <= limit:
        return [text]
    pieces: list[str] = []
    current: list[str] = []
    size = 0
    for match in _LINES.finditer(text):
        line = match.group(0)
        if not line:
            continue
        line_size = escaped_size(line)
        if current and size + line_size > limit:
            pieces.append("".join(current))
            current, size = [], 0
        current.append(line)
        size += line_size
    if current:
        pieces.append("".join(current))
    return pieces


_LINES = re.compile(r"[^\r\n]*(?:\r\n|\r|\n|$)")  # only CR/LF end a line, as in ``parse_jsonl``
