"""What happened, told as it happened: "found three duplicate candidates all called john smith, merged them by
hand", "icy saturday, patrol filed 11 incident reports before lunch". A note that tells things done in the past,
in turn or on one day ("… this weekend", "yesterday"), with no word of how things are (no present tense, no "every",
"now", "always"; an incident "all calmed down now" ended), is an aside
to a question about how things are done (``retrieval/asides``), whatever it shares with the question.

Pure: regular expressions over the text.
"""

from __future__ import annotations

import re

MAX_WORDS = 40
_LEAD_WORDS = 7  # a clause's verb comes within its first words ("two contractors got paid …", "we called …")
_IRREGULAR = ("found got rang went took made had did said told came saw met left sent paid ran broke fell kept lost "
              "held brought bought thought sold wrote gave shut showed forgot spent sat stood woke knew heard was "
              "wasn't were weren't couldn't didn't").split()
# A past tense: "-ed" (not "need", "speed"), or an irregular one.
_PAST = re.compile(r"(?:[a-z]{2,}[^e\W]ed|" + "|".join(re.escape(w) for w in _IRREGULAR) + r")", re.IGNORECASE)
_NOT_PAST = frozenset("hundred embed naked sacred wicked crooked rugged ragged".split())
# A word before a "-ed" word that makes it an adjective or a participle: "per unreleased screen", "is merged".
_NOT_A_VERB_AFTER = frozenset("a an the per of in on for to with by no some any every each is are be been being get "
                              "gets this that".split())
# What follows a verb told in the past ("merged them", "filed 11 …", "taped up …"), not a noun it describes
# ("Automated testing", "managed node groups", "printed spray logs").
_VERB_NEXT = re.compile(r"(?:a|an|the|their|his|her|our|my|its|your|them|him|us|me|it|this|that|these|those|up|down"
                        r"|out|off|on|in|at|to|by|for|with|from|over|back|away|all|both|some|any|again|firm|late"
                        r"|early|before|after|about|into|around|bc|because|when|while|so|but|and|\d[\w.,-]*|\w+ly)",
                        re.IGNORECASE)
# How things are: the present tense, a habit, a rule, a change from now on.
_HOW_THINGS_ARE = re.compile(r"\b(?:is|are|am|isn't|aren't|gets|do|does|don't|doesn't|has|have|can|can't|must|should"
                             r"|will|won't|may|need|needs|always|never|every|each|usually|now|going forward|since)\b"
                             r"|['’](?:s|re|m)\b", re.IGNORECASE)
# An incident settled again, said at the end ("…, all calmed down now", "sorted now"): how it ended, not how things are.
SETTLED = re.compile(r"\b(?:all\s+)?(?:calmed down|sorted|fixed|resolved|back to normal|working again)\s+now\b\W*$",
                      re.IGNORECASE)
_CLAUSE = re.compile(r"[,;:.]\s|\s+(?:and|but|so|then)\s+")
_ONE_DAY = re.compile(r"\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b(?!s)"
                      r"|\b(?:this|last) weekend\b|\byesterday\b|\blast night\b", re.IGNORECASE)
_NO_VERB_CLAUSE = 3  # "icy saturday": a day said alone, as the scene


def told_as_past_events(text: str) -> str | None:
    """The past verbs that tell ``text`` as what happened ("found … merged"), or None: two clauses told in the
    past, or one on a day it names (in that clause, or alone as the scene), and nothing of how things are."""
    text = SETTLED.sub("", text)
    if len(text.split()) > MAX_WORDS or _HOW_THINGS_ARE.search(text):
        return None
    told, on_a_day = [], False
    for clause in _CLAUSE.split(text):
        said = re.findall(r"[\w'’-]+", clause)
        verb = next((w for k, w in enumerate(said[:_LEAD_WORDS])
                     if _PAST.fullmatch(w) and w.lower() not in _NOT_PAST
                     and (k == 0 or said[k - 1].lower() not in _NOT_A_VERB_AFTER)
                     and (w.lower() in _IRREGULAR or k + 1 == len(said) or _VERB_NEXT.fullmatch(said[k + 1]))), None)
        if verb:
            told.append(verb)
        if _ONE_DAY.search(clause) and (verb or len(said) <= _NO_VERB_CLAUSE):
            on_a_day = True
    return " … ".join(told) if len(told) >= 2 or (told and on_a_day) else None
