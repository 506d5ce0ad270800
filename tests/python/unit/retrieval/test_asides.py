"""Asides: short memories that tell of an occasion (retrieval/asides.py) and the gate that
admits them only when no memory that states something does (ranking/gate.set_asides_apart)."""

from __future__ import annotations

import numpy as np
import pytest

from cognee_memory.ranking.gate import set_asides_apart
from cognee_memory.retrieval.asides import aside_marker, asides, asks_about_an_occasion, plainly_an_occasion, reported


@pytest.mark.parametrize("text, marker", [
    ("Someone joked at the retro that the infra team needs a bigger coffee machine.", "joked"),
    ("Someone joked at the retro: the infra team needs a bigger coffee machine.", "joked"),
    # What came back after an occasion, in passing: the memory tells of the update.
    ("The office printer got a firmware update and scanning works again.", "again"),
    ("The designer complained that the icon set only ships as PNG.", "complained"),
    ("Sales asked again whether the API has a sandbox, I pointed them to the docs.", "again"),
    ("A contractor asked if they can get admin on the build agents.", "asked if"),
    ("Lost a whole morning to a stale npm cache on the build agent.", "Lost a whole morning"),
    ("Priya's conference talk about our search stack went well, slides are in the drive.", "went well"),
    ("The staging VPN was flaky yesterday afternoon, IT is looking at it.", "yesterday"),
    ("spent the afternoon on a slow SQL query in the rent ledger, missing index, fixed", "spent the afternoon"),
    ("saw one of our scooters in the canal today, no firmware update is fixing that one", "today"),
    ("prod deploy of pricing-svc hung for 10 min this morning bc argo's cert expired, fixed now", "this morning"),
    # Something that went wrong once, a chat line, one person's doing, one's own life, cover while someone is away.
    ("the build agent lost power on saturday, needed a reboot, all fine now", "lost power"),
    ("got paged at 3am for a disk alert, false alarm", "got paged"),
    ("someone parked a scooter inside the lift lol", "lol"),
    ("a customer paid twice for one ticket and got a refund by hand", "a customer paid"),
    ("recorded the demo video in my car, the office was too loud", "my car"),
    ("Ana answers the support inbox this week while Tom is on holiday", "while Tom is on holiday"),
    # A new user's round of developer notes: a cover while someone named is away, said with a pronoun.
    ("Marta is off 1-19 July, Jonas covers the PagerDuty schedule while she's away.", "while she's away"),
    ("Marketing wants a countdown banner before the launch", "Marketing wants"),
    ("the auditor asked us to keep one patient's consent form on paper, filed it by hand", "one patient's"),
    # The incident's own fix, aimed at it, is no change of how things are.
    ("the demo box ran on CET by accident, switched it to UTC", "by accident"),
    ("the QA team thinks the staging data is too old, no rush", "no rush"),
    # A deadline coming up once: a renewal or an invoice due in a month or next week.
    ("reminder: audio middleware licence renewal is due in jan, producer is on it", "is due in jan"),
    ("heads up, the wildcard cert renewal is due next week", "is due next week"),
])
def test_a_short_remark_about_an_occasion_is_an_aside(text: str, marker: str) -> None:
    assert aside_marker(text) == marker


@pytest.mark.parametrize("text", [
    # Facts and decisions, also when a request or a wish led to them.
    "Search runs on OpenSearch 2.11, one cluster per region.",
    "Customers asked for dark mode, so the app follows the system theme.",
    "Legal asked that claim files are kept for 10 years.",
    "The customer asked us to keep all data in the EU; everything runs in eu-west-1.",
    "Compliance asked for audit logs to be kept for 7 years.",  # a requirement, like "asked that …"
    "Security asked for all S3 buckets to be private by default.",
    "The client asked for invoices to stay in PDF/A format.",
    # A change said with a cue is an update, whatever else it tells.
    "Yesterday we moved the docs from Sphinx to MkDocs.",
    "As of today the API needs a token.",
    # From an outside review: a rule from today, a change merged today, "today" as a name.
    "From today PRs need two approvals.",
    "merged the flat config today, eslint uses eslint.config.js with typescript-eslint strict",
    "flipped dark_mode on for everyone today",
    "GET /stats/today returns the day's totals for the dashboard.",
    "The dashboard's Today tab reads from the events rollup.",
    # A known problem fixed: the change of a memory about that problem, no occasion.
    "the login e2e test is fixed now, it was a race on the cookie banner",
    "Today we switched the unit tests to SQLite.",
    "Releases go out today and every second Tuesday after it.",
    "The nightly export was dropped again, nobody read it.",
    # A decision or a rule told with the occasion it was made at.
    "Yesterday we agreed that all new services use gRPC for internal calls.",
    "Decided in yesterday's retro: every PR needs two approvals.",
    "Never force-push to main again; use a revert PR instead.",
    # A question asked, or an event, with its answer after a colon or a semicolon.
    "Security asked whether we log PII: we do not, Vector scrubs emails and tokens before Loki.",
    "Legal asked for 30-day log retention; Loki keeps logs for 30 days.",
    "The Postgres failover drill went well: replicas promote in under 30 seconds.",
    # A state that holds from a recent moment on: an update, not an occasion.
    "Since this morning, all deploys go through Argo CD.",
    "As of yesterday, staging uses the new Vault cluster.",
    # A change of how things are, done at the occasion it names.
    "Rotated the Stripe keys yesterday; the new ones are in Vault.",
    "Yesterday we enabled branch protection on main.",
    "Disabled the legacy /v1 endpoints this morning.",
    "Set up Sentry for the mobile app yesterday.",
    # A state that holds again: how things are now.
    "Guest checkout is enabled again for EU customers.",
    "Search is available again in the EU region.",
    "Apple Pay works again.",
    # A step to repeat in a procedure.
    "If the deploy fails, run it again with --force-recreate.",
    "After restoring a snapshot, run the migrations again before starting the API.",
    "Rotate the Stripe keys again every 90 days; the reminder is in the ops calendar.",
    # The occasion followed by what it taught.
    "Spent a whole day on flaky Cypress tests: the fix is to turn off video recording in CI.",
    "Lost an afternoon to the Safari login bug; the workaround is to set SameSite=None on the cookie.",
    # What a team requires, or a product needs.
    "Legal says logs must be kept for 7 years.",
    "Postgres wants at least 4 GB of shared buffers on prod.",
    # What customers do every time, a procedure while something is down.
    "A customer gets a receipt by email after every payment.",
    "Customers who cancelled get their refund within 5 days.",
    "While the primary is rebuilt, reads go to the replica.",
    # A long memory (a session, a record) is not a remark.
    "Yesterday " + "we talked about the roadmap and the hiring plan at length " * 6,
    # A state from a moment on (a new user's round of developer notes).
    "All three prod clusters are on Kubernetes 1.32 as of last night.",
])
def test_a_fact_a_decision_an_update_or_a_long_text_is_no_aside(text: str) -> None:
    assert aside_marker(text) is None


@pytest.mark.parametrize("text", [
    "the VAT return is due on the 7th of each month",
    "invoices are due within 30 days of delivery",
    "rent is due on the 1st",
    "the annual licence renewal is due in january every year, finance pays it",
])
def test_a_due_date_that_comes_back_is_a_rule_not_an_aside(text: str) -> None:
    assert aside_marker(text) is None


def test_a_suggestion_taken_up_without_a_comma_is_no_aside() -> None:
    # The reported clause ends at "and we …" as it does at a comma.
    assert aside_marker("Mia suggested Renovate instead of Dependabot") == "suggested"
    assert aside_marker("Mia suggested Renovate instead of Dependabot and we switched") is None
    assert aside_marker("Mia suggested Renovate instead of Dependabot, and we switched") is None


def test_a_suggestion_nobody_decided_on_is_still_an_aside() -> None:
    text = "Sam suggested two approvals instead of one for the payments repo, nobody decided anything yet."
    assert aside_marker(text) == "suggested"


@pytest.mark.parametrize("text", [
    "Upgraded every service to Node 22 LTS, and we might try Bun for the CLI at some point.",
    "We're on Node 20 now, Node 22 at some point",
    "Staging deploys are automatic on merge now, could do the same for prod later",
])
def test_a_change_said_beside_a_plan_or_a_hedge_is_no_aside(text: str) -> None:
    assert aside_marker(text) is None


def test_only_what_someone_asked_for_or_suggested_is_reported() -> None:
    assert reported("customer asked if we could text the service reminders instead of email") == "asked if"
    assert reported("someone on the staff whatsapp suggested challenge 21 instead of 25") == "suggested"
    assert reported("Mia suggested Renovate instead of Dependabot") == "suggested"
    assert reported("Thinking of moving the docs to Docusaurus at some point") is None  # a plan, not a report


def test_a_question_about_an_occasion_has_no_asides() -> None:
    texts = ["Someone joked at the retro that the infra team needs a bigger coffee machine.",
             "The infra team owns the Terraform modules."]
    assert asides("Who owns the Terraform modules?", texts).tolist() == [True, False]
    assert asks_about_an_occasion("What happened at the retro?")
    assert asks_about_an_occasion("Did anyone complain about the icons?")
    assert asides("What did someone joke about at the retro?", texts).tolist() == [False, False]
    # What caused or broke something asks about an occasion too.
    assert asks_about_an_occasion("What caused the outage on Tuesday?")
    assert asks_about_an_occasion("What broke the nightly build?")
    assert asks_about_an_occasion("Why is the staging deploy failing?")
    outage = ["Tuesday's outage: Postgres ran out of connections again.", "Postgres allows 200 connections."]
    assert asides("What caused the outage on Tuesday?", outage).tolist() == [False, False]
    # "What did we decide …" asks how things are.
    assert not asks_about_an_occasion("What did we decide about the Terraform modules?")


def test_an_aside_within_the_band_is_set_apart_when_a_memory_that_states_something_passes() -> None:
    basis = np.array([0.55, 0.49, 0.30])  # the aside first, the fact within the band of it
    aside = np.array([True, False, False])
    admitted = set_asides_apart(basis, basis, aside, band=0.1, top=2)
    assert admitted.tolist() == [False, True, False]


def test_an_aside_far_above_everything_else_still_passes() -> None:
    basis = np.array([0.80, 0.20])
    admitted = set_asides_apart(basis, basis, np.array([True, False]), band=0.1, top=2)
    assert admitted.tolist() == [True, False]


def test_a_memory_that_states_something_with_a_third_of_an_asides_relevance_passes_in_its_place() -> None:
    # "A big CDN outage took down half the internet yesterday" (.694) beside "The site is cached at the
    # edge by Fastly" (.242) for "Which CDN is the site behind?": the fact passes, the aside follows it.
    basis = np.array([0.694, 0.242, 0.24, 0.10])
    admitted = set_asides_apart(basis, basis, np.array([True, False, False, False]), band=0.1, top=2)
    assert admitted.tolist() == [False, True, True, False]


def test_only_an_aside_plainly_about_an_occasion_gives_way_to_a_far_weaker_statement() -> None:
    # "… keeps it 90 days (ofcom asks for 42)" reads as a reported question: it keeps its place above a
    # remark with half its relevance ("pulled tuesday's phone-in recording from the logger …").
    answer = "the compliance logger records everything we broadcast and keeps it 90 days (ofcom asks for 42)"
    assert aside_marker(answer) is None  # a routine ask ("X asks for Y") states a requirement
    assert plainly_an_occasion("A big CDN outage took down half the internet yesterday; our site stayed up.")
    assert plainly_an_occasion("sales asked why their client's ad sounds quieter than the songs")
    basis = np.array([0.483, 0.261])
    admitted = set_asides_apart(basis, basis, np.array([True, False]), band=0.1, top=2, plain=np.array([False, False]))
    assert admitted.tolist() == [True, False]


def test_an_incident_told_as_the_cause_of_a_rule_is_no_aside() -> None:
    # From an outside review's probes (cases16).
    assert aside_marker("after the double-booked demo mess, demos are booked only through the Calendly link") is None
    assert aside_marker("a client uploaded 200 documents as one zip and the upload dialog froze") == "froze"


def test_without_asides_the_gate_is_unchanged() -> None:
    basis = np.array([0.55, 0.52, 0.30])
    admitted = set_asides_apart(basis, basis, np.zeros(3, dtype=bool), band=0.1, top=2)
    assert admitted.tolist() == [True, True, False]


# From an outside review's probes (cases18): rules written with words the aside markers know.
@pytest.mark.parametrize("text", [
    "a member who lost their key card on the weekend calls the night number 06-12345678",
    "if the ticket email went to spam, buyers can resend it from the ticket page",
    "misprinted labels go in the red bin and are reprinted from Sendcloud",
    "a driver parked in the loading bay after 9 gets fined 50 euro by the landlord",
    "while the head is on leave the deputy head signs off leave requests",
    # … with the modal "may" or "they" (an outside review's probes)
    "While the team lead is away, the deputy may approve production deploys.",
    "If the on-call engineer is sick, the secondary takes the pager while they're out.",
    "parents add who may pick up their child under my account > pickup",
])
def test_a_rule_written_with_an_asides_words_is_no_aside(text: str) -> None:
    assert aside_marker(text) is None


@pytest.mark.parametrize("text", [
    "we should move deploys to daily at some point",
    "thinking about moving the docs to Docusaurus",
    "maybe we drop the staging db next quarter",
])
def test_a_plan_or_a_wish_is_set_apart_like_an_aside(text: str) -> None:
    # Not how things are: a plan must not win over the decision it would change by its age.
    assert aside_marker(text) is not None


@pytest.mark.parametrize("text", [
    "Passwords should be hashed with argon2id.",
    "We should always pin base images by digest.",
])
def test_a_rule_with_should_is_no_plan(text: str) -> None:
    assert aside_marker(text) is None


@pytest.mark.parametrize("text", [
    # A bug someone reported that nobody could confirm.
    "the arabic reviewer on the acme project says the right-to-left preview looks broken in safari, can't reproduce",
    "customer in lyon reports the pdf export cuts off the last column, couldn't reproduce locally",
    # A rule for a few dates of the calendar, not how things are.
    "for the 23rd and 24th december sailings we're telling drivers to arrive 45 min before departure, it's always chaos",
    "on the 31st of march the shop closes at noon for the stocktake",
])
def test_an_unconfirmed_report_or_a_rule_for_a_few_dates_is_an_aside(text: str) -> None:
    assert aside_marker(text) is not None


@pytest.mark.parametrize("text", [
    "rent invoices go out on the 1st of each month",
    "if a bug can't be reproduced, the ticket is closed after 14 days",
])
def test_a_rule_about_each_month_or_about_unreproducible_bugs_is_no_aside(text: str) -> None:
    assert aside_marker(text) is None


def test_a_rule_for_dates_that_come_back_every_year_is_no_aside() -> None:
    # An outside review's probe (cases20): two dates a year, a rule.
    assert aside_marker("full stock counts happen on the 1st of january and the 1st of july, the floor is closed "
                        "that day") is None
    assert aside_marker("on the 31st of march every year the shop closes at noon for the stocktake") is None


@pytest.mark.parametrize("text", [
    "ref in the u12 league typed 45-0 instead of 4-0, a club admin corrected the score",
    "a customer typed her postcode instead of her phone number, support fixed the account",
])
def test_a_mistake_typed_instead_of_the_right_value_is_an_aside(text: str) -> None:
    assert aside_marker(text) is not None


@pytest.mark.parametrize("text, marker", [
    # everyday-dev9's recent remarks: a call to ask, a wait at the wrong place, a mail lost in spam.
    ("someone from a bank rang to ask if we take employer matching, sent her to the website", "rang to ask if"),
    ("an instructor waited 20 min at the wrong college, the learner had moved and never updated where she gets picked up",
     "waited 20 min"),
    ("an instructor's insurance renewal email went to spam and his car was hidden from search for a day", "went to spam"),
])
def test_a_call_a_wait_or_a_lost_mail_told_once_is_an_aside(text: str, marker: str) -> None:
    assert aside_marker(text) == marker


@pytest.mark.parametrize("text, marker", [
    # an outside review's probe (cases24 sk7): an idea someone put forward is not how things are
    ("someone suggested estimating queue times with cameras instead", "suggested"),
    ("Priya floated moving the standup to 10, nobody replied yet", "floated"),
    ("Tom pitched the idea of a dark mode for the kiosk screens", "pitched the idea"),
])
def test_an_idea_someone_put_forward_is_an_aside(text: str, marker: str) -> None:
    assert aside_marker(text) == marker


@pytest.mark.parametrize("text", [
    "Ana suggested we move the backups to B2, and since March they go there every night",
    "the pitched roof tiles are ordered from Marley",
    "suggestions under 70 are hidden in the translation editor",
])
def test_an_idea_that_was_taken_up_or_a_word_of_another_sense_is_no_aside(text: str) -> None:
    assert aside_marker(text) is None


@pytest.mark.parametrize("text", [
    # everyday-dev10's recent remarks: what happened, told in the past, on a day or as two things done in turn.
    "icy saturday, patrol filed 11 incident reports before lunch, mostly on the blue runs",
    "found three duplicate candidates all called john smith with different emails, merged them by hand",
    "two contractors got paid a day late because of the bank holiday, both rang the office",
    "the kitchen flooded on tuesday and the allergy list on the wall got soaked, taped up a new one",
    "an uncle showed up to pick up the nguyen twins and wasn't on the list, we called their mum first",
    # everyday-dev11: an incident that ended ("all calmed down now"), one on a weekend.
    "two people had a shouting match over a phone call in the open space tuesday, all calmed down now",
    "two hire cars broke down on the m6 this weekend, both flat batteries on the new hybrids",
])
def test_what_happened_told_in_the_past_is_an_aside(text: str) -> None:
    assert aside_marker(text) is not None


@pytest.mark.parametrize("text, marker", [
    # everyday-dev10: an exception made once, said so.
    ("night shift reprinted a lost pass without the card fee for a crying kid, one-off, please don't make it a thing",
     ", one-off"),
    ("waived the late fee just this once for the Hendersons", "just this once"),
])
def test_an_exception_made_once_is_an_aside(text: str, marker: str) -> None:
    assert aside_marker(text) == marker


def test_a_rule_about_one_off_things_is_no_aside() -> None:
    assert aside_marker("one-off payments are refunded within 5 days") is None


@pytest.mark.parametrize("text", [
    "ConfigCat holds the flags, one per unreleased screen, deleted two releases after launch.",  # a rule's steps
    "Turned on Stripe Radar fraud rules for non-EU cards after the chargeback wave.",  # one thing done: a change
    "zone 12 goes to 3.20/h on monday, loaded the new tariff in the admin",  # a day ahead, not a past one
    "moved the phone booths to the back wall last weekend, calls go there now",  # how things are after it
    "we switched the door reader to Kisi yesterday, sorted now and staying",  # a change that stays
    # Decision records: an "-ed" word that describes a noun is no past verb.
    "Automated testing.\n\nInclude and implement automated code coverage tests, accessibility tests, and security "
    "and penetration testing",
    "Use AWS Elastic Kubernetes Service (EKS) managed node groups.\n\nUse [managed node groups](https://docs.aws.amazon"
    ".com/eks/latest/userguide/managed-node-groups.html).",
    "Terraform workspaces are used for every environment; a shared account is allowed only as an exception",
    "Nightly pg_dump to a seperate B2 bucket, kept for 35 days.",
    "closed the fedex account in august after the claims mess, UPS picks up every afternoon",  # how it is now
    "the contractors got paid late twice, so payroll runs on thursdays now",  # what it led to
    "the speed limit on site was lowered, signed off by the safety lead",  # a change, said with its sign-off
])
def test_a_rule_a_change_or_a_day_ahead_is_no_story(text: str) -> None:
    assert aside_marker(text) is None


@pytest.mark.parametrize("text", [
    "learners who wait 20 min at the wrong pickup point must call the office",  # a rule for such a case
    "we never deploy on fridays, the instructor app goes out on mondays",
])
def test_a_rule_about_such_an_occasion_is_no_aside(text: str) -> None:
    assert aside_marker(text) is None


def test_a_note_said_of_another_site_is_an_aside_unless_the_question_names_it() -> None:
    # An outside review's probe (cases29 wh4): the Leeds site's rule does not answer for ours.
    texts = ["forklift licences are renewed every 3 years", "the Leeds site renews forklift licences every 2 years"]
    assert asides("how often are forklift licences renewed?", texts).tolist() == [False, True]
    assert asides("how often does the Leeds site renew forklift licences?", texts).tolist() == [False, False]


def test_what_someone_asked_for_or_put_forward_is_an_aside_even_when_it_says_instead_of() -> None:
    # everyday-dev12: each stood in for the rule it only proposes to change, and won by its age.
    assert aside_marker("customer asked if we could text the service reminders instead of email, said i'd raise it, "
                        "pls don't promise her anything") == "asked if"
    assert aside_marker("someone on the staff whatsapp suggested challenge 21 instead of 25, nobody's picked it up") \
        == "suggested"
    assert aside_marker("parents keep asking if they can mark kids absent the night before, feature request is in "
                        "the backlog") is not None
    # … but not one that was taken up, nor one that says what changed after it
    assert aside_marker("parents complained about the noise, we moved pickups to the side gate now") is None


def test_a_routine_ask_a_laughed_off_now_and_the_days_things_of_a_kind() -> None:
    assert aside_marker("for 15 and 18 films the box office asks for id from anyone who looks under 25") is None
    assert aside_marker("driver found a hamster in a shoebox on bus 9, lost property has seen everything now lol") == "lol"
    assert aside_marker("checkout and the banner both say 11am for today's deliveries, vans leave at 1 sharp") is None
    assert aside_marker("the checkout banner broke today, vans left late") is not None


@pytest.mark.parametrize("text", [
    # From a blind dev set (dev13): an idea, a maybe, a hint with nothing decided; each outranked the rule it
    # would change.
    "could drop the minimum order for cafes on our street, maybe in the spring",
    "roadmap idea: let people upload a receipt so a lost item claim pays what they actually paid for it. "
    "nobody's picked it up",
    "council keeps hinting we should charge entry to cover the roof, nothing decided, trustees meet in jan",
    "perhaps the deck oven goes on a service contract next year",
    "we might move the newsletter to buttondown",
])
def test_a_hedged_or_undecided_note_is_set_apart_like_a_plan(text: str) -> None:
    assert aside_marker(text) is not None


@pytest.mark.parametrize("text", [
    "Drug dose calculations run server-side only. We never compute a dose in the browser, one rounding bug there "
    "could kill a cat.",
    "card readers might drop offline, so the till queues payments and sends them later",
    "trustees decided entry stays free, donations box at the desk",
    "the tunnel reader could miss a chip in a wet bag, so wet bags go through twice",
])
def test_a_rule_that_names_a_risk_or_a_decision_is_no_plan(text: str) -> None:
    assert aside_marker(text) is None
