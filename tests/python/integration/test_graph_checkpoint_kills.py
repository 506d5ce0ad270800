"""A graph checkpoint killed at each of its file operations, with Ladybug alone: every state it
leaves opens again with every committed write, and nothing of the checkpoint is left behind.

The kills are real: strace stops Ladybug at its Nth call of one system call on one file, as
``kill -9`` at that instant would (skipped where strace cannot trace).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from cognee_memory.storage import faults
from cognee_memory.storage.local import graph_log

pytestmark = pytest.mark.integration

BASE = textwrap.dedent("""
    import sys, ladybug
    database = ladybug.Database(sys.argv[1], buffer_pool_size=64 << 20)
    connection = ladybug.Connection(database)
    connection.execute("CREATE NODE TABLE T(id INT64, s STRING, PRIMARY KEY(id))")
    connection.execute("CREATE (:T {id: 1, s: 'one'})")
    connection.execute("CHECKPOINT;")
    connection.close()
    database.close()
""")
# Two committed writes (each synced to the log), then the checkpoint the kill lands in.
WRITE_AND_CHECKPOINT = textwrap.dedent("""
    import sys, ladybug
    connection = ladybug.Connection(ladybug.Database(sys.argv[1], buffer_pool_size=64 << 20))
    connection.execute("CREATE (:T {id: 2, s: 'two'})")
    connection.execute("MATCH (t:T {id: 1}) SET t.s = 'uno'")
    connection.execute("CHECKPOINT;")
""")
COMMITTED = [[1, "uno"], [2, "two"]]

# (system call, file, which call of it on that file): Ladybug 0.19's checkpoint, in its order.
KILL_POINTS = {
    "before the log is renamed": ("rename", ".wal", 1),
    "log renamed, no shadow yet": ("openat", ".shadow", 1),
    "shadow half written": ("pwrite64", ".shadow", 3),
    "shadow written, not synced": ("fdatasync", ".shadow", 1),
    "shadow synced, not recorded": ("pwrite64", ".wal.checkpoint", 1),
    "recorded, applied, data file not synced": ("fdatasync", "", 1),
    "data file synced, shadow not truncated": ("ftruncate", ".shadow", 1),
    "shadow truncated, log not deleted": ("unlink", ".wal.checkpoint", 1),
    "log deleted, empty shadow left": ("unlink", ".shadow", 1),
    "only the locks left": ("unlink", ".checkpoint.intent.lock", 1),
}


def strace_works() -> bool:
    if shutil.which("strace") is None:
        return False
    return subprocess.run(["strace", "-qq", "-o", "/dev/null", "true"], capture_output=True).returncode == 0


needs_strace = pytest.mark.skipif(not strace_works(), reason="strace is missing or cannot trace here")


def run(script: str, *args: str, env: dict[str, str] | None = None) -> None:
    subprocess.run([sys.executable, "-c", script, *args], check=True, timeout=120,
                   env={**os.environ, **(env or {})})


def killed_checkpoint(folder: Path, call: str, suffix: str, when: int) -> Path:
    """A graph whose checkpoint was killed at the ``when``th ``call`` on ``graph + suffix``."""
    graph = folder / "graph"
    run(BASE, str(graph))
    target = f"{graph}{suffix}"
    done = subprocess.run(
        ["strace", "-f", "-qq", "-o", "/dev/null", "-P", target, "-e", f"trace={call}",
         "-e", f"inject={call}:signal=SIGKILL:when={when}", sys.executable, "-c", WRITE_AND_CHECKPOINT, str(graph)],
        timeout=120, capture_output=True,
    )
    assert done.returncode != 0, "the checkpoint was not killed: the kill point is stale"
    return graph


def rows(graph: Path) -> list[list[object]]:
    import ladybug

    database = ladybug.Database(str(graph), buffer_pool_size=64 << 20)
    try:
        return sorted(ladybug.Connection(database).execute("MATCH (t:T) RETURN t.id, t.s").get_all())
    finally:
        database.close()


def left_over(graph: Path) -> list[str]:
    return sorted(p.name for p in graph.parent.iterdir() if p.name.startswith(graph.name + ".")
                  and not p.name.endswith(".lock"))


@needs_strace
def test_the_truncated_shadow_state_does_not_open_on_its_own(tmp_path: Path) -> None:
    graph = killed_checkpoint(tmp_path, *KILL_POINTS["shadow truncated, log not deleted"])
    assert left_over(graph) == ["graph.shadow", "graph.wal.checkpoint"]
    assert (tmp_path / "graph.shadow").stat().st_size == 0
    with pytest.raises(RuntimeError, match="Database ID for temporary file"):
        rows(graph)


@needs_strace
@pytest.mark.parametrize("state", list(KILL_POINTS))
def test_a_checkpoint_killed_at_any_step_opens_with_every_committed_write(tmp_path: Path, state: str) -> None:
    graph = killed_checkpoint(tmp_path, *KILL_POINTS[state])
    graph_log.recover_log(graph)
    assert left_over(graph) == []  # no log, no shadow, no backup kept
    assert rows(graph) == COMMITTED


RECOVER = "import sys; from pathlib import Path; from cognee_memory.storage.local import graph_log; " \
          "graph_log.recover_log(Path(sys.argv[1]))"


@needs_strace
@pytest.mark.parametrize("point", ["graph_log.after_backup", "graph_log.dropped.wal.checkpoint",
                                   "graph_log.dropped.shadow"])
def test_a_recovery_killed_midway_is_finished_by_the_next_one(tmp_path: Path, point: str) -> None:
    graph = killed_checkpoint(tmp_path, *KILL_POINTS["shadow truncated, log not deleted"])
    with pytest.raises(subprocess.CalledProcessError):
        run(RECOVER, str(graph), env={faults.ENVIRONMENT_VARIABLE: point})
    graph_log.recover_log(graph)
    assert rows(graph) == COMMITTED
    leftovers = left_over(graph)
    assert all(name.endswith(".bak") for name in leftovers)  # only the killed recovery's copies
    assert graph_log.retire_backups(graph) == len(leftovers)
    assert left_over(graph) == []


def test_an_open_refused_for_another_reason_keeps_every_leftover_and_its_copy(tmp_path: Path) -> None:
    graph = tmp_path / "graph"
    run(BASE, str(graph))
    stray = tmp_path / "graph.shadow"
    stray.write_bytes(b"not a shadow of this graph" * 200)  # not empty: never ours to drop
    (tmp_path / "graph.wal.checkpoint").write_bytes(b"\0" * 64)
    before = {p.name: p.read_bytes() for p in tmp_path.iterdir() if p.name != "graph"}
    try:
        graph_log.recover_log(graph)
    except Exception:  # noqa: BLE001 — refusing is allowed; deleting is not
        pass
    after = {p.name: p.read_bytes() for p in tmp_path.iterdir() if p.name in before}
    assert after == before


def test_retiring_backups_leaves_every_other_file(tmp_path: Path) -> None:
    graph = tmp_path / "graph"
    kept = ["graph", "graph.wal", "graph.bak", "graph.wal.notes.bak", "other.wal.20260101T000000000000Z.bak"]
    gone = ["graph.wal.20260101T000000000000Z.bak", "graph.wal.checkpoint.20260101T000000000001Z.bak",
            "graph.shadow.20260101T000000000002Z.bak"]
    for name in kept + gone:
        (tmp_path / name).write_text("x")
    assert graph_log.retire_backups(graph) == 3
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(kept)
