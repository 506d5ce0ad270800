"""The CLI contract under generated input, against one real store (through its backend):
exit 0 or 2, exactly one JSON object on stdout, no traceback anywhere, and on exit 2 the
store is exactly as it was.

Runs in-process with click's CliRunner; a fixed, derandomized budget keeps it to seconds.
"""

from __future__ import annotations

import json
import shutil
import tempfile
from pathlib import Path
from typing import Any, Iterator

import pytest
from click.testing import CliRunner, Result
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conftest import run_cli

from cognee_memory.backend import client
from cognee_memory.cli import ingest, retrieve
from cognee_memory.config import StoreConfig
from cognee_memory.model import KNOWN_FIELDS

pytestmark = pytest.mark.integration

BUDGET = settings(max_examples=40, deadline=None, derandomize=True,
                  suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
CLEAN_ENV = {name: None for name in ("COGNEE_MEMORY_WORKSPACE", "COGNEE_MEMORY_STORAGE_DIR",
                                     "COGNEE_MEMORY_EMBEDDER", "COGNEE_MEMORY_DIRECT")}

TEXT = st.text(alphabet=st.characters(min_codepoint=0, max_codepoint=0x10FFFF), max_size=30)
SCALARS = (st.none() | st.booleans() | st.integers(min_value=-(2**70), max_value=2**70) | st.floats() | TEXT
           | st.sampled_from(["0001-01-01T00:00:00+05:00", "2026-11-21T00:00:00Z", "Active", "p1", "p2"]))
JSON = st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=3) | st.dictionaries(TEXT, inner, max_size=3),
                    max_leaves=8)
# Ids from a small set, so the memories that are valid update each other instead of piling up.
MEMORY = st.dictionaries(st.sampled_from(sorted(KNOWN_FIELDS)), JSON, max_size=5).map(
    lambda d: {**d, "id": d["id"]} if isinstance(d.get("id"), str) and d["id"] in ("p1", "p2") else
    {k: v for k, v in d.items() if k != "id"} | ({"id": "p1"} if "text" in d else {}))
LINE = MEMORY.map(lambda d: json.dumps(d).encode("utf-8", "surrogatepass")) | st.binary(max_size=40)
OPTION_VALUE = TEXT | st.sampled_from(["0", "-1", "1e23", str(2**63), "9" * 5000, "", "nan", "inf", "5"])
RETRIEVE_OPTIONS = ["--top-k", "--max-tokens", "--half-life-days", "--now", "--status-multiplier",
                    "--fusion", "--compare-half-lives", "--query"]


@pytest.fixture(scope="module")
def workspace() -> Iterator[Path]:
    base = Path(tempfile.mkdtemp(prefix="cm-properties-"))
    ws = base / "ws"
    ws.mkdir()
    try:
        code, body, _ = run_cli("ingest.py", "--workspace", str(ws), "--file", "-",
                                stdin=json.dumps({"id": "seed", "text": "We use PostgreSQL."}) + "\n")
        assert code == 0, body
        yield ws
    finally:
        run_cli("backend.py", "--workspace", str(ws), "stop")
        shutil.rmtree(base, ignore_errors=True)


def snapshot(ws: Path) -> list[dict[str, Any]]:
    memories = client.call(StoreConfig.create(ws), {"op": "export"})["memories"]
    return sorted(memories, key=lambda m: m["id"])


def one_json_object(result: Result) -> dict[str, Any]:
    assert result.exit_code in (0, 2), (result.exit_code, result.stdout, result.exception)
    assert "Traceback" not in result.stdout and "Traceback" not in result.stderr
    lines = result.stdout.splitlines()
    assert len(lines) == 1, result.stdout
    body = json.loads(lines[0])
    assert isinstance(body, dict) and body["success"] is (result.exit_code == 0)
    if result.exit_code == 2:
        assert body["error"]["code"] and body["error"]["message"].strip()
    return body


@BUDGET
@given(st.lists(LINE, min_size=1, max_size=4))
def test_ingest_answers_exit_0_or_2_and_leaves_the_store_alone_on_2(workspace: Path, lines: list[bytes]) -> None:
    before = snapshot(workspace)
    result = CliRunner(env=CLEAN_ENV).invoke(
        ingest.main, ["--workspace", str(workspace), "--file", "-", "--update-policy", "off"],
        input=b"\n".join(lines) + b"\n")
    one_json_object(result)
    if result.exit_code == 2:
        assert snapshot(workspace) == before


@BUDGET
@given(st.lists(st.tuples(st.sampled_from(RETRIEVE_OPTIONS), OPTION_VALUE), max_size=4))
def test_retrieve_answers_exit_0_or_2_with_one_json_object(workspace: Path, options: list[tuple[str, str]]) -> None:
    argv = ["--workspace", str(workspace), "--query", "database"]
    for name, value in options:
        argv += [name, value]
    one_json_object(CliRunner(env=CLEAN_ENV).invoke(retrieve.main, argv))
