"""Does a new memory update an older one? A transparent, I/O-free classifier.

For a new memory and candidate memories (each with its cosine similarity to the new one),
every candidate is classified as

* ``updates``   — the same subject with a changed value or decision ("PostgreSQL 15" →
  "we upgraded to PostgreSQL 16", "pool of 20" → "pool of 50", "switched from Redis");
* ``duplicate`` — the same content, reworded or repeated;
* ``related``   — keep both (another scope, "minus-20" of "minus-80 freezers", another subject, no sign of change).

Only readable signals are used, no model: similarity bands, topic/reference overlap, change cues ("switched", "no
longer", "instead of", "now", "migrated", …), and values (numbers, versions, weekdays, names after a decision verb such
as *use*/*chose*/*is*) that differ for the same anchor word (extracted per text by ``signals.py``; compared here).
Each result carries a confidence in [0, 1] and the reasons that made it.

Cosines are whatever the caller's embedder gives; the defaults are calibrated for the offline WordLlama embedder
(related sentences ≈ 0.45–0.85, unrelated ≈ 0.0–0.3).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import datetime
from enum import Enum
from typing import Any, Iterable, Sequence

from cognee_memory.model import Memory, Status, format_timestamp
from cognee_memory.updates.partial import PartialUpdate, partial_update
from cognee_memory.updates.retired import names_what_it_retires
from cognee_memory.updates.scopes import numbered_scopes
from cognee_memory.updates.signals import Features, canonical, features, version_bump


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
    # A new memory naming what the older one is about as retired ("cancelled the Unity licences"), or
    # with a new version of the same named thing and a change cue ("Upgraded … to Ruby 3.3"), is a
    # candidate this far in meaning: such pairs often read differently (WordLlama: .2–.5).
    retires_min_cosine: float = 0.15
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
    partial: PartialUpdate | None = None  # an update of only some of its facts (never applied automatically)

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
            **({"partial": self.partial.to_json()} if self.partial else {}),
        }


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


@dataclass(frozen=True)
class _Comparison:
    """How the old memory's features differ from the new one's."""

    overlap: float  # share of the smaller subject in common
    stem_jaccard: float
    same_subject: bool
    changed_values: list[str]  # "anchor: old → new" for values that differ next to the same word
    other_values: bool  # values differ, but not next to a shared anchor
    old_values: set[str]
    new_values: set[str]
    object_change: bool  # the chosen thing after a decision verb differs
    anchored_targets: list[str]  # what a change cue says was replaced, found in the old memory
    # "from A to B" in the new memory where the old one says A and not B: "PostgreSQL: 15 → 16"
    transitions: list[str]
    old_only: list[str]  # subject words only the old memory has
    new_only: list[str]
    substituted: bool
    added_scope: list[str]  # scope words the new memory adds
    scope_conflicts: list[str]


def classify_pair(new: Memory, old: Memory, cosine: float,
                  thresholds: Thresholds = DEFAULT_THRESHOLDS) -> Classification | None:
    """The verdict for one candidate, or None when it is not a candidate at all."""
    t = thresholds
    same_topic = bool(new.topic and old.topic and new.topic.strip().lower() == old.topic.strip().lower())
    shared_refs = sorted(set(new.references) & set(old.references))
    linked = same_topic or bool(shared_refs)
    nf, of = features(_memory_text(new)), features(_memory_text(old))
    close_enough = cosine >= t.candidate_min_cosine or (linked and cosine >= t.related_min_cosine)
    retired = names_what_it_retires(new.text, old.text) if cosine >= t.retires_min_cosine else None
    bump = version_bump(nf, of, new.text, old.text) if cosine >= t.retires_min_cosine and not close_enough else None
    if not close_enough and retired is None and bump is None:
        return None

    new_when, old_when = _when(new), _when(old)
    older = new_when is not None and old_when is not None and old_when < new_when
    ev = _Evidence()
    ev.reasons.append(f"similarity {cosine:.2f}")
    if same_topic:
        ev.reasons.append(f"same topic '{new.topic}'")
    if shared_refs:
        ev.reasons.append(f"shared reference{'s' if len(shared_refs) > 1 else ''} {', '.join(shared_refs[:3])}")
    named = ((f"retires '{retired}'",) if retired else ()) + ((f"new version {bump}",) if bump else ())
    comparison = _compare(nf, of, t, named)
    _weigh(ev, comparison, nf, of)
    kind, confidence = _verdict(ev, comparison, cosine, t, older=older, same_topic=same_topic,
                                shared_refs=bool(shared_refs), status=old.status)
    if kind is Kind.UPDATES and (scopes := numbered_scopes(new.text, old.text)):  # "minus-20" of "minus-80 freezers"
        kind, confidence = Kind.RELATED, min(confidence, 0.5)
        ev.reasons.append(f"another scope ({scopes})")
    if kind is Kind.UPDATES and not close_enough:  # admitted only by its words: a suggestion, never auto
        confidence = min(confidence, t.auto_min_confidence - 0.05)
        ev.reasons.append("far apart in meaning: suggested only, never applied automatically")
    partial = partial_update(old.text, new.text) if kind is Kind.UPDATES else None
    if partial is not None:
        ev.reasons.append("changes only part of it; still true: " + "; ".join(f"'{k}'" for k in partial.kept[:2])
                          + " (keeps them in a rewritten successor)")
    return Classification(old.id, kind, max(0.0, min(0.99, confidence)), tuple(ev.reasons), cosine, older,
                          linked, old.status, old.text, old.topic, old.source_created_at, partial)


def _compare(nf: Features, of: Features, t: Thresholds, named: tuple[str, ...] = ()) -> _Comparison:
    overlap = _containment(nf.subject, of.subject)
    # Values that differ next to the same anchor word ("PostgreSQL 15" → "PostgreSQL 16").
    changed_values: list[str] = []
    for anchor, old_vals in of.values.items():
        new_vals = nf.values.get(anchor)
        if new_vals and not (old_vals & new_vals):
            label = _show([anchor], of, nf) if anchor else "value"
            changed_values.append(f"{label}: {'/'.join(sorted(old_vals))} → {'/'.join(sorted(new_vals))}")
    old_values = set().union(*of.values.values()) if of.values else set()
    new_values = set().union(*nf.values.values()) if nf.values else set()
    # Subject words swapped while the rest stays: another subject ("public API" / "admin API").
    old_only = sorted(of.subject - nf.content - nf.cue_targets - of.objects)
    new_only = sorted(nf.subject - of.content - nf.objects)
    # A transition names what the old memory says as replaced: the same subject, changed. The
    # replaced side counts when every word of it is in the old memory ("PostgreSQL 15", or the
    # version alone in "PostgreSQL 15 → 16"); the replacement must be new to it.
    old_terms = canonical(of.content | {v for vals in of.values.values() for v in vals})
    transitions = [written for a, b, written in nf.transitions if a <= old_terms and b - old_terms]
    transitions += named  # "retires 'Unity licences'", "new version ruby: 3.1 → 3.3" (``classify_pair``)
    return _Comparison(
        overlap=overlap,
        transitions=transitions,
        stem_jaccard=_jaccard(nf.content, of.content),
        same_subject=overlap >= t.same_subject_overlap,
        changed_values=changed_values,
        other_values=bool(not changed_values and old_values and new_values and not (old_values & new_values)),
        old_values=old_values,
        new_values=new_values,
        # The chosen thing after a decision verb differs ("we use Redis" → "we use Valkey").
        # The old choice must be gone from the new text (unless a cue names it, see below).
        object_change=bool(nf.objects and of.objects and not (nf.objects & of.objects)
                           and (nf.objects - of.content) and (of.objects - nf.content)),
        # A cue naming something the old memory says ("switched from Redis", "instead of Jest").
        anchored_targets=sorted((nf.cue_targets & of.content) - nf.objects),
        old_only=old_only,
        new_only=new_only,
        substituted=bool(old_only and new_only),
        # The new memory narrows a scope the old one did not have ("… per minute per user").
        added_scope=sorted({w for words in nf.scopes.values() for w in words} - of.content),
        # Scopes that differ while the choice is the same ("Postgres for billing" / "… for analytics").
        scope_conflicts=[
            f"{prep} {_show(of.scopes[prep], of)} vs {_show(nf.scopes[prep], nf)}"
            for prep in nf.scopes.keys() & of.scopes.keys()
            if not (nf.scopes[prep] & of.scopes[prep])
        ],
    )


def _weigh(ev: _Evidence, c: _Comparison, nf: Features, of: Features) -> None:
    """Add the evidence for a change and against it, each with its reason."""
    if c.changed_values:
        ev.change += 0.30 if c.same_subject else 0.15
        ev.reasons.append("changed value " + "; ".join(c.changed_values[:3]))
    elif c.other_values and c.same_subject:
        ev.change += 0.15
        ev.reasons.append(f"different values: {'/'.join(sorted(c.old_values)[:3])} → "
                          f"{'/'.join(sorted(c.new_values)[:3])}")
    if c.object_change:
        ev.change += 0.25 if c.same_subject else 0.10
        ev.reasons.append(f"different choice: {_show(of.objects, of)} → {_show(nf.objects - of.content, nf)}")
    if c.anchored_targets:
        ev.change += 0.30
        ev.reasons.append(f"change cue about {_show(c.anchored_targets, of, nf)} ({', '.join(nf.cues[:2])})")
    elif c.transitions:
        ev.change += 0.30
        ev.reasons.append("names what changed: " + "; ".join(c.transitions[:2]))
    elif nf.cues:
        ev.change += 0.10
        ev.reasons.append(f"change cue ({', '.join(nf.cues[:3])})")
    if not (c.anchored_targets or c.transitions):
        if c.scope_conflicts:
            ev.against += 0.35
            ev.reasons.append("different scope: " + "; ".join(c.scope_conflicts[:2]))
        elif c.substituted:
            ev.against += 0.35
            ev.reasons.append(f"different subject words: {_show(c.old_only, of)} vs {_show(c.new_only, nf)}")
        elif len(c.old_only) >= 2:
            ev.against += 0.15
            ev.reasons.append(f"the older memory is more specific ({_show(c.old_only, of)})")
    if not (c.same_subject or c.transitions):
        ev.against += 0.25
        ev.reasons.append(f"different subject (only {c.overlap:.0%} of the words in common)")


def _verdict(ev: _Evidence, c: _Comparison, cosine: float, t: Thresholds, *, older: bool, same_topic: bool,
             shared_refs: bool, status: Status | None) -> tuple[Kind, float]:
    """The kind and its (unclamped) confidence; adds the deciding reason to ``ev``."""
    evidence_of_change = ev.change >= 0.25 or bool(c.anchored_targets or c.transitions)
    # Duplicate: no evidence of change, and either nearly the same vector or the same words.
    one_word_swap = len(c.old_only) == 1 and len(c.new_only) == 1 and cosine >= t.duplicate_cosine
    if not evidence_of_change and not c.scope_conflicts and not c.added_scope \
            and (not c.substituted or one_word_swap) and (
                (cosine >= t.possible_duplicate_cosine and c.stem_jaccard >= 0.5)
                or (cosine >= t.duplicate_min_cosine and c.stem_jaccard >= t.duplicate_token_overlap)):
        ev.reasons.append(f"same content ({c.stem_jaccard:.0%} of the words)")
        closeness = 0.2 if cosine >= t.duplicate_cosine else 0.1 if cosine >= t.possible_duplicate_cosine else 0.0
        return Kind.DUPLICATE, 0.5 + 0.3 * c.stem_jaccard + closeness

    if evidence_of_change and (c.same_subject or c.transitions) and ev.against < 0.3:
        if not older:
            ev.reasons.append("not older than the new memory, so it cannot be updated by it")
            return Kind.RELATED, 0.3
        confidence = (0.35 + ev.change + (0.10 if same_topic else 0.0) + (0.05 if shared_refs else 0.0)
                      + max(0.0, min(0.15, (cosine - 0.6) * 0.5)) - ev.against)
        if status is Status.DECISION_RECORD:
            ev.reasons.append("a DecisionRecord (never superseded automatically)")
        return Kind.UPDATES, confidence

    if not evidence_of_change:
        ev.reasons.append("no sign of a changed value or decision")
    return Kind.RELATED, max(0.1, min(0.6, cosine * 0.6))


def best_first(v: Classification) -> tuple[int, float, float, str]:  # updates, duplicates, related; by confidence
    return ({Kind.UPDATES: 0, Kind.DUPLICATE: 1, Kind.RELATED: 2}[v.kind], -v.confidence, -v.cosine, v.id)


def classify(new: Memory, candidates: Sequence[tuple[Memory, float]],
             thresholds: Thresholds = DEFAULT_THRESHOLDS) -> list[Classification]:
    """Classify each (candidate memory, cosine to ``new``); the new memory itself and
    Superseded candidates are skipped. Best first: updates, duplicates, then related, each
    by confidence; at most ``thresholds.max_results``."""
    out = [verdict for memory, cosine in candidates if memory.id != new.id and memory.status is not Status.SUPERSEDED
           and (verdict := classify_pair(new, memory, float(cosine), thresholds)) is not None]
    return sorted(out, key=best_first)[: thresholds.max_results]


# ---- the looser, query-time reading -------------------------------------------------------

# "from 80 to 120", "from Node 16 to Node 20": a value named as replaced, whatever the verb.
_FROM_TO = re.compile(r"\bfrom\s+[\w.+#/-]+(?:\s+[\w.+#/-]+)?\s+to\s+[\w.+#/-]+", re.IGNORECASE)


def says_it_changes(text: str) -> bool:
    """Whether a text says in words that something changed: a change cue ("now", "switched",
    "no longer", …: ``signals.features``) or "from … to"."""
    return bool(features(text).cues or _FROM_TO.search(text))


def reads_as_update(new: Memory, old: Memory, cosine: float,
                    thresholds: Thresholds = DEFAULT_THRESHOLDS, *, same_subject: bool = False) -> bool:
    """Whether ``new`` reads as a change of what the older ``old`` says, by a looser rule than
    ``classify_pair``: newer, the same topic or a shared file, at least related in meaning, and
    any sign of change in the new text (a change cue, "from … to", a changed value or choice).

    Retrieval uses it to let a newer memory stand in for a strong hit; nothing is hidden or
    marked on its word (the auto policy keeps the strict classifier), so it may say yes to a
    change the classifier calls "another subject" ("we moved the shop's data from PostgreSQL to
    SQLite" after "we use PostgreSQL 14 as the main database").

    ``same_subject``: the caller found the two about the same subject by meaning and words
    (``retrieval/unmarked.py``); it then stands for the shared topic or file."""
    new_when, old_when = _when(new), _when(old)
    if new_when is None or old_when is None or not old_when < new_when:
        return False
    same_topic = bool(new.topic and old.topic and new.topic.strip().lower() == old.topic.strip().lower())
    if not (same_topic or same_subject or set(new.references) & set(old.references)) \
            or cosine < thresholds.related_min_cosine:
        return False
    nf, of = features(_memory_text(new)), features(_memory_text(old))
    if nf.cues or _FROM_TO.search(new.text):
        return True
    c = _compare(nf, of, thresholds)
    # Without a cue, a changed value or choice counts only for the same subject: "the API
    # deployment runs 6 replicas" / "the worker deployment runs 2" are two facts, not a change.
    return bool((c.changed_values or c.object_change or c.other_values)
                and c.same_subject and not c.substituted and not c.scope_conflicts)


# ---- policies ----------------------------------------------------------------------------

POLICIES = ("suggest", "auto", "off")


def may_auto_supersede(new: Memory, verdict: Classification,
                       thresholds: Thresholds = DEFAULT_THRESHOLDS) -> bool:
    """Policy ``auto``: only confident updates of an older Active (or legacy) memory that shares
    the topic or a referenced file, by an Active (or legacy) memory. Never a DecisionRecord,
    never a newer memory, never a partial update (that would hide the facts it leaves untouched)."""
    return (
        verdict.kind is Kind.UPDATES
        and verdict.partial is None
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
