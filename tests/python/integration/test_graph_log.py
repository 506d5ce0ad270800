"""Replaying a graph log left behind, with Ladybug alone (no Cognee): what can be recovered is,
and what cannot is refused with the log kept."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from cognee_memory.errors import MemoryToolError
from cognee_memory.storage.local import graph_log

pytestmark = pytest.mark.integration

LEAVE_A_LOG = textwrap.dedent("""
    # A committed row, then the JSON extension loaded by path, then an exit with no checkpoint.
    import os, sys
    import ladybug
    graph, library = sys.argv[1:]
    connection = ladybug.Connection(ladybug.Database(graph, buffer_pool_size=64 << 20))
    connection.execute("CREATE NODE TABLE T(id INT64, PRIMARY KEY(id))")
    connection.execute("CHECKPOINT;")
    connection.execute("CREATE (:T {id: 42})")
    connection.execute(f"LOAD EXTENSION '{library}';")
    os._exit(0)
""")


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))  # Ladybug's extension folder, as in a store


def graph_left_by(tmp_path: Path, version_dir: str) -> tuple[Path, Path]:
    """A graph whose log names a library (a copy of ours, in a folder named version_dir) that
    is then removed."""
    found = graph_log.bundled_library()
    if found is None:
        pytest.skip("this platform's Ladybug bundles no JSON extension")
    library = tmp_path / "gone-env" / version_dir / found[1] / graph_log.LIBRARY
    library.parent.mkdir(parents=True)
    shutil.copyfile(found[2], library)
    graph = tmp_path / "graph"
    subprocess.run([sys.executable, "-c", LEAVE_A_LOG, str(graph), str(library)], check=True, timeout=60,
                   env={**os.environ, "HOME": str(tmp_path)})
    shutil.rmtree(tmp_path / "gone-env")
    return graph, Path(f"{graph}.wal")


def rows(graph: Path) -> list[list[int]]:
    import ladybug

    database = ladybug.Database(str(graph), buffer_pool_size=64 << 20)
    try:
        return ladybug.Connection(database).execute("MATCH (t:T) RETURN t.id").get_all()
    finally:
        database.close()


def test_a_log_naming_a_removed_library_of_this_version_is_replayed(tmp_path: Path) -> None:
    graph, wal = graph_left_by(tmp_path, graph_log.bundled_library()[0])
    graph_log.recover_log(graph)
    assert not wal.exists()
    assert not (tmp_path / "gone-env").exists()  # the stand-in library was taken away again
    assert rows(graph) == [[42]]  # the committed row was in the log only
    assert len(list(tmp_path.glob("graph.wal.*.bak"))) == 1


def test_a_log_naming_another_version_is_refused_and_kept(tmp_path: Path) -> None:
    graph, wal = graph_left_by(tmp_path, "v0.0.1")
    before = wal.read_bytes()
    with pytest.raises(MemoryToolError) as caught:
        graph_log.recover_log(graph)
    assert caught.value.code == "STORE_ERROR" and ".bak" in caught.value.message
    assert wal.read_bytes() == before
    assert [b.read_bytes() for b in tmp_path.glob("graph.wal.*.bak")] == [before]
