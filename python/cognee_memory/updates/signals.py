"""What one memory's text says, as sets of word stems: the signals the update classifier compares.

A text becomes tokens (with a light stemmer), then ``Features``: its content and subject
words, the values next to each anchor word (numbers, versions, weekdays, names in a word's
slot), the chosen things after a decision or change verb, the scopes after a preposition,
and the change cues ("switched from", "no longer", "instead of", …) with what they say was
replaced. No I/O and no model: word lists and regular expressions only.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field

from cognee_memory.updates.cues import CUES

_TOKEN = re.compile(r"[A-Za-z0-9](?:[A-Za-z0-9+#_/-]|[.:](?=[A-Za-z0-9]))*[A-Za-z0-9+#]|[A-Za-z0-9]")
_CLAUSE_END = re.compile(r"[,;.!?()\[\]]")
_DOTTED = re.compile(r"\d+(?:\.\d+){1,2}")
_UPGRADED = frozenset({"upgrad"})  # the stem of "upgrade", "upgraded"

STOPWORDS = frozenset("""
a about above after again against all also am an and any are as at be because been before being below
between both but by can could did do does doing done down during each even ever every few for from further
had has have having he her here hers him his how i if in into is it its itself just let lets like made make
makes many may me might more most much must my no nor not of off on once one only or other our ours out over
own per same shall she should so some such than that the their theirs them then there these they this those
through to too under until up upon us very via was we were what when where which while who whom why will
with would you your yours still stays stay keep keeps kept going get gets got happen happens happened
thing things something really actually currently today yesterday tomorrow week decided decide agreed
agree think thought note notes reminder review okay ok yes new old instead rather goes go went
whether since anymore longer now everywhere always anywhere
s t re ve ll d m dont isnt arent wasnt werent hasnt havent hadnt doesnt didnt wont wouldnt shouldnt couldnt cant
""".split())  # (the last line: contractions, "we're" → we, re; "don't" → dont, so "Ask Don" keeps Don)
_NOT = re.compile(r"\b(\w+)n[\'’]t\b", re.IGNORECASE)  # "don't" → "dont", "won't" → "wont"

# Verbs after which the next words name the chosen thing (the "object" of a decision).
DECISION_VERBS = frozenset("""
use uses using used chose choose chosen choosing pick picks picked prefer prefers preferred adopt adopts
adopted standardise standardize standardised standardized set sets is are was were be runs run running
ran host hosts hosted hosting deploy deploys deployed store stores stored live lives target targets
targeted pin pins pinned require requires required default defaults
""".split())
# Verbs of change: their object is the new value ("switched to X", "moved to X").
CHANGE_VERBS = frozenset("""
switch switches switched switching move moves moved moving migrate migrates migrated migrating replace
replaces replaced replacing upgrade upgrades upgraded upgrading downgrade downgraded bump bumps bumped
change changes changed changing revert reverted rename renamed renaming raise raised lower lowered
increase increased decrease decreased reduce reduced drop drops dropped deprecate deprecated deprecating
stop stopped retire retired remove removed swap swapped port ported roll rolled rolling tighten tightened
loosen loosened relax relaxed shorten shortened lengthen lengthened extend extended
""".split())
# Words that end an object or scope phrase.
BOUNDARY = frozenset("""
for in on at because since as with instead rather than but and or so to from by when where which that
after before until while during per via if unless except
""".split())
SCOPE_PREPOSITIONS = ("for", "in", "during", "per", "within")
_NO_SCOPE = frozenset({"good", "now", "ever", "real", "sure", "once"})
# "we left Libsyn for Transistor", "ditched jira for linear": after such a verb and its object, "for" names the
# successor, not a scope.
_SWAPPED_FOR = frozenset("left leave leaving dropped ditched dumped swapped swap traded abandoned exchanged".split())
WEEKDAYS = frozenset("monday tuesday wednesday thursday friday saturday sunday".split())
MONTHS = frozenset("""january february march april may june july august september october november december""".split())

def _stem(word: str) -> str:
    """A light stemmer: caching/cached/cache → cach, logging → log, sessions → session."""
    if any(c.isdigit() for c in word) or not word.isalpha():
        return word
    for suffix in ("ing", "ed", "es", "s"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            word = word[: -len(suffix)]
            if suffix in ("ing", "ed") and len(word) > 3 and word[-1] == word[-2] and word[-1] not in "ls":
                word = word[:-1]  # stopped → stop, logged → log (but not install → instal)
            elif suffix in ("ing", "ed") and len(word) > 3 and word[-1] == word[-2] == "g":
                word = word[:-1]
            break
    if word.endswith("e") and len(word) > 4:
        word = word[:-1]
    return word


@dataclass(frozen=True)
class Token:
    raw: str
    low: str
    stem: str
    capitalised: bool  # capitalised away from a sentence start (a name)
    ends_clause: bool  # punctuation follows it (objects and scopes stop there)
    spaced: bool = False  # only white space lies between it and the next token


def _starts_sentence(before: str) -> bool:
    """Whether a token after ``before`` starts a sentence: ``before`` is only white space, or ends in a mark of a
    sentence's end (or a colon or semicolon) and white space, or in a line break and white space."""
    kept = before.rstrip()
    gap = before[len(kept):]
    return not kept or "\n" in gap or (bool(gap) and kept[-1] in ".!?;:")


def tokens(text: str) -> list[Token]:
    text = _NOT.sub(r"\1nt", text)
    matches = list(_TOKEN.finditer(text))
    out = []
    for k, match in enumerate(matches):
        raw = match.group(0)
        low = raw.lower()
        # what lies before the token from the previous token's last character: the same answer as reading all the
        # text before it, without reading a long text once per token
        starts_sentence = _starts_sentence(text[matches[k - 1].end() - 1 if k else 0: match.start()])
        capitalised = (any(c.isupper() for c in raw[1:]) or (raw[0].isupper() and not starts_sentence))
        gap = text[match.end(): matches[k + 1].start() if k + 1 < len(matches) else len(text)]
        if low == "go" and _the_language(matches, k, capitalised):
            low = "golang"  # the language ("on Go 1.21", "to go 1.23", "bumped go to 1.22"), not the verb
        out.append(Token(raw, low, _stem(low), capitalised, bool(_CLAUSE_END.search(gap)),
                         k + 1 < len(matches) and not gap.strip()))
    return out


def _the_language(matches: list[re.Match[str]], k: int, capitalised: bool) -> bool:
    """Whether "go" at ``k`` names the language: written as a name, or before a version, alone or after
    "to"/"from" ("bumped go to 1.22"), and not "ready to go"."""
    after = [m.group(0) for m in matches[k + 1:k + 3]]
    if after and _DOTTED.fullmatch(after[0]):
        return True  # "to go 1.23"
    if k and matches[k - 1].group(0).lower() == "to":
        return False  # "ready to go", "Ready to Go"
    if capitalised:
        return True
    return len(after) > 1 and after[0].lower() in ("to", "from") and _DOTTED.fullmatch(after[1]) is not None


def is_value(token: Token) -> bool:
    """A number, a version, a weekday or a month: things that change while the subject stays."""
    return any(c.isdigit() for c in token.low) or token.stem in WEEKDAYS or token.low in WEEKDAYS \
        or token.stem.rstrip("s") in WEEKDAYS or token.low in MONTHS


# Decision verbs that still say what a memory is about ("deploys", "hosted", "stored").
_SUBJECT_VERBS = DECISION_VERBS - frozenset("""
use uses using used is are was were be set sets chose choose chosen choosing pick picks picked prefer prefers
preferred default defaults require requires required
""".split())


def is_content(token: Token) -> bool:
    """Whether a token names something: not a stop word, a decision or change verb, or one letter."""
    if len(token.raw) > 1 and token.raw.isupper() and token.raw.isalpha():
        return True  # an acronym ("US", "EU", "API") is a name, even when it spells a stopword
    return (token.low not in STOPWORDS and (token.low not in DECISION_VERBS or token.low in _SUBJECT_VERBS)
            and token.low not in CHANGE_VERBS and len(token.low) > 1) or any(c.isdigit() for c in token.low)


def _value_key(token: Token) -> str:
    low = token.low.rstrip("s") if token.stem.rstrip("s") in WEEKDAYS else token.low
    return low.lstrip("v") if re.fullmatch(r"v\d[\w.]*", low) else low


@dataclass(frozen=True)
class Features:
    content: frozenset[str]  # content stems (values included)
    subject: frozenset[str]  # content stems without values
    values: dict[str, frozenset[str]]  # anchor stem → values next to it
    objects: frozenset[str]  # stems right after a decision/change verb
    scopes: dict[str, frozenset[str]]  # preposition → stems after it
    cues: tuple[str, ...]  # change-cue labels found
    cue_targets: frozenset[str]  # what a cue says was replaced ("from Redis" → redis)
    # "from A to B" / "A → B": (A's content stems and values, B's, "A → B" as written)
    transitions: tuple[tuple[frozenset[str], frozenset[str], str], ...] = ()
    words: dict[str, str] = field(default_factory=dict)  # stem → the word as written (for reasons)
    # value → the names its clause has before it ("Minimum Go version is now 1.22": go)
    leads: dict[str, frozenset[str]] = field(default_factory=dict)


# Words that negate the decision verb after them ("we don't use an ORM", "we didn't choose Redis";
# a contraction is one word here: ``tokens``).
_NEGATIONS = frozenset({"not", "never", "longer", "stopped", "stop", "quit", "avoid", "dont", "doesnt", "didnt",
                        "wont", "cant", "cannot", "isnt", "arent", "wasnt", "werent", "shouldnt", "wouldnt"})


def _phrase(toks: list[Token], start: int, limit: int, *, values: bool) -> list[str]:
    """Up to ``limit`` content stems from ``start``, stopping at a boundary word or punctuation."""
    out: list[str] = []
    j = start
    while j < len(toks) and len(out) < limit and toks[j].low not in BOUNDARY:
        if is_content(toks[j]) and (values or not is_value(toks[j])):
            out.append(toks[j].stem)
        if toks[j].ends_clause:
            break
        j += 1
    return out


def _slot_names(toks: list[Token]) -> set[int]:
    """Positions of names right after an ordinary word: a value in that word's slot ("team Falcon")."""
    return {
        i for i in range(1, len(toks))
        if toks[i].capitalised and is_content(toks[i]) and not is_value(toks[i])
        and is_content(toks[i - 1]) and not toks[i - 1].capitalised and not is_value(toks[i - 1])
        and toks[i - 1].low not in DECISION_VERBS and not toks[i - 1].ends_clause
    }


_QUANTITY = re.compile(r"[~≈]?\d[\d.,]*(?:%|[kmgt]b?|ms|s|x|×)?")  # "100", "2.5", "20%", "512mb"; not "1password", "v2"


def _measure_follows(toks: list[Token], verb: int) -> bool:
    """Whether the decision verb at ``verb`` is followed by a quantity ("limits are 100 requests
    per second", "the pool has 20 connections"): that measures something, the words after the
    number are its unit and name no choice (its change is a changed value, ``values``)."""
    first = next((toks[j] for j in range(verb + 1, min(len(toks), verb + 4)) if is_content(toks[j])), None)
    return first is not None and _QUANTITY.fullmatch(first.low) is not None


@functools.lru_cache(maxsize=1024)  # pure; retrieval classifies the same memories again and again (≈ 5 KB each)
def features(text: str) -> Features:
    toks = tokens(text)
    slots = _slot_names(toks)
    content = [t for t in toks if is_content(t)]
    values: dict[str, set[str]] = {}
    for i, tok in enumerate(toks):
        if i in slots:
            values.setdefault(toks[i - 1].stem, set()).add(tok.low)
            continue
        if not is_value(tok) or not is_content(tok):
            continue
        anchor = next((toks[j].stem for j in range(i - 1, max(-1, i - 6), -1)
                       if is_content(toks[j]) and not is_value(toks[j])), None)
        if anchor is None:
            anchor = next((toks[j].stem for j in range(i + 1, min(len(toks), i + 3))
                           if is_content(toks[j]) and not is_value(toks[j])), "")
        values.setdefault(anchor, set()).add(_value_key(tok))
    objects: set[str] = set()
    for i, tok in enumerate(toks):
        if tok.low in DECISION_VERBS and not (i and toks[i - 1].low in _NEGATIONS) and not _measure_follows(toks, i):
            objects.update(_phrase(toks, i + 1, 3, values=False))
        elif tok.low in CHANGE_VERBS:
            # "switched the cache to Valkey": the object of a change verb follows "to".
            to = next((k for k in range(i + 1, min(len(toks), i + 8)) if toks[k].low == "to"), None)
            if to is not None:
                objects.update(_phrase(toks, to + 1, 3, values=False))
    scopes: dict[str, set[str]] = {}
    for i, tok in enumerate(toks):
        # "for good", "for now", "for ever": no scope, a time.
        if tok.low in SCOPE_PREPOSITIONS and not tok.ends_clause \
                and not (i + 1 < len(toks) and toks[i + 1].low in _NO_SCOPE) \
                and not (tok.low == "for" and any(t.low in _SWAPPED_FOR for t in toks[max(0, i - 4):i])):
            scopes.setdefault(tok.low, set()).update(_phrase(toks, i + 1, 2, values=True))
    cues: list[str] = []
    targets: set[str] = set()
    for pattern, label in CUES:
        for match in pattern.finditer(text):
            if label not in cues:
                cues.append(label)
            target = (match.groupdict().get("t") or "").strip(".,;:-").lower()
            if target and target not in STOPWORDS:
                targets.add(_stem(target))
    slot_stems = {toks[i].stem for i in slots}
    subject = [t for t in content if not is_value(t) and t.stem not in slot_stems]
    leads: dict[str, set[str]] = {}
    for i, tok in enumerate(toks):
        if is_value(tok) and is_content(tok):
            leads.setdefault(_value_key(tok), set()).update(_leading_names(toks, i))
    transitions = []
    for a, b in _transition_texts(text):
        old, new = _phrase_stems(a), _phrase_stems(b)
        if old and new and old != new:
            transitions.append((old, new, f"{a.strip()} → {b.strip()}"))
    return Features(
        content=frozenset(t.stem for t in content),
        subject=frozenset(t.stem for t in subject),
        values={k: frozenset(v) for k, v in values.items()},
        objects=frozenset(objects),
        scopes={k: frozenset(v) for k, v in scopes.items() if v},
        cues=tuple(cues),
        cue_targets=frozenset(targets),
        transitions=tuple(transitions),
        words={t.stem: t.raw for t in reversed(toks)},
        leads={k: frozenset(v) for k, v in leads.items()},
    )


def _leading_names(toks: list[Token], i: int) -> set[str]:
    """The stems of the names (capitalised away from a sentence start) before ``toks[i]`` in its
    clause: the things it may be a value of ("Minimum Go version is now 1.22": go)."""
    out: set[str] = set()
    for j in range(i - 1, -1, -1):
        if toks[j].ends_clause:
            break
        if toks[j].capitalised and not is_value(toks[j]):
            out.add(toks[j].stem)
    return out


# "from PostgreSQL 15 to PostgreSQL 16", "from Postgres to SQLite", "PostgreSQL 15 → 16": up to
# three words on each side, ending at punctuation or a boundary word.
_SIDE = r"((?:[\w.+#/-]+)(?:\s+(?!to\b|from\b|in\b|for\b|on\b|and\b|with\b)[\w.+#/-]+){0,2})"
_TRANSITION = (re.compile(rf"\bfrom\s+(?:the\s+|a\s+|an\s+)?{_SIDE}\s+to\s+(?:the\s+|a\s+|an\s+)?{_SIDE}", re.IGNORECASE),
               re.compile(rf"{_SIDE}\s*(?:→|->)\s*{_SIDE}", re.IGNORECASE))


def _transition_texts(text: str) -> list[tuple[str, str]]:
    return [(m.group(1), m.group(2)) for pattern in _TRANSITION for m in pattern.finditer(text)]


# One thing under two names (stems): a transition's sides are matched under one name.
ALIASES = {"postgresql": "postgr"}


def canonical(stems: frozenset[str] | set[str]) -> frozenset[str]:
    return frozenset(ALIASES.get(s, s) for s in stems)


def _phrase_stems(phrase: str) -> frozenset[str]:
    """The content stems and values of a short phrase ("PostgreSQL 15" → postgr, 15)."""
    return canonical({t.stem if not is_value(t) else _value_key(t) for t in tokens(phrase) if is_content(t)})


def version_bump(new: Features, old: Features, new_text: str, old_text: str) -> str | None:
    """A new version of the same named thing, said with a change cue: "ruby: 3.1 → 3.3" for
    "Upgraded … to Ruby 3.3" after "… Ruby 3.1", or None. The thing must be a name, written with
    a capital in both texts ("room 2" / "room 4" are two rooms, not a change)."""
    for anchor, old_values in old.values.items() if new.cues else ():
        new_values = new.values.get(anchor, frozenset())
        if anchor.isalpha() and new_values and all(v[:1].isdigit() for v in old_values | new_values) \
                and not old_values & new_values and _written_as_name(anchor, new_text) \
                and _written_as_name(anchor, old_text):
            return f"{anchor}: {'/'.join(sorted(old_values))} → {'/'.join(sorted(new_values))}"
    return None


# Words a version requirement is written after when the thing it is of goes unsaid ("Minimum is now 3.12").
REQUIREMENT_WORDS = frozenset(_stem(w) for w in "minimum min floor baseline requirement version target".split())


_UNNAMED_ANCHORS = frozenset(_stem(w) for w in DECISION_VERBS | CHANGE_VERBS | {"build", "builds", "live"})


def successor_version(new: Features, old: Features, across_major: bool = False) -> tuple[str, str] | None:
    """A later version in the same line as one the older memory gives, said with a change cue and
    after the same word or a requirement word, and the newer text names no other thing for it
    (every name its clause has before the version is in the older text) and no other scope (every
    word after "for", "in", … is: "Minimum is now 3.12 for the data pipeline" is no successor of
    "The Lambdas run Python 3.11"):
    ("python", "3.10 → 3.12") for "Minimum is now 3.12 …" after "The pipeline targets Python 3.10"
    (the same major number, a higher one after it). The old version's anchor is returned so a
    caller can ask whether a question is about it. None for "Django 3.2" after "Python 3.10", or
    "Minimum Go version is now 1.22" after "Clients must connect with TLS 1.2". ``across_major``: also a
    higher major number after the very same word ("minimum is API 26 now" after "supports API 24 and up"),
    for a caller whose question asks about a version."""
    if not new.cues or any(not stems <= old.words.keys() for stems in new.scopes.values()):
        return None
    for old_anchor, old_values in old.values.items():
        for new_anchor, new_values in new.values.items():
            # The same word, a requirement word, or a thing the older text names ("Rolled every drone
            # to 04.03" after "Drone firmware is pinned to v04.01").
            same_thing = new_anchor == old_anchor or new_anchor in REQUIREMENT_WORDS or new_anchor in old.words
            # … or no thing at all: a verb before or after it ("all apps build on 1.17 now", "3.13 is live").
            unnamed = new_anchor in _UNNAMED_ANCHORS
            # … or, asked for a version, an upgrade of a thing the older line names, the version said bare ("rds
            # upgrade done over the weekend, we're on 16 now" after "prod db is postgres 13 on rds")
            upgraded = across_major and not same_thing and bool(_UPGRADED & new.words.keys()) \
                and any(not w[:1].isdigit() for w in (new.content & old.content) - _UPGRADED)
            for before in old_values:
                for after in (v for v in new_values if same_thing or upgraded or (unnamed and not new.leads.get(v))):
                    # Across a major number, whole numbers too ("API 24" → "API 26"), after the very same word.
                    across = across_major and (new_anchor == old_anchor or upgraded)
                    dotted = bool(_DOTTED.fullmatch(before) and _DOTTED.fullmatch(after))
                    near = not upgraded or (before.isdigit() and after.isdigit() and int(after) - int(before) <= 10)  # not "500"
                    if near and (dotted or (across and before.isdigit() and after.isdigit())) \
                            and (before.split(".")[0] == after.split(".")[0] or across) and _parts(after) > _parts(before) \
                            and new.leads.get(after, frozenset()) <= old.words.keys():
                        return old_anchor, f"{before} → {after}"
    return None


# A question asks about a version when it says so ("Which Python version …", "What is the minimum …").
_VERSION_QUESTION_WORDS = REQUIREMENT_WORDS | {_stem(w) for w in ("oldest", "newest", "latest", "support")}


def asks_for_a_version(question: str) -> bool:
    """Whether a question says it asks about a version ("what's the oldest android version …?",
    "minimum …"), not only about the thing a version is of."""
    return bool({_stem(w.lower()) for w in re.findall(r"[A-Za-z]+", question)} & _VERSION_QUESTION_WORDS)


def asks_about_version(question: str, anchor: str) -> bool:
    """Whether a question asks about a version, or about the thing ``anchor`` (a stem from
    ``successor_version``) a version is of: "Which Python version does the pipeline need?"."""
    asked = {_stem(w.lower()) for w in re.findall(r"[A-Za-z]+", question)}
    return bool(asked & (_VERSION_QUESTION_WORDS | {anchor}))


def _parts(version: str) -> tuple[int, ...]:
    return tuple(int(p) for p in version.split("."))


def _written_as_name(word: str, text: str) -> bool:
    return any(m.group(0)[:1].isupper() for m in re.finditer(rf"\b{re.escape(word)}\b", text, re.IGNORECASE))
