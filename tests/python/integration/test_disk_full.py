"""A full disk during an ingest: a retryable STORAGE_FULL that says how much of the batch is
in the store, and the same ingest run again after freeing space completes it.

The store lives on a small tmpfs mounted for this module (root only; skipped otherwise).
"""

from __future__ import annotations

import json
import os
import subprocess
import tempfile
from pathlib import Path
from typing import Iterator

import pytest

from conftest import run_cli

pytestmark = pytest.mark.integration

BATCH = "".join(json.dumps({"id": f"big-{i}", "text": f"memory {i} about the cache layer " + "x" * 500}) + "\n"
                for i in range(3000))


@pytest.fixture(scope="module")
def small_disk() -> Iterator[Path]:
    if os.geteuid() != 0:
        pytest.skip("mounting a small tmpfs needs root")
    mount = Path(tempfile.mkdtemp(prefix="cm-full-"))
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=300m", "tmpfs", str(mount)], capture_output=True)
    if done.returncode != 0:
        mount.rmdir()
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.decode().strip()}")
    (mount / "ws").mkdir()
    try:
        yield mount
    finally:
        run_cli("backend.py", "--workspace", str(mount / "ws"), "stop")
        subprocess.run(["umount", "-l", str(mount)], check=False)
        mount.rmdir()


def fill(disk: Path, leave: int) -> Path:
    info = os.statvfs(disk)
    filler = disk / "filler"
    with filler.open("wb") as handle:
        handle.write(b"\0" * (info.f_bavail * info.f_frsize - leave))
    return filler


def test_a_full_disk_is_retryable_and_the_retry_completes_the_batch(small_disk: Path) -> None:
    ws = str(small_disk / "ws")
    code, body, _ = run_cli("ingest.py", "--workspace", ws, "--file", "-",
                            stdin=json.dumps({"id": "first", "text": "The store exists."}) + "\n")
    assert code == 0, body
    filler = fill(small_disk, leave=3_000_000)
    code, body, _ = run_cli("ingest.py", "--workspace", ws, "--file", "-", stdin=BATCH)
    assert code == 1, body
    assert body["error"]["code"] == "STORAGE_FULL" and body["error"]["retryable"] is True, body
    assert body["error"]["details"]["batch"] == 3000
    assert 0 <= body["error"]["details"]["present"] <= 3000
    filler.unlink()
    code, body, _ = run_cli("ingest.py", "--workspace", ws, "--file", "-", stdin=BATCH)
    assert code == 0 and body["count"] == 3000, body
    code, body, _ = run_cli("retrieve.py", "--workspace", ws, "--query", "memory 2999 about the cache layer",
                            "--top-k", "1")
    assert code == 0 and body["total_candidates"] >= 1, body
