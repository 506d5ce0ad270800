"""What a memory's text says, as the update classifier reads it (updates/signals.py)."""

from __future__ import annotations

import random
import re

import pytest

from cognee_memory.updates import signals
from cognee_memory.updates.signals import asks_about_version, features, successor_version


def test_what_is_left_of_a_contraction_is_no_subject_word() -> None:
    # "We're" splits into "We" and "re"; "re" must not count as a word only the new memory has.
    assert not {"re", "ve", "ll", "don", "isn"} & features("We're on Node 22 now; we've dropped 18, don't "
                                                           "we'll isn't it.").subject


def test_a_later_version_in_the_same_line_is_its_successor_even_unnamed() -> None:
    # "Minimum is now 3.12" never says Python; it raises the floor the older memory gives.
    old = features("The pipeline code targets Python 3.10.")
    assert successor_version(features("Minimum is now 3.12 because we use the new type parameter syntax."),
                             old) == ("python", "3.10 → 3.12")
    assert successor_version(features("bumped the minimum to Go 1.22 so we can use range-over-int"),
                             features("Platform CLIs are written in Go, go.mod says 1.21.")) is not None


def test_a_version_of_another_named_thing_a_lower_one_or_one_without_a_change_cue_is_no_successor() -> None:
    old = features("The pipeline code targets Python 3.10.")
    assert successor_version(features("We now use Django 3.12 for the admin."), old) is None  # another thing
    assert successor_version(features("The minimum is now 3.8."), old) is None  # lower
    assert successor_version(features("The minimum is 3.12 for the new service."), old) is None  # no change cue
    assert successor_version(features("The minimum is now 4.1."), old) is None  # another major line


def test_a_version_its_clause_says_is_of_another_thing_is_no_successor() -> None:
    # Go, Kubernetes and TLS all count 1.x: a "minimum" of one is no successor of another's version.
    assert successor_version(features("Minimum Go version is now 1.22 for all services."),
                             features("Clients must connect with TLS 1.2 or newer.")) is None
    assert successor_version(features("Raised the Kubernetes minimum to 1.29 on every cluster now."),
                             features("Services are built with Go 1.21.")) is None
    # The same word, of another platform.
    assert successor_version(features("Bumped the macOS app's deployment target to 15.2."),
                             features("The iOS app's deployment target is 15.0.")) is None
    # Words the older memory has are no other thing.
    assert successor_version(features("The pipeline's minimum is now 3.12."),
                             features("The pipeline code targets Python 3.10.")) == ("python", "3.10 → 3.12")


def test_a_later_version_for_a_scope_the_older_memory_does_not_name_is_no_successor() -> None:
    # The pipeline's floor says nothing about what the Lambdas run.
    assert successor_version(features("Minimum is now 3.12 for the data pipeline."),
                             features("The Lambdas run Python 3.11.")) is None
    assert successor_version(features("Minimum is now 3.12 for the Lambdas."),
                             features("The Lambdas run Python 3.11.")) == ("python", "3.11 → 3.12")


def test_a_question_asks_about_a_version_by_the_word_or_by_the_thing_it_is_of() -> None:
    assert asks_about_version("Which Python version does the pipeline need?", "python")
    assert asks_about_version("What's the oldest we support?", "python")
    assert asks_about_version("Which Python do we need?", "python")
    assert not asks_about_version("Who owns the pipeline?", "python")


def test_a_name_that_looks_like_part_of_a_contraction_stays_a_content_word() -> None:
    assert {"don", "won"} <= features("Ask Don or Won about the deploy keys.").content
    assert not {"don", "dont", "t"} & features("We don't deploy on Fridays.").content


def test_a_decision_verb_after_any_negated_contraction_chooses_nothing() -> None:
    for text in ("We didn't choose Redis for the cache.", "The team won't use Kafka.", "We can't use Docker here."):
        assert not {"redi", "kafka", "docker"} & features(text).objects, text
    assert "redi" in features("We chose Redis for the cache.").objects


def test_since_a_moment_is_a_change_cue_and_since_a_reason_is_not() -> None:
    assert "since" in features("The search cluster is on 8 since the weekend.").cues
    assert "since" in features("Builds run on Buildkite since March.").cues
    assert "since" not in features("We keep the cluster on 8 since it is faster.").cues
    assert "since" not in features("Keep the v1 endpoint alive since the migration script still calls it.").cues
    assert "since" in features("Builds run on Buildkite since March 2026.").cues
    # Said first, the time may run on into the clause.
    assert "since" in features("Since yesterday the cache is Redis 7.").cues
    assert "since" in features("Since this morning, all deploys go through Argo CD.").cues
    # An outside review's cases27 mu5, my own cases28: a reopening, a migration of a thing named in two words.
    assert "since" in features("adult entry 16 since the reopening").cues
    assert "since" in features("deployment target is 16 since the swift 6 migration").cues
    assert "since" not in features("the east wing is slow since the reopening of the hall").cues


@pytest.mark.parametrize("text", ["As of this morning the API runs on Node 22.",
                                  "As of yesterday, staging uses the new Vault cluster.",
                                  "Starting today, PRs need two approvals."])
def test_as_of_or_starting_a_recent_moment_is_a_from_now_on_cue(text: str) -> None:
    assert "from now on" in features(text).cues


def test_tightening_a_limit_and_from_this_sprint_on_are_change_cues() -> None:
    assert "switched/moved/changed" in features("Tightened the API SLO to 150 ms.").cues
    assert "from now on" in features("Reviews need two approvals from this sprint on.").cues
    assert "switched/moved/changed" in features("Extended log retention to 90 days.").cues
    assert "switched/moved/changed" in features("Rolled every gateway to 2.14.3 this morning.").cues


@pytest.mark.parametrize("text", [
    "Batching the embedding calls reduced search p99 latency by 40% last sprint.",
    "We extended the Loki dashboards with a panel for log volume per service.",
    "We rolled back the API deploy twice this week because of a bad migration.",
    "Moving the staging cluster to a bigger node group took an hour.",
])
def test_a_limit_verb_without_a_new_value_or_a_move_not_said_as_done_is_no_change_cue(text: str) -> None:
    assert features(text).cues == ()


def test_for_good_is_a_time_not_a_scope() -> None:
    assert "for" not in features("Paper payslips are gone for good.").scopes
    assert features("Logs are kept for the audit team.").scopes["for"]


def test_a_later_version_given_to_a_thing_the_older_memory_names_is_its_successor() -> None:
    old = features("Gateway firmware is pinned to v2.14.1 until the watchdog bug is fixed.")
    assert successor_version(features("Rolled every gateway to 2.14.3 this morning.") , old) is not None
    assert successor_version(features("Rolled every printer to 2.14.3 this morning."), old) is None


@pytest.mark.parametrize("text", [
    "we went back to Solr for product search, the vector index was too slow",
    "Switched back to npm, pnpm broke the Docker cache.",
    "We're back on Postgres for the queue.",
])
def test_a_return_to_an_earlier_choice_is_a_change_cue(text: str) -> None:
    assert "switched/moved/changed" in features(text).cues


def test_back_in_another_sense_is_no_change_cue() -> None:
    assert features("Logs go back 30 days in Loki.").cues == ()
    assert "dropped/deprecated" not in features("Keep no more than 3 open PRs per person.").cues


@pytest.mark.parametrize("text", [
    "API quota cut to 50 envelopes an hour per account, a spammer was maxing out the old limit all week",
    "Cut the session timeout to 15 minutes.",
])
def test_a_value_cut_to_a_number_is_a_change_cue(text: str) -> None:
    assert features(text).cues


@pytest.mark.parametrize("text", [
    "We cut the release branch from main every Tuesday.",
    "Cut a release to staging before the demo.",
    "The retry count was 3 before the outage.",
])
def test_cut_without_a_new_number_is_no_change_cue(text: str) -> None:
    assert features(text).cues == ()


@pytest.mark.parametrize("text", [
    # From an outside review: an incident's value beside the usual one, a noun phrase of this month.
    "checkout p99 hit 900ms during the black friday sale (was 150)",
    "the signup spike from this month, mostly bots, hCaptcha caught 90%",
])
def test_an_old_value_in_brackets_or_from_this_month_is_no_change_cue(text: str) -> None:
    assert features(text).cues == ()


@pytest.mark.parametrize("text", ["From today the minimum Node version is 20.", "Effective today, prod deploys need a change ticket."])
def test_from_today_or_effective_today_is_a_from_now_on_cue(text: str) -> None:
    assert "from now on" in features(text).cues




def test_go_before_a_version_or_written_as_a_name_is_the_language() -> None:
    old = features("All services are on Go 1.21; go.mod and the CI image have to match.")
    new = features("upgraded everything to go 1.23 last week, remember to bump your local toolchain")
    assert successor_version(new, old) == ("golang", "1.21 → 1.23")
    assert "golang" not in features("releases go out every Tuesday").words


@pytest.mark.parametrize("text", [
    "cut the release branch to 3.4 this morning",
    "status page incident from today's outage is still open",
])
def test_a_release_cut_or_today_s_incident_is_no_change_cue(text: str) -> None:
    assert features(text).cues == ()


def test_go_to_a_version_is_the_language_and_ready_to_go_is_not() -> None:
    old = features("All services are on Go 1.21.")
    assert successor_version(features("bumped go to 1.22 everywhere"), old) == ("golang", "1.21 → 1.22")
    assert "golang" not in features("the ready to go version of the onboarding checklist").words


@pytest.mark.parametrize("text, cue", [
    ("Inês took over alerting and geofences from marek last sprint, send her the reviews", "took over"),
    ("billing is handed over to Priya", "took over"),
    ("turned off the usage pings for good, a password manager phoning home is a bad look", "for good"),
    ("turned off the usage pings, nobody read them", "dropped/deprecated"),
    ("the home-made waiting room got decommissioned, the CDN's waiting room handles onsales", "dropped/deprecated"),
    ("force-pushing feature branches is fine again, main stays protected", "again"),
    ("we accept cards offline again up to 50 EUR a transaction", "again"),
    ("pnpm migration is done, the lockfile is pnpm-lock.yaml", "done"),
    ("finished the move to GitHub Actions last week", "done"),
    ("We went fine-free in january, late items just block new loans", "dropped/deprecated"),
    ("clinic admins may erase a pet's file again, the erasure requests kept piling up", "again"),
    ("catalogue imports belong to Sofia's metadata team as of this quarter", "from now on"),
    ("Brightwater & Co (our accountants) file the duty return from this month, hamish handed them the login",
     "from now on"),
    ("OTP texts go through MessageBird from this month, Twilio got too pricey", "from now on"),
    ("new error tracker is GlitchTip, self hosted on the ops box", "new"),
    ("PPL and PRS want our playlists by the 5th of every month under the new licence", "new rules"),
    ("read receipts are back, as a Plus feature", "again"),
    ("we brought back the weekly demo", "again"),
])
def test_a_handover_a_retirement_a_permission_given_back_or_a_finished_move_is_a_change_cue(text: str, cue: str
                                                                                           ) -> None:
    assert cue in features(text).cues


@pytest.mark.parametrize("text", [
    "Anna took over the on-call rotation this week while Tom is away.",
    "prod is fine again after the failover",
    "the build is green again after the flaky test fix",
    "The migration job took an hour.",
    "the replica took over from the primary in Frankfurt at 3am after a host failure, no data lost",
    "turned off the newsletter send this thursday, the black friday mail goes instead",
    "Austin took over on-call for the holidays, back to normal on Jan 3",
    "rollout is done for firmware 3.4, all gateways report it",
    "we can deploy again",
    "search is back up",
    "prod is back after the outage, the failover worked",
    "the new hire is great",
    "new vaults derive their keys with Argon2id",
    "the office is smoke-free",
])
def test_cover_for_a_while_or_a_thing_working_again_is_no_change_cue(text: str) -> None:
    assert features(text).cues == ()


def test_what_was_switched_off_is_the_thing_after_old_or_legacy() -> None:
    assert features("decommissioned the old staging db and deleted its snapshots").cue_targets == {"stag"}


def test_what_went_free_is_the_thing_before_free() -> None:
    assert features("We went fine-free in january.").cue_targets == {"fine"}


def test_a_version_across_a_major_number_after_the_same_word_only_when_asked_for() -> None:
    old = features("the android app supports API 24 and up (minSdk 24)")
    new = features("minimum is API 26 now, targetSdk 35 bc of the play store deadline")
    assert successor_version(new, old) is None
    assert successor_version(new, old, across_major=True) == ("api", "24 → 26")
    # Another word before the number is another thing, however the question reads.
    assert successor_version(features("targetSdk 35 now"), old, across_major=True) is None


# From an outside review's probes (cases17): a person back on a day, a deal with one client, a new device
# or a new person, a past doing or an absence from a month on.
@pytest.mark.parametrize("text, cue", [
    ("Marco is back monday, he'll do the TestFlight upload by hand this week", "again"),
    ("the nightly e2e suite is back, it was flaky", "again"),
    ("under the new contract with Acme, their support hours are 8-20", "new rules"),
    ("the new label printer is a Zebra, arrived broken", "new"),
    ("The new support lead is Sanne", "new"),
    ("the new QA contractor is Pavel", "new"),
    ("exported the timesheets from this month.", "from now on"),
    ("Femke is on leave from next week.", "from now on"),
])
def test_a_return_a_deal_a_new_device_or_person_or_a_past_doing_is_not_that_cue(text: str, cue: str) -> None:
    assert cue not in features(text).cues


@pytest.mark.parametrize("text, cue", [
    ("rosters come across from the MIS every hour since the start of term", "since"),
    ("all telemetry lands in ClickHouse since the summer", "since"),
    ("arrivals from 2pm starting next monday, the confirmation emails already say so", "from now on"),
    ("skipping a class you booked costs 8 euro from this month", "from now on"),
])
def test_a_state_since_a_season_or_from_a_day_is_a_change_cue(text: str, cue: str) -> None:
    assert cue in features(text).cues


# A state since a day of a month, since an event ("since the re-tender", "since the winter timetable") or since
# something went live; a change as of the last period.
@pytest.mark.parametrize("text, cue", [
    ("car trips are reimbursed at 38 cents a kilometre since 1 november", "since"),
    ("invoices are numbered per year since 3rd of march", "since"),
    ("Routeware builds the weekly rounds since the re-tender, the cabs still get them friday", "since"),
    ("bikes up to 2.2 m are fine on board since the winter timetable", "since"),
    ("since the GitHub App went live a push triggers the string sync straight away", "since"),
    ("tickets are signed with ed25519 since the rewrite shipped", "since"),
    ("crash dumps go to Backtrace since the engine upgrade", "since"),
    ("builds are signed with sigstore since the 2.0 migration", "since"),
    ("free tier is 3 projects / 2k words as of last sprint", "from now on"),
    ("as of last month the nightly export runs at 4am", "from now on"),
])
def test_a_state_since_a_date_an_event_or_a_launch_is_a_change_cue(text: str, cue: str) -> None:
    assert cue in features(text).cues


@pytest.mark.parametrize("text", [
    "the queue has been slow since the deploy this morning",  # an incident, not a decision (no clause end)
    "we have used Postgres since it is faster",
    "she has been on the team since the launch party",
])
def test_since_a_reason_or_inside_a_longer_clause_is_no_change_cue(text: str) -> None:
    assert "since" not in features(text).cues


@pytest.mark.parametrize("text, target", [
    ("we moved off textract, Mindee's receipt API does the extraction now", "textract"),
    ("migrated off Heroku last spring, everything runs on Render", "heroku"),
])
def test_moved_off_a_thing_names_it_as_replaced(text: str, target: str) -> None:
    assert target in features(text).cue_targets


def test_a_service_back_on_after_an_outage_is_no_return_to_an_earlier_choice() -> None:
    # An outside review's probe (cases14): PayPal working again after their outage changes no decision.
    assert "switched/moved/changed" not in features("paypal is back on, the outage on their side lasted about 2h").cues
    assert "switched/moved/changed" in features("we're back on Postgres after the Mongo experiment").cues


@pytest.mark.parametrize("text", [
    "the crew app syncs rosters when a duty is changed, on every change",  # an outside review's probe (cases21 cr1)
    "cards are moved to done on merge",
    "a booking gets changed by the desk when the guest calls",
    # What had happened before an incident (everyday-dev9).
    "an instructor waited 20 min at the wrong college, the learner had moved and never updated where she gets picked up",
])
def test_a_step_said_in_the_present_passive_or_the_past_perfect_is_no_change_cue(text: str) -> None:
    assert "switched/moved/changed" not in features(text).cues


@pytest.mark.parametrize("text", ["the limit was changed to 50", "the rate got changed to 40 last week",
                                  "we switched the crew app to push sync"])
def test_a_change_said_as_done_is_still_a_change_cue(text: str) -> None:
    assert "switched/moved/changed" in features(text).cues


def test_from_in_another_clause_than_the_move_is_no_from_to_cue() -> None:
    assert "from … to" not in features(
        "an instructor's insurance renewal email went to spam and his car was hidden from search for a day").cues
    assert "from … to" in features("we went from 30 to 45 minute lessons").cues


@pytest.mark.parametrize("text", [
    # An outside review's probes (cases23): a value that went up or to a new number, a job passed to someone.
    "house lager pints went to 5.50 after the malt price rise",
    "the loan period went up to four weeks in september",
    "the deposit went down to 20 euro",
])
def test_a_value_that_went_up_down_or_to_a_new_number_is_a_change_cue(text: str) -> None:
    assert "switched/moved/changed" in features(text).cues


@pytest.mark.parametrize("text", [
    "an instructor's insurance renewal email went to spam",
    "we went to 3 trade fairs this year and met the Hiscox broker",
    "the team went up to the roof for the photo",
])
def test_going_somewhere_is_no_change_cue(text: str) -> None:
    assert "switched/moved/changed" not in features(text).cues


def test_a_job_passed_to_someone_is_a_handover() -> None:
    assert "took over" in features("head referee duties passed to Amara in october").cues
    assert "took over" in features("on-call was handed over to Priya").cues
    assert "took over" in features("handing lesson bookings to Aiko from today, I'm on the snowmaking telemetry").cues
    assert "took over" not in features("handing the keys to Aiko today, back tomorrow").cues
    assert "took over" not in features("the ball passed to the keeper").cues
    assert "took over" not in features("the sign-off passed to Amara while Kenji is away").cues


@pytest.mark.parametrize("text, cue", [
    # An outside review's probes (cases27): a choice settled, off a thing, dead or read-only, a value from a day on.
    ("ended up going with Linka for the locks on the new batch and retrofitting the rest", "switched/moved/changed"),
    ("went with Axess in the end for the turnstiles", "switched/moved/changed"),
    ("we're off google maps, mapbox everywhere", "dropped/deprecated"),
    ("Lightspeed is dead, Toast replaced it", "dropped/deprecated"),
    ("single ride 3 eur from monday", "from now on"),
])
def test_chat_ways_of_saying_a_change_are_change_cues(text: str, cue: str) -> None:
    assert cue in features(text).cues


@pytest.mark.parametrize("text", ["ended up going with the team to lunch", "we're off tomorrow", "the battery is dead",
                                  "the invoices from january are filed"])
def test_lunch_a_day_off_a_flat_battery_or_a_date_of_things_are_no_change(text: str) -> None:
    assert not set(features(text).cues) - {"now"}


@pytest.mark.parametrize("text, cue", [
    # An outside review's probes (cases29): a term, a semester, an event of one named thing.
    ("late penalty's 5% a day as of this semester", "from now on"),
    ("we're on Canvas since the autumn term, moodle is archive only", "since"),
    ("night shift kicks off 21:30 since the clock change", "since"),
    ("fresenius supplies the IV fluids since the baxter shortage", "since"),
    ("adult entry 16 since the reopening", "since"),
])
def test_a_state_since_a_term_a_shortage_or_a_reopening_is_a_change_cue(text: str, cue: str) -> None:
    assert cue in features(text).cues


@pytest.mark.parametrize("text", ["Adyen handles ticket payments from the 1st, stripe's off",
                                  "the late fee is 15 eur starting the 3rd of march"])
def test_from_a_day_of_the_month_at_a_clauses_end_is_a_from_now_on_cue(text: str) -> None:
    # An outside review's probe (cases29 tr3).
    assert "from now on" in features(text).cues


def test_from_the_first_inside_a_clause_is_no_from_now_on_cue() -> None:
    assert "from now on" not in features("exported every invoice from the 1st to the 15th for the audit").cues


def test_what_was_done_from_a_day_of_the_month_is_no_from_now_on_cue() -> None:
    assert "from now on" not in features("exported every invoice from the 1st, the auditors wanted them").cues


def test_from_here_on_says_from_now_on() -> None:
    # everyday-dev12: "three wrong boilers in one month and the rep just shrugged. City Plumbing from here on, …"
    assert "from now on" in features("City Plumbing from here on, same click and collect").cues
    assert "from now on" in features("card payments only from here on out").cues


@pytest.mark.parametrize("text", [
    # From a blind dev set (dev14): a start said with a day, a go-live, a move onto a version.
    "MoveMan goes live on the 3rd. surveyors do the room by room list on the tablet and it spits out the pdf",
    "ziflow is live. link goes out from the job screen, they mark up the artwork and sign off in there",
    "dpd lost 3 pallets of banners in one month. parcelforce collects from monday, same 4pm slot",
    "smalls are £16 from the april renewals, emailed everyone",
])
def test_a_go_live_or_a_start_on_a_day_is_a_from_now_on_cue(text: str) -> None:
    assert "from now on" in features(text).cues


def test_a_move_onto_a_version_is_a_change_cue() -> None:
    assert "switched/moved/changed" in features("finally got us onto 4.2 LTS + py 3.12, fullcalendar in").cues


@pytest.mark.parametrize("text", [
    "the shop is open from monday to friday, 9 to 5",
    "we're onto it, should be fixed by tonight",
    "the live chat widget is on every page",
    "Femke is on leave from monday",
    "exported the orders from monday, the accountant wanted them",
    "the band plays live on fridays",
])
def test_a_range_of_days_live_things_or_what_was_done_from_a_day_is_no_start(text: str) -> None:
    assert not {"from now on", "switched/moved/changed"} & set(features(text).cues)


# What "starts a sentence" meant when every token's whole prefix was searched: the reading from the previous token
# must agree with it everywhere (a long note no longer costs one search of its text per token).
_PREFIX_READING = re.compile(r"(^|[.!?;:]\s+|\n)\s*$")


def _assert_starts_as_the_prefix_says(text: str) -> None:
    matches = list(signals._TOKEN.finditer(text))
    for k, match in enumerate(matches):
        before = text[matches[k - 1].end() - 1 if k else 0:match.start()]
        assert signals._starts_sentence(before) == bool(_PREFIX_READING.search(text[:match.start()])), (text, k)


@pytest.mark.parametrize("text", ["  Hello.  World", "a:\n\n b", "x ;y", "end.\u00a0Next", "a.\u2003\nB", "\n\nTop",
                                  "Dr. Who; who", "ok!b", "one.\ttwo", "We use Go. Go 1.22 now", "(see: Redis) then Kafka"])
def test_a_token_starts_a_sentence_as_its_whole_prefix_says(text: str) -> None:
    _assert_starts_as_the_prefix_says(text)


def test_random_marks_and_spaces_start_sentences_as_the_prefix_says() -> None:
    rng = random.Random(7)
    for _ in range(3000):
        _assert_starts_as_the_prefix_says("".join(rng.choice("aB .!?;:\n\t\u00a0,x") for _ in range(rng.randint(1, 30))))


def test_an_upgrade_of_a_thing_the_older_line_names_gives_a_bare_version_a_successor_when_a_version_is_asked() -> None:
    # A new user's notes: "what postgres version is prod on" after "prod db is postgres 13 on rds".
    old = features("prod db is postgres 13 on rds. access only through the bastion")
    new = features("rds upgrade done over the weekend, we're on 16 now. zero downtime")
    assert successor_version(new, old, across_major=True) == ("postgr", "13 → 16")
    assert successor_version(new, old) is None  # not unless the question asks for a version
    # … not a lower number, nor without an upgrade, nor without a word of the older line
    assert successor_version(features("upgraded prod redis over the weekend, we're on 7 now"), old, True) is None
    assert successor_version(features("rds maintenance done over the weekend, we're on 16 now"), old, True) is None
    assert successor_version(features("upgrade done over the weekend, we're on 16 now"), old, True) is None
    # … nor a number far from it: a disk's size (an outside review's probe)
    assert successor_version(features("rds storage upgrade done, we're on 500 now"), old, True) is None


@pytest.mark.parametrize("text, cue", [
    # A new user's round of developer notes: a start said first, a value in a currency's code.
    ("From April the rate for post-launch changes is EUR 110/h.", "from now on"),
    ("starting in May, standups are async", "from now on"),
    ("the daily cap went up to EUR 2,500.", "switched/moved/changed"),
    ("rollout gate tightened: need 99.7% crash-free users before a build goes past 20%", "switched/moved/changed"),
])
def test_a_start_said_first_or_a_value_in_a_currency_code_is_a_change_cue(text: str, cue: str) -> None:
    assert cue in features(text).cues


@pytest.mark.parametrize("text", ["From April to June the office is closed", "From March the site was down twice",
                                  "the free plan goes up to 10 users", "The setup fee can go up to EUR 500 for complex migrations.",
                                  "From April-June the rush rate is EUR 150/h for the launch crunch, then back to normal."])
def test_a_span_of_months_or_what_was_then_is_no_start(text: str) -> None:
    assert not set(features(text).cues) - {"now"}
