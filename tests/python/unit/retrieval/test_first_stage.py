"""The first stage's relevance (retrieval/first_stage.py): what the lexical engines cannot see."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime, timedelta, timezone

from cognee_memory.model import Memory, Status
from cognee_memory.requests import RetrieveRequest
from cognee_memory.retrieval.candidates import Candidate, StandIn
from cognee_memory.retrieval.first_stage import FirstStage

NOW = datetime(2026, 11, 21, tzinfo=timezone.utc)


def _c(memory_id: str, text: str, cosine: float, bm25: float | None = None) -> Candidate:
    memory = Memory(id=memory_id, text=text, status=Status.ACTIVE, source_created_at=NOW - timedelta(days=100))
    return Candidate(memory, cosine, "vector", {}, bm25)


def _relevance(query: str, candidates: list[Candidate]) -> dict[str, float]:
    stage = FirstStage.of(candidates, RetrieveRequest(query=query, now=NOW, top_k=5))
    return dict(zip((c.memory.id for c in candidates), stage.relevance(candidates).relevance))


def test_signing_in_answers_a_question_about_logging_in_though_no_engine_matched_it() -> None:
    # The engines index "sign in" as two words; the question's "log in" is one joined word to them
    # both ("login"), so BM25 found neither memory. The analyzer's match must still count.
    rel = _relevance("How do receptionists log in?", [
        _c("sso", "Front-desk staff sign in with their hospital account through the identity provider.", 0.20),
        _c("audit", "Audit logging of every record a user opens is mandatory.", 0.30),
    ])
    assert rel["sso"] > rel["audit"]


def test_only_what_the_engines_cannot_see_counts_for_a_memory_bm25_missed() -> None:
    # A memory BM25 missed that shares no term with its query but a word in another form ("sign in"
    # for "log in") gains that share; one sharing ordinary words ("receptionists", "night") gains
    # nothing: the engine searched those words, so only its limit kept it out.
    rel = _relevance("Which receptionists log in at night?", [
        _c("shared", "Receptionists rotate through night shifts.", 0.40),
        _c("unrelated", "The parking garage closes at ten.", 0.40),
        _c("sso", "Front desk staff sign in with their badge.", 0.40),
    ])
    assert rel["shared"] == rel["unrelated"] < rel["sso"]


def test_a_memory_naming_only_the_product_answers_a_question_about_its_kind() -> None:
    # "Sentry" shares no word with "error tracking" and the embedder barely relates them; the
    # memory BM25 found shares only "we" and "use" (stop words) and a word of its own.
    rel = _relevance("What do we use for error tracking?", [
        _c("sentry", "Sentry is wired into the api and the worker, alerts go to #backend.", 0.07),
        _c("pnpm", "We use pnpm in every package and pin Node 20.", 0.18, bm25=1.2),
    ])
    assert rel["sentry"] > rel["pnpm"]


def test_a_bm25_hit_earns_nothing_for_naming_the_product() -> None:
    # Where every memory names the product ("Postgres" everywhere), the words each writes decide:
    # two BM25 hits alike but for the product one of them names score alike.
    rel = _relevance("How many database connections does the pool allow?", [
        _c("upgrade", "postgres 16 upgrade is done on staging, the pool is next", 0.25, bm25=1.0),
        _c("plain", "the staging upgrade is done, the pool is next for the team", 0.25, bm25=1.0),
    ])
    assert rel["upgrade"] == rel["plain"]


def test_a_question_that_names_no_kind_of_tool_earns_nothing_for_a_product() -> None:
    rel = _relevance("How many retries does the importer do?", [
        _c("sentry", "Sentry is wired into the importer.", 0.30),
        _c("plain", "The parking garage closes at ten.", 0.30),
    ])
    assert rel["sentry"] == rel["plain"]


def test_the_newest_of_a_chain_stands_in_with_the_relevance_of_the_oldest() -> None:
    # DigitalOcean → Hetzner → Fly.io: the Fly note changed the Hetzner one, which changed the
    # DigitalOcean one the question matched best; the newest answers what the oldest answered.
    do = _c("do", "The sync server runs on a single DigitalOcean droplet.", 0.6, 6.0)
    hetzner = replace(_c("hetzner", "moved the sync server off DO to a hetzner box", 0.5, 4.0), predecessors=(do,))
    fly = replace(_c("fly", "sync API lives on Fly.io now, cancelled the hetzner box", 0.3, 1.0),
                  predecessors=(_c("hetzner", "moved the sync server off DO to a hetzner box", 0.5, 4.0),))
    candidates = [do, hetzner, fly]
    stage = FirstStage.of(candidates, RetrieveRequest(query="where is the sync server hosted?"))
    relevance = dict(zip(["do", "hetzner", "fly"], stage.relevance(candidates).relevance))
    assert relevance["fly"] == relevance["hetzner"] == relevance["do"] > 0


def test_a_record_that_only_answers_as_well_stands_in_for_its_hit_alone() -> None:
    old = _c("old", "Distributed work queue.\n\nTasks go through RabbitMQ.", 0.6, 6.0)
    mid = replace(_c("mid", "Distributed work queue, revisited.\n\nTasks go through one queue.", 0.5, 4.0),
                  predecessors=(old,))
    bus = replace(_c("bus", "Distributed event bus.\n\nEvents go through RabbitMQ.", 0.3, 1.0),
                  predecessors=(_c("mid", "Distributed work queue, revisited.\n\nTasks go through one queue.", 0.5,
                                   4.0),), stand_in=StandIn.ANSWER)
    candidates = [old, mid, bus]
    stage = FirstStage.of(candidates, RetrieveRequest(query="how does the distributed work queue work?"))
    relevance = dict(zip(["old", "mid", "bus"], stage.relevance(candidates).relevance))
    assert relevance["mid"] == relevance["old"] > relevance["bus"]


def test_a_link_further_up_a_chain_counts_only_with_a_quarter_of_its_relevance() -> None:
    # The hosting decision was changed by a move to WP Engine, which a PHP upgrade note then changed:
    # the note is no answer to where the sites are hosted, so it keeps the move's relevance only.
    host = _c("host", "Client WordPress sites are hosted on our own DigitalOcean droplets.", 0.9, 9.0)
    move = replace(_c("move", "moved all client WordPress sites to WP Engine", 0.6, 5.0), predecessors=(host,))
    php = replace(_c("php", "wp engine switched all our installs to php 8.2", 0.05, None),
                  predecessors=(_c("move", "moved all client WordPress sites to WP Engine", 0.6, 5.0),))
    candidates = [host, move, php]
    stage = FirstStage.of(candidates, RetrieveRequest(query="where are the client wordpress sites hosted?"))
    relevance = dict(zip(["host", "move", "php"], stage.relevance(candidates).relevance))
    own = dict(zip(["host", "move", "php"], stage.own))
    assert own["php"] < 0.25 * own["host"]
    assert relevance["php"] < relevance["host"]
