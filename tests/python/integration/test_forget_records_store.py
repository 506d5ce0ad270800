"""Forgetting or editing a source of a compaction record, through a real workspace backend: the
record is rebuilt from the sources that remain, or dropped, so none of the old words survive in
any form (a paraphrase in a model-written summary, a decision shorter than the substring matcher
takes, a secret the record holds redacted); and an edit leaves no old text in the history of
duplicates merged into the memory. One backend for the module, stopped at the end."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from conftest import run_cli

pytestmark = pytest.mark.integration

TOKEN = "ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"


def jsonl(items: list[dict[str, Any]]) -> str:
    return "".join(json.dumps(m) + "\n" for m in items)


@dataclass
class Workspace:
    path: Path
    calls: dict[str, dict[str, Any]] = field(default_factory=dict)

    def run(self, name: str, script: str, *args: str, stdin: str | None = None) -> dict[str, Any]:
        code, body, _ = run_cli(script, "--workspace", str(self.path), *args, stdin=stdin)
        assert code == 0, (name, body)
        self.calls[name] = body
        return body

    def memories(self) -> dict[str, dict[str, Any]]:
        return {m["id"]: m for m in self.run("list", "compact.py", "--list-memories")["memories"]}

    def files_with(self, needle: str) -> list[str]:
        storage = self.path / ".cognee-memory"
        return [str(p.relative_to(storage)) for p in storage.rglob("*") if p.is_file() and needle.encode() in p.read_bytes()]


@pytest.fixture(scope="module")
def ws(tmp_path_factory: pytest.TempPathFactory) -> Workspace:
    root = tmp_path_factory.mktemp("records")
    w = Workspace(root / "ws")
    w.path.mkdir()
    try:
        yield w
    finally:
        run_cli("backend.py", "--workspace", str(w.path), "stop")


def record_of(memories: dict[str, dict[str, Any]], topic: str) -> dict[str, Any] | None:
    return next((m for m in memories.values() if m["topic"] == topic and m["status"] == "DecisionRecord"), None)


def test_a_short_decision_of_a_forgotten_source_leaves_the_template_record(ws: Workspace) -> None:
    ws.run("ingest", "ingest.py", "--file", "-", "--update-policy", "off", stdin=jsonl([
        {"id": "g1", "text": "Backend language decision.", "topic": "lang", "decisions": ["Use Zyx"],
         "source_created_at": "2026-11-01T09:00:00Z"},
        {"id": "g2", "text": "Frontend is TypeScript.", "topic": "lang", "source_created_at": "2026-11-02T09:00:00Z"},
    ]))
    ws.run("compact", "compact.py", "--topic", "lang")
    assert "Use Zyx" in record_of(ws.memories(), "lang")["text"]  # the control
    body = ws.run("forget", "forget.py", "--id", "g1")
    record = record_of(ws.memories(), "lang")
    assert body["rebuilt_records"] == [record["id"]] and body["records"] == {record["id"]: ["g1"]}
    assert "Use Zyx" not in json.dumps(record) and "Backend language" not in json.dumps(record)
    assert "Frontend is TypeScript." in record["text"] and record["supersedes"] == ["g2"]
    assert ws.files_with("Use Zyx") == [] and ws.files_with("Backend language decision") == []


def test_a_record_written_from_a_summary_file_is_dropped_with_its_source(ws: Workspace, tmp_path: Path) -> None:
    ws.run("ingest-db", "ingest.py", "--file", "-", "--update-policy", "off", stdin=jsonl([
        {"id": "d1", "text": "Orders moved to Postgres under the codename blorvent.", "topic": "db"},
        {"id": "d2", "text": "Sessions are cached in Redis.", "topic": "db", "status": "Active"},
    ]))
    summary = tmp_path / "summary.md"
    summary.write_text("Orders live in Postgres (internally: Blorvent). Redis holds the sessions.", encoding="utf-8")
    record_id = ws.run("compact-db", "compact.py", "--topic", "db", "--summary-file", str(summary))["record_id"]
    body = ws.run("forget-db", "forget.py", "--id", "d1")
    assert body["dropped_records"] == [record_id] and body["restored"] == {"d2": "Active"}
    memories = ws.memories()
    assert record_id not in memories and memories["d2"]["status"] == "Active"
    assert ws.files_with("lorvent") == []


def test_an_unscrubbed_source_leaves_no_redacted_variant_in_the_record(ws: Workspace) -> None:
    ws.run("ingest-ci", "ingest.py", "--file", "-", "--no-scrub", "--update-policy", "off", stdin=jsonl([
        {"id": "c1", "text": f"The nightly publisher authenticates with {TOKEN}.", "topic": "ci"},
        {"id": "c2", "text": "CI runs the whole suite on every push.", "topic": "ci"},
    ]))
    ws.run("compact-ci", "compact.py", "--topic", "ci")
    assert "nightly publisher" in record_of(ws.memories(), "ci")["text"]  # redacted there, so no literal match
    ws.run("forget-ci", "forget.py", "--id", "c1")
    record = record_of(ws.memories(), "ci")
    assert "nightly publisher" not in json.dumps(record) and "REDACTED" not in json.dumps(record)
    assert ws.files_with("nightly publisher") == [] and ws.files_with(TOKEN) == []


def test_editing_a_source_rebuilds_the_record_with_the_new_text(ws: Workspace) -> None:
    ws.run("ingest-q", "ingest.py", "--file", "-", "--update-policy", "off", stdin=jsonl([
        {"id": "q1", "text": "Queues retry 3 times.", "topic": "queue", "decisions": ["Max 3"]},
        {"id": "q2", "text": "Dead letters go to the parking topic.", "topic": "queue"},
    ]))
    ws.run("compact-q", "compact.py", "--topic", "queue")
    body = ws.run("edit-q", "edit.py", "--id", "q1", "--text", "Queues retry 5 times with backoff.")
    record = record_of(ws.memories(), "queue")
    assert body["rebuilt_records"] == [record["id"]]
    assert "Queues retry 5 times with backoff." in record["text"] and "retry 3 times" not in record["text"]
    assert ws.files_with("retry 3 times") == []


def test_an_edit_leaves_no_old_text_in_the_history_of_merged_duplicates(ws: Workspace) -> None:
    text = "Keys rotate every QXOLD days."
    ws.run("ingest-k1", "ingest.py", "--file", "-", stdin=jsonl([{"id": "k1", "text": text}]))
    merged = ws.run("ingest-k2", "ingest.py", "--file", "-", "--dedup", stdin=jsonl([{"id": "k2", "text": text}]))
    assert merged["merged"] and merged["merged"][0]["into"] == "k1"  # the control: k2 is in k1's history
    ws.run("edit-k1", "edit.py", "--id", "k1", "--text", "Keys rotate every 30 days.")
    assert ws.files_with("QXOLD") == []
    export = ws.run("export", "compact.py", "--list-memories")
    (k1,) = [m for m in export["memories"] if m["id"] == "k1"]
    assert [e["id"] for e in k1["properties"]["merged_from"]] == ["k2"]
