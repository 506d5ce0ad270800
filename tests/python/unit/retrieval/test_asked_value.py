"""A value of the kind the question asks for, said anew by a newer note."""

from __future__ import annotations

import pytest

from cognee_memory.retrieval.asked_value import asked_value_changed


@pytest.mark.parametrize("question, hit, newer, value", [
    ("how often do price changes reach the terminals?", "Price changes sync to the terminals every night at 02:00.",
     "prices push out to the tills every 15 min now", "every 15 min"),
    ("when does the release train leave?", "The release train leaves tuesdays at 10:00.",
     "release day moved to thursday mornings", "mornings"),
    ("how long do we keep raw gps points?", "raw GPS points are kept 24 months in timescale",
     "location history can't be kept beyond 13 months now", "13 months"),
])
def test_a_new_value_of_the_asked_kind_is_found(question: str, hit: str, newer: str, value: str) -> None:
    assert asked_value_changed(question, hit, newer) == value


@pytest.mark.parametrize("question, hit, newer", [
    # The same value again.
    ("how often do backups run?", "Backups run every night.", "backups still run every night, now to S3"),
    # The hit states no value of the asked kind.
    ("how often do backups run?", "Backups go to S3.", "backups run hourly now"),
    # The question asks for no kind of value.
    ("where do backups go?", "Backups run every night to S3.", "backups run hourly now"),
])
def test_no_new_value_of_the_asked_kind_is_none(question: str, hit: str, newer: str) -> None:
    assert asked_value_changed(question, hit, newer) == ""


def test_a_permission_given_back_answers_whether_a_banned_thing_is_allowed() -> None:
    hit = "clinics can't delete a patient record, only archive it"
    newer = "clinic admins may erase a pet's file again, the erasure requests kept piling up"
    assert asked_value_changed("can a clinic delete a patient record?", hit, newer) == "allowed again"
    # Not for another question, nor without a ban in the hit or a permission given back.
    assert asked_value_changed("who deletes patient records?", hit, newer) == ""
    assert asked_value_changed("can a clinic delete a patient record?", "clinics archive records", newer) == ""
    assert asked_value_changed("can a clinic delete a patient record?", hit, "clinic admins erase files") == ""


def test_an_amount_of_money_answers_how_much() -> None:
    assert asked_value_changed("how much is the no-show fee?", "no-show fee for booked classes is 5 EUR",
                               "skipping a class you booked costs 8 euro from this month") == "8 euro"
    assert asked_value_changed("how much is the no-show fee?", "no-show fee for booked classes is 5 EUR",
                               "no-show fee for booked classes is 5 EUR, charged to the card") == ""
