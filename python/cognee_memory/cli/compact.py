"""compact: merge a topic's memories into one authoritative DecisionRecord (and undo it)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import click

from cognee_memory.errors import bad_argument
from cognee_memory.cli.common import JsonCommand, configure_logging, run_command, workspace_options, store_config
from cognee_memory.cli.dispatch import send


def read_summary(file: str) -> str:
    path = Path(file).expanduser()
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise bad_argument(f"Summary file '{file}' does not exist.") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise bad_argument(f"Cannot read summary file '{file}': {exc}.") from None
    if not text.strip():
        raise bad_argument(f"Summary file '{file}' is empty; write the summary text into it.")
    return text


def build_request(list_topics: bool, topic: str | None, undo: str | None, dry_run: bool,
                  summary_file: str | None, list_memories: bool = False) -> dict[str, Any]:
    """The request for exactly one of the four modes (validated before any store opens)."""
    chosen = [name for name, on in (("--list-topics", list_topics), ("--list-memories", list_memories),
                                    ("--topic", topic is not None), ("--undo", undo is not None)) if on]
    if len(chosen) != 1:
        given = f"got {' and '.join(chosen)}" if chosen else "got none"
        raise bad_argument(
            f"Pass exactly one of --list-topics, --list-memories, --topic TOPIC or --undo RECORD_ID ({given}).")
    if topic is None and (dry_run or summary_file is not None):
        raise bad_argument("--dry-run and --summary-file only apply to --topic.")
    if list_topics:
        return {"op": "list_topics"}
    if list_memories:
        # Every memory with its status and supersession links: what the editor's memory view shows.
        return {"op": "export"}
    if undo is not None:
        if not undo.strip():
            raise bad_argument("--undo needs the id of a DecisionRecord made by compaction.")
        return {"op": "undo", "record_id": undo.strip()}
    assert topic is not None
    if not topic.strip():
        raise bad_argument("--topic is empty; see the topics with --list-topics.")
    summary = read_summary(summary_file) if summary_file is not None else None
    return {"op": "compact", "topic": topic.strip(), "dry_run": dry_run, "summary": summary}


@click.command(cls=JsonCommand)
@workspace_options
@click.option("--list-topics", is_flag=True,
              help="List every topic: Active count, newest activity, decision record, and whether compaction is suggested.")
@click.option("--list-memories", is_flag=True,
              help="List every memory (all statuses, with topic, timestamps and supersession links), sorted by id.")
@click.option("--topic", "-t", default=None, help="Compact this topic's Active memories (and its current record).")
@click.option("--dry-run", is_flag=True, help="With --topic: show the record that would be written; change nothing.")
@click.option("--summary-file", default=None,
              help="With --topic: use this file's text as the record's summary (default: a generated template).")
@click.option("--undo", default=None, metavar="RECORD_ID",
              help="Reverse one compaction: restore its sources' statuses and retire the record.")
def main(workspace: str, storage_dir: str | None, embedder: str, direct: bool, verbose: bool,
         list_topics: bool, list_memories: bool, topic: str | None, dry_run: bool, summary_file: str | None,
         undo: str | None) -> None:
    """Compact a topic's memories into one DecisionRecord; nothing is deleted and undo restores it.

    \b
    Examples:
      python python/compact.py --workspace . --list-topics
      python python/compact.py --workspace . --list-memories
      python python/compact.py --workspace . --topic database --dry-run
      python python/compact.py --workspace . --topic database --summary-file summary.md
      python python/compact.py --workspace . --undo dr-database-0123456789abcdef
    """
    configure_logging(verbose)

    def work() -> dict[str, Any]:
        config = store_config(workspace, storage_dir, embedder)
        request = build_request(list_topics, topic, undo, dry_run, summary_file, list_memories)
        return send(config, request, direct=direct)

    run_command(work)


if __name__ == "__main__":
    main()
