"""How a text writes names (updates/names.py)."""

from __future__ import annotations

from cognee_memory.updates.names import names_written, parts_in_a_row


def test_a_name_written_alone_within_a_sentence_is_a_name() -> None:
    assert names_written("all tenant emails go out through Mailgun") == {"mailgun"}
    assert names_written("theory questions are licensed from the DVSA revision question bank") == {"dvsa"}


def test_a_titles_words_a_longer_title_case_name_or_a_sentences_first_word_are_not() -> None:
    assert names_written("Placement of CI and CD Tools.") == frozenset()
    assert names_written("we built it on the previously developed Distributed Task Manager") == frozenset()
    assert names_written("Invoices go out monthly") == frozenset()


def test_a_hyphenated_names_parts_stand_in_a_row() -> None:
    assert parts_in_a_row("billing-api", "Invoices are served by the Billing API.")
    assert not parts_in_a_row("forms-api", "a form is served by the API")
