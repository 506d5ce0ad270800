"""Kill points for crash tests: inert unless the environment names one, and then a real SIGKILL."""

from __future__ import annotations

import os
import signal
import subprocess
import sys

from cognee_memory.storage import faults

SCRIPT = ("from cognee_memory.storage.faults import fault_point\n"
          "fault_point('elsewhere'); print('passed', flush=True); fault_point('here'); print('survived')")


def run(env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    clean = {k: v for k, v in os.environ.items() if k != faults.ENVIRONMENT_VARIABLE}
    return subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, timeout=60,
                          env={**clean, **env})


def test_an_unarmed_point_does_nothing() -> None:
    done = run({})
    assert done.returncode == 0 and done.stdout.split() == ["passed", "survived"]


def test_an_armed_point_kills_the_process_there_and_only_there() -> None:
    done = run({faults.ENVIRONMENT_VARIABLE: "here"})
    assert done.returncode == -signal.SIGKILL
    assert done.stdout.split() == ["passed"]
