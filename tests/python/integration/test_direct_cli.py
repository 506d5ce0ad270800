"""ingest and retrieve against a real Cognee store (``--direct``), as subprocesses.

Each call imports Cognee (10–30 s), so the workspaces are built once per module and queried
several times; every test then asserts on those recorded calls. Every subprocess runs with
HOME pointing at a temporary folder and with ``offline_guard.py`` as its ``sitecustomize``
(no network; writes into Cognee's package folder or the real home are recorded).
"""

from __future__ import annotations

import importlib.util
import json
import math
import os
import shutil
import subprocess
import sys
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import pytest

from conftest import PYTHON_DIR, REPO_ROOT, SAMPLE_JSONL, assert_error, run_cli

pytestmark = pytest.mark.integration

NOW = "2026-11-21T00:00:00Z"
RESULT_FIELDS = {
    "id", "text", "topic", "status", "source_created_at", "created_at", "decisions", "rationale",
    "open_questions", "references", "importance", "supersedes", "superseded_by",
    "semantic_score", "recency_multiplier", "status_multiplier", "score", "age_days", "tokens",
    "found_by", "factors", "relevance", "gated", "placed_by", "why",
}

# A Superseded memory that matches the "feature flags" query best, and the DecisionRecord
# replacing it whose wording matches nothing: with 60 closer memories in the store, only the
# graph (superseded_by) can bring the record in.
FLAGS_QUERY = "Do we still read feature flags from the homegrown YAML file?"
OLD_FLAGS = {"id": "flags-yaml", "text": "Feature flags are read from a homegrown YAML file at startup.",
             "topic": "feature-flags", "status": "Superseded", "source_created_at": "2026-03-01T10:00:00Z"}
FLAGS_RECORD = {"id": "flags-record",
                "text": "Decision record: lunch on Fridays is pizza; vegetarian options always included.",
                "status": "DecisionRecord", "source_created_at": "2026-11-20T00:00:00Z",
                "supersedes": ["flags-yaml"]}
FILLER_AREAS = ["checkout", "search", "billing", "onboarding", "dark-mode", "beta-api", "export", "import",
                "profile", "admin", "payments", "reports"]
FILLERS = [
    {"id": f"flag-{area}-{pct}", "text": f"The {area} feature flag was turned on for {pct} percent of users.",
     "source_created_at": "2025-01-15T09:00:00Z", **({"status": "Active"} if pct in (5, 50, 100) else {})}
    for area in FILLER_AREAS for pct in (5, 25, 50, 75, 100)
]
SESSIONS_QUERY = "Are user sessions stored server-side in Redis?"
UPDATED_DB2 = {"id": "db-2", "topic": "database", "source_created_at": "2026-11-10T16:40:00Z",
               "text": "Tests and local development use an in-memory SQLite database; Postgres is production only."}
SECOND_WORKSPACE_MEMORY = {"id": "w2-sessions", "status": "Active",
                           "text": "User sessions are stored server-side in Redis for the second project."}


def jsonl(*objects: dict[str, Any]) -> str:
    return "".join(json.dumps(o) + "\n" for o in objects)


def sample_memories() -> list[dict[str, Any]]:
    return [json.loads(line) for line in SAMPLE_JSONL.read_text().splitlines() if line.strip()]


def cosine_to(query: str, texts: list[str]) -> list[float]:
    """The local embedder's cosine similarity of each text to the query (numpy + WordLlama, no Cognee)."""
    from cognee_memory.storage.embedding import embed_texts

    vectors = embed_texts([query, *texts])
    return [float(v @ vectors[0]) for v in vectors[1:]]


@dataclass
class Sandbox:
    """Environment shared by every subprocess of this module."""

    root: Path
    home: Path
    net_log: Path
    fs_log: Path
    env: dict[str, str] = field(default_factory=dict)

    def cli(self, script: str, *args: str, stdin: str | None = None,
            env: dict[str, str] | None = None) -> tuple[int, dict[str, Any], str]:
        return run_cli(script, *args, stdin=stdin, env={**self.env, **(env or {})})


def cognee_package_dir() -> Path:
    spec = importlib.util.find_spec("cognee")
    assert spec is not None and spec.submodule_search_locations
    return Path(list(spec.submodule_search_locations)[0]).resolve()


@pytest.fixture(scope="module")
def sandbox(tmp_path_factory: pytest.TempPathFactory) -> Sandbox:
    root = tmp_path_factory.mktemp("sandbox")
    guard_dir = root / "guard"
    guard_dir.mkdir()
    shutil.copy(Path(__file__).with_name("offline_guard.py"), guard_dir / "sitecustomize.py")
    home = root / "home"
    home.mkdir()
    box = Sandbox(root=root, home=home, net_log=root / "network.log", fs_log=root / "writes.log")
    box.env = {
        "HOME": str(home),
        "PYTHONPATH": os.pathsep.join([str(guard_dir), os.environ.get("PYTHONPATH", "")]).rstrip(os.pathsep),
        "PYTHONDONTWRITEBYTECODE": "1",
        "OFFLINE_GUARD_NET_LOG": str(box.net_log),
        "OFFLINE_GUARD_FS_LOG": str(box.fs_log),
        "OFFLINE_GUARD_FORBIDDEN": os.pathsep.join([str(cognee_package_dir()), str(Path.home().resolve())]),
    }
    return box


@dataclass
class Calls:
    workspace: Path
    results: dict[str, tuple[int, dict[str, Any], str]] = field(default_factory=dict)
    marks: dict[str, datetime] = field(default_factory=dict)

    def body(self, name: str) -> dict[str, Any]:
        code, body, _ = self.results[name]
        assert code == 0 and body["success"] is True, body
        return body


@pytest.fixture(scope="module")
def other(sandbox: Sandbox) -> Calls:
    """Workspace 2: queried while empty (its very first call), then one memory ingested."""
    ws = sandbox.root / "other-project"
    ws.mkdir()
    calls = Calls(ws)
    calls.results["empty"] = sandbox.cli("retrieve.py", *FORMULA_ONLY, "--workspace", str(ws), "--query", SESSIONS_QUERY,
                                         "--direct")
    calls.results["ingest"] = sandbox.cli("ingest.py", "--workspace", str(ws), "--file", "-", "--direct",
                                          stdin=jsonl(SECOND_WORKSPACE_MEMORY))
    return calls


@pytest.fixture(scope="module")
def project(sandbox: Sandbox, other: Calls, tmp_path_factory: pytest.TempPathFactory) -> Calls:
    """Workspace 1: the sample chat + 60 fillers + a superseded/record pair, then an update,
    two rejected files and three queries."""
    ws = sandbox.root / "project"
    ws.mkdir()
    calls = Calls(ws)
    data = tmp_path_factory.mktemp("data")
    first = data / "first.jsonl"
    first.write_text(jsonl(*sample_memories(), *FILLERS, OLD_FLAGS, FLAGS_RECORD))
    workspace = ["--workspace", str(ws), "--direct"]
    calls.results["ingest"] = sandbox.cli("ingest.py", *workspace, "--file", str(first))
    calls.marks["before_update"] = datetime.now(timezone.utc)
    calls.results["update"] = sandbox.cli("ingest.py", *workspace, "--file", "-", stdin=jsonl(UPDATED_DB2))
    # Valid for the CLI, rejected by the store: 'supersedes' names a memory that does not exist.
    calls.results["unknown_target"] = sandbox.cli("ingest.py", *workspace, "--file", "-", stdin=jsonl(
        {"id": "ghost-1", "text": "User sessions are stored server-side in Redis, confirmed again."},
        {"id": "ghost-2", "text": "Sessions live in Redis.", "supersedes": ["no-such-memory"]},
    ))
    calls.results["bad_line"] = sandbox.cli("ingest.py", *workspace, "--file", "-", stdin=jsonl(
        {"id": "ghost-3", "text": "User sessions are stored server-side in Redis, third time."},
        {"id": "ghost-4", "text": "t", "status": "Archived"},
    ))
    calls.results["successor"] = sandbox.cli(
        "retrieve.py", *FORMULA_ONLY, *workspace, "--query", FLAGS_QUERY, "--now", NOW,
        "--status-multiplier", "Active=0", "--status-multiplier", "legacy=0")
    calls.results["everything"] = sandbox.cli(
        "retrieve.py", *FORMULA_ONLY, *workspace, "--query", SESSIONS_QUERY, "--now", NOW, "--include-superseded",
        "--top-k", "200", "--max-tokens", "1000000", "--status-multiplier", "legacy=0.5")
    calls.results["default"] = sandbox.cli(
        "retrieve.py", *FORMULA_ONLY, *workspace, "--query", "which database do we use for tests?", "--now", NOW)
    return calls


# These tests check the formula's numbers over the cosine first stage (the default pipeline's
# fields and order are checked in test_storage_contract.py and the unit tests).
FORMULA_ONLY = ("--no-lexical", "--fusion", "none", "--no-relevance-gate")

ALL_MAIN_IDS = {m["id"] for m in sample_memories()} | {f["id"] for f in FILLERS} | {"flags-yaml", "flags-record"}


# ---- ingest ----------------------------------------------------------------------------


def test_ingest_stores_every_line_and_reports_the_ids(project: Calls) -> None:
    body = project.body("ingest")
    assert body["count"] == len(ALL_MAIN_IDS) == 72
    assert set(body["stored"]) == ALL_MAIN_IDS
    assert body["contract_version"] == "1.0"


def test_reingesting_an_id_updates_the_memory_instead_of_duplicating_it(project: Calls) -> None:
    assert project.body("update")["stored"] == ["db-2"]
    everything = project.body("everything")
    ids = [r["id"] for r in everything["results"]]
    assert len(ids) == len(set(ids)), "a memory was returned twice"
    assert set(ids) == ALL_MAIN_IDS
    assert everything["total_candidates"] == len(ALL_MAIN_IDS)
    (db2,) = [r for r in everything["results"] if r["id"] == "db-2"]
    assert db2["text"] == UPDATED_DB2["text"]
    # No status in the update: the stored one is kept. The first ingestion time is kept too.
    assert db2["status"] == "Active"
    first_ingested = datetime.fromisoformat(db2["created_at"].replace("Z", "+00:00"))
    assert first_ingested < project.marks["before_update"]


def test_a_file_the_store_rejects_stores_none_of_its_lines(project: Calls) -> None:
    code, body, _ = project.results["unknown_target"]
    assert code == 2
    error = assert_error(body, "INVALID_INPUT")
    assert "no-such-memory" in error["message"]
    stored = {r["id"] for r in project.body("everything")["results"]}
    assert not stored & {"ghost-1", "ghost-2"}


def test_a_file_with_a_bad_line_stores_nothing(project: Calls) -> None:
    code, body, _ = project.results["bad_line"]
    assert code == 2
    error = assert_error(body, "INVALID_INPUT")
    assert [item["line"] for item in error["details"]["lines"]] == [2]
    stored = {r["id"] for r in project.body("everything")["results"]}
    assert not stored & {"ghost-3", "ghost-4"}


# ---- retrieve: scores and fields -------------------------------------------------------


def test_retrieve_returns_the_documented_fields(project: Calls) -> None:
    body = project.body("default")
    assert {"success", "contract_version", "half_life_days", "include_superseded", "now",
            "results", "total_candidates", "total_tokens"} <= set(body)
    assert "query" not in body  # the query is never echoed (it may hold a pasted secret)
    assert body["half_life_days"] == 7.0 and body["include_superseded"] is False and body["now"] == NOW
    assert 1 <= len(body["results"]) <= 5
    for result in body["results"]:
        # A successor also names the memories it stands in for, and why (absent when none).
        stands_in = {"stands_in_for", "stands_in_because", "stands_in_cosine"}
        assert set(result) - stands_in == RESULT_FIELDS, result
        assert not stands_in & set(result) or stands_in <= set(result), result
        assert result.get("stands_in_because", "marked") in {"marked", "update", "answer"}
    assert body["total_tokens"] == sum(r["tokens"] for r in body["results"])


def test_retrieve_finds_the_relevant_memory_with_its_updated_text(project: Calls) -> None:
    results = project.body("default")["results"]
    assert "db-2" in [r["id"] for r in results[:2]]
    (db2,) = [r for r in results if r["id"] == "db-2"]
    assert db2["text"] == UPDATED_DB2["text"]
    assert db2["references"] == [] and db2["topic"] == "database"


def test_semantic_scores_are_real_cosine_similarities(project: Calls) -> None:
    body = project.body("everything")
    results = body["results"]
    semantic = [r["semantic_score"] for r in results]
    assert all(0.0 <= s <= 1.0 for s in semantic)
    assert len({round(s, 6) for s in semantic}) > len(semantic) // 2, "scores look constant"
    assert max(semantic) < 0.999
    expected = cosine_to(SESSIONS_QUERY, [r["text"] for r in results])
    texts = {r["id"]: r["text"] for r in results}
    for r, own in zip(results, expected):
        # A successor stands in for what it replaced: the best of its own and their cosines.
        replaced = cosine_to(SESSIONS_QUERY, [texts[p] for p in r.get("stands_in_for", []) if p in texts])
        assert r["semantic_score"] == pytest.approx(max([own, *replaced]), abs=0.01), r["id"]
    assert any("stands_in_for" not in r for r in results)


def test_every_score_is_semantic_times_recency_times_status(project: Calls) -> None:
    for name in ("default", "everything", "successor"):
        results = project.body(name)["results"]
        for r in results:
            assert r["recency_multiplier"] == pytest.approx(math.exp(-math.log(2) * r["age_days"] / 7.0))
            assert r["score"] == pytest.approx(r["semantic_score"] * r["recency_multiplier"] * r["status_multiplier"])
        keys = [(-r["score"], r["id"]) for r in results]
        assert [k[0] for k in keys] == sorted(k[0] for k in keys), f"{name} is not best-first"


def test_age_comes_from_source_created_at_relative_to_now(project: Calls) -> None:
    (db2,) = [r for r in project.body("everything")["results"] if r["id"] == "db-2"]
    assert db2["age_days"] == pytest.approx(10 + (24 - 16 - 40 / 60) / 24, abs=1e-6)


# ---- retrieve: statuses ----------------------------------------------------------------


def test_superseded_memories_are_hidden_by_default(project: Calls) -> None:
    for name in ("default", "successor"):
        statuses = {r["status"] for r in project.body(name)["results"]}
        assert "Superseded" not in statuses
    assert "flags-yaml" not in {r["id"] for r in project.body("successor")["results"]}


def test_include_superseded_shows_them_at_the_superseded_multiplier(project: Calls) -> None:
    results = {r["id"]: r for r in project.body("everything")["results"]}
    for memory_id in ("auth-0", "flags-yaml"):
        assert results[memory_id]["status"] == "Superseded"
        assert results[memory_id]["status_multiplier"] == pytest.approx(0.4)
    assert results["flags-yaml"]["superseded_by"] == ["flags-record"]
    assert results["auth-0"]["superseded_by"] == ["auth-d1"]


def test_status_multipliers_are_visible_in_the_output(project: Calls) -> None:
    results = project.body("everything")["results"]
    multipliers = {(r["status"], r["status_multiplier"]) for r in results}
    assert multipliers == {("DecisionRecord", 1.1), ("Active", 1.0), ("Superseded", 0.4), (None, 0.5)}


def test_the_record_superseding_a_superseded_hit_is_surfaced_through_the_graph(project: Calls) -> None:
    results = project.body("successor")["results"]
    by_id = {r["id"]: r for r in results}
    record = by_id["flags-record"]
    assert record["found_by"] == "graph:successor"
    assert record["status"] == "DecisionRecord" and record["supersedes"] == ["flags-yaml"]
    # Its own wording matches nothing, but it stands in for the superseded hit it replaced: it
    # competes with that memory's similarity (the question matched the old wording).
    own = cosine_to(FLAGS_QUERY, [FLAGS_RECORD["text"]])[0]
    assert own < 0.2 and record["stands_in_for"] == ["flags-yaml"]
    replaced = cosine_to(FLAGS_QUERY, [OLD_FLAGS["text"]])[0]
    assert record["semantic_score"] == pytest.approx(replaced, abs=0.01) and replaced > own
    assert results[0]["status"] == "DecisionRecord"
    assert all(r["status_multiplier"] == 0.0 for r in results if r["status"] in ("Active", None))


# ---- workspaces ------------------------------------------------------------------------


def test_an_empty_workspace_returns_no_results(other: Calls) -> None:
    body = other.body("empty")
    assert body["results"] == [] and body["total_candidates"] == 0


def test_embedder_mismatch_is_refused_and_the_store_keeps_working(sandbox: Sandbox, other: Calls) -> None:
    assert other.body("ingest")["stored"] == ["w2-sessions"]
    manifest = other.workspace / ".cognee-memory" / "store.json"
    before = manifest.read_text()
    code, body, _ = sandbox.cli(
        "retrieve.py", *FORMULA_ONLY, "--workspace", str(other.workspace), "--query", SESSIONS_QUERY, "--direct",
        "--embedder", "cognee",
        env={"EMBEDDING_PROVIDER": "fastembed", "EMBEDDING_MODEL": "BAAI/bge-small-en-v1.5",
             "EMBEDDING_DIMENSIONS": "384"})
    assert code == 2
    error = assert_error(body, "EMBEDDER_MISMATCH")
    assert "local" in error["message"]
    assert manifest.read_text() == before
    other.results["after_mismatch"] = sandbox.cli(
        "retrieve.py", *FORMULA_ONLY, "--workspace", str(other.workspace), "--query", SESSIONS_QUERY, "--direct")
    results = other.body("after_mismatch")["results"]
    assert [r["id"] for r in results] == ["w2-sessions"]


def test_workspaces_never_see_each_others_memories(project: Calls, other: Calls) -> None:
    main_ids = {r["id"] for name in ("default", "everything", "successor") for r in project.body(name)["results"]}
    assert "w2-sessions" not in main_ids
    if "after_mismatch" not in other.results:
        pytest.skip("needs test_embedder_mismatch_is_refused_and_the_store_keeps_working")
    second_ids = {r["id"] for r in other.body("after_mismatch")["results"]}
    assert second_ids == {"w2-sessions"}


def test_the_store_lives_in_the_workspace(project: Calls, other: Calls) -> None:
    for calls in (project, other):
        storage = calls.workspace / ".cognee-memory"
        assert json.loads((storage / "store.json").read_text())["embedder"] == "local"
        system = storage / "cognee" / "system"
        assert system.is_dir()
        files = [p for p in system.rglob("*") if p.is_file()]
        assert files, "no database files under the workspace store"
        assert sorted(p.name for p in calls.workspace.iterdir()) == [".cognee-memory"]


def test_nothing_is_written_to_cognees_package_folder_or_the_home_folder(sandbox: Sandbox, project: Calls,
                                                                       other: Calls) -> None:
    writes = sandbox.fs_log.read_text() if sandbox.fs_log.exists() else ""
    assert writes == "", writes
    home_files = [p.relative_to(sandbox.home) for p in sandbox.home.rglob("*") if not p.is_dir()]
    assert home_files == []
    assert not (sandbox.home / ".cognee").exists()
    assert not (sandbox.home / ".cache").exists()


# ---- network ---------------------------------------------------------------------------


def test_the_network_guard_records_and_blocks_outside_connections(sandbox: Sandbox, tmp_path: Path) -> None:
    log = tmp_path / "control.log"
    probe = (
        "import socket\n"
        "for attempt in (lambda: socket.create_connection(('203.0.113.1', 9), timeout=2),\n"
        "                lambda: socket.socket().connect(('203.0.113.1', 443)),\n"
        "                lambda: socket.getaddrinfo('example.com', 443)):\n"
        "    try:\n"
        "        attempt()\n"
        "        print('connected')\n"
        "    except OSError:\n"
        "        pass\n"
        "s = socket.socket()\n"
        "try:\n"
        "    s.connect(('127.0.0.1', 9))\n"
        "except OSError:\n"
        "    pass\n"
        "print('done')\n"
    )
    env = {**os.environ, **sandbox.env, "OFFLINE_GUARD_NET_LOG": str(log)}
    proc = subprocess.run([sys.executable, "-c", probe], env=env, capture_output=True, text=True, timeout=60)
    assert proc.stdout == "done\n", proc.stdout + proc.stderr
    recorded = log.read_text()
    assert recorded.count("203.0.113.1") == 2 and "example.com" in recorded
    assert "127.0.0.1" not in recorded


def test_the_file_guard_records_writes_into_a_forbidden_folder(sandbox: Sandbox, tmp_path: Path) -> None:
    forbidden = tmp_path / "forbidden"
    forbidden.mkdir()
    log = tmp_path / "writes.log"
    probe = (
        "import os, sqlite3, sys\n"
        "root = sys.argv[1]\n"
        "open(os.path.join(root, 'read-me'), 'w').close()\n"   # recorded: a write
        "open(os.path.join(root, 'read-me')).read()\n"         # not recorded: a read
        "os.mkdir(os.path.join(root, 'sub'))\n"
        "sqlite3.connect(os.path.join(root, 'db.sqlite')).close()\n"
        "open(os.path.join(sys.argv[2], 'elsewhere'), 'w').close()\n"
    )
    env = {**os.environ, **sandbox.env, "OFFLINE_GUARD_FS_LOG": str(log), "OFFLINE_GUARD_FORBIDDEN": str(forbidden)}
    proc = subprocess.run([sys.executable, "-c", probe, str(forbidden), str(tmp_path)], env=env,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    events = [line.split(" :: ")[0].split(" ", 1)[1] for line in log.read_text().splitlines()]
    assert [e.split(" ")[0] for e in events if "read-me" in e] == ["open"]
    assert any(e.startswith("os.mkdir") for e in events)
    assert any(e.startswith("sqlite3.connect") for e in events)
    assert not any("elsewhere" in e for e in events)


def test_ingest_and_retrieve_never_touch_the_network(sandbox: Sandbox, project: Calls, other: Calls) -> None:
    assert project.body("ingest") and project.body("default") and other.body("empty")
    attempts = sandbox.net_log.read_text() if sandbox.net_log.exists() else ""
    assert attempts == "", attempts


# ---- the private Cognee seam the offline embedder relies on ---------------------------


SEAM_PROBE = """
import asyncio, json, sys
from pathlib import Path
from cognee_memory.storage.embedding import FACTORY_MODULE, WordLlamaEmbeddingEngine, install_local_embedder
from cognee_memory.storage.environment import prepare_environment
from cognee_memory.config import StoreConfig

prepare_environment(StoreConfig.create(Path(sys.argv[1])))
import importlib
factory = importlib.import_module(FACTORY_MODULE)
report = {"has_factory": callable(getattr(factory, "create_embedding_engine", None))}
install_local_embedder()
install_local_embedder()  # idempotent
from cognee.infrastructure.databases.vector.embeddings import get_embedding_engine
engine = get_embedding_engine()
report["engine"] = type(engine).__name__
report["ours"] = isinstance(engine, WordLlamaEmbeddingEngine)
report["size"] = engine.get_vector_size()
vectors = asyncio.run(engine.embed_text(["hello world", "feature flags"]))
report["dims"] = [len(v) for v in vectors]
print(json.dumps(report))
"""


def test_cognees_embedding_factory_seam_still_builds_our_engine(sandbox: Sandbox, tmp_path: Path) -> None:
    ws = tmp_path / "seam"
    ws.mkdir()
    env = {**os.environ, **sandbox.env}
    env["PYTHONPATH"] = os.pathsep.join([str(PYTHON_DIR), env["PYTHONPATH"]])
    proc = subprocess.run([sys.executable, "-c", SEAM_PROBE, str(ws)], cwd=REPO_ROOT, env=env,
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-3000:]
    report = json.loads(proc.stdout.strip().splitlines()[-1])
    assert report == {"has_factory": True, "engine": "WordLlamaEmbeddingEngine", "ours": True,
                      "size": 256, "dims": [256, 256]}
