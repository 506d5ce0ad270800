"""No secret reaches the store: ingest, then read every byte under .cognee-memory/.

Each ``--direct`` call imports Cognee (≈ 15 s), so two workspaces are built once per module
(five calls in all) and every test asserts on what those calls returned or left on disk:

* ``scrubbed``: secret-bearing memories ingested with the default scrubbing;
* ``unscrubbed``: the same memories ingested with ``--no-scrub`` (the control: the raw
  secrets are on disk, so the byte search can see them), then ``scrub.py --dry-run``,
  ``scrub.py``, and a retrieval of the rewritten memories.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from conftest import run_cli

pytestmark = pytest.mark.integration

DATA = Path(__file__).resolve().parents[1] / "data"
CORPUS = {c["kind"]: c for c in json.loads((DATA / "secret_snippets.json").read_text(encoding="utf-8"))}
NOW = "2026-11-21T00:00:00Z"


def _memories() -> list[dict[str, Any]]:
    """Secrets in every text field, next to status, topic, timestamps and a supersession link."""
    c = CORPUS
    return [
        {"id": "deploy-old", "text": c["aws-env"]["text"], "topic": "deploy", "status": "Superseded",
         "source_created_at": "2026-11-01T09:00:00Z"},
        {"id": "deploy-new", "text": c["github-token-prose"]["text"], "topic": "deploy", "status": "Active",
         "source_created_at": "2026-11-20T09:00:00Z", "supersedes": ["deploy-old"],
         "decisions": [c["stripe-env"]["text"]], "rationale": [c["jwt-prose"]["text"]],
         "open_questions": [c["prose-password"]["text"]], "references": ["src/deploy.py", c["postgres-url"]["text"].split("=", 1)[1]]},
        {"id": "keys", "text": c["pem-rsa"]["text"] + "\n" + c["gcp-service-account"]["text"], "topic": "secrets-leak",
         "status": "Active", "source_created_at": "2026-11-19T09:00:00Z", "importance": 0.9},
        {"id": "chat-tokens", "text": c["openai-project"]["text"] + "\n" + c["slack-bot"]["text"] + "\n"
         + c["azure-storage"]["text"], "source_created_at": "2026-11-18T09:00:00Z"},
    ]


MEMORIES = _memories()
# A topic compacted while its sources still hold secrets (the store was written unscrubbed).
COMPACTED = [
    {"id": "ci-1", "text": "CI deploys with " + CORPUS["github-token-prose"]["text"], "topic": "ci",
     "status": "Active", "source_created_at": "2026-11-10T09:00:00Z"},
    {"id": "ci-2", "text": "CI publishes packages; " + CORPUS["stripe-env"]["text"], "topic": "ci",
     "status": "Active", "source_created_at": "2026-11-12T09:00:00Z"},
]
SUMMARY = "CI deploys and publishes. " + CORPUS["openai-project"]["text"]
SECRETS = [s for kind in ("aws-env", "github-token-prose", "stripe-env", "jwt-prose", "prose-password",
                          "postgres-url", "pem-rsa", "gcp-service-account", "openai-project", "slack-bot",
                          "azure-storage") for s in CORPUS[kind]["secrets"]]
JSONL = "".join(json.dumps(m) + "\n" for m in MEMORIES)


def leaked_secrets(storage: Path) -> dict[str, list[str]]:
    """Which raw secrets occur in which files under ``storage`` (bytes, so binaries count)."""
    found: dict[str, list[str]] = {}
    needles = {s: s.encode() for s in SECRETS}
    for path in sorted(p for p in storage.rglob("*") if p.is_file()):
        data = path.read_bytes()
        hits = [s for s, needle in needles.items() if needle in data]
        if hits:
            found[str(path.relative_to(storage))] = [h[:6] + "…" for h in hits]
    return found


@dataclass
class Store:
    workspace: Path
    calls: dict[str, tuple[int, dict[str, Any], str]] = field(default_factory=dict)
    leaks: dict[str, dict[str, list[str]]] = field(default_factory=dict)

    def run(self, name: str, script: str, *args: str, stdin: str | None = None) -> None:
        env = {"HOME": str(self.workspace.parent / "home")}
        self.calls[name] = run_cli(script, "--workspace", str(self.workspace), "--direct", *args,
                                   stdin=stdin, env=env)

    @property
    def storage(self) -> Path:
        return self.workspace / ".cognee-memory"


def _workspace(factory: pytest.TempPathFactory, name: str) -> Store:
    root = factory.mktemp(name)
    (root / "ws").mkdir()
    (root / "home").mkdir()
    return Store(root / "ws")


@pytest.fixture(scope="module")
def scrubbed(tmp_path_factory: pytest.TempPathFactory) -> Store:
    store = _workspace(tmp_path_factory, "scrubbed")
    store.run("ingest", "ingest.py", "--file", "-", "--verbose", stdin=JSONL)
    store.leaks["after-ingest"] = leaked_secrets(store.storage)
    return store


@pytest.fixture(scope="module")
def unscrubbed(tmp_path_factory: pytest.TempPathFactory) -> Store:
    store = _workspace(tmp_path_factory, "unscrubbed")
    store.run("ingest", "ingest.py", "--file", "-", "--no-scrub",
              stdin=JSONL + "".join(json.dumps(m) + "\n" for m in COMPACTED))
    store.leaks["after-ingest"] = leaked_secrets(store.storage)
    summary = store.workspace.parent / "summary.md"
    summary.write_text(SUMMARY, encoding="utf-8")
    store.run("compact", "compact.py", "--topic", "ci", "--summary-file", str(summary))
    store.run("dry-run", "scrub.py", "--dry-run")
    store.leaks["after-dry-run"] = leaked_secrets(store.storage)
    store.run("scrub", "scrub.py")
    store.leaks["after-scrub"] = leaked_secrets(store.storage)
    store.run("retrieve", "retrieve.py", "--query", "deploy token keys", "--top-k", "10",
              "--include-superseded", "--half-life-days", "10000", "--now", NOW)
    return store


def test_ingest_reports_the_redactions_by_type(scrubbed: Store):
    code, body, _ = scrubbed.calls["ingest"]
    assert code == 0, body
    assert body["scrubbed"] is True
    by_type = body["redactions"]["by_type"]
    assert body["redactions"]["count"] == sum(by_type.values())
    for kind in ("aws-access-key", "aws-secret-key", "github-token", "stripe-key", "jwt", "password",
                 "url-password", "private-key", "openai-key", "slack-token", "azure-storage-key"):
        assert by_type.get(kind, 0) >= 1, (kind, by_type)


def test_no_secret_reaches_any_file_of_the_store_or_its_logs(scrubbed: Store):
    assert scrubbed.storage.is_dir()
    assert scrubbed.leaks["after-ingest"] == {}


def test_no_secret_reaches_the_output_or_the_verbose_log(scrubbed: Store):
    _, body, stderr = scrubbed.calls["ingest"]
    text = json.dumps(body) + stderr
    assert [s[:6] for s in SECRETS if s in text] == []


def test_the_byte_search_sees_secrets_stored_without_scrubbing(unscrubbed: Store):
    code, body, stderr = unscrubbed.calls["ingest"]
    assert code == 0, body
    assert body["scrubbed"] is False and body["redactions"]["count"] == 0
    assert "--no-scrub" in stderr
    leaked = {s for hits in unscrubbed.leaks["after-ingest"].values() for s in hits}
    assert len(leaked) >= len(SECRETS) // 2, unscrubbed.leaks["after-ingest"]


def test_compaction_writes_no_secret_from_unscrubbed_sources_or_its_summary(unscrubbed: Store):
    code, body, _ = unscrubbed.calls["compact"]
    assert code == 0, body
    assert "[REDACTED:openai-key]" in body["record"]["text"]  # the model-written summary
    by_type = body["redactions"]["by_type"]
    # The sources' texts, kept as the record's context for undo and recompaction.
    assert by_type.get("github-token", 0) >= 1 and by_type.get("stripe-key", 0) >= 1, by_type
    assert by_type.get("openai-key", 0) >= 1, by_type
    assert [s[:6] for s in SECRETS if s in json.dumps(body)] == []


def test_a_dry_run_lists_ids_and_types_but_changes_nothing(unscrubbed: Store):
    code, body, _ = unscrubbed.calls["dry-run"]
    assert code == 0, body
    assert body["dry_run"] is True and body["scanned"] == len(MEMORIES) + len(COMPACTED) + 1
    # The compaction record was scrubbed when it was written: only the raw sources change.
    assert sorted(c["id"] for c in body["changed"]) == sorted(m["id"] for m in MEMORIES + COMPACTED)
    new = next(c for c in body["changed"] if c["id"] == "deploy-new")
    # Every text field, plus update detection's reasons when they quoted the secret.
    assert {"text", "decisions", "rationale", "open_questions", "references"} <= set(new["fields"])
    assert set(new["fields"]) <= {"text", "decisions", "rationale", "open_questions", "references", "possible_updates"}
    assert [s[:6] for s in SECRETS if s in json.dumps(body)] == []
    assert unscrubbed.leaks["after-dry-run"] == unscrubbed.leaks["after-ingest"]


def test_scrub_redacts_in_place_and_reports_what_it_did(unscrubbed: Store):
    code, body, _ = unscrubbed.calls["scrub"]
    assert code == 0, body
    assert body["dry_run"] is False
    assert body["redactions"] == unscrubbed.calls["dry-run"][1]["redactions"]
    assert body["redactions"]["count"] >= len(MEMORIES)


def test_after_scrub_no_secret_is_left_in_any_file_of_the_store(unscrubbed: Store):
    # The graph file too: scrub rebuilds it, so no freed page keeps the overwritten text.
    assert unscrubbed.leaks["after-scrub"] == {}


def test_scrub_keeps_status_topic_timestamps_and_links(unscrubbed: Store):
    code, body, _ = unscrubbed.calls["retrieve"]
    assert code == 0, body
    results = {r["id"]: r for r in body["results"] if r["id"] in {m["id"] for m in MEMORIES}}
    assert set(results) == {m["id"] for m in MEMORIES}
    for memory in MEMORIES:
        result = results[memory["id"]]
        assert result["status"] == memory.get("status")
        assert result["topic"] == memory.get("topic")
        assert result["source_created_at"] == memory["source_created_at"]
        assert "[REDACTED:" in result["text"]
    assert results["deploy-new"]["supersedes"] == ["deploy-old"]
    assert results["deploy-old"]["superseded_by"] == ["deploy-new"]
    assert results["keys"]["importance"] == 0.9
    assert results["deploy-new"]["references"][0] == "src/deploy.py"
    assert "[REDACTED:url-password]" in results["deploy-new"]["references"][1]
    assert [s[:6] for s in SECRETS if s in json.dumps(body)] == []
