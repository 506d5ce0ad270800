"""Partial updates: a new memory that changes only some of an older memory's facts is never a
one-click or automatic supersession; it comes with a rewritten successor that keeps the rest."""

from __future__ import annotations

import json
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

from cognee_memory.model import Memory, Status
from cognee_memory.updates.detect import Kind, classify_pair, may_auto_supersede
from cognee_memory.updates.partial import clauses, partial_update, split_facts
from cognee_memory.updates.signals import features

OLD = datetime(2026, 3, 2, 10, tzinfo=timezone.utc)
NEW = OLD + timedelta(days=18)
PROD_AND_TESTS = "We use PostgreSQL 16 in production and SQLite in tests."
TESTS_SWITCHED = "We switched the test database from SQLite to Testcontainers Postgres."


def mem(mid: str, text: str, when: datetime) -> Memory:
    return Memory(id=mid, text=text, topic="database", status=Status.ACTIVE, source_created_at=when)


def test_switching_the_test_database_keeps_the_production_fact_and_is_never_auto_superseded():
    old, new = mem("db-1", PROD_AND_TESTS, OLD), mem("db-2", TESTS_SWITCHED, NEW)
    verdict = classify_pair(new, old, 0.78)
    assert verdict is not None and verdict.kind is Kind.UPDATES
    assert verdict.partial is not None
    assert verdict.partial.kept == ("We use PostgreSQL 16 in production",)
    assert verdict.partial.replaced == ("We use SQLite in tests",)
    assert verdict.partial.successor == (
        "We use PostgreSQL 16 in production. "
        "We switched the test database from SQLite to Testcontainers Postgres.")
    assert not may_auto_supersede(new, verdict)
    body = verdict.to_json()
    assert body["partial"]["kept"] == ["We use PostgreSQL 16 in production"]
    assert any("still true" in r and "PostgreSQL 16 in production" in r for r in verdict.reasons)


def test_a_whole_update_has_no_successor_and_may_still_be_auto_superseded():
    old = mem("pg-15", "We use PostgreSQL 15 in production.", OLD)
    new = mem("pg-16", "We upgraded production to PostgreSQL 16.", NEW)
    verdict = classify_pair(new, old, 0.85)
    assert verdict is not None and verdict.kind is Kind.UPDATES and verdict.partial is None
    assert "partial" not in verdict.to_json()


@pytest.mark.parametrize("text, expected", [
    (PROD_AND_TESTS, ["We use PostgreSQL 16 in production", "We use SQLite in tests"]),
    ("Alice and Bob review pull requests.", ["Alice and Bob review pull requests"]),
    ("Deploys happen on Fridays. Releases are tagged by the on-call engineer; hotfixes skip the queue.",
     ["Deploys happen on Fridays", "Releases are tagged by the on-call engineer", "hotfixes skip the queue"]),
])
def test_facts_are_sentences_and_clauses_with_something_to_say(text, expected):
    assert clauses(text) == expected


def test_a_value_change_touches_only_the_fact_that_holds_the_value():
    facts = split_facts("Deploys happen on Fridays and releases are tagged by the on-call engineer.",
                        "Deploys happen on Tuesdays now.")
    assert [(f.text, f.touched) for f in facts] == [
        ("Deploys happen on Fridays", True), ("releases are tagged by the on-call engineer", False)]


def test_no_successor_when_every_fact_or_no_fact_is_touched():
    assert partial_update("CI runs on GitHub Actions.", "We migrated CI from GitHub Actions to GitLab CI.") is None
    assert partial_update("The logo is blue and the font is Inter.", "We adopted Kubernetes for the cluster.") is None


FACT_PAIRS = json.loads((Path(__file__).resolve().parents[2] / "data" / "fact_pairs.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("case", [p for p in FACT_PAIRS if p["group"] == "partial" and p["still_true"]], ids=lambda p: p["id"])
def test_every_labelled_partial_update_gets_a_successor_stating_each_still_true_fact_and_the_new_one(case):
    found = partial_update(case["old"]["text"], case["new"]["text"])
    assert found is not None
    successor = features(found.successor).content
    assert [f for f in case["still_true"] if not features(f).content <= successor] == []
    assert case["new"]["text"] in found.successor


@pytest.mark.parametrize("case", [p for p in FACT_PAIRS if p["group"] == "whole"], ids=lambda p: p["id"])
def test_a_labelled_whole_update_gets_no_successor(case):
    assert partial_update(case["old"]["text"], case["new"]["text"]) is None
