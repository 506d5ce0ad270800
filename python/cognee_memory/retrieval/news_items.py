"""A note of several pieces of news changes, for one hit, only what its item about that hit says.

"weekly bits: certs email out as a pdf the second the engineer signs the job off, no more stamps; Rob's new
van is in; xmas do booked at the Crown for the 12th" is three notes in one. Read whole, its "no more" and its
names reach every hit that shares a word with any item: it stood in for "every van carries the standard stock
list …" (by "van") and for "dave hands out the jobs every morning …" (names someone, says "no more"). Read item
by item, the van item says only that a van is new, and the certificates item names nobody.

A news note is one of at least three items split by semicolons (or lines), or of two under a heading
("week notes:", "weekly bits -", "standup recap:", "standup:", "mtg notes 10/19:"), where dashes or numbers may
list them on one line ("standup: - a - b", "mtg notes: 1) a 2) b"). The item read against a hit is the one with most of the
hit's subject words, then most of the question's; a news note none of whose items shares a word with either
says nothing about the hit.

Pure: regular expressions and the lexical analyzer.
"""

from __future__ import annotations

import re
from dataclasses import replace

from cognee_memory.ranking import words
from cognee_memory.retrieval.candidates import Candidate
from cognee_memory.retrieval.records import is_record

# Without a shared topic or file, the loose reading (any change cue) is trusted only for a newer
# memory this short: a one- or two-sentence decision. A long text (a meeting or session summary)
# says "now" or "moved" about something else by chance; it needs the strict classifier's verdict.
MAX_UPDATE_WORDS = 60

# "weekly bits:", "week notes -", "standup recap:", "friday update:" at the start of a note.
# … "standup:", "mtg notes 10/19:" (a date after it).
_HEADING = re.compile(r"^\s*(?:[\w'’-]+\s+){0,3}?(?:notes?|bits|news|updates?|round-?up|recap|digest|bulletin|standup"
                      r"|stand-up|minutes)(?:\s+[\d/.-]+)?\s*(?::|\s-|\s–)\s*", re.IGNORECASE)
_ITEM_BREAK = re.compile(r"\s*;\s*|\s*\n+\s*(?:[-*•]\s*)?")
# Under a heading, items listed on one line, the list opening the body: "standup: - a - b - c", "mtg notes: 1) a 2) b"
# (not a range, "3 - 5 days", nor "worked on 2) the refund flow").
_OPENS_A_LIST = re.compile(r"^\s*(?:[-–•]|1[).])\s+")
_LISTED = re.compile(r"(?:^|(?<!\d)\s+)[-–•]\s+(?!\d)|(?:^|\s+)\d{1,2}[).]\s+")
# An item that only narrows or takes back the one before it: "- only for the transactional emails", "- not yet".
_GOES_ON = re.compile(r"^\s*(?:only|just|not|but|except|apart from|unless|until|till|for now|still|which|so that)\b",
                      re.IGNORECASE)


def news_items(text: str) -> list[str]:
    """The items of a note of several pieces of news, heading left out; [] for any other note."""
    body = _HEADING.sub("", text, count=1)
    items = [item for item in _ITEM_BREAK.split(body) if item.strip()]
    if body != text and len(items) == 1 and _OPENS_A_LIST.match(body):
        items = []
        for piece in (p for p in _LISTED.split(body) if p.strip()):
            if items and _GOES_ON.match(piece):
                items[-1] = f"{items[-1]} - {piece}"
            else:
                items.append(piece)
    return items if len(items) >= 3 or (body != text and len(items) >= 2) else []


def item_to_read(newer: Candidate, hit_text: str, query: str = "") -> Candidate | None:
    """What of ``newer`` to read as a change of the hit: the whole note, unless it is a short note of several
    pieces of news (not a record's sections); then its item about the hit, or None when no item shares a
    subject word with the hit or the question."""
    text = newer.memory.text
    items = news_items(text) if len(text.split()) <= MAX_UPDATE_WORDS and not is_record(text) else []
    if not items:
        return newer
    hit_words, asked = words.content_stems(hit_text), words.content_stems(query)
    best = max(items, key=lambda item: (len(words.content_stems(item) & hit_words),
                                        len(words.content_stems(item) & asked)))
    if not words.content_stems(best) & (hit_words | asked):
        return None
    return replace(newer, memory=replace(newer.memory, text=best))
