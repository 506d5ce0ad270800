"""A backend runs the code on disk: one started from another copy of the package is replaced by
the client, and one whose own files change or disappear (an extension update) exits by itself."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.integration

PYTHON_DIR = Path(__file__).resolve().parents[3] / "python"
MEMORIES = "".join(json.dumps({"id": f"c{i}", "text": f"note {i}: the cache layer uses redis key {i}",
                               "topic": "cache"}) + "\n" for i in range(3))


def cli_from(python_dir: Path, script: str, *args: str, stdin: str | None = None) -> tuple[int, dict]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("COGNEE_MEMORY_")}
    proc = subprocess.run([sys.executable, str(python_dir / script), *args], input=stdin,
                          capture_output=True, text=True, env=env, timeout=300)
    assert "Traceback" not in proc.stderr, proc.stderr
    lines = proc.stdout.strip().splitlines()
    assert len(lines) == 1, proc.stdout + proc.stderr
    return proc.returncode, json.loads(lines[0])


def status(ws: Path) -> dict:
    code, body = cli_from(PYTHON_DIR, "backend.py", "--workspace", str(ws), "status")
    assert code == 0, body
    return body


@pytest.fixture
def workspace(tmp_path: Path):
    ws = tmp_path / "ws"
    ws.mkdir()
    yield ws
    cli_from(PYTHON_DIR, "backend.py", "--workspace", str(ws), "stop")


@pytest.fixture
def old_copy(tmp_path: Path) -> Path:
    """The package as a previous extension version installed it: same version, another folder."""
    copy = tmp_path / "old-extension" / "python"
    shutil.copytree(PYTHON_DIR, copy, ignore=shutil.ignore_patterns("__pycache__"))
    return copy


def start_backend_from(copy: Path, ws: Path) -> dict:
    code, body = cli_from(copy, "ingest.py", "--workspace", str(ws), "--file", "-", stdin=MEMORIES)
    assert code == 0 and body["count"] == 3, body
    running = status(ws)
    assert running["running"] and running["code"]["package"] == str((copy / "cognee_memory").resolve())
    return running


def test_a_backend_started_from_another_copy_of_the_code_is_replaced(old_copy: Path, workspace: Path) -> None:
    old = start_backend_from(old_copy, workspace)
    code, body = cli_from(PYTHON_DIR, "retrieve.py", "--workspace", str(workspace), "--query", "redis cache key")
    assert code == 0 and sorted(r["id"] for r in body["results"]) == ["c0", "c1", "c2"], body
    new = status(workspace)
    assert new["pid"] != old["pid"]
    assert new["code"]["package"] == str((PYTHON_DIR / "cognee_memory").resolve())


@pytest.mark.parametrize("change", ["deleted", "edited"])
def test_a_backend_whose_code_changes_on_disk_exits(old_copy: Path, workspace: Path, change: str) -> None:
    start_backend_from(old_copy, workspace)
    if change == "deleted":
        shutil.rmtree(old_copy.parent)
    else:
        with (old_copy / "cognee_memory" / "model.py").open("a") as handle:
            handle.write("\n# a later release\n")
    state_file = workspace / ".cognee-memory" / "backend.json"
    deadline = time.monotonic() + 60
    while json.loads(state_file.read_text())["state"] != "stopped" and time.monotonic() < deadline:
        time.sleep(1)
    assert json.loads(state_file.read_text())["state"] == "stopped"  # a clean exit, not a crash
    assert status(workspace)["running"] is False
