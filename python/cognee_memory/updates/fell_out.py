"""A provider let go, as chat says it: with its reason beside the switch ("switched supplier, medivet kept shorting us
on insulin. covetrus from now on", "ferguson lost our acct rep so from jul 1 tanks come from Winsupply", "dhl raised
rates AGAIN. non-EU parcels go with fedex intl from oct 1"), or waved off ("bye bye travis.", "bye bye opsgenie 👋
pagerduty is live").

A reason alone is a complaint ("the printer kept jamming today"); it retires the provider only when another clause says
a new provider comes in ("covetrus from now on", "tanks come from Winsupply", "signed w/ …", "pagerduty is live"), with
a change cue or a start date ("from jul 1"), and the reason is not for one use nor said while staying
(``beside_a_switch``). And only a provider: the older text must say that something comes from it, goes with it or
lives on it (``provides``: "food + meds come from medivet supply", "… from
the Ferguson branch"), not a thing it describes ("the app kept crashing so we switched analytics to posthog" leaves
"the app is written in flutter").

Pure: regular expressions and the update signals; ``updates/retired.py`` reads it.
"""

from __future__ import annotations

import re

from cognee_memory.updates.signals import features

_START = r"(?:^|[.;:!?,(]\s*|\n\s*|\bso\s+|\bbecause\s+|\bsince\s+)"
_NAME = r"(?P<n>[\w.+#&-]+)"
# "bye bye travis.", "adios, quickbooks": a name and nothing more, first in its clause, beside a switch (not "RIP zoom.",
# "goodbye summer! pumpkin spice starts monday": an outside review's probes).
FAREWELL = re.compile(_START + r"(?:bye[- ]bye|goodbye|good bye|farewell|so long|adios),?\s+" + _NAME
                      + r"(?=\s*(?:[.;:,!)]|$|\s+(?:and|for good)\b|\s+[^\w\s]))", re.IGNORECASE)
# A reason to let a provider go, the provider first in its clause.
FELL_OUT = re.compile(
    _START + _NAME + r"(?:\s+(?:kept|keeps|kept on)\s+[a-z]+ing\b"
    r"|\s+(?:was|were|is|are|got|has been)\s+(?:way\s+|far\s+|just\s+)?too\s+[a-z]+"
    r"|\s+lost\s+(?:our|my|us)\b|\s+(?:raised|hiked|doubled|tripled)\s+(?:their\s+|its\s+|the\s+)?(?:rates|prices|fees)"
    r"|\s+(?:went|has gone|is going)\s+(?:bust|under|out of business))", re.IGNORECASE)
_CLAUSE = re.compile(r"[.;:!?,()]\s*|\n|\s+so\s+")
_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"
# A start date: "from jul 1", "starting sept 1", "as of 1 march" (said of the switch, not of the complaint).
_STARTS_ON = re.compile(rf"\b(?:from|starting|as of|effective)\s+(?:the\s+)?(?:\d{{1,2}}(?:st|nd|rd|th)?\s+)?{_MONTH}"
                        rf"(?:\s+\d{{1,2}}(?:st|nd|rd|th)?)?\b", re.IGNORECASE)


# Where a new provider comes in: "switched supplier", "covetrus from now on", "tanks come from Winsupply", "non-EU
# parcels go with fedex intl from oct 1", "we signed sumsub", "signed w/ Bright Linen" (a switch of an hour, a plan, a
# setting or a fee names none: "switched notifications to a morning digest", "from jan 1 we add a 3% surcharge",
# "switched it to bluetooth", "new index added now": an outside review's probes).
_ROLE = (r"supplier|vendor|provider|carrier|courier|host|hosting|bank|processor|psp|agency|contractor|wholesaler"
         r"|distributor|lab|insurer|broker|accountant|partner|service|company|firm")
_NEW_PROVIDER = re.compile(
    rf"\b(?:switched|changed|new|swapped)\s+(?:\w+\s+)?(?:{_ROLE})s?\b"
    r"|^\s*(?P<first>[\w.&-]+)\s+(?:from now on|going forward|it is)\b"
    r"|\b(?:go|goes|going|come|comes|coming|ship|ships|run|runs|sent|handled|done)\s+(?:out\s+)?(?:with|from|through|via|thru|by)"
    r"\s+(?P<via>[\w.&-]+)"
    r"|\b(?:signed|went|going|gone)\s+(?:up\s+)?(?:with|w/)\s+(?P<with>[\w.&-]+)|\bsigned\s+(?P<signed>[\w.&-]+)"
    # "everything's on github actions now", "pagerduty is live"
    r"|(?:'s|’s|\bis|\bare)\s+(?:all\s+)?on\s+(?P<on>[\w.&-]+)|(?P<live>[\w.&-]+)\s+is\s+(?:now\s+)?live\b",
    re.IGNORECASE)
# … not while staying: "gusto raised their prices, but we're staying"
_STAYING = re.compile(r"\b(?:staying|we stay|stay with|keeping|kept (?:them|it)|sticking with)\b", re.IGNORECASE)
# The reason for one use only: "postgres was too slow for full text search, so search moved to elasticsearch".
_FOR_ONE_USE = re.compile(r"\s(?:for|on|with)\s+\w", re.IGNORECASE)


def beside_a_switch(text: str, match: re.Match[str]) -> bool:
    """Whether another clause of ``text`` than the reason ``match`` says a new provider comes in (``_NEW_PROVIDER``)
    with a change cue, a start date or a signing, and the reason is for the whole job, not one use ("… too slow for
    full text search"), nor said while staying."""
    if _STAYING.search(text) or _FOR_ONE_USE.search(match.group(0)) or _FOR_ONE_USE.match(text, match.end()):
        return False
    name = match.group("n").lower()
    other = text[:match.start("n")] + " " + text[match.end():]
    for clause in (c for c in _CLAUSE.split(other) if c.strip()):
        provider = _NEW_PROVIDER.search(clause)
        named = next((g for g in provider.groups() if g), "") if provider else ""
        if provider and named.lower() not in (name, "the", "a", "an", "our", "us", "it", "them") \
                and (features(clause).cues or _STARTS_ON.search(clause) or not named or provider.group("with")
                     or provider.group("signed") or provider.group("first") or provider.group("live")):
            return True
    return False


def provides(name: str, older: str) -> bool:
    """Whether ``older`` writes ``name`` as a provider: something comes from it, goes with or through it, is bought
    from it or lives on it ("food + meds come from medivet supply", "intl parcels go out with dhl express")."""
    return re.search(rf"\b(?:from|with|by|through|thru|via|on|using|at)\s+(?:the\s+|our\s+)?{re.escape(name)}\b",
                     older, re.IGNORECASE) is not None
