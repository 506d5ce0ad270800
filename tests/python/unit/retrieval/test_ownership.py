"""Who does a job, not how it is done (retrieval/ownership.py)."""

from __future__ import annotations

import pytest

from cognee_memory.retrieval.ownership import names_someone, owner_left, person_left, says_only_who


@pytest.mark.parametrize("text", [
    "Kofi is the go-to for anything lab results now, Dana moved to the mobile team",
    "Inês took over alerting and geofences from marek last sprint, send her the reviews",
    "catalogue imports belong to Sofia's metadata team as of this quarter, Jonas is on the app full time",
    "Aiko's recommendations squad has the ranking code now, Noah left in october",
    "Tomasz took the publish plugin for LR classic off Marta's hands when she went to the billing squad",  # dev9
])
def test_a_note_that_says_who_does_a_job_says_only_who(text: str) -> None:
    assert says_only_who(text)


@pytest.mark.parametrize("text", [
    "moved CI to GitHub Actions, Anna owns the workflows",  # a change of the tool, then who owns it
    "Zendesk took over from Jira Service Management for level 2 tickets, migration is done",
    "tickets render with Typst now",
])
def test_a_note_that_changes_how_something_is_done_says_more_than_who(text: str) -> None:
    assert not says_only_who(text)


def test_the_person_the_hit_names_moved_on_to_other_work() -> None:
    hit = "Dana owns the IDEXX lab integration, ask her before touching the HL7 parser"
    assert owner_left(hit, "Kofi is the go-to for anything lab results now, Dana moved to the mobile team") == "Dana"
    assert owner_left("Jonas maintains the MARC import scripts",
                      "catalogue imports belong to Sofia's metadata team as of this quarter, "
                      "Jonas is on the app full time") == "Jonas"
    assert owner_left("Noah owns the matching algorithm, ask him before touching the score weights",
                      "Aiko's recommendations squad has the ranking code now, Noah left in october") == "Noah"
    # Another move, or another person.
    assert owner_left(hit, "Kofi owns the printers now, Dana moved to the new office") == ""
    assert owner_left(hit, "Kofi is the go-to for anything lab results now, Ana moved to the mobile team") == ""


def test_a_thing_moved_somewhere_is_no_person_moving_on() -> None:
    assert not says_only_who("Releases moved to a weekly train every Tuesday after the QA team grew.")


def test_a_person_away_for_a_while_has_not_moved_on() -> None:
    # An outside review's probe (cases17): a holiday, with cover meanwhile.
    assert owner_left("Elif is the point of contact for DNS and certificates",
                      "Elif left for two weeks of holiday, Dmitri's team handles certificate renewals meanwhile") == ""


@pytest.mark.parametrize("hit, newer, person", [
    ("Mr Okafor in IT handles the Google Classroom sync", "Priti looks after the classroom integration since Okafor "
     "moved to the sixth form college", "Okafor"),
    ("Lukas owns the OTA firmware rollout", "gateway firmware releases are Mei's call from now on, Lukas is on the "
     "battery team", "Lukas"),
])
def test_someone_who_looks_after_it_now_or_whose_call_it_is_while_the_owner_moved_on(hit: str, newer: str,
                                                                                      person: str) -> None:
    assert owner_left(hit, newer) == person


def test_a_person_back_tomorrow_has_not_moved_on() -> None:
    # An outside review's probe (cases18).
    assert owner_left("Bram is responsible for the master keys and the alarm code",
                      "Bram left, back tomorrow; the front desk team has the master keys") == ""
    assert owner_left("Jens owns the bar stock and the orders with the brewery",
                      "Jens left, the bar crew has the brewery orders, he's back sunday") == ""


@pytest.mark.parametrize("hit, newer, person", [
    ("Ruairi owns the timetable import, the harbour board sends a csv of sailings before each season",
     "Aoife has the seasonal schedule upload now, she covered while Ruairi was on paternity leave and is keeping it",
     "Ruairi"),
    ("Greta maintains the payroll export", "Tomás has the payroll export now, he stood in while Greta was off sick and "
     "keeps it for good", "Greta"),
])
def test_cover_that_is_kept_is_a_new_owner(hit: str, newer: str, person: str) -> None:
    assert owner_left(hit, newer) == person


def test_cover_while_away_that_is_not_kept_is_no_new_owner() -> None:
    assert owner_left("Greta maintains the payroll export",
                      "Tomás has the payroll export now, he covers while Greta is off sick") == ""


@pytest.mark.parametrize("text, names", [
    ("Tom does payroll now", True),
    ("the data team owns the exports now", True),
    ("priti looks after the classroom sync", True),
    ("for level 2 tickets it's the platform team now, the engineer rotation is gone", True),
    ("As of last sprint the sports desk has two more reporters", False),
    ("as of last sprint the sports desk has two more reporters", False),
])
def test_a_note_names_someone_by_a_name_or_a_clause_of_ownership(text: str, names: bool) -> None:
    assert names_someone(text) is names


def test_cover_for_good_measure_or_a_fix_made_for_good_is_no_new_owner() -> None:
    # An outside review's look-alikes (cases20).
    hit = "Olu keeps the forklift certificate list up to date"
    assert owner_left(hit, "Karim covered the list for good measure while Olu was on holiday") == ""
    assert owner_left(hit, "Karim covered the list while Olu was on holiday, Olu fixed it permanently afterwards") == ""


def test_someone_ill_has_no_job_now() -> None:
    assert not says_only_who("Ana has the flu now, Tom covers the release notes this week")


@pytest.mark.parametrize("newer", [
    # everyday-dev9: taken off her hands, and where she went said of her by a pronoun.
    "Tomasz took the publish plugin for LR classic off Marta's hands when she went to the billing squad",
    "Tomasz took the plugin off Marta's hands",
    "Marta handed it over, she moved to the billing squad",
])
def test_work_taken_off_someones_hands_or_a_move_said_with_a_pronoun_is_moving_on(newer: str) -> None:
    assert person_left("Marta owns the lightroom plugin and reviews every release of it", newer) == "Marta"


def test_a_pronoun_for_someone_away_for_a_while_is_not_moving_on() -> None:
    assert person_left("Marta owns the lightroom plugin",
                       "Marta asked Tomasz to look at it while she went to the dentist") == ""


def test_someone_who_took_over_from_the_person_the_hit_names_has_the_job() -> None:
    # An outside review's probe (cases24 sk4).
    assert person_left("Henrik is the lift operations manager", "Sofia took over from Henrik") == "Henrik"
    assert person_left("Henrik is the lift operations manager", "Sofia took lift ops over from Henrik") == "Henrik"


def test_the_hits_whole_job_restated_with_another_name_and_a_change_cue_hands_it_over() -> None:
    # An outside review's probe (cases24 wd4).
    assert owner_left("Tomasz owns billing", "Lena owns billing now") == "Tomasz"
    assert owner_left("Tomasz owns billing", "Lena owns billing this week while Tomasz is away") == ""
    assert owner_left("Tomasz owns billing and the invoicing exports", "Lena owns billing now") == ""


def test_the_owner_signing_a_note_that_hands_the_job_on_moved_on() -> None:
    # everyday-dev10: the hit's owner signs the handover ("- jonas"), said from today on.
    hit = "Jonas owns the ski school booking flow and its Stripe integration"
    newer = ("handing lesson bookings to Aiko from today, I'm on the snowmaking telemetry full time. ping her not me "
             "- jonas")
    assert owner_left(hit, newer) == "Jonas"
    # Signed by someone else, or handed on for the day only: nobody moved on.
    assert owner_left(hit, newer.replace("- jonas", "- marta")) == ""
    assert owner_left(hit, "handing lesson bookings to Aiko today, back tomorrow - jonas") == ""


def test_their_own_is_no_ownership() -> None:
    assert not says_only_who("candidates now pick their own interview slot from a Calendly link")
    assert says_only_who("Aiko owns the lesson bookings now")


def test_a_role_said_of_a_person_or_a_person_gone_says_who() -> None:
    # An outside review's probe (cases27): "Tomasz left, Ines is QA lead".
    assert says_only_who("Tomasz left, Ines is QA lead")
    assert not says_only_who("Tomasz left early, the release notes went out at 6")


def test_a_job_inherited_from_the_signer_or_got_by_another_while_the_owner_moved_over_says_who() -> None:
    # everyday-dev11: a signed handover ("… from me … - femi") and "Marek's got the billing run, priya moved over to
    # events" name the hit's person as gone.
    assert owner_left("Femi maintains the online booking widget on the practice site",
                      "lena inherited everything patient-facing on the website from me this sprint, I'm deep in the "
                      "x-ray imaging stuff now - femi") == "Femi"
    assert owner_left("Priya runs the monthly member invoicing out of Nexudus",
                      "from next cycle Marek's got the billing run, priya moved over to events. pls ask him not her") \
        == "Priya"
    # Not a place a person moved to, nor a job inherited from someone other than the signer.
    assert person_left("Priya runs the monthly member invoicing out of Nexudus",
                       "priya moved over to the new office, Marek's got the billing run") == ""
    assert owner_left("Femi maintains the online booking widget on the practice site",
                      "lena inherited the x-ray imaging stuff from Tom - femi") == ""


def test_the_hits_thing_said_to_be_anothers_job_says_the_hits_person_moved_on() -> None:
    # An outside review's probe (cases27 kt5).
    assert owner_left("Marco writes the weekly rota", "rota's Aiko's job now") == "Marco"
    assert owner_left("Marco writes the weekly rota", "ordering's Aiko's job now") == ""


@pytest.mark.parametrize("hit, newer, person", [
    # An outside review's probes (cases29): gone to other work, said without a team, while another is named.
    ("Priya runs the LMS helpdesk", "helpdesk tickets go to Sam now, Priya moved to research computing", "Priya"),
    ("Kofi is the site manager", "Kofi's gone to the Rotterdam DC, Hanna runs the site", "Kofi"),
    ("Dr Okafor signs off antimicrobial stewardship reviews",
     "AMS sign-off is Dr Lindqvist permanently, Okafor went to the trust board", "Okafor"),
    # "from this week" is for good, and "is Tom's" says whose it is.
    ("Lena answers the support tickets", "support inbox is Tom's from this week, Lena's on onboarding", "Lena"),
])
def test_a_person_gone_to_other_work_while_another_is_named_moved_on(hit: str, newer: str, person: str) -> None:
    assert owner_left(hit, newer) == person


@pytest.mark.parametrize("newer", [
    "Priya moved to research computing",  # nobody else named: who has it now?
    "Sam has the helpdesk today, Priya went to the conference",
    "Sam covers the helpdesk, Priya's on leave",
    "Priya's on call this week, Sam has the helpdesk",
])
def test_a_person_gone_for_a_day_or_with_nobody_else_named_has_not_moved_on(newer: str) -> None:
    assert owner_left("Priya runs the LMS helpdesk", newer) == ""


@pytest.mark.parametrize("newer", ["Jonas went to Berlin for the offsite, Bea has the rota now",
                                   "Jonas went to Berlin for two weeks, Bea writes the rota"])
def test_a_trip_is_no_moving_on(newer: str) -> None:
    assert owner_left("Jonas writes the weekly rota", newer) == ""


def test_leaving_a_chat_or_a_channel_is_no_moving_on() -> None:
    # An outside review's probe (cases18 cl11), read once handovers were read however far down they rank.
    assert person_left("Noor is responsible for the clinic's booking system and its settings",
                       "Noor left the group chat, too many memes; the reception team has the wifi password now") == ""
    assert person_left("Noor is responsible for the clinic's booking system", "Noor left the company, Sam has it") \
        == "Noor"


def test_a_person_who_retires_or_is_full_time_on_other_work_moved_on() -> None:
    # everyday-dev12.
    assert owner_left("Sean looks after the projectors and ingests the DCPs on a thursday",
                      "welcome Aisha, our new chief projectionist! she's got the booth and the thursday ingest, "
                      "Sean's full time on programming from now") == "Sean"
    assert person_left("Dave hands out the jobs every morning off the whiteboard",
                      "dave retires friday and nobody's replacing him, the planner fills everyone's day") == "Dave"
    assert owner_left("Sean looks after the projectors", "Sean's on the projectors full time") == ""
    # A new user's round of developer notes: "goes full-time on" other work, someone else named in the role.
    assert owner_left("#fieldtest field tests every other Thursday at the Hafen test site, Karim is test lead.",
                      "Svenja is the new field test lead; Karim goes full-time on perception.") == "Karim"
    assert owner_left("Karim is test lead.", "Karim goes full-time on perception for the demo week.") == ""
    # … not for a while (an outside review's probes)
    assert person_left("Karim maintains the billing service.",
                       "Karim goes full-time on the Postgres migration for two weeks, Ana covers.") == ""
    assert person_left("Karim maintains the billing service.", "Karim is full-time on support this sprint, Ana covers.") == ""


def test_a_handover_from_the_hits_person_written_in_lower_case_moves_them_on() -> None:
    # From a blind dev set (dev13): chat notes write names in lower case; the hit wrote "Ellen".
    hit = "school visits are booked by Ellen over email, she sends out the risk assessment pack"
    newer = ("I've taken over the trips diary from ellen, she's on the archive project now. teachers use the form on "
             "the learning page - ruth")
    assert person_left(hit, newer) == "Ellen"
    assert owner_left(hit, newer) == "Ellen"
    # … not a word that is a name in the hit but a common word in the note
    assert person_left("Will runs the payroll export on fridays", "someone will take over the payroll from friday") == ""


@pytest.mark.parametrize("hit, newer, person", [
    # A new user's notes, in lower case as chat writes them: the person busy elsewhere or gone, another takes the job.
    ("dave makes the on-call roster every friday",
     "dave's swamped w/ estimates. so the weekly on-call roster is kelsey's job now, she posts it thurs", "dave"),
    ("fraud review: marco goes through the flagged orders every morning before standup",
     "marco's drowning in the migration so tobi does the fraud queue from now on", "marco"),
    ("payments on-call: jen has the stripe pager in opsgenie, marco is backup",
     "jen's moving to the search team full time, so aisha's got the checkout pager from now on", "jen"),
    ("our stripe account manager is daniel k, super helpful with dispute stuff",
     "daniel left stripe :( new AM is lena, she already set up a call about the 3ds failures", "daniel"),
    ("maria handles the wedding consults, bridal inquiries from the web form go to her inbox",
     "maria on mat leave from oct so priya takes over the bridal bookings, form emails priya@ now", "maria"),
])
def test_a_person_written_in_lower_case_handing_a_job_on_has_moved_on(hit: str, newer: str, person: str) -> None:
    assert owner_left(hit, newer) == person


@pytest.mark.parametrize("hit, newer", [
    ("dave makes the on-call dispatch rotation every friday", "dave's swamped this week so kelsey does the roster for now"),
    # An outside review's probes: another job handed on, a word that is no person, a job kept, a while, a question.
    ("dave does payroll every other friday in gusto", "dave's swamped w/ estimates so the instagram posts are kelsey's job now"),
    ("jen maintains the stripe webhooks and the retry worker", "jen's moving to the search team, so release notes are omar's job now"),
    ("tobi triages the fraud queue every morning", "tobi's on mat leave from oct, aisha's got the checkout pager"),
    ("mike restocks the walk-in cooler every monday morning",
     "mike left the cooler door open again, so closing checks are ana's job now"),
    ("the electric bill is on autopay, jo checks it each month", "bill's swamped w/ the move so the market stall is sam's job now"),
    ("mark invoices paid in quickbooks on fridays, sam does it", "mark left, so the bank deposits are jo's job now"),
    ("the back office printer prints all the shipping labels, jo loads it",
     "printer's swamped w/ holiday orders, so packing slips are sam's job now"),
    ("dave makes the on-call roster every friday", "dave's swamped but the roster is still his job, kelsey's got the on-call phone tho"),
    ("dave makes the on-call roster every friday", "dave's slammed this wk so kelsey does the roster now"),
    ("dave makes the on-call roster every friday", "dave's swamped for the next 2 weeks, so the roster is kelsey's job"),
    ("dave makes the on-call roster every friday", "dave's leaving?? so the roster is kelsey's job now or what"),
    ("dave makes the on-call roster every friday", "dave left early so the roster is ana's job now"),
    # … the job is what is handed on, not why, nor a day, nor "a monthly" read as "AM" (a second review's probes)
    ("dave does the customer estimates, usually same day",
     "dave's swamped w/ estimates so the instagram posts are kelsey's job now"),
    ("dave makes the dispatch roster every friday",
     "dave's slammed with the new builds so the friday pizza order is kelsey's job now"),
    ("dave does a monthly inventory count in the back room", "dave's leaving sysco end of dec, new AM is lena"),
    ("dave makes the on-call dispatch rotation every friday", "dave's swamped w/ estimates, the roster is late again"),
    ("the build box runs the nightly jobs", "the build box is swamped, jobs queue for an hour"),
    ("jess manages the sub requests", "jess is back from leave, she does the sub requests again"),
])
def test_busy_for_a_while_or_with_nobody_taking_the_job_is_no_handover(hit: str, newer: str) -> None:
    assert owner_left(hit, newer) == ""


def test_the_owners_approval_is_no_ownership() -> None:
    # A new user's note: the business owner approved a new price; it says more than who.
    assert not says_only_who("owner signed off monday: after-hours surcharge is 189 going forward, jobber line item updated")
    assert says_only_who("the owner of the billing service is Tomasz now")
