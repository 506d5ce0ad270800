"""A workspace's decision records as memories: folders found, links resolved both ways, dates
from the record or git, stable ids."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from cognee_memory.adr.collection import read_records, record_id
from cognee_memory.adr.folders import find_record_folders, is_record_file, record_files
from cognee_memory.adr.history import first_commit_date

FIXTURES = Path(__file__).resolve().parents[2] / "data" / "decision_records"
GIT_DATE = "2019-03-04T05:06:07+00:00"


def workspace_of(tmp_path: Path, *names: str) -> Path:
    """One workspace holding the named fixture trees side by side."""
    ws = tmp_path / "ws"
    for name in names:
        shutil.copytree(FIXTURES / name, ws, dirs_exist_ok=True)
    return ws


def commit_all(ws: Path) -> None:
    env = {**os.environ, "GIT_AUTHOR_DATE": GIT_DATE, "GIT_COMMITTER_DATE": GIT_DATE, "GIT_AUTHOR_NAME": "t",
           "GIT_AUTHOR_EMAIL": "t@example.org", "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@example.org",
           "GIT_CONFIG_GLOBAL": os.devnull, "GIT_CONFIG_SYSTEM": os.devnull}
    for argv in (["git", "init", "-q"], ["git", "add", "."], ["git", "commit", "-q", "-m", "records"]):
        subprocess.run(argv, cwd=ws, env=env, check=True)


needs_git = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")


def test_every_fixture_layout_is_found_and_nothing_else(tmp_path: Path) -> None:
    ws = workspace_of(tmp_path, "gsp", "opg-lpa", "james-project", "modernisation-platform", "fac")
    (ws / "node_modules" / "pkg" / "docs" / "adr").mkdir(parents=True)
    (ws / "node_modules" / "pkg" / "docs" / "adr" / "0001-x.md").write_text("# 1. X\n")
    (ws / "notes" / "decisions").mkdir(parents=True)
    (ws / "notes" / "decisions" / "todo.md").write_text("# not a numbered record\n")
    found = sorted(p.relative_to(ws).as_posix() for p in find_record_folders(ws))
    assert found == ["architecture-decision-record", "docs/architecture/adr", "docs/architecture/adrs",
                     "docs/architecture/decisions", "src/adr"]


def test_readmes_indexes_and_templates_are_not_records(tmp_path: Path) -> None:
    for name in ("README.md", "index.md", "template.md", "ADR000-template.md", "0000-adr-template.md", "0001-a.md",
                 "notes.txt"):
        (tmp_path / name).write_text("# x\n")
    assert [p.name for p in record_files(tmp_path)] == ["0001-a.md"]
    assert is_record_file(Path("use-postgres.md")) and not is_record_file(Path("0001-a.txt"))


def test_links_resolve_both_ways_and_mark_the_older_record_superseded(tmp_path: Path) -> None:
    ws = workspace_of(tmp_path, "gsp", "opg-lpa", "james-project", "modernisation-platform", "fac")
    records, skipped = read_records(ws, find_record_folders(ws), use_git=False)
    assert skipped == [] and len(records) == 14
    by_id = {r.id: r for r in records}
    links = sorted((new.split("/")[-1], old.split("/")[-1]) for r in records for new, old in
                   ((r.id, o) for o in r.supersedes))
    assert links == [
        ("0015-rds-proxy.md", "0013-connection-pooling.md"),  # "Accepted (replaces ADR 0013)": by number
        ("0016-distributed-workqueue.md", "0003-distributed-workqueue.md"),  # both records say so
        ("0019-use-bash-go-as-core-languages.md", "0004-use-bash-node-python-as-core-languages.md"),
        ("ADR023-cluster-authentication.md", "ADR007-identity-provider.md"),  # from the old record only
        ("ADR025-ingress.md", "ADR005-ingress.md"),
    ]
    superseded = sorted(r.path.split("/")[-1] for r in records if r.superseded)
    # FAC's 0014 says Superseded, but its link names a file that is not there: no link, still Superseded
    assert superseded == ["0003-distributed-workqueue.md", "0004-use-bash-node-python-as-core-languages.md",
                          "0013-connection-pooling.md", "0014-compliance-documentation.md",
                          "ADR005-ingress.md", "ADR007-identity-provider.md"]
    assert by_id["adr:docs/architecture/decisions/0006-uei.md"].supersedes == []


def test_the_row_carries_id_date_status_links_and_the_file(tmp_path: Path) -> None:
    ws = workspace_of(tmp_path, "james-project")
    records, _ = read_records(ws, find_record_folders(ws), use_git=False)
    rows = {r.id: r.to_row() for r in records}
    new = rows["adr:src/adr/0016-distributed-workqueue.md"]
    old = rows["adr:src/adr/0003-distributed-workqueue.md"]
    assert new["status"] == "Active" and new["supersedes"] == ["adr:src/adr/0003-distributed-workqueue.md"]
    assert new["source_created_at"] == "2019-12-03T00:00:00Z" and new["references"] == ["src/adr/0016-distributed-workqueue.md"]
    assert old["status"] == "Superseded" and "supersedes" not in old
    assert new["text"].startswith("Distributed WorkQueue.\n\n") and "Status: Accepted (lazy consensus)" in new["text"]


@needs_git
def test_a_record_without_a_date_line_is_dated_by_the_commit_that_added_it(tmp_path: Path) -> None:
    ws = workspace_of(tmp_path, "gsp", "opg-lpa")
    commit_all(ws)
    records, _ = read_records(ws, find_record_folders(ws))
    dated = {r.path.split("/")[-1]: (r.date, r.date_source) for r in records}
    assert dated["ADR025-ingress.md"] == ("2019-03-04T05:06:07Z", "git")
    assert dated["0015-rds-proxy.md"] == ("2025-10-01T00:00:00Z", "record")  # its own date wins
    assert first_commit_date(ws / "missing.md") is None


def test_outside_git_the_file_time_is_the_last_resort(tmp_path: Path) -> None:
    ws = workspace_of(tmp_path, "gsp")
    path = ws / "docs/architecture/adr/ADR001-support-model.md"
    os.utime(path, (1_600_000_000, 1_600_000_000))
    records, _ = read_records(ws, find_record_folders(ws), use_git=True)
    (record,) = [r for r in records if r.path.endswith("ADR001-support-model.md")]
    assert (record.date, record.date_source) == ("2020-09-13T12:26:40Z", "file")


def test_ids_are_the_workspace_relative_path_so_a_moved_workspace_keeps_them(tmp_path: Path) -> None:
    first = workspace_of(tmp_path / "a", "opg-lpa")
    second = workspace_of(tmp_path / "b", "opg-lpa")
    ids = [sorted(r.id for r in read_records(ws, find_record_folders(ws), use_git=False)[0]) for ws in (first, second)]
    assert ids[0] == ids[1] and ids[0][0] == "adr:docs/architecture/adrs/0001-record-architecture-decisions.md"
    assert record_id(first, first / "docs" / "x.md") == "adr:docs/x.md"


def test_unreadable_records_are_skipped_with_the_reason(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    folder = ws / "doc" / "adr"
    folder.mkdir(parents=True)
    (folder / "0001-ok.md").write_text("# 1. Ok\n\n## Status\n\nAccepted\n")
    (folder / "0002-latin1.md").write_bytes("# 2. Caf\xe9\n".encode("latin-1"))
    (folder / "0003-empty.md").write_text("")
    records, skipped = read_records(ws, find_record_folders(ws), use_git=False)
    assert [r.id for r in records] == ["adr:doc/adr/0001-ok.md"]
    assert [s.to_json() for s in skipped] == [{"path": "doc/adr/0002-latin1.md", "reason": "not UTF-8 text"},
                                              {"path": "doc/adr/0003-empty.md", "reason": "empty record"}]
