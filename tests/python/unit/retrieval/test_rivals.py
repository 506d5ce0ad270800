"""Another product of the same kind, said as a change (retrieval/rivals.py)."""

from __future__ import annotations

import pytest

from cognee_memory.retrieval.rivals import rival_asked, rival_by_name, rival_products


def test_two_products_of_one_kind_are_rivals_and_a_part_of_a_longer_name_is_not() -> None:
    found = rival_products("PDF tickets are rendered with WeasyPrint", "tickets render with Typst now")
    assert found is not None and found[1:] == ("weasyprint", "typst")
    assert rival_products("Dashboards live in Grafana.", "alerts page through Grafana OnCall now") is None
    # Both texts name the hit's product: no rival of it.
    assert rival_products("Errors go to Sentry.", "Sentry for the api, Crashlytics for the apps now") is None


@pytest.mark.parametrize("question", ["what generates the pdf tickets?", "do we still use weasyprint?"])
def test_a_rival_said_as_a_change_answers_a_question_about_its_kind_or_the_hits_product(question: str) -> None:
    assert rival_asked(question, "PDF tickets are rendered with WeasyPrint", "tickets render with Typst now", True) \
        == "typst after weasyprint, both pdf"


@pytest.mark.parametrize("question, hit, newer, says_change", [
    ("how fast are onsales?", "PDF tickets are rendered with WeasyPrint", "tickets render with Typst now", True),
    # Without a word of change: a plan, a price, or another job (no word the question asks about in common).
    ("what generates the pdf tickets?", "PDF tickets are rendered with WeasyPrint",
     "we should render the tickets with Typst next quarter", False),
    ("what generates the pdf tickets?", "PDF tickets are rendered with WeasyPrint", "invoices render with Typst", False),
    ("which PSP takes the card payments?", "payments are taken by Mollie: cards, iDEAL and apple pay",
     "Adyen quoted us 0.9% for card payments, cheaper than now", True),
    ("where do our logs go?", "Logs ship to Papertrail.", "Grafana now also reads logs from Loki", True),
    ("what do we use for push notifications?", "Mobile push goes through Firebase Cloud Messaging.",
     "FCM is rate limiting our push now", True),
    ("what generates the pdf tickets?", "PDF tickets are rendered with WeasyPrint",
     "tickets render with Typst now " + "and more words " * 20, True),
])
def test_no_rival_without_a_question_about_it_a_word_of_change_or_in_a_long_text_or_beside_it(
        question: str, hit: str, newer: str, says_change: bool) -> None:
    assert rival_asked(question, hit, newer, says_change) == ""


# From an outside review's probes (cases16): a rival for another job, a trial, a question about who.
@pytest.mark.parametrize("question, hit, newer", [
    ("which crash reporting tool do the apps use?", "crash reports come from Crashlytics in both apps",
     "the marketing site sends its errors to Sentry now"),
    ("which feature flag service do we use?", "feature flags are in LaunchDarkly, one project per app",
     "evaluating ConfigCat now as a cheaper flag service, nothing moved yet"),
    ("who reviews the formatter config?", "The formatter is Prettier.", "Our formatter is dprint now."),
    # Only a verb in common: the build runners are not the services.
    ("which container orchestrator do services run on?", "services run on EKS, one cluster per environment",
     "the build runners moved to Nomad now"),
])
def test_a_rival_for_another_job_on_trial_or_asked_who_about_is_none(question: str, hit: str, newer: str) -> None:
    assert rival_asked(question, hit, newer, True) == ""


@pytest.mark.parametrize("question, hit, newer, expected", [
    ("what generates the pdf tickets?", "PDF tickets are rendered with WeasyPrint", "tickets render with Typst",
     "typst after weasyprint, both pdf"),
    ("which PSP takes the card payments?", "payments are taken by Mollie: cards, iDEAL and apple pay",
     "Checkout.com processes every parking payment, wallets included", "checkout com after mollie, both payments"),
])
def test_a_rival_said_without_a_word_of_change_answers_when_it_does_the_asked_job(question: str, hit: str, newer: str,
                                                                                  expected: str) -> None:
    assert rival_asked(question, hit, newer, False) == expected


def test_a_rival_sharing_no_word_with_the_hit_stands_when_it_says_it_replaced_one() -> None:
    assert rival_asked("which package manager does the frontend use?", "frontend uses npm, commit package-lock.json",
                       "pnpm migration is done, lockfile is pnpm-lock.yaml now", True) == \
        "pnpm after npm, both package manager"


def test_a_new_version_of_another_product_is_no_rival() -> None:
    # An outside review's probe (cases13): the Postgres upgrade does not move the events off ClickHouse.
    assert rival_asked("which database holds the product events?", "product events go to ClickHouse, not the main db",
                       "postgres 16 upgrade is done on staging, prod next tuesday", True) == ""


def test_the_rival_is_the_product_the_note_names_first_and_texting_is_sms() -> None:
    # The first product named does the job; the one cancelled after it is no successor.
    assert rival_asked("what sends the vaccine reminder texts?",
                       "vaccine + appointment reminder texts are sent with Twilio, templates live in the admin ui",
                       "Brevo does all our texting now (same bill as the emails), vonage cancelled", True) == \
        "brevo after twilio, both sms"


def test_a_rival_said_without_a_change_for_a_part_neither_the_hit_nor_the_question_names_is_none() -> None:
    # An outside review's probe (cases17): the legacy admin's errors, not the backend's.
    assert rival_asked("which error tracker does the backend use?", "backend errors go to Sentry, alerts in #alerts",
                       "Rollbar catches the errors of the legacy PHP admin", False) == ""


def test_a_question_that_names_the_hits_product_by_another_name_asks_about_it() -> None:
    # everyday-dev9: "gmaps" is Google Maps; "since our google bill tripled" says why, it names no other part.
    hit = "the instructor app uses the Google Maps SDK for lesson routes and pickup points"
    newer = "Mapbox draws the routes and pickups in the instructor app since our google bill tripled"
    assert rival_asked("is the instructor app still on gmaps?", hit, newer, False) == "mapbox after google maps, both maps"
    # … not by naming the rival itself, nor a question about something else.
    assert rival_asked("is the instructor app still on mapbox?", hit, newer, False) == ""
    assert rival_asked("does the instructor app still target iOS 15?", hit, newer, False) == ""


def test_a_bare_rival_said_these_days_is_about_the_hits_job() -> None:
    # An outside review's probe (cases24 wd1): it names no job of its own.
    assert rival_asked("what payment provider do we use?", "customer payments go through Stripe",
                       "we're on Adyen these days", True) != ""


@pytest.mark.parametrize("question, hit, newer", [
    # An outside review's probes (cases27 bs1, bs8, gs9): names the product table does not know.
    ("what locks are on the bikes?", "bikes use Noke smart locks",
     "ended up going with Linka for the locks on the new batch and retrofitting the rest"),
    ("are we still on Noke locks?", "bikes use Noke smart locks",
     "ended up going with Linka for the locks on the new batch and retrofitting the rest"),
    ("is ironSource still serving our ads?", "rewarded ads are served by ironSource", "AppLovin took over rewarded ads"),
])
def test_a_name_the_table_does_not_know_that_took_over_the_hits_job_is_a_rival(question: str, hit: str,
                                                                                newer: str) -> None:
    assert rival_by_name(question, hit, newer) != ""


@pytest.mark.parametrize("question, hit, newer", [
    # Said without a word of change, a plan, a trial, beside the other, or no job the question asks.
    ("what locks are on the bikes?", "bikes use Noke smart locks", "Linka locks on the new batch look nice"),
    ("what locks are on the bikes?", "bikes use Noke smart locks", "we might switch to Linka for the locks next year"),
    ("what locks are on the bikes?", "bikes use Noke smart locks", "trying Linka for the locks on ten bikes"),
    ("what locks are on the bikes?", "bikes use Noke smart locks", "switched the new batch to Linka locks too"),
    ("what locks are on the bikes?", "bikes use Noke smart locks", "moved the Grafana dashboards to the new folder"),
    # A handover says who, not how the work is done, unless the question names the hit's own.
    ("how do lab results get matched to a patient?",
     "lab results arrive as HL7 and get matched to the animal by microchip number",
     "Kofi is the go-to for anything lab results now, Dana moved to the mobile team"),
    ("who does the locks?", "bikes use Noke smart locks", "Linka took over the locks"),
    # A standard, a grade or a hyphenated word is no brand; the job must be said beside the new name (everyday-fresh,
    # everyday-dev).
    ("Can I use malloc in the firmware?", "Firmware code is C99 with no dynamic memory allocation after boot.",
     "Switched the firmware build to CMake presets and GCC 13."),
    ("How much liability cover do the drones have?", "Each drone is insured for third-party liability up to 1 million "
     "euros by Hiscox.", "Rolled every drone to 04.03 this morning, the RTK fix is in."),
    # A day is capitalised, but names no tool (a new user's round of developer notes).
    ("how do I send data to our collaborators?",
     "Data for external collaborators is shared with rclone to the SURFdrive project share.",
     "Data-eng sync moved to Tuesdays 10:00, online only."),
])
def test_no_rival_by_name_without_a_change_of_the_asked_job(question: str, hit: str, newer: str) -> None:
    assert rival_by_name(question, hit, newer) == ""


def test_names_the_product_table_files_under_other_kinds_are_no_rivals_by_name() -> None:
    # The update suite's shop: the database moving to SQLite said nothing of where the shop deploys, yet read as
    # "postgresql after heroku, both for shop" (a database is no host; the table knows both).
    question = "Where do we deploy the shop?"
    hit = "We left Heroku: the shop now deploys to Fly.io from the main branch."
    newer = "We moved the shop's data from PostgreSQL to SQLite: one file is enough for our load and backups get simpler."
    assert rival_by_name(question, hit, newer) == ""
    # … while a name the table does not know still takes a known one's job over.
    assert rival_by_name(question, "The shop deploys to Heroku from the main branch.",
                         "We moved the shop to Piku on our own box; the shop deploys there from main now.") != ""


def test_a_person_who_left_the_company_behind_a_product_names_no_rival() -> None:
    # A new user's notes: "daniel left stripe" stood in for "klarna is live in checkout for DE + AT".
    hit = "klarna is live in checkout for DE + AT, pay in 14 days. CH maybe later, legal is slow"
    assert rival_asked("which countries have klarna?", hit,
                       "daniel left stripe :( new AM is lena, she already set up a call about the 3ds failures", True) == ""
    assert rival_asked("which countries have klarna?", hit, "checkout moved to stripe now, klarna is off", True) == ""
    assert rival_asked("what takes the card payments?", "card payments go through Mollie",
                       "card payments moved to Stripe now", True) == "stripe after mollie, both payments"
