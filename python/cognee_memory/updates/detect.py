"""Does a new memory update an older one? A transparent, I/O-free classifier.

For a new memory and candidate memories (each with its cosine similarity to the new one),
every candidate is classified as

* ``updates``   — the same subject with a changed value or decision ("PostgreSQL 15" →
  "we upgraded to PostgreSQL 16", "pool of 20" → "pool of 50", "switched from Redis");
* ``duplicate`` — the same content, reworded or repeated;
* ``related``   — keep both (a different scope, another subject, or no evidence of change).

Only readable signals are used, no model: similarity bands, topic/reference overlap, change
cues ("switched", "no longer", "instead of", "now", "migrated", …), and values (numbers,
versions, weekdays, names after a decision verb such as *use*/*chose*/*is*) that differ for
the same anchor word. Each result carries a confidence in [0, 1] and the reasons that made it.

Cosines are whatever the caller's embedder gives; the defaults are calibrated for the offline
WordLlama embedder (related sentences ≈ 0.45–0.85, unrelated ≈ 0.0–0.3).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import datetime
from enum import Enum
from typing import Any, Iterable, Sequence

from cognee_memory.model import Memory, Status, format_timestamp


class Kind(str, Enum):
    UPDATES = "updates"
    DUPLICATE = "duplicate"
    RELATED = "related"


@dataclass(frozen=True)
class Thresholds:
    """Every tunable number in one place (keyword defaults, as in a ranking core)."""

    candidate_min_cosine: float = 0.55  # below this a memory is only a candidate when it shares a topic/file
    related_min_cosine: float = 0.30  # with a shared topic/file, at least this similar
    duplicate_cosine: float = 0.92  # the Recall paper's auto-merge band …
    possible_duplicate_cosine: float = 0.85  # … and its "ambiguous" band
    duplicate_token_overlap: float = 0.75  # stem Jaccard that makes a rewording a duplicate
    duplicate_min_cosine: float = 0.70  # … when at least this similar
    same_subject_overlap: float = 0.50  # share of the smaller memory's content words in common
    auto_min_confidence: float = 0.80  # policy "auto" acts only at or above this
    max_results: int = 5  # per new memory


DEFAULT_THRESHOLDS = Thresholds()


@dataclass(frozen=True)
class Classification:
    """One candidate's verdict, with the evidence for it."""

    id: str
    kind: Kind
    confidence: float
    reasons: tuple[str, ...]
    cosine: float
    older: bool  # the candidate predates the new memory
    linked: bool = False  # shares the topic or a referenced file with the new memory
    status: Status | None = None
    text: str = ""
    topic: str | None = None
    source_created_at: datetime | None = None

    def to_json(self) -> dict[str, Any]:
        preview = self.text if len(self.text) <= 160 else self.text[:157].rstrip() + "…"
        return {
            "id": self.id,
            "kind": self.kind.value,
            "confidence": round(self.confidence, 3),
            "reasons": list(self.reasons),
            "cosine": round(self.cosine, 4),
            "status": self.status.value if self.status else None,
            "topic": self.topic,
            "source_created_at": format_timestamp(self.source_created_at),
            "text": preview,
        }


# ---- text features ---------------------------------------------------------------------

_TOKEN = re.compile(r"[A-Za-z0-9](?:[A-Za-z0-9+#_/-]|[.:](?=[A-Za-z0-9]))*[A-Za-z0-9+#]|[A-Za-z0-9]")
_CLAUSE_END = re.compile(r"[,;.!?()\[\]]")
_SENTENCE_START = re.compile(r"(^|[.!?;:]\s+|\n)\s*$")

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
""".split())

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
stop stopped retire retired remove removed swap swapped port ported
""".split())
# Words that end an object or scope phrase.
BOUNDARY = frozenset("""
for in on at because since as with instead rather than but and or so to from by when where which that
after before until while during per via if unless except
""".split())
SCOPE_PREPOSITIONS = ("for", "in", "during", "per", "within")
WEEKDAYS = frozenset("monday tuesday wednesday thursday friday saturday sunday".split())
MONTHS = frozenset("""january february march april may june july august september october november december""".split())

# Change cues in the new memory's text: (pattern, label, captures the replaced thing?)
_CUES: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(p, re.IGNORECASE), label)
    for p, label in (
        (r"\bno longer\b(?:\s+(?:use|using|uses|run|runs|on|in|need|needs))?\s+(?P<t>[\w.+#-]+)?", "no longer"),
        (r"\binstead of\s+(?:the\s+|a\s+|an\s+)?(?P<t>[\w.+#-]+)", "instead of"),
        (r"\brather than\s+(?:the\s+|a\s+|an\s+)?(?P<t>[\w.+#-]+)", "rather than"),
        (r"\b(?:switch|switched|switching|moved|move|moving|migrated|migrate|migrating|ported|port|went|changed|upgraded|downgraded|bumped|reverted|back)\b[^.;]*?\bfrom\s+(?:the\s+|a\s+|an\s+)?(?P<t>[\w.+#-]+)", "from … to"),
        (r"\breplac(?:e|ed|es|ing)\s+(?:the\s+|a\s+|an\s+)?(?P<t>[\w.+#-]+)", "replaced"),
        (r"\b(?:deprecated|dropped|drop|dropping|removed|retired|stopped using|stop using|ditched|abandoned)\s+(?:the\s+|a\s+|an\s+)?(?P<t>[\w.+#-]+)", "dropped/deprecated"),
        (r"\b(?:switched|switch|switching|moved|move|migrated|migrate|upgraded|upgrade|downgraded|bumped|changed|reverted|renamed)\b", "switched/moved/changed"),
        (r"(?P<t>[\w.+#-]+)\s+(?:is|are|was|were|has been|have been|got)\s+(?:now\s+)?(?:deprecated|dropped|removed|retired|gone|obsolete|replaced|abandoned)\b", "dropped/deprecated"),
        (r"\bnot anymore\b|\banymore\b", "anymore"),
        (r"\bfrom now on\b|\bgoing forward\b|\bas of (?:today|now|\w+ \d+)\b", "from now on"),
        (r"\bnow\b", "now"),
        (r"\b(?:deprecated|obsolete|outdated|superseded|replaced)\b", "deprecated"),
    )
)


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


def tokens(text: str) -> list[Token]:
    matches = list(_TOKEN.finditer(text))
    out = []
    for k, match in enumerate(matches):
        raw = match.group(0)
        low = raw.lower()
        starts_sentence = bool(_SENTENCE_START.search(text[: match.start()]))
        capitalised = (any(c.isupper() for c in raw[1:]) or (raw[0].isupper() and not starts_sentence))
        gap = text[match.end(): matches[k + 1].start() if k + 1 < len(matches) else len(text)]
        out.append(Token(raw, low, _stem(low), capitalised, bool(_CLAUSE_END.search(gap))))
    return out


def is_value(token: Token) -> bool:
    """A number, a version, a weekday or a month: things that change while the subject stays."""
    return any(c.isdigit() for c in token.low) or token.stem in WEEKDAYS or token.low in WEEKDAYS \
        or token.stem.rstrip("s") in WEEKDAYS or token.low in MONTHS


# Decision verbs that still say what a memory is about ("deploys", "hosted", "stored").
_SUBJECT_VERBS = DECISION_VERBS - frozenset("""
use uses using used is are was were be set sets chose choose chosen choosing pick picks picked prefer prefers
preferred default defaults require requires required
""".split())


def _is_content(token: Token) -> bool:
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
    words: dict[str, str] = field(default_factory=dict)  # stem → the word as written (for reasons)


_NEGATIONS = frozenset({"not", "never", "longer", "stopped", "stop", "quit", "avoid", "don't", "dont"})


def _phrase(toks: list[Token], start: int, limit: int, *, values: bool) -> list[str]:
    """Up to ``limit`` content stems from ``start``, stopping at a boundary word or punctuation."""
    out: list[str] = []
    j = start
    while j < len(toks) and len(out) < limit and toks[j].low not in BOUNDARY:
        if _is_content(toks[j]) and (values or not is_value(toks[j])):
            out.append(toks[j].stem)
        if toks[j].ends_clause:
            break
        j += 1
    return out


def _slot_names(toks: list[Token]) -> set[int]:
    """Positions of names right after an ordinary word: a value in that word's slot ("team Falcon")."""
    return {
        i for i in range(1, len(toks))
        if toks[i].capitalised and _is_content(toks[i]) and not is_value(toks[i])
        and _is_content(toks[i - 1]) and not toks[i - 1].capitalised and not is_value(toks[i - 1])
        and toks[i - 1].low not in DECISION_VERBS and not toks[i - 1].ends_clause
    }


def features(text: str) -> Features:
    toks = tokens(text)
    slots = _slot_names(toks)
    content = [t for t in toks if _is_content(t)]
    values: dict[str, set[str]] = {}
    for i, tok in enumerate(toks):
        if i in slots:
            values.setdefault(toks[i - 1].stem, set()).add(tok.low)
            continue
        if not is_value(tok) or not _is_content(tok):
            continue
        anchor = next((toks[j].stem for j in range(i - 1, max(-1, i - 6), -1)
                       if _is_content(toks[j]) and not is_value(toks[j])), None)
        if anchor is None:
            anchor = next((toks[j].stem for j in range(i + 1, min(len(toks), i + 3))
                           if _is_content(toks[j]) and not is_value(toks[j])), "")
        values.setdefault(anchor, set()).add(_value_key(tok))
    objects: set[str] = set()
    for i, tok in enumerate(toks):
        if tok.low in DECISION_VERBS and not (i and toks[i - 1].low in _NEGATIONS):
            objects.update(_phrase(toks, i + 1, 3, values=False))
        elif tok.low in CHANGE_VERBS:
            # "switched the cache to Valkey": the object of a change verb follows "to".
            to = next((k for k in range(i + 1, min(len(toks), i + 8)) if toks[k].low == "to"), None)
            if to is not None:
                objects.update(_phrase(toks, to + 1, 3, values=False))
    scopes: dict[str, set[str]] = {}
    for i, tok in enumerate(toks):
        if tok.low in SCOPE_PREPOSITIONS and not tok.ends_clause:
            scopes.setdefault(tok.low, set()).update(_phrase(toks, i + 1, 2, values=True))
    cues: list[str] = []
    targets: set[str] = set()
    for pattern, label in _CUES:
        for match in pattern.finditer(text):
            if label not in cues:
                cues.append(label)
            target = (match.groupdict().get("t") or "").strip(".,;:-").lower()
            if target and target not in STOPWORDS:
                targets.add(_stem(target))
    slot_stems = {toks[i].stem for i in slots}
    subject = [t for t in content if not is_value(t) and t.stem not in slot_stems]
    return Features(
        content=frozenset(t.stem for t in content),
        subject=frozenset(t.stem for t in subject),
        values={k: frozenset(v) for k, v in values.items()},
        objects=frozenset(objects),
        scopes={k: frozenset(v) for k, v in scopes.items() if v},
        cues=tuple(cues),
        cue_targets=frozenset(targets),
        words={t.stem: t.raw for t in reversed(toks)},
    )


def _show(stems: Iterable[str], *sources: Features, limit: int = 3) -> str:
    """Stems as the words were written, for a reason a person reads."""
    out = []
    for stem in sorted(stems)[:limit]:
        out.append(next((f.words[stem] for f in sources if stem in f.words), stem))
    return ", ".join(out)


def _jaccard(a: Iterable[str], b: Iterable[str]) -> float:
    sa, sb = set(a), set(b)
    return len(sa & sb) / len(sa | sb) if sa | sb else 1.0


def _containment(a: Iterable[str], b: Iterable[str]) -> float:
    sa, sb = set(a), set(b)
    small = min(len(sa), len(sb))
    return len(sa & sb) / small if small else 0.0


def _memory_text(memory: Memory) -> str:
    """The text plus its decisions: a decision list often states the value that changed."""
    extra = [d for d in memory.decisions if d.strip() and d.strip() not in memory.text]
    return memory.text + ("\n" + "\n".join(extra) if extra else "")


def _when(memory: Memory) -> datetime | None:
    return memory.source_created_at or memory.created_at


# ---- the pair classifier ---------------------------------------------------------------


@dataclass
class _Evidence:
    reasons: list[str] = field(default_factory=list)
    change: float = 0.0  # evidence that a value/decision changed
    against: float = 0.0  # evidence that both stay true


def classify_pair(new: Memory, old: Memory, cosine: float,
                  thresholds: Thresholds = DEFAULT_THRESHOLDS) -> Classification | None:
    """The verdict for one candidate, or None when it is not a candidate at all."""
    t = thresholds
    same_topic = bool(new.topic and old.topic and new.topic.strip().lower() == old.topic.strip().lower())
    shared_refs = sorted(set(new.references) & set(old.references))
    linked = same_topic or bool(shared_refs)
    if cosine < t.candidate_min_cosine and not (linked and cosine >= t.related_min_cosine):
        return None

    nf, of = features(_memory_text(new)), features(_memory_text(old))
    new_when, old_when = _when(new), _when(old)
    older = new_when is not None and old_when is not None and old_when < new_when
    ev = _Evidence()
    ev.reasons.append(f"similarity {cosine:.2f}")
    if same_topic:
        ev.reasons.append(f"same topic '{new.topic}'")
    if shared_refs:
        ev.reasons.append(f"shared reference{'s' if len(shared_refs) > 1 else ''} {', '.join(shared_refs[:3])}")

    overlap = _containment(nf.subject, of.subject)
    stem_jaccard = _jaccard(nf.content, of.content)
    same_subject = overlap >= t.same_subject_overlap

    # Values that differ next to the same anchor word ("PostgreSQL 15" → "PostgreSQL 16").
    changed_values: list[str] = []
    for anchor, old_vals in of.values.items():
        new_vals = nf.values.get(anchor)
        if new_vals and not (old_vals & new_vals):
            label = _show([anchor], of, nf) if anchor else "value"
            changed_values.append(f"{label}: {'/'.join(sorted(old_vals))} → {'/'.join(sorted(new_vals))}")
    old_values = set().union(*of.values.values()) if of.values else set()
    new_values = set().union(*nf.values.values()) if nf.values else set()
    other_values = not changed_values and old_values and new_values and not (old_values & new_values)
    # The chosen thing after a decision verb differs ("we use Redis" → "we use Valkey").
    # The old choice must be gone from the new text (unless a cue names it, see below).
    object_change = bool(nf.objects and of.objects and not (nf.objects & of.objects)
                         and (nf.objects - of.content) and (of.objects - nf.content))
    # A cue naming something the old memory says ("switched from Redis", "instead of Jest").
    anchored_targets = sorted((nf.cue_targets & of.content) - nf.objects)
    # Subject words swapped while the rest stays: another subject ("public API" / "admin API").
    old_only = sorted(of.subject - nf.content - nf.cue_targets - of.objects)
    new_only = sorted(nf.subject - of.content - nf.objects)
    substituted = bool(old_only and new_only)
    # The new memory narrows a scope the old one did not have ("… per minute per user").
    added_scope = sorted({w for words in nf.scopes.values() for w in words} - of.content)
    # Scopes that differ while the choice is the same ("Postgres for billing" / "… for analytics").
    scope_conflicts = [
        f"{prep} {_show(of.scopes[prep], of)} vs {_show(nf.scopes[prep], nf)}"
        for prep in nf.scopes.keys() & of.scopes.keys()
        if not (nf.scopes[prep] & of.scopes[prep])
    ]

    if changed_values:
        ev.change += 0.30 if same_subject else 0.15
        ev.reasons.append("changed value " + "; ".join(changed_values[:3]))
    elif other_values and same_subject:
        ev.change += 0.15
        ev.reasons.append(f"different values: {'/'.join(sorted(old_values)[:3])} → {'/'.join(sorted(new_values)[:3])}")
    if object_change:
        ev.change += 0.25 if same_subject else 0.10
        ev.reasons.append(f"different choice: {_show(of.objects, of)} → {_show(nf.objects - of.content, nf)}")
    if anchored_targets:
        ev.change += 0.30
        ev.reasons.append(f"change cue about {_show(anchored_targets, of, nf)} ({', '.join(nf.cues[:2])})")
    elif nf.cues:
        ev.change += 0.10
        ev.reasons.append(f"change cue ({', '.join(nf.cues[:3])})")
    if not anchored_targets:
        if scope_conflicts:
            ev.against += 0.35
            ev.reasons.append("different scope: " + "; ".join(scope_conflicts[:2]))
        elif substituted:
            ev.against += 0.35
            ev.reasons.append(f"different subject words: {_show(old_only, of)} vs {_show(new_only, nf)}")
        elif len(old_only) >= 2:
            ev.against += 0.15
            ev.reasons.append(f"the older memory is more specific ({_show(old_only, of)})")
    if not same_subject:
        ev.against += 0.25
        ev.reasons.append(f"different subject (only {overlap:.0%} of the words in common)")

    evidence_of_change = ev.change >= 0.25 or bool(anchored_targets)

    def result(kind: Kind, confidence: float) -> Classification:
        return Classification(old.id, kind, max(0.0, min(0.99, confidence)), tuple(ev.reasons), cosine, older,
                              linked, old.status, old.text, old.topic, old.source_created_at)

    # Duplicate: no evidence of change, and either nearly the same vector or the same words.
    one_word_swap = len(old_only) == 1 and len(new_only) == 1 and cosine >= t.duplicate_cosine
    if not evidence_of_change and not scope_conflicts and not added_scope and (not substituted or one_word_swap) and (
        (cosine >= t.possible_duplicate_cosine and stem_jaccard >= 0.5)
        or (cosine >= t.duplicate_min_cosine and stem_jaccard >= t.duplicate_token_overlap)
    ):
        ev.reasons.append(f"same content ({stem_jaccard:.0%} of the words)")
        confidence = 0.5 + 0.3 * stem_jaccard + (0.2 if cosine >= t.duplicate_cosine else 0.1 if cosine >= t.possible_duplicate_cosine else 0.0)
        return result(Kind.DUPLICATE, confidence)

    if evidence_of_change and same_subject and ev.against < 0.3:
        if not older:
            ev.reasons.append("not older than the new memory, so it cannot be updated by it")
            return result(Kind.RELATED, 0.3)
        confidence = (0.35 + ev.change + (0.10 if same_topic else 0.0) + (0.05 if shared_refs else 0.0)
                      + max(0.0, min(0.15, (cosine - 0.6) * 0.5)) - ev.against)
        if old.status is Status.DECISION_RECORD:
            ev.reasons.append("a DecisionRecord (never superseded automatically)")
        return result(Kind.UPDATES, confidence)

    if not evidence_of_change:
        ev.reasons.append("no sign of a changed value or decision")
    return result(Kind.RELATED, max(0.1, min(0.6, cosine * 0.6)))


_KIND_ORDER = {Kind.UPDATES: 0, Kind.DUPLICATE: 1, Kind.RELATED: 2}


def classify(new: Memory, candidates: Sequence[tuple[Memory, float]],
             thresholds: Thresholds = DEFAULT_THRESHOLDS) -> list[Classification]:
    """Classify each (candidate memory, cosine to ``new``); the new memory itself and
    Superseded candidates are skipped. Best first: updates, duplicates, then related, each
    by confidence; at most ``thresholds.max_results``."""
    out = []
    for memory, cosine in candidates:
        if memory.id == new.id or memory.status is Status.SUPERSEDED:
            continue
        verdict = classify_pair(new, memory, float(cosine), thresholds)
        if verdict is not None:
            out.append(verdict)
    out.sort(key=lambda c: (_KIND_ORDER[c.kind], -c.confidence, -c.cosine, c.id))
    return out[: thresholds.max_results]


# ---- policies ----------------------------------------------------------------------------

POLICIES = ("suggest", "auto", "off")


def may_auto_supersede(new: Memory, verdict: Classification,
                       thresholds: Thresholds = DEFAULT_THRESHOLDS) -> bool:
    """Policy ``auto``: only confident updates of an older Active (or legacy) memory that shares
    the topic or a referenced file, by an Active (or legacy) memory. Never a DecisionRecord,
    never a newer memory."""
    return (
        verdict.kind is Kind.UPDATES
        and verdict.linked
        and verdict.confidence >= thresholds.auto_min_confidence
        and verdict.older
        and verdict.status in (None, Status.ACTIVE)
        and new.status in (None, Status.ACTIVE)
    )


def dedup_band(cosine: float, thresholds: Thresholds = DEFAULT_THRESHOLDS) -> str | None:
    """'merge' above the duplicate cosine, 'flag' in the ambiguous band, else None."""
    if cosine > thresholds.duplicate_cosine:
        return "merge"
    if cosine >= thresholds.possible_duplicate_cosine:
        return "flag"
    return None
