"""Reading a folder that has no store yet answers empty and creates nothing.

In a multi-root window, searching from (or listing) a folder nobody remembered anything in
must not create its store folder or start a backend for it (≈ 400 MB each).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from cognee_memory.cli.dispatch import send
from cognee_memory.config import StoreConfig

PYTHON_DIR = Path(__file__).resolve().parents[4] / "python"


def _config(tmp_path: Path) -> StoreConfig:
    workspace = tmp_path / "beta"
    workspace.mkdir()
    return StoreConfig.create(workspace)


def test_retrieve_from_a_folder_without_a_store_answers_no_results_and_creates_no_store(tmp_path: Path) -> None:
    config = _config(tmp_path)
    body = send(config, {"op": "retrieve", "query": "which database do we use?", "top_k": 3},
                direct=False)
    assert body["success"] is True
    assert body["results"] == []
    assert body["total_candidates"] == 0
    assert "half_life_days" in body and "ranking" in body
    assert not config.storage_dir.exists()


@pytest.mark.parametrize(("request_", "key"), [({"op": "list_topics"}, "topics"), ({"op": "export"}, "memories")])
def test_listing_a_folder_without_a_store_answers_empty_and_creates_no_store(
        tmp_path: Path, request_: dict, key: str) -> None:
    config = _config(tmp_path)
    body = send(config, dict(request_), direct=False)
    assert body["success"] is True
    assert body[key] == [] and body["count"] == 0
    assert not config.storage_dir.exists()


def test_a_write_to_a_folder_without_a_store_still_goes_to_the_store(tmp_path: Path, monkeypatch) -> None:
    config = _config(tmp_path)
    sent: list[dict] = []
    monkeypatch.setattr("cognee_memory.backend.client.call", lambda cfg, request: sent.append(request) or {"success": True})
    send(config, {"op": "ingest", "memories": [{"id": "a", "text": "We use PostgreSQL."}]}, direct=False)
    assert [r["op"] for r in sent] == ["ingest"]


def test_a_read_of_an_existing_store_still_goes_to_the_store(tmp_path: Path, monkeypatch) -> None:
    config = _config(tmp_path)
    config.storage_dir.mkdir()
    sent: list[dict] = []
    monkeypatch.setattr("cognee_memory.backend.client.call", lambda cfg, request: sent.append(request) or {"success": True})
    send(config, {"op": "retrieve", "query": "which database?", "top_k": 3}, direct=False)
    assert [r["op"] for r in sent] == ["retrieve"]


def test_the_retrieve_cli_on_a_new_folder_prints_an_empty_answer_without_cognee(tmp_path: Path) -> None:
    workspace = tmp_path / "new-folder"
    workspace.mkdir()
    run = subprocess.run(
        [sys.executable, str(PYTHON_DIR / "retrieve.py"), "--workspace", str(workspace), "--query", "which formatter?"],
        capture_output=True, text=True, timeout=60, check=False,
        env={"PYTHONPATH": str(PYTHON_DIR), "PATH": "/usr/bin:/bin", "HOME": str(tmp_path)},
    )
    assert run.returncode == 0, run.stderr
    body = json.loads(run.stdout)
    assert body["success"] is True and body["results"] == []
    assert not (workspace / ".cognee-memory").exists()
