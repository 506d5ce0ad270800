"""``ingest.py --adr auto`` through the real CLI and a real Cognee store, run twice: every record
stored once, with its own date, its status and the supersession links the records state.

The workspace holds the public fixture records (tests/python/data/decision_records/, five
repositories' styles) committed to git with a fixed date, so records without a date line get it.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from conftest import REPO_ROOT, run_cli

pytestmark = pytest.mark.integration

FIXTURES = REPO_ROOT / "tests" / "python" / "data" / "decision_records"
GIT_DATE = "2019-03-04T05:06:07+00:00"
LIST_ALL = ("--query", "decision", "--include-superseded", "--no-lexical", "--fusion", "none", "--no-relevance-gate",
            "--top-k", "100", "--max-tokens", "1000000", "--now", "2026-11-26T00:00:00Z")
EXPECTED_LINKS = {  # newer → older, as the records say
    "adr:docs/architecture/adr/ADR025-ingress.md": ["adr:docs/architecture/adr/ADR005-ingress.md"],
    "adr:docs/architecture/adr/ADR023-cluster-authentication.md": ["adr:docs/architecture/adr/ADR007-identity-provider.md"],
    "adr:docs/architecture/adrs/0015-rds-proxy.md": ["adr:docs/architecture/adrs/0013-connection-pooling.md"],
    "adr:src/adr/0016-distributed-workqueue.md": ["adr:src/adr/0003-distributed-workqueue.md"],
    "adr:architecture-decision-record/0019-use-bash-go-as-core-languages.md":
        ["adr:architecture-decision-record/0004-use-bash-node-python-as-core-languages.md"],
}
SUPERSEDED = {old for olds in EXPECTED_LINKS.values() for old in olds} | {
    "adr:docs/architecture/decisions/0014-compliance-documentation.md"}  # says Superseded; its successor is absent


def make_workspace(root: Path) -> Path:
    ws = root / "project"
    for tree in sorted(p for p in FIXTURES.iterdir() if p.is_dir()):
        shutil.copytree(tree, ws, dirs_exist_ok=True)
    env = {**os.environ, "GIT_AUTHOR_DATE": GIT_DATE, "GIT_COMMITTER_DATE": GIT_DATE, "GIT_AUTHOR_NAME": "t",
           "GIT_AUTHOR_EMAIL": "t@example.org", "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@example.org",
           "GIT_CONFIG_GLOBAL": os.devnull, "GIT_CONFIG_SYSTEM": os.devnull}
    for argv in (["git", "init", "-q"], ["git", "add", "."], ["git", "commit", "-q", "-m", "records"]):
        subprocess.run(argv, cwd=ws, env=env, check=True)
    return ws


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    if shutil.which("git") is None:
        pytest.skip("git is not installed")
    ws = make_workspace(tmp_path_factory.mktemp("adr"))
    first = run_cli("ingest.py", "--workspace", str(ws), "--adr", "auto", "--direct")
    second = run_cli("ingest.py", "--workspace", str(ws), "--adr", "auto", "--direct")
    listed = run_cli("retrieve.py", "--workspace", str(ws), "--direct", *LIST_ALL)
    return {"first": first, "second": second, "listed": listed}


def body(run: tuple[int, dict[str, Any], str]) -> dict[str, Any]:
    code, payload, stderr = run
    assert code == 0 and payload["success"] is True, (payload, stderr[-2000:])
    return payload


def test_the_import_reports_records_superseded_folders_and_progress(runs: dict[str, Any]) -> None:
    first = body(runs["first"])
    assert (first["records"], first["superseded"], first["links"], first["count"]) == (14, 6, 5, 14)
    assert sorted(first["folders"]) == ["architecture-decision-record", "docs/architecture/adr",
                                        "docs/architecture/adrs", "docs/architecture/decisions", "src/adr"]
    assert first["skipped"] == [] and first["dates"] == {"record": 9, "git": 5}  # gsp writes no dates
    stderr = runs["first"][2]
    assert "reading decision records: 14/14" in stderr and "storing 14 decision records (6 superseded)" in stderr


def test_importing_twice_stores_each_record_once(runs: dict[str, Any]) -> None:
    first, second = body(runs["first"]), body(runs["second"])
    assert sorted(second["stored"]) == sorted(first["stored"]) and second["records"] == 14
    ids = [r["id"] for r in body(runs["listed"])["results"]]
    assert len(ids) == len(set(ids)) == 14
    assert set(ids) == set(first["stored"])


def test_statuses_dates_and_links_are_the_records_own(runs: dict[str, Any]) -> None:
    results = {r["id"]: r for r in body(runs["listed"])["results"]}
    for memory_id, result in results.items():
        assert result["status"] == ("Superseded" if memory_id in SUPERSEDED else "Active"), memory_id
        assert result["references"] == [memory_id.removeprefix("adr:")]
    for new, olds in EXPECTED_LINKS.items():
        assert results[new]["supersedes"] == olds
        for old in olds:
            assert results[old]["superseded_by"] == [new]
    assert results["adr:src/adr/0016-distributed-workqueue.md"]["source_created_at"] == "2019-12-03T00:00:00Z"
    assert results["adr:docs/architecture/adr/ADR025-ingress.md"]["source_created_at"] == "2019-03-04T05:06:07Z"
    text = results["adr:docs/architecture/adrs/0015-rds-proxy.md"]["text"]
    assert text.startswith("Use RDS Proxy as a connection pooling tool.") and "Status: Accepted (replaces ADR 0013)" in text
