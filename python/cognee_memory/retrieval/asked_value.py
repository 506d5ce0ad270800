"""A value the question asks for, said anew: "how often do price changes reach the terminals?"
asks for a frequency; "Price changes sync to the terminals every night at 02:00." states one, and
"prices push out to the tills every 15 min now" states another. A newer note that gives the asked
thing another value of the asked kind changes it, however few words the two share
(``retrieval/unmarked.py`` reads it beside the other anchors).

A question whether something is allowed asks for a yes or a no: "clinic admins may erase a pet's file
again" gives a new one after "clinics can't delete a patient record".

Pure: regular expressions over the texts and the update signals.
"""

from __future__ import annotations

import re
from functools import lru_cache

from cognee_memory.updates.signals import features

_UNIT = r"(?:s|secs?|seconds?|mins?|minutes?|h|hrs?|hours?|days?|weeks?|months?|years?)"
# A month ("may" only as one: "in may", "1 may", "may 3", not "you may be asked").
_MONTH = (r"(?:january|february|march|april|june|july|august|september|october|november|december"
          r"|(?:(?<=\bin )|(?<=\bof )|(?<=\bby )|(?<=\d )|(?<=\dst )|(?<=\dth ))may|may(?=\s+\d))")
_WEEKDAY = r"(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?s?"
# A time of day ("4:30am", "17:00", "noon").
_CLOCK = re.compile(r"\d(?::\d\d)?\s*(?:am|pm)\b|\d:\d\d|\b(?:noon|midday|midnight)\b", re.I)
# Each kind of value a question's form asks for: (the form, the values of that kind).
_KINDS: tuple[tuple[re.Pattern[str], re.Pattern[str]], ...] = (
    (re.compile(r"\bhow (?:often|frequently)\b", re.I),
     re.compile(rf"\b(?:every|each)\s+(?:\d+(?:\.\d+)?\s*{_UNIT}\b|other\s+\w+|\w+)|\b(?:hourly|daily|nightly|weekly|monthly"
                rf"|yearly|quarterly)\b|\b(?:once|twice|\d+\s*(?:x|times))\s+(?:a|an|per)\s+\w+"
                # said without a number: "stream live", "straight away on a push", "on mondays"
                rf"|\b(?:live|real[- ]?time|continuous|continuously|constantly|instantly|straight away|right away|immediately"
                rf"|whenever|fortnightly)\b"
                rf"|\bon\s+(?:weekdays|weekends|(?:mon|tues|wednes|thurs|fri|satur|sun)days)\b", re.I)),
    # "how far ahead are approvals requested?", "how late can a learner cancel?" ask a duration too
    # … and "how far before term …", "how fast / how quickly …" ("3 working days")
    (re.compile(r"\bhow (?:long|late|early|soon|fast|quickly|far (?:ahead|in advance|out|before)|much notice)\b", re.I),
     re.compile(rf"\b\d+(?:\.\d+)?\s*(?:(?:working|business|calendar|school)\s+)?{_UNIT}\b"
                rf"|\b(?:a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve"
                rf"|fourteen|fifteen|twenty|thirty|forty|sixty|ninety)\s+(?:full\s+|whole\s+|working\s+|business\s+)?{_UNIT}\b"
                rf"|\b(?:forever|indefinitely|permanently|a fortnight)\b"
                # a deadline: "the form now shuts at 5pm on the next working day"
                rf"|\b(?:next|same) (?:working |business )?day\b|\bend of (?:the )?(?:day|week|month)\b"
                rf"|\b(?:noon|midday|midnight)\b|\bthe (?:day|night|week|evening) before\b"
                rf"|\b\d{{1,2}}(?::\d{{2}})?\s*(?:am|pm)\b", re.I)),
    # "how much is the no-show fee?": an amount of money.
    (re.compile(r"\bhow much\b|\bwhat(?:'s|s| is| does| do)\b[^?]*\b(?:fee|price|cost|charge|rate|surcharge|budget)s?\b",
                re.I),
     re.compile(r"(?:[€$£]\s*\d+(?:[.,]\d+)?|\b(?:eur|usd|gbp|chf|aud|sek|nok|dkk|pln)\s*\d+(?:[.,]\d+)*"  # "EUR 95"
                r"|\b(?:\d+(?:[.,]\d+)?|(?:one|two|three|four|five|six|seven|eight|nine|ten"
                r"|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a hundred|hundred)(?:[ -]\w+)?)"
                r"\s*(?:(?:eur|euros?|usd|dollars?|gbp|pounds?|p|cents?|quid|bucks)\b|[€£$])"  # "15€" too
                # a price said bare: "house lager pints went to 5.50"
                r"|\b(?:to|at|is|are|now|costs?)\s+\d+[.,]\d\d\b(?!\s*(?:%|am|pm|h\b|hrs?|hours?|[.,:]\d))"
                # … said first, for the thing: "5.99 for the currency pack after the price test"
                r"|(?:^|(?<=[,;:]\s))\d+[.,]\d\d\s+(?:for|a|per|each)\b"
                # … a whole number said as the price, no unit after it: "adult tickets are 14", "is 60 now"
                r"|\b(?:is|are|costs?|(?:up|down)\s+to)\s+\d{1,4}(?:[.,]\d\d)?(?=\s*(?:$|[,;!]|\.(?!\d)"
                r"|\s(?:now|since|from|each|a head|per|going forward|starting|as of)\b))"
                r"|\b\d{1,4}(?=\s+(?:now|since)\b))", re.I)),
    # … and the time a thing is set for: "what's the cutoff for same day orders", "whats the start time"
    (re.compile(r"\b(?:when|what time|which days?|what days?)\b|\bwhat(?:'s|s| is)\b[^?]*\b(?:cut-?offs?|deadlines?"
                r"|start(?:ing)? times?|opening hours|closing time|last call)\b", re.I),
     re.compile(rf"\b{_WEEKDAY}\b|\b\d{{1,2}}(?::\d{{2}})\b|\b\d{{1,2}}\s*(?:am|pm)\b|\b(?:mornings?|afternoons?"
                rf"|evenings?|nights?|noon|midnight|nightly|daily|weekly|monthly|hourly)\b"
                # on an event: "the index updates on every product save", "whenever a price changes"
                rf"|\b(?:every|each)\s+(?:\w+\s+)?(?:save|push|change|update|deploy|release|merge|commit|order|booking|run"
                rf"|build|upload|import|login|request)s?\b|\b(?:whenever|straight away|right away|immediately|instantly)\b"
                # a day of the year: "before the 31st of march", "by 1 april", "end of the quarter", "in Q3"
                rf"|\b{_MONTH}\b|\b\d{{1,2}}(?:st|nd|rd|th)\b|\bq[1-4]\b|\bend of (?:the )?(?:quarter|year)\b",
                re.I)),
)

_SPAN = _KINDS[1][1]  # the values of "how long …?"


# "how many approvals …?" asks a count of the thing it names: a number said of that thing ("two approvals for anything
# touching payments" after "every PR needs one approval before merge").
_HOW_MANY = re.compile(r"\bhow many (?P<thing>[a-z][a-z-]{2,})\b", re.I)
_COUNT = (r"(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|fifty"
          r"|a hundred)")


def _asked_kinds(question: str) -> list[re.Pattern[str]]:
    """The patterns of the values of each kind ``question`` asks for."""
    kinds = [values for form, values in _KINDS if form.search(question)]
    count = _HOW_MANY.search(question)
    if count:
        thing = re.escape(count["thing"].lower().rstrip("s"))
        # … or as the thing's cap: "Per-user GPU cap is 8 now" after "4 GPUs per user at a time"
        kinds.append(re.compile(rf"\b{_COUNT}\s+(?:[a-z-]+\s+)?{thing}(?:s|es)?\b"
                                rf"|\b{thing}(?:s|es)?\s+(?:cap|limit|max|maximum|quota)\s+(?:is|of|at|to|=)\s+"
                                rf"(?:now\s+)?\d+\b", re.I))
    return kinds


# A measure a question names: "at what wind speed …?", "what's the timeout …?" ask for a quantity, "what scheduler
# does the cluster use?" for a thing.
_MEASURE = re.compile(r"\bhow (?:many|much|long|often|big|large|high|low|fast|far|old|late|early|soon|hot|cold)\b"
                      r"|\b(?:speed|size|limit|threshold|temperature|temp|length|timeout|duration|rate|price|cost|fee"
                      r"|number|count|amount|percentage|percent|weight|height|width|distance|budget|cap|quota|max"
                      r"|maximum|minimum|capacity|interval|frequency|window|retention|ttl)s?\b", re.I)


def asks_a_quantity(question: str) -> bool:
    """Whether the question asks for a quantity (or a time: the kinds above) rather than a thing."""
    return bool(_asked_kinds(question) or _MEASURE.search(question))


# A question whether something is allowed ("can a clinic delete a patient record?"), a ban in the hit
# ("clinics can't delete a patient record") and a permission given back in the newer note ("clinic admins
# may erase a pet's file again": the update signals' "again").
_MAY_QUESTION = re.compile(r"^\s*(?:so\s+)?(?:can|may|could|are (?:we|they|you|users|people) allowed|is it (?:ok|okay|allowed)"
                           r"|do we (?:allow|let))\b", re.I)
_BAN = re.compile(r"\b(?:can't|can’t|cannot|can not|not allowed|isn't allowed|aren't allowed|never|forbidden|prohibited"
                  r"|must not|mustn't|don't|do not|no one|nobody|only)\b", re.I)


ALLOWED_AGAIN = "allowed again"
_MAY_REACH = re.compile(r"\b(?:can|could|may|might)\s+(?:go|be|cost|reach|run|rise|climb)\s+(?:up\s+|down\s+)?to\b", re.I)


@lru_cache(maxsize=4096)  # pure; asked of the same notes for every setting of a question
def _values(pattern: re.Pattern[str], text: str) -> frozenset[str]:
    return frozenset(" ".join(m.group(0).lower().split()) for m in pattern.finditer(text))


def asked_value_changed(question: str, hit: str, newer: str) -> str:
    """The newer text's value of the kind the question asks for, when the hit states one of that
    kind and the newer text a value the hit does not have ("every 15 min" after "every night"), or
    "" when it does not."""
    if _MAY_QUESTION.search(question) and _BAN.search(hit) and "again" in features(newer).cues:
        return ALLOWED_AGAIN
    if _MAY_REACH.search(newer):  # what a value may reach is no new value: "The setup fee can go up to EUR 500 for …"
        return ""
    for values in _asked_kinds(question):
        old, new = _values(values, hit), _stated(values, hit, newer)
        fresh = sorted(new - old)
        if old and fresh:
            return fresh[0]
    return ""


def _stated(values: re.Pattern[str], hit: str, newer: str) -> frozenset[str]:
    """The newer text's values of a kind as they may answer what the hit answers: a span asked for ("how long is the
    refund window?": "30 days") has no time of day for a value ("moved the reindex job to 4:30am, it kept colliding
    with the backup window"), unless the hit gives one as a deadline."""
    new = _values(values, newer)
    if values is _SPAN and not any(_CLOCK.search(v) for v in _values(values, hit)):
        return frozenset(v for v in new if not _CLOCK.search(v))
    return new


def gives_no_asked_value(question: str, hit: str, newer: str) -> bool:
    """Whether the question asks for a kind of value the hit states ("how often …?": "every 15 seconds") and the
    newer text states no value of that kind: it does not answer the question the hit answers ("the bin form now
    shuts at 5pm" for "how often do the trucks send their location?")."""
    # … not a count ("how many requests …": "raised to 300 a minute" says one without the noun)
    asked = [values for form, values in _KINDS if form.search(question) and values.search(hit)]
    return bool(asked) and not any(_stated(values, hit, newer) for values in asked)


_NUMBER = re.compile(r"\d+(?:[.,]\d+)?")
_CLAUSE = re.compile(r"[,;:.]\s+|\s+(?:so|but|because|since)\s+")


def cites_the_old_value(question: str, hit: str, newer: str) -> str:
    """A new value of the kind the question asks for, when the newer note also cites a number of the hit's value as
    the old one ("people have untill noon the day before to call off without paying, 48h was too strict" after
    "… cancel a lesson for free up to 48 hours before"; "after day 90, so proofing links stay live for six months"
    after "a client gallery expires 90 days after …"): it says what it changes however little it shares by meaning.
    "" when it does not."""
    for values in _asked_kinds(question):
        old = {n for v in _values(values, hit) for n in _NUMBER.findall(v)}
        clauses = [c for c in _CLAUSE.split(newer) if c.strip()]
        # the old number in one clause, the new value in another ("the 30 day export page now loads in 2 seconds"
        # gives another thing's value)
        for clause in clauses:
            fresh = sorted(v for v in _values(values, clause) if not set(_NUMBER.findall(v)) & old)
            if old and fresh and any(old & set(_NUMBER.findall(c)) for c in clauses if c is not clause):
                return fresh[0]
    return ""
