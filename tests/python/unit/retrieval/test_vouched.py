"""What lets a newer memory far less relevant than the hit stand in for it (retrieval/vouched.py)."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from cognee_memory.model import Memory, Status
from cognee_memory.retrieval.candidates import Candidate
from cognee_memory.retrieval.vouched import names_its_name_with_a_change, retires_outright

NOW = datetime(2026, 11, 21, 12, tzinfo=timezone.utc)


def _c(memory_id: str, text: str, days: float, topic: str | None = None) -> Candidate:
    return Candidate(Memory(id=memory_id, text=text, status=Status.ACTIVE, topic=topic,
                            source_created_at=NOW - timedelta(days=days)), 0.5, "vector", {}, 3.0)


def test_an_agreement_that_ended_while_another_product_does_the_job_now_retires_it_outright() -> None:
    # An outside review's probe (cases29 un3): the Turnitin contract ended, Ouriginal checks the essays now.
    hit = _c("plag", "essays are checked for plagiarism with Turnitin", 290)
    assert retires_outright(_c("new", "turnitin contract ended in june, Ouriginal does the similarity checks now", 25), hit)
    # Without another product doing the job now, an agreement the hit does not name still needs the question.
    assert not retires_outright(_c("new", "turnitin contract ended in june", 25), hit)
    assert not retires_outright(_c("new", "turnitin contract ended in june, talking to Ouriginal next week", 25), hit)


def test_a_note_that_names_the_hits_name_with_a_change_for_good_says_it_changed() -> None:
    # From blind dev sets (dev14, dev13): the note names the hit's vendor in lower case, says a start for good, and
    # shares almost nothing else with the hit or the question.
    dpd = _c("hit", "DPD is our courier for all outgoing orders, labels come off their portal, they collect at 4", 340)
    stripe = _c("hit", "the app takes card payments through Stripe, customers are charged when the clean clothes are "
                       "delivered", 350)
    assert names_its_name_with_a_change(dpd, _c("new", "dpd lost 3 pallets of banners in one month. parcelforce "
                                                       "collects from monday, same 4pm slot", 45)) == "dpd"
    assert names_its_name_with_a_change(stripe, _c("new", "adyen from the 1st. the stripe fees on amex were eating "
                                                          "the margin", 40)) == "stripe"


def test_a_note_naming_the_hits_name_without_a_change_for_good_says_nothing_changed() -> None:
    dpd = _c("hit", "DPD is our courier for all outgoing orders, labels come off their portal, they collect at 4", 340)
    for text in ("dpd lost 3 pallets of banners this month, claim is in",  # an incident
                 "dpd driver is late again now",  # "now", "again": weak
                 "we should try parcelforce, dpd lost 3 pallets"):  # a plan, no cue
        assert names_its_name_with_a_change(dpd, _c("new", text, 10)) == ""


def test_a_start_beside_the_hits_name_in_a_note_of_news_says_it_changed() -> None:
    shipton = _c("hit", "bread flour comes from Shipton Mill, 16kg sacks delivered on tuesdays", 380)
    note = _c("new", "monday meeting: Wessex Mill from next month (shipton put prices up again); van lease signed; "
                     "Lou off 12-19th", 33)
    assert names_its_name_with_a_change(shipton, note) == "shipton"


def test_a_change_that_names_the_hits_name_in_its_own_clause_is_no_start_of_another_thing() -> None:
    # From the studied sets: each names a name of the hit and says a change, of another thing or part of it.
    wordpress = _c("hit", "The newsroom CMS is a headless WordPress; the public site is a separate Next.js app.", 330)
    assert names_its_name_with_a_change(wordpress, _c("new", "MySQL 5.7 reached end of life, so the WordPress database "
                                                             "moved to MySQL 8.0 in July.", 120)) == ""
    media = _c("hit", "Live events go through AWS MediaLive with a 30 minute DVR window.", 150)
    assert names_its_name_with_a_change(media, _c("new", "The ffmpeg worker fleet is gone, AWS Elemental MediaConvert "
                                                         "does all transcoding now.", 35)) == ""



def test_a_list_in_brackets_is_no_fact_of_its_own() -> None:
    # everyday-dev2: the topic's word is what the newer memory shares with the hit's bracketed list.
    from cognee_memory.retrieval.vouched import other_fact_retired
    hit = _c("hit", "Background jobs (GEDCOM imports, PDF reports) run on Sidekiq.", 330, topic="jobs")
    newer = _c("new", "Sidekiq is deprecated, use GoodJob for any new job class. the old ones get ported as we touch "
                      "them", 35)
    assert not other_fact_retired("what should a new background job use?", hit, newer)


@pytest.mark.parametrize("question, hit, newer, other", [
    # A new user's notes: the retirement is of one fact of the hit, the question asks about another.
    ("free shipping threshold in germany?",
     "shipping setup fyi: intl parcels go out with dhl express, domestic is ups. free shipping over 50€ in DE",
     "dhl raised rates AGAIN. non-EU parcels go with FedEx intl from oct 1, contract signed today", True),
    ("who approves big orders?",
     "food + meds come from medivet supply, order goes out tuesdays before noon. linda approves anything over 500€",
     "switched supplier, medivet kept shorting us on insulin. covetrus from now on, orders in by wednesday 3pm", True),
    # … not when the question asks about the fact retired
    ("which carrier do we ship international orders with?",
     "shipping setup fyi: intl parcels go out with dhl express, domestic is ups. free shipping over 50€ in DE",
     "dhl raised rates AGAIN. non-EU parcels go with FedEx intl from oct 1, contract signed today", False),
    # … and a verb of any job is not the asked fact ("thread comes via wawak": an outside review's probe)
    ("where does fabric come from?",
     "shop suppliers fyi: fabric from mood, thread comes via wawak, buttons from etsy sellers",
     "switched thread supplier, wawak kept sending the wrong colors. gutermann direct from now on", True),
    ("where do we buy water heaters",
     "water heaters we stock are rheem, we buy them from the Ferguson branch on 5th st",
     "ferguson lost our acct rep so from jul 1 tanks come from Winsupply on hwy 9", False),
    ("where's the sync server hosted", "#sync Sync goes through our own tiny server on a Hetzner VPS, last-write-wins "
     "per file.", "Conflicts in sync are resolved with a three-way merge per paragraph instead of last-write-wins.", True),
    ("how are sync conflicts resolved?", "#sync Sync goes through our own tiny server on a Hetzner VPS, last-write-wins "
     "per file.", "Conflicts in sync are resolved with a three-way merge per paragraph instead of last-write-wins.", False),
    # Asked for the version of one name the hit gives, the retirement of another (a new user's round of developer notes)
    ("which tauri version are we on?", "We're building on Tauri 1.5 with a Svelte frontend.",
     "Frontend rewritten in SolidJS, Svelte is gone.", True),
    ("which svelte version are we on?", "We're building on Tauri 1.5 with a Svelte frontend.",
     "Frontend rewritten in SolidJS, Svelte is gone.", False),
    # A fact in brackets is a clause of its own (an outside review's probes).
    ("where do nightly backups go?", "The app deploys to Fly.io (the Postgres DB lives on Neon, nightly backups on S3).",
     "Moved the app off Fly.io to Render.", True),
    ("what sends our invoices?", "Card payments go through Stripe (invoices are still sent from Xero).",
     "We moved card payments from Stripe to Adyen.", True),
    ("where is the web app hosted?", "The app deploys to Fly.io (the Postgres DB lives on Neon, nightly backups on S3).",
     "Moved the app off Fly.io to Render.", False),
    # … a list of examples in brackets is none (an outside review's probes)
    ("what runs the GEDCOM imports?", "Background jobs (imports from GEDCOM, exports to PDF) run on Sidekiq with Redis.",
     "Sidekiq is gone, background jobs run on GoodJob in Postgres now.", False),
    ("where do iOS errors go?", "Errors from all clients (web, iOS via the SDK) go to Sentry.",
     "Sentry is gone, all errors go to Bugsnag now.", False),
    # … the topic's own thing moved is no other fact
    ("where's the sync server hosted?", "#sync Sync goes through our own tiny server on a Hetzner VPS, last-write-wins "
     "per file.", "#sync Moved sync to Supabase Realtime, no more last-write-wins: edits merge as CRDTs.", False),
    ("where does our mail server run?", "#mail Our mail server runs Postfix on a DigitalOcean droplet, with greylisting "
     "on.", "#mail Switched mail to Fastmail, greylisting is gone.", False),
    # … not when the newer note names what the question asks the version of (an outside review's probes)
    ("which node version does the backend run on?", "The backend is an Express app on Node 18, deployed to Render.",
     "Backend rewritten in Go, Express is gone.", False),
    ("which angular version is the customer portal on?", "Customer portal is Angular 14 with NgRx for state.",
     "Customer portal was rebuilt in React, NgRx is gone.", False),
    ("which PHP version does the partner portal run?", "The partner portal is Laravel 9 on PHP 8.1.",
     "Partner portal rewritten in Next.js, Laravel is gone.", False),
    ("which node version does the API run on?", "The API backend is Express 4 on Node 18.",
     "Rewrote the backend in Rust with Axum, Express is gone.", False),
    ("which python version does the web service use?", "The web service runs Django 4.2 on Python 3.10.",
     "Rewrote the site in Rails, Django is gone.", False),
])
def test_a_retirement_of_one_fact_does_not_answer_a_question_about_another(question: str, hit: str, newer: str,
                                                                           other: bool) -> None:
    from cognee_memory.retrieval.vouched import other_fact_retired
    assert other_fact_retired(question, _c("hit", hit, 400), _c("new", newer, 100)) is other
