"""Moving a store to another embedder: which step comes next after any interruption, the swap that
keeps the old store, and the record-by-record check of the copy."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from cognee_memory.config import ServerConfig, StoreConfig
from cognee_memory.storage import reembed
from cognee_memory.storage.reembed import Move


def store(tmp_path: Path, configured: str, built_with: str | None) -> StoreConfig:
    config = StoreConfig.create(tmp_path, embedder=configured)
    config.storage_dir.mkdir(parents=True, exist_ok=True)
    if built_with is not None:
        config.manifest_path.write_text(json.dumps({"format": 1, "embedder": built_with}))
        (config.storage_dir / "cognee").mkdir(exist_ok=True)
        (config.storage_dir / "cognee" / "graph").write_text(built_with)
    return config


def test_a_new_store_or_one_built_with_the_setting_is_not_moved(tmp_path: Path) -> None:
    assert reembed.pending_move(store(tmp_path / "a", "minilm", None)) is None
    assert reembed.pending_move(store(tmp_path / "b", "minilm", "minilm")) is None


def test_a_store_built_with_another_embedder_is_moved_to_the_setting(tmp_path: Path) -> None:
    config = store(tmp_path, "minilm", "local")
    assert reembed.pending_move(config) == Move("local", "minilm")
    assert reembed.next_step(config, Move("local", "minilm")) == "export"


def test_a_team_space_is_never_moved_from_here(tmp_path: Path) -> None:
    server = ServerConfig(host="db", port=5432, user="u", space="team")
    config = StoreConfig.create(tmp_path, None, "minilm", "postgres", server)
    config.storage_dir.mkdir(parents=True)
    config.manifest_path.write_text(json.dumps({"embedder": "local"}))
    assert reembed.pending_move(config) is None


def test_an_interrupted_move_goes_on_from_its_last_finished_step(tmp_path: Path) -> None:
    config = store(tmp_path, "minilm", "local")
    move = Move("local", "minilm")
    reembed.begin(config, move)
    assert reembed.next_step(config, move) == "export"  # killed during the export
    reembed.export_path(config).write_text(json.dumps({"format": 1, "memories": []}))
    assert reembed.next_step(config, move) == "import"  # killed during the import
    reembed.verified_path(config).write_text(json.dumps({"memories": 0}))
    assert reembed.next_step(config, move) == "swap"  # killed before the swap


def test_work_for_another_target_is_discarded(tmp_path: Path) -> None:
    config = store(tmp_path, "local", "minilm")
    reembed.begin(config, Move("minilm", "cognee"))  # the setting was 'cognee' when the move began
    reembed.export_path(config).write_text(json.dumps({"format": 1, "memories": []}))
    assert reembed.next_step(config, Move("minilm", "local")) == "export"
    assert not reembed.export_path(config).exists()


def new_store(config: StoreConfig, embedder: str) -> None:
    new = reembed.new_store_dir(config)
    (new / "cognee").mkdir(parents=True)
    (new / "cognee" / "graph").write_text(embedder)
    (new / "store.json").write_text(json.dumps({"format": 1, "embedder": embedder}))


def swapped_to_minilm(tmp_path: Path) -> StoreConfig:
    """A local store whose verified MiniLM copy has just been swapped in."""
    config = store(tmp_path, "minilm", "local")
    move = Move("local", "minilm")
    reembed.begin(config, move)
    new_store(config, "minilm")
    reembed.swap(config, move)
    return config


def test_the_swap_puts_the_new_store_in_place_and_keeps_the_old_one(tmp_path: Path) -> None:
    config = swapped_to_minilm(tmp_path)
    assert (config.storage_dir / "cognee" / "graph").read_text() == "minilm"
    assert reembed.stored_embedder(config) == "minilm"
    backup = reembed.backup_dir(config) / "local"
    assert (backup / "cognee" / "graph").read_text() == "local"
    assert json.loads((backup / "store.json").read_text())["embedder"] == "local"
    assert not reembed.work_dir(config).exists() and reembed.pending_move(config) is None


def test_a_swap_killed_half_way_is_finished_on_the_next_start(tmp_path: Path) -> None:
    config = store(tmp_path, "minilm", "local")
    move = Move("local", "minilm")
    reembed.begin(config, move)
    new_store(config, "minilm")
    reembed.write_journal(config, move, "swap")
    backup = reembed.backup_dir(config) / "local"
    backup.mkdir(parents=True)
    os.replace(config.storage_dir / "cognee", backup / "cognee")  # killed after the first rename
    assert reembed.pending_move(config) == move and reembed.next_step(config, move) == "swap"
    reembed.swap(config, move)
    assert (config.storage_dir / "cognee" / "graph").read_text() == "minilm"
    assert (backup / "cognee" / "graph").read_text() == "local"
    assert reembed.stored_embedder(config) == "minilm"


def test_the_backup_goes_on_a_later_open_not_on_the_one_that_made_the_move(tmp_path: Path) -> None:
    config = swapped_to_minilm(tmp_path)
    assert reembed.drop_backup_after_open(config) is False  # this process made the move
    kept = reembed.backup_dir(config) / "local" / "kept-by.json"
    kept.write_text(json.dumps({"pid": -1}))  # as if another process had made it
    assert reembed.drop_backup_after_open(config) is True
    assert not reembed.backup_dir(config).exists()


RECORD = {"id": "m1", "text": "We use PostgreSQL 16.", "status": "Active", "supersedes": ["m0", "m9"],
          "superseded_by": [], "created_at": "2026-01-01T00:00:00Z"}


def test_identical_exports_have_no_differences() -> None:
    reordered = {**RECORD, "supersedes": ["m9", "m0"]}
    assert reembed.same_records([RECORD], [reordered]) == []


@pytest.mark.parametrize("after, expected", [
    ([], ["1 memories missing (first: m1)"]),
    ([RECORD, {**RECORD, "id": "m2"}], ["1 memories not in the old store (first: m2)"]),
    ([{**RECORD, "status": "Superseded", "created_at": "2026-02-01T00:00:00Z"}], ["m1: created_at, status differ"]),
    ([{**RECORD, "supersedes": ["m0"]}], ["m1: supersedes differ"]),
    ([{**RECORD, "properties": {"compacted_into": "c1"}}], ["m1: properties differ"]),
])
def test_every_difference_is_named_without_the_text(after: list[dict], expected: list[str]) -> None:
    problems = reembed.same_records([RECORD], after)
    assert problems == expected and not any("PostgreSQL" in p for p in problems)
