"""Does a new memory change only part of an older one? If so, which of its facts still hold?

"We use PostgreSQL 16 in production and SQLite in tests" followed by "We switched the test
database from SQLite to Testcontainers Postgres" updates the test database only: superseding the
old memory would hide the production fact. This module splits the old text into facts (clauses),
marks each one the new memory touches, and builds a rewritten **successor**: the untouched facts
as written, then the new statement. A person confirms (and may edit) it before it is stored; it
is never applied automatically.

A fact is *touched* when the new memory's change cue names something in it ("from SQLite"), when
a value next to the same anchor word differs ("PostgreSQL 15" → "16"), or when it shares a scope
or subject word with the new memory beyond words the whole old memory shares ("tests" / "test
database"). Pure: word lists and regular expressions only (``signals.py``), no I/O, no model.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from cognee_memory.updates.signals import CHANGE_VERBS, DECISION_VERBS, Features, features, is_value, tokens

# Where one fact ends and the next begins, inside a sentence: first ";", then "and"/"but"/….
_SEMICOLON = re.compile(r"\s*;\s*")
_SPLIT = re.compile(r"(\s*(?:,?\s+(?:and|but|while|whereas)\s+|,\s+(?=(?:we|the|our|all|every)\b))\s*)", re.IGNORECASE)
_SENTENCE = re.compile(r"(?:[^.!?\n]|[.!?](?=\S))+[.!?]*")  # "3.10" is not a sentence end
_VERBS = DECISION_VERBS | CHANGE_VERBS | frozenset({"has", "have", "had", "does", "do", "did", "happen", "happens"})
MIN_FACT_WORDS = 2  # a side of "and" with fewer content words is part of a list ("Alice and Bob")


@dataclass(frozen=True)
class Fact:
    text: str  # as written (an elliptical clause keeps its sentence's lead: "We use SQLite in tests")
    touched: bool
    why: str  # the word or value that ties it to the new memory ('' when untouched)
    rewrite: str | None = None  # a touched fact that says more than the new memory, with the new value in place


@dataclass(frozen=True)
class PartialUpdate:
    """The old memory's facts, split into those the new memory changes and those it leaves."""

    kept: tuple[str, ...]
    replaced: tuple[str, ...]
    successor: str

    def to_json(self) -> dict[str, object]:
        return {"kept": list(self.kept), "replaced": list(self.replaced), "successor": self.successor}


def _content(text: str) -> list[str]:
    return sorted(features(text).content)


def _elliptical(text: str) -> bool:
    """A clause that only names a thing and says where ("SQLite in tests", "20 for workers"): it
    starts with a name or a value and has no verb of its own."""
    toks = tokens(text)
    return bool(toks) and (toks[0].raw[0].isupper() or is_value(toks[0])) and not any(t.low in _VERBS for t in toks)


def _lead(clause: str) -> str:
    """The words of a clause up to and including its first verb ("We use PostgreSQL 16 …" → "We use")."""
    for t in tokens(clause):
        if t.low in _VERBS:
            found = re.search(rf"(?<![\w.-]){re.escape(t.raw)}(?![\w-])", clause)
            return clause[: found.end()].strip() if found else ""
    return ""


def _join_short(split: list[str]) -> list[str]:
    """``split`` alternates pieces and separators; a piece with fewer than MIN_FACT_WORDS content
    words goes back into its neighbour with the separator it had ("PNG and JPEG")."""
    parts: list[str] = []
    for k in range(0, len(split), 2):
        piece = split[k].strip()
        if parts and (len(_content(piece)) < MIN_FACT_WORDS or len(_content(parts[-1])) < MIN_FACT_WORDS):
            parts[-1] = parts[-1] + split[k - 1] + piece
        elif piece:
            parts.append(piece)
    return parts


def clauses(text: str) -> list[str]:
    """The facts of ``text``: its sentences, each split at ``;`` / ``and`` / ``but`` when both sides
    say something (≥ 2 content words). An elliptical clause gets its sentence's lead words."""
    out: list[str] = []
    for sentence in (m.group(0).strip().rstrip(".!?").strip() for m in _SENTENCE.finditer(text)):
        if not sentence:
            continue
        parts = [p for chunk in _SEMICOLON.split(sentence) for p in _join_short(_SPLIT.split(chunk))]
        lead = _lead(parts[0]) if parts else ""
        out.extend(f"{lead} {p}" if i and lead and _elliptical(p) else p for i, p in enumerate(parts))
    return out


def _touch(fact: Features, new: Features, shared_by_all: frozenset[str]) -> str:
    """Why the new memory bears on this fact ('' when it does not)."""
    named = fact.content & new.cue_targets
    if named:
        return f"names {', '.join(fact.words.get(s, s) for s in sorted(named))}"
    for anchor, values in fact.values.items():
        if anchor and new.values.get(anchor) and not (values & new.values[anchor]):
            return f"changes {anchor}"
    specific = (fact.content & new.content) - shared_by_all
    return f"shares {', '.join(sorted(specific))}" if specific else ""


def _rewrite(text: str, fact: Features, new: Features, new_text: str) -> str | None:
    """A fact whose one value changed but which says more than the new memory (a scope it lacks:
    "3 replicas in eu-west-1" → "6 replicas"): the fact with the new value in its place."""
    lost = {w for words in fact.scopes.values() for w in words if not re.fullmatch(r"v?\d[\d.]*", w)} - new.content
    for anchor, values in fact.values.items() if lost else ():
        changed = new.values.get(anchor)
        if anchor and changed and len(values) == 1 and len(changed) == 1 and values != changed:
            old_value, new_value = next(iter(values)), next(iter(changed))
            written = next((t.raw for t in tokens(new_text) if t.low.rstrip("s") == new_value), new_value)
            pattern = rf"(?<![\w.]){re.escape(old_value)}s?(?![\w.])"
            rewritten = re.sub(pattern, written, text, count=1, flags=re.IGNORECASE)
            return rewritten if rewritten != text else None
    return None


def split_facts(old_text: str, new_text: str) -> list[Fact]:
    """Each fact of the old text, marked touched or not by the new text."""
    facts = clauses(old_text)
    new = features(new_text)
    feats = [features(f) for f in facts]
    shared_by_all = frozenset.intersection(*(f.content for f in feats)) if feats else frozenset()
    out = []
    for text, fact in zip(facts, feats):
        why = _touch(fact, new, shared_by_all)
        out.append(Fact(text, bool(why), why, _rewrite(text, fact, new, new_text) if why else None))
    return out


def _sentence(text: str) -> str:
    text = text.strip()
    text = text[0].upper() + text[1:] if text else text
    return text if text.endswith((".", "!", "?")) else f"{text}."


def partial_update(old_text: str, new_text: str) -> PartialUpdate | None:
    """The partial update, or None when the new memory touches every fact (a whole update) or none."""
    facts = split_facts(old_text, new_text)
    kept = tuple(f.rewrite or f.text for f in facts if not f.touched or f.rewrite)
    replaced = tuple(f.text for f in facts if f.touched)
    if not kept or not replaced:
        return None
    successor = " ".join([*(_sentence(k) for k in kept), _sentence(new_text)])
    return PartialUpdate(kept, replaced, successor)
