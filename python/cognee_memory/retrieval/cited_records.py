"""Decision records that name, in their own words, the record they replace: "Accepted (replaces ADR 0013)",
"Supersedes: https://…/036-internal-listeners.md", or the older one saying "superseded by [ADR #0033](0033-…)".
A team that never kept statuses still writes such lines; the record they point to is found by its id (``adr:`` +
its path for imported records, ``repo/0013-connection-pooling`` in the evaluation data): the same number (read as the
import reads it, ``adr/parse.record_number``), or the same file name. The import (``adr/collection``) reads the same
links to mark records; this reads them at query time for memories nobody marked.

Pure: regular expressions over the texts and ids.
"""

from __future__ import annotations

import functools
import re

from cognee_memory.adr.parse import record_number

# "supersedes", "replaces" (the newer record's line) and "superseded by", "replaced by" (the older one's), then
# what they name within a few words.
_CITES = re.compile(r"\b(?P<cue>supersedes|supersede|superseding|replaces|replacing|superseded\s+by|replaced\s+by)\b"
                    r"\s*:?\s*(?P<rest>[^\n]{0,200})", re.IGNORECASE)
_FILE = re.compile(r"(?:https?://\S*?/|\.{0,2}/)?(?P<key>[\w-]+)\.(?:md|markdown)\b", re.IGNORECASE)
_NUMBERED = re.compile(r"\b(?:ADR|RFC|MADR|AD|DR|record|decision)\s*[#-]?\s*(?P<number>\d{1,5})\b", re.IGNORECASE)
_NEAR = 40  # characters between the cue and the reference it names ("[ADR #0033](…)", "https://…/036-x.md")
_DATED = re.compile(r"^\d{4}-\d{2}-\d{2}")  # "2025-03-24-migrate-…": dated, not numbered


def record_key(memory_id: str) -> tuple[str, int | None]:
    """A record's file name without its suffix, lower case, and its number when it has one ("adr:docs/adr/0013-x.md"
    → ("0013-x", 13)); a dated name has no number."""
    key = re.split(r"[/:\\]", memory_id)[-1]
    key = re.sub(r"\.(?:md|markdown)$", "", key, flags=re.IGNORECASE).lower()
    return key, None if _DATED.match(key) else record_number(key + ".", "")


@functools.lru_cache(maxsize=4096)  # pure; every pair read beyond the nearest asks again of the same texts
def _cited(text: str, replaced_by: bool) -> tuple[tuple[str | None, int | None], ...]:
    """The references a text names right after "supersedes"/"replaces" (``replaced_by`` False) or after
    "superseded by"/"replaced by" (True): each as (file name, number)."""
    out: list[tuple[str | None, int | None]] = []
    for match in _CITES.finditer(text):
        if match["cue"].lower().endswith("by") != replaced_by:
            continue
        rest = match["rest"]
        found = [(m.start(), m["key"].lower(), record_key(m["key"])[1]) for m in _FILE.finditer(rest)]
        found += [(m.start(), None, int(m["number"])) for m in _NUMBERED.finditer(rest)]
        near = [f for f in found if f[0] <= _NEAR or (f[1] and rest[:f[0]].strip().startswith(("http", "[", "(")))]
        out += [(key, number) for _, key, number in near]
    return tuple(out)


def _names(reference: tuple[str | None, int | None], memory_id: str) -> bool:
    key, number = record_key(memory_id)
    return (reference[0] is not None and reference[0] == key) or (
        reference[1] is not None and number is not None and reference[1] == number)


def cites_as_replaced(newer_text: str, newer_id: str, hit_text: str, hit_id: str) -> str | None:
    """The older record's file name when the newer one says it supersedes it, or the older one says the newer
    supersedes it; None otherwise."""
    if any(_names(r, hit_id) for r in _cited(newer_text, replaced_by=False)) \
            or any(_names(r, newer_id) for r in _cited(hit_text, replaced_by=True)):
        return record_key(hit_id)[0]
    return None
