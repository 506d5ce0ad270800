"""What a newer memory says it retires, and whether an older memory is about that thing.

A decision that replaces another usually names what it replaces: "Remove Papertrail", "we will
retire the billing-api service", "use Amazon SES instead of Mailgun", "we no longer run Jenkins",
"moved away from Heroku", "replace cron with Airflow". When the older memory's lead (its first
two sentences: a one-line decision, or a decision record's title and first sentence) names that
same thing, the newer memory changes what the older one decided, whatever else the two say and
however long the newer one is.

The thing retired is the phrase right after the cue (up to a boundary word or punctuation, at
most ``PHRASE_WORDS`` words). Its names (words written with a capital, a digit, or joined by
``-``/``.``/``_``/``/``) must all be in the older lead — "GOV.UK Signon" matches "Use GOV.UK
Signon", not "Use GOV.UK Notify"; without a name, its content words must. Words are compared as
the lexical stage compares them (``ranking/words``: "forms-api" and "Forms API" meet). A cue
that is negated ("we will not remove Redis") names nothing, and an older memory that itself
retires the thing ("… instead of MySQL") is not about it.

Pure: regular expressions and the Snowball stemmer; retrieval reads it (``retrieval/unmarked.py``).
"""

from __future__ import annotations

import re

from cognee_memory.ranking import words

PHRASE_WORDS = 4  # words after the cue that can name the thing retired
LEAD_SENTENCES = 2
LEAD_WORDS = 40

_DETERMINER = r"(?:(?:the|a|an|our|its|their|this|that|these|those|all|any|current|existing|old)\s+)*"
_CUE = re.compile(
    r"\b(?:"
    r"(?:remove|removes|removed|removing|retire|retires|retired|retiring|decommission|decommissions|"
    r"decommissioned|decommissioning|deprecate|deprecates|deprecated|deprecating|drop|drops|dropped|dropping|"
    r"replace|replaces|replaced|replacing|sunset|sunsets|sunsetting|ditch|ditches|ditched|abandon|abandons|"
    r"abandoned|supersede|supersedes|superseded|supercede|supercedes|superceded)"
    r"|phase(?:s|d)? out|phasing out|stop using|stops using|stopped using|get rid of|got rid of|"
    r"instead of|rather than|no longer(?:\s+(?:use|uses|using|run|runs|need|needs|support|supports))?|"
    r"(?:switch|switches|switched|switching|move|moves|moved|moving|migrate|migrates|migrated|migrating|"
    r"port|ported|porting)(?:\s+away)?\s+(?:from|off)"
    r")\s+" + _DETERMINER + r"(?P<t>[^\n,;:()\[\]!?]+)",
    re.IGNORECASE,
)
_NEGATED = re.compile(r"\b(?:not|never|n't|no|nor|without)\s+(?:\w+\s+){0,2}$", re.IGNORECASE)
_RAW = re.compile(r"[A-Za-z0-9](?:[A-Za-z0-9+#_/-]|[.](?=[A-Za-z0-9]))*")
_BOUNDARY = frozenset("""
for in on at because since as with instead rather than but and or so to from by when where which that
after before until while during per via if unless except we it they is are was were will be
""".split())
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+|\n\s*\n")


def _phrase(text: str) -> list[str]:
    """The words of the retired thing: up to a boundary word or a sentence end."""
    out: list[str] = []
    for match in _RAW.finditer(text):
        raw = match.group(0)
        if raw.lower() in _BOUNDARY or len(out) >= PHRASE_WORDS:
            break
        out.append(raw)
        rest = text[match.end():match.end() + 2]
        if rest[:1] == "." and not rest[1:2].isalnum():
            break
    return out


def _is_name(raw: str) -> bool:
    return any(c.isupper() or c.isdigit() for c in raw) or any(c in raw for c in "-._/")


def retired_things(text: str) -> list[tuple[str, frozenset[str]]]:
    """Each thing ``text`` says it retires: (the phrase as written, the stems it must be named by)."""
    out = []
    for match in _CUE.finditer(text):
        if _NEGATED.search(text[max(0, match.start() - 40):match.start()]):
            continue
        phrase = _phrase(match.group("t"))
        names = [w for w in phrase if _is_name(w)]
        stems = words.content_stems(" ".join(names or phrase))
        if stems and any(len(s) >= 3 for s in stems):
            out.append((" ".join(phrase), frozenset(stems)))
    return out


def lead(text: str) -> str:
    """The first ``LEAD_SENTENCES`` sentences (a title line counts as one), at most ``LEAD_WORDS`` words."""
    sentences = [s for s in _SENTENCE_END.split(text.strip()) if s.strip()]
    head = " ".join(sentences[:LEAD_SENTENCES])
    return " ".join(head.split()[:LEAD_WORDS])


def names_what_it_retires(new_text: str, old_text: str) -> str | None:
    """The thing the newer text says it retires that the older text's lead is about (as written
    in the newer text), or None."""
    about = words.content_stems(lead(old_text))
    already_retired = [stems for _, stems in retired_things(old_text)]
    for written, stems in retired_things(new_text):
        if stems <= about and not any(stems <= old for old in already_retired):
            return written
    return None
