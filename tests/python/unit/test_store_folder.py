"""The store folder keeps itself out of git, is created owner-only, and is refused (UNSAFE_PATH)
when it is a link or another user's: whoever controls it could read the memories and answer
in place of the backend."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import tempfile
from pathlib import Path

import pytest

from cognee_memory.durable import make_store_folder, write_private_file
from conftest import assert_error, run_cli
from other_user import as_other_user, other_uid

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


# ---- a store folder someone else controls ----------------------------------------------------

VICTIM_TEXT = "my own notes, not a state file\n"


def _attacker_folder(folder: Path, victim_file: Path) -> None:
    """As the other user: a world-writable folder with a link where the backend writes its state."""
    folder.mkdir()
    os.chmod(folder, 0o777)
    (folder / "backend.json.tmp").symlink_to(victim_file)


def test_a_store_folder_linked_to_another_users_folder_is_refused(tmp_path: Path) -> None:
    """The workspace's ``.cognee-memory`` (a cloned repo can carry one) links to a folder another
    user made, with a link in it to a file of ours: nothing is stored there, our file is untouched."""
    other_uid()
    shared = Path(tempfile.mkdtemp(prefix="cm-shared-"))
    os.chmod(shared, 0o1777)  # like /tmp: anyone may create a name in it
    victim_file = tmp_path / "notes.txt"
    victim_file.write_text(VICTIM_TEXT)
    attacker = shared / "store"
    workspace = tmp_path / "ws"
    workspace.mkdir()
    try:
        assert as_other_user(lambda: _attacker_folder(attacker, victim_file)) == 0
        (workspace / ".cognee-memory").symlink_to(attacker)
        code, body, _ = run_cli("ingest.py", "--workspace", str(workspace), "--file", "-",
                                stdin=json.dumps({"id": "a", "text": "the deploy key is in the vault"}) + "\n")
        left_there = sorted(p.name for p in attacker.iterdir())
    finally:
        _stop_any_backend_in(attacker)
        shutil.rmtree(shared, ignore_errors=True)
    assert victim_file.read_text() == VICTIM_TEXT
    assert code == 1 and assert_error(body, "UNSAFE_PATH")
    assert "symbolic link" in body["error"]["message"] and "--storage-dir" in body["error"]["message"]
    assert left_there == ["backend.json.tmp"]  # nothing of ours went there


def _stop_any_backend_in(folder: Path) -> None:
    """If the check failed and a backend started in the attacker's folder, end it."""
    try:
        pid = json.loads((folder / "backend.json").read_text())["pid"]
    except (OSError, ValueError, KeyError):
        return
    try:
        os.kill(pid, signal.SIGKILL)
    except ProcessLookupError:
        pass


def test_a_store_folder_another_user_owns_is_refused(tmp_path: Path) -> None:
    uid = other_uid()
    storage = tmp_path / "theirs"
    storage.mkdir(mode=0o777)
    os.chown(storage, uid, -1)
    code, body, _ = run_cli("retrieve.py", "--workspace", str(tmp_path), "--storage-dir", str(storage),
                            "--query", "deploy")
    assert code == 1 and assert_error(body, "UNSAFE_PATH")
    assert "is not yours" in body["error"]["message"]
    assert list(storage.iterdir()) == []


def test_a_store_folder_that_is_a_link_is_never_followed_even_to_our_own_folder(tmp_path: Path) -> None:
    mine = tmp_path / "elsewhere"
    mine.mkdir(mode=0o700)
    (tmp_path / ".cognee-memory").symlink_to(mine)
    for command in (["backend.py", "--workspace", str(tmp_path), "status"],
                    ["retrieve.py", "--workspace", str(tmp_path), "--query", "deploy"]):
        code, body, _ = run_cli(*command)
        assert code == 1 and assert_error(body, "UNSAFE_PATH"), command
    assert list(mine.iterdir()) == []


def test_a_state_file_is_replaced_never_written_through_a_link(tmp_path: Path) -> None:
    victim_file = tmp_path / "notes.txt"
    victim_file.write_text(VICTIM_TEXT)
    state = tmp_path / "backend.json"
    state.symlink_to(victim_file)
    write_private_file(state, b'{"state": "ready"}')
    assert victim_file.read_text() == VICTIM_TEXT
    assert not state.is_symlink() and state.read_text() == '{"state": "ready"}'
    assert oct(state.stat().st_mode & 0o777) == "0o600"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["backend.json", "notes.txt"]
