"""feedback: record which memories helped, and recommend a half-life from that record.

Both subcommands work on ``<storage>/feedback/`` in this process: they never open the Cognee
store, so they need no backend and never wait for one.
"""

from __future__ import annotations

import json
import math
from typing import Any

import click

from cognee_memory import checks
from cognee_memory.errors import MemoryToolError
from cognee_memory.durable import make_store_folder
from cognee_memory.feedback.ops import record_feedback, recommend_half_life
from cognee_memory.feedback.fit import MIN_HELPFUL, MIN_QUESTIONS
from cognee_memory.config import StoreConfig
from cognee_memory.cli.common import JsonCommand, configure_logging, existing_workspace, run_command, workspace_options
from cognee_memory.cli.ingest import read_input


class JsonGroup(JsonCommand, click.Group):
    """A group whose usage errors (unknown subcommand, bad option) are the JSON error envelope."""


def parse_events(text: str) -> list[Any]:
    """JSON Lines → events; a line that is not JSON rejects the whole input."""
    events, errors = [], []
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            events.append(json.loads(line))
        except json.JSONDecodeError as exc:
            errors.append({"line": number, "message": f"not JSON ({exc.msg})"})
    if errors:
        listed = "; ".join(f"line {e['line']}: {e['message']}" for e in errors[:20])
        raise MemoryToolError("INVALID_INPUT", f"Nothing was recorded: {listed}.", {"lines": errors})
    return events


def _half_life(value: str) -> float:
    try:
        number = float(value)
    except ValueError:
        number = math.nan
    return checks.positive("--half-life-days", number, example="7", strings=False, shown=value)


@click.group(cls=JsonGroup)
def main() -> None:
    """Feedback on @memory answers, and the half-life it suggests (see docs/feedback.md).

    \b
    Examples:
      python python/feedback.py record --workspace . --file events.jsonl
      python python/feedback.py recommend --workspace . --half-life-days 7
    """


@main.command("record")
@workspace_options
@click.option("--file", "-f", "file", required=True,
              help="JSON Lines, one event per line ('-' = standard input): shown, rating or opened.")
def record(workspace: str, storage_dir: str | None, embedder: str, direct: bool, verbose: bool, file: str) -> None:
    """Append feedback events to <storage>/feedback/events.jsonl (durably; any invalid event
    rejects the whole input). The question text is never stored, only a keyed hash.

    --embedder and --direct are accepted like everywhere and change nothing here.
    """
    configure_logging(verbose)

    def work() -> dict[str, Any]:
        config = StoreConfig.create(existing_workspace(workspace), storage_dir, embedder)
        make_store_folder(config.storage_dir, config.root_dir)
        return record_feedback(config.storage_dir, {"events": parse_events(read_input(file))})

    run_command(work)


@main.command("recommend")
@workspace_options
@click.option("--half-life-days", type=str, default="7", show_default=True,
              help="The half-life in use now; the recommendation is compared with it.")
@click.option("--min-helpful", type=int, default=MIN_HELPFUL, show_default=True,
              help="Helpful signals (opened memories, memories in 👍 answers) needed for a recommendation.")
@click.option("--min-questions", type=int, default=MIN_QUESTIONS, show_default=True,
              help="Distinct questions with feedback needed for a recommendation.")
def recommend(workspace: str, storage_dir: str | None, embedder: str, direct: bool, verbose: bool,
              half_life_days: str, min_helpful: int, min_questions: int) -> None:
    """The half-life that would have ranked the memories you found helpful highest, or
    `"recommendation": null` with the reason (e.g. how much more feedback is needed)."""
    configure_logging(verbose)

    def work() -> dict[str, Any]:
        config = StoreConfig.create(existing_workspace(workspace), storage_dir, embedder)
        return recommend_half_life(config.storage_dir, {
            "half_life_days": _half_life(half_life_days), "min_helpful": min_helpful, "min_questions": min_questions})

    run_command(work)


if __name__ == "__main__":
    main()
