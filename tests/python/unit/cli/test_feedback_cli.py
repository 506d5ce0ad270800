"""feedback.py record / recommend: the JSON contract, bad input (exit 2), scrubbing, and a
record → recommend round trip across processes. None of it opens the Cognee store."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from cognee_memory.cli import feedback
from conftest import run_cli

CLEAN_ENV = {name: None for name in ("COGNEE_MEMORY_WORKSPACE", "COGNEE_MEMORY_STORAGE_DIR",
                                     "COGNEE_MEMORY_EMBEDDER", "COGNEE_MEMORY_DIRECT")}
GITHUB_TOKEN = "ghp_" + "Zq8xW3nVb7Lk2Tr9Yp4Hs6Jd1Mf5Gc0Ae8Ui"


def invoke(args: list[str], stdin: str | None = None) -> tuple[int, dict]:
    result: Result = CliRunner(env=CLEAN_ENV).invoke(feedback.main, args, input=stdin)
    assert "Traceback" not in result.stdout and "Traceback" not in result.stderr
    lines = result.stdout.splitlines()
    assert len(lines) == 1, result.stdout
    return result.exit_code, json.loads(lines[0])


def jsonl(*events: dict) -> str:
    return "".join(json.dumps(e) + "\n" for e in events)


def answer(rid: str, question: str, ages: list[float], semantics: list[float], *, helpful: bool | None,
           opened: str | None = None) -> list[dict]:
    memories = [{"id": f"{rid}-m{i}", "rank": i + 1, "semantic": s, "age_days": a, "status": "Active"}
                for i, (a, s) in enumerate(zip(ages, semantics))]
    events = [{"type": "shown", "retrieval_id": rid, "question": question, "half_life_days": 7, "memories": memories}]
    if helpful is not None:
        events.append({"type": "rating", "retrieval_id": rid, "helpful": helpful})
    if opened is not None:
        events.append({"type": "opened", "retrieval_id": rid, "memory_id": f"{rid}-{opened}"})
    return events


def prefers_older_memories() -> list[dict]:
    """Six questions: each 👍 answer's user opens the older, more relevant memory (m1), which
    a 7-day half-life ranks below a fresh, less relevant one (m0); a 90-day one ranks it first."""
    events = []
    for q in range(6):
        events += answer(f"r-{q}", f"question {q}", ages=[1.0, 30.0 + q, 2.0, 3.0],
                         semantics=[0.50, 0.70, 0.30, 0.20], helpful=True, opened="m1")
    return events


def test_recorded_feedback_is_read_back_by_recommend_in_a_later_process(workspace: Path) -> None:
    code, body, _ = run_cli("feedback.py", "record", "--workspace", str(workspace), "--file", "-",
                            stdin=jsonl(*prefers_older_memories()))
    assert code == 0 and body["recorded"] == 18 and body["redactions"]["count"] == 0
    code, body, _ = run_cli("feedback.py", "recommend", "--workspace", str(workspace), "--half-life-days", "7")
    assert code == 0, body
    assert body["evidence"]["helpful"] == 24 and body["evidence"]["questions"] == 6
    assert body["log"] == {"events": 18, "skipped_lines": 0, "orphans": 0}
    rec = body["recommendation"]
    assert rec["change"] is True and rec["half_life_days"] > 14  # m1 (older, more relevant) first needs a long half-life
    assert rec["agreement"] == 1.0 and body["current"]["agreement"] < 1.0
    assert 0.0 <= rec["confidence"] <= 1.0 and rec["confidence_label"] in {"high", "medium", "low"}
    # The curve is the spec's formula at work: per question, the share of m1's three pairs it wins.
    def score(semantic: float, age: float, h: float) -> float:
        return semantic * math.exp(-math.log(2) * age / h)

    for point in body["curve"]:
        h = point["half_life_days"]
        shares = [sum(score(0.70, 30 + q, h) > score(s, a, h) for s, a in ((0.5, 1), (0.3, 2), (0.2, 3))) / 3
                  for q in range(6)]
        assert point["agreement"] == pytest.approx(sum(shares) / 6, abs=1e-4), h
    stored = (workspace / ".cognee-memory" / "feedback" / "events.jsonl").read_text()
    assert "question 1" not in stored


def test_too_little_feedback_is_a_null_recommendation_with_what_is_missing(tmp_path: Path) -> None:
    code, _ = invoke(["record", "--workspace", str(tmp_path), "--file", "-"],
                     jsonl(*answer("r-1", "q", [1, 2], [0.5, 0.4], helpful=True, opened="m1")))
    assert code == 0
    code, body = invoke(["recommend", "--workspace", str(tmp_path)])
    assert code == 0 and body["recommendation"] is None
    assert body["evidence"]["missing"] == {"helpful": 18, "questions": 4}
    assert "2 of 20 helpful signals" in body["reason"] and "1 of 5 questions" in body["reason"]
    code, body = invoke(["recommend", "--workspace", str(tmp_path), "--min-helpful", "2", "--min-questions", "1"])
    assert body["recommendation"] is not None


def test_a_secret_in_an_id_is_redacted_before_it_is_written(tmp_path: Path) -> None:
    event = {"type": "opened", "retrieval_id": "r-1", "memory_id": f"token {GITHUB_TOKEN}"}
    code, body = invoke(["record", "--workspace", str(tmp_path), "--file", "-"], jsonl(event))
    assert code == 0 and body["redactions"]["count"] == 1
    stored = (tmp_path / ".cognee-memory" / "feedback" / "events.jsonl").read_text()
    assert GITHUB_TOKEN not in stored and "[REDACTED:" in stored


@pytest.mark.parametrize("args, stdin, code", [
    (["record", "--file", "-"], "not json\n", "INVALID_INPUT"),
    (["record", "--file", "-"], jsonl({"type": "rating", "retrieval_id": "r-1", "helpful": "yes"}), "INVALID_INPUT"),
    (["record", "--file", "-"], "\n", "INVALID_INPUT"),
    (["record", "--file", "/no/such/file.jsonl"], None, "INVALID_ARGUMENT"),
    (["record"], None, "USAGE_ERROR"),
    (["recommend", "--half-life-days", "0"], None, "INVALID_ARGUMENT"),
    (["recommend", "--half-life-days", "inf"], None, "INVALID_ARGUMENT"),
    (["recommend", "--half-life-days", "soon"], None, "INVALID_ARGUMENT"),
    (["recommend", "--min-helpful", "0"], None, "INVALID_ARGUMENT"),
    (["recommend", "--min-questions", "many"], None, "USAGE_ERROR"),
    (["forget"], None, "USAGE_ERROR"),
])
def test_bad_input_is_one_json_error_with_exit_2_and_records_nothing(tmp_path: Path, args: list[str],
                                                                     stdin: str | None, code: str) -> None:
    full = [args[0], "--workspace", str(tmp_path), *args[1:]] if args[0] != "forget" else args
    exit_code, body = invoke(full, stdin)
    assert exit_code == 2 and body["success"] is False and body["error"]["code"] == code, body
    assert not (tmp_path / ".cognee-memory" / "feedback" / "events.jsonl").exists()


def test_an_unknown_workspace_is_workspace_not_found(tmp_path: Path) -> None:
    exit_code, body = invoke(["recommend", "--workspace", str(tmp_path / "missing")])
    assert exit_code == 2 and body["error"]["code"] == "WORKSPACE_NOT_FOUND"


def test_the_log_lives_under_the_storage_dir_when_one_is_given(tmp_path: Path) -> None:
    storage = tmp_path / "elsewhere"
    code, _ = invoke(["record", "--workspace", str(tmp_path), "--storage-dir", str(storage), "--file", "-"],
                     jsonl({"type": "rating", "retrieval_id": "r-1", "helpful": True}))
    assert code == 0 and (storage / "feedback" / "events.jsonl").is_file()
