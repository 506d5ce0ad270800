"""Command-line bytes that are not UTF-8 (an id, a text, a topic) are refused before any store
opens: INVALID_ARGUMENT, exit 2, with or without --direct, and nothing is left behind.

Python hands undecodable argv bytes over as lone surrogates ('\\udcff' for the byte 0xff);
they cannot be sent to the backend nor stored, so they must never get that far.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from cognee_memory.cli import compact, edit, forget, retrieve, supersede
from test_cli_errors import error_of, invoke

BAD = "x\udcff"  # what Python makes of the argv bytes b"x\xff"

CASES = [
    (forget, ["--id", BAD]),
    (forget, ["--id", "fine", "--id", BAD]),
    (edit, ["--id", BAD, "--text", "New text."]),
    (edit, ["--id", "a", "--text", BAD]),
    (supersede, ["--old", BAD, "--new", "b"]),
    (supersede, ["--restore", BAD]),
    (compact, ["--topic", BAD]),
    (compact, ["--undo", BAD]),
    (retrieve, ["--query", BAD]),
]


@pytest.mark.parametrize("direct", [False, True], ids=["backend", "direct"])
@pytest.mark.parametrize(("command", "args"), CASES, ids=lambda v: v.__name__.rsplit(".", 1)[-1]
                         if hasattr(v, "__name__") else None)
def test_bytes_that_are_not_utf8_are_an_invalid_argument(workspace: Path, command, args: list[str],
                                                         direct: bool) -> None:
    extra = ["--direct"] if direct else []
    error = error_of(invoke(command, ["--workspace", str(workspace), *extra, *args]), "INVALID_ARGUMENT")
    assert "UTF-8" in error["message"]
    assert "\udcff" not in error["message"]
    assert not (workspace / ".cognee-memory" / "forget-pending.json").exists()
    assert not (workspace / ".cognee-memory" / "backend.json").exists()  # no backend was asked


def test_edit_text_from_stdin_that_is_not_utf8_is_refused_like_a_file(workspace: Path, tmp_path: Path) -> None:
    from_stdin = error_of(invoke(edit, ["--workspace", str(workspace), "--id", "a", "--file", "-"],
                                 stdin=b"x\xff"), "INVALID_ARGUMENT")
    path = tmp_path / "text.txt"
    path.write_bytes(b"x\xff")
    from_file = error_of(invoke(edit, ["--workspace", str(workspace), "--id", "a", "--file", str(path)]),
                         "INVALID_ARGUMENT")
    for error in (from_stdin, from_file):
        assert "UTF-8" in error["message"] and "JSON Lines" not in error["message"]
