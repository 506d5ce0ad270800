"""A value of the kind the question asks for, said anew by a newer note."""

from __future__ import annotations

import pytest

from cognee_memory.retrieval.asked_value import asked_value_changed, cites_the_old_value, gives_no_asked_value


@pytest.mark.parametrize("question, hit, newer, value", [
    ("how often do price changes reach the terminals?", "Price changes sync to the terminals every night at 02:00.",
     "prices push out to the tills every 15 min now", "every 15 min"),
    ("when does the release train leave?", "The release train leaves tuesdays at 10:00.",
     "release day moved to thursday mornings", "mornings"),
    ("how long do we keep raw gps points?", "raw GPS points are kept 24 months in timescale",
     "location history can't be kept beyond 13 months now", "13 months"),
    # A price with the currency's code first (a new user's round of developer notes).
    ("what do we charge for change requests after launch", "Change requests after launch are billed at EUR 95/hour.",
     "From April the rate for post-launch changes is EUR 110/h.", "eur 110"),
    ("how much can an unverified customer send per day?", "Transfer limit for unverified customers: EUR 1,000 per day.",
     "daily cap for not-yet-verified accounts went up to EUR 2,500.", "eur 2,500"),
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


@pytest.mark.parametrize("question, hit, newer, missing", [
    # The hit answers "how often" and the newer note gives no frequency at all.
    ("how often do the trucks send their location?", "the cab tablets send the truck's GPS position every 15 seconds",
     "the bin form now shuts at 5pm on the next working day", True),
    ("how long do we keep invoices?", "invoices are kept 7 years in the archive bucket",
     "invoices now get a QR code for the bank app", True),
    # A value of the asked kind, said otherwise.
    ("how often do the trucks send their location?", "the cab tablets send the truck's GPS position every 15 seconds",
     "truck positions now stream live to the map", False),
    ("how often do we sync the catalogue?", "the catalogue syncs every night", "the catalogue syncs on each push now", False),
    ("how long do we keep invoices?", "invoices are kept 7 years in the archive bucket", "invoices are kept indefinitely now",
     False),
    # The hit gives no value of the kind, or the question asks none.
    ("how often do the trucks send their location?", "the tablets send the truck's GPS position", "x now y", False),
    ("which tablets do the trucks use?", "the cab tablets send the truck's GPS position every 15 seconds", "x now y", False),
])
def test_a_note_without_a_value_of_the_kind_the_hit_answers_with_is_told(question: str, hit: str, newer: str,
                                                                        missing: bool) -> None:
    assert gives_no_asked_value(question, hit, newer) is missing


def test_a_deadline_answers_how_long_one_has() -> None:
    hit = "residents can report a missed bin up to 48 hours after their collection day"
    assert not gives_no_asked_value("how long do residents have to report a missed bin?", hit,
                                    "the missed bin form now shuts at 5pm on the next working day")
    assert not gives_no_asked_value("how long do we have to send the invoice?", "invoices go out within 3 days",
                                    "invoices must go out by end of the month now")


@pytest.mark.parametrize("question, hit, newer", [
    ("how often do the sensors report?", "sensors report every 5 minutes", "sensors report continuous readings now"),
    ("how much is the support add-on?", "the support add-on is 25 euro a month", "support add-on is forty euro a quarter now"),
    ("how long are trial accounts kept?", "trial accounts are kept 30 days", "trial accounts are kept a fortnight now"),
])
def test_a_value_said_in_words_is_a_value_of_the_kind(question: str, hit: str, newer: str) -> None:
    assert not gives_no_asked_value(question, hit, newer)


def test_a_full_year_is_a_duration() -> None:
    # An outside review's probe (cases21 vl2): the hit's "for a full year" answers "how long"; a remark about new
    # shelves does not.
    hit = "blood smears are archived for a full year from now on, the accreditor asked"
    assert gives_no_asked_value("how long are blood smears archived?", hit, "the smear archive room got new shelves as of last week")
    assert asked_value_changed("how long are blood smears archived?", "blood smears are archived for six months, then discarded",
                               hit) == "a full year"


def test_a_day_of_the_year_answers_when() -> None:
    # An outside review's probe (cases21 pk2): a new fee says nothing of when permits are renewed.
    question, hit = "when must permits be renewed?", "permits must be renewed before the 31st of march each year"
    assert gives_no_asked_value(question, hit, "business permits cost 400 pounds a year from now on")
    assert asked_value_changed(question, hit, "permits are renewed by the end of april from now on") == "april"
    assert asked_value_changed(question, hit, "renewals now happen on the 1st of june") == "1st"
    # "may" is a month only where it reads as one.
    assert gives_no_asked_value(question, hit, "you may be asked for id at renewal")
    assert asked_value_changed(question, hit, "renewal is due in may now") == "may"


@pytest.mark.parametrize("question, hit, newer, value", [
    # everyday-dev9: the old number cited in one clause, the new value in another.
    ("how late can a learner cancel a lesson for free?",
     "learners can cancel a lesson for free up to 48 hours before, later than that they pay in full",
     "people have untill noon the day before to call off without paying, 48h was too strict for shift workers", "noon"),
    ("how long befor a client gallery expires?",
     "a client gallery expires 90 days after it's published unless the photographer extends it",
     "couples kept emailing after day 90, so proofing links stay live for six months by default these days", "six months"),
    # No old number cited, or the new value sits beside it in one clause (another thing's value).
    ("how long are csv exports kept?", "CSV exports are kept for 30 days, then deleted", "audit logs are kept for 90 days", ""),
    ("how long are csv exports kept?", "CSV exports are kept for 30 days, then deleted",
     "the 30 day export page now loads in 2 seconds", ""),
])
def test_a_note_that_cites_the_hits_value_as_the_old_one_gives_a_new_one(question: str, hit: str, newer: str,
                                                                        value: str) -> None:
    assert cites_the_old_value(question, hit, newer) == value


def test_more_ways_to_ask_how_long_and_to_say_a_price() -> None:
    # An outside review's probes (cases23 dr8, tp5, lb1).
    hit = "airspace approvals are requested three days before a flight"
    assert gives_no_asked_value("how far ahead are airspace approvals requested?", hit,
                                "approval PDFs are filed in the shared drive as of last quarter")
    assert asked_value_changed("how much is a pint of house lager?", "a pint of the house lager is 5 euro",
                               "house lager pints went to 5.50 after the malt price rise") == "to 5.50"
    assert asked_value_changed("how long can books be borrowed?", "books can be borrowed for three weeks",
                               "loans went up to four weeks") == "four weeks"


@pytest.mark.parametrize("question, hit, newer, value", [
    # An outside review's probes (cases24 tt4, so3): "how far before", "how fast" ask how long; "working days".
    ("how far before term are timetables published?", "timetables are published to students four weeks before term",
     "timetables go out six weeks before term", "six weeks"),
    ("how fast do we book site surveys?", "site surveys are booked within 5 working days of a lead",
     "survey booking target: 3 working days", "3 working days"),
    ("how quickly are refunds paid?", "refunds are paid within 10 days", "refunds go out within 3 business days now",
     "3 business days"),
])
def test_how_far_before_and_how_fast_ask_how_long(question: str, hit: str, newer: str, value: str) -> None:
    assert asked_value_changed(question, hit, newer) == value


def test_a_price_said_first_for_the_thing_answers_how_much() -> None:
    # An outside review's probe (cases27): "5.99 for the currency pack after the price test".
    assert asked_value_changed("how much is the currency pack?", "the premium currency pack is 4.99",
                               "5.99 for the currency pack after the price test") == "5.99 for"


@pytest.mark.parametrize("question, hit, newer, value", [
    # My own stop-check: "how many approvals" asks a count of approvals.
    ("how many approvals does a payments PR need?", "every PR needs one approval before merge",
     "two approvals for anything touching payments from now on", "two approvals"),
    ("how many replicas does the api run?", "the api runs 3 replicas", "api is on 5 pod replicas since black friday",
     "5 pod replicas"),
    # … or as the thing's cap (a new user's round of developer notes)
    ("how many gpus can one person use at once?", "GPU partition limit: 4 GPUs per user at a time.",
     "Per-user GPU cap is 8 now that the A100 nodes are in.", "gpu cap is 8"),
])
def test_how_many_asks_a_count_of_the_thing_it_names(question: str, hit: str, newer: str, value: str) -> None:
    assert asked_value_changed(question, hit, newer) == value


def test_a_count_of_another_thing_is_no_answer_to_how_many() -> None:
    assert asked_value_changed("how many approvals does a PR need?", "every PR needs one approval before merge",
                               "two reviewers joined the payments team") == ""


@pytest.mark.parametrize("question, hit, newer, value", [
    # An outside review's probe (cases27 mu5) and everyday-dev11: a price said as a whole number, no currency.
    ("how much is an adult ticket?", "adult tickets are 14", "adult entry 16 since the reopening", "16"),
    ("what's the fee for a missed appointment?", "no-show fee is 25, waived the first time",
     "every skipped slot is 60 now, no free pass", "is 60"),
])
def test_a_whole_number_said_as_the_price_answers_how_much(question: str, hit: str, newer: str, value: str) -> None:
    assert asked_value_changed(question, hit, newer) == value


def test_a_whole_number_of_something_else_is_no_price() -> None:
    assert asked_value_changed("how much is an adult ticket?", "adult tickets are 14", "the museum is 3 floors now") == ""
    assert asked_value_changed("how much is an adult ticket?", "adult tickets are 14",
                               "the gallery opens 2 hours later now") == ""


def test_a_count_said_without_its_noun_still_answers_how_many() -> None:
    # My own stop-check (cases28 q7): "raised to 300 a minute per key" gives the count of requests without the word.
    from cognee_memory.retrieval.asked_value import gives_no_asked_value
    assert not gives_no_asked_value("how many requests a minute does the API allow?",
                                    "the public API allows 100 requests a minute per key",
                                    "the API rate limit was raised to 300 a minute per key after the partner launch")


def test_a_time_of_day_is_no_new_span() -> None:
    # A new user's notes: "moved the reindex job to 4:30am, it kept colliding with the backup window" stood in for the
    # refund window's 30 days.
    question, hit = "how long is the refund window", "refund window is 30 days from delivery, NOT from order date"
    newer = "moved the reindex job to 4:30am, it kept colliding with the backup window"
    assert asked_value_changed(question, hit, newer) == ""
    assert gives_no_asked_value(question, hit, newer)
    # … but a deadline after a deadline is one
    assert asked_value_changed("how late can a lesson be cancelled?", "cancel by 5pm the day before",
                               "cancellations now close at noon the day before") == "noon"


@pytest.mark.parametrize("question, hit, newer, value", [
    ("whats the emergency callout fee", "emergency callout fee is $149 after 6pm + weekends",
     "after-hours surcharge is 189 going forward, jobber line item updated", "is 189"),
    ("how much is a drop in class", "drop-in class price is $22", "single visit pass went up to 25 from july", "up to 25"),
])
def test_a_price_said_going_forward_or_gone_up_to_answers_how_much(question: str, hit: str, newer: str,
                                                                    value: str) -> None:
    assert asked_value_changed(question, hit, newer) == value


def test_the_cutoff_asks_a_time() -> None:
    assert asked_value_changed("whats the cutoff for same day orders", "same day delivery cutoff is 1pm",
                               "last call for today's deliveries is noon now") == "noon"


def test_a_price_written_with_its_currency_sign_after_answers_how_much() -> None:
    # A new user's note (a vet clinic): "nail trim is 15€, 20 if it's a biter", then "nails are 18 now".
    assert asked_value_changed("what do we charge for a nail trim now", "nail trim is 15€, 20 if it's a biter",
                               "new year new prices: nails are 18 now, biters still +5") == "are 18"


@pytest.mark.parametrize("question, hit, newer", [
    # Outside reviews' probes: "CAD 2025" is a template library, not 2025 Canadian dollars; a range is no change.
    ("what does a SolidWorks seat cost?", "SolidWorks seats cost 2,400 EUR a year each.",
     "Our SolidWorks seats now come with the CAD 2025 template library."),
    ("how much is the setup fee?", "The setup fee is EUR 200 per customer.",
     "The setup fee can go up to EUR 500 for complex migrations."),
])
def test_a_design_tools_year_or_what_a_value_may_reach_is_no_new_price(question: str, hit: str, newer: str) -> None:
    assert asked_value_changed(question, hit, newer) == ""
