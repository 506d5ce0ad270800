"""Where a long note says that something changed: a chat session's summary or a meeting's minutes tells many things,
and a word of change somewhere in it ("Sam is now keen to help out at the club", "tired after her move"),
or a date or number that differs from the hit's, says nothing about the hit's subject. Filed under the hit's topic,
such a note is read as a change of the hit only by a sentence that says a change in more than a weak word ("now",
"new", "again") and says what changed (what it moved to or from, what it replaced), and names a thing the hit names
and the question asks about, written in lower case (a person everybody's notes name is no subject).

Pure: the update signals and the analyzer.
"""

from __future__ import annotations

import re

from cognee_memory.ranking import words
from cognee_memory.retrieval.records import is_record
from cognee_memory.retrieval.vouched import MAX_UPDATE_WORDS
from cognee_memory.updates.cues import WEAK_CUES
from cognee_memory.updates.signals import features

_SENTENCE_END = re.compile(r"(?<=[.!?;])\s+")
_CAPITALISED = re.compile(r"\b[A-Z][\w'’-]*")


def change_sentences(text: str) -> list[str]:
    """The sentences of ``text`` that say a change (``updates/cues``) beyond a weak word and name what changed (the
    object of a change verb, a cue's target, a "from … to"), in order."""
    out = []
    for sentence in _SENTENCE_END.split(text):
        f = features(sentence)
        if set(f.cues) - WEAK_CUES and (f.objects or f.cue_targets or f.transitions):
            out.append(sentence)
    return out


def change_aimed_at(query: str, hit_text: str, text: str) -> bool:
    """Whether a sentence of ``text`` says a change and names, in lower case, a thing ``hit_text`` names and
    ``query`` asks about."""
    asked = words.content_stems(query) & words.content_stems(hit_text)
    for sentence in change_sentences(text):
        if asked & words.content_stems(_CAPITALISED.sub(" ", sentence)):
            return True
    return False


def topic_vouches(query: str, hit_text: str, text: str) -> bool:
    """Whether a note filed under the hit's topic may be read as a change of it by the topic: a short note or a
    decision record, or a long note with a sentence aimed at the hit (``change_aimed_at``)."""
    return len(text.split()) <= MAX_UPDATE_WORDS or is_record(text) or change_aimed_at(query, hit_text, text)
