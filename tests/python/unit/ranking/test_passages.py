"""A long memory read by its best sentence (ranking/passages.py): which memories have sentences, the
best sentence's cosine, and the mix that keeps the strongest cosine where it was."""

from __future__ import annotations

import numpy as np
import pytest

from cognee_memory.ranking import passages

LONG = " ".join(["The team met on Tuesday and went through the open tickets one by one."] * 5)


def test_a_short_memory_is_its_own_one_sentence() -> None:
    assert passages.sentences("We switched from black to ruff. Line length is 100.") == []


def test_a_long_memory_is_split_at_sentence_ends_and_line_breaks_but_not_inside_a_version() -> None:
    text = LONG + " We moved to Python 3.12 in March!\n- Redis keeps the sessions\n## Status\nAccepted"
    found = passages.sentences(text)
    assert found[-4:] == ["We moved to Python 3.12 in March!", "- Redis keeps the sessions", "## Status", "Accepted"]
    assert len(found) == 9


def test_a_long_text_without_a_sentence_end_has_no_sentences_to_read() -> None:
    assert passages.sentences(" ".join(["word"] * 80)) == []


def test_only_the_strongest_memories_with_sentences_are_read() -> None:
    texts = ["Short one.", LONG, LONG + " Two.", " ".join(["word"] * 80), LONG]
    relevance = np.array([0.9, 0.8, 0.7, 0.95, np.nan])
    found = passages.strongest(texts, relevance, depth=2)
    assert list(found) == [1, 2]  # 0 is short, 3 has no sentence end
    assert found[2][-1] == "Two."
    assert passages.strongest(texts, relevance, depth=0) == {}


def test_each_memory_gets_the_cosine_of_its_best_sentence() -> None:
    query = np.array([1.0, 0.0])
    rows = np.array([[0.0, 1.0], [1.0, 1.0], [3.0, 0.0], [-1.0, 0.0]])
    best = passages.best_sentence_cosine(query, rows, np.array([0, 0, 2, 2]), 3)
    assert best[0] == pytest.approx(np.sqrt(0.5))
    assert np.isnan(best[1])
    assert best[2] == pytest.approx(1.0)


def test_the_mix_changes_the_order_but_not_the_strongest_cosine() -> None:
    semantic = np.array([0.60, 0.55, 0.30])
    best = np.array([np.nan, 0.90, np.nan])
    mixed = passages.blended(semantic, best, weight=0.5)
    assert mixed.max() == pytest.approx(0.60)
    assert mixed[1] > mixed[0] > mixed[2]
    assert mixed[0] / mixed[2] == pytest.approx(0.60 / 0.30)  # the others keep their ratios


def test_with_no_sentence_read_or_no_weight_the_cosine_is_unchanged() -> None:
    semantic = np.array([0.4, 0.2])
    assert passages.blended(semantic, np.array([np.nan, np.nan])).tolist() == [0.4, 0.2]
    assert passages.blended(semantic, np.array([0.9, 0.9]), weight=0.0).tolist() == [0.4, 0.2]
