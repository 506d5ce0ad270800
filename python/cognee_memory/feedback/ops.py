"""The two feedback operations, request → response: ``record_feedback`` and ``recommend_half_life``.

Neither opens the Cognee store: the log is a plain file, so the CLI answers in-process (a
recording never waits for a backend to start or for a write lock), and the backend serves
the same requests for callers already connected to it.
"""

from __future__ import annotations

from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from cognee_memory import checks
from cognee_memory.envelope import ok
from cognee_memory.errors import MemoryToolError
from cognee_memory.feedback.events import collect, normalise_all
from cognee_memory.feedback.log import FeedbackLog
from cognee_memory.feedback.fit import MIN_HELPFUL, MIN_QUESTIONS, confidence_label, fit_half_life
from cognee_memory.model import DEFAULT_HALF_LIFE_DAYS
from cognee_memory.scrubbing.rules import redaction_report, scrub_json

MAX_EVENTS_PER_CALL = 1000


def record_feedback(storage_dir: Path, data: dict[str, Any], now: datetime | None = None) -> dict[str, Any]:
    events = data.get("events")
    if not isinstance(events, list) or not events:
        raise MemoryToolError("INVALID_INPUT", "The request carries no feedback events (a list under 'events').")
    if len(events) > MAX_EVENTS_PER_CALL:
        raise MemoryToolError("INVALID_INPUT", f"At most {MAX_EVENTS_PER_CALL} events per call, got {len(events)}.")
    log = FeedbackLog(storage_dir)
    records, errors = normalise_all(events, key=log.key(), now=now or datetime.now(timezone.utc))
    if errors:
        listed = "; ".join(f"event {e['index'] + 1}: {e['message']}" for e in errors[:20])
        raise MemoryToolError("INVALID_INPUT", f"Nothing was recorded: {len(errors)} invalid event(s) — {listed}.",
                              {"events": errors})
    records, redacted = scrub_json(records)  # ids only, but every write is scrubbed
    log.append(records)
    return ok(recorded=len(records), redactions=redaction_report(redacted))


def recommend_half_life(storage_dir: Path, data: dict[str, Any]) -> dict[str, Any]:
    current = checks.positive("--half-life-days", data.get("half_life_days", DEFAULT_HALF_LIFE_DAYS),
                              example="7", strings=False)
    min_helpful = checks.positive_int("--min-helpful", data.get("min_helpful", MIN_HELPFUL))
    min_questions = checks.positive_int("--min-questions", data.get("min_questions", MIN_QUESTIONS))
    records, skipped = FeedbackLog(storage_dir).read()
    collected = collect(records)
    fit = fit_half_life(collected.judged, current, min_helpful=min_helpful, min_questions=min_questions)
    evidence = fit.evidence
    recommendation = None
    if fit.recommended_half_life_days is not None and fit.confidence is not None:
        recommendation = {
            "half_life_days": fit.recommended_half_life_days,
            "agreement": _r(fit.recommended_agreement),
            "change": fit.change,
            "confidence": _r(fit.confidence),
            "confidence_label": confidence_label(fit.confidence),
            "interval_days": list(fit.interval_days) if fit.interval_days else None,
        }
    return ok(
        current={"half_life_days": current, "agreement": _r(fit.current_agreement)},
        recommendation=recommendation,
        reason=fit.reason,
        evidence={
            **evidence.to_json(),
            "required": {"helpful": min_helpful, "questions": min_questions},
            "missing": {"helpful": max(0, min_helpful - evidence.helpful),
                        "questions": max(0, min_questions - evidence.questions)},
        },
        log={"events": len(records), "skipped_lines": skipped, "orphans": collected.orphans},
        curve=[{"half_life_days": float(h), "agreement": _r(float(a))} for h, a in zip(fit.grid, fit.curve)],
    )


def _r(value: float | None) -> float | None:
    return None if value is None else round(value, 4)
