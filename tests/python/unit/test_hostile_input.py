"""Hostile and malformed input is the caller's fault: exit 2 with a code and a message a
person can act on, never exit 1, and never the offending value repeated back.

These exercise the parsers the CLIs and the backend share (no store is opened).
"""

from __future__ import annotations

import json
from datetime import datetime, timezone
from pathlib import Path

import pytest
from click.testing import CliRunner

from cognee_memory.cli import ingest, retrieve
from cognee_memory.cli.common import existing_workspace
from cognee_memory.errors import MemoryToolError
from cognee_memory.requests import RetrieveRequest, parse_ingest_text

NOW = datetime(2026, 11, 21, tzinfo=timezone.utc)
SECRET = "ghp_a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"
CLEAN_ENV = {name: None for name in ("COGNEE_MEMORY_WORKSPACE", "COGNEE_MEMORY_STORAGE_DIR",
                                     "COGNEE_MEMORY_EMBEDDER", "COGNEE_MEMORY_DIRECT")}


def ingest_error(line: str) -> MemoryToolError:
    with pytest.raises(MemoryToolError) as caught:
        parse_ingest_text(line + "\n", NOW)
    assert caught.value.code == "INVALID_INPUT" and caught.value.exit_code == 2
    return caught.value


def retrieve_error(**fields: object) -> MemoryToolError:
    with pytest.raises(MemoryToolError) as caught:
        RetrieveRequest.from_json({"query": "db", **fields})
    assert caught.value.code == "INVALID_ARGUMENT" and caught.value.exit_code == 2
    return caught.value


def test_json_nested_100000_deep_is_invalid_input() -> None:
    error = ingest_error("[" * 100_000 + "]" * 100_000)
    assert "nested too deeply" in error.message


def test_a_5000_digit_number_is_invalid_input() -> None:
    error = ingest_error('{"text": "t", "importance": ' + "9" * 5000 + "}")
    assert "too many digits" in error.message


@pytest.mark.parametrize("stamp", ["0001-01-01T00:00:00+05:00", "9999-12-31T23:00:00-05:00"])
def test_dates_that_overflow_once_in_utc_are_invalid_input(stamp: str) -> None:
    error = ingest_error(json.dumps({"text": "t", "created_at": stamp}))
    assert "out of range" in error.message


@pytest.mark.parametrize("stamp", ["0001-01-01T00:00:00+05:00", "9999-12-31T23:00:00-05:00"])
def test_a_now_that_overflows_is_invalid_argument(stamp: str) -> None:
    assert "out of range" in retrieve_error(now=stamp).message


@pytest.mark.parametrize("top_k", [1_000_000_000, 2**63])
def test_a_huge_top_k_is_invalid_argument(top_k: int) -> None:
    assert "at most" in retrieve_error(top_k=top_k).message


def test_a_float_top_k_is_invalid_argument() -> None:
    retrieve_error(top_k=1e23)


@pytest.mark.parametrize("field", ["text", "id", "topic"])
def test_a_lone_surrogate_is_invalid_input(field: str) -> None:
    line = '{"text": "ok", "FIELD": "a\\ud800b"}'.replace('"FIELD"', f'"{field}"')
    assert "surrogate" in ingest_error(line).message


def test_a_lone_surrogate_in_the_query_is_invalid_argument() -> None:
    retrieve_error(query="a\ud800b")


def test_a_memory_that_supersedes_itself_is_invalid_input() -> None:
    error = ingest_error(json.dumps({"id": "m1", "text": "t", "supersedes": ["m1"]}))
    assert "supersede itself" in error.message


def test_an_empty_workspace_is_refused_not_taken_as_the_current_folder() -> None:
    with pytest.raises(MemoryToolError) as caught:
        existing_workspace("")
    assert caught.value.code == "WORKSPACE_NOT_FOUND" and caught.value.exit_code == 2


def test_the_cli_refuses_an_empty_workspace(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    result = CliRunner(env=CLEAN_ENV).invoke(retrieve.main, ["--workspace", "", "--query", "db"])
    assert result.exit_code == 2
    assert json.loads(result.stdout)["error"]["code"] == "WORKSPACE_NOT_FOUND"
    assert list(tmp_path.iterdir()) == []  # no store, no backend


def test_invalid_utf8_on_stdin_is_invalid_argument(tmp_path: Path) -> None:
    result = CliRunner(env=CLEAN_ENV).invoke(
        ingest.main, ["--workspace", str(tmp_path), "--file", "-"], input=b'{"text": "caf\xe9"}\n')
    assert result.exit_code == 2, result.stdout
    body = json.loads(result.stdout)
    assert body["error"]["code"] == "INVALID_ARGUMENT" and "UTF-8" in body["error"]["message"]
    assert not (tmp_path / ".cognee-memory").exists()


@pytest.mark.parametrize("field,value", [("status", SECRET), ("importance", SECRET),
                                         ("created_at", SECRET), ("source_created_at", SECRET)])
def test_ingest_errors_do_not_repeat_the_offending_value(field: str, value: str) -> None:
    error = ingest_error(json.dumps({"text": "t", field: value}))
    assert SECRET not in json.dumps(error.to_json())


def test_a_bad_now_is_not_repeated() -> None:
    assert SECRET not in json.dumps(retrieve_error(now=SECRET).to_json())
