"""forget and edit refuse bad input before any store opens: one JSON error, exit 2."""

from __future__ import annotations

from pathlib import Path

import pytest

from cognee_memory.cli import edit, forget
from test_cli_errors import error_of, invoke


def test_forget_needs_at_least_one_id(workspace: Path):
    error = error_of(invoke(forget, ["--workspace", str(workspace)]), "INVALID_ARGUMENT")
    assert "--id" in error["message"]


def test_forget_refuses_an_empty_id(workspace: Path):
    error_of(invoke(forget, ["--workspace", str(workspace), "--id", "  "]), "INVALID_ARGUMENT")


def test_forget_in_a_missing_workspace_says_so(tmp_path: Path):
    error_of(invoke(forget, ["--workspace", str(tmp_path / "nope"), "--id", "a"]), "WORKSPACE_NOT_FOUND")


def test_forget_request_lists_each_id_once():
    assert forget.build_request(("a", " b ", "a"), True) == {"op": "forget", "ids": ["a", "b"], "dry_run": True}


@pytest.mark.parametrize("args", [[], ["--text", "x", "--file", "-"]])
def test_edit_needs_exactly_one_of_text_and_file(workspace: Path, args: list[str]):
    error = error_of(invoke(edit, ["--workspace", str(workspace), "--id", "a", *args]), "INVALID_ARGUMENT")
    assert "--text" in error["message"] and "--file" in error["message"]


def test_edit_refuses_empty_text(workspace: Path):
    error_of(invoke(edit, ["--workspace", str(workspace), "--id", "a", "--text", "  "]), "INVALID_ARGUMENT")


def test_edit_needs_an_id(workspace: Path):
    error_of(invoke(edit, ["--workspace", str(workspace), "--text", "x"]), "USAGE_ERROR")


def test_edit_refuses_empty_text_from_stdin_before_opening_a_store(workspace: Path):
    result = invoke(edit, ["--workspace", str(workspace), "--id", "a", "--file", "-"], stdin="   \n")
    error_of(result, "INVALID_ARGUMENT")
