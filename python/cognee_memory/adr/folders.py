"""Where a workspace keeps its decision records, and which files in such a folder are records."""

from __future__ import annotations

import os
import re
from pathlib import Path

# The layouts adr-tools, MADR, log4brains and common practice use, most specific first.
COMMON_LAYOUTS = (
    "doc/adr", "docs/adr", "docs/adrs", "doc/adrs", "docs/decisions", "doc/decisions",
    "docs/architecture/decisions", "doc/architecture/decisions", "docs/architecture/adr",
    "docs/architecture/adrs", "docs/architecture-decisions", "docs/architecture-decision-records",
    "architecture/decisions", "architecture-decision-record", "architecture-decision-records",
    "adr", "adrs", "decisions", "docs/design/adr", "docs/decision-records",
)
# Folder names that hold records wherever they are (found by a shallow walk).
RECORD_FOLDER_NAMES = {"adr", "adrs", "decisions", "architecture-decisions", "architecture-decision-record",
                       "architecture-decision-records", "decision-records", "decision-log"}
SKIPPED_FOLDERS = {".git", "node_modules", ".venv", "venv", ".cognee-memory", "dist", "build", "out", "target",
                   "vendor", "__pycache__", ".tox", ".mypy_cache", "site-packages", ".next", "coverage"}
MAX_DEPTH = 5
RECORD_SUFFIXES = (".md", ".markdown")
_NOT_RECORDS = re.compile(r"^(readme|index|template|adr-template|_template|toc|summary|changelog|contributing)\b",
                          re.I)
_NUMBERED = re.compile(r"^(?:(?:ADR|RFC|AD|DR)[\s_-]*)?\d{1,8}[\s_.-]", re.I)


def is_record_file(path: Path) -> bool:
    """A Markdown file that is a record: numbered ('0003-…', 'ADR-0003-…'), not a README,
    index or template."""
    name = path.name
    if not name.lower().endswith(RECORD_SUFFIXES) or _NOT_RECORDS.match(name) or "template" in name.lower():
        return False
    return True


def record_files(folder: Path) -> list[Path]:
    """The record files directly in ``folder`` (and its one-level subfolders such as
    'superseded/' or 'archive/'), sorted by path."""
    found: list[Path] = []
    try:
        entries = sorted(folder.iterdir())
    except OSError:
        return []
    for entry in entries:
        if entry.is_file() and is_record_file(entry):
            found.append(entry)
        elif entry.is_dir() and not entry.is_symlink() and entry.name not in SKIPPED_FOLDERS:
            found += [p for p in sorted(entry.iterdir()) if p.is_file() and is_record_file(p)] \
                if entry.name.lower() in {"superseded", "archive", "archived", "deprecated", "rejected", "accepted",
                                          "proposed"} else []
    return found


def _looks_like_record_folder(folder: Path) -> bool:
    files = record_files(folder)
    return any(_NUMBERED.match(p.name) for p in files)


def find_record_folders(workspace: Path) -> list[Path]:
    """Every folder under ``workspace`` that holds numbered decision records: the common layouts,
    then folders with a record-like name found within MAX_DEPTH levels (dependencies, build
    output and hidden folders skipped). Nested duplicates are dropped."""
    workspace = workspace.resolve()
    found: list[Path] = []
    for layout in COMMON_LAYOUTS:
        folder = workspace / layout
        if folder.is_dir() and _looks_like_record_folder(folder):
            found.append(folder.resolve())
    for root, dirs, _files in os.walk(workspace):
        depth = len(Path(root).relative_to(workspace).parts)
        dirs[:] = sorted(d for d in dirs if d not in SKIPPED_FOLDERS and not d.startswith(".")
                         and not os.path.islink(os.path.join(root, d)))
        if depth >= MAX_DEPTH:
            dirs[:] = []
            continue
        for name in dirs:
            folder = Path(root) / name
            if name.lower() in RECORD_FOLDER_NAMES and _looks_like_record_folder(folder):
                found.append(folder.resolve())
    unique = list(dict.fromkeys(found))
    return [f for f in unique if not any(other != f and other in f.parents for other in unique)]
