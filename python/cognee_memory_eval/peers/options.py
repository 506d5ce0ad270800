"""The peers' ranking options and the named presets that reproduce other memory systems.

Every option is OFF in the preset ``plan018`` (the spec: semantic × recency × status), which
ranks exactly as the product does. A preset is a set of option values;
options given explicitly override the preset's. The formulas live in ``factors.py``;
``docs/ranking-options.md`` lists each option, its formula and the peer it comes from.

No numpy here: the evaluation validates its settings with this module before any store opens.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass, field, replace
from typing import Any

from cognee_memory import checks
from cognee_memory.errors import bad_argument
from cognee_memory.model import DEFAULT_HALF_LIFE_DAYS
from cognee_memory_eval.peers.intent import Intent, detect_intent, is_broad

COMBINES = ("product", "weighted-sum")
NORMALIZATIONS = ("none", "minmax")
USAGE_FORMULAS = ("off", "memorysync", "recall", "synabun")
DIVERSITY_MODES = ("off", "auto", "always")
FACTOR_NAMES = ("semantic", "recency", "importance", "usage")

# Half-lives of the intent-aware recency (MemorySync: 24 h / 72 h / 168 h), in days.
INTENT_HALF_LIFE_DAYS = {"recent": 1.0, "default": 3.0, "background": 7.0}
DEFAULT_MMR_LAMBDA = 0.7  # the Recall paper's default
DEFAULT_IMPORTANCE = 0.5  # MemorySync: importance when the caller gave none


@dataclass(frozen=True)
class Weights:
    """Weights of the weighted-sum combination (only used when ``combine='weighted-sum'``)."""

    semantic: float = 1.0
    recency: float = 0.0
    importance: float = 0.0
    usage: float = 0.0

    def as_dict(self) -> dict[str, float]:
        return {name: getattr(self, name) for name in FACTOR_NAMES}

    def normalised(self, *, usage_on: bool = True) -> "Weights":
        """Scaled to sum to 1 (an off usage factor takes no weight)."""
        raw = self.as_dict()
        if not usage_on:
            raw["usage"] = 0.0
        total = sum(raw.values())
        if total <= 0:
            return Weights(semantic=1.0, recency=0.0, importance=0.0, usage=0.0)
        if math.isclose(total, 1.0, rel_tol=0.0, abs_tol=1e-9):
            return Weights(**raw)  # already a distribution: keep the published values exactly
        return Weights(**{k: v / total for k, v in raw.items()})


@dataclass(frozen=True)
class RankingOptions:
    """The resolved ranking options of one request (the defaults are the plan018 spec)."""

    preset: str = "plan018"
    combine: str = "product"
    weights: Weights = field(default_factory=Weights)
    normalization: str = "none"
    half_life_days: float = DEFAULT_HALF_LIFE_DAYS
    intent_half_life: bool = False
    freshness_floor: float = 0.0  # 0 = off
    importance_shield: float | None = None  # None = off
    importance_default: float = DEFAULT_IMPORTANCE
    usage_boost: str = "off"
    recency_from_access: bool = False
    tiebreak_std: float = 0.0  # 0 = off
    diversity: str = "off"
    mmr_lambda: float = DEFAULT_MMR_LAMBDA
    min_score: float = 0.0  # 0 = off
    overfetch: int | None = None  # None = the default candidate pool

    @property
    def effective_weights(self) -> Weights:
        return self.weights.normalised(usage_on=self.usage_boost != "off")

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["weights"] = self.effective_weights.as_dict() if self.combine == "weighted-sum" else None
        return data


PLAN018 = RankingOptions()

# Each preset is the plan018 defaults plus these values. Peers' importance scales (1–10) are
# divided by 10: importance here is 0–1 (what ingest accepts).
PRESETS: dict[str, dict[str, Any]] = {
    "plan018": {},
    "mnemexa": {
        "combine": "weighted-sum",
        "weights": Weights(semantic=0.55, recency=0.20, importance=0.15, usage=0.10),
        # Its recency curve is not published; 100 days fits its table (0.95 at 7 days, 0.30 at 6 months).
        "half_life_days": 100.0,
        "usage_boost": "memorysync",  # its frequency curve is not published either; bounded [0, 1]
        "recency_from_access": True,  # "how recently the memory was stored or accessed"
        "min_score": 0.35,
    },
    "synabun": {
        "combine": "weighted-sum",
        "weights": Weights(semantic=0.7, recency=0.2, importance=0.0, usage=0.1),
        "half_life_days": 90.0,
        "importance_shield": 0.8,  # importance ≥ 8 of 10
        "usage_boost": "synabun",
        "min_score": 0.3,
        "overfetch": 2,
    },
    "memorysync": {
        "combine": "weighted-sum",
        # Its 0.20 cluster weight is left out (no clusters here); the rest are renormalised.
        "weights": Weights(semantic=0.40, recency=0.15, importance=0.15, usage=0.10),
        "normalization": "minmax",
        "intent_half_life": True,
        "usage_boost": "memorysync",
        "tiebreak_std": 0.02,
    },
    "recall": {
        "combine": "product",
        "half_life_days": 180.0,  # its "Fact" type (the baseline); decisions are facts
        "freshness_floor": 0.1,
        "usage_boost": "recall",
        "diversity": "auto",
    },
}

# Request keys (JSON) → what they set. "weights" is a mapping or a list of NAME=VALUE.
OPTION_KEYS = (
    "preset", "combine", "weights", "normalization", "intent_half_life", "freshness_floor",
    "importance_shield", "usage_boost", "recency_from_access", "tiebreak_std", "diversity",
    "mmr_lambda", "min_score", "overfetch",
)


def preset_options(name: str) -> RankingOptions:
    if name not in PRESETS:
        raise bad_argument(f"Unknown ranking preset '{name}'; use one of {', '.join(PRESETS)}.")
    return replace(PLAN018, preset=name, **PRESETS[name])


def _flag(key: str) -> str:
    return "--" + key.replace("_", "-")


def _number(key: str, value: Any, low: float, high: float) -> float:
    return checks.number_from(_flag(key), value, low, high)


def _choice(key: str, value: Any, choices: tuple[str, ...]) -> str:
    if value not in choices:
        raise bad_argument(f"{_flag(key)} must be one of {', '.join(choices)}, got {value!r}.")
    return str(value)


def _boolean(key: str, value: Any) -> bool:
    if not isinstance(value, bool):
        raise bad_argument(f"{_flag(key)} must be true or false, got {value!r}.")
    return value


def _off(value: Any) -> bool:
    return value is None or (isinstance(value, str) and value.strip().lower() == "off")


def parse_weights(value: Any) -> dict[str, float]:
    """{name: weight} from a mapping or a list of 'NAME=VALUE' strings (names: FACTOR_NAMES)."""
    items: list[tuple[Any, Any]]
    if isinstance(value, dict):
        items = list(value.items())
    elif isinstance(value, (list, tuple)):
        items = [checks.name_value("--weight", item, "recency=0.3") for item in value]
    else:
        raise bad_argument("weights must be an object or a list of 'NAME=VALUE' strings.")
    weights: dict[str, float] = {}
    for name, raw in items:
        if name not in FACTOR_NAMES:
            raise bad_argument(f"Unknown weight '{name}' in --weight; use one of {', '.join(FACTOR_NAMES)}.")
        weights[name] = _number("weight", raw, 0.0, 1e6)
    return weights


NOT_GIVEN: Any = object()
_NO_OFF: Any = object()

# Options chosen from a list of names, and on/off switches.
_CHOICES = {"combine": COMBINES, "normalization": NORMALIZATIONS, "usage_boost": USAGE_FORMULAS,
            "diversity": DIVERSITY_MODES}
_SWITCHES = ("intent_half_life", "recency_from_access")
# Options from 0 to 1, and what "off" sets them to (mmr_lambda cannot be turned off).
_FRACTIONS = {"freshness_floor": 0.0, "importance_shield": None, "tiebreak_std": 0.0, "mmr_lambda": _NO_OFF,
              "min_score": 0.0}


def resolve_options(data: Any, half_life_days: Any = NOT_GIVEN) -> RankingOptions:
    """The preset named in ``data`` (default plan018) with ``data``'s explicit values on top.

    ``half_life_days`` is the request's own (top-level) half-life; NOT_GIVEN = the preset's.
    Raises INVALID_ARGUMENT (exit 2) with a message naming the flag for anything invalid.
    """
    given = _given(data)
    preset = given.pop("preset", "plan018")
    if not isinstance(preset, str):
        raise bad_argument(f"--ranking-preset must be a preset name, got {preset!r}.")
    options = preset_options(preset)
    changes = _option_values(given)
    weights = _weights_change(options, given, changes)
    if weights is not None:
        changes["weights"] = weights
    if half_life_days is not NOT_GIVEN:
        half_life = checks.positive("--half-life-days", half_life_days, example="7")
        if changes.get("intent_half_life") is True:
            raise bad_argument("--half-life-days and --intent-half-life both set the half-life; choose one.")
        changes["half_life_days"] = half_life
        # An explicit half-life overrides the preset's intent-aware one.
        changes.setdefault("intent_half_life", False)
    return replace(options, **changes)


def _given(data: Any) -> dict[str, Any]:
    """The request's ranking object without its nulls (null = not given), keys checked."""
    if data is None:
        data = {}
    if not isinstance(data, dict):
        raise bad_argument("ranking must be an object of ranking options.")
    unknown = sorted(set(data) - set(OPTION_KEYS))
    if unknown:
        raise bad_argument(f"Unknown ranking option(s) {', '.join(unknown)}; known: {', '.join(OPTION_KEYS)}.")
    return {k: v for k, v in data.items() if v is not None}


def _option_values(given: dict[str, Any]) -> dict[str, Any]:
    """Every given option except the preset and the weights, validated."""
    changes: dict[str, Any] = {}
    for key, choices in _CHOICES.items():
        if key in given:
            changes[key] = _choice(key, given[key], choices)
    for key in _SWITCHES:
        if key in given:
            changes[key] = _boolean(key, given[key])
    for key, off in _FRACTIONS.items():
        if key in given:
            raw = given[key]
            changes[key] = off if off is not _NO_OFF and _off(raw) else _number(key, raw, 0.0, 1.0)
    if "overfetch" in given:
        changes["overfetch"] = _overfetch(given["overfetch"])
    return changes


def _overfetch(raw: Any) -> int | None:
    if _off(raw):
        return None
    number = _number("overfetch", raw, 1, 100)
    if number != int(number):
        raise bad_argument(f"--overfetch must be a whole number from 1 to 100, got {raw!r}.")
    return int(number)


def _weights_change(options: RankingOptions, given: dict[str, Any], changes: dict[str, Any]) -> Weights | None:
    """The weights the request sets (None = keep the preset's)."""
    combine = changes.get("combine", options.combine)
    if "weights" not in given:
        if combine == "weighted-sum" and options.combine != "weighted-sum":
            # weighted-sum asked for on a product preset: the spec's factors, equally weighted.
            return Weights(semantic=1.0, recency=1.0, importance=0.0, usage=0.0)
        return None
    if combine != "weighted-sum":
        raise bad_argument(
            "--weight applies to --combine weighted-sum (or a weighted preset: mnemexa, synabun, "
            "memorysync); the product combination has no weights."
        )
    base = options.weights.as_dict() if options.combine == "weighted-sum" else Weights().as_dict()
    overrides = parse_weights(given["weights"])
    if overrides.get("usage", 0) > 0 and changes.get("usage_boost", options.usage_boost) == "off":
        raise bad_argument("--weight usage needs a usage formula: add --usage-boost memorysync, recall or synabun.")
    merged = {**base, **overrides}
    if sum(merged.values()) <= 0:
        raise bad_argument("The weights must not all be 0.")
    return Weights(**merged)


@dataclass(frozen=True)
class QueryPlan:
    """What the options decide from the query text alone (before any candidate is scored)."""

    half_life_days: float
    intent: Intent | None  # detected when the intent-aware half-life is on
    broad: bool
    diversify: bool

    def intent_json(self) -> dict[str, Any] | None:
        if self.intent is None:
            return None
        return {"name": self.intent.name, "cues": list(self.intent.cues), "half_life_days": self.half_life_days}


def plan_query(options: RankingOptions, query: str) -> QueryPlan:
    intent = detect_intent(query) if options.intent_half_life else None
    half_life = INTENT_HALF_LIFE_DAYS[intent.name] if intent else options.half_life_days
    broad = is_broad(query)
    diversify = options.diversity == "always" or (options.diversity == "auto" and broad)
    return QueryPlan(half_life_days=half_life, intent=intent, broad=broad, diversify=diversify)
