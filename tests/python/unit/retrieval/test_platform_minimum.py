"""A platform's oldest supported version said by its build setting (retrieval/platform_minimum.py)."""

from __future__ import annotations

import pytest

from cognee_memory.retrieval.platform_minimum import minimum_raised, setting_notes


@pytest.mark.parametrize("question, hit, newer, raised", [
    # everyday-dev11, my own stop-check cases28, everyday-dev10: three teams said it so.
    ("what's the minimum iOS for the customer app?", "the customer app supports iOS 14 and up",
     "deployment target is 16 since the digital key sdk, xcode wouldn't let us go lower", "iOS 14 → 16"),
    ("what's the minimum iOS version?", "the app supports iOS 15 and up",
     "deployment target is 16 since the swift 6 migration", "iOS 15 → 16"),
    # minSdk is an API level: 28 is Android 9.
    ("what's the oldest android the parent app runs on?", "the parent app supports android 8 and up",
     "bumped minSdk to 28 with the photo feed release", "Android 8 → 9 (API 28)"),
])
def test_a_build_setting_raises_the_oldest_supported_version(question: str, hit: str, newer: str, raised: str) -> None:
    assert minimum_raised(question, hit, newer) == raised


@pytest.mark.parametrize("question, hit, newer", [
    ("where do crash reports go?", "the app supports iOS 15 and up", "deployment target is 16"),  # not asked
    ("what's the oldest android we support?", "the app supports iOS 15 and up", "deployment target is 16"),  # other one
    ("what's the minimum iOS version?", "the app supports iOS 16 and up", "deployment target is 16 now"),  # the same
    ("what's the oldest android we support?", "the app supports android 9 and up", "minSdk 28 in the gradle file"),
])
def test_no_raise_for_another_question_platform_or_the_same_version(question: str, hit: str, newer: str) -> None:
    assert minimum_raised(question, hit, newer) == ""


def test_only_the_notes_that_set_the_asked_platforms_setting_are_read_far_down() -> None:
    texts = ["the app supports iOS 15 and up", "deployment target is 16 since the swift 6 migration", "minSdk 28"]
    assert setting_notes("what's the minimum iOS version?", texts) == {1}
    assert setting_notes("what's the oldest android we support?", texts) == {2}
    assert setting_notes("where do crash reports go?", texts) == frozenset()
