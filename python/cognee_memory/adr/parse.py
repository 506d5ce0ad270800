"""One decision record's text → its title, status, date and supersession references (no I/O).

The styles read here are the common ones:

* Nygard / adr-tools: ``# 12. Title``, ``Date: 2018-02-01``, a ``## Status`` section whose first
  line is the status ("Accepted", "Superseded by [13. Other](0013-other.md)") and whose other
  lines may say "Supersedes [2. Old](0002-old.md)";
* MADR: YAML front matter (``status: superseded by ADR-0012``, ``date: 2023-08-15``) or the
  MADR 2 bullets ``* Status: accepted`` / ``* Date: 2020-01-02``;
* bold or plain fields anywhere near the top: ``**Status:** Deprecated``, ``Status: Proposed``;
* a status history (``* Proposed (2021-09-02)`` then ``* Accepted (2021-10-04)``): the last
  entry is the current status.

References are kept as written (a link target or a record number); resolving them to files is
the collection's job (``collection.py``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date, datetime

ACCEPTED, PROPOSED, DEPRECATED, SUPERSEDED, REJECTED = "Accepted", "Proposed", "Deprecated", "Superseded", "Rejected"

# First word(s) of a status → its canonical name, in this order ("superseded" anywhere wins:
# "Accepted, superseded by 12").
_STATUS_WORDS: tuple[tuple[str, str], ...] = (
    (SUPERSEDED, r"supersed|superced|replaced\s+by|obsoleted\s+by"),
    (DEPRECATED, r"deprecat|retired|obsolete|withdrawn|no\s+longer"),
    (REJECTED, r"reject|declined|abandoned"),
    (PROPOSED, r"propos|draft|pending|in\s+progress|in\s+review|under\s+review|open\b|wip\b|review"),
    (ACCEPTED, r"accept|approved|agreed|adopted|decided|implemented|done|active|current|complete"),
)

_FRONT_MATTER = re.compile(r"\A\ufeff?---[ \t]*\r?\n(.*?)\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|\Z)", re.S)
_HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")
# "Status: X", "* Status: X", "- **Status:** X", "**Status**: X", "| Status | X |"
_FIELD = re.compile(r"^\s*(?:[-*+]\s+)?(?:\|\s*)?(?:\*\*|__)?(?P<key>[A-Za-z][A-Za-z _-]{1,30}?)(?:\*\*|__)?\s*"
                    r"(?::|\|)\s*(?:\*\*|__)?\s*(?P<value>.*?)\s*\|?\s*$")
_LINK = re.compile(r"\[(?P<label>[^\]]*)\]\((?P<target>[^)\s]+)(?:\s+\"[^\"]*\")?\)")
_NUMBER_REF = re.compile(r"(?:\b(?:ADR|RFC|AD|DR|decision|record)|#)[\s#:_-]*0*(\d{1,5})\b", re.I)
_BARE_NUMBER = re.compile(r"^\W*0*(\d{1,4})\b(?![-/.]\d)")
_SUPERSEDED_BY = re.compile(r"(?:superseded|superceded|replaced|obsoleted)\s+(?:in\s+part\s+)?by\b", re.I)
_LEADING_SUPERSEDED_BY = re.compile(r"^\W*(?:superseded|superceded|replaced)\s+by\b", re.I)
_SUPERSEDED_WORD = re.compile(r"^\W*(?:superseded|superceded)\b", re.I)
_SUPERSEDES = re.compile(r"^\W*(?:supersedes|supercedes|replaces)\b", re.I)
_REPLACES = re.compile(r"\b(?:supersedes|supercedes|replaces)\b", re.I)  # "Accepted (replaces ADR 0013)"
_TITLE_NUMBER = re.compile(r"^\s*(?:(?:ADR|RFC|AD|DR)[\s_-]*)?(\d{1,5})\s*[.:)\-–—]*\s+", re.I)
_FILE_NUMBER = re.compile(r"^(?:(?:ADR|RFC|AD|DR)[\s_-]*)?(\d{1,5})(?=[\s_.-])", re.I)

_MONTHS = {m: i for i, m in enumerate(
    ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november",
     "december"), start=1)}
_ISO_DATE = re.compile(r"\b(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})\b")
_DAY_MONTH_YEAR = re.compile(r"\b(\d{1,2})(?:st|nd|rd|th)?\s+([A-Za-z]{3,9})\.?,?\s+(\d{4})\b")
_MONTH_DAY_YEAR = re.compile(r"\b([A-Za-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b")


@dataclass
class ParsedRecord:
    """What one record says about itself."""

    title: str
    status: str | None  # canonical (Accepted, Proposed, Deprecated, Superseded, Rejected) or as written
    status_text: str | None  # the status as written
    date: date | None
    number: int | None
    superseded_by: list[str] = field(default_factory=list)  # link targets or "#12" number references
    supersedes: list[str] = field(default_factory=list)
    body: str = ""  # the text without front matter and title


# A template's list of the allowed statuses, kept after (or instead of) the record's own word:
# "Proposed [Proposed, Accepted, Rejected, Deprecated, Superseded, etc.]", MADR's unfilled
# "[proposed | rejected | accepted | deprecated | … | superseded by [ADR-0005](0005-example.md)]".
_BRACKETED = re.compile(r"[\[(](?:[^\[\]()]|\[[^\]]*\]\([^)]*\))*[\])]")
_STATUS_STEMS = re.compile(r"propos|accept|reject|deprecat|super[sc]ed", re.I)


def without_status_hints(text: str) -> str:
    """``text`` without any bracketed list naming three or more different statuses (a template's
    hint, not the record's word)."""
    def hint(match: re.Match[str]) -> str:
        named = {m.lower()[:6] for m in _STATUS_STEMS.findall(match[0])}
        return " " if len(named) >= 3 else match[0]
    return re.sub(r"\s+", " ", _BRACKETED.sub(hint, text)).strip() if text else text


def canonical_status(text: str | None) -> str | None:
    """'accepted' → 'Accepted', 'Superseded by [ADR 12](…)' → 'Superseded'; unknown words as written."""
    if text is None:
        return None
    plain = _plain(text).strip()
    if not plain:
        return None
    lowered = plain.lower()
    if re.search(r"\bsuper[sc]eded\b|\breplaced\s+by\b", lowered):  # "Accepted, later superseded by 12"
        return SUPERSEDED
    for name, pattern in _STATUS_WORDS:
        if re.match(rf"\W*(?:{pattern})", lowered):
            return name
    for name, pattern in _STATUS_WORDS[1:3]:  # "Was accepted; deprecated since 2021"
        if re.search(pattern, lowered):
            return name
    return plain.split("\n")[0][:40]


def parse_date(text: str | None) -> date | None:
    """The first unambiguous date in ``text`` (ISO, "1 February 2018", "February 1, 2018")."""
    if not text:
        return None
    for match in _ISO_DATE.finditer(text):
        found = _date(int(match[1]), int(match[2]), int(match[3]))
        if found:
            return found
    for match in _DAY_MONTH_YEAR.finditer(text):
        found = _date(int(match[3]), _month(match[2]), int(match[1]))
        if found:
            return found
    for match in _MONTH_DAY_YEAR.finditer(text):
        found = _date(int(match[3]), _month(match[1]), int(match[2]))
        if found:
            return found
    return None


def _month(name: str) -> int:
    lowered = name.lower()
    return next((n for full, n in _MONTHS.items() if full.startswith(lowered) and len(lowered) >= 3), 0)


def _date(year: int, month: int, day: int) -> date | None:
    if not (1970 <= year <= 2100):
        return None
    try:
        return date(year, month, day)
    except ValueError:
        return None


def _plain(text: str) -> str:
    """Markdown emphasis and links reduced to their words."""
    text = _LINK.sub(lambda m: m["label"], text)
    return re.sub(r"[*_`~]+", "", text)


def front_matter(text: str) -> tuple[dict[str, str], str]:
    """Simple ``key: value`` front matter (lists joined by ', ') and the text after it."""
    match = _FRONT_MATTER.match(text)
    if not match:
        return {}, text.lstrip("\ufeff")
    fields: dict[str, str] = {}
    key = None
    for line in match[1].splitlines():
        item = re.match(r"^\s+-\s+(.*)$", line)
        if item and key:
            fields[key] = ", ".join(v for v in (fields.get(key), item[1].strip().strip("'\"")) if v)
            continue
        pair = re.match(r"^([A-Za-z][\w -]*?)\s*:\s*(.*)$", line)
        if pair:
            key = pair[1].strip().lower().replace("_", "-").replace(" ", "-")
            value = pair[2].strip().strip("'\"")
            fields[key] = value[1:-1] if value.startswith("[") and value.endswith("]") else value
    return fields, text[match.end():]


def _sections(lines: list[str]) -> dict[str, list[str]]:
    """Heading (lower case, without numbering) → the lines under it (first heading wins)."""
    out: dict[str, list[str]] = {}
    current: list[str] | None = None
    for line in lines:
        heading = _HEADING.match(line)
        if heading:
            name = re.sub(r"^[\d.\s]+", "", _plain(heading[2])).strip().lower().rstrip(":")
            current = out.setdefault(name, []) if name not in out else None
            continue
        if current is not None:
            current.append(line)
    return out


def _status_from_section(lines: list[str]) -> tuple[str | None, date | None]:
    """The current status of a ``## Status`` section (the last entry of a history list) and the
    date written beside it, if any."""
    entries = [line.strip() for line in lines if line.strip() and not line.strip().startswith(("<!--", "|---", ">"))]
    if not entries:  # only a quote: "> Accepted" (a template's hints, if any, follow the status)
        quoted = [line.strip().lstrip(">").strip() for line in lines if line.strip().startswith(">")]
        entries = [q for q in quoted if q][:1]
    if not entries:
        return None, None
    bullets = [e for e in entries if re.match(r"^[-*+]\s+", e)]
    if len(bullets) > 1 and all(canonical_status(re.sub(r"^[-*+]\s+", "", b)) in _KNOWN for b in bullets):
        last = re.sub(r"^[-*+]\s+", "", bullets[-1])
        return last, parse_date(last)
    first = re.sub(r"^[-*+]\s+", "", entries[0])
    field_match = _FIELD.match(first)
    if field_match and field_match["key"].strip().lower() == "status":
        first = field_match["value"]
    return first, None


DECISION_SECTIONS = ("decision", "decision outcome", "decisions", "proposal", "proposed decision", "outcome")
DATE_KEYS = ("date", "created", "introduced", "date created", "proposed", "accepted", "decided", "decision date")
_KNOWN = {ACCEPTED, PROPOSED, DEPRECATED, SUPERSEDED, REJECTED}


def _fields(lines: list[str]) -> dict[str, str]:
    """``Key: value`` lines (plain, bulleted, bold or table rows), first occurrence wins."""
    out: dict[str, str] = {}
    for line in lines:
        match = _FIELD.match(line)
        if match and match["value"]:
            out.setdefault(match["key"].strip().lower().replace("_", " ").replace("-", " "), match["value"])
    return out


def _references(text: str) -> list[str]:
    """The records a phrase points at: link targets to local files, else '#N' numbers."""
    targets = [m["target"].split("#")[0] for m in _LINK.finditer(text)]
    # Local links, and web links to a Markdown file (matched by file name only: never by number)
    links = [t for t in targets if t and (not re.match(r"^[a-z]+:", t, re.I) or re.search(r"\.m(?:ark)?d(?:own)?$", t))]
    if links:
        return links
    plain = _plain(text)
    numbers = _NUMBER_REF.findall(plain) or _BARE_NUMBER.findall(plain)
    return [f"#{int(n)}" for n in numbers if int(n) > 0]


def _after(pattern: re.Pattern[str], text: str) -> str:
    match = pattern.search(text)
    return text[match.end():] if match else ""


def record_number(filename: str, title: str) -> int | None:
    """The record's number, from its file name ('0012-use-x.md', 'ADR-0012-…') or its title."""
    match = _FILE_NUMBER.match(filename) or _TITLE_NUMBER.match(title)
    return int(match[1]) if match else None


def clean_title(heading: str) -> str:
    """'12. Use PostgreSQL' / 'ADR-0012: Use PostgreSQL' → 'Use PostgreSQL'."""
    title = _plain(heading).strip()
    stripped = _TITLE_NUMBER.sub("", title, count=1).strip(" :-–—")
    return stripped or title


def parse_record(text: str, filename: str = "") -> ParsedRecord:
    """Read one record. Never raises: a record with no title gets one from its file name."""
    meta, rest = front_matter(text)
    lines = rest.splitlines()
    title_line, body_start = None, 0
    for i, line in enumerate(lines):
        heading = _HEADING.match(line)
        if heading and heading[1] == "#":
            title_line, body_start = heading[2], i + 1
            break
        if line.strip() and not _FIELD.match(line) and i + 1 < len(lines) and re.match(r"^=+\s*$", lines[i + 1]):
            title_line, body_start = line, i + 2
            break
    raw_title = meta.get("title") or title_line or re.sub(r"[-_]+", " ", re.sub(r"\.\w+$", "", filename))
    sections = _sections(lines[body_start:])
    top = lines[body_start:body_start + 40]
    fields = {**_fields(top), **{k.replace("-", " "): v for k, v in meta.items()}}

    status_text: str | None = None
    section_date: date | None = None
    status_lines = sections.get("status") or sections.get("decision status")
    if meta.get("status"):
        status_text = meta["status"]
    elif fields.get("status"):
        status_text = fields["status"]
    elif status_lines:
        status_text, section_date = _status_from_section(status_lines)

    superseded_by: list[str] = []
    supersedes: list[str] = []
    for key in ("superseded by", "superseded-by", "supersededby"):
        if meta.get(key) or fields.get(key):
            superseded_by += _references(meta.get(key) or fields[key])
    for key in ("supersedes", "replaces"):
        if meta.get(key) or fields.get(key):
            supersedes += _references(meta.get(key) or fields[key])
    # A template's hint ('> Valid statuses: … "Superseded by ADRzzz"', "[proposed | accepted | …]") is not
    # the record's own word.
    status_text = without_status_hints(status_text) or None if status_text else status_text
    status_part = [status_text or ""] + [without_status_hints(line) for line in status_lines or []
                                         if not line.lstrip().startswith(">")]
    link_lines = [line for line in lines[body_start:]  # "Supersedes …" / "Superseded by …" lines anywhere
                  if _SUPERSEDES.match(_plain(line)) or _LEADING_SUPERSEDED_BY.match(_plain(line))]
    for line in status_part + link_lines:
        if _SUPERSEDED_BY.search(line) and not re.search(r"\bin\s+part\b|\bpartially\b", line, re.I):
            superseded_by += _references(_after(_SUPERSEDED_BY, line))
        elif _SUPERSEDES.match(_plain(line)) or (line in status_part and _REPLACES.search(line)):
            supersedes += _references(_after(_REPLACES, line))

    status = canonical_status(status_text)
    if status == SUPERSEDED and not superseded_by and status_text and _SUPERSEDED_WORD.match(_plain(status_text)):
        superseded_by += _references(_after(_SUPERSEDED_WORD, status_text))  # "Superseded [0019](0019-….md)"
    if superseded_by:  # "Accepted … Superseded by [16](…)": the newer record decides
        status = SUPERSEDED
    when = next((found for key in DATE_KEYS if (found := parse_date(meta.get(key) or fields.get(key)))), None) \
        or section_date
    title = clean_title(raw_title)
    return ParsedRecord(
        title=title, status=status, status_text=_plain(status_text).strip() if status_text else None, date=when,
        number=record_number(filename, _plain(raw_title)),
        superseded_by=list(dict.fromkeys(superseded_by)), supersedes=list(dict.fromkeys(supersedes)),
        body="\n".join(lines[body_start:]).strip(),
    )


def decision_text(record: ParsedRecord, limit: int = 1500) -> str:
    """The memory text of a record: its title, then its decision (or its body), shortened."""
    sections = _sections(record.body.splitlines())
    core = "\n".join(next((sections[k] for k in DECISION_SECTIONS if sections.get(k)), [])).strip()
    if not core:
        core = "\n".join(line for line in record.body.splitlines()
                         if not _FIELD.match(line) or _FIELD.match(line)["key"].strip().lower() not in
                         {"status", "date", "deciders", "authors", "author"}).strip()
    core = re.sub(r"<!--.*?-->", "", core, flags=re.S)
    core = re.sub(r"\n{3,}", "\n\n", core).strip()
    text = record.title.rstrip(".") + "." + (f"\n\n{core}" if core else "")
    return text if len(text) <= limit else text[:limit - 1].rstrip() + "…"


def isoformat(value: date | datetime | None) -> str | None:
    if value is None:
        return None
    if isinstance(value, datetime):
        return value.strftime("%Y-%m-%dT%H:%M:%SZ")
    return f"{value.isoformat()}T00:00:00Z"
