"""A backend that has written enough hands its store to a fresh process of itself once idle:
no memory lost, no request refused, one backend at the end (``backend/refresh.py``)."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from test_backend import cli, memories_jsonl, status

pytestmark = pytest.mark.integration

QUICK_REFRESH = {"COGNEE_MEMORY_REFRESH_AFTER": "20", "COGNEE_MEMORY_REFRESH_IDLE": "1"}


@pytest.fixture
def workspace(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    for name, value in QUICK_REFRESH.items():
        monkeypatch.setenv(name, value)
    ws = tmp_path / "ws"
    ws.mkdir()
    yield ws
    cli("backend.py", "--workspace", str(ws), "stop")


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def wait_for(condition, timeout: float = 90.0) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.2)
    return False


def backend_log(ws: Path) -> str:
    path = ws / ".cognee-memory" / "logs" / "backend.log"
    return path.read_text() if path.exists() else ""


def test_a_backend_that_wrote_enough_hands_over_to_a_fresh_one_and_keeps_every_memory(workspace: Path) -> None:
    code, body = cli("ingest.py", "--workspace", str(workspace), "--file", "-", stdin=memories_jsonl("r", 25))
    assert code == 0 and body["count"] == 25
    first = status(workspace)
    assert first["written"] == 25
    assert wait_for(lambda: status(workspace).get("pid") not in (None, first["pid"]))
    second = status(workspace)
    assert second["memories"] == 25 and second["written"] == 0
    assert wait_for(lambda: not alive(first["pid"]), timeout=30)
    code, body = cli("retrieve.py", "--workspace", str(workspace), "--query", "redis cache key 7", "--top-k", "25")
    assert code == 0 and {r["id"] for r in body["results"]} == {f"r-{i}" for i in range(25)}
    time.sleep(3)  # the successor has written nothing: it does not hand over again
    assert status(workspace)["pid"] == second["pid"]


def test_requests_sent_during_the_hand_over_are_all_answered(workspace: Path) -> None:
    code, _ = cli("ingest.py", "--workspace", str(workspace), "--file", "-", stdin=memories_jsonl("h", 25))
    assert code == 0
    first = status(workspace)["pid"]
    assert wait_for(lambda: "started successor" in backend_log(workspace))
    answers = []
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        answers.append(cli("retrieve.py", "--workspace", str(workspace), "--query", "redis cache", "--top-k", "3"))
        if status(workspace).get("pid") not in (None, first):
            break
    assert status(workspace)["pid"] != first, backend_log(workspace)[-2000:]
    assert answers and all(code == 0 and len(body["results"]) == 3 for code, body in answers)
    code, body = cli("retrieve.py", "--workspace", str(workspace), "--query", "redis cache", "--top-k", "3")
    assert code == 0 and len(body["results"]) == 3


def test_a_refresh_setting_of_zero_keeps_the_same_backend(workspace: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COGNEE_MEMORY_REFRESH_AFTER", "0")
    code, _ = cli("ingest.py", "--workspace", str(workspace), "--file", "-", stdin=memories_jsonl("z", 25))
    assert code == 0
    first = status(workspace)["pid"]
    time.sleep(4)
    assert status(workspace)["pid"] == first
    assert "started successor" not in backend_log(workspace)


def test_an_import_running_when_the_successor_is_ready_is_not_interrupted(
        workspace: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COGNEE_MEMORY_INGEST_CHUNK", "100")  # a chunked import, as large ones are
    code, _ = cli("ingest.py", "--workspace", str(workspace), "--file", "-", stdin=memories_jsonl("s", 25))
    assert code == 0
    first = status(workspace)["pid"]
    assert wait_for(lambda: "started successor" in backend_log(workspace))
    code, body = cli("ingest.py", "--workspace", str(workspace), "--file", "-", stdin=memories_jsonl("big", 1500),
                     timeout=400)
    assert code == 0 and body["count"] == 1500, body
    assert wait_for(lambda: status(workspace).get("pid") not in (None, first))
    assert status(workspace)["memories"] == 1525
