"""A new value of the asked kind said as a change, by the note that reads closest to the hit (a new user's notes:
a florist's delivery fee, a plumber's callout fee, a yoga studio's drop-in price)."""

from __future__ import annotations

import asyncio
from datetime import datetime, timedelta, timezone

import numpy as np
import pytest

from cognee_memory.model import Memory, Status
from cognee_memory.retrieval.candidates import Candidate
from cognee_memory.retrieval.unmarked import with_unmarked_updates
from cognee_memory.retrieval.value_successor import value_said_anew, value_successors

NOW = datetime(2026, 11, 29, tzinfo=timezone.utc)


def _c(memory_id: str, text: str, days: float, status: Status = Status.ACTIVE) -> Candidate:
    memory = Memory(id=memory_id, text=text, status=status, topic=None, source_created_at=NOW - timedelta(days=days))
    return Candidate(memory, 0.3, "vector", {}, None)


@pytest.mark.parametrize("question, hit, newer, value", [
    ("how much is delivery rn?", "delivery fee is $8 flat inside city limits, set in shopify shipping settings",
     "gas is killing us so local drop-off charge is 11 bucks now, changed it in shopify this am", "11 bucks"),
    ("whats the emergency callout fee", "emergency callout fee is $149 after 6pm + weekends, techs add it in jobber",
     "owner signed off monday: after-hours surcharge is 189 going forward, jobber line item updated", "189"),
    ("how much is a drop in class", "drop-in class price is $22, set in mindbody pricing options",
     "single visit pass went up to 25 from july, updated in mindbody", "25"),
])
def test_a_new_value_said_as_a_change_is_found(question: str, hit: str, newer: str, value: str) -> None:
    assert value_said_anew(question, _c("hit", hit, 300), _c("new", newer, 30)) == value


@pytest.mark.parametrize("question, hit, newer", [
    # the new value in a clause that says no change: how long an occasion took, a price of another service
    ("How fast do we have to answer a new claim?",
     "Every new claim must get a first answer from an adjuster within 2 working days.",
     "claims db is on 16 since the weekend, the RDS blue/green switchover took 40 seconds"),
    ("how much goods in transit cover have we got?", "goods in transit cover is £50k per load",
     "full packing service is the day before the move, £35/hr per packer, boxes on top"),
    # a time of day is no new span ("how long"): a new user's note on another window
    ("how long is the refund window", "refund window is 30 days from delivery, NOT from order date",
     "moved the reindex job to 4:30am, it kept colliding with the backup window"),
    # … nor where it was set nor two words of the hit's: meaning alone would not tell these from the fee's change
    ("when are client calls?", "client calls are on tuesdays and thursdays 10-12", "client retros are on fridays at 16:00 now"),
    ("how much is a check-up?", "a standard check-up costs 60 euro", "parking next to the clinic costs 2 euro an hour from now on"),
    # a value said with no word of change
    ("how much is a drop in class", "drop-in class price is $22", "instructors get paid $45/class + $2 per head over 10"),
])
def test_no_value_is_said_anew(question: str, hit: str, newer: str) -> None:
    assert value_said_anew(question, _c("hit", hit, 300), _c("new", newer, 30)) == ""


YOGA = [
    _c("drop-in", "drop-in class price is $22, set in mindbody pricing options", 400),
    _c("intro", "intro offer: 3 classes for $39, new clients only, once per person", 300),
    _c("pay", "instructors get paid $45/class + $2 per head over 10", 280),
    _c("pass", "single visit pass went up to 25 from july, updated in mindbody", 150),
]
# The pass reads closer to the drop-in price than to the pay or the offer; the pay reads closer to the offer.
VECTORS = {0: np.array([1.0, 0.5, 0.0]), 1: np.array([0.6, 1.0, 0.2]), 2: np.array([0.2, 1.0, 0.6]),
           3: np.array([1.0, 0.3, 0.3])}


def test_the_newer_value_pairs_with_the_hit_it_reads_closest_to() -> None:
    assert value_successors("how much is a drop in class", YOGA, [0], VECTORS) == {(0, 3): "25"}


def test_a_newer_value_closer_to_another_older_note_is_not_the_hits_successor() -> None:
    # "how much do instructors get paid?": the pass went up, but it reads closer to the drop-in price
    assert value_successors("how much do instructors get paid?", YOGA, [2], VECTORS) == {}


def test_a_newer_value_far_from_the_hit_in_meaning_is_no_successor() -> None:
    far = {**VECTORS, 3: np.array([0.0, -0.2, 1.0]), 1: np.array([0.0, 0.0, -1.0]), 2: np.array([0.0, -1.0, 0.0])}
    assert value_successors("how much is a drop in class", YOGA, [0], far) == {}


def test_a_superseded_note_pairs_with_nothing() -> None:
    gone = [*YOGA[:3], _c("pass", YOGA[3].memory.text, 150, status=Status.SUPERSEDED)]
    assert value_successors("how much is a drop in class", gone, [0], VECTORS) == {}


def test_the_successor_by_value_stands_in_however_little_it_shares_with_the_question() -> None:
    async def vectors_of(candidates: list[Candidate]) -> np.ndarray:
        rows = {c.memory.id: VECTORS[k] for k, c in enumerate(YOGA)}
        return np.array([rows[c.memory.id] for c in candidates])
    linked = asyncio.run(with_unmarked_updates(YOGA, np.array([0.8, 0.3, 0.25, 0.05]), vectors_of,
                                               "how much is a drop in class"))
    assert [p.memory.id for p in linked[3].predecessors] == ["drop-in"]
    assert "25" in linked[3].stand_in_evidence
    assert all(c.predecessors == () for c in linked[:3])
