"""Whether a note's change is held back: a plan, a trial or a while said of it ("we should move card payments to
Adyen next year", "trying a 30 day buffer on ten beta gateways", "… just until their deadline friday"), read clause
by clause so that other news in the same note ("…, Hassan's off till the 14th, …") holds nothing back
(``retrieval/unmarked.py`` reads the rest).

Pure: regular expressions and word stems.
"""

from __future__ import annotations

import re

from cognee_memory.ranking import kinds, words
from cognee_memory.updates.cues import PLAN, WHILE

_WHEN = frozenset(words.content_stems("next last year month week day today tomorrow tonight later soon spring summer "
                                       "autumn fall winter term season quarter sprint weekend monday tuesday wednesday "
                                       "thursday friday saturday sunday january february march april may june july "
                                       "august september october november december"))
# A trial that ended in a decision: "we tried Discord's SDK for voice but went back to Vivox", "trialled Lime's locks,
# ended up going with Linka" (not "we're trying Discord's SDK for voice").
_TRIAL_DECIDED = re.compile(r"\b(?:went|go|gone|switched|moved)\s+back\s+to\b|\b(?:ended up|in the end|settled on)\b", re.I)
_CAUSE_BEFORE = re.compile(r"\b(?:after|since|during|because of|due to|following|for)\s+(?:the\s+|a\s+|an\s+|that\s+|this\s+)?"
                           r"(?:[\w-]+\s+){0,2}$", re.I)
_NEWS_CLAUSE = re.compile(r"[,;:]\s|\.\s|\s+and\s+")
# A trial's noun the older note has too is a thing of its own, no tryout: "trial stays 14 days" after "Price is $29
# one-time, with a 14-day trial".
_TRIAL_THINGS = frozenset({"trial", "trials", "demo", "demos", "pilot", "pilots"})
# … unless it is a tryout: "MessageBird pilot with St. Mary's starts Monday", "Running a trial of Paddle for trial
# signups" (outside reviews' probes).
_TRIAL_OF_A_NAME = re.compile(r"(?-i:[A-Z])[\w.-]*\s+(?:trial|pilot|demo)s?\b|\b(?:trial|pilot|demo)s?\s+(?:of|with)\b"
                              # … or of anything run as one: "Running a trial of the new pricing page: …"
                              r"|\b(?:running|run|runs|ran|starting|started|start|doing|trying)\s+(?:a|an|the|our)?\s*"
                              r"(?:trial|pilot|demo)s?\b", re.I)


def for_a_while_or_planned(text: str, hit_text: str, query: str) -> bool:
    """Whether the note says a plan, a trial or a while, in a clause of its own change: not in a clause of other
    news about someone named ("…, Hassan's off till the 14th, and the coffee machine works again" beside
    "candidates now pick their own interview slot from a Calendly … link")."""
    about = words.content_stems(hit_text) | words.content_stems(query)
    for pattern in (PLAN, kinds.TRIAL, WHILE):
        if pattern is kinds.TRIAL and _TRIAL_DECIDED.search(text):  # "tried X but went back to Vivox": decided
            continue
        for match in pattern.finditer(text):
            if pattern is kinds.TRIAL and match.group(0).lower() == "spike" and _CAUSE_BEFORE.search(text[:match.start()]):
                continue  # "… to 350 after the winter spike": a rise in demand, not a trial
            if pattern is kinds.TRIAL and match.group(0).lower() in _TRIAL_THINGS \
                    and words.stem(match.group(0).lower()) in words.content_stems(hit_text) \
                    and not _TRIAL_OF_A_NAME.search(text):
                continue
            clause = _NEWS_CLAUSE.split(text[:match.start()])[-1] + _NEWS_CLAUSE.split(text[match.start():])[0]
            own = {w for w in words.content_stems(clause) - words.content_stems(match.group(0)) - _WHEN
                   if not any(ch.isdigit() for ch in w)}
            named = [w for w in re.findall(r"\b[A-Z][a-z]+", clause)  # someone of its own: "Hassan's off till …"
                     if w.lower() not in words.STOP_WORDS and w.lower() not in match.group(0).lower()]
            if not own or own & about or not named:
                return True
    return False



_CLAUSE_END = re.compile(r"[,;.:]|$")


def outside_plans(text: str) -> str:
    """``text`` without what a plan word governs, from it to the end of its clause: "could drop the minimum order for
    cafes on our street, maybe in the spring" says nothing done ("switched to Adyen, fees should drop" still says
    the switch)."""
    kept, at = [], 0
    for match in PLAN.finditer(text):
        if match.start() < at:
            continue
        kept.append(text[at:match.start()])
        at = _CLAUSE_END.search(text, match.end()).start()
    return "".join(kept) + text[at:]
