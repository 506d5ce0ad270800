"""Feedback next to a real store: the service records events built from a real retrieval, a
later process (a restart) reads them back, and recommend uses them.

One subprocess runs the in-process MemoryService (one Cognee import, ≈ 15–20 s); the other
steps are feedback.py calls, which never import Cognee.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap

import pytest

from conftest import REPO_ROOT, assert_error, run_cli

pytestmark = pytest.mark.integration

NOW = "2026-11-21T00:00:00Z"
MEMORIES = [
    {"id": "db-old", "text": "We chose PostgreSQL as the main database for its JSONB columns.", "topic": "database",
     "status": "Active", "source_created_at": "2026-08-02T10:00:00Z"},
    {"id": "db-new", "text": "Local development and tests use SQLite as the database.", "topic": "database",
     "status": "Active", "source_created_at": "2026-11-18T10:00:00Z"},
    {"id": "ci", "text": "CI runs the slow integration suite only on main.", "topic": "ci",
     "status": "Active", "source_created_at": "2026-10-01T10:00:00Z"},
]

DRIVER = textwrap.dedent("""
    import asyncio, json, sys
    from pathlib import Path
    from cognee_memory.errors import MemoryToolError
    from cognee_memory.backend.service import MemoryService
    from cognee_memory.config import StoreConfig

    ws, memories, now, out = Path(sys.argv[1]), sys.argv[2], sys.argv[3], Path(sys.argv[4])

    async def call(service, request):
        try:
            return await service.handle(request)
        except MemoryToolError as exc:
            return exc.to_json()

    async def main():
        service = await MemoryService(StoreConfig.create(ws)).open()
        await call(service, {"op": "ingest", "text": memories})
        found = await call(service, {"op": "retrieve", "query": "which database do we use?", "top_k": 3, "now": now})
        hits = found["results"]
        shown = {"type": "shown", "retrieval_id": "r-int-1", "question": "which database do we use?",
                 "half_life_days": 7, "memories": [
                     {"id": h["id"], "rank": i + 1, "semantic": h["semantic_score"], "age_days": h["age_days"],
                      "status": h["status"], "status_multiplier": h["status_multiplier"]}
                     for i, h in enumerate(hits)]}
        events = [shown, {"type": "rating", "retrieval_id": "r-int-1", "helpful": True},
                  {"type": "opened", "retrieval_id": "r-int-1", "memory_id": hits[-1]["id"]}]
        recorded = await call(service, {"op": "record_feedback", "events": events})
        bad = await call(service, {"op": "record_feedback", "events": [{"type": "rating", "retrieval_id": "r-int-1"}]})
        advice = await call(service, {"op": "recommend_half_life", "half_life_days": 7,
                                      "min_helpful": 1, "min_questions": 1})
        out.write_text(json.dumps({"found": found, "recorded": recorded, "bad": bad, "advice": advice}))

    asyncio.run(main())
""")


@pytest.fixture(scope="module")
def session(tmp_path_factory: pytest.TempPathFactory) -> dict:
    ws = tmp_path_factory.mktemp("feedback") / "ws"
    ws.mkdir()
    output = ws.parent / "session.json"
    jsonl = "".join(json.dumps(m) + "\n" for m in MEMORIES)
    proc = subprocess.run([sys.executable, "-c", DRIVER, str(ws), jsonl, NOW, str(output)], cwd=REPO_ROOT,
                          env={**os.environ, "PYTHONPATH": str(REPO_ROOT / "python")},
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return {"ws": ws, **json.loads(output.read_text())}


def test_the_service_records_the_ranking_inputs_of_a_real_retrieval(session: dict) -> None:
    assert session["recorded"]["success"] is True and session["recorded"]["recorded"] == 3
    log = session["ws"] / ".cognee-memory" / "feedback" / "events.jsonl"
    shown = json.loads(log.read_text().splitlines()[0])
    hits = session["found"]["results"]
    assert [m["id"] for m in shown["memories"]] == [h["id"] for h in hits]
    assert [m["semantic"] for m in shown["memories"]] == [h["semantic_score"] for h in hits]
    assert [m["age_days"] for m in shown["memories"]] == [h["age_days"] for h in hits]
    assert "database" not in log.read_text(), "the question text is not stored"


def test_an_invalid_event_through_the_service_is_invalid_input_and_adds_nothing(session: dict) -> None:
    assert_error(session["bad"], "INVALID_INPUT")
    log = session["ws"] / ".cognee-memory" / "feedback" / "events.jsonl"
    assert len(log.read_text().splitlines()) == 3


def test_after_a_restart_recommend_reads_the_same_feedback(session: dict) -> None:
    in_service = session["advice"]
    assert in_service["success"] is True and in_service["evidence"]["retrievals"] == 1
    code, body, _ = run_cli("feedback.py", "recommend", "--workspace", str(session["ws"]),
                            "--min-helpful", "1", "--min-questions", "1")
    assert code == 0
    n = len(session["found"]["results"])
    assert body["evidence"]["helpful"] == n and body["evidence"]["pairs"] == n - 1
    assert body["recommendation"] == in_service["recommendation"]
    assert body["curve"] == in_service["curve"]
