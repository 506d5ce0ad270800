"""Compaction against real Cognee: a multi-conversation topic compacted, ranked, undone;
provenance both ways; the no-op; bad input; kill -9 mid-compaction; two at once.

Each scenario runs in one process (compaction_driver.py) and this file asserts on what it
observed; the CLI itself is run where its exit codes and JSON are the point.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.integration

HERE = Path(__file__).resolve().parent
PYTHON_DIR = HERE.parents[2] / "python"
DRIVER = HERE / "compaction_driver.py"
DATABASE = ["db-a1", "db-a2", "db-b1", "db-b2", "db-c1", "db-c2"]


def run_scenario(name: str, ws: Path) -> dict:
    output = ws.parent / f"{name}.json"
    proc = subprocess.run([sys.executable, str(DRIVER), name, str(ws), str(output)],
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return json.loads(output.read_text())


def cli(*args: str, env: dict[str, str] | None = None, stdin: str | None = None) -> tuple[int, str]:
    full_env = {**os.environ, **(env or {})}
    proc = subprocess.run([sys.executable, *args], capture_output=True, text=True, input=stdin,
                          env=full_env, timeout=300)
    assert "Traceback" not in proc.stderr, proc.stderr
    return proc.returncode, proc.stdout


def statuses(snapshot: dict, ids: list[str]) -> dict[str, str | None]:
    return {i: snapshot[i]["status"] for i in ids}


@pytest.fixture(scope="module")
def lifecycle(tmp_path_factory: pytest.TempPathFactory) -> dict:
    ws = tmp_path_factory.mktemp("lifecycle") / "ws"
    ws.mkdir()
    return run_scenario("lifecycle", ws)


# ---- list, dry run, compaction ---------------------------------------------------------


def test_list_topics_counts_active_memories_and_suggests_busy_topics(lifecycle: dict) -> None:
    before = {t["topic"]: t for t in lifecycle["topics_before"]["topics"]}
    assert before["database"]["active"] == 6  # five Active + one legacy
    assert before["database"]["suggested"] is True and before["database"]["has_decision_record"] is False
    assert before["database"]["newest_activity"] == "2026-11-10T17:00:00Z"
    assert before["auth"]["suggested"] is False and before["ci"]["active"] == 1
    after = {t["topic"]: t for t in lifecycle["topics_after"]["topics"]}
    assert after["database"]["active"] == 0 and after["database"]["suggested"] is False
    assert after["database"]["decision_record_id"] == lifecycle["compact"]["record_id"]


def test_dry_run_shows_the_record_and_changes_nothing(lifecycle: dict) -> None:
    dry = lifecycle["dry_run"]
    assert dry["dry_run"] is True and sorted(dry["would_supersede"]) == DATABASE
    assert dry["record_id"] == lifecycle["compact"]["record_id"]
    assert dry["record"]["text"] == lifecycle["compact"]["record"]["text"]
    assert lifecycle["unchanged_after_dry_run"] is True


def test_the_record_merges_the_topic_newest_first_and_collapses_a_reworded_decision(lifecycle: dict) -> None:
    result = lifecycle["compact"]
    record = result["record"]
    assert record["status"] == "DecisionRecord" and record["topic"] == "database"
    # "Use PostgreSQL 16 in production" (August) is the older wording of the November one.
    assert record["decisions"] == ["Use PostgreSQL 16 for production", "SQLite for local development and CI",
                                   "Alembic migrations run on deploy", "PgBouncer in transaction mode, pool of 20"]
    assert result["collapsed"]["decisions"] == 1
    assert record["open_questions"] == ["Do we need point-in-time recovery?"]
    assert record["references"][0] == "src/db/connection.ts" and "migrations/" in record["references"]
    assert record["source_created_at"] == "2026-11-10T17:00:00Z"
    assert result["span"] == {"from": "2026-08-02T10:15:00Z", "to": "2026-11-10T17:00:00Z"}
    assert record["text"].startswith('Decision record for "database": 6 memories compacted (2026-08-02 to 2026-11-10).')


def test_sources_become_superseded_and_provenance_runs_both_ways(lifecycle: dict) -> None:
    after, record = lifecycle["after"], lifecycle["compact"]["record_id"]
    assert set(statuses(after, DATABASE).values()) == {"Superseded"}
    assert after[record]["supersedes"] == DATABASE
    for source in DATABASE:
        assert after[source]["superseded_by"] == [record]
        # nothing is lost: text and fields are untouched
        before = lifecycle["before"][source]
        assert {k: after[source][k] for k in ("text", "decisions", "references", "source_created_at")} == \
               {k: before[k] for k in ("text", "decisions", "references", "source_created_at")}
    assert after[record]["compaction"]["state"] == "applied"
    assert after[record]["compaction"]["prior_statuses"]["db-b2"] is None
    assert statuses(after, ["auth-1", "auth-2", "ci-1"]) == {"auth-1": "Active", "auth-2": "Active", "ci-1": "Active"}


# ---- retrieval ----------------------------------------------------------------------


def test_the_record_outranks_each_source_for_the_question_it_answered(lifecycle: dict) -> None:
    record = lifecycle["compact"]["record_id"]
    for source, body in lifecycle["ranked"].items():
        ids = [r["id"] for r in body["results"]]
        assert ids.index(record) < ids.index(source), (source, ids)
        top = next(r for r in body["results"] if r["id"] == record)
        assert top["status_multiplier"] == pytest.approx(1.1)
        assert top["supersedes"] == DATABASE


def test_default_retrieval_shows_the_record_instead_of_its_sources(lifecycle: dict) -> None:
    record = lifecycle["compact"]["record_id"]
    for body in lifecycle["default"].values():
        ids = [r["id"] for r in body["results"]]
        assert record in ids and not set(ids) & set(DATABASE)


def test_a_query_matching_a_superseded_source_surfaces_its_record_through_the_graph(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    observed = run_scenario("successor", ws)
    record = observed["compact"]["record_id"]
    hit = observed["retrieve"]["results"][0]
    assert hit["id"] == record
    assert hit["found_by"] == "graph:successor"  # 70 closer memories kept it out of the vector hits
    assert hit["supersedes"] == ["port-1", "port-2"]


# ---- no-op, bad input, undo ----------------------------------------------------------


def test_compacting_again_with_nothing_new_is_a_noop(lifecycle: dict) -> None:
    again = lifecycle["again"]
    assert again["success"] is True and again["noop"] is True
    assert again["record_id"] == lifecycle["compact"]["record_id"]
    assert lifecycle["unchanged_after_noop"] is True


@pytest.mark.parametrize("case, code", [
    ("unknown topic", "NOT_FOUND"), ("one memory", "INVALID_ARGUMENT"), ("empty summary", "INVALID_ARGUMENT"),
    ("undo an Active memory", "INVALID_ARGUMENT"), ("undo a Superseded source", "INVALID_ARGUMENT"),
    ("undo an unknown id", "NOT_FOUND"),
])
def test_bad_input_is_a_clear_error_and_changes_nothing(lifecycle: dict, case: str, code: str) -> None:
    error = lifecycle["bad"][case]
    assert error["success"] is False and error["error"]["code"] == code and error["error"]["message"]
    assert lifecycle["unchanged_after_bad_input"] is True


def test_undo_restores_the_exact_prior_state_and_retires_the_record(lifecycle: dict) -> None:
    before, after_undo = lifecycle["before"], lifecycle["after_undo"]
    record = lifecycle["compact"]["record_id"]
    assert {i: after_undo[i] for i in before} == before
    assert after_undo[record]["status"] == "Superseded"
    assert after_undo[record]["compaction"]["state"] == "undone"
    assert lifecycle["undo"]["restored"]["db-b2"] is None  # legacy stays legacy


def test_undoing_twice_is_an_error_not_a_change(lifecycle: dict) -> None:
    again = lifecycle["undo_again"]
    assert again["error"]["code"] == "INVALID_ARGUMENT" and "already undone" in again["error"]["message"]
    assert lifecycle["unchanged_after_second_undo"] is True


def test_a_new_compaction_folds_in_the_previous_record_and_undoes_in_order(lifecycle: dict) -> None:
    first, chained = lifecycle["recompact"], lifecycle["chained"]
    assert first["record_id"] != lifecycle["compact"]["record_id"]  # the undone record stays as it was
    assert first["record"]["text"] == "Postgres 16 in production, SQLite for tests."
    assert chained["previous_record_id"] == first["record_id"]
    assert sorted(chained["sources"]) == sorted(["db-d1", first["record_id"]])
    assert chained["record"]["decisions"][0] == "Reporting reads go to a replica"
    assert chained["span"]["from"] == "2026-08-02T10:15:00Z"
    assert chained["record"]["text"].startswith('Decision record for "database": 7 memories')
    snap = lifecycle["after_chained"]
    assert snap[first["record_id"]]["status"] == "Superseded"  # one authoritative record per topic
    assert [i for i, m in snap.items() if m["topic"] == "database" and m["status"] == "DecisionRecord"] == \
           [chained["record_id"]]
    assert lifecycle["undo_inner"]["error"]["code"] == "INVALID_ARGUMENT"
    restored = lifecycle["after_undo_outer"]
    assert restored[first["record_id"]]["status"] == "DecisionRecord" and restored["db-d1"]["status"] == "Active"


# ---- crash safety and concurrency ----------------------------------------------------


@pytest.mark.parametrize("crash_at", ["record-written", "linked"])
def test_a_compaction_killed_midway_changes_no_status_and_the_same_command_finishes_it(
        tmp_path: Path, crash_at: str) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    seeded = run_scenario("seed", ws)
    code, out = cli(str(PYTHON_DIR / "compact.py"), "--workspace", str(ws), "--topic", "database", "--direct",
                    env={"COGNEE_MEMORY_COMPACTION_CRASH_AT": crash_at})
    assert code == -9 and out == ""
    observed = run_scenario("resume", ws)

    crashed = observed["crashed"]
    assert {i: crashed[i]["status"] for i in seeded["before"]} == {i: m["status"] for i, m in seeded["before"].items()}
    pending = [i for i in crashed if i.startswith("dr-")]
    assert len(pending) == 1 and crashed[pending[0]]["status"] == "Superseded"  # hidden while pending
    assert crashed[pending[0]]["compaction"]["state"] == "pending"
    topics = {t["topic"]: t for t in observed["topics"]["topics"]}
    assert topics["database"]["active"] == 6 and topics["database"]["unfinished_record_id"] == pending[0]
    assert all(not r["id"].startswith("dr-") for r in observed["retrieve"]["results"])

    rerun = observed["rerun"]
    assert rerun["success"] is True and rerun["resumed"] is True and rerun["record_id"] == pending[0]
    after = observed["after"]
    assert set(statuses(after, DATABASE).values()) == {"Superseded"}
    assert after[pending[0]]["status"] == "DecisionRecord" and after[pending[0]]["supersedes"] == DATABASE
    assert observed["again"]["noop"] is True


def test_two_compactions_of_one_topic_at_once_one_wins_the_other_gets_conflict(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    observed = run_scenario("concurrency", ws)
    winners = [r for r in observed["both"] if r["success"]]
    losers = [r for r in observed["both"] if not r["success"]]
    assert len(winners) == 1 and len(losers) == 1
    assert losers[0]["error"]["code"] == "CONFLICT" and losers[0]["error"]["retryable"] is True
    records = [i for i, m in observed["after"].items() if m["status"] == "DecisionRecord"]
    assert records == [winners[0]["record_id"]]
    other = observed["other_process"]
    assert other["exit"] == 1 and json.loads(other["stdout"])["error"]["code"] == "STORE_LOCKED"
    assert observed["third"]["noop"] is True


def test_the_cli_prints_one_json_object_and_exits_2_for_an_unknown_topic(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    code, out = cli(str(PYTHON_DIR / "ingest.py"), "--workspace", str(ws), "--file", "-", "--direct",
                    stdin='{"id": "a", "text": "alpha note", "topic": "t"}\n')
    assert code == 0
    code, out = cli(str(PYTHON_DIR / "compact.py"), "--workspace", str(ws), "--topic", "nope", "--direct")
    lines = out.strip().splitlines()
    assert code == 2 and len(lines) == 1
    assert json.loads(lines[0])["error"]["code"] == "NOT_FOUND"
