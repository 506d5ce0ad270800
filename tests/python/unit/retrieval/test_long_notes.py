"""Where a long note says that something changed (retrieval/long_notes.py)."""

from __future__ import annotations

from cognee_memory.retrieval.long_notes import change_aimed_at, change_sentences, topic_vouches

HIT = "The unit tests run against Postgres 15 in docker-compose."
MINUTES = ("Standup, 4 March. Lena demoed the new invoice screen. We switched the unit tests from Postgres to SQLite "
           "in memory. Jonas is now on call.")


def test_a_sentence_that_says_what_changed_is_a_change_sentence() -> None:
    assert change_sentences(MINUTES) == ["We switched the unit tests from Postgres to SQLite in memory."]


def test_a_weak_word_or_a_change_verb_used_as_a_noun_says_no_change() -> None:
    assert change_sentences("Jonas is now on call. Mia thanked everyone for the help during her move.") == []


def test_a_change_sentence_aimed_at_what_the_hit_names_and_the_question_asks() -> None:
    assert change_aimed_at("which database do the unit tests use?", HIT, MINUTES)
    # The question asks about another thing of the hit's: the change was not said of it.
    assert not change_aimed_at("who set up docker-compose?", HIT, MINUTES)


def test_a_name_everybody_writes_is_no_thing_in_common() -> None:
    hit = "Sam said the climbing club meets at the old gym."
    note = "Sam moved from Leeds to York in spring, to be near family."
    assert change_sentences(note)
    assert not change_aimed_at("Where does Sam's climbing club meet?", hit, note)


def test_the_topic_vouches_for_a_short_note_a_record_or_a_long_note_aimed_at_the_hit() -> None:
    question = "which database do the unit tests use?"
    filler = " ".join(f"item{k}" for k in range(70))
    assert topic_vouches(question, HIT, "Unit tests are on SQLite now.")
    assert topic_vouches(question, HIT, f"Unit tests on SQLite.\n\nWe will run the unit tests on SQLite. {filler}")
    assert topic_vouches(question, HIT, f"{MINUTES} {filler}")
    assert not topic_vouches(question, HIT, f"Standup. Jonas is now on call. {filler}")
