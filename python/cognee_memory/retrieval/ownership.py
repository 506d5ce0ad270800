"""Who does a job, not how it is done: "Kofi is the go-to for anything lab results now, Dana moved to
the mobile team", "Inês took over alerting and geofences from marek", "catalogue imports belong to
Sofia's metadata team as of this quarter". A note that says only who owns or does something changes
who, so it stands in for an older memory only for a question about who (``retrieval/unmarked.py``):
not for "how do lab results get matched to a patient?".

Pure: regular expressions and the update signals.
"""

from __future__ import annotations

import re
from functools import lru_cache

from cognee_memory.ranking import words
from cognee_memory.updates.signals import features

# A person gone to other work ("Priya moved to research computing", "Okafor went to the trust board", "Kofi's gone to
# the Rotterdam DC", "Lena's on onboarding"): not to an event or a place for a day, nor on leave or on call.
_ELSEWHERE = (r"(?:\s+(?:goes|went|is going|moves|moved|is)\s+full[- ]time\s+(?:on|to)\s+[\w-]+"  # "Karim goes full-time on …"
              # … not for a while: "… for two weeks", "… this sprint" (an outside review's probes)
              r"(?![^,;.]*\b(?:for|this|next|until|till|during)\b)"
              r"|(?:'s|’s|\s+has|\s+is)?\s+(?:moved|went|gone|transferred|switched)\s+(?:over\s+)?to\s+"
              r"(?!(?:the\s+|a\s+)?(?:conference|meeting|lunch|doctor|dentist|hospital|offsite|standup|stand-up|office|gym"
              r"|airport|training|workshop|summit|party|pub|new office|bank|post office)\b)[\w-]+"
              # … not a trip: "went to Berlin for the offsite", "… for two weeks"
              r"(?![^,;.]*\b(?:for\s+(?:a|an|the|one|two|three|four|a few|some|\d+)\b|trip|visit|offsite|conference))"
              r"|(?:'s|’s|\s+is)\s+(?:now\s+)?on\s+(?!(?:leave|holiday|holidays|vacation|call|sick|it|the phone|a break|break|lunch"
              r"|parental|paternity|maternity|annual|site|the way|time|track|board|top|duty|shift|nights|days|earlies|lates"
              r"|standby|the rota|a call|mute|a course)\b)[a-z][\w-]+)")
# A clause that says who owns or does a job, or where a person went.
_OWNERSHIP = re.compile(
    r"\b(?:owns|(?<!their )(?<!its )(?<!our )(?<!my )(?<!your )(?<!his )(?<!her )own"
    # … not the owner's approval of something else ("owner signed off monday: after-hours surcharge is 189 going forward")
    r"|owners?(?!\s+(?:signed|approved|ok'?d|okayed|agreed|said|says|decided|wants))|go-to|in charge|maintains?|maintainer|responsible for|point of contact"
    r"|took over|taken over|takes over|handed (?:over|off)|hands (?:over|off)|belongs? to"
    r"|inherit(?:s|ed)?\b[^,;.]*?\bfrom\b"  # "lena inherited everything patient-facing on the website from me"
    r"|(?:took|taken|takes)\b[^,;.]*?\boff\s+\w+(?:'s|’s)\s+(?:hands|plate)"  # "took the plugin off Marta's hands"
    # "handing lesson bookings to Aiko from today"
    r"|(?:handing|handed|passing|passed)\s+(?:over\s+|on\s+)?(?:[\w'’-]+\s+){0,4}?to\s+(?-i:[A-Z])[\w-]*"
    r"|(?:is|are|'s|’s) on (?:the )?[\w-]+(?: [\w-]+)? (?:team|squad)|full time"
    # "Aiko's recommendations squad has the ranking code now", "Priti looks after the google classroom integration",
    # "gateway firmware releases are Mei's call from now on"
    r"|(?:team|squad|crew|group) (?:has|have|runs|handles|looks after|took|takes)|looks? after"
    r"|(?:is|are|'s|’s) [A-Z][\w-]*(?:'s|’s) (?:call|job|decision|responsibility))\b"
    # A role said of a person by name ("Ines is QA lead", "Kemal's the new loans coordinator"), and a person gone
    # ("Tomasz left"): who does the job now, not how it is done.
    r"|^\s*(?-i:[A-Z])[a-zà-ÿ]+ (?:is|'s|’s) (?:now )?(?:the |our )?(?:new )?(?:[\w-]+ ){0,2}"
    r"(?:lead|manager|head|owner|coordinator|point person)\b(?!\s+(?:for|of)\s+(?:now|today|this|the week)\b)"
    r"|^\s*(?-i:[A-Z])[a-zà-ÿ]+ (?:has )?left\b(?!\s+(?:for|early|to|at|on|the\s+(?:[\w-]+\s+)?(?:standup|office|meeting|call|building|chat|channel|group|thread|room))\b)"
    # "Aoife has the seasonal schedule upload now": a person who has a job now
    r"|\b(?:'s|’s|has) got the\b"  # "Marek's got the billing run"
    # … and as chat writes it, in lower case: "marco now signs off on teacher covers", "tobi does the fraud queue from
    # now on", "new AM is lena"
    r"|\bsigns? off on\b|\b(?!(?:it|this|that|which|what|who|he|she|they|we|i|you|one|everyone|nobody|someone)\b)"
    r"[a-z][\w-]*\s+(?:now\s+)?does\s+the\s+[\w-]+(?:\s+[\w-]+)?\s+(?:from now on|now|going forward)\b"
    r"|\bnew\s+(?:am|account manager|manager|contact|rep|lead|owner|coordinator|admin)\s+is\b"
    r"|^\s*(?-i:[A-Z])[a-zà-ÿ]+ has (?:the|all)\b(?!\s+(?:flu|cold|day|week|afternoon|morning)\b)[^,;.]*\bnow\b"
    r"|\b(?:is|are|'s|’s) keeping (?:it|them)\b|\bkeeps? (?:it|them) for good\b"
    r"|^\s*[\w-]+ (?:moved|switched|went) over to [\w-]+(?: [\w-]+)?\s*$"  # "priya moved over to events"
    r"|^\s*[A-Z][\w-]*(?:'s|’s)? (?:moved|switched|went|transferred|is moving)\s+(?:over\s+)?to\s+(?:the\s+)?[\w-]+"
    r"(?:\s+[\w-]+)?\s+(?:team|squad|rewrite|project|app|side)\b"
    # "support inbox is Tom's from this week"
    r"|\b(?:is|are) (?-i:[A-Z])[a-zà-ÿ]+(?:'s|’s)(?=\s*(?:$|[,;.!?]|now\b|from\b|as of\b|since\b|starting\b))",
    re.IGNORECASE)
_CLAUSES = re.compile(r"[,;.!?]\s+|\s+(?:and|but)\s+")


@lru_cache(maxsize=2048)  # pure; asked of the same few notes many times per question
def says_only_who(text: str, people: tuple[str, ...] = ()) -> bool:
    """Whether every clause of ``text`` that says something changed ("now" aside) says who owns or
    does a job, and at least one clause does; a clause that says one of ``people`` went to other work
    ("Priya moved to research computing") counts."""
    went = [re.compile(rf"^\s*{re.escape(p)}{_ELSEWHERE}", re.I) for p in people]
    clauses = [c for c in _CLAUSES.split(text) if c.strip()]
    owning = [c for c in clauses if _OWNERSHIP.search(c) or any(w.search(c) for w in went)]
    if not owning:
        return False
    changing = [c for c in clauses if set(features(c).cues) - {"now"}]
    return all(c in owning for c in changing)


# "Dana moved to the mobile team", "Jonas is on the app full time", "Tom left the team", "dave retires friday":
# where a person went, to other work or none (not "Dana moved to the new office").
_LEFT = (r"(?:'s|’s)?\s+(?:(?:moved|switched|went|transferred|is moving)\s+over\s+to\s+(?!(?:the|a|an|our|my|her|his)\b)[\w-]+\b(?!\s+(?:office|building|site|floor|desk)\b)"
         # "she's on the archive project now"
         r"|on\s+the\s+[\w-]+(?:\s+[\w-]+)?\s+(?:project|rewrite|build|team|squad)\b"
         r"|(?:moved|switched|went|transferred|is moving)\s+(?:over\s+)?to\s+(?:the\s+)?[\w-]+"
         r"(?:\s+[\w-]+)?\s+(?:team|squad|rewrite|project|app|side|college|school|company|department|role|job|startup"
         r"|agency|division)\b|is (?:now )?on (?:the )?[\w-]+(?: [\w-]+)? (?:team|squad)\b"
         # … not for a while or a place ("Elif left for two weeks of holiday", "left early", "left the standup")
         r"|left\b(?!\s+(?:for|early|to|at|on|the\s+(?:[\w-]+\s+)?(?:standup|office|meeting|call|building|chat|channel|group|thread|room))\b)(?:\s+the\s+(?:company|team))?"
         r"|joined\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:team|squad)\b|is (?:now )?on (?:the )?[\w-]+(?: [\w-]+)? full time"
         # "dave retires friday", "Sean's full time on programming from now"
         r"|(?:is\s+)?retir(?:es|ed|ing)\b|(?:is\s+)?(?:now\s+)?full[- ]time on\b(?![^,;.]*\b(?:for|this|next|until|till|during)\b))")
_NAME = re.compile(r"\b[A-Z][a-zà-ÿ]+\b")


# Cover while someone is away: "… Dmitri's team handles certificate renewals meanwhile".
# … or back soon: "Bram left, back tomorrow; the front desk team has the master keys".
_MEANWHILE = re.compile(r"\b(?:meanwhile|in the meantime|until|till|for now|tonight|tomorrow|back"
                        r"|(?<!\bfrom )(?<!\bas of )(?<!\bstarting )(?:today|this week))\b", re.I)  # "from this week": for good
# A note signed by its writer ("… ping her not me - jonas"): what it says of "I" it says of them.
_SIGNED = re.compile(r"\s[-–—~]\s*([A-Za-zà-ÿ]+)\s*$")
# "… inherited everything patient-facing on the website from me": the signer handed the job on.
_FROM_ME = re.compile(r"\b(?:inherit\w*|took|taken|takes|got|gets|has)\b[^,;.]*?\bfrom me\b", re.I)
_I_MOVED_ON = re.compile(r"\bI(?:['’]m| am)\s+(?:now\s+)?on\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+){0,2}\s+full[- ]time\b"
                         r"|\bI(?:['’]ve| have)?\s+(?:moved|switched|went)\s+(?:over\s+)?to\b")


# Cover that became the job: "… she covered while Ruairi was on paternity leave and is keeping it".
_KEPT = re.compile(r"\b(?:is|are|'s|’s) keeping (?:it|them|that)\b|\bkeeps? (?:it|them)(?: for good| permanently)?\b"
                   r"|\b(?:took|takes|has taken) (?:it|them) over (?:for good|permanently)\b", re.IGNORECASE)
_COVERED = re.compile(r"\b(?:covered|stood in|filled in)\b", re.IGNORECASE)


def person_left(hit: str, newer: str) -> str:
    """A person the hit names (a capitalised name) whom the newer note says moved on to other work or
    left, not for a while, or whose work someone covered and keeps, or ""."""
    kept = bool(_COVERED.search(newer) and _KEPT.search(newer))
    if _MEANWHILE.search(newer) and not kept:
        return ""
    signed = _SIGNED.search(newer)
    handed_on = "took over" in features(newer).cues or bool(_I_MOVED_ON.search(newer) or _FROM_ME.search(newer))
    return next((name for name in dict.fromkeys(_NAME.findall(hit))
                 if re.search(rf"\b(?i:{re.escape(name)}){_LEFT}", newer) or (kept and re.search(rf"\b{re.escape(name)}\b", newer))
                 # gone to other work while someone else is named ("Kofi's gone to the Rotterdam DC, Hanna runs the site")
                 or (re.search(rf"\b{re.escape(name)}{_ELSEWHERE}", newer, re.I) and _another_named(hit, newer))
                 # "handing lesson bookings to Aiko from today, I'm on the snowmaking telemetry full time … - jonas"
                 or (signed is not None and signed.group(1).lower() == name.lower() and handed_on)
                 # "… took the plugin off Marta's hands when she went to the billing squad"
                 or re.search(rf"\boff\s+{re.escape(name)}(?:'s|’s)\s+(?:hands|plate)\b", newer)
                 or re.search(rf"\b{_written(name)}\b[^.;]*?\b(?:she|he|they){_LEFT}", newer)
                 # "Sofia took over from Henrik", "Sofia took lift ops over from Henrik": a handover, the job is hers
                 or re.search(rf"\b(?:took|takes|taken|taking)\s+(?:[\w-]+\s+){{0,3}}?over\s+(?:[\w-]+\s+){{0,3}}?from\s+"
                              rf"{_written(name)}\b", newer)),
                "")


def _written(name: str) -> str:
    """A pattern of a name the hit capitalises as a note may write it: in lower case too ("… from ellen"), unless
    it is a common word in lower case ("Will": "someone will …")."""
    return re.escape(name) if name.lower() in words.STOP_WORDS else f"(?i:{re.escape(name)})"


def _another_named(hit: str, newer: str) -> bool:
    """Whether the newer note names a person the hit does not (who has the job now)."""
    known = {n.lower() for n in _NAME.findall(hit)}
    return any(n.lower() not in known and n.lower() not in words.STOP_WORDS for n in _NAME.findall(newer))


def owner_left(hit: str, newer: str) -> str:
    """A person the hit names whom a newer note that says only who does a job (``says_only_who``) says
    moved on (``person_left``, ``handed_on_in_lower_case``), or ""."""
    if not says_only_who(newer, tuple(dict.fromkeys(_NAME.findall(hit)))):
        return ""
    return person_left(hit, newer) or _job_given_to_another(hit, newer) or handed_on_in_lower_case(hit, newer)


# Busy with other work or gone, said first in a clause of a person chat writes in lower case: "dave's swamped w/
# estimates", "jess is stepping back to teach only", "jen's moving to the search team", "daniel left stripe", "maria
# on mat leave from oct" (not "left the cooler door open", "left early").
_AWAY = (r"(?:'s|’s|\s+is|\s+has been|\s+was)?\s+(?:now\s+)?(?:swamped|drowning|slammed|snowed under|overloaded|maxed out"
         r"|step(?:ping|ped|s)? (?:back|down|away)|moving (?:over )?to|moved (?:over )?to|leaving|quit|quitting"
         r"|left(?!\s+(?:early|for|the|a|an|his|her|their|its|it|at|on|in|to|us|me)\b)"
         r"|retir(?:ed|es|ing)|(?:off )?on (?:mat|maternity|paternity|parental) leave)\b")
# … while another takes the job: "tobi does the fraud queue from now on", "marco now signs off on teacher covers", "the
# roster is kelsey's job now", "aisha's got the checkout pager", "priya takes over the bridal bookings", "new AM is lena".
_TAKES = re.compile(r"\b(?P<who>[a-z][\w-]+)(?:\s+now)?\s+(?:does|signs off on|takes over|took over|has taken over)\s"
                    r"(?P<job>[^,;.!?]*)"
                    r"|\b(?P<got>[a-z][\w-]+)(?:'s|’s|\s+has)\s+got\s+(?P<job2>the\b[^,;.!?]*)"
                    r"|(?P<job3>\b[^,;.!?]*?)\b(?:is|are|'s|’s)\s+(?P<whose>[a-z][\w-]+)(?:'s|’s)\s+(?:job|call|responsibility|thing)\b"
                    r"|\bnew\s+(?P<job4>am|account manager|manager|contact|rep|lead|owner|coordinator|admin)\s+is\s+(?P<new>[a-z][\w-]+)",
                    re.I)
# … not for a while, nor kept, nor asked: "dave's slammed this wk", "for the next 2 weeks", "while he's out", "dave's
# swamped but the roster is still his job", "dave's leaving?? so …" (an outside review's probes).
_NOT_FOR_GOOD = re.compile(r"\?|\b(?:still|keeps?|keeping|while|vacation|holidays?)\b|\b(?:this|next|for the next|for)\s+"
                           r"(?:\d+\s+|two\s+|three\s+|a few\s+|a\s+|couple(?: of)?\s+)?(?:wk|wks|week|weeks|month|months|days?)\b",
                           re.I)


def _does_the_job(word: str, hit: str) -> bool:
    """Whether the hit writes ``word`` as the one who does its job: first in a clause before a verb ("dave makes the …",
    "jen has the stripe pager", "maria handles the …"), or last, after "is" ("our account manager is daniel k")."""
    w = re.escape(word)
    return re.search(rf"(?:^|[.;,!:]\s*)(?i:{w})\s+(?:[a-z]+s|has|is|does)\s+(?:the|a|an|all|our|every|any|through|out|over|up"
                     rf"|it|them)\b|\bis\s+(?i:{w})(?:\s+[a-z])?\s*(?:[,;.!]|$)", hit) is not None


_WHEN = words.content_stems("monday tuesday wednesday thursday friday saturday sunday morning evening night weekly daily "
                            "monthly week month day")  # a day is no job in common ("… the friday pizza order")


def _job_in_common(job: str, hit: str, people: set[str]) -> bool:
    """Whether the job a note hands on is the hit's: a word in common, people aside, or its initials ("AM" for "account
    manager")."""
    job = re.split(r"[,;.]|\bso\b", job)[-1]  # the job, not why: "dave's swamped w/ estimates so the instagram posts"
    if (words.content_stems(job) - people - _WHEN) & (words.content_stems(hit) - people):
        return True
    initials = job.strip().lower()
    found = 2 <= len(initials) <= 3 and initials.isalpha() and re.search(
        r"\b" + r"[a-z]{2,}\s+".join(initials) + r"[a-z]{2,}", hit, re.I)
    return bool(found) and not any(w.lower() in words.STOP_WORDS for w in found.group(0).split())  # not "a monthly"


def handed_on_in_lower_case(hit: str, newer: str) -> str:
    """The person who does the hit's job, written in lower case (``_does_the_job``), when a clause of the newer note
    begins with them busy elsewhere or gone and the note names another who takes that job (a word of it in common):
    "dave's swamped so the on-call roster is kelsey's job now" after "dave makes the on-call roster every friday";
    not "… so the instagram posts are kelsey's job now", nor for a while (``_MEANWHILE``, ``_NOT_FOR_GOOD``)."""
    if _NOT_FOR_GOOD.search(newer) or _MEANWHILE.search(re.sub(r"\bstep\w* back\b", "", newer)):  # stepping back: no return
        return ""
    taken = [((m["who"] or m["got"] or m["whose"] or m["new"]).lower(), m["job"] or m["job2"] or m["job3"] or m["job4"] or "")
             for m in _TAKES.finditer(newer)]
    for word in dict.fromkeys(w.lower() for w in re.findall(r"\b[A-Za-z][a-z]{2,}\b", hit)):
        if word in words.STOP_WORDS or not _does_the_job(word, hit) \
                or not re.search(rf"(?:^|[.;,!:]\s*|\bso\s+|\band\s+)(?i:{re.escape(word)}){_AWAY}", newer):
            continue
        people = {word} | {who for who, _ in taken}
        if any(who != word and who not in words.STOP_WORDS and _job_in_common(job, hit, people) for who, job in taken):
            return word
    return ""


_THEIR_JOB = re.compile(r"\b([\w-]+)(?:'s|’s| is| are) (?-i:[A-Z])[\w-]*(?:'s|’s) (?:job|call|responsibility|thing)\b", re.I)


def _job_given_to_another(hit: str, newer: str) -> str:
    """The person the hit names when a newer note says, with a change cue, that someone else does the whole
    job the hit gives them, in the hit's own words ("Lena owns billing now" after "Tomasz owns billing"), or ""."""
    if not features(newer).cues or _MEANWHILE.search(newer):
        return ""
    hit_names = [n for n in dict.fromkeys(_NAME.findall(hit)) if n.lower() not in words.STOP_WORDS]
    new_names = [n for n in _NAME.findall(newer) if n.lower() not in words.STOP_WORDS]
    gone = [n for n in hit_names if not re.search(rf"\b{re.escape(n)}\b", newer)]
    if not gone or not any(n not in hit_names for n in new_names):
        return ""
    job = words.content_stems(hit) - {s for n in hit_names for s in words.content_stems(n)}
    # … or names the hit's thing as another's job: "rota's Aiko's job now" after "Marco writes the weekly rota"
    named = _THEIR_JOB.search(newer)
    if named and words.content_stems(named.group(1)) & job:
        return gone[0]
    return gone[0] if job and job <= words.content_stems(newer) else ""



def names_someone(text: str) -> bool:
    """Whether a note names who does something: a capitalised name (a person, a team, a vendor), a team or a
    vendor ("it's the platform team now") or a clause of ownership ("priti looks after …"); not "as of last
    sprint the sports desk has two more reporters"."""
    names = (w for w in re.findall(r"\b[A-Z][\w-]*", text) if w.lower() not in words.STOP_WORDS)
    return next(names, None) is not None or bool(_OWNERSHIP.search(text)) \
        or bool(re.search(r"\b(?:team|squad|crew|department|agency|contractors?|vendor)\b", text, re.I))
