"""Find credentials in memory text and replace them with typed placeholders.

``[REDACTED:aws-access-key]`` replaces the secret itself; the words around it stay, so a
memory still says *what* was configured without saying the value.

The rules (detect-secrets' token formats, our own patterns and the ``NAME = VALUE``
assignments) and the checks that tell a real value from a stand-in are in ``patterns.py``;
this module runs them over a text, merges overlapping findings and writes the placeholders.

Importing this module is cheap: ``detect-secrets`` is imported on the first scan, which
only happens in the service (the thin CLI clients never scan).
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, replace
from typing import Any, Iterable

from cognee_memory.model import Memory
from cognee_memory.scrubbing.patterns import ASSIGN_RULES, OWN_RULES, AssignRule, Rule, library_rules

PLACEHOLDER = "[REDACTED:{kind}]"
# Fields of a memory that carry free text (and so may carry a pasted credential).
TEXT_FIELDS = ("decisions", "rationale", "open_questions", "references")

# Characters a token keeps going with; a library match is extended over them so a pattern
# that stops early (fixed length, lazy tail) never leaves part of the secret behind.
_TOKEN_TAIL = re.compile(r"[A-Za-z0-9_\-+/=]*")
_TOKEN_CHAR = re.compile(r"[A-Za-z0-9]")

# NAME = VALUE with the usual separators (=, :, :=, =>), the name optionally quoted and
# prefixed/suffixed (DB_PASSWORD, "client_secret", aws_secret_access_key). The keyword is
# found first and the name grown around it: a leading lazy ``\w*?`` costs 10× more.
_NAME_CHARS = re.compile(r"[A-Za-z0-9_.\-]*")
_ASSIGN_REST = re.compile(
    r"[A-Za-z0-9_.\-]*[\"']?[ \t]*(?::=|=>|=|:)[ \t]*"
    r"(\"[^\"\n]+\"|'[^'\n]+'|`[^`\n]+`|[^\s\"'`,;&]+)"
)
_BRACKETS = re.compile(r"[()\[\]]")
_PROSE_GOES_ON = re.compile(r"[ \t]+[A-Za-z]")


@dataclass(frozen=True)
class Finding:
    """One secret's position in a text and its type (never its value outside the span)."""

    start: int
    end: int
    kind: str


def _name_kind(name: str, default: str) -> str:
    lowered = name.lower()
    if "aws" in lowered and "secret" in lowered:
        return "aws-secret-key"
    return default


# ---- scanning --------------------------------------------------------------------------


def _matches(rule: Rule, text: str) -> Iterable[Finding]:
    for match in rule.pattern.finditer(text):
        start, end = match.span(rule.group)
        if start < 0 or end <= start:
            continue
        if rule.extend:
            # Left: a match inside a longer token (a base64 blob, a hash) is not a credential.
            if start > 0 and _TOKEN_CHAR.match(text[start - 1]):
                continue
            while start < end and not _TOKEN_CHAR.match(text[start]):
                start += 1  # patterns that anchor on a leading separator (=, :, space)
            end = _TOKEN_TAIL.match(text, end).end()
            while end > start and not _TOKEN_CHAR.match(text[end - 1]) and text[end - 1] != "=":
                end -= 1
        value = text[start:end]
        if rule.check is not None and not rule.check(value):
            continue
        yield Finding(start, end, rule.kind)


def _assignments(rule: AssignRule, text: str) -> Iterable[Finding]:
    for match in rule.keyword.finditer(text):
        rest = _ASSIGN_REST.match(text, match.end())
        if rest is None:
            continue
        name_start = match.start()
        while name_start > 0 and _NAME_CHARS.fullmatch(text[name_start - 1]):
            name_start -= 1
        if name_start > 0 and text[name_start - 1] in "\"'":
            name_start -= 1
        value_start, value_end = rest.span(1)
        value = text[value_start:value_end]
        quoted = value[0] in "\"'`" and value[-1] == value[0]
        if quoted:
            value_start, value_end, value = value_start + 1, value_end - 1, value[1:-1]
        elif value.isalpha() and _PROSE_GOES_ON.match(text, value_end):
            continue  # "Passwords: rotated every 90 days" is a sentence, not an assignment
        # Brackets mark code (os.environ["X"]) only outside quotes; a quoted literal may hold them.
        if rule.check(value) or (quoted and rule.check(_BRACKETS.sub("", value))):
            yield Finding(value_start, value_end, _name_kind(text[name_start:match.end()], rule.kind))


# Types that only say "a secret-looking value under a secret-looking name": a token format
# found on the same span names it better.
GENERIC_KINDS = frozenset({"password", "secret", "high-entropy-secret", "bearer-token"})


def _specificity(f: Finding) -> tuple[bool, int]:
    return f.kind not in GENERIC_KINDS, f.end - f.start


def _merge(findings: list[Finding]) -> list[Finding]:
    """Overlapping findings become one span, typed by its most specific, longest finding."""
    merged: list[tuple[int, int, Finding]] = []
    for f in sorted(findings, key=lambda f: (f.start, -(f.end - f.start))):
        if merged and f.start < merged[-1][1]:
            start, end, longest = merged[-1]
            if _specificity(f) > _specificity(longest):
                longest = f
            merged[-1] = (start, max(end, f.end), longest)
        else:
            merged.append((f.start, f.end, f))
    return [Finding(start, end, longest.kind) for start, end, longest in merged]


def find_secrets(text: str) -> list[Finding]:
    """Every secret in ``text``, in order, never overlapping."""
    if not text:
        return []
    found = [f for rule in (*OWN_RULES, *library_rules()) for f in _matches(rule, text)]
    found += [f for rule in ASSIGN_RULES for f in _assignments(rule, text)]
    return _merge(found)


def scrub_text(text: str) -> tuple[str, Counter[str]]:
    """``text`` with every secret replaced by ``[REDACTED:<type>]``, and the count per type."""
    findings = find_secrets(text)
    counts: Counter[str] = Counter()
    pieces: list[str] = []
    last = 0
    for f in findings:
        pieces.append(text[last:f.start])
        pieces.append(PLACEHOLDER.format(kind=f.kind))
        counts[f.kind] += 1
        last = f.end
    pieces.append(text[last:])
    return "".join(pieces), counts


def scrub_memory(memory: Memory) -> tuple[Memory, Counter[str]]:
    """A copy of ``memory`` with every text field and its topic scrubbed; everything else is unchanged."""
    counts: Counter[str] = Counter()
    text, found = scrub_text(memory.text)
    counts.update(found)
    lists: dict[str, list[str]] = {}
    for name in TEXT_FIELDS:
        cleaned = []
        for item in getattr(memory, name):
            item, found = scrub_text(item)
            counts.update(found)
            cleaned.append(item)
        lists[name] = cleaned
    topic = memory.topic
    if topic is not None:  # a topic is a graph node's name: a key there is stored as plainly as in text
        topic, found = scrub_text(topic)
        counts.update(found)
    if not counts:
        return memory, counts
    return replace(memory, text=text, topic=topic, **lists), counts


def ids_holding_secrets(memories: list[Memory]) -> int:
    """How many memories have an id (or a superseded id) that contains a credential. Ids are
    not redacted (two redacted ids could collide, and links name them), so such input is refused."""
    return sum(1 for m in memories if any(scrub_text(i)[1] for i in (m.id, *m.supersedes)))


def scrub_memories(memories: list[Memory]) -> tuple[list[Memory], dict[str, Counter[str]]]:
    """Scrub each memory; also returns the counts of the memories that changed, by id."""
    cleaned: list[Memory] = []
    changed: dict[str, Counter[str]] = {}
    for memory in memories:
        scrubbed, counts = scrub_memory(memory)
        cleaned.append(scrubbed)
        if counts:
            changed[memory.id] = counts
    return cleaned, changed


def redaction_report(counts: Counter[str]) -> dict[str, Any]:
    """The response field: how many secrets of which types were redacted (never the values)."""
    return {"count": sum(counts.values()), "by_type": dict(sorted(counts.items()))}


def scrub_json(value: Any) -> tuple[Any, Counter[str]]:
    """Every string inside a JSON-like value scrubbed (e.g. compaction's kept context lines)."""
    counts: Counter[str] = Counter()
    if isinstance(value, str):
        return scrub_text(value)
    if isinstance(value, list):
        items = []
        for item in value:
            item, found = scrub_json(item)
            counts.update(found)
            items.append(item)
        return items, counts
    if isinstance(value, dict):
        cleaned = {}
        for key, item in value.items():
            cleaned[key], found = scrub_json(item)
            counts.update(found)
        return cleaned, counts
    return value, counts
