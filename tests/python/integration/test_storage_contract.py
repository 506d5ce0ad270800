"""The same contract on both storage profiles: the embedded store and a team space on a real
PostgreSQL server with pgvector. One warm backend per profile; every number is checked
against values computed here from the embedder and the ranking formula, so both profiles
are held to the same truth."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from datetime import datetime, timedelta, timezone

import numpy as np
import pytest

from cognee_memory.backend import client
from cognee_memory.storage.embedding import embed_texts
from cognee_memory.errors import MemoryToolError
from cognee_memory.config import ServerConfig, StoreConfig
from driver_support import jsonl

pytestmark = pytest.mark.integration

NOW = datetime(2026, 6, 1, 12, 0, tzinfo=timezone.utc)
HALF_LIFE = 7.0
QUERY = "where do we store orders in PostgreSQL"


def stamp(days_ago: float) -> str:
    return (NOW - timedelta(days=days_ago)).strftime("%Y-%m-%dT%H:%M:%SZ")


MEMORIES = [
    {"id": "c-db1", "text": "We store orders in PostgreSQL with JSONB columns", "topic": "database",
     "status": "Superseded", "source_created_at": stamp(7), "references": ["src/db.ts"]},
    {"id": "c-db2", "text": "Orders moved to a sharded PostgreSQL cluster for write throughput",
     "topic": "database", "status": "DecisionRecord", "source_created_at": stamp(1), "supersedes": ["c-db1"]},
    {"id": "c-cache", "text": "Sessions are cached in Redis with a one hour expiry", "topic": "caching",
     "status": "Active", "source_created_at": stamp(14), "references": ["src/cache.ts"]},
    {"id": "c-mail", "text": "The billing service sends invoices to customers by email", "topic": "billing",
     "source_created_at": stamp(3)},
]
DEPLOY = [
    {"id": f"c-deploy{i}", "text": text, "topic": "deploy", "status": "Active", "source_created_at": stamp(d)}
    for i, (text, d) in enumerate([
        ("We deploy with blue-green switches behind the load balancer", 5),
        ("Deploys run from CI after the integration tests pass", 4),
        ("Rollbacks flip the load balancer back to the previous colour", 2),
    ])
]
MULTIPLIER = {"DecisionRecord": 1.1, "Active": 1.0, "Superseded": 0.4, None: 1.0}


@pytest.fixture(scope="module", params=["local", "postgres"])
def store(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[StoreConfig]:
    workspace = tmp_path_factory.mktemp(f"contract-{request.param}")
    if request.param == "postgres":
        server = request.getfixturevalue("pg_server")
        config = StoreConfig.create(workspace, None, "local", "postgres",
                                    ServerConfig.create(server.host, server.port, server.user, "contract"))
    else:
        config = StoreConfig.create(workspace)
    try:
        call(config, "ingest", text=jsonl(MEMORIES + DEPLOY))
        yield config
    finally:
        client.stop(config)


def call(config: StoreConfig, op: str, **fields: object) -> dict:
    return client.call(config, {"op": op, **fields})


def retrieve(config: StoreConfig, **fields: object) -> dict:
    """The formula alone on cosine (the first stage and the gate have their own test below)."""
    fields = {"lexical": False, "fusion": "none", "relevance_gate": False, **fields}
    return call(config, "retrieve", query=QUERY, top_k=10, half_life_days=HALF_LIFE,
                now=NOW.strftime("%Y-%m-%dT%H:%M:%SZ"), **fields)


def test_the_default_first_stage_fuses_full_text_and_vector_hits_on_each_profile(store: StoreConfig) -> None:
    body = call(store, "retrieve", query="Redis expiry", top_k=3, now=NOW.strftime("%Y-%m-%dT%H:%M:%SZ"))
    assert body["lexical"] is True and body["fusion"]["method"] == "score"
    top = body["results"][0]
    assert top["id"] == "c-cache" and top["gated"] is True
    assert top["retrievers"]["bm25"] == 1  # the only memory with either word
    assert all("bm25" not in r["retrievers"] for r in body["results"][1:])
    # Calibrated: both of the question's words (lexical evidence 1.0) and a middling cosine; the
    # number is the same on either profile's engine, and below 1 (the meaning is only half-matched).
    assert 0.5 <= top["relevance"] < 1.0 and top["bm25_score"] > 0
    assert top["relevance"] > max(r["relevance"] for r in body["results"][1:])
    assert body["ranking"]["relevance_gate"] == {"on": True, "band": 0.1, "top": 2, "basis": "fused",
                                                 "same_subject": True}


def expected_semantic(texts: list[str]) -> dict[str, float]:
    vectors = embed_texts([QUERY, *texts])
    sims = vectors[1:] @ vectors[0]
    return {t: float(np.clip(s, 0.0, 1.0)) for t, s in zip(texts, sims)}


def test_ranking_numbers_follow_the_formula_on_each_profile(store: StoreConfig) -> None:
    body = retrieve(store, include_superseded=True)
    by_text = {m["text"]: m for m in MEMORIES + DEPLOY}
    text_of = {m["id"]: m["text"] for m in MEMORIES + DEPLOY}
    semantic = expected_semantic(list(by_text))
    results = body["results"]
    assert {r["id"]: r.get("stands_in_for") for r in results}["c-db2"] == ["c-db1"]
    assert {r["id"] for r in results} >= {"c-db1", "c-db2"}
    for r in results:
        source = by_text[r["text"]]
        age = (NOW - datetime.fromisoformat(source["source_created_at"].replace("Z", "+00:00"))).days
        assert r["age_days"] == pytest.approx(age)
        # A successor stands in for what it replaced: the best of its own and their cosines.
        own = [semantic[r["text"]], *(semantic[text_of[p]] for p in r.get("stands_in_for", []))]
        assert r["semantic_score"] == pytest.approx(max(own), abs=1e-4)
        assert r["recency_multiplier"] == pytest.approx(0.5 ** (age / HALF_LIFE))
        assert r["status_multiplier"] == pytest.approx(MULTIPLIER[source.get("status")])
        assert r["score"] == pytest.approx(r["semantic_score"] * r["recency_multiplier"] * r["status_multiplier"])
    scores = [r["score"] for r in results]
    assert scores == sorted(scores, reverse=True)


def test_supersession_links_and_statuses_survive_the_store(store: StoreConfig) -> None:
    hidden = {r["id"]: r for r in retrieve(store)["results"]}
    assert "c-db1" not in hidden  # Superseded is left out unless asked for
    assert hidden["c-db2"]["supersedes"] == ["c-db1"]
    shown = {r["id"]: r for r in retrieve(store, include_superseded=True)["results"]}
    assert shown["c-db1"]["superseded_by"] == ["c-db2"]
    assert shown["c-db1"]["references"] == ["src/db.ts"]
    assert shown["c-db1"]["topic"] == "database"
    assert shown["c-db1"]["source_created_at"] == MEMORIES[0]["source_created_at"]


def test_re_ingesting_a_memory_updates_it_in_place(store: StoreConfig) -> None:
    before = call(store, "stats")["memories"]
    changed = {**MEMORIES[2], "text": "Sessions are cached in Redis with a two hour expiry", "references": ["src/session.ts"]}
    call(store, "ingest", text=jsonl([changed]))
    assert call(store, "stats")["memories"] == before
    found = {r["id"]: r for r in call(store, "retrieve", query="redis session expiry", top_k=3)["results"]}
    assert found["c-cache"]["text"] == changed["text"]
    assert found["c-cache"]["references"] == ["src/session.ts"]
    call(store, "ingest", text=jsonl([MEMORIES[2]]))


def test_compaction_and_undo_on_each_profile(store: StoreConfig) -> None:
    topics = {t["topic"]: t for t in call(store, "list_topics")["topics"]}
    assert topics["deploy"]["active"] == 3 and topics["deploy"]["suggested"] is True
    done = call(store, "compact", topic="deploy")
    assert sorted(done["superseded"]) == sorted(m["id"] for m in DEPLOY)
    record = done["record_id"]
    after = {r["id"]: r for r in call(store, "retrieve", query="how do we deploy", top_k=10,
                                      include_superseded=True)["results"]}
    assert after[record]["status"] == "DecisionRecord"
    assert sorted(after[record]["supersedes"]) == sorted(m["id"] for m in DEPLOY)
    assert all(after[m["id"]]["status"] == "Superseded" for m in DEPLOY if m["id"] in after)
    undone = call(store, "undo", record_id=record)
    assert undone["restored"] == {m["id"]: "Active" for m in DEPLOY}
    topics = {t["topic"]: t for t in call(store, "list_topics")["topics"]}
    assert topics["deploy"]["active"] == 3


@pytest.mark.parametrize(
    ("op", "fields", "code"),
    [
        ("ingest", {"text": "this is not json\n"}, "INVALID_INPUT"),
        ("ingest", {"text": json.dumps({"text": "x", "supersedes": ["c-nowhere"]}) + "\n"}, "INVALID_INPUT"),
        ("retrieve", {"query": "x", "half_life_days": -1}, "INVALID_ARGUMENT"),
        ("compact", {"topic": "no-such-topic"}, "NOT_FOUND"),
        ("undo", {"record_id": "c-cache"}, "INVALID_ARGUMENT"),
        ("forget", {"ids": ["c-cache", "c-nowhere"]}, "NOT_FOUND"),
        ("edit", {"id": "c-nowhere", "text": "x"}, "NOT_FOUND"),
    ],
)
def test_bad_input_gets_the_same_error_on_each_profile(store: StoreConfig, op: str, fields: dict, code: str) -> None:
    before = call(store, "stats")["memories"]
    with pytest.raises(MemoryToolError) as caught:
        call(store, op, **fields)
    assert caught.value.code == code
    assert caught.value.message.strip()
    assert call(store, "stats")["memories"] == before


def test_a_team_space_keeps_no_store_files_on_the_members_machine(store: StoreConfig) -> None:
    status = client.status(store)
    assert status["running"] is True and status["profile"] == store.profile
    files = [p.name.lower() for p in (store.storage_dir / "cognee").rglob("*")]
    embedded = [n for n in files if "lance" in n or "ladybug" in n or n.endswith((".db", ".sqlite"))]
    if store.profile == "postgres":
        assert status["server"].endswith("/cognee_memory_contract")
        assert store.storage_dir.parent.parent == store.root_dir  # <root>/server/<host-port-db>
        assert embedded == []
    else:
        assert embedded  # the embedded store keeps its databases in the storage folder


def test_scrubbing_a_stored_secret_rewrites_it_in_place_on_each_profile(store: StoreConfig) -> None:
    key = "AKIALRWFVEALKXWKKXZW"
    leaked = {"id": "c-leak", "topic": "ci", "status": "Active", "source_created_at": stamp(2),
              "text": f"I pasted the deploy user's key {key} into the CI settings so the S3 sync works again."}
    call(store, "ingest", text=jsonl([leaked]), scrub=False)
    before = call(store, "stats")["memories"]
    report = call(store, "scrub", dry_run=False)
    assert "c-leak" in {c["id"] for c in report["changed"]}
    found = {r["id"]: r for r in call(store, "retrieve", query="deploy key CI settings S3 sync", top_k=5)["results"]}
    assert key not in found["c-leak"]["text"] and "S3 sync" in found["c-leak"]["text"]
    assert found["c-leak"]["status"] == "Active" and found["c-leak"]["topic"] == "ci"
    assert call(store, "stats")["memories"] == before


def test_forget_and_edit_remove_the_old_words_on_each_profile(store: StoreConfig) -> None:
    token, old_word = "zentrafolk", "quillberry"
    call(store, "ingest", text=jsonl([
        {"id": "c-gone", "topic": "launch", "status": "Active", "source_created_at": stamp(2),
         "text": f"The launch codename is {token}."},
        {"id": "c-edited", "topic": "launch", "status": "Active", "source_created_at": stamp(3),
         "text": f"The launch checklist lives in {old_word}."},
    ]))
    before = call(store, "stats")["memories"]
    done = call(store, "forget", ids=["c-gone"])
    assert done["forgotten"] == ["c-gone"]
    assert call(store, "stats")["memories"] == before - 1
    edited = call(store, "edit", id="c-edited", text="The launch checklist lives in the wiki.")
    assert edited["noop"] is False
    found = {r["id"]: r for r in call(store, "retrieve", query=f"launch codename {token} checklist",
                                     top_k=10, include_superseded=True)["results"]}
    assert "c-gone" not in found
    assert found["c-edited"]["text"] == "The launch checklist lives in the wiki."
    assert (found["c-edited"]["status"], found["c-edited"]["topic"]) == ("Active", "launch")
    exported = json.dumps(call(store, "export"))
    assert token not in exported and old_word not in exported
    if store.profile == "local":
        stored = [p.read_bytes() for p in store.storage_dir.rglob("*") if p.is_file()]
        assert not [b for b in stored if token.encode() in b or old_word.encode() in b]


STORED_VECTORS = """
import asyncio, json, sys
from pathlib import Path
from cognee_memory.backend.service import MemoryService
from cognee_memory.config import ServerConfig, StoreConfig

args = json.loads(sys.argv[1])
server = ServerConfig.create(*args["server"]) if args["server"] else None
config = StoreConfig.create(Path(args["workspace"]), None, "local", args["profile"], server)

async def main():
    service = await MemoryService(config).open()
    try:
        found = await service.store.vectors(args["ids"])
    finally:
        await service.close()
    print(json.dumps(found))

asyncio.run(main())
"""


def test_each_profile_reads_back_the_stored_vectors(store: StoreConfig) -> None:
    """The feedback step and the update check read candidates' stored embeddings: on each profile
    they come back for every memory, equal to the embedder's vector of its text."""
    client.stop(store)  # the embedded store is opened by one process at a time
    server = store.server
    args = {"workspace": str(store.workspace), "profile": store.profile, "ids": [m["id"] for m in MEMORIES],
            "server": [server.host, server.port, server.user, "contract"] if server else None}
    proc = subprocess.run([sys.executable, "-c", STORED_VECTORS, json.dumps(args)], capture_output=True,
                          text=True, timeout=300, env={**os.environ})
    assert proc.returncode == 0, proc.stderr[-3000:]
    found = json.loads(proc.stdout.strip().splitlines()[-1])
    assert sorted(found) == sorted(m["id"] for m in MEMORIES)
    expected = embed_texts([m["text"] for m in MEMORIES])
    for memory, vector in zip(MEMORIES, expected):
        stored = np.asarray(found[memory["id"]])
        cosine = stored @ vector / (np.linalg.norm(stored) * np.linalg.norm(vector))
        assert cosine == pytest.approx(1.0, abs=1e-5)
