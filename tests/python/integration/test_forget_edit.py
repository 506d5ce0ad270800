"""Forget and edit on a real store: afterwards no byte under .cognee-memory/ holds the old words.

Each ``--direct`` call imports Cognee (≈ 15 s), so one workspace is built once for the module
and every test asserts on what its calls returned or left on disk. The distinctive words are
made-up tokens, so a byte search finds them only where a copy of those memories is.

The workspace: a topic ``launch`` of three memories, one of which (``forget-me``) carries a
token; the topic is compacted into a DecisionRecord (whose text and context quote every
source); ``old-db`` carries another token and is superseded by ``new-db``; ``edit-me`` carries a
third. Feedback events name ``forget-me``. A lexical retrieval builds the full-text index.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from conftest import assert_error, run_cli

pytestmark = pytest.mark.integration

NOW = "2026-11-21T00:00:00Z"
FORGET_TOKEN = "qvxzorblat"
DB_TOKEN = "wyrmtokel"
EDIT_TOKEN = "plumtreeglyph"
TOKENS = (FORGET_TOKEN, DB_TOKEN, EDIT_TOKEN)

MEMORIES = [
    {"id": "forget-me", "text": f"The launch codename is {FORGET_TOKEN} and it ships on a Friday.", "topic": "launch",
     "status": "Active", "source_created_at": "2026-11-10T09:00:00Z",
     "decisions": [f"Codename {FORGET_TOKEN} stays internal"]},
    {"id": "launch-date", "text": "The launch moved to the first week of December.", "topic": "launch",
     "status": "Active", "source_created_at": "2026-11-12T09:00:00Z", "decisions": ["Launch in December"]},
    {"id": "launch-owner", "text": "Maria owns the launch checklist.", "topic": "launch", "status": "Active",
     "source_created_at": "2026-11-13T09:00:00Z"},
    {"id": "old-db", "text": f"We use PostgreSQL 14 behind the {DB_TOKEN} pooler.", "topic": "database",
     "status": "Active", "source_created_at": "2026-11-01T09:00:00Z"},
    {"id": "edit-me", "text": f"The staging login hint is {EDIT_TOKEN} for now.", "topic": "staging",
     "status": "Active", "source_created_at": "2026-11-05T09:00:00Z", "importance": 0.7},
]
SUCCESSOR = {"id": "new-db", "text": "We use PostgreSQL 16 now, with the built-in pooler.", "topic": "database",
             "status": "Active", "source_created_at": "2026-11-15T09:00:00Z", "supersedes": ["old-db"]}
ROW = {"semantic": 0.5, "age_days": 3, "status": "Active"}
FEEDBACK = [
    {"type": "shown", "retrieval_id": "r1", "memories": [{"id": "forget-me", **ROW}, {"id": "launch-date", **ROW}]},
    {"type": "shown", "retrieval_id": "r2", "memories": [{"id": "forget-me", **ROW}]},
    {"type": "opened", "retrieval_id": "r1", "memory_id": "forget-me"},
    {"type": "rating", "retrieval_id": "r1", "helpful": True},
]
NEW_TEXT = "The staging login hint was removed; ask the team lead."


def _jsonl(items: list[dict[str, Any]]) -> str:
    return "".join(json.dumps(m) + "\n" for m in items)


def found_tokens(storage: Path) -> dict[str, list[str]]:
    """Which tokens occur in which files under ``storage`` (bytes, so binaries count)."""
    found: dict[str, list[str]] = {}
    for path in sorted(p for p in storage.rglob("*") if p.is_file()):
        data = path.read_bytes()
        hits = [t for t in TOKENS if t.encode() in data]
        if hits:
            found[str(path.relative_to(storage))] = hits
    return found


def tokens_anywhere(found: dict[str, list[str]]) -> set[str]:
    return {t for hits in found.values() for t in hits}


@dataclass
class Store:
    workspace: Path
    calls: dict[str, tuple[int, dict[str, Any], str]] = field(default_factory=dict)
    bytes_after: dict[str, dict[str, list[str]]] = field(default_factory=dict)
    files: dict[str, str] = field(default_factory=dict)

    def run(self, name: str, script: str, *args: str, stdin: str | None = None, sub: str | None = None) -> dict[str, Any]:
        env = {"HOME": str(self.workspace.parent / "home")}
        lead = [sub] if sub else []
        self.calls[name] = run_cli(script, *lead, "--workspace", str(self.workspace), "--direct", *args,
                                   stdin=stdin, env=env)
        self.bytes_after[name] = found_tokens(self.storage)
        return self.calls[name][1]

    def retrieve(self, name: str, query: str, *extra: str) -> None:
        self.run(name, "retrieve.py", "--query", query, "--top-k", "20", "--include-superseded",
                 "--half-life-days", "10000", "--now", NOW, *extra)

    @property
    def storage(self) -> Path:
        return self.workspace / ".cognee-memory"


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Store:
    root = tmp_path_factory.mktemp("forget")
    (root / "ws").mkdir()
    (root / "home").mkdir()
    s = Store(root / "ws")
    s.run("ingest", "ingest.py", "--file", "-", "--update-policy", "off", stdin=_jsonl(MEMORIES))
    s.run("ingest-successor", "ingest.py", "--file", "-", "--update-policy", "off", stdin=_jsonl([SUCCESSOR]))
    s.run("compact", "compact.py", "--topic", "launch")
    s.run("feedback", "feedback.py", "--file", "-", stdin=_jsonl(FEEDBACK), sub="record")
    s.retrieve("before", f"launch codename {FORGET_TOKEN}", "--lexical")
    s.run("dry-run", "forget.py", "--id", "forget-me", "--id", "old-db", "--dry-run")
    s.run("unknown", "forget.py", "--id", "forget-me", "--id", "no-such-memory")
    s.run("forget", "forget.py", "--id", "forget-me", "--id", "old-db")
    events = s.storage / "feedback" / "events.jsonl"
    s.files["events"] = events.read_text(encoding="utf-8") if events.exists() else ""
    s.retrieve("after-forget", f"launch codename {FORGET_TOKEN} PostgreSQL pooler", "--lexical")
    s.run("edit-unknown", "edit.py", "--id", "no-such-memory", "--text", NEW_TEXT)
    s.run("edit", "edit.py", "--id", "edit-me", "--text", NEW_TEXT)
    s.retrieve("after-edit", f"staging login hint {EDIT_TOKEN}", "--lexical")
    return s


def _results(store: Store, name: str) -> dict[str, dict[str, Any]]:
    code, body, _ = store.calls[name]
    assert code == 0, body
    return {r["id"]: r for r in body["results"]}


def test_the_byte_search_sees_every_token_before_forgetting(store: Store):
    # The control: without it, "no token found" below could mean the search is blind.
    for name in ("ingest", "compact", "before"):
        assert store.calls[name][0] == 0, store.calls[name][1]
    assert tokens_anywhere(store.bytes_after["before"]) == set(TOKENS), store.bytes_after["before"]
    record = next(r for r in _results(store, "before").values() if r["status"] == "DecisionRecord")
    assert FORGET_TOKEN in record["text"]


def test_a_dry_run_lists_what_would_go_and_changes_nothing(store: Store):
    code, body, _ = store.calls["dry-run"]
    assert code == 0, body
    assert body["dry_run"] is True and body["would_forget"] == ["forget-me", "old-db"]
    record_id = next(iter(body["records"]))
    assert body["records"][record_id] == ["forget-me"]
    assert record_id in body["cleaned"]
    assert [(m["id"], FORGET_TOKEN in m["text"]) for m in body["memories"]] == [("forget-me", True), ("old-db", False)]
    assert store.bytes_after["dry-run"] == store.bytes_after["before"]


def test_an_unknown_id_is_refused_with_exit_2_and_nothing_changes(store: Store):
    code, body, _ = store.calls["unknown"]
    assert code == 2
    error = assert_error(body, "NOT_FOUND")
    assert error["details"]["positions"] == [2]  # the second --id, never its value
    assert "no-such-memory" not in json.dumps(body)
    assert store.bytes_after["unknown"] == store.bytes_after["before"]


def test_forget_reports_what_it_removed_and_cleaned(store: Store):
    code, body, _ = store.calls["forget"]
    assert code == 0, body
    assert body["forgotten"] == ["forget-me", "old-db"] and body["count"] == 2
    assert list(body["records"].values()) == [["forget-me"]]
    assert body["feedback_events"] == 3  # two shown events changed or went, one opened went


def test_after_forget_no_file_of_the_store_holds_the_forgotten_words(store: Store):
    left = store.bytes_after["forget"]
    assert FORGET_TOKEN not in tokens_anywhere(left), left
    assert DB_TOKEN not in tokens_anywhere(left), left
    assert EDIT_TOKEN in tokens_anywhere(left)  # the untouched memory is still there


def test_retrieve_no_longer_returns_forgotten_memories_even_by_their_words(store: Store):
    results = _results(store, "after-forget")
    assert not {"forget-me", "old-db"} & set(results)
    assert not any(FORGET_TOKEN in r["text"] or DB_TOKEN in r["text"] for r in results.values())


def test_a_successor_of_a_forgotten_memory_keeps_working(store: Store):
    results = _results(store, "after-forget")
    assert results["new-db"]["status"] == "Active"
    assert results["new-db"]["supersedes"] == []


def test_a_record_whose_source_is_forgotten_says_so_and_keeps_the_others(store: Store):
    results = _results(store, "after-forget")
    record = next(r for r in results.values() if r["status"] == "DecisionRecord")
    assert record["supersedes"] == ["launch-date", "launch-owner"]
    assert record["forgotten_sources"] == ["forget-me"]
    assert "Maria owns the launch checklist." in record["text"]
    assert results["launch-date"]["status"] == "Superseded"
    assert results["launch-date"]["superseded_by"] == [record["id"]]


def test_feedback_events_of_forgotten_memories_are_removed(store: Store):
    assert store.calls["feedback"][0] == 0, store.calls["feedback"][1]
    events = [json.loads(line) for line in store.files["events"].splitlines() if line.strip()]
    assert "forget-me" not in store.files["events"]
    shown = [e for e in events if e["type"] == "shown"]
    assert [[m["id"] for m in e["memories"]] for e in shown] == [["launch-date"]]
    assert [e["type"] for e in events if e["type"] != "shown"] == ["rating"]


def test_edit_of_an_unknown_id_is_refused_and_nothing_changes(store: Store):
    code, body, _ = store.calls["edit-unknown"]
    assert code == 2
    assert_error(body, "NOT_FOUND")
    assert "no-such-memory" not in json.dumps(body)
    assert store.bytes_after["edit-unknown"] == store.bytes_after["forget"]


def test_edit_replaces_the_text_and_keeps_status_topic_and_timestamps(store: Store):
    code, body, _ = store.calls["edit"]
    assert code == 0, body
    assert body["text"] == NEW_TEXT and body["noop"] is False
    edited = _results(store, "after-edit")["edit-me"]
    original = next(m for m in MEMORIES if m["id"] == "edit-me")
    assert edited["text"] == NEW_TEXT
    assert (edited["status"], edited["topic"], edited["source_created_at"], edited["importance"]) == (
        original["status"], original["topic"], original["source_created_at"], original["importance"])


def test_after_edit_no_file_of_the_store_holds_the_old_text(store: Store):
    assert tokens_anywhere(store.bytes_after["edit"]) == set(), store.bytes_after["edit"]


def test_the_edited_memory_is_found_by_its_new_words(store: Store):
    found = _results(store, "after-edit")
    assert "edit-me" in found and found["edit-me"]["found_by"] in {"vector", "bm25", "graph:related"}
