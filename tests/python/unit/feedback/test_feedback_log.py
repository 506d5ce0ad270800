"""The feedback log on disk: durable appends, torn lines after a crash, several writers."""

from __future__ import annotations

import json
import multiprocessing
import os
import stat
from pathlib import Path

from cognee_memory.feedback.log import FeedbackLog


def test_appended_events_read_back_in_order(tmp_path: Path) -> None:
    log = FeedbackLog(tmp_path)
    log.append([{"n": 1}, {"n": 2}])
    log.append([{"n": 3}])
    assert log.read() == ([{"n": 1}, {"n": 2}, {"n": 3}], 0)


def test_a_missing_log_reads_as_empty_and_creates_nothing(tmp_path: Path) -> None:
    assert FeedbackLog(tmp_path).read() == ([], 0)
    assert not (tmp_path / "feedback").exists()


def test_a_line_torn_by_a_crash_is_skipped_and_the_next_append_is_intact(tmp_path: Path) -> None:
    log = FeedbackLog(tmp_path)
    log.append([{"n": 1}])
    with log.events_path.open("ab") as handle:
        handle.write(b'{"n": 2, "ty')  # a write cut short: no closing brace, no newline
    assert log.read() == ([{"n": 1}], 1)
    log.append([{"n": 3}])
    assert log.read() == ([{"n": 1}, {"n": 3}], 1)


def test_the_key_is_created_once_owner_only_and_kept(tmp_path: Path) -> None:
    first = FeedbackLog(tmp_path).key()
    assert len(first) == 32 and FeedbackLog(tmp_path).key() == first
    assert stat.S_IMODE(os.stat(tmp_path / "feedback" / "key").st_mode) == 0o600
    assert [p.name for p in (tmp_path / "feedback").iterdir()] == ["key"], "no temporary file is left"


def _writer(folder: str, worker: int) -> None:
    log = FeedbackLog(Path(folder))
    for n in range(40):
        log.append([{"worker": worker, "n": n, "pad": "x" * 3000}])  # larger than a pipe buffer's atomic write


def test_several_processes_appending_at_once_lose_and_mangle_nothing(tmp_path: Path) -> None:
    workers = [multiprocessing.get_context("spawn").Process(target=_writer, args=(str(tmp_path), w)) for w in range(4)]
    for p in workers:
        p.start()
    for p in workers:
        p.join(60)
        assert p.exitcode == 0
    records, skipped = FeedbackLog(tmp_path).read()
    assert skipped == 0 and len(records) == 160
    for w in range(4):
        assert [r["n"] for r in records if r["worker"] == w] == list(range(40))
    assert all(json.loads(line) for line in (tmp_path / "feedback" / "events.jsonl").read_text().splitlines())


def test_rewrite_drops_forgotten_memories_events_atomically(tmp_path):
    from cognee_memory.feedback.events import without_memories

    log = FeedbackLog(tmp_path)
    log.append([
        {"type": "shown", "memories": [{"id": "gone"}, {"id": "kept"}]},
        {"type": "shown", "memories": [{"id": "gone"}]},
        {"type": "opened", "memory_id": "gone"},
        {"type": "rating", "helpful": True},
    ])
    changed = log.rewrite(lambda r: without_memories(r, frozenset({"gone"})))
    records, skipped = log.read()
    assert changed == 3 and skipped == 0
    assert records == [{"type": "shown", "memories": [{"id": "kept"}]}, {"type": "rating", "helpful": True}]
    assert b"gone" not in log.events_path.read_bytes()
    log.append([{"type": "rating", "helpful": False}])  # appends go to the new file
    assert len(log.read()[0]) == 3


def test_rewrite_of_a_missing_log_changes_nothing(tmp_path):
    assert FeedbackLog(tmp_path).rewrite(lambda r: None) == 0
    assert not (tmp_path / "feedback").exists()
