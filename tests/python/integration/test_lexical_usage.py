"""Lexical (BM25) retrieval, rank fusion and usage tracking against real Cognee.

One scenario runs in one process (lexical_usage_driver.py, ~25 s); this file asserts on what it observed.
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
DRIVER = HERE / "lexical_usage_driver.py"
CORPUS_IDS = 11  # memories in the driver's corpus


@pytest.fixture(scope="module")
def seen(tmp_path_factory: pytest.TempPathFactory) -> dict:
    ws = tmp_path_factory.mktemp("lexical") / "ws"
    ws.mkdir()
    output = ws.parent / "observed.json"
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(PYTHON_DIR), os.environ.get("PYTHONPATH", "")])}
    proc = subprocess.run([sys.executable, str(DRIVER), str(ws), str(output)], capture_output=True,
                          text=True, timeout=600, env=env)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return json.loads(output.read_text())


def ids(body: dict) -> list[str]:
    return [r["id"] for r in body["results"]]


# ---- lexical retrieval and fusion ---------------------------------------------------------


def test_bm25_finds_the_memory_with_the_rare_word_first(seen: dict) -> None:
    hits = seen["bm25_hits"]
    assert hits and hits[0][0] == "rare"
    assert len(hits) == 1  # no other memory contains the word
    assert hits[0][1] > 0


def test_the_default_retrieve_carries_no_lexical_fields(seen: dict) -> None:
    plain = seen["plain"]
    assert plain == seen["plain_again"]
    assert not {"lexical", "fusion", "usage_tracking"} & set(plain)
    assert all(not {"retrievers", "cosine", "rrf_score"} & set(r) for r in plain["results"])


def test_lexical_retrieve_reports_the_rank_each_retriever_gave(seen: dict) -> None:
    body = seen["lexical"]
    assert body["lexical"] is True and body["fusion"] is None
    rare = next(r for r in body["results"] if r["id"] == "rare")
    assert rare["retrievers"]["bm25"] == 1
    assert rare["cosine"] == pytest.approx(rare["semantic_score"])


def test_rrf_ranks_the_exact_match_first_and_keeps_the_formula(seen: dict) -> None:
    body = seen["rrf"]
    assert ids(body)[0] == "rare"
    top = body["results"][0]
    assert top["rrf_score"] >= 1 / 61  # at least BM25's first place
    assert body["fusion"]["k"] == 60
    for r in body["results"]:
        assert r["score"] == pytest.approx(r["semantic_score"] * r["recency_multiplier"] * r["status_multiplier"])
        assert 0 < r["semantic_score"] <= 1


def test_the_full_text_index_keeps_up_with_new_and_rewritten_memories(seen: dict) -> None:
    after = seen["after_write"]
    assert after["WBV3310"][:1] == ["late"]
    assert after["Memcached"][:1] == ["caching-0"]
    assert "caching-0" not in after["Redis"]  # its old wording is gone
    assert after["QZX7741"] == ["rare"]


# ---- usage tracking -----------------------------------------------------------------------


def test_nothing_is_counted_before_any_tracked_retrieval(seen: dict) -> None:
    assert len(seen["usage_initial"]) == CORPUS_IDS
    assert all(u == {"access_count": None, "last_accessed_at": None} for u in seen["usage_initial"].values())


def test_without_the_backend_tracking_is_skipped_and_says_so(seen: dict) -> None:
    assert seen["direct_tracking"] == "skipped"
    assert seen["usage_after_direct"] == seen["usage_initial"]


def test_tracked_retrieval_counts_each_returned_memory_after_answering(seen: dict) -> None:
    tracked = seen["tracked"]
    assert tracked["usage_tracking"] == "queued"
    returned = ids(tracked)
    assert returned
    assert seen["usage_right_after_answer"] == seen["usage_initial"]  # written after the answer
    after_one = seen["usage_after_one"]
    for memory_id, u in after_one.items():
        if memory_id in returned:
            assert u["access_count"] == 1
            assert u["last_accessed_at"].endswith("Z") and u["last_accessed_at"] >= "2026"
        else:
            assert u["access_count"] is None
    after_three = seen["usage_after_three"]
    assert {m: after_three[m]["access_count"] for m in returned} == {m: 3 for m in returned}


def test_untracked_retrieval_changes_no_count(seen: dict) -> None:
    assert "usage_tracking" not in seen["untracked"]
    assert seen["usage_after_untracked"] == seen["usage_after_three"]


def test_reingesting_a_memory_keeps_its_counters(seen: dict) -> None:
    first = seen["reingested"]
    assert seen["usage_after_reingest"][first] == seen["usage_after_three"][first]


def test_a_failing_usage_write_leaves_the_answer_and_the_counts_alone(seen: dict) -> None:
    failing = dict(seen["failing"])
    assert failing.pop("usage_tracking") == "queued"
    assert failing == seen["untracked_after_reingest"]
    assert seen["batches_failed"] == 1
    assert seen["usage_after_failure"] == {**seen["usage_after_untracked"], **seen["usage_after_reingest"]}
