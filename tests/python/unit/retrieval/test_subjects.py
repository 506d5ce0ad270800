"""Which gated memories are about the best one's subject (no store, no Cognee: vectors given)."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import numpy as np

from cognee_memory.model import Memory, Status
from cognee_memory.retrieval.candidates import Candidate
from cognee_memory.retrieval.subjects import contenders, same_as_best

NOW = datetime(2026, 11, 21, tzinfo=timezone.utc)


def candidate(memory_id: str, text: str, days_ago: float = 10.0) -> Candidate:
    memory = Memory(id=memory_id, text=text, status=Status.ACTIVE, source_created_at=NOW - timedelta(days=days_ago))
    return Candidate(memory=memory, semantic=0.5, found_by="vector")


def test_contenders_are_the_best_admitted_memory_then_the_admitted_ones_below_it() -> None:
    relevance = np.array([0.40, 0.52, 0.50, 0.10])
    assert contenders(relevance, np.array([True, True, True, False])) == [1, 0, 2]


def test_nothing_is_compared_when_one_memory_passes_or_all_tie_with_the_best() -> None:
    assert contenders(np.array([0.5, 0.2]), np.array([True, False])) == []
    assert contenders(np.array([0.5, 0.5]), np.array([True, True])) == []


def test_two_memories_close_in_meaning_sharing_two_subject_words_are_one_subject() -> None:
    found = [candidate("old", "Commit messages are free-form."),
             candidate("new", "Commit messages must follow Conventional Commits, checked by commitlint.", 3)]
    vectors = np.array([[1.0, 0.2, 0.0], [0.9, 0.3, 0.1]])
    assert same_as_best(found, [0, 1], vectors).tolist() == [True, True]


def test_a_memory_sharing_the_words_but_far_in_meaning_is_another_subject() -> None:
    found = [candidate("chip", "Wi-Fi is an ESP32 module running the vendor's AT firmware."),
             candidate("office", "Office Wi-Fi was down again during the demo, the new access points arrive Monday.", 2)]
    vectors = np.array([[1.0, 0.0, 0.0], [0.1, 1.0, 0.0]])  # cosine ≈ .10
    assert same_as_best(found, [0, 1], vectors).tolist() == [True, False]


def test_a_memory_close_in_meaning_with_no_subject_word_in_common_is_another_subject() -> None:
    found = [candidate("cms", "Editors write in a headless Strapi CMS."),
             candidate("digest", "The Monday digest email is sent through Postmark.", 2)]
    vectors = np.array([[1.0, 0.1, 0.0], [0.95, 0.2, 0.0]])
    assert same_as_best(found, [0, 1], vectors).tolist() == [True, False]


def test_a_word_written_with_a_hyphen_counts_once_among_the_words_in_common() -> None:
    # "Wi-Fi" is one word, not two ("wi", "fi"); the two are as close in meaning as WordLlama puts them.
    found = [candidate("chip", "Wi-Fi is an ESP32-C3 module."),
             candidate("office", "Office Wi-Fi now needs the new password from IT.", 2)]
    vectors = np.array([[1.0, 0.0], [0.46, 0.89]])
    assert same_as_best(found, [0, 1], vectors).tolist() == [True, False]
    # Two words in common besides it still make one subject.
    found = [candidate("chip", "Wi-Fi is an ESP32-C3 module with the vendor's AT firmware."),
             candidate("firmware", "The Wi-Fi module's AT firmware is now v3.2.", 2)]
    assert same_as_best(found, [0, 1], vectors).tolist() == [True, True]


def test_a_memory_with_more_of_the_questions_words_than_the_best_stays_beside_it() -> None:
    # The billing note is the stronger only because it alone writes "Postgres"; the upgrade has
    # "production" too, as the question does.
    found = [candidate("billing", "We use Postgres for billing."),
             candidate("upgrade", "We upgraded production to PostgreSQL 16.", 2)]
    vectors = np.array([[1.0, 0.0], [0.49, 0.87]])
    assert same_as_best(found, [0, 1], vectors, "We use PostgreSQL 15 in production.").tolist() == [True, True]
    assert same_as_best(found, [0, 1], vectors).tolist() == [True, False]  # without the question, words alone


def test_a_memory_with_as_many_of_the_questions_words_as_the_best_is_still_another_subject() -> None:
    found = [candidate("cms", "The newsroom CMS is a headless Strapi."),
             candidate("digest", "Editors pick the stories for the Monday digest.", 2)]
    vectors = np.array([[1.0, 0.0], [0.14, 0.99]])
    assert same_as_best(found, [0, 1], vectors, "What CMS do the editors use?").tolist() == [True, False]


def test_a_memory_far_closer_to_the_question_in_meaning_than_the_best_stays_beside_it() -> None:
    # The rush rule is the strongest admitted only by "digital" and "job"; the procedure for a broken press is .33
    # from the question against its .14.
    question = "what happens if the digital press breaks down mid job?"
    found = [candidate("rush", "same day = digital jobs in before 10am only, +50% on the price. litho is never same day"),
             candidate("down", "if the indigo goes down ring HP and send urgent digital work to Printcraft across town")]
    vectors = np.array([[1.0, 0.0], [0.2, 0.98]])
    assert same_as_best(found, [0, 1], vectors, question, np.array([0.14, 0.33])).tolist() == [True, True]
    # … not when it is only somewhat closer, nor without the cosines
    assert same_as_best(found, [0, 1], vectors, question, np.array([0.14, 0.25])).tolist() == [True, False]
    assert same_as_best(found, [0, 1], vectors, question).tolist() == [True, False]
