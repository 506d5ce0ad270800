"""Updates nobody marked: a newer memory that updates a strong hit stands in for it (retrieval/unmarked.py)."""

from __future__ import annotations

import asyncio
from datetime import datetime, timedelta, timezone

import numpy as np
import pytest

from cognee_memory.model import Memory, Status
from cognee_memory.requests import RetrieveRequest
from cognee_memory.retrieval.candidates import Candidate
from cognee_memory.retrieval.first_stage import FirstStage
from cognee_memory.retrieval.pipeline import rank_candidates
from cognee_memory.retrieval.records import is_record
from cognee_memory.retrieval.pairs_to_read import pairs_to_check
from cognee_memory.retrieval.unmarked import link_updates, with_unmarked_updates

NOW = datetime(2026, 11, 21, tzinfo=timezone.utc)


def _c(memory_id: str, text: str, cosine: float, bm25: float | None, days: float, topic: str | None = "database",
       status: Status = Status.ACTIVE) -> Candidate:
    memory = Memory(id=memory_id, text=text, status=status, topic=topic, source_created_at=NOW - timedelta(days=days))
    return Candidate(memory, cosine, "vector", {}, bm25)


def _store() -> list[Candidate]:
    return [
        _c("old", "The pipeline writes its output tables to MySQL 5.7.", 0.80, 9.0, 300),
        _c("new", "Output tables now go to DuckDB files on S3 instead of MySQL.", 0.39, 2.0, 30),
        _c("note", "Reminder: the pipeline dashboard moved to a new URL.", 0.37, 4.0, 9, topic="notes"),
        _c("fact", "The pipeline's output tables are documented in the data catalogue.", 0.30, 3.0, 10),
    ]


async def _embed(candidates: list[Candidate]) -> np.ndarray:
    # old and new are close in meaning; fact is another subject.
    table = {"old": [1.0, 0.2, 0.0], "new": [0.9, 0.4, 0.1], "note": [0.0, 1.0, 0.0], "fact": [0.2, 0.0, 1.0]}
    return np.array([table[c.memory.id] for c in candidates])


def test_newer_candidates_sharing_the_topic_or_among_the_strongest_are_checked() -> None:
    candidates = _store()
    pairs = pairs_to_check(candidates, np.array([1.0, 0.4, 0.5, 0.3]))
    # The strongest two are old (300 days) and note (nothing is newer than it); every newer
    # candidate is near the top here, whatever its topic.
    assert pairs == [(0, [2, 1, 3])]


def test_a_newer_candidate_far_less_relevant_than_the_hit_is_not_checked() -> None:
    # "fact" shares the topic but has under a quarter of the hit's relevance: it does not answer
    # the question, so it cannot stand in for the hit.
    candidates = _store()
    assert pairs_to_check(candidates, np.array([1.0, 0.4, 0.5, 0.2])) == [(0, [2, 1])]


def test_a_superseded_or_decision_record_hit_is_not_checked() -> None:
    candidates = _store()
    candidates[0] = _c("old", candidates[0].memory.text, 0.8, 9.0, 300, status=Status.SUPERSEDED)
    assert pairs_to_check(candidates, np.array([1.0, 0.4, 0.5, 0.3])) == []


def test_the_classified_update_gets_the_hit_as_predecessor_and_the_other_memory_does_not() -> None:
    candidates = _store()
    linked = asyncio.run(with_unmarked_updates(candidates, np.array([1.0, 0.4, 0.5, 0.3]), _embed))
    assert [p.memory.id for p in linked[1].predecessors] == ["old"]
    assert linked[3].predecessors == () and linked[0].predecessors == ()


def test_the_unmarked_newer_decision_ranks_first_and_the_old_one_stays_visible() -> None:
    request = RetrieveRequest(query="Where does the pipeline write its output tables?", now=NOW, top_k=4)
    relevance = FirstStage.of(_store(), request).relevance(_store()).relevance
    linked = asyncio.run(with_unmarked_updates(_store(), relevance, _embed))
    ids = [r["id"] for r in rank_candidates(linked, request)["results"]]
    assert ids[0] == "new" and "old" in ids[:2]
    plain = [r["id"] for r in rank_candidates(_store(), request)["results"]]
    assert plain[0] != "new"


def test_a_newer_change_without_a_shared_topic_stands_in_when_it_is_about_the_same_subject() -> None:
    candidates = [
        _c("pg", "We use PostgreSQL 15 as the database everywhere, including the test suite.", 0.5, 2.0, 30),
        _c("tests", "We switched the unit tests from Postgres to SQLite in memory.", 0.36, 0.4, 2, topic="testing"),
        _c("ui", "The web UI now uses React 18 with Vite.", 0.30, None, 1, topic="frontend"),
    ]
    vectors = {0: np.array([1.0, 0.0, 0.0]), 1: np.array([0.8, 0.6, 0.0]), 2: np.array([0.7, 0.0, 0.71])}
    linked = link_updates(candidates, [(0, [1, 2])], vectors)
    assert [p.memory.id for p in linked[1].predecessors] == ["pg"]
    assert linked[2].predecessors == ()  # close in meaning, but no subject word in common


def test_unrelated_vectors_give_no_link() -> None:
    candidates = _store()
    far = {0: np.array([1.0, 0.0, 0.0]), 1: np.array([0.0, 0.0, 1.0]), 3: np.array([0.0, 1.0, 0.0])}
    linked = link_updates(candidates, [(0, [1, 3])], far)
    assert all(c.predecessors == () for c in linked)


def test_without_a_classified_update_only_the_closest_newer_change_stands_in() -> None:
    # The classifier finds no update of "old" here (few words in common); two newer memories of
    # its topic read as changes: the one closer in meaning stands in, the other does not.
    candidates = [
        _c("old", "We use PostgreSQL 14 as the main database of the shop; all orders live there.", 0.6, 4.0, 300),
        _c("moved", "We moved the shop's data from PostgreSQL to SQLite: one file is enough for our load.", 0.4, None, 30),
        _c("note", "The dashboards now refresh every minute.", 0.35, None, 5),
    ]
    vectors = {0: np.array([1.0, 0.0, 0.0]), 1: np.array([0.7, 0.7, 0.0]), 2: np.array([0.5, 0.0, 0.85])}
    linked = link_updates(candidates, [(0, [1, 2])], vectors)
    assert [p.memory.id for p in linked[1].predecessors] == ["old"]
    assert linked[2].predecessors == () and linked[0].predecessors == ()


def test_a_long_summary_without_a_shared_topic_needs_more_than_a_change_cue() -> None:
    # A session summary says "now" and "moved" about other things; with no topic in common a cue
    # alone does not make it an update of a shorter memory.
    filler = " ".join(f"word{k}" for k in range(70))
    candidates = [
        _c("plan", "The team meets in the Berlin office every Monday.", 0.6, 2.0, 60, topic=None),
        _c("summary", f"The team now meets online; Anna moved flats. {filler}", 0.5, 1.0, 5, topic=None),
    ]
    vectors = {0: np.array([1.0, 0.0]), 1: np.array([0.8, 0.6])}
    assert all(c.predecessors == () for c in link_updates(candidates, [(0, [1])], vectors))
    short = [candidates[0], _c("short", "The team now meets online instead of the office.", 0.5, 1.0, 5, topic=None)]
    assert [p.memory.id for p in link_updates(short, [(0, [1])], vectors)[1].predecessors] == ["plan"]


def test_a_newer_record_whose_body_describes_a_mechanism_does_not_stand_in_by_its_change_words() -> None:
    # A decision record's body says how its decision works ("is increased on every upload"); that is no
    # change of an older record about the same store. Its title would say so ("Blob cache moved to Redis").
    hit = _c("cache", "Blob store cache.\n\nWe will add a write-through cache on Cassandra so that reads of small "
                      "blobs are faster.", 0.6, 8.0, 900, topic=None)
    quota = _c("quota", "Upload quota.\n\nWe will store each user's current upload size in the blob store: it is "
                        "increased on every upload and decreased when a blob is deleted.", 0.4, 4.0, 30, topic=None)
    vectors = {0: np.array([1.0, 0.0]), 1: np.array([0.8, 0.6])}
    assert all(c.predecessors == () for c in link_updates([hit, quota], [(0, [1])], vectors))
    moved = _c("moved", "Blob cache moved to Redis.\n\nWe will cache small blobs in Redis, with a TTL of one day.",
               0.4, 4.0, 30, topic=None)
    assert [p.memory.id for p in link_updates([hit, moved], [(0, [1])], vectors)[1].predecessors] == ["cache"]


def test_a_long_newer_record_that_retires_what_the_hit_is_about_stands_in_without_a_topic() -> None:
    # A decision record is long (a change cue alone would not do), shares no topic with the hit,
    # and says it removes the very thing the hit decided.
    filler = " ".join(f"detail{k}" for k in range(70))
    hit = _c("api", "Invoices are served by the Billing API.\n\nWe have decided to build the Billing API.", 0.6, 2.0,
             400, topic=None)
    record = _c("remove", "Remove billing-api.\n\nWe will add invoice endpoints to the admin app and retire the "
                f"billing-api service and its database. {filler}", 0.35, 1.0, 30, topic=None)
    unrelated = _c("other", f"Invoices are now printed on both sides; the billing API docs moved. {filler}", 0.35, 1.0,
                   20, topic=None)
    vectors = {0: np.array([1.0, 0.0]), 1: np.array([0.8, 0.6]), 2: np.array([0.8, 0.6])}
    linked = link_updates([hit, record, unrelated], [(0, [1, 2])], vectors)
    assert [p.memory.id for p in linked[1].predecessors] == ["api"]
    assert linked[2].predecessors == ()


def test_naming_the_hit_as_retired_is_enough_when_the_two_read_differently() -> None:
    # "Remove X" after "Add X gem for …": few words alike, cosine under the same-subject floor,
    # but the newer one names the hit's subject as removed. Unrelated in meaning: no link.
    hit = _c("add", "Add PaperTrail gem for auditing and record backups.", 0.6, 2.0, 400, topic=None)
    removal = _c("rm", "Remove Papertrail and clean up our code and database.", 0.3, 1.0, 30, topic=None)
    apart = {0: np.array([1.0, 0.0]), 1: np.array([0.22, 0.975])}
    assert [p.memory.id for p in link_updates([hit, removal], [(0, [1])], apart)[1].predecessors] == ["add"]
    unrelated = {0: np.array([1.0, 0.0]), 1: np.array([0.05, 0.999])}
    assert link_updates([hit, removal], [(0, [1])], unrelated)[1].predecessors == ()


def _records(old_title: str, new_title: str) -> list[Candidate]:
    """Two long decision records (no change cue, over the cue reading's length), the newer 100 days later."""
    old_body = " ".join(f"alpha{k}" for k in range(70))
    new_body = " ".join(f"beta{k}" for k in range(70))
    return [_c("old", f"{old_title}.\n\nWe decided this for the forms admin. {old_body}", 0.6, 2.0, 200, topic=None),
            _c("new", f"{new_title}.\n\nWe decided this for the forms admin. {new_body}", 0.5, 1.0, 100, topic=None)]


CLOSE = {0: np.array([1.0, 0.0]), 1: np.array([0.66, 0.75])}  # cosine .66: the same subject by meaning


def test_a_newer_record_that_answers_the_question_almost_as_well_stands_in_without_a_cue() -> None:
    # Mobility's ":column" strategy, then its table strategy: no cue, no topic, nothing named as
    # retired; the newer record is close in meaning, nearly as relevant, and has the question's words.
    records = _records("Use Mobility gem with column strategy to manage translations",
                       "Use Mobility table backend strategy to store translations")
    linked = link_updates(records, [(0, [1])], CLOSE, relevance=np.array([0.39, 0.30]),
                          query="How are translated fields stored in the database?")
    assert [p.memory.id for p in linked[1].predecessors] == ["old"]
    # Without the question (or its relevance) nothing says the newer record answers it.
    assert link_updates(records, [(0, [1])], CLOSE)[1].predecessors == ()


def test_a_newer_record_much_less_relevant_or_apart_in_meaning_does_not_stand_in() -> None:
    records = _records("Use Mobility gem with column strategy to manage translations",
                       "Use Mobility table backend strategy to store translations")
    query = "How are translated fields stored in the database?"
    assert link_updates(records, [(0, [1])], CLOSE, relevance=np.array([0.6, 0.3]), query=query)[1].predecessors == ()
    apart = {0: np.array([1.0, 0.0]), 1: np.array([0.45, 0.89])}  # cosine .45
    assert link_updates(records, [(0, [1])], apart, relevance=np.array([0.39, 0.30]),
                        query=query)[1].predecessors == ()


def test_a_newer_record_without_most_of_the_asked_words_does_not_stand_in() -> None:
    # The hit has "warehouse", "inventory", "system" of the question; the newer record only "warehouse".
    records = _records("Inventory counts come from the warehouse management system",
                       "Night-time alarms protect the warehouse after the break-in")
    linked = link_updates(records, [(0, [1])], CLOSE, relevance=np.array([0.6, 0.5]),
                          query="Which system tracks warehouse inventory?")
    assert linked[1].predecessors == ()


def test_a_question_that_names_the_hit_by_its_title_asks_for_that_record() -> None:
    # "Repo vulnerability scanning", then "Image vulnerability scanning": the question names the
    # older record's title (and not the newer's), so the newer one does not stand in for it.
    records = _records("Repo vulnerability scanning", "Image vulnerability scanning")
    named = link_updates(records, [(0, [1])], CLOSE, relevance=np.array([0.6, 0.6]),
                         query="What did we decide about repo vulnerability scanning?")
    assert named[1].predecessors == ()
    plain = link_updates(records, [(0, [1])], CLOSE, relevance=np.array([0.6, 0.6]),
                         query="How do we scan for vulnerabilities?")
    assert [p.memory.id for p in plain[1].predecessors] == ["old"]


def test_a_hit_recorded_as_replacing_an_older_decision_is_not_stood_in_for_by_a_close_answer() -> None:
    # The hit is the marked successor of an older record: the current decision on its subject. A
    # newer record that merely answers almost as well is a guess and does not go above it.
    records = _records("Use Mobility gem with column strategy to manage translations",
                       "Use Mobility table backend strategy to store translations")
    older = _c("oldest", "Store translations in JSON columns.", 0.5, 1.0, 400, topic=None, status=Status.SUPERSEDED)
    records[0] = Candidate(records[0].memory, 0.6, "vector", {}, 2.0, predecessors=(older,))
    linked = link_updates(records, [(0, [1])], CLOSE, relevance=np.array([0.39, 0.30]),
                          query="How are translated fields stored in the database?")
    assert linked[1].predecessors == ()


def test_a_long_session_summary_does_not_stand_in_by_answering_as_well() -> None:
    # Conversation or meeting summaries cover many subjects: a later one that answers the question
    # about as well as an earlier one has not replaced it.
    def session(memory_id: str, days: float, tag: str, opening: str) -> Candidate:
        talk = " ".join(f"{tag}{k}" for k in range(240))
        return _c(memory_id, f"{opening} {talk}", 0.6, 2.0, days, topic=None)

    first = session("s1", 200, "a", "Caroline talked about the adoption agency and her painting class.")
    later = session("s2", 100, "b", "Caroline mentioned the adoption agency again, and a camping trip.")
    linked = link_updates([first, later], [(0, [1])], CLOSE,
                          relevance=np.array([0.6, 0.5]), query="Which adoption agency did Caroline talk about?")
    assert linked[1].predecessors == ()


def test_a_later_session_summary_that_answers_as_well_does_not_stand_in() -> None:
    # Session summaries (one paragraph, no title line) about the same two people: a later one
    # answering almost as well replaced nothing — the question asks what was said in one of them.
    old = _c("s3", "Caroline and Melanie talk about Caroline's adoption plans and her support group. "
                   "Melanie shares her pottery class and her kids' camping trip.", 0.6, 2.0, 200, topic=None)
    new = _c("s9", "Caroline tells Melanie her adoption agency called back about her plans. Melanie "
                   "talks about her pottery and a camping weekend with the kids.", 0.5, 1.0, 100, topic=None)
    linked = link_updates([old, new], [(0, [1])], CLOSE, relevance=np.array([0.39, 0.30]),
                          query="What are Caroline's adoption plans?")
    assert linked[1].predecessors == ()


def test_a_later_session_summary_of_the_same_topic_stands_in_only_for_a_change_said_of_the_hit() -> None:
    # Every session of a conversation filed under one topic: a later summary says "now" about one thing and has dates
    # and numbers of its own; that is no change of what an earlier session told.
    def session(memory_id: str, days: float, tag: str, text: str) -> Candidate:
        talk = " ".join(f"{tag}{k}" for k in range(80))
        return _c(memory_id, f"{text} {talk}", 0.6, 2.0, days, topic="chats with Sam")

    hit = session("s4", 200, "a", "On 3 May Sam said the climbing club meets at the old gym on Tuesdays, with 12 "
                                  "members. Sam also talked about a bread recipe.")
    later = session("s9", 100, "b", "On 9 August Sam told how the garden was doing. Sam has 14 tomato plants now and "
                                    "wants to try a new compost. The club trip to the coast was fun.")
    query = "Where does Sam's climbing club meet?"
    vectors = {0: np.array([1.0, 0.0]), 1: np.array([0.8, 0.6])}
    assert link_updates([hit, later], [(0, [1])], vectors, relevance=np.array([0.7, 0.5]), query=query)[1] \
        .predecessors == ()
    # A sentence that says the club's meeting place changed, what to, is a change of the hit however long the note.
    moved = session("s9", 100, "b", "On 9 August Sam told how the garden was doing. The climbing club moved its meets "
                                    "from the old gym to the new boulder hall on Thursdays.")
    linked = link_updates([hit, moved], [(0, [1])], vectors, relevance=np.array([0.7, 0.6]), query=query)
    assert [p.memory.id for p in linked[1].predecessors] == ["s4"]


def test_a_record_is_a_title_line_then_a_body() -> None:
    assert is_record("Multi-cluster.\n\nWe have decided to adopt a multi-cluster approach.")
    assert not is_record("Session 4, 12 May\nCaroline talked about her plans.")  # one line break: a note
    assert not is_record("Decided to use Redis.\nIt is fast.")
    assert not is_record("We use PostgreSQL 15 as the database everywhere.")
    assert not is_record("Caroline and Melanie catch up. Caroline shows Melanie her necklace.")
    assert not is_record("This first line is far too long to be the title of any record that we would write.\nBody.")


def test_a_newer_change_that_names_what_it_retires_changes_that_and_not_the_hit() -> None:
    # "We dropped hand-run helm upgrades …" says what it changed: the deploys, not the service
    # catalogue, though the two share "service" and "repo" and the newer one has a change cue.
    candidates = [
        _c("catalog", "Every service is registered in Backstage; a repo without a catalog file fails the build.",
           0.5, 2.0, 180, topic=None),
        _c("deploys", "We dropped hand-run helm upgrades: Argo CD syncs every service from the gitops repo now.",
           0.4, 1.0, 45, topic=None),
    ]
    vectors = {0: np.array([1.0, 0.0]), 1: np.array([0.8, 0.6])}
    assert link_updates(candidates, [(0, [1])], vectors)[1].predecessors == ()
    # The same cue about the hit's own subject still stands in for it.
    helm = [_c("helm", "Services are deployed with hand-run helm upgrades from a laptop.", 0.5, 2.0, 180, topic=None),
            candidates[1]]
    assert [p.memory.id for p in link_updates(helm, [(0, [1])], vectors)[1].predecessors] == ["helm"]


def test_the_explanation_says_why_a_newer_memory_stands_in() -> None:
    # A change cue: it reads as an update nobody marked. A close answer between records: no change
    # is stated, so the explanation does not say it replaces anything.
    request = RetrieveRequest(query="Where does the pipeline write its output tables?", now=NOW, top_k=4)
    updated = link_updates(_store(), [(0, [1])], {0: np.array([1.0, 0.2, 0.0]), 1: np.array([0.9, 0.4, 0.1])})
    body = rank_candidates(updated, request)
    new = next(r for r in body["results"] if r["id"] == "new")
    assert "stands in for old, which it reads as updating (nobody marked it)" in new["why"]
    assert new["stands_in_because"] == "update"
    records = _records("Use Mobility gem with column strategy to manage translations",
                       "Use Mobility table backend strategy to store translations")
    answered = link_updates(records, [(0, [1])], CLOSE, relevance=np.array([0.39, 0.30]),
                            query="How are translated fields stored in the database?")
    body = rank_candidates(answered, RetrieveRequest(query="How are translated fields stored?", now=NOW, top_k=4))
    why = next(r for r in body["results"] if r["id"] == "new")["why"]
    assert "stands in for old, an older record: this newer one answers the question about as well" in why
    assert "replaces" not in why
    assert next(r for r in body["results"] if r["id"] == "new")["stands_in_because"] == "answer"


def _far_apart(table: dict[str, list[float]]):
    async def vectors_of(candidates: list[Candidate]) -> np.ndarray:
        return np.array([table[c.memory.id] for c in candidates])
    return vectors_of


def _stood_in(candidates: list[Candidate], relevance: list[float], query: str,
              table: dict[str, list[float]]) -> list[str]:
    linked = asyncio.run(with_unmarked_updates(candidates, np.array(relevance), _far_apart(table), query))
    return [c.memory.id for c in linked if c.predecessors]


def test_a_newer_memory_that_retires_the_hits_thing_stands_in_however_little_it_shares_with_the_question() -> None:
    # "Who sends our SMS reminders?": the MessageBird memory says neither "SMS" nor "reminders".
    candidates = [_c("twilio", "Patients get an SMS reminder 24 hours before their appointment, sent with Twilio.",
                     0.5, 4.0, 200, topic=None),
                  _c("messagebird", "We cancelled the Twilio subscription, patient texts go out through MessageBird now.",
                     0.2, None, 30, topic=None)]
    table = {"twilio": [1.0, 0.0], "messagebird": [0.5, 0.87]}
    assert _stood_in(candidates, [0.63, 0.08], "Who sends our SMS reminders?", table) == ["messagebird"]


def test_a_far_less_relevant_retirement_for_a_scope_the_hit_does_not_name_does_not_stand_in() -> None:
    # Each retires the hit's thing for one part only; the docs and the CI secrets stay where they
    # are (WordLlama: .12 and .08 relevance against the hits' .53 and .70; .38 and .37 apart).
    docs = [_c("netlify", "Docs are hosted on Netlify, built from the docs folder.", 0.5, 4.0, 300, topic=None),
            _c("previews", "Removed Netlify preview deploys for the marketing site.", 0.1, None, 20, topic=None)]
    assert _stood_in(docs, [0.53, 0.12], "Where do we host the docs?",
                     {"netlify": [1.0, 0.0], "previews": [0.38, 0.92]}) == []
    ci = [_c("secrets", "CI secrets are stored in GitHub Actions secrets.", 0.7, 5.0, 300, topic=None),
          _c("bitrise", "Stopped using GitHub Actions for the iOS builds, they run on Bitrise now.", 0.1, None, 20,
             topic=None)]
    assert _stood_in(ci, [0.70, 0.08], "How do we store secrets for CI?",
                     {"secrets": [1.0, 0.0], "bitrise": [0.37, 0.93]}) == []


def test_a_later_version_the_question_asks_about_stands_in_without_sharing_its_words() -> None:
    candidates = [_c("py310", "The pipeline code targets Python 3.10.", 0.6, 5.0, 200, topic=None),
                  _c("py312", "Minimum is now 3.12 because we use the new type parameter syntax.", 0.1, None, 30,
                     topic=None)]
    table = {"py310": [1.0, 0.0], "py312": [0.15, 0.99]}
    assert _stood_in(candidates, [0.7, 0.04], "Which Python version does the pipeline need?", table) == ["py312"]
    # A question about something else the hit says is not asking for the version.
    assert _stood_in(candidates, [0.7, 0.04], "Where does the pipeline code live?", table) == []


def test_a_later_version_of_another_thing_does_not_stand_in_for_the_asked_version() -> None:
    # Go and TLS both count 1.x; the Go floor says nothing about what clients connect with
    # (WordLlama: .20 relevance against the hit's .76, .16 apart in meaning).
    candidates = [_c("tls", "Clients must connect with TLS 1.2 or newer.", 0.7, 5.0, 300, topic=None),
                  _c("go", "Minimum Go version is now 1.22 for all services.", 0.2, None, 20, topic=None)]
    table = {"tls": [1.0, 0.0], "go": [0.16, 0.99]}
    assert _stood_in(candidates, [0.76, 0.12], "Which TLS version do clients need?", table) == []


def test_a_later_version_for_another_scope_does_not_stand_in_for_the_asked_version() -> None:
    # The data pipeline's new floor leaves the Lambdas on 3.11 (WordLlama: .08 relevance against
    # the hit's .87, .12 apart in meaning).
    candidates = [_c("lambdas", "The Lambdas run Python 3.11.", 0.8, 5.0, 300, topic=None),
                  _c("pipeline", "Minimum is now 3.12 for the data pipeline.", 0.1, None, 20, topic=None)]
    table = {"lambdas": [1.0, 0.0], "pipeline": [0.12, 0.99]}
    assert _stood_in(candidates, [0.87, 0.08], "Which Python version do the Lambdas use?", table) == []


def test_a_later_version_leaves_what_else_the_hit_says_of_its_thing_to_the_hit() -> None:
    # The bump changes the version, not the naming convention the question asks about (a developer's own
    # workspace; WordLlama: the same relevance .78, .29 apart in meaning).
    candidates = [_c("naming", "transformations in dbt core 1.5, models follow stg_/int_/fct_ naming", 0.49, 5.0, 400,
                     topic=None),
                  _c("bump", "dbt bumped to 1.8 along w/ the snowflake adapter, run pip install -r requirements-dbt.txt",
                     0.29, 4.0, 230, topic=None)]
    table = {"naming": [1.0, 0.0], "bump": [0.29, 0.96]}
    assert _stood_in(candidates, [0.78, 0.78], "how should dbt models be named?", table) == []
    # Asked for the version, or for the thing as a whole, the bump answers.
    assert _stood_in(candidates, [0.78, 0.78], "which dbt version are we on?", table) == ["bump"]
    assert _stood_in(candidates, [0.78, 0.78], "what do we run transformations with?", table) == ["bump"]
    # A bump that also changes the asked fact answers it (an outside review's probe).
    candidates[1] = _c("bump", "dbt bumped to 1.8; models now get a domain prefix, e.g. fin_stg_", 0.29, 4.0, 230,
                       topic=None)
    assert _stood_in(candidates, [0.78, 0.78], "how should dbt models be named?", table) == ["bump"]


def test_a_newer_note_that_says_the_asked_thing_moved_stands_in_with_one_word_in_common() -> None:
    # A developer's own workspace: "serving" is all the two share (WordLlama: .31 relevance against .61).
    candidates = [_c("flask", "model serving = flask app on ECS behind an ALB", 0.26, 5.0, 300, topic=None),
                  _c("bento", "serving moved to a BentoML service on the k8s cluster, autoscaling on gpu util", 0.21,
                     3.0, 100, topic=None)]
    table = {"flask": [1.0, 0.0], "bento": [0.45, 0.89]}
    assert _stood_in(candidates, [0.61, 0.31], "how do we serve models?", table) == ["bento"]
    # Another thing moved is no change of the hit's.
    candidates[1] = _c("bento", "monitoring moved to Grafana Cloud, the model dashboards too", 0.21, 3.0, 100, topic=None)
    assert _stood_in(candidates, [0.61, 0.31], "how do we serve models?", table) == []


@pytest.mark.parametrize("hit, newer, question", [
    # An outside review's probes: the thing moved to a place, a time or a person for a while, not to another tool.
    ("warehouse stock is tracked in Sortly, one item per bin", "the warehouse moved to unit 4 on the industrial estate",
     "how do we track warehouse stock?"),
    ("support tickets come in through Zendesk, Ana triages them", "support moved to the second floor, next to finance",
     "what does support use for tickets?"),
    ("backups go to Backblaze B2 every night", "backups moved to 3am so they don't clash with the ETL",
     "which backup service do we use?"),
    ("support tickets come in through Zendesk, Ana triages them", "support moved to Sarah, dave is on sales now",
     "what does support use for tickets?"),
    ("payroll runs in Xero every month", "payroll moved to HR", "how do we run payroll?"),
    ("backups go to Backblaze B2 every night", "backups moved to AWS for now", "which backup service do we use?"),
])
def test_a_thing_moved_to_a_place_a_time_or_for_a_while_does_not_stand_in_on_one_word(hit: str, newer: str,
                                                                                     question: str) -> None:
    candidates = [_c("hit", hit, 0.26, 5.0, 300, topic=None), _c("newer", newer, 0.21, 3.0, 100, topic=None)]
    assert _stood_in(candidates, [0.61, 0.31], question, {"hit": [1.0, 0.0], "newer": [0.45, 0.89]}) == []


def test_a_question_that_says_the_hits_thing_was_replaced_lets_a_change_of_it_stand_in() -> None:
    candidates = [_c("sphinx", "Docs are built with Sphinx and hosted on Read the Docs.", 0.5, 4.0, 300, topic=None),
                  _c("mkdocs", "The documentation site now uses MkDocs Material.", 0.2, None, 20, topic=None)]
    table = {"sphinx": [1.0, 0.0], "mkdocs": [0.42, 0.91]}
    assert _stood_in(candidates, [0.53, 0.11], "What replaced Sphinx?", table) == ["mkdocs"]
    # Asked plainly, the far less relevant change does not stand in.
    assert _stood_in(candidates, [0.53, 0.11], "How are the docs built?", table) == []


def test_a_question_about_what_a_removal_does_lets_no_far_less_relevant_change_stand_in() -> None:
    # "… when a user is removed …" says nothing was replaced; the key expiry answers another question
    # (WordLlama: .07 relevance against the hit's .57, .54 apart in meaning).
    candidates = [_c("offboard", "When a user is removed from the org, their API keys are revoked within the hour.",
                     0.6, 5.0, 300, topic=None),
                  _c("expiry", "API keys now expire after 90 days for everyone.", 0.1, None, 20, topic=None)]
    table = {"offboard": [1.0, 0.0], "expiry": [0.54, 0.84]}
    assert _stood_in(candidates, [0.57, 0.07], "What happens when a user is removed from the org?", table) == []


def test_a_hit_that_itself_replaced_the_asked_thing_is_the_answer_and_a_change_of_it_does_not_stand_in() -> None:
    # The hit is what replaced pip; pinning Poetry's version does not say why Poetry was chosen
    # (WordLlama: .63 relevance against the hit's .84, .55 apart in meaning, one shared word).
    candidates = [_c("poetry", "We use Poetry instead of pip because of the lockfile.", 0.8, 5.0, 300, topic=None),
                  _c("pin", "Poetry is now pinned to 1.8 in CI.", 0.6, 2.0, 20, topic=None)]
    table = {"poetry": [1.0, 0.0], "pin": [0.55, 0.84]}
    assert _stood_in(candidates, [0.84, 0.63], "Why do we use Poetry instead of pip?", table) == []
    assert _stood_in(candidates, [0.84, 0.63], "What replaced pip?", table) == []


def test_a_far_less_relevant_newer_change_without_such_evidence_does_not_stand_in() -> None:
    # The production upgrade changes the database, not what the tests run on.
    candidates = [_c("tests", "We use PostgreSQL 15.4 everywhere, including the test suite.", 0.6, 5.0, 300),
                  _c("prod", "Production moved from PostgreSQL 15.4 to PostgreSQL 15.6 on Fly.io.", 0.3, 1.0, 30)]
    table = {"tests": [1.0, 0.0], "prod": [0.9, 0.44]}
    assert _stood_in(candidates, [0.8, 0.15], "Which database do the tests use?", table) == []
    assert _stood_in(candidates, [0.8, 0.15], "Which PostgreSQL version do we run?", table) == ["prod"]


def test_a_newer_memory_of_the_topic_that_answers_the_question_too_reads_as_its_change_however_worded() -> None:
    # .26 apart in meaning (WordLlama), but the same topic and both answer "How is the backend deployed?".
    candidates = [_c("vm", "The banking backend deploys to the on-premise VM cluster every two weeks.", 0.6, 5.0, 330,
                     topic="deploy"),
                  _c("azure", "Backend releases now go to Azure App Service with continuous deployment on every merge.",
                     0.4, 3.0, 9, topic="deploy")]
    table = {"vm": [1.0, 0.0], "azure": [0.26, 0.97]}
    assert _stood_in(candidates, [0.70, 0.46], "How and where is the banking backend deployed?", table) == ["azure"]
    # One that answers the question far less well needs to be as close in meaning as any change.
    assert _stood_in(candidates, [0.70, 0.30], "How and where is the banking backend deployed?", table) == []


def test_the_explanation_names_what_in_the_newer_memory_made_it_stand_in() -> None:
    def why(candidates: list[Candidate], relevance: list[float], query: str, table: dict[str, list[float]],
            newer: str) -> str:
        linked = asyncio.run(with_unmarked_updates(candidates, np.array(relevance), _far_apart(table), query))
        body = rank_candidates(linked, RetrieveRequest(query=query, now=NOW, top_k=4))
        return next(r for r in body["results"] if r["id"] == newer)["why"]

    sms = [_c("twilio", "Patients get an SMS reminder 24 hours before their appointment, sent with Twilio.",
              0.5, 4.0, 200, topic=None),
           _c("messagebird", "We cancelled the Twilio subscription, patient texts go out through MessageBird now.",
              0.2, None, 30, topic=None)]
    assert "which it reads as updating (nobody marked it): it retires 'Twilio subscription'" in why(
        sms, [0.63, 0.08], "Who sends our SMS reminders?", {"twilio": [1.0, 0.0], "messagebird": [0.5, 0.87]},
        "messagebird")
    python = [_c("py310", "The pipeline code targets Python 3.10.", 0.6, 5.0, 200, topic=None),
              _c("py312", "Minimum is now 3.12 because we use the new type parameter syntax.", 0.1, None, 30,
                 topic=None)]
    assert "(nobody marked it): a later version, 3.10 → 3.12" in why(
        python, [0.7, 0.04], "Which Python version does the pipeline need?",
        {"py310": [1.0, 0.0], "py312": [0.15, 0.99]}, "py312")


def test_a_newer_memory_of_the_topic_about_another_part_needs_to_be_as_close_as_any_change() -> None:
    # Both answer "Which region do we run in?" and share the topic, but name nothing in common
    # beyond "run": the notebooks moved, production did not (WordLlama: .24 apart in meaning).
    candidates = [_c("prod", "All production services run in eu-west-1.", 0.4, 3.0, 300, topic="infra"),
                  _c("notebooks", "The data science team now runs their notebooks in us-east-1.", 0.3, 2.0, 20,
                     topic="infra")]
    table = {"prod": [1.0, 0.0], "notebooks": [0.24, 0.97]}
    assert _stood_in(candidates, [0.34, 0.25], "Which region do we run in?", table) == []


@pytest.mark.parametrize("hit, newer, cosine, question", [
    ("Production deploys need approval from the tech lead.", "Staging deploys are now approved automatically.",
     0.62, "Who approves production deploys?"),
    ("We keep application logs for 30 days.", "Security logs are now retained for a year.",
     0.55, "How long do we keep application logs?"),
    ("Application logs are shipped to Elasticsearch.", "Audit logs now go to S3.",
     0.45, "Where do application logs go?"),
])
def test_a_change_of_the_same_kind_of_thing_in_another_scope_does_not_stand_in(
        hit: str, newer: str, cosine: float, question: str) -> None:
    candidates = [_c("hit", hit, 0.6, 5.0, 200, topic="ops"), _c("newer", newer, 0.5, 4.0, 10, topic="ops")]
    table = {"hit": [1.0, 0.0], "newer": [cosine, (1 - cosine ** 2) ** 0.5]}
    assert _stood_in(candidates, [0.8, 0.6], question, table) == []


# A decision replaced by a short note that names only the kind of thing and the new choice: one
# content word in common ("formatter"), so not the same subject by words alone; both answer the
# question within the gate's band (WordLlama cosines of the two texts, relevance as Cognee gave it).
@pytest.mark.parametrize("hit, newer, cosine, relevance, question", [
    ("The formatter is Prettier.", "Our formatter is dprint now.", 0.51, [0.872, 0.869], "Which formatter do we use?"),
    ("Linter: pylint.", "The linter is Ruff now.", 0.42, [0.841, 0.832], "What linter do we use?"),
    ("The CDN is CloudFront.", "CDN switched to Fastly.", 0.52, [0.885, 0.846], "Which CDN do we use?"),
    ("Secrets live in Vault.", "Secrets are in Doppler now.", 0.43, [0.476, 0.454], "Where are secrets stored?"),
])
def test_a_newer_change_that_answers_the_question_as_well_stands_in_with_one_word_in_common(
        hit: str, newer: str, cosine: float, relevance: list[float], question: str) -> None:
    candidates = [_c("hit", hit, 0.6, 5.0, 300, topic=None), _c("newer", newer, 0.6, 5.0, 5, topic=None)]
    table = {"hit": [1.0, 0.0], "newer": [cosine, (1 - cosine ** 2) ** 0.5]}
    assert _stood_in(candidates, relevance, question, table) == ["newer"]


# The question says what was replaced, so it vouches for the likeness: the newer memory that reads as a
# change of the hit stands in however differently the two are worded (WordLlama: .283 here).
def test_a_change_stands_in_below_the_related_cosine_when_the_question_says_what_was_replaced() -> None:
    hit, newer = ("All transactional email goes out through SendGrid.",
                  "transactional mail is Postmark since march, deliverability with the old provider was awful")
    candidates = [_c("hit", hit, 0.6, 5.0, 300, topic="email"), _c("newer", newer, 0.6, 5.0, 70, topic=None)]
    table = {"hit": [1.0, 0.0], "newer": [0.283, (1 - 0.283 ** 2) ** 0.5]}
    assert _stood_in(candidates, [0.558, 0.043], "what did we switch to from sendgrid?", table) == ["newer"]


def test_a_question_that_says_what_was_replaced_vouches_for_no_remark_without_a_word_of_the_hit() -> None:
    hit = "Devices connect to Google Cloud IoT Core over MQTT and send telemetry every minute."
    remark = "The office Wi-Fi dropped again during the customer demo, IT says the new access points come next week."
    candidates = [_c("hit", hit, 0.6, 5.0, 300, topic="cloud"), _c("newer", remark, 0.6, 5.0, 5, topic="misc")]
    table = {"hit": [1.0, 0.0], "newer": [0.2, (1 - 0.2 ** 2) ** 0.5]}
    assert _stood_in(candidates, [0.66, 0.3], "What replaced Google IoT Core?", table) == []


def test_an_incident_said_with_now_alone_needs_the_related_cosine_to_stand_in() -> None:
    # From an outside review: "now" of an incident under way is no change of the hit's choice.
    hit, newer = "Mobile push goes through Firebase Cloud Messaging.", "FCM is rate limiting our push now during the campaign blast"
    candidates = [_c("hit", hit, 0.6, 5.0, 240, topic=None), _c("newer", newer, 0.6, 5.0, 2, topic=None)]
    table = {"hit": [1.0, 0.0], "newer": [0.222, (1 - 0.222 ** 2) ** 0.5]}
    assert _stood_in(candidates, [0.70, 0.66], "what do we use for push notifications?", table) == []


def test_a_question_that_says_what_was_replaced_vouches_for_no_note_that_only_says_now() -> None:
    # From a second review: "logs are structured JSON now" changed the log format, not Papertrail.
    candidates = [_c("hit", "Logs ship to Papertrail.", 0.6, 5.0, 260, topic=None),
                  _c("newer", "logs are structured JSON now", 0.6, 5.0, 10, topic=None)]
    table = {"hit": [1.0, 0.0], "newer": [0.25, (1 - 0.25 ** 2) ** 0.5]}
    assert _stood_in(candidates, [0.60, 0.10], "what replaced papertrail?", table) == []


# The question vouches for the likeness, so the two need only be as close in meaning as a retirement:
# a note that moves the hit's thing elsewhere often reads differently (WordLlama: .295 here).
def test_a_change_that_answers_as_well_stands_in_below_the_related_cosine() -> None:
    hit, newer = ("on-call alerts come through Opsgenie, weekly rotation",
                  "moved paging over to incident.io, opsgenie is being shut down by atlassian anyway")
    candidates = [_c("hit", hit, 0.6, 5.0, 300, topic="oncall"), _c("newer", newer, 0.6, 5.0, 28, topic=None)]
    table = {"hit": [1.0, 0.0], "newer": [0.295, (1 - 0.295 ** 2) ** 0.5]}
    assert _stood_in(candidates, [0.761, 0.696], "do we still use opsgenie?", table) == ["newer"]


@pytest.mark.parametrize("hit, newer, cosine, relevance, question", [
    # Within the band, one word in common, but no sign of a change: a remark on another subject.
    ("The queue is SQS.", "The support queue is triaged on Mondays.", 0.39, [0.80, 0.76], "Which queue do we use?"),
    ("The CDN is CloudFront.", "CDN bill was high in March.", 0.49, [0.80, 0.76], "Which CDN do we use?"),
    # Within the band, one word in common and a cue, but about a part or property of the thing.
    ("Our CI is GitHub Actions.", "CI minutes budget was raised now.", 0.45, [0.705, 0.68], "What CI do we use?"),
    ("The cache is Redis.", "Cache hit rate is now 95%.", 0.50, [0.80, 0.76], "What cache do we use?"),
    # A change, but far less relevant than the hit: the question does not vouch for the likeness (two
    # tools the product table does not know, so it does not vouch either: see the next test).
    ("The formatter is kfmt.", "Our formatter is zfmt now.", 0.51, [0.872, 0.60], "Which formatter do we use?"),
])
def test_a_newer_memory_with_one_word_in_common_does_not_stand_in_without_both_a_change_and_as_much_relevance(
        hit: str, newer: str, cosine: float, relevance: list[float], question: str) -> None:
    candidates = [_c("hit", hit, 0.6, 5.0, 300, topic=None), _c("newer", newer, 0.6, 5.0, 5, topic=None)]
    table = {"hit": [1.0, 0.0], "newer": [cosine, (1 - cosine ** 2) ** 0.5]}
    assert _stood_in(candidates, relevance, question, table) == []


# Another product of the kind asked about, said as a change: the product table vouches that the two
# do one job, however far apart they read and however little of the question the newer one has
# (WordLlama cosines; relevance as the misses bench gave it).
@pytest.mark.parametrize("hit, newer, cosine, relevance, question", [
    ("The formatter is Prettier.", "Our formatter is dprint now.", 0.51, [0.872, 0.60], "Which formatter do we use?"),
    ("PDF tickets are rendered with WeasyPrint from jinja templates",
     "tickets render with Typst now, ~10x faster during onsales and the QR codes are sharper too", 0.266,
     [0.667, 0.247], "what generates the pdf tickets?"),
    ("frontend uses npm, commit package-lock.json with every dependency change",
     "pnpm migration is done, lockfile is pnpm-lock.yaml now. nuke node_modules before you install", 0.574,
     [0.717, 0.454], "which package manager does the frontend use?"),
])
def test_another_product_of_the_kind_asked_about_said_as_a_change_stands_in(
        hit: str, newer: str, cosine: float, relevance: list[float], question: str) -> None:
    candidates = [_c("hit", hit, 0.6, 5.0, 300, topic=None), _c("newer", newer, 0.6, 5.0, 40, topic=None)]
    table = {"hit": [1.0, 0.0], "newer": [cosine, (1 - cosine ** 2) ** 0.5]}
    assert _stood_in(candidates, relevance, question, table) == ["newer"]


def test_a_change_of_the_property_a_question_asks_for_stands_in_for_its_topic() -> None:
    # "release day" is a property of the release (``scopes.attribute_of``), and "when …" asks for it
    # (WordLlama: .27 apart; relevance as the misses bench gave it).
    hit, newer = ("No deploys on fridays. The release train leaves tuesdays at 10:00.",
                  "release day moved to thursday mornings so support is fully staffed the day after")
    candidates = [_c("hit", hit, 0.6, 5.0, 300, topic="releases"), _c("newer", newer, 0.6, 5.0, 41, topic="releases")]
    table = {"hit": [1.0, 0.0], "newer": [0.271, (1 - 0.271 ** 2) ** 0.5]}
    assert _stood_in(candidates, [0.893, 0.319], "when does the release train leave?", table) == ["newer"]
    assert _stood_in(candidates, [0.893, 0.319], "which train do releases take?", table) == []


def test_a_new_value_of_the_kind_the_question_asks_for_stands_in_with_one_word_in_common() -> None:
    # "how often": every night, then every 15 min; "price" is the one word the three share, "tills" are
    # the terminals (WordLlama: .29 apart; relevance as the misses bench gave it). "now" is enough.
    hit, newer = ("Price changes sync to the terminals every night at 02:00.",
                  "prices push out to the tills every 15 min now, stores hated waiting until the next morning")
    candidates = [_c("hit", hit, 0.6, 5.0, 305, topic="pricing"), _c("newer", newer, 0.6, 5.0, 50, topic=None)]
    table = {"hit": [1.0, 0.0], "newer": [0.292, (1 - 0.292 ** 2) ** 0.5]}
    assert _stood_in(candidates, [0.679, 0.302], "how often do price changes reach the terminals?", table) == ["newer"]
    # Without a word of change it states a fact beside the hit's.
    candidates[1] = _c("newer", "prices push out to the tills every 15 min", 0.6, 5.0, 50, topic=None)
    assert _stood_in(candidates, [0.679, 0.302], "how often do price changes reach the terminals?", table) == []


def test_a_note_that_says_the_owner_moved_on_answers_who_however_little_it_shares_with_the_question() -> None:
    # Relevance as the misses bench gave it: the new note has none of the question's words.
    hit, newer = ("Dana owns the IDEXX lab integration, ask her before touching the HL7 parser",
                  "Kofi is the go-to for anything lab results now, Dana moved to the mobile team")
    candidates = [_c("hit", hit, 0.6, 5.0, 330, topic="labs"), _c("newer", newer, 0.1, None, 40, topic=None)]
    table = {"hit": [1.0, 0.0], "newer": [0.336, (1 - 0.336 ** 2) ** 0.5]}
    assert _stood_in(candidates, [0.699, 0.034], "who owns the idexx integration?", table) == ["newer"]
    # It says who, so it answers no question about how the hit's work is done.
    hit = "lab results arrive as HL7 and get matched to the animal by microchip number"
    candidates[0] = _c("hit", hit, 0.6, 5.0, 390, topic=None)
    table = {"hit": [1.0, 0.0], "newer": [0.40, (1 - 0.40 ** 2) ** 0.5]}
    assert _stood_in(candidates, [0.718, 0.70], "how do lab results get matched to a patient?", table) == []


# Of the hit's topic: a retirement said in other words, a new value of the kind asked for without a word of
# change, a permission given back (WordLlama cosines; relevance as the misses bench gave it).
@pytest.mark.parametrize("hit, newer, cosine, relevance, question, topics", [
    ("conflict checks look at matters from the last 10 years",
     "no more cutoff: conflict checking covers every matter the firm ever opened", 0.45, [0.728, 0.409],
     "how far back does a conflict check look?", ("conflicts", "conflicts")),
    ("staff sessions expire after 8 hours so nobody gets logged out mid shift",
     "anyone logged in gets signed out after 30 min of inactivity, the auditor insisted", 0.369, [0.621, 0.169],
     "how long does a staff session last?", ("auth", "auth")),
    ("clinics can't delete a patient record, only archive it. we need the audit trail",
     "clinic admins may erase a pet's file again, the GDPR erasure requests kept piling up", 0.239, [0.892, 0.399],
     "can a clinic delete a patient record?", ("records", None)),
])
def test_a_change_said_in_other_words_stands_in_for_what_the_question_asks(
        hit: str, newer: str, cosine: float, relevance: list[float], question: str,
        topics: tuple[str | None, str | None]) -> None:
    candidates = [_c("hit", hit, 0.6, 5.0, 340, topic=topics[0]), _c("newer", newer, 0.6, 5.0, 50, topic=topics[1])]
    table = {"hit": [1.0, 0.0], "newer": [cosine, (1 - cosine ** 2) ** 0.5]}
    assert _stood_in(candidates, relevance, question, table) == ["newer"]


def test_a_new_value_with_one_word_in_common_and_no_topic_of_the_hits_does_not_stand_in() -> None:
    # From an outside review's probes (cases16): the client retros are not the client calls.
    candidates = [_c("hit", "client calls are on tuesdays and thursdays 10-12", 0.6, 5.0, 300, topic="clients"),
                  _c("newer", "client retros are on fridays at 16:00 now", 0.6, 5.0, 20, topic=None)]
    table = {"hit": [1.0, 0.0], "newer": [0.297, (1 - 0.297 ** 2) ** 0.5]}  # WordLlama
    assert _stood_in(candidates, [0.8, 0.5], "when are client calls?", table) == []


def test_a_same_topic_decommission_of_another_thing_does_not_stand_in() -> None:
    # An outside review's probe: the staging db's snapshots are not the RDS snapshots the hit keeps.
    candidates = [_c("hit", "RDS snapshots are taken daily and kept 35 days, restore drill every quarter", 0.6, 5.0,
                     260, topic="backup"),
                  _c("newer", "decommissioned the old staging db and deleted its snapshots", 0.6, 5.0, 3, topic="backup")]
    table = {"hit": [1.0, 0.0], "newer": [0.5, (1 - 0.5 ** 2) ** 0.5]}
    assert _stood_in(candidates, [0.8, 0.6], "how long are database snapshots kept?", table) == []


def test_a_value_of_another_scope_of_the_topic_does_not_stand_in() -> None:
    candidates = [_c("hit", "Access tokens expire after 15 minutes.", 0.6, 5.0, 300, topic="auth"),
                  _c("newer", "Refresh tokens last 30 days.", 0.6, 5.0, 50, topic="auth")]
    table = {"hit": [1.0, 0.0], "newer": [0.6, 0.8]}
    assert _stood_in(candidates, [0.8, 0.5], "how long do access tokens last?", table) == []


@pytest.mark.parametrize("hit, newer, question", [
    # Added beside it, in the clause that names it.
    ("Logs ship to Papertrail.", "Grafana now also reads logs from Loki", "where do our logs go?"),
    # One product, two names.
    ("Mobile push goes through Firebase Cloud Messaging.", "FCM is rate limiting our push now",
     "what do we use for push notifications?"),
    # The question asks about neither the kind nor the hit's product.
    ("PDF tickets are rendered with WeasyPrint", "tickets render with Typst now", "how fast are onsales?"),
])
def test_another_product_said_beside_it_or_not_asked_about_does_not_stand_in(hit: str, newer: str,
                                                                              question: str) -> None:
    candidates = [_c("hit", hit, 0.6, 5.0, 300, topic=None), _c("newer", newer, 0.6, 5.0, 40, topic=None)]
    table = {"hit": [1.0, 0.0], "newer": [0.25, (1 - 0.25 ** 2) ** 0.5]}
    assert _stood_in(candidates, [0.70, 0.40], question, table) == []


@pytest.mark.parametrize("hit, newer, cosine", [
    ("Dashboards are in Grafana.", "Business dashboards live in Metabase now.", 0.50),
    ("Deploys need approval from the tech lead.", "Staging deploys are now approved automatically.", 0.55),
])
def test_a_change_for_a_narrower_scope_of_the_hits_subject_does_not_stand_in(hit: str, newer: str, cosine: float
                                                                             ) -> None:
    # The newer one names the hit's thing with a modifier the hit lacks ("Business dashboards"):
    # it changes a part of what the hit says, not the whole, so it gets no share of its relevance.
    candidates = [_c("hit", hit, 0.6, 5.0, 220, topic=None), _c("newer", newer, 0.6, 5.0, 10, topic=None)]
    table = {"hit": [1.0, 0.0], "newer": [cosine, (1 - cosine ** 2) ** 0.5]}
    assert _stood_in(candidates, [0.84, 0.81], "Where are the dashboards?", table) == []


def test_a_remark_relevant_only_by_the_product_it_names_does_not_stand_in() -> None:
    # "datadog bill went up again, …" shares no word with the question; it earns "monitoring" for
    # naming Datadog (``ranking/kinds``), which lifts it into the pairs checked. Two words in common
    # with the decision (datadog, metrics) would then read it as a change of it.
    from cognee_memory.retrieval.unmarked import read_pair
    hit = _c("mon", "for monitoring we use Datadog: APM, host metrics and the on-call dashboards", 0.47, 3.0, 280,
             topic="obs")
    newer = _c("ddbill", "datadog bill went up again, custom metrics from the importer", 0.11, None, 3, topic=None)
    for cosine in (0.3, 0.5, 0.7):
        assert read_pair(hit, newer, cosine, "what do we use for monitoring?", (0.77, 0.55)) is None


@pytest.mark.parametrize("newer, topic, expected", [
    # Of the hit's topic, says it changed, about the thing asked for that the hit names: it stands in,
    # however far apart the two read.
    ("turned off the usage pings for good, a password manager phoning home is a bad look", "telemetry", ["newer"]),
    # Only "now": an incident or a remark says that too.
    ("usage pings are failing now, the endpoint is down", "telemetry", []),
    # Without the topic, with one word of the hit: a note that changes something else.
    ("turned off the usage dashboard for good, nobody looked at it", None, []),
    # Without the topic, but with two words of the hit: about the same thing.
    ("turned off the usage pings for good, a password manager phoning home is a bad look", None, ["newer"]),
])
def test_a_change_of_the_asked_thing_in_the_hits_topic_or_words_stands_in_far_apart_in_meaning(
        newer: str, topic: str | None, expected: list[str]) -> None:
    hit = "the desktop app sends anonymous usage pings to our Plausible instance, opt-out in settings"
    candidates = [_c("hit", hit, 0.6, 5.0, 300, topic="telemetry"), _c("newer", newer, 0.6, 5.0, 40, topic=topic)]
    table = {"hit": [1.0, 0.0], "newer": [0.26, (1 - 0.26 ** 2) ** 0.5]}
    assert _stood_in(candidates, [0.68, 0.24], "does the desktop app still send usage stats?", table) == expected


def test_a_change_that_retires_another_thing_of_the_topic_does_not_stand_in() -> None:
    # It names what it turned off ("the old staging db"), and the hit says none of it.
    hit = "RDS snapshots are taken daily and kept 35 days, restore drill every quarter"
    candidates = [_c("hit", hit, 0.6, 5.0, 260, topic="backup"),
                  _c("newer", "decommissioned the old staging db and deleted its snapshots", 0.6, 5.0, 3,
                     topic="backup")]
    table = {"hit": [1.0, 0.0], "newer": [0.36, (1 - 0.36 ** 2) ** 0.5]}
    assert _stood_in(candidates, [0.7, 0.3], "how long are database snapshots kept?", table) == []


def test_a_move_off_a_thing_written_in_stop_words_still_stands_in() -> None:
    # "off DO" (DigitalOcean) is nothing the reader can compare, so it shows no other thing was moved.
    candidates = [_c("hit", "The sync server runs on a single DigitalOcean droplet.", 0.6, 5.0, 420, topic="infra"),
                  _c("newer", "moved the sync server off DO to a hetzner dedicated box, half the price", 0.6, 5.0,
                     260, topic=None)]
    table = {"hit": [1.0, 0.0], "newer": [0.36, (1 - 0.36 ** 2) ** 0.5]}
    assert _stood_in(candidates, [0.63, 0.59], "where's the sync server hosted?", table) == ["newer"]


def test_a_rollout_on_one_occasion_does_not_stand_in_for_how_things_are() -> None:
    hit = "Drones get RTK corrections from our own base station on each farm, good to about 2 cm."
    candidates = [_c("hit", hit, 0.6, 5.0, 280, topic="gnss"),
                  _c("newer", "Rolled every drone to 04.03 this morning, the RTK fix is in.", 0.6, 5.0, 9, topic=None)]
    table = {"hit": [1.0, 0.0], "newer": [0.22, (1 - 0.22 ** 2) ** 0.5]}
    assert _stood_in(candidates, [0.37, 0.33], "How accurate is the drones' positioning?", table) == []


def test_a_finished_move_to_a_tool_of_the_kind_asked_for_stands_in_without_a_word_of_the_question() -> None:
    # It earns "ci" for naming GitHub Actions (``ranking/kinds``) and says the move is done: not a
    # remark that only names the product ("datadog bill went up again").
    from cognee_memory.retrieval.unmarked import read_pair
    hit = _c("gitlab", "moved the backend pipelines to gitlab runners, the old jenkins job configs are archived",
             0.24, 2.0, 240, topic=None)
    newer = _c("gha", "finished the move to GitHub Actions. the gitlab mirror is read-only from today", 0.2, None, 25,
               topic=None)
    assert read_pair(hit, newer, 0.31, "where does backend ci run?", (0.24, 0.2)) is not None
    remark = _c("remark", "GitHub Actions minutes ran out again, the gitlab mirror picked up the jobs", 0.2, None, 3,
                topic=None)
    assert read_pair(hit, remark, 0.31, "where does backend ci run?", (0.24, 0.2)) is None
    # A new version of the same tool is no move to another one: the tests stay where they were.
    pg15 = _c("pg15", "We use PostgreSQL 15 as the database everywhere, including the test suite.", 0.5, 3.0, 300)
    pg16 = _c("pg16", "Production moved from PostgreSQL 15 to PostgreSQL 16 (managed, on Fly.io).", 0.3, None, 10)
    assert read_pair(pg15, pg16, 0.52, "which database do we use for tests?", (0.79, 0.38)) is None


def test_a_handover_changes_who_not_what_so_it_stands_in_only_for_a_question_about_who() -> None:
    from cognee_memory.retrieval.unmarked import read_pair
    hit = _c("hit", "Client projects are tracked in Basecamp, Lukas is the Basecamp admin.", 0.5, 3.0, 300, topic=None)
    newer = _c("newer", "Sophie took over the Basecamp admin from Lukas", 0.4, 2.0, 20, topic=None)
    assert read_pair(hit, newer, 0.5, "where do we track client projects?", (0.8, 0.5)) is None
    assert read_pair(hit, newer, 0.5, "who is the basecamp admin?", (0.8, 0.7)) is not None


# A change said in words the last rules missed (WordLlama cosines; relevance as the misses bench gave it):
# a new regime from this month, a thing brought back, another product named alone for the asked job,
# a new value of the topic's asked value with almost no relevance, a version across a major number.
@pytest.mark.parametrize("hit, newer, cosine, relevance, question, topics", [
    ("Hamish does the monthly alcohol duty return, he has the HMRC gateway login",
     "Brightwater & Co (our accountants) file the duty return from this month, hamish handed them the gateway login",
     0.566, [0.755, 0.4], "who does the alcohol duty return?", ("duty", None)),
    ("no read receipts in chat, we don't want people pressured into replying fast",
     "read receipts are back, as a Plus feature", 0.429, [0.776, 0.672], "do we show read receipts in chat?",
     ("chat", "chat")),
    ("payments are taken by Mollie: cards, iDEAL and apple pay", "Checkout.com processes every parking payment, wallets"
     " included", 0.24, [0.666, 0.292], "which PSP takes the card payments?", ("payments", None)),
    ("tank temps are read from the LoRa probes every 5 min",
     "fermenter probes report once a minute now, the gateway upgrade made it free", 0.188, [0.795, 0.024],
     "how often are tank temps read?", ("fermentation", "fermentation")),
    ("the android app supports API 24 and up (minSdk 24)",
     "minimum is API 26 now, targetSdk 35 bc of the play store deadline", 0.447, [0.623, 0.043],
     "what's the oldest android version the app supports?", ("android", None)),
    ("Noah owns the matching algorithm, ask him before touching the score weights",
     "Aiko's recommendations squad has the ranking code now, Noah left in october", 0.314, [0.573, 0.094],
     "who owns the matching algo?", ("matching", None)),
])
def test_a_change_said_without_the_usual_words_stands_in(hit: str, newer: str, cosine: float, relevance: list[float],
                                                         question: str, topics: tuple[str | None, str | None]) -> None:
    candidates = [_c("hit", hit, 0.6, 5.0, 340, topic=topics[0]), _c("newer", newer, 0.6, 5.0, 45, topic=topics[1])]
    table = {"hit": [1.0, 0.0], "newer": [cosine, (1 - cosine ** 2) ** 0.5]}
    assert _stood_in(candidates, relevance, question, table) == ["newer"]


@pytest.mark.parametrize("hit, newer, question, topics, relevance", [
    # Another value of the topic, for another thing.
    ("tank temps are read from the LoRa probes every 5 min", "gravity readings are taken twice a day now",
     "how often are tank temps read?", ("fermentation", "fermentation"), [0.8, 0.1]),
    # A version after another word; a plan for another product, however relevant.
    ("the android app supports API 24 and up (minSdk 24)", "targetSdk 35 now, the play store deadline",
     "what's the oldest android version the app supports?", ("android", None), [0.8, 0.1]),
    ("payments are taken by Mollie: cards, iDEAL and apple pay", "we should move card payments to Adyen next year",
     "which PSP takes the card payments?", ("payments", None), [0.8, 0.6]),
    ("payments are taken by Mollie: cards, iDEAL and apple pay", "Adyen quoted 0.9% for card payments",
     "which PSP takes the card payments?", ("payments", None), [0.8, 0.6]),
])
def test_a_note_that_says_less_than_a_change_of_the_asked_thing_does_not_stand_in(
        hit: str, newer: str, question: str, topics: tuple[str | None, str | None], relevance: list[float]) -> None:
    candidates = [_c("hit", hit, 0.6, 5.0, 340, topic=topics[0]), _c("newer", newer, 0.6, 5.0, 45, topic=topics[1])]
    table = {"hit": [1.0, 0.0], "newer": [0.3, (1 - 0.3 ** 2) ** 0.5]}
    assert _stood_in(candidates, relevance, question, table) == []


def test_another_product_said_without_a_change_stands_in_only_when_it_answers_about_as_well_by_meaning() -> None:
    # An outside review's probe (cases13): the web dashboard's Sentry is not the apps' crash reporter
    # (WordLlama cosines to the question .31 and .62; relevance tied by the lexical half).
    hit, newer = "Crash reports from the iOS and Android apps go to Crashlytics", "The web dashboard reports its errors to Sentry"
    table = {"hit": [1.0, 0.0], "newer": [0.3, (1 - 0.3 ** 2) ** 0.5]}
    candidates = [_c("hit", hit, 0.62, 5.0, 300, topic="obs"), _c("newer", newer, 0.31, 5.0, 290, topic=None)]
    assert _stood_in(candidates, [0.713, 0.713], "where do mobile crash reports go?", table) == []


def test_a_change_of_another_job_of_the_same_person_does_not_answer_who_does_this_one() -> None:
    # An outside review's probe (cases17): the parking tax return is not the refunds (cosines as WordLlama gave them).
    hit = "refunds for parking sessions are done by hand in the Mollie dashboard by Femke"
    newer = "Joost files the parking tax return from this quarter, Femke handed him the login"
    candidates = [_c("hit", hit, 0.575, 5.0, 250, topic="payments"), _c("newer", newer, 0.344, 5.0, 20, topic=None)]
    table = {"hit": [1.0, 0.0], "newer": [0.35, (1 - 0.35 ** 2) ** 0.5]}
    assert _stood_in(candidates, [0.849, 0.849], "who does the refunds for parking sessions?", table) == []


def test_a_later_change_of_a_stand_in_stands_in_for_it_and_so_for_the_hit() -> None:
    # A chain: Twilio, then Vonage ("switched … from twilio to vonage"), then Brevo, which names neither the
    # reminders nor Twilio's successor as retired, only another product of the kind asked about.
    candidates = [_c("twilio", "vaccine + appointment reminder texts are sent with Twilio, templates live in the admin ui",
                     0.61, 7.0, 400, topic="reminders"),
                  _c("vonage", "switched the SMS provider from twilio to vonage, ~40% cheaper for UK numbers", 0.17, None,
                     240, topic=None),
                  _c("brevo", "Brevo does all our texting now (same bill as the emails), vonage cancelled", 0.22, 2.4, 21,
                     topic=None)]
    table = {"twilio": [1.0, 0.0, 0.0], "vonage": [0.45, 0.89, 0.0], "brevo": [0.15, 0.3, 0.94]}
    linked = asyncio.run(with_unmarked_updates(candidates, np.array([0.871, 0.3, 0.317]), _far_apart(table),
                                               "what sends the vaccine reminder texts?"))
    chain = {c.memory.id: [p.memory.id for p in c.predecessors] for c in linked}
    assert chain["vonage"] == ["twilio"] and chain["brevo"] == ["vonage"]
    assert [p.memory.id for p in linked[2].predecessors[0].predecessors] == ["twilio"]


@pytest.mark.parametrize("hit, newer, cosine, relevance, question, topics, semantic", [
    # Another product for the same job, said without a change, that names two things of the hit's job.
    ("membership fees are collected by direct debit through GoCardless on the 1st",
     "Stripe Billing pulls the monthly memberships by SEPA debit, first of the month like before", 0.368,
     [0.565, 0.162], "what collects the membership DDs?", ("billing", None), (0.43, 0.14)),
    # The question shortens the hit's product ("influx"); a value the note says it beat is no thing retired.
    ("inverter readings are written to InfluxDB, one database per region, raw points kept 90 days",
     "all telemetry lands in ClickHouse since the summer, the yearly graphs load in 2s instead of 40s", 0.094,
     [0.424, 0.038], "what replaced influx for the inverter readings?", ("timeseries", None), (0.4, 0.09)),
    # A new amount of the topic's asked value, from this month.
    ("no-show fee for booked classes is 5 EUR, charged to the card on file",
     "skipping a class you booked costs 8 euro from this month, cancelling less than 2h before counts as skipping",
     0.247, [0.634, 0.044], "how much is the no-show fee?", ("classes", "classes"), (0.51, 0.14)),
])
def test_a_change_a_held_out_style_set_words_far_from_the_question_stands_in(
        hit: str, newer: str, cosine: float, relevance: list[float], question: str,
        topics: tuple[str | None, str | None], semantic: tuple[float, float]) -> None:
    candidates = [_c("hit", hit, semantic[0], 5.0, 380, topic=topics[0]),
                  _c("newer", newer, semantic[1], 2.0, 60, topic=topics[1])]
    table = {"hit": [1.0, 0.0], "newer": [cosine, (1 - cosine ** 2) ** 0.5]}
    assert _stood_in(candidates, relevance, question, table) == ["newer"]


@pytest.mark.parametrize("hit, newer, question", [
    # For a while, for one group: nothing for good.
    ("homework uploads are capped at 25 MB a file", "raised the upload cap to 200 MB for the year 13 art portfolios, "
     "just until their deadline friday", "what's the max file size for homework uploads?"),
    # Beside the hit's way, not instead of it.
    ("trainers see their schedule in the staff web app only", "trainer schedules also sync to google calendar now",
     "where do trainers see their schedule?"),
    # A trial.
    ("the gateway keeps 7 days of readings on its SD card while offline", "trying a 30 day buffer on ten beta gateways "
     "now", "how many days of data does the gateway buffer offline?"),
    # Shown next to the hit's value, for information only.
    ("foreign currency claims are converted at the ECB rate of the receipt date, not the card statement date",
     "card lines in a foreign currency now show the bank's rate next to the ECB one, only as info for the approver",
     "which exchange rate do we use for foreign currency claims?"),
    ("delivery slots are shown in the customer's local time", "the courier app now lists UTC next to the local time "
     "for support calls", "which time zone are delivery slots shown in?"),
    ("the lab reports reference ranges from the 2019 guideline", "reports now print the 2024 ranges too, purely "
     "informational for the vets", "which reference ranges do lab reports use?"),
    # A plan said with a hedge governs the move it names ("could drop …, maybe in the spring": nothing dropped yet).
    ("we don't take back unsold bread, cafes just order less the next day",
     "could drop the minimum order for cafes on our street, maybe in the spring",
     "what time do cafes need to order by for the next day?"),
])
def test_a_change_for_a_while_beside_the_hits_way_or_on_trial_does_not_stand_in(hit: str, newer: str,
                                                                                 question: str) -> None:
    candidates = [_c("hit", hit, 0.6, 5.0, 340, topic=None), _c("newer", newer, 0.5, 5.0, 10, topic=None)]
    table = {"hit": [1.0, 0.0], "newer": [0.5, (1 - 0.5 ** 2) ** 0.5]}
    assert _stood_in(candidates, [0.8, 0.8], question, table) == []


@pytest.mark.parametrize("hit, newer, question", [
    # From an outside review's probes (cases18): a weak cue ("under the new licence", "are back") about another
    # thing the question's words share one of.
    ("the lounge is open until 22:00, members only after 18:00",
     "under the new licence the music in the lounge must stay below 70 dB", "how late is the lounge open?"),
    ("weekday warehouse shifts are 6-14 and 14-22 from this month.",
     "saturday shifts are back, 8-14, for the december rush", "what are the weekday warehouse shifts?"),
])
def test_a_weak_cue_about_another_thing_does_not_stand_in(hit: str, newer: str, question: str) -> None:
    candidates = [_c("hit", hit, 0.6, 5.0, 220, topic=None), _c("newer", newer, 0.5, 5.0, 5, topic=None)]
    table = {"hit": [1.0, 0.0], "newer": [0.5, (1 - 0.5 ** 2) ** 0.5]}
    assert _stood_in(candidates, [0.8, 0.8], question, table) == []


def test_too_as_a_measure_is_not_beside() -> None:
    # "too expensive" says why PagerDuty went, not that Grafana OnCall pages beside it.
    candidates = [_c("hit", "Alerts page the on-call engineer through PagerDuty.", 0.5, 7.7, 210, topic="alerting"),
                  _c("newer", "PagerDuty got too expensive for 40 seats, so alerts page through Grafana OnCall now.",
                     0.24, 1.9, 35, topic=None)]
    table = {"hit": [1.0, 0.0], "newer": [0.623, (1 - 0.623 ** 2) ** 0.5]}
    assert _stood_in(candidates, [0.665, 0.238], "Which tool pages the on-call engineer?", table) == ["newer"]


def test_a_permission_given_back_is_no_weak_cue() -> None:
    candidates = [_c("hit", "no force pushes, ever. not even on your own branch", 0.79, 7.5, 350, topic="git"),
                  _c("newer", "force-pushing feature branches is fine again, main and release/* stay protected",
                     0.54, 6.1, 30, topic=None)]
    table = {"hit": [1.0, 0.0], "newer": [0.6, 0.8]}
    assert _stood_in(candidates, [0.952, 0.772], "can i force push my branch?", table) == ["newer"]


def test_a_note_that_gives_no_value_of_the_asked_kind_does_not_stand_in_for_one_that_does() -> None:
    # "how often …" is answered by "every 15 seconds"; a newer note that shares "send" and "truck" and says "now"
    # about a form's deadline gives no frequency and retires nothing.
    candidates = [_c("gps", "the cab tablets send the truck's GPS position every 15 seconds, we keep the tracks for a year",
                     0.56, 3.5, 210, topic=None),
                  _c("form", "the 'we didn't empty your bin' form now shuts at 5pm on the next working day, ops couldn't "
                     "send a truck back for later reports", 0.36, 3.2, 35, topic=None)]
    table = {"gps": [1.0, 0.0], "form": [0.35, (1 - 0.35 ** 2) ** 0.5]}
    assert _stood_in(candidates, [0.59, 0.59], "how often do the trucks send their location?", table) == []
    # The same shape with a frequency anew stands in.
    candidates[1] = _c("form", "the cab tablets now send the truck's position every 5 seconds, the live map needed it",
                       0.5, 3.2, 35, topic=None)
    assert _stood_in(candidates, [0.59, 0.55], "how often do the trucks send their location?", table) == ["form"]


def test_the_successor_the_question_asks_for_is_not_replaced_by_a_later_note_on_another_matter() -> None:
    # "what replaced textract …?": the Mindee note says it moved off Textract, so it is the answer, not a hit whose
    # thing was replaced; a later "from now on" note about approval limits is no change of it.
    candidates = [_c("textract", "receipt photos go through AWS Textract and the amount, date and merchant get prefilled",
                     0.41, 3.1, 370, topic="receipts"),
                  _c("mindee", "we moved off textract, Mindee's receipt API does the extraction now and it actually finds "
                     "the VAT line", 0.47, 3.0, 65, topic=None),
                  _c("limits", "notes from the finance sync: they only want to see claims above 1k from now on, line "
                     "managers are enough below", 0.25, 0.7, 30, topic=None)]
    table = {"textract": [1.0, 0.0, 0.0], "mindee": [0.5, 0.87, 0.0], "limits": [0.1, 0.22, 0.97]}
    linked = asyncio.run(with_unmarked_updates(candidates, np.array([0.47, 0.5, 0.25]), _far_apart(table),
                                               "what replaced textract for reading receipts?"))
    chain = {c.memory.id: [p.memory.id for p in c.predecessors] for c in linked}
    assert chain["limits"] == [] and chain["mindee"] == ["textract"]


def test_a_new_value_of_a_thing_the_hit_gives_a_value_stands_in_however_little_it_answers_by_meaning() -> None:
    # "claims over 500 EUR" → "claims above 1k from now on": the same thing, another value, said as a change
    # (WordLlama: .18 relevance against the hit's .87).
    candidates = [_c("hit", "expense claims over 500 EUR need a second approval from finance after the line manager",
                     0.6, 6.3, 350, topic="approvals"),
                  _c("newer", "notes from the finance sync: they only want to see claims above 1k from now on, line "
                     "managers are enough below", 0.24, 1.3, 30, topic=None)]
    table = {"hit": [1.0, 0.0], "newer": [0.35, (1 - 0.35 ** 2) ** 0.5]}
    assert _stood_in(candidates, [0.865, 0.184], "when does finance have to approve an expense?", table) == ["newer"]


@pytest.mark.parametrize("newer", [
    # Said with "now" only, for a scope the hit does not name, or about a thing the question does not ask.
    "claims above 1k are now shown in red on the dashboard",
    "for the sales team finance wants to see claims above 1k from now on",
    "the team lunch budget is 1k per quarter from now on",
])
def test_another_value_for_another_scope_or_without_a_change_word_does_not_stand_in(newer: str) -> None:
    candidates = [_c("hit", "expense claims over 500 EUR need a second approval from finance after the line manager",
                     0.6, 6.3, 350, topic="approvals"),
                  _c("newer", newer, 0.24, 1.3, 30, topic=None)]
    table = {"hit": [1.0, 0.0], "newer": [0.35, (1 - 0.35 ** 2) ** 0.5]}
    assert _stood_in(candidates, [0.865, 0.184], "when does finance have to approve an expense?", table) == []


def test_the_same_quantity_said_anew_stands_in_without_the_questions_words() -> None:
    # An outside review's probe (cases24 sk2): "the gust threshold was lowered to 50 km/h" gives the hit's km/h
    # another number and names its gusts, though it shares no word with "at what wind speed do chairlifts stop?".
    candidates = [_c("hit", "chairlifts stop when wind gusts pass 60 km/h", 0.7, 5.0, 290, topic="safety"),
                  _c("newer", "the gust threshold was lowered to 50 km/h after the incident", 0.15, 0.5, 10, topic=None)]
    table = {"hit": [1.0, 0.0], "newer": [0.38, (1 - 0.38 ** 2) ** 0.5]}
    assert _stood_in(candidates, [0.8, 0.05], "at what wind speed do chairlifts stop?", table) == ["newer"]


def test_the_same_quantity_said_anew_does_not_answer_a_question_about_a_thing() -> None:
    # A new user's round of developer notes: the wall time went up; the scheduler asked for is still Slurm.
    candidates = [_c("slurm", "Jobs on the cluster go through Slurm; the default partition is 'standard' with a 24h "
                     "wall-time limit.", 0.34, 2.0, 330, topic=None),
                  _c("wall", "Max wall time on the standard partition went up to 48h after the cluster upgrade.",
                     0.26, 2.0, 60, topic=None)]
    table = {"slurm": [1.0, 0.0], "wall": [0.54, (1 - 0.54 ** 2) ** 0.5]}
    assert _stood_in(candidates, [0.39, 0.39], "what scheduler does the cluster use", table) == []
    assert _stood_in(candidates, [0.39, 0.39], "how long can a job run on the cluster?", table) == ["wall"]
    # … nor where the hit's quantity is said of what the question asks (an outside review's probes)
    for question, hit, newer in [
            ("which plans include SSO?", "SSO is included on plans from 49 EUR a month up.",
             "SSO now starts at the 29 EUR a month plans."),
            ("who can approve a 200 EUR refund?", "Refunds up to 100 EUR can be approved by any support agent; above "
             "that Oskar approves.", "Support agents can approve refunds up to 250 EUR now."),
            ("what's the on-call rotation?", "On-call rotates every 7 days among the 4 backend engineers.",
             "On-call rotation changed to 14 days per shift.")]:
        candidates = [_c("hit", hit, 0.5, 3.0, 300, topic=None), _c("new", newer, 0.4, 2.5, 60, topic=None)]
        table = {"hit": [1.0, 0.0], "new": [0.6, 0.8]}
        assert _stood_in(candidates, [0.6, 0.5], question, table) == ["new"], question
    # … but a note that names a new thing with the new quantity answers it (everyday-sealed)
    candidates = [_c("v100", "The gpu partition has 8 nodes with 4 V100s each.", 0.68, 4.4, 330, topic=None),
                  _c("h100", "The V100 nodes are decommissioned. gpu is 6 nodes with 4 H100s each now.", 0.44, 2.2, 60,
                     topic=None)]
    table = {"v100": [1.0, 0.0], "h100": [0.6, 0.8]}
    assert _stood_in(candidates, [0.91, 0.52], "Which GPUs are in the gpu partition?", table) == ["h100"]


@pytest.mark.parametrize("newer", [
    "gusts reached 50 km/h on the top station this morning",  # a reading, not a change
    "the gust threshold for the gondola was lowered to 50 km/h",  # for a scope the hit does not name
    "the gust sensor was moved 50 m up the mast",  # another quantity
    "the snow groomers' speed limit was lowered to 50 km/h",  # the same unit, nothing of the hit's in common
])
def test_a_reading_another_scope_or_another_quantity_does_not_stand_in(newer: str) -> None:
    candidates = [_c("hit", "chairlifts stop when wind gusts pass 60 km/h", 0.7, 5.0, 290, topic="safety"),
                  _c("newer", newer, 0.15, 0.5, 10, topic=None)]
    table = {"hit": [1.0, 0.0], "newer": [0.38, (1 - 0.38 ** 2) ** 0.5]}
    assert _stood_in(candidates, [0.8, 0.05], "at what wind speed do chairlifts stop?", table) == []


def test_a_price_of_another_thing_that_shares_only_the_verb_of_its_number_does_not_stand_in() -> None:
    # An outside review's probe (cases23 dn5): "costs" ties each number to its own thing.
    candidates = [_c("fee", "a standard check-up costs 60 euro", 0.7, 5.0, 270, topic="pricing"),
                  _c("parking", "parking next to the clinic costs 2 euro an hour from now on", 0.2, 1.0, 5, topic=None)]
    table = {"fee": [1.0, 0.0], "parking": [0.3, (1 - 0.3 ** 2) ** 0.5]}
    assert _stood_in(candidates, [0.8, 0.1], "how much is a check-up?", table) == []


def test_a_record_that_says_it_replaces_the_hit_by_number_stands_in_however_far_down() -> None:
    # Real decision records (opg-lpa ADR 0015 names ADR 0013 in its status line; nobody marked either).
    old = ("Implement a Postgres connection pool.\n\nWe should use the pgbouncer connection pooler. The API will "
           "connect to the connection pool instead of the database.")
    new = ("Use RDS Proxy as a connection pooling tool.\n\n## Status\n\nAccepted (replaces ADR 0013)\n\n## Context\n\n"
           "Bitnami changed its support model, so we had to quickly move to an alternative.")
    candidates = [_c("opg-lpa/0013-connection-pooling", old, 0.69, 8.0, 900, topic=None),
                  _c("opg-lpa/0015-rds-proxy", new, 0.36, 3.0, 60, topic=None)]
    table = {"opg-lpa/0013-connection-pooling": [1.0, 0.0], "opg-lpa/0015-rds-proxy": [0.3, (1 - 0.3 ** 2) ** 0.5]}
    assert _stood_in(candidates, [0.916, 0.2], "How does the API pool its database connections?", table) \
        == ["opg-lpa/0015-rds-proxy"]
    # Another record's number is no citation of this one.
    candidates[1] = _c("opg-lpa/0015-rds-proxy", new.replace("0013", "0012"), 0.36, 3.0, 60, topic=None)
    assert _stood_in(candidates, [0.916, 0.2], "How does the API pool its database connections?", table) == []


def test_a_while_said_of_someone_else_in_a_note_of_several_news_does_not_hold_its_change_back() -> None:
    # everyday-dev10: "Hassan's off till the 14th" is other news; the Calendly link is the change.
    hit = "consultants book candidate interviews over email and add them to the shared outlook calendar"
    newer = ("monday standup: candidates now pick their own interview slot from a Calendly round robin link, Hassan's "
             "off till the 14th, and the coffee machine works again")
    candidates = [_c("hit", hit, 0.5, 4.0, 350, topic="interviews"), _c("newer", newer, 0.3, 1.0, 24, topic=None)]
    table = {"hit": [1.0, 0.0], "newer": [0.5, (1 - 0.5 ** 2) ** 0.5]}
    assert _stood_in(candidates, [0.5, 0.3], "how do we book interviews with candidates?", table) == ["newer"]
    # … but a while said of the change itself still holds it back.
    candidates[1] = _c("newer", "candidates pick their own interview slot from a Calendly link until Hassan is back",
                       0.3, 1.0, 24, topic=None)
    assert _stood_in(candidates, [0.5, 0.3], "how do we book interviews with candidates?", table) == []


def test_a_name_read_as_a_value_is_no_new_value() -> None:
    # dev8: "Mindee's receipt API" gives "receipt" the "value" API; a later note of the finance sync with "taxi
    # receipts again" and "from now on" about approval limits must not stand in for the Mindee note.
    candidates = [_c("mindee", "we moved off textract, Mindee's receipt API does the extraction now and it actually "
                     "finds the VAT line", 0.467, 3.0, 65, topic=None),
                  _c("sync", "notes from the finance sync: they only want to see claims above 1k from now on, line "
                     "managers are enough below that. they also want taxi receipts again and the Q4 close is on the "
                     "15th", 0.25, 0.7, 30, topic=None)]
    table = {"mindee": [1.0, 0.0], "sync": [0.253, (1 - 0.253 ** 2) ** 0.5]}
    assert _stood_in(candidates, [0.505, 0.125], "what replaced textract for reading receipts?", table) == []


def test_a_new_value_for_another_thing_of_the_topic_does_not_stand_in() -> None:
    # An outside review's probe (cases17): the bottle shop's delivery day is no new day for the keg deliveries to pubs.
    candidates = [_c("kegs", "keg deliveries to pubs go out tuesdays and fridays", 0.6, 6.0, 260, topic="logistics"),
                  _c("shop", "bottle shop deliveries are on wednesdays now", 0.3, 1.5, 5, topic="logistics")]
    table = {"kegs": [1.0, 0.0], "shop": [0.45, (1 - 0.45 ** 2) ** 0.5]}
    assert _stood_in(candidates, [0.957, 0.364], "when do keg deliveries to pubs go out?", table) == []
    # … and the keg deliveries' own new day does.
    candidates[1] = _c("shop", "keg deliveries to pubs are on wednesdays now", 0.5, 3.5, 5, topic="logistics")
    assert _stood_in(candidates, [0.957, 0.8], "when do keg deliveries to pubs go out?", table) == ["shop"]


def test_a_rival_of_the_product_the_question_names_stands_in_however_little_it_answers_by_meaning() -> None:
    # "do we still use google translate for MT?": the DeepL note names neither Google nor machine translation.
    candidates = [_c("google", "machine translation suggestions come from the Google Translate API, one request per "
                     "segment", 0.5, 3.5, 385, topic="mt"),
                  _c("deepl", "DeepL pre-translates every new project now, whole files in one batch", 0.06, None, 50,
                     topic=None)]
    table = {"google": [1.0, 0.0], "deepl": [0.3, (1 - 0.3 ** 2) ** 0.5]}
    assert _stood_in(candidates, [0.8, 0.05], "do we still use google translate for MT?", table) == ["deepl"]
    # Not when the question does not name the hit's product, nor on trial.
    assert _stood_in(candidates, [0.8, 0.05], "how are MT suggestions made?", table) == []
    candidates[1] = _c("deepl", "trying DeepL on two projects this week", 0.06, None, 5, topic=None)
    assert _stood_in(candidates, [0.8, 0.05], "do we still use google translate for MT?", table) == []


def test_a_note_that_gives_up_the_hits_value_answers_when_without_a_time() -> None:
    # An outside review's probe (cases16): "no more nightly rebuild" ends the hit's schedule; "on every product save"
    # is when it happens now.
    candidates = [_c("search", "product search runs on Algolia, the index is rebuilt nightly at 03:00", 0.6, 6.0, 260,
                     topic="search"),
                  _c("searchR", "no more nightly rebuild: the index updates on every product save", 0.5, 3.0, 12,
                     topic="search")]
    table = {"search": [1.0, 0.0], "searchR": [0.5, (1 - 0.5 ** 2) ** 0.5]}
    assert _stood_in(candidates, [0.908, 0.648], "when is the search index rebuilt?", table) == ["searchR"]


def test_for_a_who_question_a_note_that_names_nobody_does_not_stand_in() -> None:
    # An outside review's probe (cases20): "as of last sprint the sports desk has two more reporters" says who
    # joined, not who runs it.
    candidates = [_c("sports", "Mira runs the sports desk and sets its weekend rota", 0.6, 5.0, 250, topic="team"),
                  _c("more", "as of last sprint the sports desk has two more reporters", 0.5, 4.0, 7, topic=None)]
    table = {"sports": [1.0, 0.0], "more": [0.6, 0.8]}
    assert _stood_in(candidates, [0.8, 0.7], "who runs the sports desk?", table) == []


def test_a_rival_of_the_named_product_is_read_however_far_down_the_candidates_it_is() -> None:
    # dev8: twelve newer notes of the workspace rank above the DeepL note; the question names Google Translate.
    hit = _c("google", "machine translation suggestions come from the Google Translate API, one request per segment",
             0.5, 3.5, 385, topic="mt")
    fillers = [_c(f"note{k}", f"the export job number {k} writes one zip per locale for customers", 0.3, 1.0, 100 + k,
                  topic=None) for k in range(12)]
    deepl = _c("deepl", "DeepL pre-translates every new project now, whole files in one batch", 0.06, None, 50, topic=None)
    candidates = [hit, *fillers, deepl]
    table = {"google": [1.0, 0.0], "deepl": [0.3, (1 - 0.3 ** 2) ** 0.5]} | {f"note{k}": [0.2, 0.98] for k in range(12)}
    relevance = [0.8] + [0.4 - 0.01 * k for k in range(12)] + [0.05]
    assert _stood_in(candidates, relevance, "do we still use google translate for MT?", table) == ["deepl"]


def test_the_successor_a_replacement_question_asks_for_is_replaced_only_by_a_rival_or_its_own_retirement() -> None:
    # An outside review's probe (cases20 sa9): a rule about SSO from a meeting note is no successor of Auth0.
    candidates = [_c("auth0", "we moved off WorkOS, Auth0 does enterprise SSO now", 0.6, 5.0, 60, topic=None),
                  _c("rule", "notes from the security review: enterprise customers must have SSO enforced from now on",
                     0.55, 5.0, 10, topic=None)]
    table = {"auth0": [1.0, 0.0], "rule": [0.6, 0.8]}
    assert _stood_in(candidates, [0.83, 0.83], "what replaced WorkOS for SSO?", table) == []
    candidates[1] = _c("rule", "Okta does enterprise SSO now, the Auth0 contract ended", 0.55, 5.0, 10, topic=None)
    assert _stood_in(candidates, [0.83, 0.83], "what replaced WorkOS for SSO?", table) == ["rule"]


@pytest.mark.parametrize("hit, newer, question", [
    # An outside review's probe (cases15): one named client's site, not every client's.
    ("client WordPress sites are hosted on our WP Engine account, one install per client",
     "Bäckerei Huber's site moved off wp engine to their own hetzner server, they wanted to host it themselves",
     "where do we host client WordPress sites?"),
    ("client shops are built on Shopify, one store per client",
     "Acme's shop moved off Shopify to WooCommerce, they wanted more control", "which platform are client shops built on?"),
])
def test_one_named_clients_move_does_not_stand_in_for_every_clients(hit: str, newer: str, question: str) -> None:
    candidates = [_c("hit", hit, 0.6, 5.0, 350, topic="hosting"), _c("newer", newer, 0.4, 3.0, 12, topic=None)]
    table = {"hit": [1.0, 0.0], "newer": [0.5, (1 - 0.5 ** 2) ** 0.5]}
    assert _stood_in(candidates, [0.8, 0.5], question, table) == []


def test_a_question_about_a_teams_choice_is_no_who_question_for_the_names_test() -> None:
    # Decision records (modernisation-platform 0004 → 0019): "the team's core languages" asks what, not who.
    candidates = [_c("old", ('Use bash, nodejs, and python as core languages.\n\nWe have decided to use `bash`, `nodejs`, '
                        'and `python` as our core languages, as they are both: three of the most popular languages '
                        'by repository in the Ministry of Justice, and the team already have knowledge of these lan'
                        'guages.\n\nWe ran a poll for what languages people already know within the team and the resu'
                        'lts were:\n- 3 votes for `nodejs`\n- 3 votes for `python`\n\nWe have also includes `bash` in t'
                        'his list to be explicit in that we should and can use it when needed.\n\nWe will leave it to'
                        ' each team member to decide what language is best for the problem they are trying to solve'
                        '.'), 0.6, 5.0, 700, topic=None),
                  _c("new", ('Use bash and go as core languages.\n\nWe have decided to use `bash` and `go` as our core lan'
                        'guages.\n\nWe have also included `bash` in this list to be explicit in that we should and ca'
                        'n use it when needed.\n\nAll new scripts, lambdas and tests should be written in `go` by def'
                        'ault.'), 0.55, 4.0, 100, topic=None)]
    table = {"old": [1.0, 0.0], "new": [0.69, (1 - 0.69 ** 2) ** 0.5]}
    assert _stood_in(candidates, [0.783, 0.61], "Which programming languages are the team's core languages?", table) \
        == ["new"]


def test_a_step_that_runs_when_a_thing_is_changed_does_not_stand_in_for_a_rule_about_it() -> None:
    # An outside review's probe (cases21 cr1): the crew app's sync is no change of the rest rule.
    from cognee_memory.retrieval.unmarked import read_pair
    hit = _c("rest", "cabin crew need at least 12 hours of rest between duties", 0.6, 3.0, 300, topic="rules")
    newer = _c("sync", "the crew app syncs rosters when a duty is changed, on every change", 0.3, None, 280, topic=None)
    for cosine in (0.4, 0.7):
        assert read_pair(hit, newer, cosine, "how much rest do cabin crew need between duties?", (0.893, 0.3)) is None


def test_an_agreement_that_ended_retires_what_came_under_it_not_every_dealing_with_that_party() -> None:
    # everyday-dev9: the DVSA licence ended, so the licensed question bank went; the badge check against the DVSA's
    # register did not (relevance as the misses bench gave it).
    newer = "we write our own hazard and theory questions now that the dvsa licence wasn't renewed"
    bank = [_c("bank", "theory practice questions are licensed from the DVSA revision question bank, updated every april",
               0.5, 4.0, 340, topic="theory"), _c("own", newer, 0.4, 2.0, 25, topic=None)]
    table = {"bank": [1.0, 0.0], "own": [0.465, (1 - 0.465 ** 2) ** 0.5]}
    assert _stood_in(bank, [0.602, 0.465], "what replaced the dvsa question bank?", table) == ["own"]
    badge = [_c("badge", "every instructor uploads their ADI badge and we check it against the DVSA register before they "
                "go live", 0.5, 4.0, 320, topic="compliance"), _c("own", newer, 0.05, None, 25, topic=None)]
    table = {"badge": [1.0, 0.0], "own": [0.3, (1 - 0.3 ** 2) ** 0.5]}
    assert _stood_in(badge, [0.729, 0.03], "how do we verify an instructor's ADI badge?", table) == []


def test_a_thing_given_up_in_one_clause_is_retired_whatever_another_clause_says_of_when() -> None:
    # everyday-dev9: "no more spreadsheets" retires the hit's spreadsheet; "… come in march" is another clause's.
    candidates = [_c("quarter", "gift aid claims are submitted to HMRC every quarter by Priya with the charities online "
                     "spreadsheet", 0.5, 4.0, 350, topic="giftaid"),
                  _c("monthly", "catch-up from the finance call: the tax reclaim goes to hmrc monthly through the Charities "
                     "Online API now, no more spreadsheets, and the auditors come in march", 0.2, None, 30, topic=None)]
    table = {"quarter": [1.0, 0.0], "monthly": [0.436, (1 - 0.436 ** 2) ** 0.5]}
    assert _stood_in(candidates, [0.708, 0.074], "how often do we submit gift aid claims?", table) == ["monthly"]
    # A retirement for a scope the hit does not name, in its own clause, still does not.
    candidates[1] = _c("monthly", "no more spreadsheets for the shop accounts", 0.2, None, 30, topic=None)
    assert _stood_in(candidates, [0.708, 0.074], "how often do we submit gift aid claims?", table) == []


def test_a_return_to_what_a_stand_in_retired_stands_in_for_it() -> None:
    # everyday-dev2: Elasticsearch, then "dropped elasticsearch" (a retirement: the strict verdict), then a return to
    # Elasticsearch, which names what the stand-in retired (WordLlama cosines .385, .396 and .378).
    candidates = [_c("es", "Person search runs on Elasticsearch with phonetic matching for surnames.", 0.40, 4.7, 300,
                     topic="search"),
                  _c("dropped", "dropped elasticsearch, name search is pg_trgm + Double Metaphone in postgres now", 0.18,
                     1.7, 150, topic=None),
                  _c("back", "we went back to Elasticsearch for person search, trigrams fell over on the 40M row persons "
                     "table", 0.23, 1.6, 6, topic=None)]
    table = {"es": [1.0, 0.0, 0.0], "dropped": [0.385, 0.923, 0.0], "back": [0.396, 0.2443, 0.885]}
    linked = asyncio.run(with_unmarked_updates(candidates, np.array([0.545, 0.228, 0.241]), _far_apart(table),
                                               "what powers surname search?"))
    chain = {c.memory.id: [p.memory.id for p in c.predecessors] for c in linked}
    assert chain["dropped"] == ["es"] and chain["back"] == ["dropped"]


def test_a_note_that_cites_the_hits_value_as_the_old_one_stands_in_however_far_apart_they_read() -> None:
    # everyday-dev9: "call off" for "cancel", .063 relevance against .805 (WordLlama cosine .33).
    candidates = [_c("48h", "learners can cancel a lesson for free up to 48 hours before, later than that they pay in full",
                     0.667, 7.6, 380, topic="lessons"),
                  _c("noon", "people have untill noon the day before to call off without paying, 48h was too strict for "
                     "shift workers", 0.14, None, 35, topic=None)]
    table = {"48h": [1.0, 0.0], "noon": [0.33, (1 - 0.33 ** 2) ** 0.5]}
    assert _stood_in(candidates, [0.805, 0.063], "how late can a learner cancel a lesson for free?", table) == ["noon"]


def test_a_word_shared_only_by_a_long_name_makes_no_subject_in_common() -> None:
    # everyday-dev9: the print lab's name "Bay Photo" shares "photo" with the favourites note; the two share no subject.
    from cognee_memory.retrieval.unmarked import read_pair
    from cognee_memory.retrieval.same_subject import name_only_words
    hit = _c("fav", "clients heart photos to mark favourites and the photographer gets one email per gallery per day "
             "with the list", 0.671, 3.9, 240, topic=None)
    newer = _c("bay", "Bay Photo fulfils everything clients order on paper or metal since august, whcc kept losing "
               "parcels", 0.313, 3.0, 55, topic=None)
    assert name_only_words(hit.memory.text, newer.memory.text) == "bay photo"
    assert read_pair(hit, newer, 0.378, "how does a photographer find out which photos a client liked?", (0.707, 0.341)) is None
    # A word the newer memory also says outside the name still counts ("Commit messages … Conventional Commits").
    assert name_only_words("Commit messages are free-form.",
                           "Commit messages must follow Conventional Commits, checked by commitlint.") == "conventional"


def test_the_successor_a_replacement_question_asks_for_may_say_it_left_the_thing_without_a_cue_word() -> None:
    # An outside review's probe (cases23 es9): "we left Twitch for YouTube Live" is the answer to "what replaced Twitch?";
    # a later remark about Twitch's chat bot does not replace it.
    from cognee_memory.retrieval.vouched import is_the_asked_successor
    assert is_the_asked_successor("what replaced Twitch?", _c("yt", "we left Twitch for YouTube Live after the "
                                                                "sponsorship deal", 0.5, None, 30, topic=None))


def test_a_name_the_hit_writes_capitalised_too_is_a_word_in_common() -> None:
    # dev8: "the GitHub App" shares "GitHub" with "connected GitHub repos …".
    from cognee_memory.retrieval.same_subject import name_only_words
    assert name_only_words("connected GitHub repos get polled every 10 minutes for changed source strings",
                           "since the GitHub App went live a push triggers the string sync straight away") == "app"


def test_a_trial_that_ended_in_a_decision_is_no_trial() -> None:
    from cognee_memory.retrieval.held_back import for_a_while_or_planned
    assert not for_a_while_or_planned("we tried Discord's SDK for voice but went back to Vivox",
                                      "voice chat runs on Vivox", "what runs voice chat?")
    assert for_a_while_or_planned("we're trying Discord's SDK for voice", "voice chat runs on Vivox",
                                  "what runs voice chat?")


def test_contact_said_as_what_we_do_asks_how_not_who() -> None:
    from cognee_memory.retrieval.vouched import ASKS_WHO
    assert not ASKS_WHO.search("how fast do we contact claimants?")
    assert ASKS_WHO.search("who do we ping about refunds?")


def test_a_name_the_hit_writes_retired_by_a_note_that_answers_the_question_reads_further_apart() -> None:
    # My own stop-check: "dropped onesignal after the renewal quote tripled, FCM and APNs directly now" reads .13 from
    # "push notifications go out through OneSignal", under the retirement floor, yet answers the question half as well.
    hit = _c("push", "push notifications go out through OneSignal", 0.7, 2.0, 320, topic="push")
    note = _c("pushR", "dropped onesignal after the renewal quote tripled, FCM and APNs directly now", 0.4, 1.0, 35,
              topic=None)
    apart = {0: np.array([1.0, 0.0]), 1: np.array([0.13, 0.99])}
    query = "what sends our push notifications?"
    linked = link_updates([hit, note], [(0, [1])], apart, relevance=np.array([0.78, 0.44]), query=query)
    assert [p.memory.id for p in linked[1].predecessors] == ["push"]
    # Not when it answers the question far less well, nor when the hit does not write the thing as a name.
    assert link_updates([hit, note], [(0, [1])], apart, relevance=np.array([0.78, 0.30]),
                        query=query)[1].predecessors == ()
    plain = _c("push", "push notifications go out through the onesignal api", 0.7, 2.0, 320, topic="push")
    assert link_updates([plain, note], [(0, [1])], apart, relevance=np.array([0.78, 0.44]),
                        query=query)[1].predecessors == ()


def test_a_product_the_kinds_table_knows_retired_by_a_note_that_answers_the_question_reads_further_apart() -> None:
    # A new user's round of developer notes: "conda" is written in lower case, yet the kinds table knows it.
    hit = _c("conda", "We use conda environments, one per project, exported to environment.yml.", 0.38, 2.0, 300)
    note = _c("pixi", "Switched from conda to pixi; each repo has a pixi.toml and a lockfile.", 0.24, 2.0, 150)
    apart = {0: np.array([1.0, 0.0]), 1: np.array([0.126, 0.992])}
    linked = link_updates([hit, note], [(0, [1])], apart, relevance=np.array([0.64, 0.62]), query="do we still use conda?")
    assert [p.memory.id for p in linked[1].predecessors] == ["conda"]


def test_a_new_count_for_the_narrower_case_the_question_asks_about_stands_in_only_for_that_case() -> None:
    # My own stop-check: "two approvals for anything touching payments from now on" answers "how many approvals does a
    # payments PR need?" (one word in common with "every PR needs one approval before merge", .33 apart in meaning),
    # not "how many approvals does a PR need?".
    hit = _c("review", "every PR needs one approval before merge", 0.7, 2.0, 310, topic="process")
    note = _c("reviewR", "two approvals for anything touching payments from now on", 0.5, 1.0, 20, topic=None)
    apart = {0: np.array([1.0, 0.0]), 1: np.array([0.33, 0.944])}
    linked = link_updates([hit, note], [(0, [1])], apart, relevance=np.array([0.72, 0.56]),
                          query="how many approvals does a payments PR need?")
    assert [p.memory.id for p in linked[1].predecessors] == ["review"]
    assert link_updates([hit, note], [(0, [1])], apart, relevance=np.array([0.72, 0.56]),
                        query="how many approvals does a PR need?")[1].predecessors == ()


def test_a_note_about_a_named_products_own_thing_answers_what_replaced_the_hits() -> None:
    # everyday-dev11: "Dentally's cloud PMS" is no one client's case when the question asks what replaced Dentrix.
    from cognee_memory.retrieval.unmarked import read_pair
    hit = _c("dentrix", "patient charts and scheduling live in Dentrix on the server in the back office", 0.5, 2.0, 390,
             topic="pms")
    note = _c("dentally", "Dentally's cloud PMS went live over the long weekend, the back office server is getting "
                          "wiped", 0.1, None, 60, topic=None)
    assert read_pair(hit, note, 0.457, "what did we move to from Dentrix?", (0.516, 0.033)) is not None


def test_a_build_setting_that_raises_the_asked_platforms_minimum_stands_in_however_little_it_answers() -> None:
    from cognee_memory.retrieval.unmarked import Reading, read_pair
    hit = _c("ios14", "the customer app supports iOS 14 and up", 0.7, 8.0, 330, topic="app")
    note = _c("ios16", "deployment target is 16 since the digital key sdk, xcode wouldn't let us go lower", 0.2, None,
              22, topic=None)
    reading = read_pair(hit, note, 0.233, "what's the minimum iOS for the customer app?", (0.813, 0.075))
    assert reading == (Reading.NAMED, "its build setting, iOS 14 → 16")
    assert read_pair(hit, note, 0.233, "where do crash reports go?", (0.813, 0.075)) is None


def test_a_note_of_several_pieces_of_news_stands_in_only_by_its_item_about_the_hit() -> None:
    # everyday-dev12: read whole, the weekly note ("no more", two names) stood in for the job board and won by age.
    weekly = ("weekly bits: certs email out as a pdf the second the engineer signs the job off, no more stamps; "
              "Rob's new van is in; xmas do booked at the Crown for the 12th")
    board = _c("board", "dave hands out the jobs every morning off the whiteboard in the office and rings each "
                        "engineer their list", 0.36, 3.0, 400, topic=None)
    candidates = [board, _c("weekly", weekly, 0.21, 2.0, 30, topic=None)]
    table = {"board": [1.0, 0.0], "weekly": [0.3, 0.954]}
    query = "who decides which engineer gets which job?"
    assert _stood_in(candidates, [0.679, 0.5], query, table) == []
    # The item about the certificates still changes how certificates go out.
    certs = _c("certs", "the engineer's gas safety certs get printed in the office and posted with stamps", 0.3, 2.0,
               370, topic=None)
    assert _stood_in([certs, candidates[1]], [0.5, 0.4], "how do the engineer's certs go out?",
                     {"certs": [1.0, 0.0], "weekly": [0.5, 0.866]}) == ["weekly"]


def test_a_start_of_another_thing_beside_the_hits_name_stands_in_however_little_it_answers() -> None:
    # From a blind dev set (dev14): .04 relevance against .82, no word of the question ("courier", "orders").
    from cognee_memory.retrieval.unmarked import read_pair
    hit = _c("dpd", "DPD is our courier for all outgoing orders, labels come off their portal, they collect at 4", 0.5,
             3.0, 340, topic=None)
    note = _c("pf", "dpd lost 3 pallets of banners in one month. parcelforce collects from monday, same 4pm slot", 0.1,
              1.0, 45, topic=None)
    reading = read_pair(hit, note, 0.36, "which courier do we use for orders going out?", (0.818, 0.042))
    assert reading is not None and "dpd" in reading[1]



def test_whom_to_ask_is_no_subject_two_notes_share() -> None:
    # A new user's notes: "ask aisha" and "ask marco" made the doppler note a change of the prod db's.
    from cognee_memory.retrieval.same_subject import two_words_in_common
    hit = _c("db", "prod db is postgres 13 on rds. access only through the bastion, ask aisha to add your ssh key",
             0.6, None, 400, topic=None)
    newer = _c("secrets", "moved all prod secrets to doppler, the 1p vault gets archived friday. ask marco if you cant"
               " see a project", 0.3, None, 240, topic=None)
    assert not two_words_in_common(hit, newer)
    assert two_words_in_common(hit, _c("db16", "prod db upgraded to postgres 16 over the weekend", 0.5, None, 200,
                                       topic=None))


def test_asked_who_a_tool_retired_by_a_note_naming_nobody_gives_way_to_the_handover() -> None:
    # A new user's notes: "bye bye opsgenie" retires the pager tool the hit names; "who's on call for payments?" is
    # answered by the note that hands the pager to aisha.
    candidates = [_c("oncall", "payments on-call: jen has the stripe pager in opsgenie, marco is backup", 0.6, 5.0, 400,
                     topic=None),
                  _c("bye", "bye bye opsgenie 👋 pagerduty is live, install the app + set your notification rules", 0.3,
                     1.0, 200, topic=None),
                  _c("aisha", "jen's moving to the search team full time, so aisha's got the checkout pager from now on",
                     0.3, 1.0, 130, topic=None)]
    table = {"oncall": [1.0, 0.0, 0.0], "bye": [0.3, 0.95, 0.0], "aisha": [0.3, 0.0, 0.95]}
    assert _stood_in(candidates, [0.65, 0.2, 0.5], "who's on call for payments?", table) == ["aisha"]
    # … while for what the pager runs on the farewell stands in
    assert _stood_in(candidates, [0.65, 0.2, 0.5], "what do we use for paging?", table) == ["bye"]


@pytest.mark.parametrize("question, hit, newer", [
    # A new user's round of developer notes: a budget is a price asked for, which a target's percentage is not.
    ("what's the monthly aws budget", "AWS budget is $120k/month; the cost alert fires at 80%.",
     "Checkout availability target raised to 99.95% per month starting November."),
])
def test_a_change_of_another_thing_sharing_a_word_with_the_hit_does_not_stand_in(question: str, hit: str,
                                                                                 newer: str) -> None:
    candidates = [_c("hit", hit, 0.64, 4.0, 300, topic=None), _c("newer", newer, 0.36, 2.0, 30, topic=None)]
    table = {"hit": [1.0, 0.0], "newer": [0.36, (1 - 0.36 ** 2) ** 0.5]}
    assert _stood_in(candidates, [0.64, 0.5], question, table) == []
