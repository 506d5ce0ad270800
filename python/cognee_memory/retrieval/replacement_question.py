"""Questions that say something was replaced: "What replaced Sphinx?", "What did we switch to from
conda?", "What do we use instead of Jenkins?".

Such a question names the old thing and asks for its successor. The memory that names the old
thing is the strongest hit, and the successor often shares no word with the question ("The
documentation site now uses MkDocs Material"), so its own relevance is low. The question itself
vouches for the change: ``retrieval/unmarked.py`` lets a newer memory that reads as a change of a
hit naming the thing stand in for it, whatever its own relevance. Questions that only ask whether
a thing is still in use ("Do we still use mypy?") do not say it was replaced and are not read
here. Pure.
"""

from __future__ import annotations

import re

from cognee_memory.ranking import words

_THING = r"(?P<thing>[\w.+#/ -]{1,60}?)"
_END = r"\s*(?:\?|$|,|\b(?:with|for|in|on|at|as)\b)"
_ASKS = tuple(re.compile(p, re.IGNORECASE) for p in (
    rf"\bwhat (?:has |have |had )?(?:replaced|replaces|is replacing|superseded|succeeded) (?:the |our )?{_THING}{_END}",
    rf"\b(?:replacement|successor) (?:for|to|of) (?:the |our )?{_THING}{_END}",
    rf"\b(?:switch|switched|move|moved|migrate|migrated|go|went|change|changed|port|ported) to from (?:the |our )?{_THING}{_END}",
    rf"\b(?:instead of|in place of) (?:the |our )?{_THING}{_END}",
    rf"\bwhat came after (?:the |our )?{_THING}{_END}",
    rf"^(?:since |after |now that )?(?:the |our )?{_THING} (?:was|got|has been|is) (?:replaced|retired|dropped|removed)\b",
))
# A "thing" with one of these words in it is a clause, not a name: "What happens when a user is
# removed from the org?" asks what removal does, it does not say a user was replaced.
_CLAUSE_WORDS = frozenset("what when where who whom which why how if whether once until unless".split())


def replaced_in_question(query: str) -> frozenset[str]:
    """The content stems (``ranking/words``) of the thing a question says was replaced, or none."""
    for pattern in _ASKS:
        match = pattern.search(query.strip())
        if match and not _CLAUSE_WORDS & set(match.group("thing").lower().split()):
            stems = frozenset(words.content_stems(match.group("thing")))
            if stems:
                return stems
    return frozenset()


def names_the_thing(thing: frozenset[str], text: str) -> bool:
    """Whether ``text`` names at least half of the replaced thing's stems; "influx" is "InfluxDB" shortened."""
    stems = words.content_stems(text)
    named = {t for t in thing if t in stems or (len(t) >= 5 and any(s.startswith(t) for s in stems))}
    return bool(thing) and 2 * len(named) >= len(thing)


def off_the_successor(query: str, texts: list[str], predecessors: list[list[str]]) -> list[bool]:
    """For a question that says a thing was replaced, the memories that neither name the thing nor stand in
    for one that does (``predecessors``: the texts each stands in for), once some memory stands in for one that
    does: the question asks for the successor, and a newer note on another matter is no answer ("gateways read
    their inverters every 10 seconds" for "what replaced influx for the inverter readings?"). All False else."""
    thing = replaced_in_question(query) if query else frozenset()
    successor = [any(names_the_thing(thing, p) for p in before) for before in predecessors]
    if not any(successor):
        return [False] * len(texts)
    return [not (ok or names_the_thing(thing, text)) for ok, text in zip(successor, texts)]
