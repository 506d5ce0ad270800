"""How a text writes names: a word written as a name (capitalised, with a digit or a dot), the names a text writes
alone within its sentences, and a hyphenated name's parts in a row (``updates/retired.py`` reads them).

Pure: regular expressions.
"""

from __future__ import annotations

import re
from functools import lru_cache

RAW = re.compile(r"[A-Za-z0-9](?:[A-Za-z0-9+#_/-]|[.](?=[A-Za-z0-9]))*")  # a word as written ("forms-api", "v1.2")
SENTENCE_END = re.compile(r"(?<=[.!?])\s+|\n\s*\n")


def is_name(raw: str) -> bool:
    """Whether a word is written as a name: a capital, a digit or a dot, dash, slash or underscore in it."""
    return any(c.isupper() or c.isdigit() for c in raw) or any(c in raw for c in "-._/")


@lru_cache(maxsize=2048)  # pure; the stand-in readers ask for the same few texts' names many times per question
def names_written(text: str) -> frozenset[str]:
    """The words ``text`` writes as names (lower-cased): capitalised within a sentence ("… through GoCardless", "the
    DVSA revision question bank"), not a sentence's first word, the words of a title ("Placement of CI and CD
    Tools") or of a longer title-case name."""
    out: set[str] = set()
    for sentence in SENTENCE_END.split(text):
        raw = RAW.findall(sentence)
        if sum(w[:1].isupper() for w in raw) * 2 >= len(raw):  # a title, or a list of names
            continue
        for k, w in enumerate(raw[1:], start=1):
            # One capitalised word alone ("Mailgun"), or written as only a name is (DVSA, GoCardless): not a word of
            # a longer title-case name ("the previously developed Distributed Task Manager").
            plain = w[:1].isupper() and w[1:].islower()
            beside = any(0 < j < len(raw) and raw[j][:1].isupper() for j in (k - 1, k + 1))
            if is_name(w) and not w[:1].isdigit() and not (plain and beside):
                out.add(w.lower())
    return frozenset(out)


def parts_in_a_row(name: str, text: str) -> bool:
    """Whether a hyphenated name's parts stand in a row in ``text`` ("billing-api" in "the Billing API")."""
    parts = [p for p in name.split("-") if p]
    if len(parts) < 2 or not text:
        return True
    return re.search(r"\b" + r"[\s_-]*".join(re.escape(p) + r"s?" for p in parts) + r"\b", text, re.IGNORECASE) is not None
