"""Helpers shared by the unit and integration tests.

The entry scripts are run the way the extension runs them: ``python python/<script>.py ...``
from the repository root, one JSON object expected on stdout.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

REPO_ROOT = Path(__file__).resolve().parents[2]
PYTHON_DIR = REPO_ROOT / "python"
SAMPLE_JSONL = REPO_ROOT / "samples" / "coding-chat.jsonl"

# A one-shot --direct call imports Cognee (10–30 s on a busy machine); leave room for that.
CLI_TIMEOUT_SECONDS = 300

# Variables that would silently change what a command does if the developer has them set.
_CLEARED = ("COGNEE_MEMORY_WORKSPACE", "COGNEE_MEMORY_STORAGE_DIR", "COGNEE_MEMORY_EMBEDDER",
            "COGNEE_MEMORY_DIRECT", "COGNEE_ENV_FILE", "COGNEE_MEMORY_PROFILE", "COGNEE_MEMORY_TEAM_SERVER")


class CliOutputError(AssertionError):
    """The command broke the stdout contract (not exactly one JSON line, or a traceback)."""


def run_cli(script: str, *args: str, env: dict[str, str] | None = None, stdin: str | None = None,
            timeout: float = CLI_TIMEOUT_SECONDS) -> tuple[int, dict[str, Any], str]:
    """Run ``python/<script>`` as a subprocess from the repo root.

    Returns (exit code, the one JSON object printed on stdout, stderr). Fails the test when
    stdout is anything but exactly one JSON line, or when a traceback appears anywhere.
    """
    full_env = {k: v for k, v in os.environ.items() if k not in _CLEARED}
    full_env.update(env or {})
    proc = subprocess.run(
        [sys.executable, str(Path("python") / script), *args],
        cwd=REPO_ROOT, input=stdin, capture_output=True, text=True, env=full_env, timeout=timeout,
    )
    if "Traceback" in proc.stdout or "Traceback" in proc.stderr:
        raise CliOutputError(f"traceback from {script} {args}:\n{proc.stdout}\n{proc.stderr}")
    lines = proc.stdout.splitlines()
    if len(lines) != 1 or not proc.stdout.endswith("\n"):
        raise CliOutputError(
            f"{script} must print exactly one JSON line on stdout, got {len(lines)}:\n{proc.stdout}"
            f"\n--- stderr ---\n{proc.stderr}"
        )
    try:
        body = json.loads(lines[0])
    except json.JSONDecodeError as exc:
        raise CliOutputError(f"{script} printed something that is not JSON: {lines[0]!r}") from exc
    if not isinstance(body, dict):
        raise CliOutputError(f"{script} printed JSON that is not an object: {body!r}")
    return proc.returncode, body, proc.stderr


def assert_error(body: dict[str, Any], code: str) -> dict[str, Any]:
    """The contract's error envelope with the given code; returns ``body['error']``."""
    assert body["success"] is False, body
    error = body["error"]
    assert error["code"] == code, body
    assert isinstance(error["message"], str) and error["message"].strip(), body
    assert isinstance(error["retryable"], bool), body
    return error


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    """An empty project folder."""
    ws = tmp_path / "workspace"
    ws.mkdir()
    return ws


@pytest.fixture(scope="session")
def pg_server():
    """A real PostgreSQL server with pgvector (cognee_memory_eval/bench/postgres_server.py), started once per
    session on first use, on loopback with password authentication, and always stopped.

    Backends started by the tests inherit the password through the environment, as they do
    from the extension."""
    from cognee_memory_eval.bench.postgres_server import PostgresServer

    server = PostgresServer().start()
    saved = {k: os.environ.get(k) for k in server.env()}
    os.environ.update(server.env())
    try:
        yield server
    finally:
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value
        server.stop()


def run_store_process(script: str, folder: Path, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    """Run a Python script (store folder as its argument) in a process of its own, as the
    backend would open the store (one store per process, HOME in the folder); it must succeed."""
    proc = subprocess.run([sys.executable, "-c", script, str(folder)], capture_output=True, text=True,
                          timeout=timeout, cwd=folder,
                          env={"PYTHONPATH": str(REPO_ROOT / "python"), "HOME": str(folder)})
    assert proc.returncode == 0, proc.stderr[-3000:]
    return proc


def run_store_script(script: str, folder: Path, timeout: float = 300) -> Any:
    """``run_store_process``, returning the JSON value of the script's last stdout line."""
    return json.loads(run_store_process(script, folder, timeout).stdout.strip().splitlines()[-1])
