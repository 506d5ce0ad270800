"""The noun a "what"/"which" question asks for, and a note that leaves it out (retrieval/asked_noun.py)."""

from __future__ import annotations

import pytest

from cognee_memory.retrieval.asked_noun import asked_noun, leaves_the_asked_thing


@pytest.mark.parametrize("question, noun", [
    ("what drm do e-book loans use?", "drm"),
    ("Which Postgres version is the claims database on?", "version"),
    ("which service pushes the goal alerts?", ""),
    ("which team do I ping when stripe events don't arrive?", ""),
    ("what runs the virtual queue?", ""),
    ("what do we use for logs?", ""),
])
def test_the_noun_a_question_asks_for(question: str, noun: str) -> None:
    assert asked_noun(question) == noun


def test_a_note_that_leaves_out_the_asked_thing_the_hit_names() -> None:
    hit = "e-book loans are protected with Readium LCP, not Adobe DRM"
    assert leaves_the_asked_thing("what drm do e-book loans use?", hit,
                                  "one publisher switched their e-book licences to 26 loans each")
    assert not leaves_the_asked_thing("what drm do e-book loans use?", hit, "e-book DRM is Adobe's now")
    # The hit does not name it: nothing to leave out.
    assert not leaves_the_asked_thing("which Postgres version is the claims db on?", "The claims database is "
                                      "PostgreSQL 12 on RDS.", "claims db is on 16 since the weekend")
