"""The store opens after the Python environment that last used it is gone (an extension update
replaces the venv), and no acknowledged write is lost on the way.

The graph database's write-ahead log used to record the absolute path of an extension library
inside the environment that last read the store; once that environment was removed, opening the
store failed with "Failed to load library". These tests reach an "old environment" through a
symlink to this one, use it, remove the symlink, and open the store with this interpreter.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

pytestmark = pytest.mark.integration

PYTHON_DIR = Path(__file__).resolve().parents[3] / "python"
MEMORIES = "".join(json.dumps(m) + "\n" for m in (
    {"id": "m1", "text": "We use PostgreSQL 16 for the orders service database.", "topic": "db"},
    {"id": "m2", "text": "Retries use exponential backoff capped at 30 seconds.", "topic": "net"},
    {"id": "m3", "text": "The frontend is built with Vite and React 19.", "topic": "ui"},
))


def cli_with(python: Path | str, script: str, *args: str, stdin: str | None = None) -> tuple[int, dict]:
    """Run an entry script with the given interpreter (the backend it starts inherits it)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("COGNEE_MEMORY_")}
    proc = subprocess.run([str(python), str(PYTHON_DIR / script), *args], input=stdin,
                          capture_output=True, text=True, env=env, timeout=300)
    assert "Traceback" not in proc.stderr, proc.stderr
    lines = proc.stdout.strip().splitlines()
    assert len(lines) == 1, proc.stdout + proc.stderr
    return proc.returncode, json.loads(lines[0])


def stop(ws: Path) -> None:
    code, body = cli_with(sys.executable, "backend.py", "--workspace", str(ws), "stop")
    assert code == 0 and body["running"] is False, body


def wal_file(ws: Path) -> Path:
    return ws / ".cognee-memory" / "cognee" / "system" / "databases" / "cognee_graph_ladybug.wal"


def assert_every_memory_and_topic_is_there(ws: Path) -> None:
    code, body = cli_with(sys.executable, "retrieve.py", "--workspace", str(ws), "--query", "which database?", "-k", "5")
    assert code == 0, body
    assert sorted(r["id"] for r in body["results"]) == ["m1", "m2", "m3"]
    code, body = cli_with(sys.executable, "compact.py", "--workspace", str(ws), "--list-topics")
    assert code == 0, body
    # The topic edges: deleting the log (the unsafe way to open such a store) drops them.
    assert {t["topic"] for t in body["topics"]} == {"db", "net", "ui"}


@pytest.fixture
def workspace(tmp_path: Path):
    ws = tmp_path / "ws"
    ws.mkdir()
    yield ws
    cli_with(sys.executable, "backend.py", "--workspace", str(ws), "stop")


def old_environment(tmp_path: Path, name: str) -> Path:
    """An environment path of its own, as the previous extension version's venv was."""
    old_env = tmp_path / name
    old_env.symlink_to(Path(sys.prefix))
    return old_env


def test_store_opens_after_the_environment_that_last_read_it_is_removed(tmp_path: Path, workspace: Path) -> None:
    old_env = old_environment(tmp_path, "oldenv")
    # A path with "wal" in it would let Cognee delete the log itself, and the test pass wrongly.
    assert "wal" not in str(old_env).lower()
    code, body = cli_with(sys.executable, "ingest.py", "--workspace", str(workspace), "--file", "-", stdin=MEMORIES)
    assert code == 0 and body["count"] == 3, body
    stop(workspace)
    code, body = cli_with(old_env / "bin" / "python", "retrieve.py", "--workspace", str(workspace),
                          "--query", "which database?")
    assert code == 0 and body["success"], body
    stop(workspace)  # as an idle shutdown would
    wal = wal_file(workspace)
    assert not wal.exists() or b"lbug_extension" not in wal.read_bytes()
    old_env.unlink()
    assert_every_memory_and_topic_is_there(workspace)


BREAK_LIKE_0_1_0 = textwrap.dedent("""
    # What 0.1.0 left behind: an ingest's edges only in the log (never checkpointed), then a
    # read-only session that loaded the JSON extension by its absolute path in the old
    # environment (recorded in the log) and ended without a checkpoint.
    import os, sys, tempfile
    storage = sys.argv[1]
    os.environ["HOME"] = tempfile.mkdtemp()  # 0.1.0 never installed the extension by name
    import ladybug
    from cognee_db_workers._kuzu_helpers import bundled_json_extension_path
    db = ladybug.Database(os.path.join(storage, "cognee", "system", "databases", "cognee_graph_ladybug"))
    conn = ladybug.Connection(db)
    topic = "e.relationship_name = 'topic'"
    edges = conn.execute(f"MATCH (a:Node)-[e:EDGE]->(t:Node) WHERE {topic} RETURN a.id, t.id").get_all()
    assert len(edges) == 3, edges
    conn.execute(f"MATCH (:Node)-[e:EDGE]->(:Node) WHERE {topic} DELETE e")
    conn.execute("CHECKPOINT;")
    for a, t in edges:
        conn.execute("MATCH (a:Node {id: $a}), (t:Node {id: $t}) CREATE (a)-[:EDGE {relationship_name: 'topic', "
                     "properties: '{}', created_at: TIMESTAMP('2025-01-01 00:00:00'), "
                     "updated_at: TIMESTAMP('2025-01-01 00:00:00')}]->(t)", {"a": a, "t": t})
    library = bundled_json_extension_path(conn.execute)
    assert library and library.startswith(sys.prefix), (library, sys.prefix)
    conn.execute(f"LOAD EXTENSION '{library}';")
    conn.execute("MATCH (n) RETURN count(n);")
    os._exit(0)
""")


@pytest.mark.parametrize("env_name", ["oldenv", "oswald-env"])
def test_store_left_broken_by_an_old_version_is_recovered_without_losing_writes(
        tmp_path: Path, workspace: Path, env_name: str) -> None:
    old_env = old_environment(tmp_path, env_name)
    code, body = cli_with(old_env / "bin" / "python", "ingest.py", "--workspace", str(workspace),
                          "--direct", "--file", "-", stdin=MEMORIES)
    assert code == 0 and body["count"] == 3, body
    storage = workspace / ".cognee-memory"
    subprocess.run([str(old_env / "bin" / "python"), "-c", BREAK_LIKE_0_1_0, str(storage)], check=True, timeout=120)
    wal = wal_file(workspace)
    assert str(old_env).encode() in wal.read_bytes()  # the store is broken the way 0.1.0 left it
    wal_before = wal.read_bytes()
    old_env.unlink()
    assert_every_memory_and_topic_is_there(workspace)
    backups = list(wal.parent.glob(wal.name + ".*.bak"))
    assert [b.read_bytes() for b in backups] == [wal_before]  # the log was kept, not thrown away
