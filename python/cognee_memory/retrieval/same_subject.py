"""About the same subject without a shared topic or file: close in meaning, and with content words
(stems, ``ranking/words``) in common (``retrieval/unmarked.py`` reads it).

Pure: word stems, no vectors (the caller gives the cosine).
"""

from __future__ import annotations

import re
from functools import lru_cache

from cognee_memory.ranking import words
from cognee_memory.retrieval.candidates import Candidate

# This close in meaning, and this many content words in common.
SAME_SUBJECT_COSINE = 0.30  # the update classifier's "related" floor (WordLlama: updates often sit at .33–.40)
SAME_SUBJECT_WORDS = 2
# Whom to ask is an aside of any note, no subject: "… ask aisha to add your ssh key" / "… ask marco if you cant see a project".
_WHOM_TO_ASK = words.content_stems("ask asking tell pls plz")
_HYPHENATED = re.compile(r"[^\W_]+(?:-[^\W_]+)+")  # one word written with hyphens: "Wi-Fi", "e-paper"


def same_subject(a: Candidate, b: Candidate, cosine: float) -> bool:
    """Two memories about the same subject by meaning and by their words, topic or not: two
    subject words in common, or one and a number that differs ("iOS 15" / "iOS 16")."""
    sa, sb = words.content_stems(a.memory.text), words.content_stems(b.memory.text)
    shared = words_in_common(a.memory.text, b.memory.text,
                             sa & sb - words.content_stems(name_only_words(a.memory.text, b.memory.text)))
    na, nb = {w for w in sa if w[:1].isdigit()}, {w for w in sb if w[:1].isdigit()}
    changed_number = bool(na and nb and na != nb)
    return cosine >= SAME_SUBJECT_COSINE and (shared >= SAME_SUBJECT_WORDS or (shared >= 1 and changed_number))


# A name of two or more capitalised words ("Bay Photo", "Charities Online API").
_LONG_NAME = re.compile(r"\b[A-Z][\w.&-]*(?:\s+[A-Z][\w.&-]*)+")


def name_only_words(a: str, b: str) -> str:
    """The words ``b`` has only inside a name of several capitalised words that ``a`` does not write capitalised (as
    one text, for the caller's analyzer): "Bay Photo fulfils everything clients order …" shares "photo" with
    "clients heart photos …" by a print lab's name."""
    named = {w.lower() for m in _LONG_NAME.finditer(b) for w in m.group(0).split()}
    if not named:
        return ""
    # what a writes as a name (capitalised: "connected GitHub repos" for "the GitHub App"), and what b says outside
    # its names
    kept = words.content_stems(" ".join(re.findall(r"\b[A-Z][\w.&-]*", a))) | words.content_stems(_LONG_NAME.sub(" ", b))
    return " ".join(sorted(w for w in named if not words.content_stems(w) & kept))


def two_words_in_common(a: Candidate, b: Candidate) -> bool:
    """Whether two memories have ``SAME_SUBJECT_WORDS`` content words in common (``words_in_common``), a word
    ``b`` has only in a name aside (``name_only_words``)."""
    sa, sb = words.content_stems(a.memory.text), words.content_stems(b.memory.text)
    shared = sa & sb - words.content_stems(name_only_words(a.memory.text, b.memory.text)) - _WHOM_TO_ASK
    return words_in_common(a.memory.text, b.memory.text, shared) >= SAME_SUBJECT_WORDS


@lru_cache(maxsize=2048)  # pure; the same few texts are compared many times per question
def _compounds(text: str) -> tuple[str, ...]:
    """The words ``text`` writes with hyphens, lower-cased, in order."""
    return tuple(m.group(0).lower() for m in _HYPHENATED.finditer(text))


def words_in_common(a: str, b: str, shared: set[str]) -> int:
    """How many words two texts have in common, given their ``shared`` content stems: the parts
    of a word written with hyphens count once ("Wi-Fi" is one word, not "wi" and "fi"), so one
    such word in common is not two subject words ("Wi-Fi is an ESP32-C3 module." / "Office Wi-Fi
    now needs the new password from IT.")."""
    count, left = len(shared), set(shared)
    for compound in dict.fromkeys((*_compounds(a), *_compounds(b))):
        parts = words.content_stems(compound) & left
        if len(parts) > 1:
            count -= len(parts) - 1
            left -= parts
    return count
