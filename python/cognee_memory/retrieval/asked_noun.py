"""The thing a "what …"/"which …" question asks for, by the noun it names: "drm" in "what drm do e-book
loans use?", "version" in "Which Postgres version is the claims database on?" (``retrieval/unmarked.py``
reads it). A newer note that stands in for the hit must still be about that thing when the hit names it:
"one publisher switched their e-book licences to 26 loans each" changes the licences, not the DRM of
"e-book loans are protected with Readium LCP, not Adobe DRM".

Pure: the analyzer's stems.
"""

from __future__ import annotations

import re

from cognee_memory.ranking import words

_WHAT = re.compile(r"^\s*(?:so\s+)?(?:what|which)(?:'s|’s|\s+is|\s+are)?\s+(?:kind of\s+|type of\s+|sort of\s+)?"
                   r"(?P<first>[a-z][\w-]*)(?:\s+(?P<second>[a-z][\w-]*))?(?:\s+(?P<third>[a-z][\w'-]*))?",
                   re.IGNORECASE)
_AUX = frozenset({"do", "does", "did", "is", "are", "was", "were", "can", "could", "should", "will", "would", "has",
                  "have", "had", "isn't", "aren't", "don't", "doesn't"})
_DETERMINERS = frozenset({"the", "our", "a", "an", "my", "your", "this", "that", "these", "those", "all", "every",
                          "each", "its", "their"})
_PRONOUNS = frozenset({"we", "i", "you", "they", "it", "us", "people", "users"})
# Nouns that ask for whatever does a job, not for one thing the hit must name ("which team do I ping …?",
# "which tool …", "what service …").
_ANY_THING = frozenset({"team", "teams", "person", "people", "owner", "squad", "vendor", "tool", "tools", "service",
                        "services", "thing", "things", "way", "app", "apps", "system", "platform", "provider", "one"})


def asked_noun(query: str) -> str:
    """The stem of the noun "what"/"which" asks for ("drm"; "version" in "which Postgres version is …"),
    or "" when the question names none there ("what runs the queue?", "what do we use for …")."""
    match = _WHAT.match(query)
    if match is None:
        return ""
    first, second, third = (match[g].lower() if match[g] else "" for g in ("first", "second", "third"))
    if first in _AUX or second in _DETERMINERS:  # "what do we …", "what runs the …": no noun asked
        return ""
    noun = second if second and second not in _AUX | _PRONOUNS and third in _AUX else first
    if noun in _ANY_THING:
        return ""
    stems = words.content_stems(noun)
    return next(iter(stems)) if len(stems) == 1 else ""


def leaves_the_asked_thing(query: str, hit: str, newer: str) -> bool:
    """Whether the hit names the thing the question asks for and the newer note does not."""
    noun = asked_noun(query)
    return bool(noun) and noun in words.content_stems(hit) and noun not in words.content_stems(newer)
