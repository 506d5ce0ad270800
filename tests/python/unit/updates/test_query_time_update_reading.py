"""The looser, query-time reading of "does this newer memory change that one?"
(``updates.detect.reads_as_update``): retrieval lets such a memory stand in for a strong hit,
and nothing is hidden on its word, so it may say yes where the strict classifier does not."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from cognee_memory.model import Memory, Status
from cognee_memory.updates.detect import Kind, classify_pair, reads_as_update

OLD = datetime(2026, 3, 2, 10, tzinfo=timezone.utc)
NEW = OLD + timedelta(days=40)


def mem(mid: str, text: str, when: datetime, topic: str | None = "project", references: tuple[str, ...] = ()) -> Memory:
    return Memory(id=mid, text=text, topic=topic, status=Status.ACTIVE, source_created_at=when,
                  references=list(references))


@pytest.mark.parametrize("old_text, new_text, cosine", [
    # The classifier calls this "another subject" (few words in common, no "from … to").
    ("The shop deploys to Heroku from the main branch.",
     "The shop now deploys to Fly.io from the main branch.", 0.84),
    # A move said as done in a gerund: "finished moving …", "done migrating …".
    ("Nightly reports are scheduled with cron jobs on the ops box.",
     "Finished moving the nightly reports to Airflow; the crontab is archived.", 0.55),
    ("The mobile app's crash reports go to Crashlytics.",
     "Done migrating the mobile crash reports to Sentry, the Crashlytics SDK is out.", 0.6),
    # A new state that holds since a moment, its product left unnamed.
    ("The search cluster runs Elasticsearch 7 on three nodes.",
     "search cluster is on 8 since the weekend, the reindex took two hours", 0.5),
])
def test_a_newer_memory_with_a_sign_of_change_reads_as_an_update_where_the_classifier_hesitates(
        old_text: str, new_text: str, cosine: float) -> None:
    old, new = mem("old", old_text, OLD), mem("new", new_text, NEW)
    strict = classify_pair(new, old, cosine)
    assert strict is None or strict.kind is not Kind.UPDATES
    assert reads_as_update(new, old, cosine)


@pytest.mark.parametrize("old_text, new_text, cosine", [
    ("We use PostgreSQL 14 as the main database of the shop; all orders live there.",
     "We moved the shop's data from PostgreSQL to SQLite: one file is enough for our load.", 0.68),
    ("The line length limit is 80 characters.", "We raised the maximum line length from 80 to 120 characters.", 0.82),
])
def test_a_from_to_naming_what_the_older_memory_says_is_an_update_for_both_readings(
        old_text: str, new_text: str, cosine: float) -> None:
    old, new = mem("old", old_text, OLD), mem("new", new_text, NEW)
    strict = classify_pair(new, old, cosine)
    assert strict is not None and strict.kind is Kind.UPDATES
    assert any(r.startswith("names what changed") for r in strict.reasons) or any(
        r.startswith("change cue about") for r in strict.reasons)
    assert reads_as_update(new, old, cosine)


@pytest.mark.parametrize("old_text, new_text", [
    ("The API deployment runs 6 replicas.", "The worker deployment runs 2 replicas."),
    ("The HTTP client timeout is 30 seconds.", "The database statement timeout is 5 seconds."),
    ("The free plan allows 3 projects.", "The team plan allows 20 projects."),
])
def test_two_facts_about_different_subjects_do_not_read_as_an_update(old_text: str, new_text: str) -> None:
    assert not reads_as_update(mem("new", new_text, NEW), mem("old", old_text, OLD), 0.7)


def test_it_needs_a_newer_memory_a_shared_topic_or_file_and_related_meaning() -> None:
    old_text, new_text = "Unit tests use Jest.", "Unit tests now use Vitest instead of Jest."
    assert reads_as_update(mem("n", new_text, NEW), mem("o", old_text, OLD), 0.6)
    assert not reads_as_update(mem("n", new_text, OLD - timedelta(days=1)), mem("o", old_text, OLD), 0.6)
    assert not reads_as_update(mem("n", new_text, NEW, topic="ci"), mem("o", old_text, OLD, topic="testing"), 0.6)
    assert reads_as_update(mem("n", new_text, NEW, topic=None, references=("package.json",)),
                           mem("o", old_text, OLD, topic=None, references=("package.json",)), 0.6)
    assert not reads_as_update(mem("n", new_text, NEW), mem("o", old_text, OLD), 0.2)


@pytest.mark.parametrize("old_text, new_text, cosine", [
    # A result, an addition, an operation: the verb names no new value for what the older memory says.
    ("Search p99 latency target is 300 ms; alerts fire above 500 ms.",
     "Batching the embedding calls reduced search p99 latency by 40% last sprint.", 0.39),
    ("Application logs are kept for 30 days in Loki.",
     "We extended the Loki dashboards with a panel for log volume per service.", 0.48),
    ("The API is deployed with Argo CD from the main branch.",
     "We rolled back the API deploy twice this week because of a bad migration.", 0.40),
    # A move told as an errand that took time, not as done.
    ("The staging cluster runs on EKS in eu-west-1.", "Moving the staging cluster to a bigger node group took an hour.",
     0.36),
    # "since" giving a reason, its time word starting a longer noun.
    ("The v1 webhooks endpoint is owned by the integrations team.",
     "Keep the v1 webhooks endpoint alive since the migration script still calls it.", 0.62),
])
def test_a_newer_memory_that_only_mentions_the_same_thing_does_not_read_as_an_update(
        old_text: str, new_text: str, cosine: float) -> None:
    assert not reads_as_update(mem("new", new_text, NEW), mem("old", old_text, OLD), cosine)
