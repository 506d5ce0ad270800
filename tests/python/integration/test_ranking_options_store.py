"""The peers' rankings (the evaluation's scorers) end to end: a real Cognee store, the in-process
service, one process.

ranking_driver.py ingests five memories, stores an access count on one node (as the
retrieval-tracking feature does), and retrieves once per preset; the tests assert on the
responses. One subprocess (≈ 20–30 s, mostly the Cognee import) for the whole module.
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


@pytest.fixture(scope="module")
def responses(tmp_path_factory: pytest.TempPathFactory) -> dict:
    ws = tmp_path_factory.mktemp("ranking") / "ws"
    ws.mkdir()
    output = ws.parent / "responses.json"
    # This checkout's package, whatever the environment has installed.
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(PYTHON_DIR), os.environ.get("PYTHONPATH")]))}
    proc = subprocess.run([sys.executable, str(HERE / "ranking_driver.py"), str(ws), str(output)],
                          capture_output=True, text=True, timeout=600, env=env)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return json.loads(output.read_text())


def ids(body: dict) -> list[str]:
    return [r["id"] for r in body["results"]]


def test_the_default_is_the_spec_product_and_says_so(responses: dict) -> None:
    body = responses["plan018"]
    assert body["success"] and body["ranking"]["preset"] == "plan018" and body["half_life_days"] == 7.0
    for r in body["results"]:
        assert set(r["factors"]) == {"semantic", "recency", "status"}
        assert r["score"] == pytest.approx(r["semantic_score"] * r["recency_multiplier"] * r["status_multiplier"])


def test_synabun_reads_the_stored_access_count_and_shields_important_memories(responses: dict) -> None:
    body = responses["synabun"]
    assert body["success"] and body["half_life_days"] == 90.0
    results = {r["id"]: r for r in body["results"]}
    assert results["db-sqlite"]["factors"]["access_count"] == 40
    assert results["db-sqlite"]["factors"]["usage"] == pytest.approx(0.1)  # min(0.1, 0.01 · 40)
    year_old = results["db-pg"]["factors"]
    assert year_old["shielded"] is True and year_old["recency"] == 1.0
    for r in body["results"]:
        f = r["factors"]
        assert r["score"] == pytest.approx(0.7 * f["semantic"] + 0.2 * f["recency"] + 0.1 * f["usage"])
        assert f["semantic"] >= 0.3  # min_score


def test_mnemexa_drops_weak_matches_and_ages_from_the_last_access(responses: dict) -> None:
    body = responses["mnemexa"]
    assert body["success"]
    assert "ui-font" not in ids(body) and body["ranking"]["filtered_by_min_score"] >= 1
    sqlite = next(r for r in body["results"] if r["id"] == "db-sqlite")
    assert sqlite["factors"]["recency"] == pytest.approx(2 ** (-1 / 100))  # accessed 1 day before now


def test_memorysync_reports_the_detected_intent_and_its_half_life(responses: dict) -> None:
    body = responses["memorysync"]
    assert body["success"]
    assert body["ranking"]["intent"] == {"name": "recent", "cues": ["latest"], "half_life_days": 1.0}
    assert body["half_life_days"] == 1.0
    assert all("normalized" in r["factors"] for r in body["results"])


def test_recall_diversity_reorders_with_the_candidate_vectors(responses: dict) -> None:
    plain, diverse = responses["recall_plain"], responses["recall_diverse"]
    assert diverse["ranking"]["diversity_applied"] is True and plain["ranking"]["diversity_applied"] is False
    assert ids(diverse)[0] == ids(plain)[0]
    assert sorted(ids(diverse)) == sorted(ids(plain))
    assert ids(diverse) != ids(plain)  # the vectors changed the order below the top


def test_stored_vectors_are_the_embeddings_of_the_texts(responses: dict) -> None:
    vectors = responses["vectors"]
    assert vectors["stored"] == 5
    assert vectors["cosines"] == pytest.approx([1.0] * 5, abs=1e-5)


def test_a_bad_peer_option_is_an_invalid_argument(responses: dict) -> None:
    error = responses["bad_option"]["error"]
    assert error["code"] == "INVALID_ARGUMENT" and "nope" in error["message"]
