"""The store folder keeps itself out of git, and is created owner-only."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from cognee_memory.durable import make_store_folder
from conftest import run_cli

needs_git = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")


def git_repository(folder: Path) -> Path:
    folder.mkdir(exist_ok=True)
    subprocess.run(["git", "init", "-q", str(folder)], check=True)
    return folder


def untracked(repo: Path) -> list[str]:
    out = subprocess.run(["git", "status", "--porcelain", "--untracked-files=all"], cwd=repo,
                         capture_output=True, text=True, check=True).stdout
    return out.splitlines()


def test_a_new_store_folder_is_private_and_ignores_everything_in_it(tmp_path: Path) -> None:
    root = tmp_path / "ws" / ".cognee-memory"
    make_store_folder(root / "cognee", root)
    assert (root / ".gitignore").read_text().splitlines()[-1] == "*"
    assert oct(root.stat().st_mode & 0o777) == "0o700"


def test_a_gitignore_the_user_edited_is_left_alone(tmp_path: Path) -> None:
    root = tmp_path / ".cognee-memory"
    root.mkdir()
    (root / ".gitignore").write_text("logs/\n")
    make_store_folder(root, root)
    assert (root / ".gitignore").read_text() == "logs/\n"


@needs_git
def test_recording_feedback_leaves_nothing_untracked_in_the_project(tmp_path: Path) -> None:
    repo = git_repository(tmp_path / "project")
    event = {"type": "rating", "retrieval_id": "r1", "helpful": True}
    code, body, _ = run_cli("feedback.py", "record", "--workspace", str(repo), "--file", "-",
                            stdin=json.dumps(event) + "\n")
    assert code == 0 and body["recorded"] == 1, body
    assert (repo / ".cognee-memory" / "feedback" / "events.jsonl").is_file()
    assert untracked(repo) == []
