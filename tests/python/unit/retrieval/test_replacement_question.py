"""Questions that say something was replaced (retrieval/replacement_question.py)."""

from __future__ import annotations

import pytest

from cognee_memory.retrieval.replacement_question import replaced_in_question


@pytest.mark.parametrize("question, thing", [
    ("What replaced Sphinx?", {"sphinx"}),
    ("What did we switch to from conda?", {"conda"}),
    ("What do we use instead of Jenkins for builds?", {"jenkin"}),
    ("What is the replacement for the cron box?", {"cron", "box"}),
    ("Since Heroku was retired, where does the app run?", {"heroku"}),
    ("what came after Travis", {"travi"}),
])
def test_a_question_that_says_a_thing_was_replaced_names_it(question: str, thing: set[str]) -> None:
    assert replaced_in_question(question) == thing


@pytest.mark.parametrize("question", [
    "Do we still use mypy?",  # asks whether, does not say it was
    "Which Python version does the pipeline need?",
    "How do we replace a failed disk?",
    "What happens when a user is removed from the org?",  # what removal does, not what replaced a user
    "How do I know my PR was dropped from the merge queue?",
    "",
])
def test_a_question_that_does_not_say_so_names_nothing(question: str) -> None:
    assert replaced_in_question(question) == frozenset()
