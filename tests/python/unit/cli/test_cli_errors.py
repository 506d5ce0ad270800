"""Bad input to the CLIs: one JSON error envelope on stdout, exit code 2, no traceback.

Every case fails validation before a store is opened, so these run in-process and fast.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from cognee_memory.cli import ingest, retrieve

# A developer's environment must not fill in options these tests leave out.
CLEAN_ENV = {name: None for name in ("COGNEE_MEMORY_WORKSPACE", "COGNEE_MEMORY_STORAGE_DIR",
                                     "COGNEE_MEMORY_EMBEDDER", "COGNEE_MEMORY_DIRECT")}


def invoke(command, args: list[str], stdin: str | None = None) -> Result:
    return CliRunner(env=CLEAN_ENV).invoke(command.main, args, input=stdin)


def error_of(result: Result, code: str) -> dict:
    """The single JSON error line on stdout, with exit 2 and no traceback anywhere."""
    assert result.exit_code == 2, (result.stdout, result.stderr, result.exception)
    assert "Traceback" not in result.stdout and "Traceback" not in result.stderr
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    lines = result.stdout.splitlines()
    assert len(lines) == 1, result.stdout
    body = json.loads(lines[0])
    assert body["success"] is False
    assert set(body["error"]) >= {"code", "message", "retryable"}
    assert body["error"]["code"] == code, body
    assert body["error"]["retryable"] is False
    assert body["error"]["message"].strip()
    return body["error"]


def retrieve_args(workspace: Path, *extra: str, query: str = "which database?") -> list[str]:
    return ["--workspace", str(workspace), "--query", query, *extra]


# ---- retrieve --------------------------------------------------------------------------


@pytest.mark.parametrize("value", ["0", "-1", "nan", "inf", "-inf", "abc", ""])
def test_retrieve_rejects_a_bad_half_life(workspace: Path, value: str) -> None:
    error = error_of(invoke(retrieve, retrieve_args(workspace, "--half-life-days", value)), "INVALID_ARGUMENT")
    assert "--half-life-days" in error["message"]


@pytest.mark.parametrize(("option", "value"), [("--top-k", "0"), ("--top-k", "-5"), ("--max-tokens", "0")])
def test_retrieve_rejects_limits_below_one(workspace: Path, option: str, value: str) -> None:
    error = error_of(invoke(retrieve, retrieve_args(workspace, option, value)), "INVALID_ARGUMENT")
    assert option in error["message"]


@pytest.mark.parametrize("query", ["", "   "])
def test_retrieve_rejects_an_empty_query(workspace: Path, query: str) -> None:
    error = error_of(invoke(retrieve, retrieve_args(workspace, query=query)), "INVALID_ARGUMENT")
    assert "query" in error["message"]


@pytest.mark.parametrize(("value", "fragment"), [("Bogus=1", "Bogus"), ("Active=-1", "Active"),
                                                 ("Superseded", "STATUS=VALUE"), ("Active=x", "number")])
def test_retrieve_rejects_a_bad_status_multiplier(workspace: Path, value: str, fragment: str) -> None:
    args = retrieve_args(workspace, "--status-multiplier", "Superseded=0.2", "--status-multiplier", value)
    error = error_of(invoke(retrieve, args), "INVALID_ARGUMENT")
    assert fragment in error["message"]


@pytest.mark.parametrize("value", ["yesterday", "2026-02-30T00:00:00Z", "21/11/2026"])
def test_retrieve_rejects_a_malformed_now(workspace: Path, value: str) -> None:
    error = error_of(invoke(retrieve, retrieve_args(workspace, "--now", value)), "INVALID_ARGUMENT")
    assert "--now" in error["message"]


def test_retrieve_rejects_a_workspace_that_does_not_exist(tmp_path: Path) -> None:
    missing = tmp_path / "no-such-project"
    error = error_of(invoke(retrieve, retrieve_args(missing)), "WORKSPACE_NOT_FOUND")
    assert str(missing) in error["message"]
    assert not missing.exists()


def test_retrieve_rejects_a_file_given_as_workspace(tmp_path: Path) -> None:
    file = tmp_path / "notes.txt"
    file.write_text("x")
    error_of(invoke(retrieve, retrieve_args(file)), "WORKSPACE_NOT_FOUND")


def test_retrieve_rejects_an_unknown_option(workspace: Path) -> None:
    error = error_of(invoke(retrieve, retrieve_args(workspace, "--colour", "red")), "USAGE_ERROR")
    assert "--colour" in error["message"]


def test_retrieve_requires_a_query(workspace: Path) -> None:
    error = error_of(invoke(retrieve, ["--workspace", str(workspace)]), "USAGE_ERROR")
    assert "--query" in error["message"]


def test_retrieve_requires_a_workspace() -> None:
    error = error_of(invoke(retrieve, ["--query", "x"]), "USAGE_ERROR")
    assert "--workspace" in error["message"]


@pytest.mark.parametrize(("option", "value"), [("--top-k", "abc"), ("--max-tokens", "1.5"), ("--embedder", "openai")])
def test_retrieve_rejects_a_value_of_the_wrong_type(workspace: Path, option: str, value: str) -> None:
    error = error_of(invoke(retrieve, retrieve_args(workspace, option, value)), "USAGE_ERROR")
    assert option in error["message"]


def test_invalid_values_create_no_store(workspace: Path) -> None:
    error_of(invoke(retrieve, retrieve_args(workspace, "--top-k", "0")), "INVALID_ARGUMENT")
    assert list(workspace.iterdir()) == []


# ---- ingest ----------------------------------------------------------------------------


def test_ingest_reports_every_invalid_line_and_stores_nothing(workspace: Path, tmp_path: Path) -> None:
    file = tmp_path / "memories.jsonl"
    file.write_text("\n".join([
        json.dumps({"id": "ok-1", "text": "fine"}),
        "{not json",
        json.dumps({"id": "x", "status": "Active"}),
        json.dumps({"id": "y", "text": "t", "status": "Bogus"}),
        json.dumps({"id": "z", "text": "t", "source_created_at": "soon"}),
        json.dumps({"id": "w", "text": "t", "importance": 3}),
        json.dumps({"id": "ok-1", "text": "duplicate"}),
        json.dumps({"id": "v", "text": "t", "mood": "happy"}),
    ]) + "\n")
    error = error_of(invoke(ingest, ["--workspace", str(workspace), "--file", str(file)]), "INVALID_INPUT")
    assert [item["line"] for item in error["details"]["lines"]] == [2, 3, 4, 5, 6, 7, 8]
    for number in range(2, 9):
        assert f"line {number}" in error["message"]
    assert not (workspace / ".cognee-memory").exists()


def test_ingest_from_stdin_validates_too(workspace: Path) -> None:
    stdin = json.dumps({"id": "a", "text": "ok"}) + "\n" + json.dumps({"id": "b", "text": ""}) + "\n"
    error = error_of(invoke(ingest, ["--workspace", str(workspace), "--file", "-"], stdin=stdin), "INVALID_INPUT")
    assert [item["line"] for item in error["details"]["lines"]] == [2]


def test_ingest_rejects_an_empty_file(workspace: Path, tmp_path: Path) -> None:
    file = tmp_path / "empty.jsonl"
    file.write_text("\n\n")
    error_of(invoke(ingest, ["--workspace", str(workspace), "--file", str(file)]), "INVALID_INPUT")


def test_ingest_rejects_a_missing_input_file(workspace: Path, tmp_path: Path) -> None:
    missing = tmp_path / "nope.jsonl"
    error = error_of(invoke(ingest, ["--workspace", str(workspace), "--file", str(missing)]), "INVALID_ARGUMENT")
    assert str(missing) in error["message"]


def test_ingest_rejects_a_file_that_is_not_utf8(workspace: Path, tmp_path: Path) -> None:
    file = tmp_path / "latin1.jsonl"
    file.write_bytes('{"id": "a", "text": "caf\xe9"}\n'.encode("latin-1"))
    error_of(invoke(ingest, ["--workspace", str(workspace), "--file", str(file)]), "INVALID_ARGUMENT")


def test_ingest_rejects_a_workspace_that_does_not_exist(tmp_path: Path) -> None:
    file = tmp_path / "m.jsonl"
    file.write_text(json.dumps({"text": "t"}) + "\n")
    error_of(invoke(ingest, ["--workspace", str(tmp_path / "gone"), "--file", str(file)]), "WORKSPACE_NOT_FOUND")


def test_ingest_requires_a_file(workspace: Path) -> None:
    error = error_of(invoke(ingest, ["--workspace", str(workspace)]), "USAGE_ERROR")
    assert "--file" in error["message"] and "--adr auto" in error["message"]


@pytest.mark.parametrize("extra", [["--file", "-", "--adr", "auto"], ["--file", "-", "--adr-dir", "doc/adr"],
                                   ["--adr", "auto", "--adr-dir", "doc/adr"]])
def test_ingest_takes_one_source_only(workspace: Path, extra: list[str]) -> None:
    error = error_of(invoke(ingest, ["--workspace", str(workspace), *extra]), "INVALID_ARGUMENT")
    assert "only one of" in error["message"]


def test_ingest_rejects_an_adr_folder_that_is_missing_or_outside_the_workspace(workspace: Path, tmp_path: Path) -> None:
    error = error_of(invoke(ingest, ["--workspace", str(workspace), "--adr-dir", "no/such"]), "INVALID_ARGUMENT")
    assert "'no/such' is not a folder" in error["message"]
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    error = error_of(invoke(ingest, ["--workspace", str(workspace), "--adr-dir", str(outside)]), "INVALID_ARGUMENT")
    assert "outside the workspace" in error["message"]


def test_ingest_accepts_only_auto_for_adr(workspace: Path) -> None:
    error_of(invoke(ingest, ["--workspace", str(workspace), "--adr", "all"]), "USAGE_ERROR")


def test_ingest_rejects_an_unknown_option(workspace: Path) -> None:
    error_of(invoke(ingest, ["--workspace", str(workspace), "--file", "-", "--force"]), "USAGE_ERROR")


def test_ingest_rejects_an_unknown_embedder(workspace: Path) -> None:
    error = error_of(invoke(ingest, ["--workspace", str(workspace), "--file", "-", "--embedder", "gpt"]),
                     "USAGE_ERROR")
    assert "--embedder" in error["message"]


def test_help_is_printed_with_exit_zero() -> None:
    result = invoke(retrieve, ["--help"])
    assert result.exit_code == 0
    assert "--half-life-days" in result.stdout
