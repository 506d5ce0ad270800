"""The keyword detectors behind the intent-aware half-life and automatic diversity."""

from __future__ import annotations

import pytest

from cognee_memory_eval.peers.intent import detect_intent, is_broad


@pytest.mark.parametrize(("query", "name", "cue"), [
    ("What is the latest CI setup?", "recent", "latest"),
    ("which auth library do we use right now", "recent", "right now"),
    ("has the cache TTL changed?", "recent", "changed"),
    ("Why did we pick Redis?", "background", "why did we"),
    ("what was the original logging format", "background", "original"),
    ("history of the payments module", "background", "history"),
    ("which database for tests", "default", None),
])
def test_intent_is_detected_from_cue_words_and_reports_them(query: str, name: str, cue: str | None) -> None:
    intent = detect_intent(query)
    assert intent.name == name
    assert (cue in intent.cues) if cue else intent.cues == ()


def test_a_recent_cue_wins_over_a_background_one() -> None:
    assert detect_intent("what changed since the original design?").name == "recent"


def test_cues_match_whole_words_only() -> None:
    assert detect_intent("renew the knowledge base").name == "default"  # "renew" is not "new"
    assert detect_intent("oldest pastries").name == "default"


@pytest.mark.parametrize(("query", "broad"), [
    ("give me an overview of auth", True),
    ("list everything about deploys", True),
    ("database?", True),
    ("caching", True),
    ("why does the API rate limit at 100 requests per minute", False),
    ("src/db/connection.ts", False),
    ("getUserById", False),
    ("which database do we use for integration tests", False),
])
def test_broad_queries_are_exploratory_cues_or_two_words_with_nothing_specific(query: str, broad: bool) -> None:
    assert is_broad(query) is broad
