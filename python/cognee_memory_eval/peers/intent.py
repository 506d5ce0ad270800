"""Keyword detectors for a query's time intent and breadth (transparent; no model).

- ``detect_intent``: ``recent`` (the query asks about the current state: "latest", "now",
  "changed" …), ``background`` (it asks about history or rationale: "originally", "history",
  "why did we" …) or ``default``. A recent cue wins over a background one. MemorySync picks
  its recency half-life by such an intent (24 h / 72 h / 168 h).
- ``is_broad``: an exploratory query ("overview", "everything", "list" …, or at most two
  content words with nothing specific such as a path, a number or an identifier). The Recall
  paper turns MMR diversity on for exploratory queries.

The cue lists are data: the response reports which cues matched.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

RECENT_CUES = (
    "latest", "recent", "recently", "current", "currently", "now", "today", "yesterday",
    "this week", "this month", "newest", "new", "just", "changed", "change", "updated",
    "update", "anymore", "still", "so far", "right now", "nowadays",
)
BACKGROUND_CUES = (
    "history", "historical", "historically", "background", "originally", "original",
    "initially", "initial", "first", "ever", "always", "why did we", "why do we", "past",
    "previously", "previous", "old", "older", "origin", "in general", "long term",
)
BROAD_CUES = (
    "overview", "summary", "summarize", "summarise", "everything", "all", "anything", "list",
    "explore", "ideas", "options", "what do we know", "tell me about", "topics", "related",
)
STOPWORDS = frozenset(
    "a an the is are was were be been do does did we you i it its of to in on for with and or "
    "what which who how why when where our my your about this that there any some me us "
    "should would could can will have has had use used using".split()
)
_WORD = re.compile(r"[a-z0-9']+")
# Something a person only types when they know what they look for.
_SPECIFIC = re.compile(r"[0-9/\\._#`\"]|[a-z][A-Z]|\b[A-Z]{2,}\b")


@dataclass(frozen=True)
class Intent:
    name: str  # "recent" | "default" | "background"
    cues: tuple[str, ...]  # the cues that matched


def _words(query: str) -> list[str]:
    return _WORD.findall(query.lower())


def _matches(words: list[str], cues: tuple[str, ...]) -> tuple[str, ...]:
    padded = f" {' '.join(words)} "
    return tuple(cue for cue in cues if f" {cue} " in padded)


def detect_intent(query: str) -> Intent:
    words = _words(query)
    recent = _matches(words, RECENT_CUES)
    if recent:
        return Intent("recent", recent)
    background = _matches(words, BACKGROUND_CUES)
    if background:
        return Intent("background", background)
    return Intent("default", ())


def is_broad(query: str) -> bool:
    words = _words(query)
    if _matches(words, BROAD_CUES):
        return True
    content = [w for w in words if w not in STOPWORDS]
    return 0 < len(content) <= 2 and not _SPECIFIC.search(query)
