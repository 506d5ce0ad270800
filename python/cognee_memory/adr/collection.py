"""A workspace's decision records as memories: ids, dates, statuses and supersession links.

* The id is ``adr:`` + the record's path relative to the workspace, so importing the same
  folder again updates the same memories instead of adding copies.
* The date is the record's own (front matter, ``Date:`` line, status history), else the author
  date of the git commit that added the file, else the file's modification time.
* Links are read both ways ("Superseded by [13](…)" in the old record, "Supersedes [12](…)" in
  the new one), resolved to files of the same collection by link target or record number. A
  record is Superseded when its status says so or a newer record supersedes it; every other
  record is Active (its own status — Accepted, Proposed, Deprecated — stays in the text).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path, PurePosixPath
from typing import Any, Callable

from cognee_memory.adr.folders import record_files
from cognee_memory.adr.history import first_commit_date, modified_date
from cognee_memory.adr.parse import SUPERSEDED, ParsedRecord, decision_text, isoformat, parse_record, record_number

ID_PREFIX = "adr:"
MAX_RECORD_BYTES = 512 * 1024


@dataclass
class Record:
    """One record ready to store."""

    id: str
    path: str  # relative to the workspace, POSIX separators
    parsed: ParsedRecord
    date: str | None
    date_source: str  # "record", "git", "file" or "none"
    superseded: bool = False
    supersedes: list[str] = field(default_factory=list)  # memory ids of older records this one replaces

    def to_row(self) -> dict[str, Any]:
        """The JSON Lines row for the ingest path."""
        status_line = self.parsed.status_text or self.parsed.status
        text = decision_text(self.parsed)
        if status_line:
            text += f"\n\nStatus: {status_line}"
        row: dict[str, Any] = {"id": self.id, "text": text, "status": SUPERSEDED if self.superseded else "Active",
                               "references": [self.path]}
        if self.date:
            row["source_created_at"] = self.date
        if self.supersedes:
            row["supersedes"] = self.supersedes
        return row


@dataclass
class Skipped:
    path: str
    reason: str

    def to_json(self) -> dict[str, str]:
        return {"path": self.path, "reason": self.reason}


def record_id(workspace: Path, path: Path) -> str:
    return ID_PREFIX + path.resolve().relative_to(workspace.resolve()).as_posix()


def _read(path: Path) -> str:
    if path.stat().st_size > MAX_RECORD_BYTES:
        raise ValueError(f"larger than {MAX_RECORD_BYTES // 1024} KB")
    return path.read_text(encoding="utf-8")


def _dated(path: Path, parsed: ParsedRecord, use_git: bool) -> tuple[str | None, str]:
    if parsed.date:
        return isoformat(parsed.date), "record"
    when: datetime | None = first_commit_date(path) if use_git else None
    if when:
        return isoformat(when), "git"
    when = modified_date(path)
    return (isoformat(when), "file") if when else (None, "none")


def _resolver(records: list[Record], folder_of: dict[str, Path], workspace: Path) -> Callable[[Record, str], str | None]:
    """A function (record, reference) → the id of the record it names in the same collection."""
    by_path = {(workspace / r.path).resolve(): r.id for r in records}
    by_number: dict[tuple[Path, int], str] = {}
    for r in records:
        if r.parsed.number is not None:
            by_number.setdefault((folder_of[r.id], r.parsed.number), r.id)

    def resolve(record: Record, reference: str) -> str | None:
        if reference.startswith("#"):
            return by_number.get((folder_of[record.id], int(reference[1:])))
        web = "://" in reference
        if not web:
            target = (workspace / PurePosixPath(record.path).parent / reference).resolve()
            if target in by_path:
                return by_path[target]
        name = PurePosixPath(reference).name  # a web link, or one written relative to another folder
        same = [rid for p, rid in by_path.items() if p.name == name]
        if len(same) == 1:
            return same[0]
        if web:  # a web link names one file: never guess another by its number
            return None
        number = record_number(name, "")
        return by_number.get((folder_of[record.id], number)) if number is not None else None

    return resolve


def read_records(workspace: Path, folders: list[Path], *, use_git: bool = True,
                 progress: Callable[[int, int, str], None] | None = None) -> tuple[list[Record], list[Skipped]]:
    """Every record of ``folders`` (inside ``workspace``), linked, with the files it skipped."""
    workspace = workspace.resolve()
    files = list(dict.fromkeys(p.resolve() for folder in folders for p in record_files(folder)))
    records: list[Record] = []
    skipped: list[Skipped] = []
    folder_of: dict[str, Path] = {}
    for index, path in enumerate(files, start=1):
        relative = path.relative_to(workspace).as_posix()
        if progress:
            progress(index, len(files), relative)
        try:
            parsed = parse_record(_read(path), path.name)
        except (OSError, UnicodeDecodeError, ValueError) as exc:
            reason = "not UTF-8 text" if isinstance(exc, UnicodeDecodeError) else str(exc)
            skipped.append(Skipped(relative, reason))
            continue
        if not parsed.body and not parsed.status:
            skipped.append(Skipped(relative, "empty record"))
            continue
        date, source = _dated(path, parsed, use_git)
        record = Record(record_id(workspace, path), relative, parsed, date, source,
                        superseded=parsed.status == SUPERSEDED)
        records.append(record)
        folder_of[record.id] = next(f.resolve() for f in folders if f.resolve() in path.parents)
    link(records, _resolver(records, folder_of, workspace))
    return records, skipped


def link(records: list[Record], resolve: Callable[[Record, str], str | None]) -> None:
    """Fill ``supersedes`` and ``superseded`` from both records' own words."""
    by_id = {r.id: r for r in records}
    pairs: list[tuple[str, str]] = []  # (new, old)
    for record in records:
        for ref in record.parsed.superseded_by:
            newer = resolve(record, ref)
            if newer and newer != record.id:
                pairs.append((newer, record.id))
        for ref in record.parsed.supersedes:
            older = resolve(record, ref)
            if older and older != record.id:
                pairs.append((record.id, older))
    for new, old in dict.fromkeys(pairs):
        if old in by_id[new].supersedes or new in by_id[old].supersedes:  # never both ways
            continue
        by_id[new].supersedes.append(old)
        by_id[old].superseded = True
