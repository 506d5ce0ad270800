"""The pipeline: a successor competes with the relevance of the memory it replaced."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

from cognee_memory.model import Memory, Status
from cognee_memory.requests import RetrieveRequest
from cognee_memory.retrieval.candidates import Candidate
from cognee_memory.retrieval.pipeline import rank_candidates

NOW = datetime(2026, 11, 21, tzinfo=timezone.utc)


def _candidate(memory_id: str, cosine: float, bm25: float | None, days: float, status: Status = Status.ACTIVE,
               predecessors: tuple[Candidate, ...] = ()) -> Candidate:
    memory = Memory(id=memory_id, text=memory_id, status=status, source_created_at=NOW - timedelta(days=days))
    return Candidate(memory, cosine, "vector", {}, bm25, predecessors)


def test_the_newer_decision_beats_a_recent_note_when_the_question_matched_the_old_wording() -> None:
    # The question's words are the old decision's; the note is recent and loosely related.
    old = _candidate("old", 0.60, 8.0, 200, Status.SUPERSEDED)
    new = _candidate("new", 0.25, None, 40, predecessors=(old,))
    note = _candidate("note", 0.36, 3.0, 6)
    body = rank_candidates([new, note], RetrieveRequest(query="q", now=NOW, top_k=5))
    assert [r["id"] for r in body["results"]][:2] == ["new", "note"]
    first = body["results"][0]
    assert first["gated"] and first["relevance"] > body["results"][1]["relevance"]
    assert first["stands_in_for"] == ["old"] and first["stands_in_cosine"] == 0.60
    assert "stands_in_for" not in body["results"][1] and "stands_in_cosine" not in body["results"][1]


def test_without_the_link_the_same_newer_memory_loses_to_the_note() -> None:
    new = _candidate("new", 0.25, None, 40)
    note = _candidate("note", 0.36, 3.0, 6)
    body = rank_candidates([new, note], RetrieveRequest(query="q", now=NOW, top_k=5))
    assert body["results"][0]["id"] == "note"


def test_with_superseded_shown_the_newer_decision_still_comes_first() -> None:
    old = _candidate("old", 0.60, 8.0, 200, Status.SUPERSEDED)
    new = _candidate("new", 0.25, None, 40, predecessors=(old,))
    body = rank_candidates([old, new], RetrieveRequest(query="q", now=NOW, top_k=5, include_superseded=True))
    assert [r["id"] for r in body["results"]] == ["new", "old"]


def _note(memory_id: str, text: str, cosine: float, bm25: float | None, days: float,
          predecessors: tuple[Candidate, ...] = ()) -> Candidate:
    memory = Memory(id=memory_id, text=text, status=Status.ACTIVE, source_created_at=NOW - timedelta(days=days))
    return Candidate(memory, cosine, "vector", {}, bm25, predecessors)


def test_a_question_that_says_what_was_replaced_gets_the_successor_before_a_newer_note_on_another_matter() -> None:
    # "what replaced influx …?": the gateway note shares the question's words but says nothing about what stores
    # the readings; the ClickHouse note stands in for the InfluxDB one.
    influx = _note("influx", "inverter readings are written to InfluxDB, one database per region", 0.40, 2.5, 395)
    clickhouse = _note("clickhouse", "all telemetry lands in ClickHouse since the summer", 0.09, None, 90,
                       predecessors=(influx,))
    gateway = _note("gateway", "gateways read their inverters every 10 seconds with firmware 2.4", 0.34, 4.0, 45)
    body = rank_candidates([influx, clickhouse, gateway],
                           RetrieveRequest(query="what replaced influx for the inverter readings?", now=NOW, top_k=5))
    assert body["results"][0]["id"] == "clickhouse"
    # Without a stand-in nothing is set apart: the gateway note is first by its age, as before.
    body = rank_candidates([influx, gateway],
                           RetrieveRequest(query="what replaced influx for the inverter readings?", now=NOW, top_k=5))
    assert body["results"][0]["id"] == "gateway"
