"""Bad input to evaluate.py: one JSON error envelope on stdout, exit 2, before any workspace
is built (so these run in-process and fast)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from cognee_memory_eval import cli as evaluate


def error_of(args: list[str]) -> dict:
    result = CliRunner(env={"COGNEE_MEMORY_DATASETS_DIR": None}).invoke(evaluate.main, args)
    assert result.exit_code == 2, (result.stdout, result.exception)
    assert "Traceback" not in result.stdout and "Traceback" not in result.stderr
    lines = result.stdout.splitlines()
    assert len(lines) == 1, result.stdout
    body = json.loads(lines[0])
    assert body["success"] is False and body["error"]["message"].strip()
    return body["error"]


@pytest.mark.parametrize("args, fragment", [
    (["--parallel", "0"], "--parallel"),
    (["--conversations", "0"], "--conversations"),
    (["--half-life", "-3"], "--half-life"),
    (["--half-life", "nan"], "--half-life"),
    # The constructed suite only, so these do not depend on ../shared/datasets being present.
    (["--dataset", "updates", "--setting", "x={bad"], "not JSON"),
    (["--dataset", "updates", "--setting", 'x={"top_k": 0}'], "--top-k"),
    (["--datasets-dir", "/no/such/folder"], "--datasets-dir"),
    (["--from-results", "/no/such/results.json", "--out", "/tmp"], "--from-results"),
    (["--from-results", "/no/such/results.json"], "--out"),
])
def test_bad_arguments_are_json_errors_with_exit_2(args: list[str], fragment: str) -> None:
    error = error_of(args)
    assert error["code"] == "INVALID_ARGUMENT" and fragment in error["message"]


def test_click_usage_errors_are_json_too() -> None:
    assert error_of(["--dataset", "imagenet"])["code"] == "USAGE_ERROR"


def test_a_results_file_from_something_else_is_refused(tmp_path: Path) -> None:
    other = tmp_path / "results.json"
    other.write_text(json.dumps({"success": True, "stored": []}))
    assert "not the results.json" in error_of(["--from-results", str(other), "--out", str(tmp_path)])["message"]
