"""The update classifier on its own: memories and cosines in, verdicts with reasons out.

Cosines are given explicitly (the values WordLlama gives these pairs, rounded), so each test
pins down one signal of the classifier, not the embedder.
"""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from cognee_memory.model import Memory, Status
from cognee_memory.updates.detect import (
    DEFAULT_THRESHOLDS,
    Kind,
    Thresholds,
    classify,
    classify_pair,
    dedup_band,
    may_auto_supersede,
)

OLD = datetime(2026, 3, 2, 10, tzinfo=timezone.utc)
NEW = OLD + timedelta(days=18)


def mem(mid: str, text: str, topic: str | None = "project", when: datetime = OLD, status: Status | None = Status.ACTIVE,
        references: tuple[str, ...] = (), decisions: tuple[str, ...] = ()) -> Memory:
    return Memory(id=mid, text=text, topic=topic, status=status, source_created_at=when,
                  references=list(references), decisions=list(decisions))


def verdict(old_text: str, new_text: str, cosine: float, **kw):
    old = mem("old", old_text, **{k: v for k, v in kw.items() if not k.startswith("new_")})
    new = mem("new", new_text, when=NEW, **{k[4:]: v for k, v in kw.items() if k.startswith("new_")})
    return new, classify_pair(new, old, cosine)


# ---- updates ---------------------------------------------------------------------------------


@pytest.mark.parametrize("old_text, new_text, cosine, evidence", [
    ("We use PostgreSQL 15 in production.", "We upgraded production to PostgreSQL 16.", 0.85, "15 → 16"),
    ("The connection pool has 20 connections.", "The connection pool now has 50 connections.", 0.95, "20 → 50"),
    ("Deploys happen on Fridays.", "Deploys happen on Tuesdays now.", 0.76, "friday → tuesday"),
    ("The report job runs at 02:00 UTC.", "The report job runs at 05:00 UTC.", 0.96, "02:00 → 05:00"),
    ("The billing service is owned by team Falcon.", "The billing service is owned by team Heron now.", 0.55,
     "falcon → heron"),
])
def test_a_changed_value_for_the_same_subject_is_an_update(old_text: str, new_text: str, cosine: float,
                                                           evidence: str) -> None:
    new, v = verdict(old_text, new_text, cosine)
    assert v is not None and v.kind is Kind.UPDATES, v
    assert any(evidence in r for r in v.reasons), v.reasons
    assert v.confidence >= DEFAULT_THRESHOLDS.auto_min_confidence
    assert v.older and v.linked and may_auto_supersede(new, v)


@pytest.mark.parametrize("old_text, new_text, cosine, target", [
    ("We use Redis for caching sessions.", "We switched session caching from Redis to Memcached.", 0.80, "redis"),
    ("Unit tests use Jest.", "Unit tests use Vitest instead of Jest.", 0.83, "jest"),
    ("We log with winston.", "We no longer use winston; logging goes through pino.", 0.74, "winston"),
    ("The monorepo uses yarn 1.", "The monorepo uses pnpm now; yarn is deprecated here.", 0.78, "yarn"),
    ("CI runs on GitHub Actions.", "We migrated CI from GitHub Actions to GitLab CI.", 0.74, "github"),
])
def test_a_change_cue_naming_the_old_choice_is_an_update(old_text: str, new_text: str, cosine: float,
                                                         target: str) -> None:
    _, v = verdict(old_text, new_text, cosine)
    assert v is not None and v.kind is Kind.UPDATES, v
    assert any(r.startswith("change cue about") and target in r.lower() for r in v.reasons), v.reasons


def test_a_changed_decision_in_the_decisions_list_counts() -> None:
    _, v = verdict("Payment provider decision for checkout.", "Payment provider decision for checkout, revisited.", 0.91,
                   decisions=("Use Stripe for checkout",), new_decisions=("Use Adyen for checkout instead of Stripe",))
    assert v is not None and v.kind is Kind.UPDATES and any("stripe" in r.lower() for r in v.reasons)


# ---- duplicates ------------------------------------------------------------------------------


@pytest.mark.parametrize("old_text, new_text, cosine", [
    ("Migrations run with Alembic on deploy.", "Migrations run with Alembic on deploy.", 1.0),
    ("We use Redis for caching sessions.", "Sessions are cached in Redis.", 0.78),
    ("Never edit a migration that has shipped.", "A migration that has shipped must never be edited.", 0.89),
    ("The billing service is owned by team Heron.", "Team Heron owns the billing service.", 0.92),
])
def test_the_same_content_reworded_is_a_duplicate(old_text: str, new_text: str, cosine: float) -> None:
    new, v = verdict(old_text, new_text, cosine)
    assert v is not None and v.kind is Kind.DUPLICATE, v
    assert not may_auto_supersede(new, v)


def test_a_very_similar_vector_with_a_changed_number_is_not_a_duplicate() -> None:
    # WordLlama: 0.95 for these two; the cosine band alone would merge the update away.
    _, v = verdict("The connection pool has 20 connections.", "The connection pool has 50 connections.", 0.95)
    assert v is not None and v.kind is Kind.UPDATES


def test_a_choice_still_named_in_the_new_memory_is_not_replaced() -> None:
    _, v = verdict("We use Terraform for all infrastructure.", "All infrastructure is managed with Terraform.", 0.93)
    assert v is not None and v.kind is Kind.DUPLICATE


def test_an_added_scope_is_not_a_duplicate() -> None:
    _, v = verdict("The API rate limit is 100 requests per minute.",
                   "The API rate limit is 100 requests per minute per user.", 0.965)
    assert v is not None and v.kind is not Kind.DUPLICATE


# ---- related: both stay true ------------------------------------------------------------------


@pytest.mark.parametrize("old_text, new_text, cosine, why", [
    ("We use Postgres for billing.", "We use Postgres for analytics.", 0.77, "different scope"),
    ("The public API rate limit is 100 requests per minute.", "The admin API rate limit is 20 requests per minute.",
     0.89, "different subject words"),
    ("The API deployment runs 6 replicas.", "The worker deployment runs 2 replicas.", 0.76, "different subject words"),
    ("The iOS app uses the Stripe SDK 23.", "The Android app uses the Stripe SDK 20.", 0.81, "different subject words"),
    ("We use Redis for caching sessions.", "We use Redis for the job queue.", 0.50, "different"),
    ("The EU cluster runs 5 nodes.", "The US cluster runs 8 nodes.", 0.75, "different subject words"),  # "US" is no pronoun
    ("React 18 concurrent rendering notes: useTransition keeps slow lists responsive.",
     "React 19 server components notes: fetch data inside the component.", 0.38, "different"),
])
def test_tricky_non_updates_are_related(old_text: str, new_text: str, cosine: float, why: str) -> None:
    new, v = verdict(old_text, new_text, cosine)
    assert v is not None and v.kind is Kind.RELATED, v
    assert any(why in r for r in v.reasons), v.reasons
    assert not may_auto_supersede(new, v)


def test_a_measure_after_is_or_are_is_not_a_new_choice() -> None:
    # "are 100 requests" measures something; it does not choose "requests" over Kong. A user's
    # everyday pair: with the auto policy this verdict would have retired the gateway decision.
    new, v = verdict("The API gateway is Kong.",
                     "Rate limits are 100 requests per second per API key, enforced at the gateway.", 0.57,
                     topic="gateway", new_topic="gateway")
    assert v is not None and v.kind is Kind.RELATED, v
    assert not any("different choice" in r for r in v.reasons), v.reasons
    assert not may_auto_supersede(new, v)


def test_a_change_cue_about_something_else_is_not_a_candidate() -> None:
    # "moved the meeting" next to a tech decision: dissimilar, and no shared topic/file.
    _, v = verdict("We decided to run the database migration on Thursday.", "We moved the meeting to Friday.", 0.23,
                   topic="database", new_topic="planning")
    assert v is None


@pytest.mark.parametrize("old_text, new_text, cosine, retired", [
    ("The prototype is built in Unity 2022 LTS.",
     "After the runtime fee announcement we ported everything to Godot 4 and cancelled the Unity licences.", 0.35,
     "Unity licences"),
    ("All services run on Node 18.", "We upgraded every service to Node 22 LTS before Node 18 reached end of life.",
     0.48, "Node 18"),
    ("Docs are built with Sphinx and hosted on Read the Docs.",
     "We replaced Sphinx with MkDocs Material for the documentation site.", 0.42, "Sphinx"),
])
def test_a_memory_that_says_it_retires_what_the_older_one_is_about_is_an_update_however_far_in_meaning(
        old_text: str, new_text: str, cosine: float, retired: str) -> None:
    new, v = verdict(old_text, new_text, cosine, topic=None)
    assert v is not None and v.kind is Kind.UPDATES, v
    assert any(retired.lower() in r.lower() for r in v.reasons), v.reasons  # the reason names it
    assert not v.linked and not may_auto_supersede(new, v)


@pytest.mark.parametrize("old_text, new_text, cosine, bump", [
    ("The billing worker runs on Ruby 3.1 with Sidekiq.", "Upgraded the billing worker to Ruby 3.3 last week.", 0.41,
     "ruby: 3.1 → 3.3"),
    ("The dashboard is built on Angular 14.", "We're on Angular 17 now; the standalone components needed it.", 0.38,
     "angular: 14 → 17"),
])
def test_a_version_bump_of_the_same_named_thing_is_an_update_however_far_in_meaning(
        old_text: str, new_text: str, cosine: float, bump: str) -> None:
    new, v = verdict(old_text, new_text, cosine, topic=None)
    assert v is not None and v.kind is Kind.UPDATES, v
    assert any(bump in r.lower() for r in v.reasons), v.reasons
    assert not may_auto_supersede(new, v)


def test_another_number_without_a_change_cue_is_no_version_bump() -> None:
    # Two facts with numbers next to the same word, nothing says one changed the other.
    _, v = verdict("The API pods run Python 3.12.", "The batch jobs run Python 3.9 on a separate cluster.", 0.40,
                   topic=None)
    assert v is None


@pytest.mark.parametrize("old_text, new_text", [
    ("The design review is in room 2.", "Standup moved to room 4."),
    ("The upload limit is 10 MB.", "Changed the retry limit to 5."),
])
def test_another_number_next_to_a_plain_word_is_no_version_bump_even_in_one_topic(old_text: str,
                                                                                   new_text: str) -> None:
    new, v = verdict(old_text, new_text, 0.25)  # a shared topic, far apart in meaning
    assert v is None or (v.kind is not Kind.UPDATES and not may_auto_supersede(new, v))


def test_a_pair_far_apart_in_meaning_is_only_ever_suggested() -> None:
    # A shared topic and a version bump of a name: an update, but admitted only by its words.
    new, v = verdict("The billing worker runs on Ruby 3.1 with Sidekiq.", "Upgraded the billing worker to Ruby 3.3.",
                     0.25)
    assert v is not None and v.kind is Kind.UPDATES and v.linked
    assert v.confidence < DEFAULT_THRESHOLDS.auto_min_confidence and not may_auto_supersede(new, v)


def test_a_routine_that_kills_a_worker_is_no_update_of_the_worker() -> None:
    new, v = verdict("Background jobs run on Celery workers.",
                     "The Celery worker gets killed when it runs out of memory.", 0.75)
    assert not may_auto_supersede(new, v)


def test_saying_it_retires_the_older_thing_needs_some_closeness_in_meaning() -> None:
    _, v = verdict("The prototype is built in Unity 2022 LTS.", "We cancelled the Unity licences.", 0.10, topic=None)
    assert v is None


def test_a_shared_topic_admits_a_less_similar_candidate_as_related() -> None:
    _, v = verdict("We decided to run the database migration on Thursday.", "We moved the meeting to Friday.", 0.35)
    assert v is not None and v.kind is Kind.RELATED


# ---- direction, status and policy --------------------------------------------------------------


def test_a_memory_newer_than_the_incoming_one_is_never_updated_by_it() -> None:
    newer = mem("old", "Deploys happen on Tuesdays.", when=NEW + timedelta(days=1))
    incoming = mem("new", "Deploys happen on Fridays.", when=NEW)
    v = classify_pair(incoming, newer, 0.77)
    assert v is not None and v.kind is Kind.RELATED and not v.older
    assert any("not older" in r for r in v.reasons)


def test_a_decision_record_is_suggested_but_never_superseded_automatically() -> None:
    record = mem("dr-1", "Nightly backups are kept for 30 days.", status=Status.DECISION_RECORD)
    incoming = mem("new", "Nightly backups are kept for 90 days from now on.", when=NEW)
    v = classify_pair(incoming, record, 0.95)
    assert v is not None and v.kind is Kind.UPDATES and v.confidence >= 0.8
    assert not may_auto_supersede(incoming, v)


def test_auto_needs_a_shared_topic_or_file() -> None:
    old = mem("old", "The connection pool has 20 connections.", topic=None)
    new = mem("new", "The connection pool now has 50 connections.", topic=None, when=NEW)
    v = classify_pair(new, old, 0.95)
    assert v is not None and v.kind is Kind.UPDATES and not v.linked
    assert not may_auto_supersede(new, v)
    linked = classify_pair(mem("new", new.text, topic=None, when=NEW, references=("src/db/pool.ts",)),
                           mem("old", old.text, topic=None, references=("src/db/pool.ts",)), 0.95)
    assert linked is not None and linked.linked and any("shared reference" in r for r in linked.reasons)


def test_a_low_confidence_update_is_only_suggested() -> None:
    new, v = verdict("Production is hosted in eu-west-1.", "Production moved to eu-central-1.", 0.69)
    assert v is not None and v.kind is Kind.UPDATES and v.confidence < 0.8
    assert not may_auto_supersede(new, v)
    strict = classify_pair(new, mem("old", "Production is hosted in eu-west-1."), 0.69, Thresholds(auto_min_confidence=0.5))
    assert strict is not None and may_auto_supersede(new, strict, Thresholds(auto_min_confidence=0.5))


def test_classify_skips_itself_and_superseded_memories_and_orders_updates_first() -> None:
    new = mem("new", "The connection pool now has 50 connections.", when=NEW)
    candidates = [
        (new, 1.0),
        (mem("gone", "The connection pool has 10 connections.", status=Status.SUPERSEDED), 0.95),
        (mem("dup", "The connection pool now has 50 connections.", when=NEW - timedelta(hours=1)), 0.99),
        (mem("old", "The connection pool has 20 connections."), 0.95),
        (mem("far", "Lunch is at noon.", topic="office"), 0.05),
    ]
    out = classify(new, candidates)
    assert [(v.id, v.kind) for v in out] == [("old", Kind.UPDATES), ("dup", Kind.DUPLICATE)]
    body = out[0].to_json()
    assert set(body) >= {"id", "kind", "confidence", "reasons", "cosine"} and body["kind"] == "updates"


def test_classify_keeps_at_most_max_results() -> None:
    new = mem("new", "The connection pool now has 50 connections.", when=NEW)
    candidates = [(mem(f"m{i}", f"The connection pool has {i} connections."), 0.9) for i in range(10)]
    assert len(classify(new, candidates, Thresholds(max_results=3))) == 3


@pytest.mark.parametrize("cosine, band", [(0.95, "merge"), (0.921, "merge"), (0.92, "flag"), (0.85, "flag"),
                                          (0.849, None), (0.3, None)])
def test_dedup_bands_follow_the_recall_thresholds(cosine: float, band: str | None) -> None:
    assert dedup_band(cosine) == band


def test_a_change_for_another_numbered_scope_is_no_update() -> None:
    # An outside review's probe (cases21 lb4): the minus-20 freezers' new check says nothing of the minus-80 ones.
    _, c = verdict("minus-80 freezers are checked twice a day", "minus-20 freezers are checked once a day from now on",
                   0.8, topic="freezers", new_topic=None)
    assert c is not None and c.kind is Kind.RELATED
    _, same = verdict("minus-80 freezers are checked twice a day", "minus-80 freezers are checked once a day from now on",
                      0.8, topic="freezers", new_topic=None)
    assert same is not None and not any("another scope" in r for r in same.reasons)
