"""The journal of a write in progress: written whole before the write, read back by the next
open, never holding a memory's text."""

from __future__ import annotations

import stat
from pathlib import Path

from cognee_memory.storage.local import unfinished
from cognee_memory.storage.local.unfinished import UnfinishedWrite


def test_nothing_is_pending_in_a_fresh_store(tmp_path: Path) -> None:
    assert unfinished.pending(tmp_path) is None


def test_a_begun_write_is_read_back_until_it_ends(tmp_path: Path) -> None:
    write = UnfinishedWrite(ids=["a", "b"], supersedes={"b": ["a"]},
                            usage={"a": {"access_count": 3, "last_accessed_at": "2026-11-01T00:00:00Z"}})
    unfinished.begin(tmp_path, write)
    assert unfinished.pending(tmp_path) == write
    assert stat.S_IMODE((tmp_path / unfinished.FILE_NAME).stat().st_mode) == 0o600
    assert [p.name for p in tmp_path.iterdir()] == [unfinished.FILE_NAME]  # no partial file left
    unfinished.end(tmp_path)
    assert unfinished.pending(tmp_path) is None
    unfinished.end(tmp_path)  # ending twice is harmless


def test_a_later_write_replaces_the_record(tmp_path: Path) -> None:
    unfinished.begin(tmp_path, UnfinishedWrite(ids=["a"]))
    unfinished.begin(tmp_path, UnfinishedWrite(ids=["c"]))
    assert unfinished.pending(tmp_path) == UnfinishedWrite(ids=["c"])


def test_an_unreadable_record_names_nothing_to_finish(tmp_path: Path) -> None:
    (tmp_path / unfinished.FILE_NAME).write_text('{"ids": ["a", 7], "supersedes": {"a": "b"}, "usage": [1]}')
    assert unfinished.pending(tmp_path) == UnfinishedWrite(ids=["a"])
    (tmp_path / unfinished.FILE_NAME).write_text("{torn")
    assert unfinished.pending(tmp_path) == UnfinishedWrite(ids=[])


def test_the_record_holds_ids_never_text(tmp_path: Path) -> None:
    unfinished.begin(tmp_path, UnfinishedWrite(ids=["db-1"], supersedes={"db-1": ["db-0"]}))
    assert set((tmp_path / unfinished.FILE_NAME).read_text()) <= set('{}[]":, abcdefghijklmnopqrstuvwxyz-0123456789_')
