"""At remember time, a new memory that only reports what someone asked for or suggested is no
update (updates/reported.py); a change said with a plan, a hedge, a joke or whose idea it was is."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from cognee_memory.model import Memory, Status
from cognee_memory.updates.detect import Classification, Kind, classify_pair, may_auto_supersede
from cognee_memory.updates.reported import without_reported_changes

OLD = datetime(2026, 3, 2, 10, tzinfo=timezone.utc)


def verdicts(old_text: str, new_text: str, cosine: float) -> tuple[Memory, list[Classification]]:
    old = Memory(id="old", text=old_text, topic=None, status=Status.ACTIVE, source_created_at=OLD)
    new = Memory(id="new", text=new_text, topic=None, status=Status.ACTIVE, source_created_at=OLD + timedelta(days=18))
    found = classify_pair(new, old, cosine)
    return new, without_reported_changes(new_text, [found] if found else [])


@pytest.mark.parametrize("old_text, new_text, cosine", [
    ("annual boiler service reminders go out by email 4 weeks before it's due",
     "customer asked if we could text the service reminders instead of email, said i'd raise it, "
     "pls don't promise her anything", 0.40),
    ("for 15 and 18 films the box office asks for id from anyone who looks under 25",
     "someone on the staff whatsapp suggested challenge 21 instead of 25, nobody's picked it up", 0.22),
])
def test_a_request_or_an_idea_is_no_update_however_it_names_the_older_thing(old_text: str, new_text: str,
                                                                             cosine: float) -> None:
    # Offered as an update, one click on Supersede would hide the rule that still holds.
    new, (v,) = verdicts(old_text, new_text, cosine)
    assert v.kind is Kind.RELATED and v.confidence <= 0.5, v
    assert any("asked" in r or "suggested" in r for r in v.reasons if r.startswith("an aside")), v.reasons
    assert not may_auto_supersede(new, v)


@pytest.mark.parametrize("old_text, new_text, cosine", [
    ("Dependabot keeps our dependencies up to date", "Mia suggested Renovate instead of Dependabot and we switched", 0.6),
    ("We use Node 18", "We're on Node 20 now, Node 22 at some point", 0.8),
    ("We use Jest for tests", "We switched from Jest to Vitest, thinking of doing the same for the e2e runner", 0.7),
    ("Staging deploys are manual", "Staging deploys are automatic on merge now, could do the same for prod later", 0.8),
    ("Standup is at 9:00", "Standup is at 9:30 now, lol nobody could make 9", 0.8),
])
def test_a_change_said_with_a_plan_a_joke_or_whose_idea_it_was_is_still_an_update(old_text: str, new_text: str,
                                                                                   cosine: float) -> None:
    _, found = verdicts(old_text, new_text, cosine)
    assert [v.kind for v in found] == [Kind.UPDATES], found


def test_verdicts_keep_the_classifiers_order_once_an_update_is_made_related() -> None:
    def made(mid: str, kind: Kind, confidence: float) -> Classification:
        return Classification(mid, kind, confidence, ("similarity 0.6",), 0.6, True)
    text = "customer asked if we could text the service reminders instead of email"
    found = without_reported_changes(text, [made("a", Kind.UPDATES, 0.7), made("b", Kind.DUPLICATE, 0.6),
                                            made("c", Kind.RELATED, 0.4)])
    assert [(v.id, v.kind) for v in found] == [("b", Kind.DUPLICATE), ("a", Kind.RELATED), ("c", Kind.RELATED)]
