"""supersede.py: argument errors are JSON on stdout with exit 2, before any store is opened."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import assert_error, run_cli


@pytest.mark.parametrize("args", [
    ("--old", "m1", "--new", "m1"), ("--old", "m1"), ("--old", "m1", "--new", "m2", "--restore", "m3"),
])
def test_the_cli_refuses_bad_arguments_before_opening_the_store(workspace: Path, args: tuple[str, ...]) -> None:
    code, body, _ = run_cli("supersede.py", "--workspace", str(workspace), *args)
    assert code == 2
    assert_error(body, "INVALID_ARGUMENT")
    assert not (workspace / ".cognee-memory").exists()
