"""Between two decision records: a newer record that answers the question almost as well as the
hit stands in for it, cue or not (``retrieval/unmarked.py`` reads it last, where no change was
found). A decision record that changes a choice often says only the new one ("Use Mobility's table
backend strategy" after "Use Mobility with :column strategy"). Only between records (a title line,
a blank line, a body: ``is_record``): a later conversation or session summary that answers as well
replaced nothing.

Pure: word stems, no vectors (the caller gives the cosine).
"""

from __future__ import annotations

import re

from cognee_memory.ranking import words
from cognee_memory.retrieval.candidates import Candidate

# A newer memory that answers the question almost as well as the hit (``answers_as_well``): this
# share of the hit's relevance, this close in meaning to it, and this share of the question's
# content words that the hit has. Chosen on the development half of the decision records, kept
# because the check half gained with no loss on questions asking for an older record by its title.
CLOSE_SHARE = 0.6
CLOSE_MIN_COSINE = 0.5
ASKED_WORDS_SHARE = 0.5
# Only between records (``is_record``) this short: a title and its decision section, not a long
# design document covering many subjects.
CLOSE_MAX_WORDS = 200
TITLE_WORDS = 12  # a first line this short is a title ("Repo vulnerability scanning")
_FIRST_LINE = re.compile(r"(?<=[.!?])\s+|\n")


def _title_stems(text: str) -> frozenset[str]:
    """The content stems of a memory's first line when it is a title (short), else none."""
    first = _FIRST_LINE.split(text.strip(), maxsplit=1)[0]
    return frozenset(words.content_stems(first)) if len(first.split()) <= TITLE_WORDS else frozenset()


def record_title(text: str) -> str:
    """A memory's first line (its title when it is a record, ``is_record``)."""
    return text.strip().partition("\n")[0].strip()


def is_record(text: str) -> bool:
    """Whether a memory is written as a record: a title line (at most ``TITLE_WORDS`` words), a
    blank line, then a body — a decision record, not a chat note or a session summary."""
    first, blank, body = text.strip().partition("\n\n")
    return bool(blank and body.strip()) and "\n" not in first.strip() and len(first.split()) <= TITLE_WORDS


def answers_as_well(query: str, hit: Candidate, newer: Candidate, hit_relevance: float, newer_relevance: float,
                    cosine: float) -> bool:
    """Whether a newer memory answers ``query`` almost as well as the hit: at least ``CLOSE_SHARE``
    of its relevance, ``CLOSE_MIN_COSINE`` close in meaning, both records (``is_record``) of at most
    ``CLOSE_MAX_WORDS`` words, and at least ``ASKED_WORDS_SHARE`` of the question's content words
    that the hit has — unless the question names the hit by its title and not the newer memory
    (then it asks for that one)."""
    if newer_relevance < CLOSE_SHARE * hit_relevance or cosine < CLOSE_MIN_COSINE:
        return False
    if max(len(hit.memory.text.split()), len(newer.memory.text.split())) > CLOSE_MAX_WORDS:
        return False
    if not (is_record(hit.memory.text) and is_record(newer.memory.text)):
        return False
    asked = words.content_stems(query)
    hit_title, newer_title = _title_stems(hit.memory.text), _title_stems(newer.memory.text)
    if hit_title and hit_title <= asked and not (newer_title and newer_title <= asked):
        return False
    wanted = asked & words.content_stems(hit.memory.text)
    return bool(wanted) and len(wanted & words.content_stems(newer.memory.text)) >= ASKED_WORDS_SHARE * len(wanted)
