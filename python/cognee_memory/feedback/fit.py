"""Which half-life would have ranked the memories the user found helpful highest? (pure numpy)

Each judged retrieval is a list of memories with the inputs of the ranking formula as they
were when the memories were retrieved (semantic score, age in days, status multiplier) and a
grade from the user's feedback: 2 = opened, 1 = in an answer rated 👍, 0 = no signal
(retrieved but not shown, or shown without feedback), −1 = in an answer rated 👎.

For a half-life H the spec's score is ``semantic × exp(−ln2·age/H) × status``. Within one
retrieval, a pair (i, j) with grade_i > grade_j is *in agreement* when score_i > score_j
(half credit for a tie). Because ``log score`` is linear in 1/H, each pair flips at most once
along the H axis, so a log-spaced grid sees every change of the agreement curve to within one
grid step.

Objective: the pairwise agreement, averaged per retrieval (each retrieval weighs the same
however many pairs it has), then per question (a question asked ten times does not outvote
nine others). The recommendation is the middle of the widest run of best grid points, or the
current half-life when it is already among the best (no change without evidence). Confidence
is the share of bootstrap resamples (questions drawn with replacement) whose own best
half-life lies within a factor of two of the recommendation.

No I/O: arrays and dataclasses in, a ``Fit`` out.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace

import numpy as np

MIN_HELPFUL = 20
MIN_QUESTIONS = 5
BOOTSTRAP_SAMPLES = 200
BOOTSTRAP_SEED = 20261121  # fixed: the same feedback always gives the same answer
GRID_MIN_DAYS = 0.5
GRID_MAX_DAYS = 3650.0  # the setting's maximum
GRID_POINTS = 49
# Confidence counts resamples whose best half-life is within this factor of the recommendation.
CONFIDENCE_FACTOR = 2.0

_FLOOR = 1e-9  # log() of a zero semantic score or multiplier
_TIE = 1e-12  # |log-score difference| at or below this is a tie


@dataclass(frozen=True)
class Judged:
    """One retrieval's memories (aligned arrays) and the question it answered."""

    question: str
    semantic: np.ndarray
    age_days: np.ndarray
    status_multiplier: np.ndarray
    grade: np.ndarray  # int: 2 opened, 1 in a 👍 answer, 0 none, −1 in a 👎 answer


@dataclass(frozen=True)
class Evidence:
    helpful: int  # memories opened or shown in a 👍 answer (once per retrieval)
    unhelpful: int  # memories shown in a 👎 answer and not opened
    questions: int  # distinct questions with at least one helpful or unhelpful memory
    retrievals: int  # retrievals with feedback
    pairs: int  # ordered pairs with different grades in the same retrieval

    def to_json(self) -> dict[str, int]:
        return {"helpful": self.helpful, "unhelpful": self.unhelpful, "questions": self.questions,
                "retrievals": self.retrievals, "pairs": self.pairs}


@dataclass(frozen=True)
class Fit:
    current_half_life_days: float
    current_agreement: float | None  # None when no pair can be compared
    evidence: Evidence
    enough: bool  # the minimum-evidence rule holds
    reason: str
    recommended_half_life_days: float | None = None
    recommended_agreement: float | None = None
    confidence: float | None = None
    interval_days: tuple[float, float] | None = None
    grid: np.ndarray = field(default_factory=lambda: np.empty(0))
    curve: np.ndarray = field(default_factory=lambda: np.empty(0))  # agreement per grid point

    @property
    def change(self) -> bool:
        return self.recommended_half_life_days is not None and not math.isclose(
            self.recommended_half_life_days, self.current_half_life_days)


def half_life_grid(current: float, *, low: float = GRID_MIN_DAYS, high: float = GRID_MAX_DAYS,
                   points: int = GRID_POINTS) -> np.ndarray:
    """Log-spaced half-lives rounded to two significant digits, plus the current one, ascending."""
    raw = np.geomspace(low, high, points)
    digits = 1 - np.floor(np.log10(raw)).astype(int)
    rounded = [round(float(v), int(d)) for v, d in zip(raw[1:-1], digits[1:-1])]
    return np.unique(np.array([low, *rounded, high, float(current)]))


def _pairs(judged: Judged) -> tuple[np.ndarray, np.ndarray]:
    """(Δ log(semantic·status), Δ age) for every pair preferred → other in one retrieval."""
    base = np.log(np.maximum(judged.semantic, _FLOOR)) + np.log(np.maximum(judged.status_multiplier, _FLOOR))
    grade = judged.grade
    better, worse = np.nonzero(grade[:, None] > grade[None, :])
    return base[better] - base[worse], judged.age_days[better] - judged.age_days[worse]


def _agreement(d_base: np.ndarray, d_age: np.ndarray, half_lives: np.ndarray) -> np.ndarray:
    """Share of the pairs in agreement at each half-life (ties count ½)."""
    margin = d_base[:, None] - d_age[:, None] * (math.log(2.0) / half_lives[None, :])
    credit = np.where(margin > _TIE, 1.0, np.where(margin < -_TIE, 0.0, 0.5))
    return credit.mean(axis=0)


def count_evidence(judged: list[Judged]) -> Evidence:
    questions = {j.question for j in judged if (j.grade != 0).any()}
    return Evidence(
        helpful=int(sum(int((j.grade >= 1).sum()) for j in judged)),
        unhelpful=int(sum(int((j.grade < 0).sum()) for j in judged)),
        questions=len(questions),
        retrievals=sum(1 for j in judged if (j.grade != 0).any()),
        pairs=int(sum(int((j.grade[:, None] > j.grade[None, :]).sum()) for j in judged)),
    )


def question_curves(judged: list[Judged], half_lives: np.ndarray) -> tuple[list[str], np.ndarray]:
    """Agreement per question (rows) and half-life (columns): mean over the question's retrievals."""
    per_question: dict[str, list[np.ndarray]] = {}
    for j in judged:
        d_base, d_age = _pairs(j)
        if d_base.size:
            per_question.setdefault(j.question, []).append(_agreement(d_base, d_age, half_lives))
    keys = sorted(per_question)
    if not keys:
        return [], np.empty((0, half_lives.size))
    return keys, np.array([np.mean(per_question[k], axis=0) for k in keys])


def pick_best(curve: np.ndarray, grid: np.ndarray, current: float, tol: float = 1e-9) -> float:
    """The current half-life when it is among the best; else the middle of the widest best run."""
    best = curve.max()
    on_top = curve >= best - tol
    at_current = np.flatnonzero(np.isclose(grid, current))
    if at_current.size and on_top[at_current[0]]:
        return float(current)
    edges = np.diff(np.concatenate(([0], on_top.astype(np.int8), [0])))
    starts, ends = np.flatnonzero(edges == 1), np.flatnonzero(edges == -1)
    widths = ends - starts
    # Widest run; among equally wide runs the one nearest the current half-life (log distance).
    centre = (starts + ends - 1) // 2
    distance = np.abs(np.log(grid[centre]) - math.log(current))
    chosen = sorted(range(len(starts)), key=lambda r: (-widths[r], distance[r]))[0]
    return float(grid[centre[chosen]])


def fit_half_life(
    judged: list[Judged],
    current: float,
    *,
    min_helpful: int = MIN_HELPFUL,
    min_questions: int = MIN_QUESTIONS,
    samples: int = BOOTSTRAP_SAMPLES,
    seed: int = BOOTSTRAP_SEED,
) -> Fit:
    """Fit the half-life to the feedback, or say how much more feedback is needed."""
    if not (math.isfinite(current) and current > 0):
        raise ValueError("the current half-life must be a finite number > 0")
    evidence = count_evidence(judged)
    grid = half_life_grid(current)
    keys, rows = question_curves(judged, grid)
    curve = rows.mean(axis=0) if keys else np.empty(0)
    index = int(np.flatnonzero(np.isclose(grid, current))[0])
    current_agreement = float(curve[index]) if keys else None

    missing = []
    if evidence.helpful < min_helpful:
        missing.append(f"{evidence.helpful} of {min_helpful} helpful signals")
    if evidence.questions < min_questions:
        missing.append(f"{evidence.questions} of {min_questions} questions")
    if missing:
        return Fit(current, current_agreement, evidence, False, grid=grid, curve=curve, reason=(
            f"Not enough feedback yet: {' and '.join(missing)}. Rate @memory answers with 👍/👎 "
            "or open the memories they cite."))
    if not keys:
        return Fit(current, None, evidence, False, grid=grid, curve=curve, reason=(
            "The feedback so far rates whole answers alike, so it cannot tell one half-life from "
            "another yet. Open the memories that helped, or rate answers 👎 when their memories did not."))

    recommended = pick_best(curve, grid, current)
    at = int(np.flatnonzero(np.isclose(grid, recommended))[0])
    rng = np.random.default_rng(seed)
    draws = rng.integers(0, len(keys), size=(samples, len(keys)))
    picks = np.array([pick_best(rows[d].mean(axis=0), grid, current) for d in draws])
    near = np.abs(np.log(picks / recommended)) <= math.log(CONFIDENCE_FACTOR) + 1e-9
    low, high = np.quantile(picks, [0.1, 0.9], method="nearest")
    fit = Fit(current, current_agreement, evidence, True, reason="", recommended_half_life_days=recommended,
              recommended_agreement=float(curve[at]), confidence=float(near.mean()),
              interval_days=(float(low), float(high)), grid=grid, curve=curve)
    return _with_reason(fit)


def confidence_label(confidence: float) -> str:
    return "high" if confidence >= 0.8 else "medium" if confidence >= 0.5 else "low"


def _with_reason(fit: Fit) -> Fit:
    assert fit.recommended_half_life_days is not None and fit.confidence is not None
    share = f"{fit.recommended_agreement:.0%}"
    if fit.change:
        reason = (f"A half-life of {fit.recommended_half_life_days:g} days would have ranked the memories you "
                  f"found helpful above the others in {share} of comparisons, against "
                  f"{fit.current_agreement:.0%} with the current {fit.current_half_life_days:g} days.")
    else:
        reason = (f"The current half-life of {fit.current_half_life_days:g} days already ranks the memories you "
                  f"found helpful best ({share} of comparisons).")
    reason += f" Confidence {confidence_label(fit.confidence)} ({fit.confidence:.0%} of resamples agree)."
    return replace(fit, reason=reason)
