"""Which pairs are read for an update nobody marked (retrieval/pairs_to_read.py)."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import numpy as np

from cognee_memory.model import Memory, Status
from cognee_memory.retrieval.candidates import Candidate
from cognee_memory.retrieval.pairs_to_read import MAX_NEWER, pairs_to_check, retires_in_words

NOW = datetime(2026, 11, 21, tzinfo=timezone.utc)


def _c(memory_id: str, text: str, days: float) -> Candidate:
    memory = Memory(id=memory_id, text=text, status=Status.ACTIVE, topic=None, source_created_at=NOW - timedelta(days=days))
    return Candidate(memory, 0.5, "vector", {}, None)


def _podcast(retirement: str) -> list[Candidate]:
    # A podcast's notes: the hit, more newer notes about episodes than are read per hit, and, far down by
    # relevance, the note that says the show left the hit's host.
    notes = [_c(f"note{k}", f"episode note {k} about artwork and clips", 20 + k) for k in range(MAX_NEWER)]
    return [_c("host", "episodes are hosted on Libsyn", 300), *notes, _c("moved", retirement, 25)]


def test_a_newer_note_that_retires_the_hits_thing_is_read_however_far_down_it_ranks() -> None:
    candidates = _podcast("we left Libsyn for Transistor last month")
    relevance = np.array([0.79, *np.linspace(0.3, 0.1, MAX_NEWER), 0.04])
    pairs = dict(pairs_to_check(candidates, relevance, share=0.0))
    assert len(candidates) - 1 in pairs[0]


def test_a_newer_note_far_down_that_names_the_hits_thing_without_retiring_it_is_not_read() -> None:
    candidates = _podcast("Libsyn's stats page was slow last month")
    relevance = np.array([0.79, *np.linspace(0.3, 0.1, MAX_NEWER), 0.04])
    pairs = dict(pairs_to_check(candidates, relevance, share=0.0))
    assert len(candidates) - 1 not in pairs[0]


def test_leaving_a_thing_for_another_retires_it_outright() -> None:
    # "for Transistor" names the successor, not a scope the hit does not have.
    hit = _c("host", "episodes are hosted on Libsyn", 300)
    assert retires_in_words(_c("moved", "we left Libsyn for Transistor last month", 25), hit)
    assert retires_in_words(_c("moved", "we ditched Libsyn for Transistor", 25), hit)


def test_an_item_of_a_news_note_that_retires_the_hits_thing_retires_it_outright() -> None:
    # The other items' places ("in studio B") are no scope of the retirement.
    hit = _c("waiver", "waivers get signed thru a DocuSign link emailed at signup", 300)
    standup = _c("standup", "standup: - liability form is now built into mindbody registration, cancelled DocuSign - "
                            "spring promo went out - heater in studio B fixed", 30)
    assert retires_in_words(standup, hit)


def test_a_newer_note_far_down_that_says_the_hits_person_moved_on_is_read() -> None:
    # everyday-dev11's invoicing: the handover shares no word with the question ("who handles member invoicing?").
    notes = [_c(f"note{k}", f"member note {k} about parcels and printing", 20 + k) for k in range(MAX_NEWER)]
    handover = _c("marek", "from next cycle Marek's got the billing run, priya moved over to events. pls ask him not "
                           "her", 35)
    candidates = [_c("priya", "Priya runs the monthly member invoicing out of Nexudus", 350), *notes, handover]
    relevance = np.array([0.52, *np.linspace(0.3, 0.1, MAX_NEWER), 0.03])
    assert len(candidates) - 1 in dict(pairs_to_check(candidates, relevance, share=0.0))[0]
    candidates[-1] = _c("marek", "Marek asked priya about the billing run", 35)
    assert len(candidates) - 1 not in dict(pairs_to_check(candidates, relevance, share=0.0))[0]
