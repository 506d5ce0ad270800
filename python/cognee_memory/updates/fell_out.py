"""A provider let go, as chat says it: with its reason beside the switch ("switched supplier, medivet kept shorting us
on insulin. covetrus from now on", "ferguson lost our acct rep so from jul 1 tanks come from Winsupply"), or waved off ("bye bye travis.", "bye bye opsgenie 👋
pagerduty is live").

A reason alone is a complaint ("the printer kept jamming today"); it retires the provider only when another clause says
a new provider comes in, a role switched ("switched supplier") or a provider named as one ("tanks come from
Winsupply", "pagerduty is live"), and the reason is not for one use nor said while staying (``beside_a_switch``). And only a provider: the older text must say that something comes from it, goes with it or
lives on it (``provides``: "food + meds come from medivet supply", "… from
the Ferguson branch"), not a thing it describes ("the app kept crashing so we switched analytics to posthog" leaves
"the app is written in flutter").

Pure: regular expressions and the update signals; ``updates/retired.py`` reads it.
"""

from __future__ import annotations

import re

from cognee_memory.ranking import kinds
from cognee_memory.ranking.words import STOP_WORDS

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


# Where a new provider comes in, named as one: "switched supplier", "tanks come from Winsupply", "signed w/ Bright
# Linen", "everything's on github actions now", "pagerduty is live" (a name written with a capital, or one the kinds
# table knows). Not a word that only stands where a provider could ("mondays from now on", "signed up for the annual
# plan anyway", "the team's on annual billing", "we'll go with smaller dynos", "the money comes from sam's budget", "the
# redesign is live now", "signed acme directly": three outside reviews' probes).
_ROLE = (r"supplier|vendor|provider|carrier|courier|host|hosting|bank|processor|psp|agency|contractor|wholesaler"
         r"|distributor|lab|insurer|broker|accountant")
_NEW_PROVIDER = re.compile(
    rf"\b(?:switched|changed|new|swapped)\s+(?:\w+\s+)?(?P<role>{_ROLE})s?\b"
    r"|\b(?:go|goes|going|come|comes|coming|ship|ships|run|runs|sent|handled|done)\s+(?:out\s+)?(?:with|from|through|via"
    r"|thru|by)\s+(?P<via>[\w.&-]+(?:\s+[\w.&-]+)?)"
    r"|\b(?:signed|went|gone)\s+(?:with|w/)\s+(?P<with>[\w.&-]+(?:\s+[\w.&-]+)?)"
    r"|(?:'s|’s|\bis|\bare)\s+(?:all\s+)?on\s+(?P<on>[\w.&-]+(?:\s+[\w.&-]+)?)"
    r"|(?P<live>[\w.&-]+)\s+is\s+(?:now\s+)?live\b|^\s*(?P<first>[\w.&-]+)\s+(?:from now on|going forward)\b", re.IGNORECASE)
# … not while staying: "gusto raised their prices, but we're staying", "… signed up for the annual plan anyway"
_STAYING = re.compile(r"\b(?:staying|we stay|stay with|keeping|kept (?:them|it)|sticking with|anyway)\b", re.IGNORECASE)
# For one use only: "postgres was too slow for full text search, so …", "… so we went with sumup for the market stall".
_FOR_ONE_USE = re.compile(r"\s(?:for|on|with)\s+\w", re.IGNORECASE)


def _a_provider(name: str) -> bool:
    """Whether words are written as a provider's name: with a capital ("Winsupply", "Bright Linen"), or a product the
    kinds table knows ("github actions", "pagerduty")."""
    first = name.split()[0]
    return (first[:1].isupper() and first.lower() not in STOP_WORDS) or kinds.is_product(name.lower()) \
        or kinds.is_product(first.lower())


def beside_a_switch(text: str, match: re.Match[str]) -> bool:
    """Whether another clause of ``text`` than the reason ``match`` says a new provider comes in (``_NEW_PROVIDER``, a
    role switched or a provider named as one) for the whole job, not one use ("… too slow for full text search", "…
    went with sumup for the market stall"), and nothing says we stay."""
    if _STAYING.search(text) or _FOR_ONE_USE.search(match.group(0)) or _FOR_ONE_USE.match(text, match.end()):
        return False
    name = match.group("n").lower()
    other = text[:match.start("n")] + " " + text[match.end():]
    for clause in (c for c in _CLAUSE.split(other) if c.strip()):
        provider = _NEW_PROVIDER.search(clause)
        if provider is None:
            continue
        named = next((g for k, g in provider.groupdict().items() if g and k != "role"), "")
        if provider.group("role") or (named and named.split()[0].lower() != name and _a_provider(named)
                                      and not re.search(r"\sfor\s+\w", clause[provider.start():])):
            return True
    return False


def provides(name: str, older: str) -> bool:
    """Whether ``older`` writes ``name`` as a provider: something comes from it, goes with or through it, is bought
    from it or lives on it ("food + meds come from medivet supply", "intl parcels go out with dhl express")."""
    return re.search(rf"\b(?:from|with|by|through|thru|via|on|using|at)\s+(?:the\s+|our\s+)?{re.escape(name)}\b",
                     older, re.IGNORECASE) is not None
