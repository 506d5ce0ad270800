"""A provider let go, as chat says it: with its reason beside the switch ("switched supplier, medivet kept shorting us
on insulin. covetrus from now on", "ferguson lost our acct rep so from jul 1 tanks come from Winsupply", "dhl raised
rates AGAIN. non-EU parcels go with fedex intl from oct 1"), or waved off ("bye bye travis.", "bye bye opsgenie 👋
pagerduty is live").

A reason alone is a complaint ("the printer kept jamming today"); it retires the provider only beside a switch said in
another clause: a change cue or a start date ("from jul 1"). And only a provider: the older text must say that
something comes from it, goes with it or lives on it (``provides``: "food + meds come from medivet supply", "… from
the Ferguson branch"), not a thing it describes ("the app kept crashing so we switched analytics to posthog" leaves
"the app is written in flutter").

Pure: regular expressions and the update signals; ``updates/retired.py`` reads it.
"""

from __future__ import annotations

import re

from cognee_memory.updates.signals import features

_START = r"(?:^|[.;:!?,(]\s*|\n\s*|\bso\s+|\bbecause\s+|\bsince\s+)"
_NAME = r"(?P<n>[\w.+#&-]+)"
# "bye bye travis.", "goodbye Heroku", "RIP jenkins": a name and nothing more, first in its clause.
FAREWELL = re.compile(_START + r"(?:bye[- ]bye|goodbye|good bye|farewell|so long|adios|(?-i:RIP))\s+" + _NAME
                      + r"(?=\s*(?:[.;:,!)]|$|\s+(?:and|for good)\b|\s+[^\w\s]))", re.IGNORECASE)
# A reason to let a provider go, the provider first in its clause.
FELL_OUT = re.compile(
    _START + _NAME + r"(?:\s+(?:kept|keeps|kept on)\s+[a-z]+ing\b"
    r"|\s+(?:was|were|is|are|got|has been)\s+(?:way\s+|far\s+|just\s+)?too\s+[a-z]+"
    r"|\s+lost\s+(?:our|my|the|us)\b|\s+(?:raised|hiked|doubled|tripled)\s+(?:their\s+|its\s+|the\s+)?(?:rates|prices|fees)"
    r"|\s+(?:went|has gone|is going)\s+(?:bust|under|out of business))", re.IGNORECASE)
_CLAUSE = re.compile(r"[.;:!?,()]\s*|\n|\s+so\s+")
_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"
# A start date: "from jul 1", "starting sept 1", "as of 1 march" (said of the switch, not of the complaint).
_STARTS_ON = re.compile(rf"\b(?:from|starting|as of|effective)\s+(?:the\s+)?(?:\d{{1,2}}(?:st|nd|rd|th)?\s+)?{_MONTH}"
                        rf"(?:\s+\d{{1,2}}(?:st|nd|rd|th)?)?\b", re.IGNORECASE)


def beside_a_switch(text: str, match: re.Match[str]) -> bool:
    """Whether another clause of ``text`` than the reason ``match`` says a switch: a change cue or a start date."""
    other = text[:match.start("n")] + " " + text[match.end():]
    return any(features(clause).cues or _STARTS_ON.search(clause) for clause in _CLAUSE.split(other) if clause.strip())


def provides(name: str, older: str) -> bool:
    """Whether ``older`` writes ``name`` as a provider: something comes from it, goes with or through it, is bought
    from it or lives on it ("food + meds come from medivet supply", "intl parcels go out with dhl express")."""
    return re.search(rf"\b(?:from|with|by|through|thru|via|on|using|at)\s+(?:the\s+|our\s+)?{re.escape(name)}\b",
                     older, re.IGNORECASE) is not None
