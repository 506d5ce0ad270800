"""The ``import`` operation (``migrate``'s write side) through a real workspace backend: it is new
input like an ingest, so it is validated, its ids checked and every field scrubbed by the same
step, before anything is written. One backend for the module, stopped at the end."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from cognee_memory.backend import client
from cognee_memory.config import StoreConfig
from cognee_memory.errors import MemoryToolError

pytestmark = pytest.mark.integration

TOKEN = "ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"
PASSWORD = "Zq8{mT4}vB1x"


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Iterator[StoreConfig]:
    workspace = tmp_path_factory.mktemp("import")
    config = StoreConfig.create(workspace)
    try:
        yield config
    finally:
        client.stop(config)


def imported(config: StoreConfig, memories: list[dict[str, Any]]) -> dict[str, Any]:
    return client.call(config, {"op": "import", "format": 1, "memories": memories})


def files_with(storage: Path, needle: str) -> list[str]:
    return [str(p.relative_to(storage)) for p in storage.rglob("*") if p.is_file() and needle.encode() in p.read_bytes()]


def test_an_import_with_a_credential_in_an_id_is_refused_and_stores_nothing(store: StoreConfig) -> None:
    with pytest.raises(MemoryToolError) as caught:
        imported(store, [{"id": "fine", "text": "A fine note."}, {"id": f"note-{TOKEN}", "text": "A note."}])
    assert caught.value.code == "INVALID_INPUT"
    assert TOKEN not in json.dumps(caught.value.to_json())
    assert client.call(store, {"op": "stats"})["memories"] == 0


def test_an_import_scrubs_every_field_and_the_other_features_state(store: StoreConfig) -> None:
    record = {"id": "ci", "text": f"CI publishes with {TOKEN}.", "topic": f"ci {TOKEN}", "status": "Active",
              "decisions": [f"Keep {TOKEN} in the vault"], "rationale": [f"postgres://app:{PASSWORD}@db.prod:5432/app"],
              "open_questions": [f"Rotate {TOKEN}?"], "references": [f"https://x:{PASSWORD}@git.example.org/r.git"],
              # A property the memory owns (its text) is never taken from 'properties'.
              "properties": {"compaction": {"state": "undone", "context": [f"token {TOKEN}"]}, "text": TOKEN}}
    body = imported(store, [record])
    assert body["imported"] == 1 and body["redactions"]["count"] >= 7, body
    export = client.call(store, {"op": "export"})
    assert TOKEN not in json.dumps(export) and PASSWORD not in json.dumps(export)
    (memory,) = export["memories"]
    assert memory["text"] == "CI publishes with [REDACTED:github-token]."
    assert memory["properties"]["compaction"]["context"] == ["token [REDACTED:github-token]"]
    client.call(store, {"op": "retrieve", "query": "CI publishes", "lexical": True})  # builds the full-text index
    storage = store.storage_dir
    assert files_with(storage, TOKEN) == [] and files_with(storage, PASSWORD) == []


def test_an_import_whose_supersedes_names_a_credential_is_refused(store: StoreConfig) -> None:
    with pytest.raises(MemoryToolError) as caught:
        imported(store, [{"id": "new", "text": "New note.", "supersedes": [f"old-{TOKEN}"]}])
    assert caught.value.code == "INVALID_INPUT"
    assert TOKEN not in json.dumps(caught.value.to_json())
