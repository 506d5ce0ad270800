"""A write killed between its steps (graph node, vector row, links) is finished by the next start:
no memory stays half-written, and a re-run edit or forget leaves no stale copy of the old text.

The kills are real (SIGKILL) and land at named points in the code (``storage/faults.py``), in
``--direct`` commands, each its own process as the backend would be. The store is built once
per module; each test asserts on what the recorded calls left.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from conftest import PYTHON_DIR, REPO_ROOT, run_cli, run_store_script
from cognee_memory.storage import faults

pytestmark = pytest.mark.integration

BEFORE_VECTORS = "node_writes.before_vectors"
BEFORE_LINKS = "store.before_links"
OLD_WORD, SOURCE_WORD = "QXOLDWORD", "QZSOURCEWORD"
GRAPH_DIR = Path(".cognee-memory/cognee/system/databases")

# Each memory's live vector text (by memory id) and each topic's members, as a reader sees them.
LOOK = """
import asyncio, json, sys
from pathlib import Path
from cognee_memory.config import StoreConfig
from cognee_memory.storage.factory import make_store

async def main():
    store = await make_store(StoreConfig.create(Path(sys.argv[1]))).open()
    table = await store._vector.get_collection("ChatMemory_text")
    rows = (await table.query().to_arrow()).to_pylist()
    names = await store._memory_ids([r["id"] for r in rows])
    texts = {names.get(r["id"], "?" + r["id"]): r["payload"]["text"] for r in rows}
    topics = {t: sorted(s.memory.id for s in members) for t, members in (await store.topics()).items()}
    await store.close()
    print(json.dumps({"vector_texts": texts, "topics": topics}))

asyncio.run(main())
"""


def jsonl(items: list[dict[str, Any]]) -> str:
    return "".join(json.dumps(item) + "\n" for item in items)


def cli(ws: Path, script: str, *args: str, stdin: str | None = None) -> dict[str, Any]:
    _, body, _ = run_cli(script, "--workspace", str(ws), "--direct", *args, stdin=stdin)
    assert body["success"], body
    return body


def killed(ws: Path, point: str, script: str, *args: str, stdin: str | None = None) -> None:
    """Run a command that the fault hook kills at ``point``; it must die there."""
    env = {**os.environ, faults.ENVIRONMENT_VARIABLE: point}
    env.pop("COGNEE_MEMORY_DIRECT", None)
    proc = subprocess.run([sys.executable, str(PYTHON_DIR / script), "--workspace", str(ws), "--direct", *args],
                          cwd=REPO_ROOT, input=stdin, capture_output=True, text=True, env=env, timeout=300)
    assert proc.returncode == -9, f"not killed at {point}: {proc.returncode} {proc.stdout} {proc.stderr[-2000:]}"


def files_holding(ws: Path, word: str) -> list[str]:
    needle = word.encode()
    return sorted(str(p.relative_to(ws)) for p in (ws / ".cognee-memory").rglob("*")
                  if p.is_file() and not p.is_symlink() and needle in p.read_bytes())


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    ws = tmp_path_factory.mktemp("interrupted") / "ws"
    ws.mkdir()
    cli(ws, "ingest.py", "--file", "-", "--update-policy", "off", stdin=jsonl([
        {"id": "k1", "text": f"Keys rotate every {OLD_WORD} days.", "topic": "keys"},
        {"id": "g1", "text": f"The backend language is Go, chosen for {SOURCE_WORD} reasons.", "topic": "lang"},
        {"id": "g2", "text": "The frontend is written in TypeScript.", "topic": "lang"},
    ]))
    record = cli(ws, "compact.py", "--topic", "lang")
    out: dict[str, Any] = {"ws": ws, "record": record}

    # An edit killed after its graph write, before its vector write; then a WAL copy a killed
    # recovery left behind, holding the old text; then the same edit again.
    killed(ws, BEFORE_VECTORS, "edit.py", "--id", "k1", "--text", "Keys rotate every 30 days.")
    backup = ws / GRAPH_DIR / "cognee_graph_ladybug.wal.20260101T000000000000Z.bak"
    backup.write_bytes(b"\0log copy\0" + f"Keys rotate every {OLD_WORD} days.".encode())
    out["edit_again"] = cli(ws, "edit.py", "--id", "k1", "--text", "Keys rotate every 30 days.")
    out["old_word_files"] = files_holding(ws, OLD_WORD)

    # A forget of a compaction source killed while it rewrote the record; then the same forget.
    killed(ws, BEFORE_VECTORS, "forget.py", "--id", "g1")
    out["forget_again"] = cli(ws, "forget.py", "--id", "g1")
    out["source_word_files"] = files_holding(ws, SOURCE_WORD)
    out["source_word_hits"] = cli(ws, "retrieve.py", "--query", SOURCE_WORD)["results"]

    # New memories: one ingest killed before its vector rows, one before its links.
    killed(ws, BEFORE_VECTORS, "ingest.py", "--file", "-", "--update-policy", "off",
           stdin=jsonl([{"id": "n1", "text": "Retries back off exponentially.", "topic": "net"}]))
    killed(ws, BEFORE_LINKS, "ingest.py", "--file", "-", "--update-policy", "off",
           stdin=jsonl([{"id": "n2", "text": "Timeouts are five seconds.", "topic": "net",
                         "references": ["src/net.py"]}]))
    out["look"] = run_store_script(LOOK, ws)
    out["unfinished_left"] = (ws / ".cognee-memory" / "unfinished-write.json").exists()
    return out


def test_a_rerun_edit_leaves_the_new_text_in_the_vector_row(store: dict[str, Any]) -> None:
    assert store["look"]["vector_texts"]["k1"] == "Keys rotate every 30 days."


def test_a_rerun_edit_leaves_no_copy_of_the_old_text_not_even_a_log_backup(store: dict[str, Any]) -> None:
    assert store["old_word_files"] == []


def test_a_rerun_forget_leaves_no_copy_of_the_forgotten_sentence(store: dict[str, Any]) -> None:
    assert store["source_word_files"] == []
    assert not any(SOURCE_WORD in hit["text"] for hit in store["source_word_hits"])
    assert all(SOURCE_WORD not in text for text in store["look"]["vector_texts"].values())


def test_a_memory_killed_before_its_vector_row_has_it_after_the_next_start(store: dict[str, Any]) -> None:
    assert store["look"]["vector_texts"]["n1"] == "Retries back off exponentially."


def test_a_memory_killed_before_its_links_has_them_after_the_next_start(store: dict[str, Any]) -> None:
    assert store["look"]["topics"]["net"] == ["n1", "n2"]
    assert store["look"]["vector_texts"]["n2"] == "Timeouts are five seconds."
    assert not store["unfinished_left"]
