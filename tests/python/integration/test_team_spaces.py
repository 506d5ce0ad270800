"""Team spaces on a real PostgreSQL server: several members' backends writing one space at
once, spaces isolated from each other, migration local → team → local, and the password
kept out of argv, output and files."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from cognee_memory.backend import client
from cognee_memory.config import StoreConfig, parse_team_server
from driver_support import jsonl

pytestmark = pytest.mark.integration

ROOT = Path(__file__).resolve().parents[3]
MEMBERS = 3
WRITERS_PER_MEMBER = 4
BATCHES = 3
BATCH_SIZE = 10
_outputs: list[str] = []  # every CLI stdout/stderr of this module, scanned for the password


def call(config: StoreConfig, op: str, **fields: object) -> dict:
    return client.call(config, {"op": op, **fields})


def team(server, workspace: Path, space: str) -> StoreConfig:
    return StoreConfig.create(workspace, None, "local", "postgres", parse_team_server(server.team_server(space)))


def cli(script: str, *args: str, env: dict[str, str] | None = None) -> tuple[int, dict]:
    full_env = {**os.environ, **(env or {})}
    full_env.pop("COGNEE_MEMORY_DIRECT", None)
    proc = subprocess.run([sys.executable, str(ROOT / "python" / script), *args], capture_output=True,
                          text=True, env=full_env, timeout=600)
    _outputs.extend([proc.stdout, proc.stderr])
    assert "Traceback" not in proc.stdout + proc.stderr, proc.stderr
    lines = proc.stdout.splitlines()
    assert len(lines) == 1, proc.stdout + proc.stderr
    return proc.returncode, json.loads(lines[0])


def server_args(server, space: str) -> list[str]:
    return ["--team-server", server.team_server(space)]


@pytest.fixture(scope="module")
def backends(pg_server, tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, list[StoreConfig]]]:
    """Three people, each with their own workspace and backend, on the space 'shared'; the first
    also on the space 'other'; the first two's local stores (for migration). All started
    together: the members race to set the new space up, and start-up (importing Cognee)
    overlaps."""
    members = [team(pg_server, tmp_path_factory.mktemp(f"member{i}"), "shared") for i in range(MEMBERS)]
    others = [team(pg_server, members[0].workspace, "other")]
    locals_ = [StoreConfig.create(members[0].workspace), StoreConfig.create(members[1].workspace)]
    every = members + others + locals_
    try:
        with ThreadPoolExecutor(len(every)) as pool:
            list(pool.map(client.ensure_backend, every))
        yield {"members": members, "other": others, "local": locals_}
    finally:
        for config in every:
            client.stop(config)


@pytest.fixture(scope="module")
def members(backends: dict[str, list[StoreConfig]]) -> list[StoreConfig]:
    return backends["members"]


def test_several_members_writing_at_once_lose_nothing(members: list[StoreConfig]) -> None:
    def writer(job: tuple[int, int]) -> list[str]:
        member, writer_no = job
        stored = []
        for batch in range(BATCHES):
            memories = [{"id": f"w{member}-{writer_no}-{batch}-{i}", "topic": f"topic{i % 3}", "status": "Active",
                         "text": f"member {member} writer {writer_no} batch {batch} note {i} about the queue"}
                        for i in range(BATCH_SIZE)]
            # Everyone also rewrites the same memory: last writer wins, nobody fails.
            memories.append({"id": "hot", "text": f"hot memory last written by {member}/{writer_no}/{batch}"})
            stored += [s for s in call(members[member], "ingest", text=jsonl(memories))["stored"] if s != "hot"]
            call(members[(member + 1) % MEMBERS], "retrieve", query="queue note", top_k=5)
        return stored

    jobs = [(m, w) for m in range(MEMBERS) for w in range(WRITERS_PER_MEMBER)]
    with ThreadPoolExecutor(len(jobs)) as pool:
        written = [s for stored in pool.map(writer, jobs) for s in stored]
    expected = {f"w{m}-{w}-{b}-{i}" for m, w in jobs for b in range(BATCHES) for i in range(BATCH_SIZE)}
    assert set(written) == expected
    for config in members:  # every member sees every write
        ids = {m["id"] for m in call(config, "export")["memories"]}
        assert ids >= expected | {"hot"}
        assert call(config, "stats")["memories"] == len(ids)


def test_two_members_compacting_one_topic_at_once_make_one_record(members: list[StoreConfig]) -> None:
    call(members[0], "ingest", text=jsonl([
        {"id": f"race{i}", "topic": "race", "status": "Active", "text": f"race note {i}: retries use jitter"}
        for i in range(4)
    ]))
    with ThreadPoolExecutor(2) as pool:
        answers = list(pool.map(lambda c: call(c, "compact", topic="race"), members[:2]))
    made = [a for a in answers if not a.get("noop")]
    assert len(made) == 1 and len([a for a in answers if a.get("noop")]) == 1
    topic = {t["topic"]: t for t in call(members[2], "list_topics")["topics"]}["race"]
    assert topic["has_decision_record"] is True and topic["active"] == 0


def test_a_space_sees_only_its_own_memories(backends: dict[str, list[StoreConfig]], members: list[StoreConfig]) -> None:
    other = backends["other"][0]
    call(other, "ingest", text=jsonl([{"id": "secret-plan", "text": "The other team moves billing to Kafka"}]))
    assert call(other, "stats")["memories"] == 1
    assert [m["id"] for m in call(other, "export")["memories"]] == ["secret-plan"]
    shared_ids = {m["id"] for m in call(members[0], "export")["memories"]}
    assert "secret-plan" not in shared_ids
    found = call(members[1], "retrieve", query="billing to Kafka", top_k=50)["results"]
    assert "secret-plan" not in {r["id"] for r in found}
    assert other.storage_dir != members[0].storage_dir  # its own backend, socket and logs


def test_migration_copies_a_workspace_into_its_team_space_and_back(
    pg_server, backends: dict[str, list[StoreConfig]], members: list[StoreConfig]
) -> None:
    source_ws, target_ws = members[0].workspace, members[1].workspace
    local_source, local_target = backends["local"]
    call(local_source, "ingest", text=jsonl([
        {"id": "mig-old", "text": "Invoices were rendered with wkhtmltopdf", "topic": "invoices",
         "status": "Superseded", "source_created_at": "2026-01-05T09:00:00Z", "references": ["src/pdf.ts"],
         "decisions": ["render server-side"], "importance": 0.3},
        {"id": "mig-new", "text": "Invoices are rendered with a headless browser", "topic": "invoices",
         "status": "DecisionRecord", "source_created_at": "2026-02-01T09:00:00Z", "supersedes": ["mig-old"],
         "rationale": ["fonts render correctly"], "open_questions": ["page size?"]},
        {"id": "mig-legacy", "text": "Support replies within one business day", "topic": "support"},
    ] + [{"id": f"mig-q{i}", "text": f"queue worker {i} retries with jitter", "topic": "queue",
          "status": "Active", "source_created_at": f"2026-03-0{i + 1}T10:00:00Z"} for i in range(3)]))
    record = call(local_source, "compact", topic="queue")["record_id"]
    before = {m["id"]: m for m in call(local_source, "export")["memories"]}

    code, body = cli("migrate.py", "--workspace", str(source_ws), *server_args(pg_server, "shared"), "to-team")
    assert code == 0 and body["exported"] == len(before) and body["imported"] == len(before)
    in_team = {m["id"]: m for m in call(members[2], "export")["memories"] if m["id"] in before}
    assert in_team == before

    code, body = cli("migrate.py", "--workspace", str(target_ws), "to-local",  # the URL from the environment
                     env={"COGNEE_MEMORY_TEAM_SERVER": pg_server.team_server("shared")})
    assert code == 0
    back = {m["id"]: m for m in call(local_target, "export")["memories"] if m["id"] in before}
    assert back == before
    assert back[record]["properties"]["compaction"]["state"] == "applied"
    undone = call(local_target, "undo", record_id=record)  # the compaction is still undoable
    assert set(undone["restored"]) == {"mig-q0", "mig-q1", "mig-q2"}

    code, again = cli("migrate.py", "--workspace", str(source_ws), *server_args(pg_server, "shared"), "to-team")
    assert code == 0 and again["imported"] == len(before)  # idempotent: same ids, same nodes
    assert {m["id"]: m for m in call(members[2], "export")["memories"] if m["id"] in before} == before


def test_a_wrong_password_is_a_clear_error_that_does_not_echo_it(pg_server, tmp_path: Path) -> None:
    wrong = "Wrong-" + pg_server.password[::-1]
    code, body = cli("retrieve.py", "--workspace", str(tmp_path), "--profile", "postgres",
                     *server_args(pg_server, "shared"), "--query", "anything",
                     env={"COGNEE_MEMORY_PG_PASSWORD": wrong})
    assert code == 1 and body["error"]["code"] == "STORE_ERROR"
    assert "refused the login" in body["error"]["message"]
    assert wrong not in json.dumps(body)
    for path in tmp_path.rglob("*"):
        if path.is_file():
            assert wrong.encode() not in path.read_bytes(), path


def test_a_password_cognee_cannot_carry_is_refused_before_anything_connects(pg_server, tmp_path: Path) -> None:
    code, body = cli("retrieve.py", "--workspace", str(tmp_path), "--profile", "postgres",
                     *server_args(pg_server, "shared"), "--query", "anything",
                     env={"COGNEE_MEMORY_PG_PASSWORD": "has@special%chars"})
    assert code == 2 and body["error"]["code"] == "INVALID_ARGUMENT"
    assert "has@special%chars" not in json.dumps(body)


def test_the_password_is_never_in_argv_output_or_files(
    pg_server, backends: dict[str, list[StoreConfig]], members: list[StoreConfig]
) -> None:
    code, body = cli("retrieve.py", "--workspace", str(members[0].workspace), "--profile", "postgres",
                     *server_args(pg_server, "shared"), "--query", "queue note", "--verbose")
    assert code == 0 and body["success"] is True
    secret = pg_server.password.encode()
    for config in [c for group in backends.values() for c in group]:
        pid = client.status(config)["pid"]
        assert secret not in Path(f"/proc/{pid}/cmdline").read_bytes()
    for text in _outputs:
        assert pg_server.password not in text
    scanned = 0
    for config in members:
        for path in config.workspace.rglob("*"):
            if path.is_file() and not path.is_socket():
                assert secret not in path.read_bytes(), path
                scanned += 1
    assert scanned > 0
