from datetime import datetime, timedelta, timezone

from cognee_memory.model import Memory, Status
from cognee_memory.retrieval.candidates import Candidate
from cognee_memory.retrieval.news_items import item_to_read, news_items

NOW = datetime(2026, 11, 21, tzinfo=timezone.utc)
WEEKLY = ("weekly bits: certs email out as a pdf the second the engineer signs the job off, no more stamps; "
          "Rob's new van is in; xmas do booked at the Crown for the 12th")


def _note(text: str) -> Candidate:
    return Candidate(Memory(id="n", text=text, status=Status.ACTIVE, source_created_at=NOW - timedelta(days=30)),
                     0.3, "vector")


def test_a_note_of_several_pieces_of_news_is_read_item_by_item() -> None:
    assert news_items(WEEKLY) == ["certs email out as a pdf the second the engineer signs the job off, no more stamps",
                                  "Rob's new van is in", "xmas do booked at the Crown for the 12th"]
    assert news_items("week notes: the scanner arch is live; Kev is back on the 3rd") == [
        "the scanner arch is live", "Kev is back on the 3rd"]  # two items under a heading
    assert news_items("parts come from Plumb Center; engineers collect on the way") == []  # two items, no heading
    assert news_items("we moved door entry to Kisi, you unlock with the phone") == []


def test_the_item_read_against_a_hit_is_the_one_about_it() -> None:
    van = item_to_read(_note(WEEKLY), "every van carries the standard stock list, engineers scan what they use and "
                                      "the app reorders it weekly", "how does van stock get topped up?")
    assert van is not None and van.memory.text == "Rob's new van is in" and van.memory.id == "n"
    jobs = item_to_read(_note(WEEKLY), "dave hands out the jobs every morning off the whiteboard in the office and "
                                       "rings each engineer their list", "who decides which engineer gets which job?")
    assert jobs is not None and jobs.memory.text.startswith("certs email out")
    assert item_to_read(_note(WEEKLY), "the wifi password is on the fridge", "what's the wifi password?") is None


def test_any_other_note_is_read_whole() -> None:
    long_note = _note("; ".join(["a long record section with several words in it"] * 8))
    assert item_to_read(long_note, "members get in with a key fob", "how do members get in?") is long_note
    single = _note("as of monday it's face rec at the entrance, phones and cards are dead")
    assert item_to_read(single, "members get in after hours with a key fob", "") is single


def test_a_standup_or_meeting_note_lists_its_items_with_dashes_or_numbers() -> None:
    assert news_items("standup: - liability form is now built into mindbody registration, cancelled docusign - spring "
                      "promo went out - heater in studio B fixed") == [
        "liability form is now built into mindbody registration, cancelled docusign", "spring promo went out",
        "heater in studio B fixed"]
    assert news_items("mtg notes 10/19: 1) pics no longer mandatory on jobs under $300, too much friction 2) kelsey "
                      "to train new hire 3) van 4 back from the shop") == [
        "pics no longer mandatory on jobs under $300, too much friction", "kelsey to train new hire",
        "van 4 back from the shop"]
    # Without a heading a dash is part of a sentence.
    assert news_items("we're standardizing on Dagster for new pipelines - asset based, way easier to test") == []


def test_dashes_inside_a_sentence_or_a_range_list_nothing() -> None:
    # An outside review's probes: a range, an aside between dashes, numbers inside a sentence.
    assert news_items("quick update - the 5 - 10 day window is now 3 - 5 days") == []
    assert news_items("update: the sync job - the nightly one - failed again") == []
    assert news_items("standup: worked on 2) the refund flow and 3) emails") == []


def test_an_item_that_only_narrows_or_takes_back_the_one_before_stays_with_it() -> None:
    assert news_items("standup: - dropped mailchimp - only for the transactional emails, newsletter stays - sam off") \
        == ["dropped mailchimp - only for the transactional emails, newsletter stays", "sam off"]
    assert news_items("standup: - cancelled twilio - not yet, waiting on legal - sam off") == [
        "cancelled twilio - not yet, waiting on legal", "sam off"]
