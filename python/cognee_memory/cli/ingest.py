"""ingest: store memories from JSON Lines (one memory per line) in the workspace's store."""

from __future__ import annotations

import sys
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import click

from cognee_memory.errors import MemoryToolError, bad_argument
from cognee_memory.requests import parse_ingest_text
from cognee_memory.cli.common import JsonCommand, configure_logging, run_command, workspace_options, store_config
from cognee_memory.cli.decision_records import import_records
from cognee_memory.cli.dispatch import send


def read_input(file: str) -> str:
    if file == "-":
        try:  # the bytes, decoded strictly: a terminal's lenient decoding would pass bad bytes on
            return sys.stdin.buffer.read().decode("utf-8")
        except UnicodeDecodeError as exc:
            raise MemoryToolError(
                "INVALID_ARGUMENT", f"Standard input is not UTF-8 text (bad byte at offset {exc.start}). "
                "Save the memories as UTF-8 JSON Lines and run again.",
            ) from None
    path = Path(file).expanduser()
    try:
        return path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise MemoryToolError("INVALID_ARGUMENT", f"Input file '{file}' does not exist.") from None
    except UnicodeDecodeError as exc:
        raise MemoryToolError("INVALID_ARGUMENT", f"Input file '{file}' is not UTF-8 text (bad byte at offset "
                              f"{exc.start}). Save it as UTF-8 and run again.") from None
    except OSError as exc:
        raise MemoryToolError("INVALID_ARGUMENT", f"Cannot read input file '{file}': {exc.strerror}.") from None


@click.command(cls=JsonCommand)
@workspace_options
@click.option("--file", "-f", "file", default=None,
              help="JSON Lines file, one memory per line ('-' = standard input).")
@click.option("--adr-dir", "adr_dirs", multiple=True, metavar="PATH",
              help="Instead of --file: import the architecture decision records in this folder (repeatable; "
                   "relative to the workspace), each as a memory with its own date, status and supersession links.")
@click.option("--adr", "adr", type=click.Choice(["auto"]), default=None,
              help="'auto' = like --adr-dir, for every decision-record folder found in the workspace "
                   "(doc/adr, docs/adr, docs/decisions, docs/architecture/decisions, adr, decisions, …).")
@click.option("--no-scrub", is_flag=True, envvar="COGNEE_MEMORY_NO_SCRUB",
              help="Store the text as given, without redacting credentials (default: secrets are "
                   "replaced by [REDACTED:<type>] before anything is embedded or written).")
@click.option("--update-policy", type=click.Choice(["suggest", "auto", "off"]), default="suggest",
              envvar="COGNEE_MEMORY_UPDATE_POLICY", show_default=True,
              help="When a new memory looks like an update of an older one: 'suggest' reports it "
                   "(possible_updates), 'auto' also supersedes the older memory when confident, 'off' skips the check.")
@click.option("--dedup", is_flag=True, envvar="COGNEE_MEMORY_DEDUP",
              help="Merge a new memory into a stored one it duplicates (cosine > 0.92 and the same content); "
                   "0.85-0.92 is reported as a possible duplicate.")
def main(workspace: str, storage_dir: str | None, embedder: str, direct: bool, verbose: bool, file: str | None,
         adr_dirs: tuple[str, ...], adr: str | None, no_scrub: bool, update_policy: str, dedup: bool) -> None:
    """Store the memories in FILE. Any invalid line rejects the whole file (nothing half-stored).

    \b
    Each line: {"id": "m1", "text": "...", "topic": "db", "status": "Active",
                "source_created_at": "2025-11-03T14:00:00Z", "references": ["src/db.py"]}
    Re-ingesting an id updates that memory. Credentials in any text field are redacted
    before storing (see docs/secrets.md); --no-scrub turns that off. Each new memory is
    compared with older ones (see docs/updates.md); automatic supersessions are listed
    on stderr and undone with supersede.py --restore ID.

    \b
    Decision records instead of a file (see docs/decision-records.md):
      python python/ingest.py -w . --adr auto
      python python/ingest.py -w . --adr-dir docs/decisions
    Each record becomes the memory 'adr:<its path>' (importing again updates it), dated by its
    own date line or the commit that added it; records a newer one supersedes are Superseded
    and linked to it. Prints {"records": N, "superseded": S, "skipped": [...], ...}.
    """
    configure_logging(verbose)
    sources = sum((file is not None, bool(adr_dirs), adr is not None))

    def work() -> dict[str, Any]:
        if sources == 0:
            raise MemoryToolError("USAGE_ERROR", "Missing option '--file' (or '--adr-dir PATH' / '--adr auto' to "
                                  "import decision records) (see 'ingest.py --help').")
        if sources > 1:
            raise bad_argument("Pass only one of --file PATH, --adr-dir PATH or --adr auto.")
        config = store_config(workspace, storage_dir, embedder)
        if file is None:
            if no_scrub:
                click.echo("warning: --no-scrub: credentials in these records will be stored as given.", err=True)
            return import_records(config, adr_dirs, adr == "auto", scrub=not no_scrub, direct=direct)
        text = read_input(file)
        parse_ingest_text(text, datetime.now(timezone.utc))  # fail fast on bad lines
        if no_scrub:
            click.echo("warning: --no-scrub: credentials in these memories will be stored as given.", err=True)
        result = send(config, {"op": "ingest", "text": text, "scrub": not no_scrub,
                               "update_policy": update_policy, "dedup": dedup}, direct=direct)
        for item in result.get("auto_superseded") or []:
            click.echo(f"auto-superseded {item['old']} by {item['new']} (confidence {item['confidence']}); "
                       f"undo: supersede.py --restore {item['old']}", err=True)
        for item in result.get("merged") or []:
            click.echo(f"merged duplicate {item['id']} into {item['into']} (cosine {item['cosine']})", err=True)
        return result

    run_command(work)


if __name__ == "__main__":
    main()
