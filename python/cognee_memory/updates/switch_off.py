"""A thing to be switched off on a coming day, beside a change already made.

"Moved every pipeline over to GitHub Actions last week; the Jenkins box gets switched off on Friday." retires the
Jenkins box: the move is done, and the day says when the old thing goes. Alone, a switch-off on a coming day is most
often maintenance or a pause ("Jenkins gets shut down on Sunday, Ubuntu upgrade.", "redis will be switched off on
Monday, temporarily", "… on the 24th. they resume on the 27th."), and a thing moved elsewhere is moved, not gone
("the build server gets shut down on Friday, moving it to the new rack"). So it counts only when another clause of
the memory says a change to something named and nothing in it says the thing comes back or why it stops for a while.

Pure: regular expressions and the update signals; ``updates/retired.py`` reads it.
"""

from __future__ import annotations

import re

from cognee_memory.updates.cues import ONE_COMING_DAY
from cognee_memory.updates.names import RAW, is_name
from cognee_memory.updates.signals import features

# "gets switched off on Friday", "will be shut down end of july", "gets switched off end of q1" (the thing before it).
SWITCHED_OFF_ON_A_DAY = re.compile(
    r"\s(?:get|gets|will be|is being|are being|is going to be|are going to be)\s+(?:switched off|turned off|shut off"
    r"|shut down)(?=\s+" + ONE_COMING_DAY + r"\s*(?:[.;,!)]|$))", re.IGNORECASE)  # the day ends the clause
# A stop for a while, a return or a reason: "back", "resume", "maintenance", "for the audit", "moving it to …".
_FOR_A_WHILE = re.compile(
    r"\b(?:back|again|resum\w*|reopen\w*|restart\w*|reboot\w*|up and running|bring (?:it|them) up|temporar\w*"
    r"|maintenance|upgrad\w*|offline|downtime|outage|for (?:the|a|an)|until|till|while|during|over the|overnight"
    r"|moving (?:it|them)|moved (?:it|them)|that day|holidays?|christmas|xmas|weekend)\b|~?\d+\s*(?:h|hrs?|hours?|mins?)\b",
    re.IGNORECASE)
# A move said in another clause: "moving the fleet to lwm2m over coap" (the cues read "moved", not "moving").
_MOVING = re.compile(r"\b(?:moving|migrating|switching|porting)\b(?!\s+(?:it|them)\b)[^.;]*?\b(?:to|onto|over to)\b",
                     re.IGNORECASE)
_CLAUSE = re.compile(r"[.;,!?]\s+|\n")


def beside_a_change(text: str, match: re.Match[str]) -> bool:
    """Whether the switch-off ``match`` found in ``text`` is said beside a change made elsewhere in it (another clause
    has a change cue or a move), with no word of a while, a return or a reason in the memory."""
    if _FOR_A_WHILE.search(text):
        return False
    starts = [m.end() for m in _CLAUSE.finditer(text, 0, match.start())]
    start = starts[-1] if starts else 0
    end_match = _CLAUSE.search(text, match.end())
    other = text[:start] + " " + (text[end_match.end():] if end_match else "")
    # … a change to something named: "… over to GitHub Actions", "… to Weights & Biases now", "… to lwm2m" (not "the
    # build farm moved to the new rack", "electricians are now rewiring", "new code is now 4471")
    named = any(is_name(w) and any(c.isalpha() for c in w)
                for clause in _CLAUSE.split(other) for w in RAW.findall(clause)[1:])
    return named and (bool(features(other).cues) or bool(_MOVING.search(other)))
