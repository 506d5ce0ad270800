"""Asides: short memories that tell of an occasion, not of how things are.

"Someone joked in standup that the audio team should get a bigger office", "Lost an afternoon to a
loose cable on a debug probe", "Mia's meetup talk about how we built our dashboards went well": a
team's memory collects such remarks beside its facts and decisions. They mention a question's words
in passing ("What tool does the audio team use?", "Which debug probe should I use?", "Where are
the dashboards?"), often as strongly as the memory that answers, and, being recent, would win on
recency inside the relevance gate. An aside answers a question about that occasion, not one about
how things are.

A memory is an aside when it is short (``MAX_WORDS``), says no change (no cue, nothing retired:
that is an update, ``updates/signals``, ``updates/retired``), draws no conclusion ("…, so the app
follows the system theme" is a decision; "…: the fix is …" a lesson), states no decision, rule or
change of state ("Yesterday we agreed that …", "Never force-push to main again", "Yesterday we
enabled branch protection"), is no step to repeat ("run it again with --force") nor a state that
holds again ("Guest checkout is enabled again"), gives no answer after what was asked or how an
event went ("asked whether we log PII: we do not, …") and tells of an occasion: a past moment
("yesterday", "this morning", "today", "again"), time lost ("lost an afternoon", "spent the
afternoon"), how an event went ("went well"), or what someone joked, complained, wondered or asked
("asked whether …", "asked for …"; not "asked that …" or "asked for X to be …", which are
requirements), something that went wrong once ("the upload dialog froze", "was off bc of a typo"), or a deadline
coming up once ("licence renewal is due in jan"). "Fixed now" after an incident ends it and says no change of how things are. A question
about an occasion ("What happened at the retro?", "Did anyone complain …?", "What broke the nightly
build?") has no asides.

Pure: regular expressions and the update signals; the gate reads it (``ranking/gate.set_asides_apart``).
"""

from __future__ import annotations

import functools
import re

import numpy as np

from cognee_memory.retrieval.past_events import SETTLED, told_as_past_events
from cognee_memory.updates.retired import retired_things
from cognee_memory.updates.scopes import other_site
from cognee_memory.updates.signals import features

MAX_WORDS = 40  # longer memories (sessions, records) are not remarks

_OCCASION = re.compile(r"\b(?:yesterday|last night|this morning|this afternoon|earlier today|the other day|again"
                       # "today", not a routine's start ("today and every second Tuesday"), a path ("/stats/today")
                       # or a name ("the dashboard's Today tab")
                       # … nor the day's things of a kind ("11am for today's deliveries": what same-day means)
                       r"|(?<![/\w])today(?![^.;]*\b(?:every|each|weekly|daily|nightly|monthly)\b)(?!['’]s\s+[a-z]+s\b))\b",
                       re.IGNORECASE)
_LOST_TIME = re.compile(r"\b(?:lost|spent|wasted|burned|burnt)\s+"
                        r"(?:an?|one|two|three|half an?|a whole|the whole|all|the|most of the|half the)"
                        r"\s+(?:hour|afternoon|morning|day|evening|night)s?\b", re.IGNORECASE)
# What someone said, asked or put forward ("someone suggested estimating queue times with cameras instead").
_REPORTED = re.compile(r"\b(?:joked|complained|wondered|suggested|floated|pitched (?:the|an) idea"
                       r"|(?:asked|(?:keeps?|kept|are|were|is|was) asking|(?:rang|called|phoned|emailed|wrote) to ask)"
                       r"(?:\s+again)?\s+(?:whether|if|how|what|when|why|where|who|which|for)"
                       # present "asks" is a routine when it asks for a thing ("the box office asks for id from …")
                       r"|asks(?:\s+again)?\s+(?:whether|if|how|what|when|why|where|who|which))\b", re.IGNORECASE)
# … up to the end of its clause, or to "and we …" / "so they …" that takes it up without a comma
_REPORTED_CLAUSE = re.compile(r"(?:(?!\s+(?:and|so|but)\s+(?:we|we've|we're|they|i|it|he|she|everyone|the team)\b)[^,;.])*", re.IGNORECASE)
_TAKEN_UP = re.compile(r"[,;]?\s*(?:and|so|which)\b", re.IGNORECASE)
_NOW_LAUGHED = re.compile(r"\bnow(?=\W*(?:lol|lmao|haha)\b)", re.IGNORECASE)
# An exception made once, said so: "… reprinted a lost pass without the card fee for a crying kid, one-off, please
# don't make it a thing", "waived it just this once" (not "one-off payments are refunded within 5 days").
_EXCEPTION = re.compile(r"(?:^|[,;(-]\s*)(?:just\s+)?(?:a\s+|as\s+a\s+)?one[- ]off\b(?=\s*(?:[,;.)!]|$))|\bjust this once\b"
                        r"|\bdon['’]t make it a (?:thing|habit|rule)\b", re.IGNORECASE)
_WENT = re.compile(r"\bwent (?:well|great|fine|badly|smoothly|wrong)\b", re.IGNORECASE)
# Something that went wrong once: "the upload dialog froze, ticket filed", "dose calculation for rabbits was
# off bc of a typo in the seed data, fixed it on staging", "bristol double-booked a surgery into a taken slot".
_INCIDENT = re.compile(r"\b(?:froze|crashed|went down|timed out|blew up|fell over|by accident|accidentally"
                       r"|double-booked|(?:was|were) (?:delayed|off|blank|stuck)|got stuck|fixed it|a typo"
                       # "transmitter site lost power on saturday, the RDS encoder needed a reboot", "misprinted the
                       # batch number on 200 cans", "reads spiked", "got paged at 2am, false alarm"
                       r"|lost power|needed a (?:reboot|restart)|false alarm|got paged|hotfixed|misprinted|mislabell?ed"
                       r"|spiked|ran long|(?:was|were) \d+ ?(?:min|mins|minutes|hours?) off|ticket filed"
                       r"|went to (?:the |their |our )?(?:\w+(?:'s|’s) )?spam(?: folder)?"
                       # "an instructor waited 20 min at the wrong college"
                       r"|waited (?:\d+|an?|one|two) ?(?:min|mins|minutes|hours?)|(?:at|to) the wrong \w+"
                       # a bug reported, not confirmed: "… says the preview looks broken in safari, can't reproduce"
                       r"|looks? broken|can['’]?t reproduce|cannot reproduce|couldn['’]?t reproduce|could not reproduce)\b",
                       re.IGNORECASE)
# Said in passing, as a chat line: "… in the middle of a lake lol", "so annoying", "honestly fine".
_CHATTY = re.compile(r"\b(?:lol|lmao|haha|omg|so annoying|honestly fine|way too long|(?:was|were) (?:great|wild)"
                     r"|looks? amazing|so wrong|no rush)\b", re.IGNORECASE)
# What one person or team says or wants, told in passing: "Finance wants a dashboard of …", "Lena says the
# charges … were ridiculous" (a rule said so has "must" or "never": ``_DECIDES``).
_SAYS = re.compile(r"^\s*(?:finance|legal|sales|marketing|design|management|the \w+ team)"
                   r"\s+(?:says|said|wants|wanted|thinks|thought)\b", re.IGNORECASE)
# One person's doing, told once: "a driver parked exactly on a zone boundary …", "a parent emailed us …",
# "customer called bc the ETA …", "patron got an overdue email …", "the courier dumped a pallet …".
_SOMEONE_ONCE = re.compile(r"^\s*(?:(?:a|an|one|some|the|this|that)\s+)?(?:driver|customer|user|patron|parent|client"
                           r"|listener|member|guest|tenant|visitor|caller|player|ref|referee|courier|someone|somebody"
                           r"|insurer|supplier)(?:\s+(?:in|at|from|of|on)\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?)?\s+"
                           r"(?:parked|got|had|paid|sent|took|came|went|left|found|tried|said|told|bought|called|emailed"
                           r"|dumped|typed|bounced|returned|uploaded|dropped|wrote|booked|cancell?ed)\b",
                           re.IGNORECASE)
# One person's case among many: "police asked us to hold on to one guest's passport scan past the 30 days".
_ONE_CASE = re.compile(r"\bone (?:guest|customer|user|patron|client|member|driver|player|tenant|student|parent|patient)"
                       r"(?:'s|’s)", re.IGNORECASE)
# Something of one's own life: "recorded a voice track in my car", "reported a spam bot from my own account".
_PERSONAL = re.compile(r"\b(?:my|her|his)\s+(?:own\s+|personal\s+)?(?:car|mum|mom|dad|laptop|phone|flat|house|kids?"
                       r"|wife|husband|partner|account|desk|bike)\b", re.IGNORECASE)
# Past doings on a day: "got paged at 2am on sunday", "argued with my mum … on sunday".
_ON_A_DAY = re.compile(r"\b(?:lost|got|had|broke|ran|went|did|tried|argued|crashed|failed|paged|pulled|recorded|called"
                       r"|emailed|missed|spent)\b[^.;,]*\bon (?:the )?(?:weekend|monday|tuesday|wednesday|thursday"
                       r"|friday|saturday|sunday)\b", re.IGNORECASE)
# A few days of the calendar: "for the 23rd and 24th december sailings we're telling drivers …" (not "on the 1st of
# each month").
_MONTH = re.compile(r"\b(?:january|february|march|april|may|june|july|august|september|october|november|december)\b")
_ON_DATES = re.compile(r"\b(?:for|on)\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)(?:\s+(?:and|&|to|-)\s+(?:the\s+)?\d{1,2}"
                       r"(?:st|nd|rd|th))?\s+(?:of\s+)?(?:january|february|march|april|may|june|july|august|september"
                       r"|october|november|december)\b", re.IGNORECASE)
# Cover for a while: "Lena covers the register tickets this week while Sam is on holiday".
_WHILE_AWAY = re.compile(r"\bwhile\s+(?:\w+\s+){0,3}?\w+(?:\s+is|\s+are|['’]s|['’]re)\s+(?:out|away|off|sick|on holiday"
                         r"|on leave|on vacation|on parental leave)\b", re.IGNORECASE)
# A plan or a wish, not how things are: "we should move deploys to daily at some point", "thinking about moving the
# docs to Docusaurus" (not a rule: "We should always pin base images", which ``_DECIDES`` keeps).
_PLANNED = re.compile(r"\b(?:at some point|thinking (?:about|of)|considering|would like to|(?:i|we)['’]d like to"
                      r"|planning to|on the roadmap|eventually|someday|maybe we|should we|we should|idea is"
                      r"|(?:i|we)['’]d rather|would rather|(?:feature )?request is in the backlog|in the backlog)\b",
                      re.IGNORECASE)
# A hedge or an open question: "could drop the minimum order …, maybe in the spring", "roadmap idea: …", "… nothing
# decided" (not a risk a rule names: "one rounding bug there could kill a cat", "readers might drop offline, so …").
_HEDGED = re.compile(r"\b(?:maybe|perhaps|undecided|tbd)\b|(?:^|[,;.:]\s*|\b(?:we|i|they|you)\s+)(?:could|might)\b(?!\s+not\b)"
                     r"|\b(?:roadmap|an|one|rough|new|my|our|their|his|her) idea\b|\bidea:"
                     r"|\b(?:nothing|not(?: yet)?|no|nobody|no one)\s+(?:decided|agreed|settled|confirmed|decision)\b"
                     r"|\bnobody['’]?s picked (?:it|this|that) up\b", re.IGNORECASE)
# The words of a decision not taken ("nothing decided", "no decision yet"), which decide nothing (``_DECIDES``).
_UNDECIDED = re.compile(r"\b(?:nothing|not(?: yet)?|no|none|nobody|no one)\s+(?:\w+\s+)?(?:decided|agreed|decision)\b"
                        r"|\b(?:has|have|had)n['’]?t\s+(?:been\s+)?(?:decided|agreed)\b", re.IGNORECASE)
# A deadline coming up once: "licence renewal is due in jan", "… is due next week" (not "due on the 7th of each month").
_DUE = re.compile(r"\b(?:is|are|['’]s)\s+due\s+(?:(?:in|by|on|before)\s+(?:the\s+)?(?:end of\s+)?(?:jan|feb|mar|apr|may|jun|jul"
                  r"|aug|sep|oct|nov|dec)[a-z]*|next (?:week|month|quarter|year|monday|tuesday|wednesday|thursday|friday)"
                  r"|tomorrow)\b(?![^.;]*\b(?:each|every|yearly|annually)\b)", re.IGNORECASE)
# The markers that may sit in a rule's words (not a past moment, lost time, what someone joked or asked).
_ONCE_MARKERS = (_INCIDENT, _CHATTY, _SOMEONE_ONCE, _PERSONAL, _ON_A_DAY, _WHILE_AWAY, _ONE_CASE, _ON_DATES, _DUE)
# An occasion told as the cause of what the sentence goes on to say: "after the double-booked demo mess, demos
# are booked only through the sales team's Calendly link" is a rule.
_LEADING_CAUSE = re.compile(r"^\s*(?:after|since|because of|following|due to)\b[^,;:]*[,;:]\s*\w", re.IGNORECASE)
# The fix of the occasion told, aimed at it: "its time zone was CET by accident. switched it to UTC", "dropped
# the pitch pin in the middle of a lake lol, moved it back".
_FIXED_IT = re.compile(r"\b(?:switched|moved|changed|set|put|turned|reverted)\s+(?:it|them)\b[^.;,]*", re.IGNORECASE)
_MISTYPED = re.compile(r"\b(?:typed|entered|keyed|put in|filled in)\b[^.;,]*?\binstead of\s+(?:\w+\s+)?[\w.-]+", re.I)
_SO = re.compile(r"[,;]\s*so\s+\w", re.IGNORECASE)  # "…, so the app follows the system theme": a decision follows
# What the occasion taught: "Spent a whole day on flaky tests: the fix is to turn off video recording".
_LESSON = re.compile(r"\bthe (?:fix|workaround|solution|answer|cause|root cause) (?:is|was)\b", re.IGNORECASE)
# What was decided or a rule, told with its occasion: "Yesterday we agreed that new services use gRPC".
_DECIDES = re.compile(r"\b(?:agreed|decided|decision|must|policy)\b"
                      r"|\bnever\b(?!\s+\w+ed\b)"  # a rule, not what someone never did ("… had moved and never updated …")
                      # "always", not a remark on how it goes ("it's always chaos")
                      r"|\balways\b(?!\s+(?:chaos|chaotic|a mess|busy|packed|hectic|mad|crazy|fun|slow|late)\b)"
                      # … or a change of how things are made then: "Yesterday we enabled branch protection on main"
                      r"|\b(?:enabled|disabled|turned on|switched on|added|set up|rotated|renewed|installed|configured"
                      # (not the fix of what happened: "… merged them by hand")
                      r"|created|rolled out|launched|merged|shipped|released|published|flipped)\b(?!\s+(?:it|them)\b)"
                      r"|\basked for\b[^.;,]*?\bto (?:be|stay|remain)\b",  # "asked for logs to be kept 7 years"
                      re.IGNORECASE)
# "again" in a procedure's step: "run it again with --force", "run the migrations again before …".
_STEP = re.compile(r"\bagain\s+(?:with|before|after|until|every|each|if|when|once)\b", re.IGNORECASE)
# A state that holds again, said as the memory's first clause: "Guest checkout is enabled again for EU
# customers", "Apple Pay works again" (not "The printer got an update and scanning works again").
_STATE_AGAIN = re.compile(r"\b(?:works?|working|enabled|available|allowed|supported|online|live|running)\s+again\b",
                          re.IGNORECASE)
_FIRST_CLAUSE = re.compile(r"\s+and\s+|[,;:]")
# What was asked, or how an event went, with the answer after it: "Security asked whether we log
# PII: we do not, …", "The failover drill went well: replicas promote in under 30 seconds".
_ANSWERED = re.compile(r"[:;]\s*\w+(?:\s+\S+){2,}")
# An incident that ended, told with its occasion ("… hung this morning, fixed now"): that "now" is no change.
_ENDED_NOW = re.compile(r"^(?:(?!\bnow\b).)*\b(?:fixed|resolved|sorted|back up|(?:all )?(?:fine|ok|okay|good))\s+now\b"
                        r"(?!.*\bnow\b)",
                        re.IGNORECASE | re.DOTALL)
_OCCASION_QUESTION = re.compile(
    r"\b(?:did(?!\s+we\s+(?:decide|choose|pick|agree|settle|switch|move|migrate|go|replace)\b)|didn't|"
    r"happened|happen|went|was|were|yesterday|last (?:night|week|time|month)|this morning|"
    r"joke|joked|complain|complained|asked|"
    r"caused|broke|failing|failed|outage)\b",  # "What caused the outage on Tuesday?", "What broke the build?"
    re.IGNORECASE)


@functools.lru_cache(maxsize=4096)  # pure; the same memories are read again and again
def aside_marker(text: str) -> str | None:
    """The words that make ``text`` an aside (as written), or None when it is not one."""
    decided = _UNDECIDED.sub(" ", text)
    if len(text.split()) > MAX_WORDS or any(p.search(decided) for p in (_SO, _LESSON, _DECIDES, _STEP)) \
            or _STATE_AGAIN.search(_FIRST_CLAUSE.split(text, maxsplit=1)[0]):
        return None
    planned = _PLANNED.search(text)  # a plan speaks of a change: its cues say nothing about how things are
    if planned and not _says_a_change_beside(text, planned):
        return planned.group(0)
    match = _occasion(text) or next((m for p in (_EXCEPTION, _LOST_TIME, _REPORTED, _WENT, _INCIDENT, _CHATTY,
                                                 _SOMEONE_ONCE, _PERSONAL, _ON_A_DAY, _WHILE_AWAY, _SAYS, _ONE_CASE,
                                                 _ON_DATES, _DUE)
                                     if (m := p.search(text))),
                                    None)
    if match is None and (hedged := _HEDGED.search(text)) and not _says_a_change_beside(text, hedged):
        return hedged.group(0)  # … and so does a hedge
    if match is None:  # most memories: the cheap test first; then what happened, told in the past
        story = told_as_past_events(text)
        # … whose "now" only says how it ended ("all calmed down now")
        return story if story and not features(SETTLED.sub("", text)).cues and not retired_things(text) else None
    if match.re in _ONCE_MARKERS and _said_as_a_rule(text, match):
        return None
    lead = _LEADING_CAUSE.match(text)
    if lead and match.start() < lead.end():  # "after the double-booked demo mess, demos are booked only …"
        return None
    marker = match.group(0)
    answerable = match.re is _WENT or marker.lower().startswith("ask")  # not what someone joked
    if answerable and _ANSWERED.search(text, match.end()):
        return None
    # "… by accident. switched it to UTC": the incident's own fix; "typed 45-0 instead of 4-0": the mistake itself;
    # what someone asked for or put forward is theirs ("customer asked if we could text the reminders instead of
    # email, said i'd raise it"); a "now" laughed off is no state ("lost property has seen everything now lol")
    told = _MISTYPED.sub("", _FIXED_IT.sub("", text))
    clause = _REPORTED_CLAUSE.match(text, match.start())
    if match.re is _REPORTED and not _TAKEN_UP.match(text, clause.end()):  # not "…, and since March they go there"
        told = told.replace(clause.group(0), " ")
    told = _NOW_LAUGHED.sub(" ", told)
    found = features(told)
    if any(cue != "now" for cue in found.cues) or ("now" in found.cues and not _ENDED_NOW.search(text)) \
            or retired_things(told):
        return None
    return marker


def reported(text: str) -> str | None:
    """The words of an aside that reports what someone asked for, suggested, joked or wondered
    ("customer asked if we could text the reminders instead of email", "someone suggested challenge 21
    instead of 25"), or None. A plan, a hedge or a joke beside a change ("we're on Node 20 now, Node 22
    at some point") is not one: the change is said too."""
    marker = aside_marker(text)
    return marker if marker is not None and _REPORTED.fullmatch(marker) else None


# A clause of a text: up to a comma, a semicolon or the end of a sentence.
_CLAUSES = re.compile(r"[^,;.!?]+(?:[.!?](?!\s|$)[^,;.!?]*)*")


def _says_a_change_beside(text: str, marker: re.Match[str]) -> bool:
    """Whether ``text`` says how things are now outside the clause of a plan's or a hedge's ``marker``:
    "from now on" or "done" anywhere, or any change cue in another clause ("Upgraded every service to Node 22
    LTS, and we might try Bun at some point"; not "thinking of moving the docs to Docusaurus now")."""
    if set(features(text).cues) & {"from now on", "done"}:
        return True
    rest = " ".join(c.group(0) for c in _CLAUSES.finditer(text) if not c.start() <= marker.start() < c.end())
    return bool(features(rest).cues)


# A marker in a clause that says when a rule applies: "if the ticket email went to spam, …", "a member who lost
# their key card on the weekend calls …"; what anyone of a kind gets: "a driver parked in the loading bay after 9
# gets fined 50 euro".
_RULE_LEAD = re.compile(r"\b(?:if|when|whenever|whoever|who|any|every|each)\b[^,;.:]*$", re.IGNORECASE)
_RULE_OUTCOME = re.compile(r"\b(?:gets|get|must|always|should|is (?:walked|fined|charged|refunded|banned|sent|asked))\b",
                           re.IGNORECASE)


def _said_as_a_rule(text: str, match: re.Match[str]) -> bool:
    """Whether a marker of an incident, a chat line, one person's doing, one's own things or a cover sits in a
    sentence that states a rule (an outside review's probes, ``cases18``)."""
    before = text[:match.start()]
    if _RULE_LEAD.search(before) or (match.re is _SOMEONE_ONCE and _RULE_OUTCOME.search(text, match.end())):
        return True
    if match.re is _PERSONAL and (re.search(r"\b(?:under|via)\s*$", before)
                                  or re.match(r"my account\s*(?:>|page|tab|screen|settings|section)", text[match.start():], re.I)):
        return True  # a page of the app: "under my account > pickup"
    # … a person away ("while Sam is …", "while she's away") or dates ("Marta is off 1-19 July", not the modal "may")
    # make it one for a while
    if match.re is _WHILE_AWAY and not re.match(r"while\s+(?:[A-Z]|(?:she|he)\b)", match.group(0)) \
            and not re.search(r"\b(?:today|tomorrow|tonight|this week|next week|until|till)\b", text, re.I) \
            and not re.search(r"\b\d{1,2}\s*(?:[-–]\s*\d{1,2}\s*)?(?:january|february|march|april|may|june|july|august"
                              r"|september|october|november|december)\b", text, re.I):
        return True  # "while the head is on leave the deputy head signs off …": a standing cover
    # Dates that come back: "… on the 1st of january and the 1st of july", "… every year".
    if match.re is _ON_DATES and (re.search(r"\b(?:every|each) year\b|\bannually\b|\byearly\b", text, re.I)
                                  or len(set(_MONTH.findall(text.lower()))) >= 2):
        return True
    # "misprinted labels go in the red bin": what is done with such things
    return match.re is _INCIDENT and match.start() == 0 and bool(re.match(r"\w+\s+[a-z][\w-]*s\s+(?:go|are|get|must)\b", text))


def _occasion(text: str) -> re.Match[str] | None:
    """The first word of a past moment, not "Today" written as a name mid-sentence ("the Today tab"), nor the moment
    a state holds from ("All three prod clusters are on Kubernetes 1.32 as of last night")."""
    return next((m for m in _OCCASION.finditer(text)
                 if not (m.group(0) == "Today" and m.start() and not re.search(r"[.!?:;\n]\s*$", text[:m.start()]))
                 and not re.search(r"\b(?:as of|since|starting|effective)\s*$", text[:m.start()], re.I)),
                None)


def asks_about_an_occasion(query: str) -> bool:
    """Whether the question asks what happened, not how things are ("What happened at the retro?")."""
    return bool(_OCCASION_QUESTION.search(query))


def plainly_an_occasion(text: str) -> bool:
    """Whether ``text`` is an aside by a moment, lost time, something that went wrong or a question someone
    asked ("yesterday", "lost an afternoon", "the dialog froze", "sales asked why …"), not by what someone
    asked for or how an event went ("… keeps it 90 days (ofcom asks for 42)" states a rule): only such an
    aside gives way to a far less relevant memory that states something (``ranking/gate.set_asides_apart``)."""
    marker = aside_marker(text)
    if marker is None or _WENT.fullmatch(marker) or _SAYS.fullmatch(marker):  # what one wants may be a requirement
        return False
    return not re.fullmatch(r"ask(?:ed|s)(?:\s+again)?\s+for", marker, re.IGNORECASE)


def asides(query: str, texts: list[str]) -> np.ndarray:
    """Per text, whether it is an aside to ``query`` (none when the question asks about an occasion)."""
    if asks_about_an_occasion(query):
        return np.zeros(len(texts), dtype=bool)
    # A note said of another site or group of customers than the question names is beside its answer.
    return np.array([aside_marker(t) is not None or other_site(t, query) is not None for t in texts], dtype=bool)
