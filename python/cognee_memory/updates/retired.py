"""What a newer memory says it retires, and whether an older memory is about that thing.

A decision that replaces another usually names what it replaces: "Remove Papertrail", "we will
retire the billing-api service", "use Amazon SES instead of Mailgun", "we no longer run Jenkins",
"moved away from Heroku", "replace cron with Airflow", "cancelled the Unity licences", "before Node
18 reached end of life", "we stopped the nightly Jenkins export", "the Slack bot is dead"; and as chat
says it: "scratch StyleCop,", "the office mac mini is history", "provider got the boot". When the older memory's lead (its first two sentences: a one-line decision,
or a decision record's title and first sentence) names that same thing, the newer memory changes
what the older one decided, whatever else the two say and however long the newer one is.

A verb that also acts on data ("remove users from a submission", "drop the request", "cancel the
order") retires only a name; a cue of replacement ("instead of", "replaced", "moved from", "no
longer use") retires whatever it names. The thing retired is the phrase right after the cue (up to a
boundary word or punctuation, at most ``PHRASE_WORDS`` words), or right before a passive one
("support for 3.8 was dropped", "Node 18 reached end of life"). Its names (words written with a
capital, a digit, or joined by ``-``/``.``/``_``/``/``) must all be in the older lead — "GOV.UK
Signon" matches "Use GOV.UK Signon", not "Use GOV.UK Notify"; without a name, its content words
must. Words are compared as the lexical stage compares them (``ranking/words``: "forms-api" and
"Forms API" meet); a version must be written the same ("3.9" is not "3.11"). A cue that is negated
("we will not remove Redis") names nothing, and an older memory that itself retires the thing ("…
instead of MySQL") is not about it.

Pure: regular expressions and the Snowball stemmer; retrieval reads it (``retrieval/unmarked.py``).
"""

from __future__ import annotations

import dataclasses
import functools
import re
from dataclasses import dataclass

from cognee_memory.ranking import kinds, words
from cognee_memory.updates.ended import (CANCELLED, DETERMINER, END_OF_LIFE, ENDED, KEPT_BESIDE, LAPSED, LEFT,
                                         PRICED_OUT)
from cognee_memory.updates.names import RAW, SENTENCE_END, is_name, names_written, parts_in_a_row
from cognee_memory.updates.cues import FOR_GOOD
from cognee_memory.updates.fell_out import FAREWELL, FELL_OUT, beside_a_switch, provides
from cognee_memory.updates.switch_off import SWITCHED_OFF_ON_A_DAY, beside_a_change

PHRASE_WORDS = 4  # words after the cue that can name the thing retired
LEAD_SENTENCES = 2
LEAD_WORDS = 40

_DETERMINER = DETERMINER
# Cues that say a decision replaced something: what follows may be any word ("instead of cron").
_REPLACES = re.compile(
    r"\b(?:"
    r"(?:replace|replaces|replaced|replacing|supersede|supersedes|superseded|supercede|supercedes|superceded)"
    r"|instead of|rather than|no longer\s+(?:use|uses|using|run|runs|need|needs|support|supports|rely on|depend on)|"
    r"(?:switch|switches|switched|switching|move|moves|moved|moving|migrate|migrates|migrated|migrating|"
    r"port|ported|porting)(?P<moved>(?:\s+(?!(?:from|off|away|to|onto|into)\b)[\w.-]+){0,3}?)"
    r"(?:\s+away)?\s+(?:from|off)"
    # A handover for good: "Pipedrive took over from HubSpot in spring" (not "the replica took over from the
    # primary at 3am after a host failure": ``cues.FOR_GOOD``).
    r"|(?:took|takes|taken|taking)\s+over\s+from" + FOR_GOOD +
    r")\s+" + _DETERMINER + r"(?P<t>[^\n,;:()\[\]!?]+)",
    re.IGNORECASE,
)
# Verbs that also act on data ("remove users from a submission", "drop the request"): what they
# retire counts only when it is a name ("Remove Papertrail", "retire the forms-api app").
_REMOVES = re.compile(
    r"\b(?:"
    r"(?:remove|removes|removed|removing|retire|retires|retired|retiring|decommission|decommissions|"
    r"decommissioned|decommissioning|deprecate|deprecates|deprecated|deprecating|drop|drops|dropped|dropping|"
    r"sunset|sunsets|sunsetting|ditch|ditches|ditched|abandon|abandons|abandoned|"
    r"scrap|scraps|scrapped|scrapping)"
    r"|phase(?:s|d)? out|phasing out|(?:rip|rips|ripped|ripping|tore|torn)\s+out|stop using|stops using|stopped using|get rid of|got rid of"
    r"|no more(?!\s+than\b)"
    r"|(?:shut|shuts|shutting)\s+down"
    # Said as chat says it: "nobody uses the Zebras anymore", "no one runs Jenkins these days".
    r"|(?:nobody|no one|no-one)\s+(?:uses|is using|runs|needs|touches|logs in through|logs in with)"
    # What a thing is now, against what it was: "it's OPC UA now, not MQTT", "default is Enphase now, not SolarEdge".
    r"|\b(?:now|these days|nowadays)\s*,?\s+not"
    r")\s+" + _DETERMINER + r"(?P<t>[^\n,;:()\[\]!?]+)",
    re.IGNORECASE,
)
# Stopped or switched off, in the past: "We stopped the nightly Jenkins export", "Turned off
# Dependabot". Only for good: a stop with a purpose or a time after it ("stopped the Grafana server
# to resize its disk", "for an hour") is an operation (``_FOR_A_WHILE``), and the imperative ("Turn
# off the VPN before the demo") an instruction.
_STOPPED = re.compile(
    r"\b(?:stopped|turned off|switched off|shut off)\s+" + _DETERMINER + r"(?P<t>[^\n,;:()\[\]!?]+)",
    re.IGNORECASE,
)
_FOR_A_WHILE = frozenset("to for until while during when if before after at overnight temporarily again".split())
# A stop the same memory undoes ("Stopped Sidekiq, drained the queue, then restarted it") is an operation.
_BACK_ON = re.compile(r"\b(?:restart|restarts|restarted|restarting|resumed|re-?enabled"
                      r"|started (?:it|them) (?:again|back up)|(?:turned|switched|brought|put) (?:it|them) back)\b",
                      re.IGNORECASE)
_BEEN = re.compile(r"\b(?:is|are|was|were|be|been|being|get|gets|got)\s+$", re.IGNORECASE)
# A nameless thing closed or shut down by someone else, or back again, is not gone for good ("the ticket is closed",
# "the read replica was shut down by AWS for maintenance …, came back fine").
_NOT_GONE_FOR_GOOD = re.compile(r"\b(?:closed|cancell?ed|canceled)\b|^[^,;.]*?\s(?:shut down|switched off|turned off)\s+by\b"
                                r"|\bcame back\b|\bback (?:up|online)\b", re.IGNORECASE)
_GIVEN_UP = re.compile(r"no more|stop(?:ped|s)? using|got rid of|get rid of|ditch|scrap|retire|decommission", re.I)
_SWITCHED_OFF = re.compile(r"switch\w*\s+off\b", re.IGNORECASE)  # "switched off X": a stop, read like _STOPPED
# A retirement is not a routine or a plan: no condition or time may follow its cue.
_NO_CONDITION = r"(?!\s+(?:after|when|if|every|each|once|until|unless|whenever|during|before)\b)"
# Said in the passive, the thing retired comes first: "support for 3.8 was dropped" (the words
# before the cue, back to a clause's start, are read by ``_phrase_before``).
# A routine, not a one-off: "Preview environments get wiped on merge", "… get wiped nightly",
# "… by the nightly job", "… removed automatically" ("dropped on Monday" is still a retirement).
_NO_ROUTINE = (r"(?!\s+(?:automatically|nightly|daily|weekly|monthly|hourly|regularly|periodically"
               r"|on\s+(?:merge|reboot|restart|deploy|redeploy|close|logout|exit|shutdown)"
               r"|by\s+(?:the\s+|a\s+)?(?:nightly|daily|weekly|cleanup|cron|janitor)\w*)\b)")
_PASSIVE = re.compile(
    r"\s(?:(?:is|are|was|were|has been|have been|will be|get|gets|got|is getting|are getting)\s+(?:now\s+|being\s+)?"
    r"(?:dropped|removed|retired|deprecated|decommissioned|replaced|abandoned|sunset|phased out|wiped|scrapped)"
    r"|(?:can|could)\s+(?:now\s+|finally\s+)?(?:retire|be retired|be binned|be scrapped|be decommissioned))\b"  # "…can retire"
    + _NO_CONDITION + _NO_ROUTINE,
    re.IGNORECASE,
)
# "Thumbor is gone", "; the CircleCI config was deleted": only as a clause's whole subject (not "the
# flaky test in Jest is gone"), and never as a routine ("keys are deleted after 24 hours").
_GONE = re.compile(
    r"(?:^|[.;:!?,]\s*|\n\s*)" + _DETERMINER + r"(?P<t>[\w.+#-]+(?:\s+[\w.+#-]+){0,2})(?:\s+(?:is|are|was|were|has been"
    r"|have been|got)|['’]s)\s+(?:now\s+)?(?:gone|deleted|shut down|dead|switched off|turned off|closed|cancell?ed|canceled"
    r"|(?:view|read|archive)[- ]only|read only|readonly|archived)\b"  # kept to look things up: "cerner is view-only"
    # "dead again": an outage; "switched off while we migrate", "over the weekend", "between runs": for a while;
    # "dead simple", "dead slow": "very"
    + _NO_CONDITION + r"(?!\s+(?:at|on|in|for(?!\s+good\b)|overnight|again|while|over|between|outside|till|to|home|down|up|live"
    r"|out|quiet|missing|silent)\b)"
    + r"(?!(?<=dead)\s+(?:simple|slow|easy|quiet|fast|cheap|stable|reliable|quick|useful|handy|serious|right)\b)",
    re.IGNORECASE,
)
# Said as chat says it: "the office mac mini is history", "provider got the boot", "opsgenie is being
# shut down by atlassian". Read like ``_GONE`` (the clause's whole subject), and a thing that is no
# name counts too: the words leave little other reading, once these are set aside (an outside review
# found each): a record of the past ("the audit log is history of every admin action", "events table
# is history, so …": ``_RECORDS``), a part removed from something ("got the axe from the release
# checklist", "got the boot from the OOM killer"), a pause or a routine ("being shut down by the
# cost-saver job every evening", "was shut down by AWS for maintenance").
_IDIOM = re.compile(
    r"(?:^|[.;:!?,]\s*|\n\s*)" + _DETERMINER + r"(?P<t>[\w.+#-]+(?:\s+[\w.+#-]+){0,2})\s+(?:"
    r"(?:is|are|was|were|has been|have been)\s+(?:now\s+)?history(?!\s+(?:of|for|by|in|once|if|when|next)\b)"
    r"(?!\s*,\s*so\b)(?![^.;]*\b(?:once|if|unless|next (?:week|month|quarter|year|sprint)|by next)\b)"
    # … not removed from a place only, and not while the rest says it stays ("CI still runs it")
    r"|(?:got|get|gets|was|were|is|are)\s+(?:the boot|the axe|axed)(?!\s+(?:from|in|on|at|out of|for)\b)"
    r"(?![^.]*\bstill\b)"
    r"|(?:is|are)\s+being\s+shut down by\b(?![^.;]*\b(?:every|each|when|whenever|if|idle|nightly|daily|weekly"
    r"|hourly|at night|for maintenance|job|cron|autoscaler|scheduler)\b))",
    re.IGNORECASE,
)
# Things that keep a history: "history" said of them is what they hold, not that they are gone.
_RECORDS = frozenset(words.stem(w) for w in """log logs changelog table tables journal archive ledger record records
history timeline events event audit trail""".split())
# "scratch StyleCop, it's just dotnet format now": said first in a clause, of a name alone (not "a
# scratch Postgres per run", "from scratch", "scratch that", "Scratch Figma file for …").
_SCRATCH = re.compile(r"(?:^|[.;:!?,]\s*|\n\s*)(?i:scratch)\s+(?P<t>[A-Z][\w.+#-]*(?:\s+[A-Z][\w.+#-]*)?)"
                      r"(?=\s*(?:[,;]|$))")  # a name and nothing more: "scratch Docker images for …" is a noun
# "scrap" written as an adjective or a topic: "the scrapped SQLite prototype", "the page on scrapping Redis".
_SCRAP_NOT_DONE = re.compile(r"\b(?:the|a|an|our|their|its|this|that|on|about|of|for)\s+$", re.IGNORECASE)
# Dropped for something else ("we dropped virtualenv for uv"): a replacement, whatever it names;
# not when a plain noun phrase follows ("dropped the request for a bigger budget").
_DROPPED_FOR = re.compile(
    r"\b(?:drop|drops|dropped|dropping|ditch|ditches|ditched|swap|swaps|swapped)\s+" + _DETERMINER
    + r"(?P<t>[\w.+#/-]+(?:\s[\w.+#/-]+){0,3})\s+(?:for|in favou?r of)\s+"
    # … a name after an article too ("swapped the kiosk reader for a Nayax terminal")
    r"(?:(?:a|an|the)\s+(?-i:[A-Z])|(?!(?:a|an|the|our|their|its|this|that|some|more|each|every|all|now|later|good|ever)\b)\w)",
    re.IGNORECASE,
)
_CLAUSE = re.compile(r"[\n,;:()\[\]!?]")
BEFORE_CHARS = 80  # how far back a passive cue's subject is looked for
_NEGATED = re.compile(r"(?:\b(?:not|never|no|nor|without|cannot)|n't)\s+(?:\w+\s+){0,2}$", re.IGNORECASE)
_BOUNDARY = frozenset("""
for in on at because since as with instead rather than but and or so to from by when where which that
after before until while during per via if unless except we it they is are was were will be
last next yesterday today recently earlier ago onto into towards toward anymore
""".split())
_PLACE = frozenset("in on at of".split())  # a place or part after the thing ("… box in the office")
_DETERMINERS = frozenset("the a an our its their this that these those all any current existing old".split())


@dataclass(frozen=True)
class Retired:
    """One thing a text says it retires: as written, its names (lower-case) and its content stems."""

    written: str
    names: tuple[str, ...]
    stems: frozenset[str]
    # What a move carried off it ("Moved the on-call handover from Slack"): it retires the thing only
    # for a memory about what moved, not "Team chat is Slack".
    moved: frozenset[str] = frozenset()
    # A provider let go for a reason ("medivet kept shorting us"): only of a memory that has it provide (``provides``).
    provider: bool = False

    def named_in(self, raw: set[str], stems: set[str], head: str = "") -> bool:
        """Whether a text with these words (lower-case as written, and stems; ``head``: the text) names it."""
        if self.moved and not self.moved & stems:
            return False
        if self.names:  # a version is one word ("3.9" is not "3.11 … 9")
            return all(name in raw or (name.endswith("s") and name[:-1] in raw)  # "T30s" after "T30"
                       or (not any(c.isdigit() for c in name) and parts_in_a_row(name, head)
                                       and (words.content_stems(name) or {name}) <= stems) for name in self.names)
        return self.stems <= stems


def _phrase_after(text: str) -> list[str]:
    """The words of the retired thing after a cue: up to a boundary word or a sentence end."""
    out: list[str] = []
    for match in RAW.finditer(text):
        raw = match.group(0)
        if raw.lower() in _BOUNDARY or len(out) >= PHRASE_WORDS:
            break
        out.append(raw)
        rest = text[match.end():match.end() + 2]
        if rest[:1] == "." and not rest[1:2].isalnum():
            break
    return out


def _phrase_before(text: str) -> list[str]:
    """The words of the retired thing before a passive cue, back to a boundary word. A place
    after the thing is passed over when it names nothing: "the Jenkins box in the office was
    retired" retires the Jenkins box."""
    tokens = RAW.findall(text)
    out = _noun_before(tokens)
    rest = tokens[:len(tokens) - len(out)]
    while rest and rest[-1].lower() in _DETERMINERS:
        rest = rest[:-1]
    if out and not any(is_name(w) for w in out) and rest and rest[-1].lower() in _PLACE:
        return _noun_before(rest[:-1]) or out
    return out


def _noun_before(tokens: list[str]) -> list[str]:
    out: list[str] = []
    for raw in reversed(tokens):
        if raw.lower() in _BOUNDARY or raw.lower() in _DETERMINERS or len(out) >= PHRASE_WORDS:
            break
        out.insert(0, raw)
    return out


def _retired(phrase: list[str], known: frozenset[str] = frozenset()) -> Retired | None:
    # (Not any word the kinds table knows as a product: "black", "slack", "express" are everyday words too.)
    names = tuple(part for w in phrase if is_name(w) or w.lower() in known
                  for part in w.lower().split("/") if part)  # "Zebra/PrintNode": two names
    stems = frozenset(words.content_stems(" ".join(phrase)))
    if not names and not any(len(s) >= 3 for s in stems):
        return None
    return Retired(" ".join(phrase), names, stems)


def retired_things(text: str) -> list[Retired]:
    """Each thing ``text`` says it retires (a negated cue names nothing)."""
    return list(_retired_in(text))


@functools.lru_cache(maxsize=2048)  # pure; retrieval reads the same memories again and again
def _retired_in(text: str, known: frozenset[str] = frozenset(), beside: bool = False) -> tuple[Retired, ...]:
    """What ``text`` retires. Read beside an older text (``beside``): ``known`` are the names it writes as names, which
    a chat note may write in lower case ("cancelled mailgun" after "… go out through Mailgun"), and a thing gone
    without a name ("the keypads are gone") counts when every word of it is the older text's."""
    out = []
    for pattern in (_REPLACES, _DROPPED_FOR, _REMOVES, _SCRATCH, _STOPPED, CANCELLED, LEFT, LAPSED, _GONE, _IDIOM, _PASSIVE,
                    END_OF_LIFE, ENDED, PRICED_OUT, SWITCHED_OFF_ON_A_DAY, FAREWELL, FELL_OUT):
        for match in pattern.finditer(text):
            if pattern is PRICED_OUT and (KEPT_BESIDE.search(text) or not any(
                    is_name(w) and w.lower() != match.group("n").lower() for w in RAW.findall(text[:match.start()])[1:])):
                continue  # another name must do the job now, the first word aside (a capital opens a sentence)
            if pattern in (FELL_OUT, FAREWELL) and not (beside and beside_a_switch(text, match)):
                continue  # a complaint or a joke, no switch; and only of a provider an older text names (``provides``)
            if pattern is _GONE or pattern is _IDIOM:  # the clause's whole subject
                phrase = _phrase_after(match.group("t"))
            elif pattern is ENDED:  # the agreement's name, then the agreement ("Mailchimp contract")
                before = text[max(0, match.start() - BEFORE_CHARS):match.end()]
                phrase = _phrase_before(_CLAUSE.split(before[:len(before) - len(match.group(0))])[-1])
                phrase = [*phrase, match.group(0).split()[0]] if phrase else []
            elif pattern in (_PASSIVE, END_OF_LIFE, SWITCHED_OFF_ON_A_DAY):  # "X was not dropped" has no passive cue
                if pattern is SWITCHED_OFF_ON_A_DAY and not beside_a_change(text, match):
                    continue
                before = text[max(0, match.start() - BEFORE_CHARS):match.start()]
                phrase = _phrase_before(_CLAUSE.split(before)[-1])
            else:
                if _NEGATED.search(text[max(0, match.start() - 40):match.start()]):
                    continue
                if pattern is _REMOVES and match.group(0).lower().startswith("scrap") \
                        and _SCRAP_NOT_DONE.search(text[max(0, match.start() - 10):match.start()]):
                    continue
                found_at = match.groupdict()
                phrase = _phrase_after(found_at.get("t") or found_at.get("n") or found_at.get("a") or "")
                stop = pattern is _STOPPED or (pattern is _REPLACES and _SWITCHED_OFF.match(match.group(0)))
                if stop and pattern is _REPLACES and _BEEN.search(text, 0, match.start()):
                    continue  # "is switched off over the weekend": a state, read by _GONE
                if stop and (_stopped_for_a_while(match.group("t"), phrase) or _BACK_ON.search(text)):
                    continue
            found = _retired(phrase, known)
            # Without a name, beside an older text: gone or retired ("the keypads are gone") or one thing given up ("no
            # more spreadsheets" after "… with the charities online spreadsheet", "we ditched wave picking," after
            # "orders are picked in waves …"; not "no more meetings on Fridays"): all its words are the older text's.
            nameless = beside and found is not None and not found.names and (
                (pattern in (_GONE, _PASSIVE, SWITCHED_OFF_ON_A_DAY, LAPSED) and not _NOT_GONE_FOR_GOOD.search(match.group(0) + text[match.end():])
                 and not _BACK_ON.search(text))
                or (pattern is _REMOVES and bool(_GIVEN_UP.match(match.group(0))) and len(found.stems) <= 2
                    and bool(re.match(rf"\s*{re.escape(' '.join(phrase))}\s*(?:[,.;:!?]|$)", text[match.start("t"):]))))
            if found is not None and pattern is _IDIOM:
                if "history" in match.group(0).lower() and words.stem(phrase[-1].lower()) in _RECORDS:
                    continue
                # No product name needed, so every word of it must be the older memory's ("the billing
                # on-call alert" is not "the billing service on-call rotation").
                found = dataclasses.replace(found, names=())
            if found is not None and pattern is _REPLACES and match.group("moved"):
                found = dataclasses.replace(found, moved=_what_moved(match.group("moved")))
            if found is not None and pattern is FELL_OUT:
                found = dataclasses.replace(found, provider=True)
            if found is not None and (pattern in (_REPLACES, _DROPPED_FOR, _IDIOM, PRICED_OUT, FAREWELL, FELL_OUT)
                                      or found.names or nameless):
                out.append(found)
    return tuple(out)


# A move's object that is all there is ("moved everything off Heroku"): the thing itself is retired.
_WHOLE = frozenset({"everything", "everyone", "rest", "stuff", "ourselves"})


def _what_moved(obj: str) -> frozenset[str]:
    """The content stems of what a move carried ("the on-call handover" → call, handov); none for a whole."""
    if any(w.lower() in _WHOLE for w in RAW.findall(obj)):
        return frozenset()
    return frozenset(words.content_stems(obj))


def _stopped_for_a_while(after: str, phrase: list[str]) -> bool:
    """Whether the words after a stopped thing say why or for how long ("… to resize its disk"), or
    what it no longer does ("stopped CI from running on draft PRs": CI stays)."""
    rest = RAW.findall(after)[len(phrase):]
    if len(rest) > 1 and rest[0].lower() == "from" and rest[1].lower().endswith("ing"):
        return True
    return bool(rest) and rest[0].lower() in _FOR_A_WHILE


def lead(text: str) -> str:
    """The first ``LEAD_SENTENCES`` sentences (a title line counts as one), at most ``LEAD_WORDS`` words."""
    sentences = [s for s in SENTENCE_END.split(text.strip()) if s.strip()]
    head = " ".join(sentences[:LEAD_SENTENCES])
    return " ".join(head.split()[:LEAD_WORDS])


_PARTS = frozenset({"bot", "bots", "chatbot", "page", "pages", "widget", "widgets", "button", "buttons", "banner",
                    "badge", "badges", "logo", "overlay", "overlays", "theme", "emoji", "emotes", "panel", "panels"})


@functools.lru_cache(maxsize=2048)  # pure; asked of the same pairs for every setting of a question
def names_what_it_retires(new_text: str, old_text: str) -> str | None:
    """The thing the newer text says it retires that the older text's lead is about (as written
    in the newer text), or None."""
    head = lead(old_text)
    raw, stems = {w.lower() for w in RAW.findall(head)}, words.content_stems(head)
    already = retired_things(old_text)
    known = names_written(head)
    for thing in _retired_in(new_text, known, beside=True):
        named = thing.named_in(raw, stems, head) or (_of_its_kind(thing) and dataclasses.replace(
            thing, moved=frozenset()).named_in(raw, stems, head))
        # A part of the thing retired ("the Twitch chat bot was retired") is not the thing ("matches are
        # streamed on Twitch"), unless the older text is about that part too.
        parts = {w.lower() for w in RAW.findall(thing.written)} & _PARTS
        if thing.provider and not provides(thing.written, head):
            continue
        if named and not parts - raw and not any(thing.names == o.names and thing.stems <= o.stems for o in already):
            return thing.written
    return None


def _of_its_kind(thing: Retired) -> bool:
    """Whether what moved only says the thing's kind ("the SMS provider" of Twilio, ``ranking/kinds``):
    the older text need not say it ("reminder texts are sent with Twilio")."""
    if not thing.moved:
        return False
    product = tuple(words.words(thing.written))
    return any(product in kind.products for kind, _ in kinds.named_kinds(" ".join(sorted(thing.moved))))
