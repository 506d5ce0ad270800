"""Every request field is bounded before any work (``requests.check_request``), each memory's
fields where memories are parsed, and a file or export too large for one request is cut into
parts that each fit the socket's frame."""

from __future__ import annotations

import json
from datetime import datetime, timezone
from pathlib import Path

import pytest

from cognee_memory import requests
from cognee_memory.backend import protocol
from cognee_memory.cli import ingest, retrieve
from cognee_memory.errors import MemoryToolError
from cognee_memory.storage import migration
from cognee_memory.model import MAX_ID_CHARS, MAX_ITEM_CHARS, MAX_LIST_ITEMS, MAX_TEXT_CHARS, parse_jsonl
from click.testing import CliRunner

NOW = datetime(2026, 11, 26, tzinfo=timezone.utc)

OVER = [
    ({"op": "retrieve", "query": "word " * 50_000}, "--query", requests.MAX_QUERY_CHARS),
    ({"op": "edit", "id": "a", "text": "x" * (MAX_TEXT_CHARS + 1)}, "--text", MAX_TEXT_CHARS),
    ({"op": "edit", "id": "a" * (MAX_ID_CHARS + 1), "text": "x"}, "--id", MAX_ID_CHARS),
    ({"op": "forget", "ids": ["a"] * (requests.MAX_IDS + 1)}, "--id", requests.MAX_IDS),
    ({"op": "forget", "ids": ["a" * (MAX_ID_CHARS + 1)]}, "--id", MAX_ID_CHARS),
    ({"op": "compact", "topic": "t" * 600}, "--topic", 512),
    ({"op": "compact", "topic": "t", "summary": "s" * (requests.MAX_SUMMARY_CHARS + 1)}, "--summary-file",
     requests.MAX_SUMMARY_CHARS),
    ({"op": "supersede", "old": "o" * 600, "new": "n"}, "--old", MAX_ID_CHARS),
    ({"op": "restore", "id": "o" * 600}, "--id", MAX_ID_CHARS),
    ({"op": "undo", "record_id": "r" * 600}, "--undo", MAX_ID_CHARS),
    ({"op": "ingest", "text": "é" * (requests.MAX_BATCH_BYTES // 2 + 1)}, "JSON Lines", requests.MAX_BATCH_BYTES),
    ({"op": "import", "format": 1, "memories": [{}] * (requests.MAX_IMPORT_MEMORIES + 1)}, "memories",
     requests.MAX_IMPORT_MEMORIES),
    ({"op": "retrieve", "query": "q", "status_multipliers": ["Active=1"] * 17}, "status_multipliers", 16),
    ({"op": "retrieve", "query": "q", "fusion": "f" * 2000}, "fusion", requests.MAX_FIELD_CHARS),
    ({"op": "record_feedback", "events": [{}] * (requests.MAX_EVENTS + 1)}, "events", requests.MAX_EVENTS),
]


@pytest.mark.parametrize(("request_", "name", "limit"), OVER, ids=[f"{r['op']}-{n}" for r, n, _ in OVER])
def test_a_field_over_its_bound_is_an_invalid_argument_naming_the_field_and_the_limit(request_, name, limit) -> None:
    with pytest.raises(MemoryToolError) as caught:
        requests.check_request(request_)
    assert caught.value.code == "INVALID_ARGUMENT" and caught.value.exit_code == 2
    assert name in caught.value.message and f"{limit:,}" in caught.value.message


def test_fields_at_their_bound_pass() -> None:
    requests.check_request({"op": "retrieve", "query": "q" * requests.MAX_QUERY_CHARS, "top_k": 5})
    requests.check_request({"op": "edit", "id": "a" * MAX_ID_CHARS, "text": "x" * MAX_TEXT_CHARS})
    requests.check_request({"op": "ingest", "text": "x" * requests.MAX_BATCH_BYTES})


@pytest.mark.parametrize(("memory", "fragment"), [
    ({"text": "x" * (MAX_TEXT_CHARS + 1)}, "'text' is longer"),
    ({"text": "x", "id": "i" * (MAX_ID_CHARS + 1)}, "'id' is longer"),
    ({"text": "x", "topic": "t" * 513}, "'topic' is longer"),
    ({"text": "x", "decisions": ["d"] * (MAX_LIST_ITEMS + 1)}, "'decisions' has more than"),
    ({"text": "x", "references": ["r" * (MAX_ITEM_CHARS + 1)]}, "an item of 'references'"),
])
def test_a_memory_field_over_its_bound_is_a_line_error(memory, fragment) -> None:
    memories, errors = parse_jsonl(json.dumps(memory) + "\n", NOW)
    assert memories == [] and fragment in errors[0].message


def test_a_large_file_is_cut_at_line_ends_into_parts_that_fit_the_frame() -> None:
    lines = "".join(json.dumps({"id": f"m{i}", "text": f"note \"{i}\" \u2028 é"}) + "\n" for i in range(2000))
    parts = requests.batches(lines, limit=20_000)
    assert len(parts) > 1 and "".join(parts) == lines
    assert all(p.endswith("\n") for p in parts)
    assert max(requests.escaped_size(p) for p in parts) <= 20_000
    assert requests.batches("small\n") == ["small\n"]


def test_the_largest_legitimate_request_fits_the_socket_frame() -> None:
    piece = "\"" * requests.MAX_BATCH_BYTES  # escaping doubles it: the batch limit is on the escaped size
    (part,) = requests.batches(piece[: requests.MAX_BATCH_BYTES // 2])
    request = protocol.encode({"op": "ingest", "text": part, "scrub": True, "update_policy": "suggest", "dedup": False})
    assert len(request) <= protocol.MAX_REQUEST_BYTES


def test_answers_of_several_parts_read_as_one_ingest() -> None:
    sent: list[str] = []

    def send(piece: str) -> dict:
        sent.append(piece)
        n = len(sent)
        return {"success": True, "stored": [f"m{n}"], "count": 1, "redactions": {"count": n, "by_type": {"jwt": n}},
                "possible_updates": {f"m{n}": []}, "auto_superseded": [], "update_detection": {"checked": 1, "skipped": 0}}

    text = "".join(json.dumps({"id": f"m{i}", "text": "x" * 100}) + "\n" for i in range(3))
    result = ingest.send_in_batches(send, text, limit=150)  # one line per part
    assert len(sent) == 3 and result["stored"] == ["m1", "m2", "m3"] and result["count"] == 3
    assert result["redactions"] == {"count": 6, "by_type": {"jwt": 6}}
    assert result["update_detection"] == {"checked": 3, "skipped": 0} and result["parts"] == 3


def test_an_export_is_cut_so_every_link_names_a_memory_already_sent(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(migration, "MAX_BATCH_BYTES", 2_000)
    records = [{"id": f"m{i}", "text": "x" * 100, "supersedes": [f"m{i + 1}"] if i < 2999 else []} for i in range(3000)]
    parts = migration.import_parts(records)
    assert len(parts) > 100 and sum(len(p) for p in parts) == 3000
    sent: set[str] = set()
    for part in parts:
        ids = {r["id"] for r in part}
        assert all(old in sent or old in ids for r in part for old in r["supersedes"])
        sent |= ids


def test_the_cli_refuses_an_oversized_query_before_any_backend_starts(workspace: Path) -> None:
    result = CliRunner(env={"COGNEE_MEMORY_DIRECT": None}).invoke(
        retrieve.main, ["--workspace", str(workspace), "--query", "q" * 5000])
    assert result.exit_code == 2
    error = json.loads(result.stdout)["error"]
    assert error["code"] == "INVALID_ARGUMENT" and "--query" in error["message"] and "4,096" in error["message"]
    assert not (workspace / ".cognee-memory" / "backend.json").exists()
