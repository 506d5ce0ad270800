"""Forget on the postgres profile, checked in the server's own files.

The embedded store's guarantee (no byte under ``.cognee-memory/`` holds forgotten words) has a
server-side counterpart: after ``forget`` and a checkpoint, no table, index or statistics file
in the server's data directory holds the words either. The write-ahead log (``pg_wal/``) is
the documented exception (SECURITY.md, "Forgetting on a team server"): PostgreSQL recycles its
segments on its own schedule, and archives, replicas and backups are the operator's.

The words are made-up tokens, so a byte search finds them only where a copy of those memories is.
"""

from __future__ import annotations

import os
import subprocess
from collections.abc import Iterator
from datetime import datetime, timezone
from pathlib import Path

import pytest

from cognee_memory.backend import client
from cognee_memory.config import ServerConfig, StoreConfig
from driver_support import jsonl

pytestmark = pytest.mark.integration

TOKEN = "glimmerquoth"
OLD_WORD = "brackenvise"
NOW = datetime(2026, 6, 1, 12, 0, tzinfo=timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def psql(server, database: str, sql: str) -> str:
    """Run SQL as the server's admin (a superuser: CHECKPOINT needs one)."""
    done = subprocess.run(
        [str(server.bin / "psql"), "-h", server.host, "-p", str(server.port), "-U", server.user,
         "-d", database, "-X", "-A", "-t", "-v", "ON_ERROR_STOP=1", "-c", sql],
        env={**os.environ, "PGPASSWORD": server.password}, capture_output=True, text=True, timeout=120, check=True,
    )
    return done.stdout


def files_holding(data_dir: Path, needles: tuple[str, ...]) -> dict[str, list[str]]:
    """Which needles occur in which files of the data directory, the write-ahead log excluded."""
    found: dict[str, list[str]] = {}
    for path in sorted(p for p in data_dir.rglob("*") if p.is_file()):
        relative = path.relative_to(data_dir)
        if relative.parts[0] == "pg_wal":
            continue
        try:
            data = path.read_bytes()
        except FileNotFoundError:  # the server removed it meanwhile (e.g. its relcache file)
            continue
        hits = [n for n in needles if n.encode() in data]
        if hits:
            found[str(relative)] = hits
    return found


@pytest.fixture(scope="module")
def team(pg_server, tmp_path_factory: pytest.TempPathFactory) -> Iterator[StoreConfig]:
    workspace = tmp_path_factory.mktemp("forget-postgres")
    config = StoreConfig.create(workspace, None, "local", "postgres",
                                ServerConfig.create(pg_server.host, pg_server.port, pg_server.user, "forgetfiles"))
    try:
        yield config
    finally:
        client.stop(config)


def call(config: StoreConfig, op: str, **fields: object) -> dict:
    return client.call(config, {"op": op, **fields})


def test_forget_and_edit_leave_no_copy_in_the_servers_table_files(pg_server, team: StoreConfig) -> None:
    call(team, "ingest", text=jsonl([
        {"id": "pg-gone", "topic": "launch", "status": "Active", "source_created_at": NOW,
         "text": f"The launch codename is {TOKEN} and it stays internal."},
        {"id": "pg-edited", "topic": "launch", "status": "Active", "source_created_at": NOW,
         "text": f"The launch checklist lives in {OLD_WORD}."},
        {"id": "pg-kept", "topic": "launch", "status": "Active", "source_created_at": NOW,
         "text": "Maria owns the launch checklist."},
    ]))
    # The full-text index and the planner's statistics are built from the rows too.
    call(team, "retrieve", query=f"launch codename {TOKEN} {OLD_WORD}", top_k=5, lexical=True)
    database = psql(pg_server, "postgres", "SELECT datname FROM pg_database WHERE datname LIKE '%forgetfiles%'").split()[0]
    psql(pg_server, database, "ANALYZE")
    psql(pg_server, database, "CHECKPOINT")
    before = files_holding(pg_server.data, (TOKEN, OLD_WORD))
    assert {n for hits in before.values() for n in hits} == {TOKEN, OLD_WORD}, "the byte search sees stored words"

    assert call(team, "forget", ids=["pg-gone"])["forgotten"] == ["pg-gone"]
    assert call(team, "edit", id="pg-edited", text="The launch checklist lives in the wiki.")["noop"] is False
    psql(pg_server, database, "CHECKPOINT")

    left = files_holding(pg_server.data, (TOKEN, OLD_WORD))
    assert left == {}
    kept = {r["id"]: r["text"] for r in call(team, "retrieve", query="launch checklist", top_k=5)["results"]}
    assert kept == {"pg-edited": "The launch checklist lives in the wiki.", "pg-kept": "Maria owns the launch checklist."}
