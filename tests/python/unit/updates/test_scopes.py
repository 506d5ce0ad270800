"""Scopes: a newer text that changes only a part, another scope or a property of the older one's subject."""

from __future__ import annotations

import pytest

from cognee_memory.updates.scopes import (attribute_not_asked, attribute_of, contrasting_scopes, narrower_scope, other_part,
                                          other_site, part_not_asked, scopes_apart)


def test_two_scopes_of_one_kind_of_thing_contrast_and_a_shared_scope_does_not() -> None:
    assert contrasting_scopes("Staging deploys are now approved automatically.",
                              "Production deploys need approval from the tech lead.") == "stag vs production deploy"
    # The newer text names the older one's scope too: a change of both, not another scope.
    assert contrasting_scopes("Staging deploys are now approved like production ones.",
                              "Production deploys need approval from the tech lead.") is None
    # Different heads: not this reading.
    assert contrasting_scopes("Backend releases now go to Azure App Service.",
                              "The banking backend deploys to the on-premise VM cluster.") is None


def test_a_newer_text_opening_with_a_modifier_of_the_older_ones_subject_names_a_narrower_scope() -> None:
    assert narrower_scope("Business dashboards live in Metabase now.", "Dashboards are in Grafana.") \
        == "busines dashboard"
    # The older text has the modifier too: the same scope.
    assert narrower_scope("Business dashboards live in Metabase now.",
                          "Business dashboards are in Grafana, ops dashboards too.") is None
    # A verb and a noun further on are no modifier and its noun.
    assert narrower_scope("Finished moving the claim workflows to Temporal.",
                          "Claim handling workflows are modelled as BPMN in Camunda 7.") is None
    # A label before a colon is no modifier.
    assert narrower_scope("Correction: staging lives at stg.acme.io, the other domain was retired.",
                          "Staging URL is staging.acme.dev.") is None
    # Another head: not a part of the older one's subject.
    assert narrower_scope("Our formatter is dprint now.", "The formatter is Prettier.") is None
    # A hyphenated modifier whose words the older text says apart: the same scope (a new user's round of notes).
    assert narrower_scope("Per-user GPU cap is 8 now that the A100 nodes are in.",
                          "GPU partition limit: 4 GPUs per user at a time.") is None
    assert narrower_scope("Per-team GPU cap is 8 now.", "GPU partition limit: 4 GPUs per user at a time.") == "per-team gpu"


def test_a_newer_text_opening_with_the_older_ones_thing_and_a_noun_of_its_own_is_about_a_part_of_it() -> None:
    assert attribute_of("CI minutes budget was raised now.", "Our CI is GitHub Actions.") == "ci minut"
    assert attribute_of("Cache hit rate is now 95%.", "The cache is Redis.") == "cach hit"
    # A verb after the thing, or a mark between, or a new choice after "is": about the thing itself.
    assert attribute_of("Formatter runs on pre-commit now.", "The formatter is Prettier.") is None
    assert attribute_of("CDN switched to Fastly.", "The CDN is CloudFront.") is None
    assert attribute_of("Queue: NATS JetStream now.", "The queue is SQS.") is None
    assert attribute_of("Our formatter is dprint now.", "The formatter is Prettier.") is None


def test_a_change_for_a_part_neither_the_older_text_nor_the_question_names_is_that_parts() -> None:
    old = "base images are debian-slim, alpine is banned because musl breaks our python wheels"
    new = "alpine is allowed again for the go services, the musl problem only ever hit python"
    assert part_not_asked(new, old, "which base image do the python services use?") == "go"
    assert part_not_asked(new, old, "can the go services use alpine base images?") is None
    assert part_not_asked("alpine is allowed for all services now", old, "which base image do we use?") is None


@pytest.mark.parametrize("new, old, question, part", [
    # A part with a name of its own that neither the older text nor the question names.
    ("iOS builds of the app moved to Xcode Cloud, bitrise is switched off for iOS",
     "app builds run on Bitrise for both platforms", "where do Android app builds run?", "iOS"),
    # A part the older text names only in a clause that has none of the question's words.
    ("Zendesk took over from Jira Service Management for level 2 tickets, migration is done",
     "first-line customer support is outsourced to Teleperformance, level 2 goes to Jira Service Management",
     "who handles first-line customer support?", "level 2"),
    # … beside a clause of the asked part that says no change (an outside review's probe)
    ("Sentry is turned off for Android, web app errors are fine as is.",
     "Errors from the web app and the mobile apps go to Sentry.", "where do web app errors go?", "Android"),
])
def test_a_change_for_a_part_the_question_does_not_ask_about_is_found(new: str, old: str, question: str,
                                                                       part: str) -> None:
    assert other_part(new, old, question) == part


@pytest.mark.parametrize("new, old, question", [
    # The question asks about that part.
    ("Zendesk took over from Jira Service Management for level 2 tickets, migration is done",
     "first-line customer support is outsourced to Teleperformance, level 2 goes to Jira Service Management",
     "where do level 2 support tickets go?"),
    ("iOS builds of the app moved to Xcode Cloud, bitrise is switched off for iOS",
     "app builds run on Bitrise for both platforms", "where do iOS app builds run?"),
    # After a choice, "for" names the new thing; in lower case, a purpose.
    ("ditched jenkins for Buildkite.", "CI runs on Jenkins", "what runs our CI?"),
    ("we left Netlify for Cloudflare Pages", "the docs are hosted on Netlify", "where are the docs hosted?"),
    ("we moved to ruff for speed.", "we format with black", "which formatter do we use?"),
    ("turned off the usage pings for good.", "the desktop app sends usage pings", "do we collect usage data?"),
    # What the old thing is for now, said beside the change of the asked one (a new user's round of developer notes).
    ("The sync server runs on Fly.io now, the Hetzner box is only for GlitchTip.",
     "#sync Sync goes through our own tiny server on a Hetzner VPS, last-write-wins per file.",
     "where's the sync server hosted"),
])
def test_a_change_for_the_asked_part_a_new_choice_or_a_purpose_is_no_other_part(new: str, old: str,
                                                                                question: str) -> None:
    assert other_part(new, old, question) is None


def test_a_property_the_question_asks_for_is_no_mere_attribute() -> None:
    # "when …" asks for a day or a time: the release day is what is asked.
    new, old = "release day moved to thursday mornings", "The release train leaves tuesdays at 10:00."
    assert attribute_of(new, old) == "releas day"
    assert attribute_not_asked(new, old, "when does the release train leave?") is None
    # "how many" asks for a budget; "what … do we use?" does not.
    assert attribute_not_asked("CI minutes budget was raised now.", "Our CI is GitHub Actions.",
                               "What CI do we use?") == "ci minut"
    assert attribute_not_asked("Cache hit rate is now 95%.", "The cache is Redis.", "When do we use the cache?") \
        == "cach hit"


@pytest.mark.parametrize("new, old, question, part", [
    # From an outside review's probes (cases16): a part named beside the asked one, another number of it.
    ("for iOS the builds run on Codemagic now", "app builds run on Bitrise for iOS and Android",
     "which CI builds the Android app?", "iOS"),
    ("for level 2 tickets it's the platform team now", "level 1 and level 2 tickets go to the support team",
     "who handles level 1 tickets?", "level 2"),
])
def test_a_part_beside_the_asked_one_is_another_part(new: str, old: str, question: str, part: str) -> None:
    assert other_part(new, old, question) == part
    asked_part = question.replace("Android", "iOS").replace("level 1", "level 2")
    assert other_part(new, old, asked_part) is None


@pytest.mark.parametrize("new, old, question, subject", [
    # An outside review's probe (cases23 lb4): another part of the place said in the older one's subject's stead.
    ("the children's section opens at 11 on saturdays from now on", "the main branch opens at 9 on saturdays",
     "what time does the main branch open on saturdays?", "the children's section"),
    ("the night team opens the dock at 5 now", "the day team opens the dock at 7",
     "when does the day team open the dock?", "the night"),
])
def test_another_subject_in_the_asked_ones_stead_is_another_part(new: str, old: str, question: str,
                                                                 subject: str) -> None:
    assert other_part(new, old, question) == subject


def test_a_change_for_other_days_than_the_asked_ones_is_another_part() -> None:
    # An outside review's probe (cases23 tp2).
    old = "happy hour is 5 to 7 on weekdays"
    assert other_part("on fridays happy hour is 6 to 8 from now on", old, "when is happy hour on weekdays?") == "fridays"
    assert other_part("on fridays happy hour is 6 to 8 from now on", old, "when is happy hour on fridays?") is None
    assert other_part("happy hour now runs 4 to 6 on weekdays", old, "when is happy hour on weekdays?") is None
    assert other_part("on fridays happy hour is 6 to 8 from now on", old, "when is happy hour?") is None


@pytest.mark.parametrize("new, old, question", [
    ("on saturdays the main branch opens at 10 now", "the main branch opens at 9 on saturdays",
     "what time does the main branch open on saturdays?"),  # the same subject, said later
    ("we switched photogrammetry to DroneDeploy after the Pix4D price hike", "survey photos are processed in Pix4D",
     "what do we process survey photos in?"),  # a choice, not a subject
    ("GitHub Actions runs our tests now", "Jenkins runs our tests", "does jenkins still run our tests?"),  # a name
    ("the children's section opens at 11 on saturdays from now on", "the main branch opens at 9 on saturdays",
     "what time does the library open on saturdays?"),  # the question names neither subject
])
def test_the_same_subject_a_choice_or_a_successors_name_is_no_other_subject(new: str, old: str, question: str) -> None:
    assert other_part(new, old, question) is None


def test_a_hyphenated_modifier_holding_the_other_is_no_contrasting_scope() -> None:
    assert contrasting_scopes("card-present payments moved to Adyen in every store",
                              "card payments on the terminals go through the SumUp SDK") is None


@pytest.mark.parametrize("new, old", [
    ("bottle shop deliveries are on wednesdays now", "keg deliveries to pubs go out tuesdays and fridays"),
    ("night shift rotas are posted on fridays now", "weekend rotas are posted on thursdays"),
])
def test_a_two_word_scope_beside_a_one_word_scope_of_the_same_thing_contrasts(new: str, old: str) -> None:
    assert contrasting_scopes(new, old) is not None


@pytest.mark.parametrize("new, old", [
    # A product doing the job, not a scope: the two words are not side by side.
    ("Brevo does all our texting now, vonage cancelled", "vaccine + appointment reminder texts are sent with Twilio"),
    ("keg deliveries to pubs are on wednesdays now", "keg deliveries to pubs go out tuesdays and fridays"),
])
def test_the_same_scope_or_no_scope_does_not_contrast(new: str, old: str) -> None:
    assert contrasting_scopes(new, old) is None


@pytest.mark.parametrize("new, old, expected", [
    ("minus-20 freezers are checked once a day from now on", "minus-80 freezers are checked twice a day",
     "minus-20 vs minus-80 freezers"),
    ("level 2 tickets go to the platform team now", "level 1 tickets go to ops", "level-2 vs level-1 tickets"),
    ("level 2 tickets go to the platform team now", "level 2 tickets go to ops", None),  # the same scope
    ("python 3.12 is the default now", "python 3.11 is used in ci", None),  # a version, no scope
])
def test_one_word_with_two_numbers_names_two_scopes(new: str, old: str, expected: str | None) -> None:
    assert contrasting_scopes(new, old) == expected


def test_a_one_word_scope_is_a_modifier_right_before_its_head_in_both() -> None:
    # An outside review's probe (cases23 dn1): "send recall reminders" is no scope beside "patients get a recall reminder".
    assert contrasting_scopes("we only send recall reminders once a year now, the six-month ones annoyed people",
                              "patients get a recall reminder every six months") is None
    assert contrasting_scopes("Staging deploys are now approved automatically",
                              "Production deploys need approval from the tech lead") is not None


def test_a_possessive_modifier_stands_beside_its_head() -> None:
    # dev6: the breakfast show's running order is not every show's.
    assert contrasting_scopes("breakfast running order template changed: news moves to :55 from january",
                              "a show's running order locks 15 min before it goes on air") == "breakfast vs show run"


def test_the_older_scope_right_before_its_head_contrasts_whatever_the_newer_opens_with() -> None:
    # dev8: a form for bins that were not emptied is no change of how every wheelie bin is logged.
    assert contrasting_scopes("the 'we didn't empty your bin' form now shuts at 5pm on the next working day",
                              "every wheelie bin has an RFID tag and the lifter on the truck logs it") is not None


def test_the_header_of_a_note_of_several_news_is_no_scope() -> None:
    old = "consultants book candidate interviews over email and add them to the shared outlook calendar"
    assert contrasting_scopes("monday standup: candidates now pick their own interview slot from a Calendly link",
                              old) is None
    assert contrasting_scopes("Staging deploys are now approved automatically",
                              "Production deploys need approval from the tech lead") is not None


def test_a_scope_that_is_only_the_name_of_the_new_product_is_a_new_choice() -> None:
    # An outside review's probe (cases27 gs2).
    assert not scopes_apart("moved over to Firebase for analytics, GA dashboards are frozen",
                            "player analytics go to GameAnalytics")
    assert scopes_apart("Staging deploys are now approved automatically.", "Production deploys need approval from the "
                        "tech lead.")


@pytest.mark.parametrize("text, query, scope", [
    # An outside review's probes (cases29, cases27 kt6): another site's or customers' value.
    ("the Leeds site renews forklift licences every 2 years", "how often are forklift licences renewed?", "Leeds"),
    ("for the enterprise tenants we rotate DKIM quarterly", "how often are DKIM keys rotated?", "enterprise"),
    ("at St Mary's they text drug recalls to ward managers", "how are ward managers told about drug recalls?", "St Mary"),
    ("fryer oil at the other site gets changed every two days", "how often do we change the fryer oil?", "other"),
    ("daily cap for not-yet-verified accounts goes up to EUR 2,500.", "how much can a verified customer send per day?",
     "not-yet-verified"),
])
def test_a_note_said_of_another_site_or_group_of_customers_than_the_question_names(text: str, query: str,
                                                                                    scope: str) -> None:
    assert other_site(text, query) == scope


@pytest.mark.parametrize("text, query", [
    ("returns turnaround is 48h for premium customers from november", "how fast are premium customer returns processed?"),
    ("the main site renews forklift licences every 2 years", "how often are forklift licences renewed?"),
    ("Kofi's gone to the Rotterdam DC, Hanna runs the site", "who is the site manager?"),
    ("for all customers refunds are automatic now", "are refunds automatic?"),
    # … the asked group said with its negation apart (a new user's round of developer notes)
    ("daily cap for not-yet-verified accounts goes up to EUR 2,500.", "how much can an unverified customer send per day?"),
])
def test_the_asked_site_this_one_or_where_someone_went_is_no_other_site(text: str, query: str) -> None:
    assert other_site(text, query) is None


@pytest.mark.parametrize("text", ["the marketing site is on React 19 now", "the analytics warehouse runs on Postgres 16 now"])
def test_a_site_named_by_what_it_is_for_is_no_other_place(text: str) -> None:
    assert other_site(text, "which version do we run?") is None


def test_at_someones_request_is_no_other_site() -> None:
    assert other_site("at Anna's suggestion deploys are on fridays now", "what days do we deploy?") is None
    assert other_site("at St Mary's, recalls are texted", "how are recalls sent?") == "St Mary"


def test_a_kind_and_a_product_of_it_are_one_scope() -> None:
    # A new user's round of developer notes: the cloud budget is the AWS budget.
    assert contrasting_scopes("from Q3 the monthly cloud budget is $95k, alert threshold stays at 80%",
                              "AWS budget is $120k/month; the cost alert fires at 80%.") is None
