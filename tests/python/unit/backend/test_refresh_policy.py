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


def test_a_successor_is_started_only_once_and_a_failed_one_is_noticed() -> None:
    policy = RefreshPolicy(after_memories=1, idle_s=0)
    policy.successor = subprocess.Popen([sys.executable, "-c", "raise SystemExit(3)"])
    policy.successor.wait()
    assert not policy.due(written=5, idle_s=5, in_flight=0)
    assert policy.successor_failed()


def test_a_successor_that_took_over_is_not_a_failure() -> None:
    policy = RefreshPolicy()
    policy.successor = subprocess.Popen([sys.executable, "-c", "pass"])
    policy.successor.wait()
    assert not policy.successor_failed()


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
