"""retrieve's lexical, fusion and usage options: validated before any store is opened."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from cognee_memory.cli import retrieve
from cognee_memory.errors import MemoryToolError
from cognee_memory.requests import RetrieveRequest

CLEAN_ENV = {name: None for name in ("COGNEE_MEMORY_WORKSPACE", "COGNEE_MEMORY_STORAGE_DIR",
                                     "COGNEE_MEMORY_EMBEDDER", "COGNEE_MEMORY_DIRECT")}


def cli_error(workspace: Path, *args: str) -> dict:
    """retrieve's one JSON error line (exit 2, no traceback)."""
    result = CliRunner(env=CLEAN_ENV).invoke(
        retrieve.main, ["--workspace", str(workspace), "--query", "which database?", *args])
    assert result.exit_code == 2, (result.stdout, result.stderr)
    assert "Traceback" not in result.stdout + result.stderr
    lines = result.stdout.splitlines()
    assert len(lines) == 1, result.stdout
    body = json.loads(lines[0])
    assert body["success"] is False and body["error"]["code"] == "INVALID_ARGUMENT", body
    return body["error"]


def parse(**fields: object) -> RetrieveRequest:
    return RetrieveRequest.from_json({"query": "which database?", **fields})


def test_the_default_first_stage_is_bm25_and_vector_combined_by_score_fusion_and_usage_is_off() -> None:
    request = parse()
    assert (request.lexical, request.fusion, request.track_usage) == (True, "score", False)
    assert request.rrf_k == 60 and request.rrf_weights == ()


def test_options_are_read_from_a_json_request() -> None:
    request = parse(lexical=True, fusion="rrf", rrf_k=30, rrf_weights=["bm25=1.5", ["graph", 0]],
                    track_usage=True)
    assert request.lexical and request.track_usage and request.fusion == "rrf"
    assert request.rrf_k == 30.0
    assert request.rrf_weights == (("bm25", 1.5), ("graph", 0.0))


def test_unmarked_updates_are_on_by_default_and_can_be_turned_off() -> None:
    assert parse().unmarked_updates is True
    assert parse(unmarked_updates=False).unmarked_updates is False


def test_fusion_none_means_no_fusion() -> None:
    assert parse(fusion="none").fusion is None


@pytest.mark.parametrize(("fields", "fragment"), [
    ({"fusion": "borda"}, "--fusion"),
    ({"fusion": "rrf", "rrf_k": 0}, "rrf_k"),
    ({"fusion": "rrf", "rrf_k": "nan"}, "rrf_k"),
    ({"fusion": "rrf", "rrf_k": True}, "rrf_k"),
    ({"fusion": "rrf", "rrf_weights": ["semantic=1"]}, "RETRIEVER=WEIGHT"),
    ({"fusion": "rrf", "rrf_weights": ["bm25=-1"]}, "bm25"),
    ({"fusion": "rrf", "rrf_weights": ["bm25"]}, "RETRIEVER=WEIGHT"),
    ({"fusion": "rrf", "rrf_weights": "bm25=1"}, "list"),
    ({"fusion": "none", "rrf_k": 30}, "--fusion rrf"),
    ({"fusion": "none", "rrf_weights": ["bm25=2"]}, "--fusion rrf"),
    ({"rrf_k": 30}, "--fusion rrf"),  # the default score fusion has no k
    ({"lexical": "yes"}, "lexical"),
    ({"track_usage": 1}, "track_usage"),
    ({"unmarked_updates": "yes"}, "unmarked_updates"),
])
def test_bad_options_are_invalid_arguments(fields: dict, fragment: str) -> None:
    with pytest.raises(MemoryToolError) as caught:
        parse(**fields)
    assert caught.value.code == "INVALID_ARGUMENT" and caught.value.exit_code == 2
    assert fragment in caught.value.message


@pytest.mark.parametrize(("args", "fragment"), [
    (["--fusion", "borda"], "--fusion"),
    (["--compare-half-lives", "7,0"], "--compare-half-lives"),
    (["--half-life-days", "soon"], "--half-life-days"),
])
def test_the_cli_rejects_bad_options_with_a_json_error(workspace: Path, args: list[str], fragment: str) -> None:
    assert fragment in cli_error(workspace, *args)["message"]


def test_the_cli_sends_the_options_and_leaves_the_default_request_as_it_was(workspace: Path, monkeypatch) -> None:
    sent: list[dict] = []
    monkeypatch.setattr(retrieve, "send", lambda config, request, direct: sent.append(request) or {"success": True})
    runner = CliRunner(env=CLEAN_ENV)
    base = ["--workspace", str(workspace), "--query", "q"]
    assert runner.invoke(retrieve.main, base).exit_code == 0
    assert runner.invoke(retrieve.main, [*base, "--lexical", "--fusion", "rrf", "--no-relevance-gate",
                                         "--no-unmarked-updates", "--compare-half-lives", "1,30"]).exit_code == 0
    plain, full = sent
    assert not {"lexical", "fusion", "relevance_gate", "unmarked_updates", "half_life_days",
                "compare_half_lives", "now"} & set(plain)
    assert (full["lexical"], full["fusion"], full["relevance_gate"], full["unmarked_updates"],
            full["compare_half_lives"]) == (True, "rrf", False, False, "1,30")


@pytest.mark.parametrize("flag", ["--rrf-k", "--rrf-weight", "--relevance-band", "--relevance-top",
                                  "--relevance-basis", "--track-usage", "--ranking-preset", "--weight",
                                  "--usage-boost", "--diversity", "--min-score", "--overfetch"])
def test_the_evaluations_tuning_is_not_a_cli_option(workspace: Path, flag: str) -> None:
    result = CliRunner(env=CLEAN_ENV).invoke(retrieve.main, ["--workspace", str(workspace), "--query", "q", flag, "1"])
    assert result.exit_code == 2
    error = json.loads(result.stdout)["error"]
    assert error["code"] == "USAGE_ERROR" and flag in error["message"]


def test_retrieve_help_lists_at_most_twenty_options() -> None:
    result = CliRunner(env=CLEAN_ENV).invoke(retrieve.main, ["--help"])
    options = [line for line in result.stdout.splitlines() if line.lstrip().startswith("-")]
    assert result.exit_code == 0 and len(options) <= 20, options


@pytest.mark.parametrize(("fields", "fragment"), [
    ({"relevance_band": 1.5}, "relevance_band"),
    ({"relevance_band": -0.1}, "relevance_band"),
    ({"relevance_top": 0}, "relevance_top"),
    ({"relevance_basis": "bm25"}, "relevance_basis"),
    ({"relevance_gate": "no"}, "relevance_gate"),
])
def test_bad_gate_options_are_invalid_arguments(fields: dict, fragment: str) -> None:
    with pytest.raises(MemoryToolError) as caught:
        parse(**fields)
    assert caught.value.exit_code == 2 and fragment in caught.value.message
