"""When a backend starts its successor (``backend/refresh.py``), and how it is started."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from cognee_memory.backend.refresh import RefreshPolicy, take_over
from cognee_memory.config import StoreConfig


def test_a_successor_starts_once_enough_is_written_and_the_backend_is_idle() -> None:
    policy = RefreshPolicy(after_memories=100, idle_s=10)
    assert not policy.due(written=99, idle_s=60, in_flight=0)
    assert not policy.due(written=100, idle_s=9.9, in_flight=0)
    assert not policy.due(written=100, idle_s=60, in_flight=1)
    assert policy.due(written=100, idle_s=10, in_flight=0)


def test_zero_turns_refreshing_off() -> None:
    assert not RefreshPolicy(after_memories=0, idle_s=0).due(written=10**6, idle_s=10**6, in_flight=0)


def test_no_second_successor_runs_beside_the_first() -> None:
    policy = RefreshPolicy(after_memories=1, idle_s=0)
    policy.successor = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
    try:
        assert not policy.due(written=5, idle_s=5, in_flight=0)
        assert not policy.successor_exited()
    finally:
        policy.successor.kill()
        policy.successor.wait()


def test_a_successor_that_exited_without_taking_over_lets_a_later_one_start() -> None:
    policy = RefreshPolicy(after_memories=1, idle_s=0, attempts_left=1)
    policy.successor = subprocess.Popen([sys.executable, "-c", "pass"])
    policy.successor.wait()
    assert policy.successor_exited()
    assert policy.successor is None and policy.due(written=5, idle_s=5, in_flight=0)


def test_successors_are_started_a_bounded_number_of_times(tmp_path: Path, monkeypatch) -> None:
    from cognee_memory.backend import client

    started = []
    monkeypatch.setattr(client, "start_detached", lambda config, argv: started.append(argv) or
                        subprocess.Popen([sys.executable, "-c", "pass"]))
    policy = RefreshPolicy(after_memories=1, idle_s=0)
    for _ in range(5):
        if policy.due(written=5, idle_s=5, in_flight=0):
            policy.start(StoreConfig.create(tmp_path), idle_timeout=60.0)
            policy.successor.wait()
            policy.successor_exited()
    assert len(started) == 3


def test_the_successor_serves_the_same_store_with_the_same_settings(tmp_path: Path) -> None:
    config = StoreConfig.create(tmp_path)
    argv = RefreshPolicy(after_memories=50, idle_s=2.5).argv(config, idle_timeout=600.0, old_pid=4321)
    assert argv[:3] == [sys.executable, "-m", "cognee_memory.cli.serve"]
    assert argv[argv.index("--workspace") + 1] == str(config.workspace)
    assert argv[argv.index("--idle-timeout") + 1] == "600.0"
    assert argv[argv.index("--refresh-after") + 1] == "50"
    assert argv[argv.index("--refresh-idle") + 1] == "2.5"
    assert argv[argv.index("--take-over") + 1] == "4321"


def test_nothing_is_taken_over_when_that_backend_no_longer_serves(tmp_path: Path) -> None:
    config = StoreConfig.create(tmp_path)
    config.storage_dir.mkdir(parents=True)
    assert take_over(config, old_pid=4321) is None
    import fcntl

    with open(config.storage_dir / "backend-spawn.lock", "a+") as lock:  # released again
        fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
