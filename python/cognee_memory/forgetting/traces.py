"""Where a forgotten (or edited) memory left copies in other memories, and how they go.

Other memories keep words of a memory in three places: a compaction record keeps its sources'
texts (its own text, its fields, its ``compaction.context``), update detection quotes an older
memory on the newer one (``possible_updates``), and a supersession keeps the reasons it was
made (``supersession.reasons``, words of both memories). This module rewrites one memory and
its bookkeeping without those copies. Pure: no store, no I/O.

- A list item equal to a fragment is dropped (forget) or replaced by the new text (edit).
- A longer string containing a fragment gets ``[forgotten]`` (or the new text) in its place;
  fragments shorter than ``MIN_SUBSTRING`` are only matched as whole items, so a one-word
  decision cannot mangle unrelated text.
- Verdicts about a forgotten memory are dropped; a supersession by it keeps its state and
  names it in ``forgotten_successor``; a record lists its forgotten sources in
  ``compaction.forgotten_sources``.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from cognee_memory.model import Memory

FORGOTTEN = "[forgotten]"
MIN_SUBSTRING = 8
TEXT_LISTS = ("decisions", "rationale", "open_questions", "references")


@dataclasses.dataclass(frozen=True)
class Traces:
    """What to remove: the memories' ids and their texts; ``replacement`` is the edited text
    (None when the memories are forgotten)."""

    ids: frozenset[str]
    fragments: tuple[str, ...]
    replacement: str | None = None

    @classmethod
    def of_forgotten(cls, memories: list[Memory]) -> Traces:
        texts = [t for m in memories for t in (m.text, *(item for name in TEXT_LISTS for item in getattr(m, name)))]
        return cls(frozenset(m.id for m in memories), _fragments(texts))

    @classmethod
    def of_edit(cls, memory: Memory, new_text: str) -> Traces:
        return cls(frozenset([memory.id]), _fragments([memory.text]), new_text)

    def found_in(self, value: Any) -> bool:
        """Whether a fragment occurs anywhere in the (JSON-like) value."""
        if isinstance(value, str):
            return any(f in value for f in self.fragments)
        if isinstance(value, dict):
            return any(self.found_in(v) for v in value.values())
        if isinstance(value, list):
            return any(self.found_in(v) for v in value)
        return False

    def strip(self, value: Any) -> Any:
        """The value with every fragment removed or replaced (see the module docstring)."""
        if isinstance(value, str):
            return self._strip_text(value)
        if isinstance(value, dict):
            return {k: self.strip(v) for k, v in value.items()}
        if isinstance(value, list):
            out = []
            for item in value:
                if isinstance(item, str) and item.strip() in self.fragments:
                    if self.replacement is not None:
                        out.append(self.replacement)
                    continue
                out.append(self.strip(item))
            return out
        return value

    def _strip_text(self, text: str) -> str:
        for fragment in self.fragments:
            if fragment in text and (len(fragment) >= MIN_SUBSTRING or text.strip() == fragment):
                text = text.replace(fragment, self.replacement if self.replacement is not None else FORGOTTEN)
        return text


def _fragments(texts: list[str]) -> tuple[str, ...]:
    # Longest first, so a fragment containing another is replaced whole.
    return tuple(sorted({t.strip() for t in texts if t.strip()}, key=len, reverse=True))


def clean(memory: Memory, extras: dict[str, Any], traces: Traces) -> tuple[Memory, dict[str, Any]] | None:
    """``memory`` and its bookkeeping ``extras`` (the node properties the memory model does
    not own) without the traces; None when neither holds any."""
    new_extras = dict(extras)
    if isinstance(extras.get("possible_updates"), list):
        new_extras["possible_updates"] = [
            v for v in extras["possible_updates"] if not (isinstance(v, dict) and v.get("id") in traces.ids)
        ]
    if isinstance(extras.get("supersession"), dict):
        new_extras["supersession"] = _supersession(extras["supersession"], traces)
    merged = extras.get("merged_from")
    if isinstance(merged, list) and traces.found_in(merged):  # a duplicate that restated forgotten words
        new_extras["merged_from"] = [_merge_facts([e])[0] if traces.found_in(e) else e for e in merged]
    derived = isinstance(extras.get("compaction"), dict)
    if derived:
        new_extras["compaction"] = _compaction(extras["compaction"], traces)
    new_memory = memory
    if derived and traces.found_in([memory.text, *(getattr(memory, n) for n in TEXT_LISTS)]):
        new_memory = dataclasses.replace(
            memory, text=traces.strip(memory.text) or FORGOTTEN,
            **{name: traces.strip(list(getattr(memory, name))) for name in TEXT_LISTS},
        )
    if new_memory is memory and new_extras == extras:
        return None
    return new_memory, new_extras


# What a merged duplicate's history entry (``updates/apply.py``) keeps once its words must go.
MERGE_FACTS = ("id", "source_created_at", "created_at", "cosine", "merged_at", "previous_source_created_at")


def _merge_facts(entries: list[Any]) -> list[Any]:
    return [{k: v for k, v in e.items() if k in MERGE_FACTS} if isinstance(e, dict) else e for e in entries]


def clean_own(extras: dict[str, Any]) -> dict[str, Any]:
    """An edited memory's own bookkeeping: what compared or quoted its old words goes (the
    duplicates merged into it restated the old text: their ids and times stay, their words go)."""
    out = dict(extras)
    if "possible_updates" in out:
        out["possible_updates"] = []
    if isinstance(out.get("merged_from"), list):
        out["merged_from"] = _merge_facts(out["merged_from"])
    if isinstance(out.get("supersession"), dict):
        out["supersession"] = {**out["supersession"], "reasons": []}
    return out


def _supersession(state: dict[str, Any], traces: Traces) -> dict[str, Any]:
    if state.get("by") not in traces.ids:
        return state
    out = {**state, "reasons": []}  # they quote the superseding memory's words
    if traces.replacement is None:
        out["forgotten_successor"] = state.get("by")
    return out


def _compaction(state: dict[str, Any], traces: Traces) -> dict[str, Any]:
    sources = state.get("sources") if isinstance(state.get("sources"), list) else []
    lost = [s for s in sources if s in traces.ids]
    if not lost and not traces.found_in(state):
        return state
    out = traces.strip(state)
    if traces.replacement is None and lost:
        out["sources"] = [s for s in sources if s not in traces.ids]
        prior = state.get("prior_statuses")
        if isinstance(prior, dict):
            out["prior_statuses"] = {k: v for k, v in prior.items() if k not in traces.ids}
        out["forgotten_sources"] = sorted({*state.get("forgotten_sources", []), *lost})
    return out
