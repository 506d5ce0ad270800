"""What someone only asked for or suggested is no update, at remember time.

The pure classifier (``updates/detect.py``) reads "customer asked if we could text the service
reminders instead of email" as retiring the email reminders: "instead of" names what it replaces.
Offered as an update, one click on Supersede would hide a rule that still holds. The query-time
path's asides reading decides whether a new memory only reports a request or an idea
(``retrieval/asides.reported``); its update verdicts then become related. A plan, a hedge or a joke
beside a change ("we're on Node 20 now, Node 22 at some point") stays an update.
"""

from __future__ import annotations

from dataclasses import replace

from cognee_memory.retrieval.asides import reported
from cognee_memory.updates.detect import Classification, Kind, best_first

_MOST_CONFIDENT = 0.5  # a related verdict's ceiling (detect.py gives related at most 0.6)


def without_reported_changes(text: str, verdicts: list[Classification]) -> list[Classification]:
    """``verdicts`` of the new memory ``text``, its updates made related when ``text`` only reports
    what someone asked for or suggested; in ``classify``'s order (updates, duplicates, related)."""
    if not any(v.kind is Kind.UPDATES for v in verdicts) or (request := reported(text)) is None:
        return verdicts
    reason = f"an aside ('{request}'): what someone asked for or suggested, not a change"
    read = [replace(v, kind=Kind.RELATED, confidence=min(v.confidence, _MOST_CONFIDENT), partial=None,
                    reasons=(*v.reasons, reason)) if v.kind is Kind.UPDATES else v for v in verdicts]
    return sorted(read, key=best_first)
