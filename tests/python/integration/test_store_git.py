"""A project's memory store stays out of its git repository."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from conftest import SAMPLE_JSONL, run_cli

pytestmark = [pytest.mark.integration,
              pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")]


@pytest.mark.parametrize("direct", [True, False], ids=["direct", "backend"])
def test_ingesting_into_a_git_project_leaves_nothing_untracked(tmp_path: Path, direct: bool) -> None:
    repo = tmp_path / "project"
    repo.mkdir()
    subprocess.run(["git", "init", "-q", str(repo)], check=True)
    try:
        code, body, _ = run_cli("ingest.py", "--workspace", str(repo), "--file", str(SAMPLE_JSONL),
                                *(["--direct"] if direct else []))
        assert code == 0 and body["count"] > 0, body
        files = [p for p in (repo / ".cognee-memory").rglob("*") if p.is_file()]
        assert len(files) > 5  # graph, vectors, logs, manifest...
        status = subprocess.run(["git", "status", "--porcelain", "--untracked-files=all"], cwd=repo,
                                capture_output=True, text=True, check=True).stdout
        assert status == ""
    finally:
        run_cli("backend.py", "--workspace", str(repo), "stop")
