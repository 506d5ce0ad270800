"""A real store through the workspace backend: private on disk, no secret kept in an id or a
topic, scrub.py working where the path holds a quote, and raw socket requests refused cleanly.

One workspace (its path contains a quote) and one backend for the whole module; the backend
is stopped at the end.
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import tempfile
from pathlib import Path
from typing import Any, Iterator

import pytest

from conftest import assert_error, run_cli
from other_user import as_other_user, other_uid

from cognee_memory.backend import protocol
from cognee_memory.backend.paths import socket_path
from cognee_memory.config import StoreConfig

pytestmark = pytest.mark.integration

SECRET = "ghp_a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"
MEMORIES = [
    {"id": "db", "text": "We use PostgreSQL 16 for the main database.", "topic": "database"},
    {"id": "deploy", "text": "Deploys run from the release workflow.", "topic": f"deploy token {SECRET}"},
]


def jsonl(items: list[dict[str, Any]]) -> str:
    return "".join(json.dumps(m) + "\n" for m in items)


@pytest.fixture(scope="module")
def workspace() -> Iterator[Path]:
    # Outside pytest's own temp folder (0700): other users can reach the workspace, as they can
    # a project under /home or /srv, so only the store's own modes keep them out.
    base = Path(tempfile.mkdtemp(prefix="cm-hardening-"))
    os.chmod(base, 0o755)
    ws = base / "o'brien's project"
    ws.mkdir(mode=0o755)
    try:
        code, body, _ = run_cli("ingest.py", "--workspace", str(ws), "--file", "-", stdin=jsonl(MEMORIES))
        assert code == 0 and body["count"] == 2, body
        yield ws
    finally:
        run_cli("backend.py", "--workspace", str(ws), "stop")
        shutil.rmtree(base, ignore_errors=True)


def files_with(storage: Path, needle: bytes) -> list[str]:
    return [str(p.relative_to(storage)) for p in storage.rglob("*") if p.is_file() and needle in p.read_bytes()]


def test_the_storage_folder_is_private_to_its_owner(workspace: Path) -> None:
    storage = workspace / ".cognee-memory"
    assert storage.stat().st_mode & 0o777 == 0o700
    loose = [str(p) for p in storage.rglob("*") if not p.is_symlink() and p.stat().st_mode & 0o077]
    assert loose == []  # written under umask 077: nothing is group- or world-accessible


def test_another_user_cannot_read_the_memory_text(workspace: Path) -> None:
    other_uid()
    storage = workspace / ".cognee-memory"
    graph = next(p for p in storage.rglob("*ladybug*") if p.is_file())

    def read_graph() -> None:
        graph.read_bytes()

    assert as_other_user(read_graph) == 1  # PermissionError in the child


def test_a_key_in_a_topic_is_redacted_everywhere_on_disk(workspace: Path) -> None:
    body = raw_request(workspace, b'{"op": "export"}\n')
    assert body["success"] is True and body["count"] >= 2, body
    assert SECRET not in json.dumps(body)
    assert files_with(workspace / ".cognee-memory", SECRET.encode()) == []


def test_a_key_in_an_id_is_refused_and_nothing_is_stored(workspace: Path) -> None:
    line = jsonl([{"id": f"note-{SECRET}", "text": "A note."}])
    code, body, _ = run_cli("ingest.py", "--workspace", str(workspace), "--file", "-", stdin=line)
    assert code == 2
    error = assert_error(body, "INVALID_INPUT")
    assert SECRET not in json.dumps(body) and "credential" in error["message"]


def test_scrub_works_in_a_workspace_whose_path_has_a_quote(workspace: Path) -> None:
    line = jsonl([{"id": "ci", "text": f"CI uses {SECRET} to publish."}])
    code, body, _ = run_cli("ingest.py", "--workspace", str(workspace), "--file", "-", "--no-scrub", stdin=line)
    assert code == 0, body
    code, body, _ = run_cli("scrub.py", "--workspace", str(workspace))
    assert code == 0, body
    assert body["redactions"]["count"] >= 1
    assert files_with(workspace / ".cognee-memory", SECRET.encode()) == []


def test_a_missing_id_is_not_repeated_in_the_error(workspace: Path) -> None:
    code, body, _ = run_cli("supersede.py", "--workspace", str(workspace), "--restore", SECRET)
    assert code == 2
    assert_error(body, "NOT_FOUND")
    assert SECRET not in json.dumps(body)


@pytest.mark.parametrize(("script", "args"), [
    ("forget.py", ["--id", "db", "--id", SECRET]),
    ("edit.py", ["--id", SECRET, "--text", "New text."]),
    ("compact.py", ["--topic", SECRET]),
])
def test_not_found_errors_do_not_repeat_the_id_or_topic(workspace: Path, script: str, args: list[str]) -> None:
    code, body, _ = run_cli(script, "--workspace", str(workspace), *args)
    assert code == 2
    assert_error(body, "NOT_FOUND")
    assert SECRET not in json.dumps(body)


def test_forget_with_a_lone_surrogate_in_an_id_changes_nothing(workspace: Path) -> None:
    run_cli("retrieve.py", "--workspace", str(workspace), "--query", "db")  # the backend is up
    body = raw_request(workspace, b'{"op": "forget", "ids": ["db", "x\\udcff"]}\n')
    assert_error(body, "INVALID_ARGUMENT")
    assert not (workspace / ".cognee-memory" / "forget-pending.json").exists()
    code, found, _ = run_cli("retrieve.py", "--workspace", str(workspace), "--query", "PostgreSQL main database")
    assert code == 0 and "db" in {r["id"] for r in found["results"]}


def test_a_megabyte_query_is_refused_at_once_naming_the_limit(workspace: Path) -> None:
    run_cli("retrieve.py", "--workspace", str(workspace), "--query", "db")  # the backend is up
    query = "the database we chose " * 50_000  # ≈ 1 MB: one such query made the backend grow by ~800 MB
    body = raw_request(workspace, json.dumps({"op": "retrieve", "query": query}).encode() + b"\n")
    error = assert_error(body, "INVALID_ARGUMENT")
    assert "--query" in error["message"] and "4,096" in error["message"]


def raw_request(workspace: Path, payload: bytes) -> dict[str, Any]:
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as sock:
        sock.settimeout(60)
        sock.connect(str(socket_path(StoreConfig.create(workspace))))
        sock.sendall(payload)
        return json.loads(protocol.receive_line(sock))


@pytest.mark.parametrize("payload", [b'{"op": ["retrieve"]}\n', b'{"op": {"a": 1}}\n', b'[1, 2]\n',
                                     b'{"op": "retrieve", "query": "db", "top_k": 1000000000}\n',
                                     b'{"op": "ingest", "text": "{\\"text\\": \\"a\\\\ud800\\"}"}\n',
                                     b"\xff\xfe not utf-8\n", b"[" * 100_000 + b"]" * 100_000 + b"\n"])
def test_raw_socket_requests_with_bad_values_are_input_errors(workspace: Path, payload: bytes) -> None:
    run_cli("retrieve.py", "--workspace", str(workspace), "--query", "db")  # the backend is up
    body = raw_request(workspace, payload)
    assert body["success"] is False
    assert body["error"]["code"] in ("INVALID_ARGUMENT", "INVALID_INPUT"), body
