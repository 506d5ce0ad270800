"""A new value of the asked kind said as a change, by the note that reads closest to the hit: "gas is killing us so
local drop-off charge is 11 bucks now, changed it in shopify this am" after "delivery fee is $8 flat inside city
limits" for "how much is delivery rn?". The two share no subject word and the newer note hardly any with the
question, so neither the question's relevance nor the words vouch for it; the pairing does. Among the candidates
that state a value of the kind the question asks for (``retrieval/asked_value``), the newer note is, of those newer
than the hit that say a new value as a change, the closest in meaning to the hit, and the hit is the closest to it
of those older than it: "single visit pass went up to 25 from july" is the successor of "drop-in class price is
$22", not of "instructors get paid $45/class" (closer to the drop-in price than to the pay).
``retrieval/unmarked.py`` reads such a pair as a change whatever the newer note's own relevance.

Pure: the value patterns, the update signals and the candidates' vectors.
"""

from __future__ import annotations

import re

import numpy as np

from cognee_memory.model import Status
from cognee_memory.ranking import words
from cognee_memory.retrieval.asked_value import ALLOWED_AGAIN, asked_value_changed, states_asked_value, without_values
from cognee_memory.retrieval.candidates import Candidate
from cognee_memory.retrieval.pairs_to_read import written_at
from cognee_memory.retrieval.records import is_record
from cognee_memory.retrieval.vouched import MAX_UPDATE_WORDS
from cognee_memory.updates.detect import says_it_changes

_CLAUSE = re.compile(r"[,;:.]\s+|\s+(?:so|but|because)\s+")
_SAID_BY = re.compile(r"^(?:(?:is|are|costs?|(?:up|down)\s+to)\s+)+", re.I)  # "is 189" is the value 189
# Where a value was changed: "changed it in shopify", "updated in mindbody", "jobber line item updated".
_SET_IN = re.compile(r"\b(?:changed|updated|set|edited|adjusted|raised|lowered)\s+(?:it\s+|them\s+|that\s+)?(?:in|on)\s+"
                     r"(?:the\s+)?(?P<place>[\w-]+)|\b(?P<named>[\w-]+)(?:\s+[\w-]+){0,2}\s+(?:updated|changed)\b", re.I)
# The pair reads at least this close in meaning (WordLlama: such pairs sit at .22–.42).
VALUE_SUCCESSOR_COSINE = 0.2


def valued(query: str, candidates: list[Candidate]) -> list[int]:
    """The candidates that state a value of a kind ``query`` asks for, in order."""
    return [k for k, c in enumerate(candidates) if query and states_asked_value(query, c.memory.text)] \
        if query else []


def value_said_anew(query: str, hit: Candidate, newer: Candidate) -> str:
    """The newer note's value of the asked kind that the hit does not have, when the newer note is a short note that
    says it changes something ("now", "going forward", "went up to"), or ""."""
    text = newer.memory.text
    if len(text.split()) > MAX_UPDATE_WORDS or is_record(text) or not _same_setting(query, hit.memory.text, text):
        return ""
    # … in the clause that says the change: not "claims db is on 16 since the weekend, the switchover took 40 seconds"
    for clause in _CLAUSE.split(text):
        value = asked_value_changed(query, hit.memory.text, clause) if says_it_changes(clause) else ""
        if value and value != ALLOWED_AGAIN:
            return _SAID_BY.sub("", value)
    return ""


def _same_setting(query: str, hit: str, newer: str) -> bool:
    """Whether the newer note says where it changed the value in a word of the hit's ("changed it in shopify" after
    "… set in shopify shipping settings", "updated in mindbody"), or has two words of the hit's the question does not
    ("jobber line item updated" after "techs add it in jobber as a line item"): meaning alone does not tell "client
    retros are on fridays at 16:00 now" from a new time of "client calls are on tuesdays and thursdays" (an outside
    review's probe; WordLlama reads "drop-off charge" no closer to "delivery fee" than "retros" to "calls")."""
    hit, newer = without_values(query, hit), without_values(query, newer)  # "costs 60 euro" / "costs 2 euro an hour"
    own = words.content_stems(hit) - words.content_stems(query)
    places = {m.group("place") or m.group("named") for m in _SET_IN.finditer(newer)}
    if any(words.content_stems(place) & own for place in places):
        return True
    return len({w for w in own & words.content_stems(newer) if not w[:1].isdigit()}) >= 2


def value_successors(query: str, candidates: list[Candidate], hits: list[int],
                     vectors: dict[int, np.ndarray]) -> dict[tuple[int, int], str]:
    """(hit, newer) index pairs of ``hits`` with their successor by value (see above), each with the new value;
    ``vectors`` holds a row for every candidate that states a value of the asked kind."""
    stated = [k for k in vectors if written_at(candidates[k]) is not None
              and candidates[k].memory.status in (None, Status.ACTIVE)]
    unit = {k: v / (np.linalg.norm(v) or 1.0) for k, v in vectors.items()}
    out: dict[tuple[int, int], str] = {}
    for i in hits:
        if i not in unit:
            continue
        when = written_at(candidates[i]) or 0.0
        anew = {j: value_said_anew(query, candidates[i], candidates[j])
                for j in stated if j != i and (written_at(candidates[j]) or 0.0) > when}
        anew = {j: v for j, v in anew.items() if v}
        if not anew:
            continue
        j = max(anew, key=lambda k: float(unit[i] @ unit[k]))
        closeness = float(unit[i] @ unit[j])
        if closeness < VALUE_SUCCESSOR_COSINE:
            continue
        older = [k for k in stated if k != j and (written_at(candidates[k]) or 0.0) < (written_at(candidates[j]) or 0.0)]
        if max(older, key=lambda k: float(unit[j] @ unit[k])) == i:
            out[(i, j)] = anew[j]
    return out


def with_successors(pairs: list[tuple[int, list[int]]], by_value: dict[tuple[int, int], str],
                    hits: list[int]) -> list[tuple[int, list[int]]]:
    """``pairs`` (hit, newer candidates to read) with each hit's successor by value added."""
    read = dict(pairs)
    return [(i, newer + [j for h, j in by_value if h == i and j not in newer]) for i, newer in pairs] \
        + [(i, [j for h, j in by_value if h == i]) for i in hits if i not in read]
