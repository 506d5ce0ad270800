"""Update detection and supersession against real Cognee: suggest / auto / off on ingest,
supersede and restore round trips, the safety rules, dedup, an interrupted supersession, and
retrieval surfacing the successor of a superseded hit.

The whole scenario runs in one process (updates_driver.py: one Cognee import, one store) and
each test asserts on what it observed.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import assert_error

pytestmark = pytest.mark.integration

DRIVER = Path(__file__).resolve().parent / "updates_driver.py"
PYTHON_DIR = Path(__file__).resolve().parents[3] / "python"


@pytest.fixture(scope="module")
def observed(tmp_path_factory: pytest.TempPathFactory) -> dict:
    ws = tmp_path_factory.mktemp("updates") / "ws"
    ws.mkdir()
    output = ws.parent / "observed.json"
    # This checkout's package, whatever the interpreter has installed.
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(PYTHON_DIR), os.environ.get("PYTHONPATH")]))}
    proc = subprocess.run([sys.executable, str(DRIVER), str(ws), str(output)],
                          capture_output=True, text=True, timeout=600, env=env)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return json.loads(output.read_text())


def ids(body: dict) -> list[str]:
    return [r["id"] for r in body["results"]]


# ---- suggest ------------------------------------------------------------------------------


def test_suggest_reports_the_older_memory_as_updated_and_changes_no_status(observed: dict) -> None:
    body = observed["suggest"]
    assert body["update_policy"] == "suggest" and body["auto_superseded"] == []
    first = body["possible_updates"]["pg-16"][0]
    assert first["id"] == "pg-15" and first["kind"] == "updates" and first["confidence"] >= 0.8
    assert any("15 → 16" in reason for reason in first["reasons"])
    assert observed["statuses_unchanged_by_suggest"] is True
    # recorded on the new memory itself
    assert observed["after_suggest"]["pg-16"]["possible_updates"][0]["id"] == "pg-15"


# ---- supersede / restore ---------------------------------------------------------------------


def test_supersede_dry_run_changes_nothing(observed: dict) -> None:
    assert observed["dry_run"]["would_supersede"] == "pg-15" and observed["dry_run"]["dry_run"] is True
    assert observed["unchanged_after_dry_run"] is True


def test_supersede_links_both_ways_and_keeps_the_old_memory(observed: dict) -> None:
    after, before = observed["after_supersede"], observed["after_suggest"]
    assert observed["supersede"]["prior_status"] == "Active"
    assert after["pg-15"]["status"] == "Superseded" and after["pg-15"]["superseded_by"] == ["pg-16"]
    assert after["pg-16"]["supersedes"] == ["pg-15"] and after["pg-16"]["status"] == "Active"
    assert after["pg-15"]["text"] == before["pg-15"]["text"]
    assert after["pg-15"]["supersession"]["state"] == "applied" and after["pg-15"]["supersession"]["mode"] == "manual"


def test_superseding_again_is_a_noop(observed: dict) -> None:
    assert observed["again"]["noop"] is True and observed["unchanged_after_again"] is True


def test_a_query_in_the_old_wording_surfaces_the_successor_through_the_graph(observed: dict) -> None:
    default = observed["retrieve_default"]
    assert ids(default)[0] == "pg-16" and "pg-15" not in ids(default)
    assert default["results"][0]["found_by"] == "graph:successor"  # 60 closer memories kept it out of the vector hits
    included = {r["id"]: r for r in observed["retrieve_included"]["results"]}
    assert included["pg-16"]["found_by"] == "graph:successor"


def test_include_superseded_still_returns_the_old_memory_ranked_lower(observed: dict) -> None:
    wide = {r["id"]: r for r in observed["retrieve_included_wide"]["results"]}
    old, new = wide["pg-15"], wide["pg-16"]
    assert old["status_multiplier"] == pytest.approx(0.4) and old["superseded_by"] == ["pg-16"]
    # The old wording matches better; the successor stands in for it, so it competes with that
    # similarity and wins by recency and status.
    assert new["stands_in_for"] == ["pg-15"] and "stands_in_for" not in old
    assert new["stands_in_because"] == "marked"
    assert old["semantic_score"] == pytest.approx(new["semantic_score"]) and old["score"] < new["score"]


@pytest.mark.parametrize("case, code", [
    ("itself", "INVALID_ARGUMENT"), ("unknown new", "NOT_FOUND"), ("unknown old", "NOT_FOUND"),
    ("cycle", "INVALID_ARGUMENT"), ("already superseded", "INVALID_ARGUMENT"),
    ("restore an Active memory", "INVALID_ARGUMENT"), ("restore an unknown id", "NOT_FOUND"),
    ("empty id", "INVALID_ARGUMENT"),
])
def test_unsafe_requests_are_refused_and_change_nothing(observed: dict, case: str, code: str) -> None:
    assert_error(observed["bad"][case], code)
    assert observed["unchanged_after_bad"] is True


def test_restore_brings_back_the_prior_status_and_removes_the_links(observed: dict) -> None:
    assert observed["restore_dry_run"]["unlinked_from"] == ["pg-16"] and observed["unchanged_after_restore_dry_run"]
    after = observed["after_restore"]
    assert observed["restore"]["status"] == "Active"
    assert after["pg-15"]["status"] == "Active" and after["pg-15"]["superseded_by"] == []
    assert after["pg-16"]["supersedes"] == []
    assert after["pg-15"]["supersession"]["state"] == "restored"


# ---- auto / off ---------------------------------------------------------------------------------


def test_auto_supersedes_a_confident_update_and_lists_it(observed: dict) -> None:
    auto = observed["auto"]
    assert [(a["old"], a["new"]) for a in auto["auto_superseded"]] == [("pool-20", "pool-50")]
    assert auto["auto_superseded"][0]["confidence"] >= 0.8
    after = observed["after_auto"]
    assert after["pool-20"]["status"] == "Superseded" and after["pool-20"]["superseded_by"] == ["pool-50"]
    assert after["pool-20"]["supersession"]["mode"] == "auto"


def test_auto_leaves_other_scopes_decision_records_and_newer_memories_alone(observed: dict) -> None:
    after, updates = observed["after_auto"], observed["auto"]["possible_updates"]
    assert after["pg-billing"]["status"] == "Active"  # "for billing" vs "for analytics"
    assert after["dr-db"]["status"] == "DecisionRecord"
    assert any(v["id"] == "dr-db" and v["kind"] == "updates" for v in updates["backups-90"])  # suggested only
    assert after["deploy-tue"]["status"] == "Active"  # newer than the incoming "Fridays"
    assert all(v["kind"] != "updates" for v in updates["deploy-fri"])


def test_a_partial_update_is_never_auto_superseded_and_comes_with_a_successor_keeping_the_other_fact(
        observed: dict) -> None:
    body = observed["partial"]
    assert body["auto_superseded"] == []
    verdict = next(v for v in body["possible_updates"]["db-tests-switch"] if v["id"] == "db-prod-tests")
    assert verdict["kind"] == "updates"
    assert verdict["partial"]["kept"] == ["We use PostgreSQL 16 in production"]
    assert verdict["partial"]["successor"].startswith("We use PostgreSQL 16 in production. We switched the test")
    assert observed["after_partial"]["status"] == "Active"


def test_an_automatic_supersession_is_undone_by_restore(observed: dict) -> None:
    assert observed["auto_restore"]["status"] == "Active"
    assert observed["after_auto_restore"]["pool-20"]["status"] == "Active"
    assert observed["after_auto_restore"]["pool-50"]["supersedes"] == []


def test_policy_off_skips_detection(observed: dict) -> None:
    off = observed["off"]
    assert off["update_policy"] == "off" and off["possible_updates"] == {} and off["auto_superseded"] == []
    assert observed["after_off"]["pool-20"]["status"] == "Active"
    assert observed["after_off"]["pool-60"]["possible_updates"] is None


# ---- dedup -------------------------------------------------------------------------------------


def test_dedup_merges_an_exact_repeat_and_keeps_its_provenance(observed: dict) -> None:
    body, after = observed["dedup"], observed["after_dedup"]
    assert body["merged"] == [{"id": "sessions-again", "into": "sessions", "cosine": 1.0}]
    assert "sessions-again" not in body["stored"] and "sessions-again" not in after
    merged = after["sessions"]["merged_from"][0]
    assert merged["id"] == "sessions-again" and merged["previous_source_created_at"] == "2026-03-05T10:00:00Z"
    assert after["sessions"]["source_created_at"] == "2026-03-28T10:00:00Z"  # as recent as its restatement


def test_dedup_flags_a_close_rewording_and_stores_it(observed: dict) -> None:
    body = observed["dedup"]
    assert body["stored"] == ["migrations-again"]
    flagged = body["possible_duplicates"][0]
    assert flagged["id"] == "migrations-again" and flagged["of"] == "migrations"
    assert 0.85 <= flagged["cosine"] <= 0.92


# ---- crash safety ---------------------------------------------


def test_an_interrupted_supersession_hides_nothing_and_a_rerun_finishes_it(observed: dict) -> None:
    assert observed["interrupted"]["status"] == "Active"
    assert observed["interrupted"]["supersession"]["state"] == "pending"
    assert observed["finish"]["noop"] is False
    assert observed["after_finish"]["status"] == "Superseded"
    assert observed["after_finish"]["supersession"]["state"] == "applied"
