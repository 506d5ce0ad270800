"""``ingest.py --adr-dir PATH`` / ``--adr auto``: a workspace's decision records as memories.

Reads the records (``cognee_memory.adr``), prints progress on stderr, and sends one ingest
request with every record: ids from the workspace-relative paths (a re-import updates the same
memories), the records' own dates, Superseded for the records a newer one replaces, and the
supersession links. Update detection is off for the batch: the records say themselves what
replaces what.
"""

from __future__ import annotations

import json
from collections import Counter
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import click

from cognee_memory.adr.collection import read_records
from cognee_memory.adr.folders import COMMON_LAYOUTS, find_record_folders
from cognee_memory.config import StoreConfig
from cognee_memory.errors import bad_argument
from cognee_memory.requests import parse_ingest_text
from cognee_memory.cli.dispatch import send

PROGRESS_EVERY = 10


def record_folders(workspace: Path, adr_dirs: tuple[str, ...], auto: bool) -> list[Path]:
    """The folders to read: each --adr-dir (inside the workspace), or the ones found (--adr auto)."""
    if auto:
        return find_record_folders(workspace)
    folders = []
    for given in adr_dirs:
        if not given.strip():
            raise bad_argument("--adr-dir is empty: pass a folder of decision records, e.g. --adr-dir doc/adr.")
        raw = Path(given).expanduser()
        folder = (raw if raw.is_absolute() else workspace / raw).resolve()
        if not folder.is_dir():
            raise bad_argument(f"--adr-dir '{given}' is not a folder (relative paths start at the workspace).")
        if folder != workspace and workspace not in folder.parents:
            raise bad_argument(f"--adr-dir '{given}' is outside the workspace {workspace}: records are stored "
                               "under ids made from their path in the workspace.")
        folders.append(folder)
    return list(dict.fromkeys(folders))


def _progress(done: int, total: int, path: str) -> None:
    if done == 1 or done == total or done % PROGRESS_EVERY == 0:
        click.echo(f"reading decision records: {done}/{total} ({path})", err=True)


def import_records(config: StoreConfig, adr_dirs: tuple[str, ...], auto: bool, scrub: bool,
                   direct: bool) -> dict[str, Any]:
    """Read, store, summarise. Nothing found is a success with 0 records (and where it looked)."""
    workspace = config.workspace.resolve()
    folders = record_folders(workspace, adr_dirs, auto)
    shown = [f.relative_to(workspace).as_posix() or "." for f in folders]
    if folders:
        click.echo(f"decision record folders: {', '.join(shown)}", err=True)
    records, skipped = read_records(workspace, folders, progress=_progress)
    summary: dict[str, Any] = {
        "records": len(records), "superseded": sum(1 for r in records if r.superseded),
        "links": sum(len(r.supersedes) for r in records), "folders": shown,
        "skipped": [s.to_json() for s in skipped],
        "dates": dict(Counter(r.date_source for r in records)),
    }
    if not records:
        looked = "the folders given" if not auto else "the usual places (" + ", ".join(COMMON_LAYOUTS[:6]) + ", …)"
        return {"success": True, **summary, "stored": [], "count": 0,
                "message": f"No decision records found in {looked}."}
    rows = sorted((r.to_row() for r in records), key=lambda row: (row.get("source_created_at") or "", row["id"]))
    text = "\n".join(json.dumps(row, ensure_ascii=False) for row in rows)
    parse_ingest_text(text, datetime.now(timezone.utc))  # our own rows: a failure here is a bug, shown as one
    click.echo(f"storing {len(rows)} decision records ({summary['superseded']} superseded)…", err=True)
    result = send(config, {"op": "ingest", "text": text, "scrub": scrub, "update_policy": "off"}, direct=direct)
    click.echo(f"stored {result.get('count', len(rows))} decision records", err=True)
    return {**result, **summary}
