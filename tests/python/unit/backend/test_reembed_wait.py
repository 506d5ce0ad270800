"""While a starting backend moves its store to another embedder, the client waits as long as the
move advances, and ``status`` shows how far it is (no Cognee: a stand-in process writes the state)."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from cognee_memory.backend import client
from cognee_memory.backend.paths import state_path
from cognee_memory.config import StoreConfig
from cognee_memory.errors import MemoryToolError


def config_in(tmp_path: Path) -> StoreConfig:
    config = StoreConfig.create(tmp_path, embedder="minilm")
    config.storage_dir.mkdir(parents=True)
    return config


def stand_in(config: StoreConfig, steps: int, pause: float) -> subprocess.Popen[bytes]:
    """A 'backend' that reports ``steps`` steps of progress ``pause`` seconds apart, then is ready."""
    script = textwrap.dedent(f"""
        import json, os, time
        path = {str(state_path(config))!r}
        def state(**fields):
            open(path + ".tmp", "w").write(json.dumps({{"pid": os.getpid(), **fields}}))
            os.replace(path + ".tmp", path)
        for done in range({steps}):
            state(state="starting", reembed={{"step": "import", "done": done, "total": {steps}}})
            time.sleep({pause})
        state(state="ready")
        time.sleep(5)
    """)
    return subprocess.Popen([sys.executable, "-c", script])


def test_the_client_waits_while_the_move_advances(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    config = config_in(tmp_path)
    # 4 s in all: longer than the timeout, no pause longer (a second of slack for the stand-in's own start on a
    # loaded machine: at 1 s with 0.6 s pauses it timed out once beside a benchmark).
    monkeypatch.setattr(client, "START_TIMEOUT_S", 2.0)
    process = stand_in(config, steps=4, pause=1.0)
    try:
        client._wait_ready(config, process)
    finally:
        process.kill()
        process.wait()


def test_a_move_that_stops_advancing_times_out(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    config = config_in(tmp_path)
    monkeypatch.setattr(client, "START_TIMEOUT_S", 0.5)
    process = stand_in(config, steps=2, pause=3.0)
    try:
        with pytest.raises(MemoryToolError) as caught:
            client._wait_ready(config, process)
        assert caught.value.code == "TIMEOUT"
    finally:
        process.kill()
        process.wait()


def test_status_shows_how_far_a_starting_backend_has_moved_the_store(tmp_path: Path) -> None:
    config = config_in(tmp_path)
    progress = {"step": "import", "done": 500, "total": 10000, "from": "local", "to": "minilm"}
    state_path(config).write_text(json.dumps({"pid": 1, "state": "starting", "reembed": progress}))
    assert client.status(config) == {"success": True, "running": False, "reembed": progress}
    state_path(config).write_text(json.dumps({"pid": 1, "state": "stopped"}))
    assert client.status(config) == {"success": True, "running": False}
