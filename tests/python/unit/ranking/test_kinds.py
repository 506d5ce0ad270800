"""What a named product is (ranking/kinds.py): the question's words a memory earns by naming a
product of the kind the question asks for."""

from __future__ import annotations

import pytest

from cognee_memory.ranking import kinds, words


def test_a_product_earns_the_words_of_the_kind_the_question_names() -> None:
    assert kinds.earned("What do we use for error tracking?", "Sentry is wired into the api.") == {
        words.stem("error"), words.stem("tracking")}


def test_another_name_of_the_kind_earns_only_the_questions_one_word_names() -> None:
    # "toggles" and "flags" are two names of one kind; "feature" is only part of a longer name, and
    # "mail" does not make a newsletter note about transactional email.
    assert kinds.earned("what do we use for feature toggles?", "Flags are deleted two releases after launch.") == {
        words.stem("toggles")}
    assert kinds.earned("what sends transactional email?", "the confirm mail is sent by Mailchimp") == {
        words.stem("email")}


def test_an_irregular_verb_form_is_not_a_name_of_a_kind() -> None:
    # "paid" is "pay" to the analyzer, and "payments" too; a paid plan is no payment provider.
    assert kinds.earned("which payment provider do we use?", "finance approved the paid plan for growthbook") == frozenset()


def test_a_product_of_another_kind_earns_nothing() -> None:
    assert kinds.earned("What do we use for error tracking?", "Feature flags live in LaunchDarkly.") == frozenset()


def test_a_transformation_or_ingestion_tool_is_no_orchestrator() -> None:
    # dbt transforms and Fivetran loads; an orchestrator schedules them (a developer's own workspace: "dbt bumped
    # to 1.8" was taken for the orchestrator asked about).
    assert kinds.earned("what orchestrator do we use?", "dbt bumped to 1.8 along w/ the snowflake adapter") == frozenset()
    assert kinds.earned("what orchestrator do we use?", "we're standardizing on Dagster for new pipelines") == {
        words.stem("orchestrator")}
    assert kinds.earned("what do we use for etl?", "raw tables are loaded by Fivetran every hour") == {words.stem("etl")}
    # … but an orchestrator runs ETL too, and Kafka Connect or Glue ingest (an outside review's probes).
    assert kinds.earned("which ETL tool do we use?", "our pipelines run as Airflow DAGs, one DAG per source system") \
        == {words.stem("etl")}
    assert words.stem("ingestion") in kinds.earned("what do we use for data ingestion?",
                                                   "Kafka Connect sinks everything into S3")
    assert kinds.earned("which ETL tool do we use?", "nightly jobs are AWS Glue scripts") == {words.stem("etl")}


def test_a_question_that_names_no_kind_earns_nothing() -> None:
    assert kinds.named_kinds("How many retries does the importer do?") == ()
    assert kinds.earned("How many retries does the importer do?", "Sentry is wired into the importer.") == frozenset()


def test_only_the_words_of_the_names_the_question_used_are_earned() -> None:
    # "jobs" names background jobs; the question's "scheduling" is not one of the names it used, so
    # a memory that only mentions jobs earns nothing (it writes "job" itself), and one that names
    # a job runner earns "job", never "scheduling".
    assert kinds.earned("What do we use for job scheduling?", "Job priority is fair-share per group.") == frozenset()
    assert kinds.earned("What do we use for job scheduling?", "Sidekiq runs on its own dyno.") == {words.stem("job")}


def test_a_memory_that_writes_the_name_itself_earns_nothing_more() -> None:
    # It is found by its own word; earning it again would lift its lexical evidence on no new ground.
    assert kinds.earned("Which service sends our emails?", "We send email through Amazon SES.") == frozenset()


def test_products_are_matched_as_the_analyzer_writes_them() -> None:
    # "PagerDuty" is one word to the analyzer ("incident.io" two); "PostgreSQL" is postgres.
    assert kinds.earned("What do we use for incident management?", "Paging moved to PagerDuty last spring.") == {
        words.stem("incident"), words.stem("management")}
    assert kinds.earned("which database do we use for tests?", "Tests run on PostgreSQL 16.") == {
        words.stem("database")}


def test_a_product_name_that_is_an_everyday_word_does_not_count() -> None:
    # "Plausible" alone is an adjective in a developer's sentence; "Plausible Analytics" is the product.
    assert kinds.earned("What do we use for analytics?", "That estimate looks plausible to me.") == frozenset()
    assert kinds.earned("What do we use for web stats?", "Plausible Analytics on the marketing site.") == frozenset()
    assert kinds.earned("What do we use for product analytics?", "Mixpanel on the marketing site.") == {
        words.stem("product"), words.stem("analytics")}


def test_an_abbreviation_names_the_kind() -> None:
    # "one-time codes" is OTP, which names the SMS kind; "mgmt" is management.
    assert kinds.earned("which provider sends one-time codes?", "Texts go out through MessageBird.") == {"otp"}
    assert kinds.earned("which state mgmt lib are we on?", "we're on riverpod now") == {
        words.stem("state"), words.stem("management")}


def test_every_kind_has_names_and_products() -> None:
    table = kinds.kinds()
    assert len(table) > 100
    assert all(k.names and k.products for k in table)


def test_the_product_query_holds_the_one_word_products_of_the_kinds_a_question_names() -> None:
    terms = kinds.product_query("What do we use for error tracking?").split()
    assert {"sentry", "bugsnag", "glitchtip"} <= set(terms)
    assert len(terms) == len(set(terms))
    assert "launchdarkly" not in terms  # another kind
    assert kinds.product_query("How many retries does the importer do?") == ""


def test_a_long_text_earns_nothing_for_naming_a_product_in_passing() -> None:
    # A decision record or a summary has words of its own; a product named in passing says little.
    record = "We decided to split the monolith into services. " * 8 + "The api reports to Sentry."
    assert len(record.split()) > kinds.MAX_WORDS
    assert kinds.earned("What do we use for error tracking?", record) == frozenset()
    assert kinds.earned("What do we use for error tracking?", "The api reports to Sentry.") == {
        words.stem("error"), words.stem("tracking")}


def test_a_name_that_stems_to_an_everyday_word_is_not_a_name_of_a_kind() -> None:
    # "on call" would be "call", "hosted" "host", "workers" "work", "localization" "local".
    for query in ("Who do we call about the contract?", "Which hosts does the stack have?",
                  "How does the work get split?", "Where do local builds go?"):
        assert kinds.named_kinds(query) == (), query



def test_a_product_named_only_as_part_of_a_longer_products_name_earns_nothing() -> None:
    # Grafana OnCall is a pager, not Grafana's dashboards.
    paging = "PagerDuty got too expensive for 40 seats, so alerts page through Grafana OnCall now."
    assert kinds.earned("Where are the metrics dashboards?", paging) == frozenset()
    assert kinds.earned("Where are the metrics dashboards?", "Dashboards live in Grafana, one folder per team.") == {
        words.stem("metrics")}


def test_a_question_asking_which_product_of_a_kind_is_not_answered_by_a_memory_naming_none() -> None:
    question = "Which data warehouse do we use?"
    assert [k.label for k in kinds.product_asked(question)] == ["warehouse"]
    assert kinds.names_no_product_asked(question, "Access to the warehouse needs a ticket approved by the data owner")
    assert not kinds.names_no_product_asked(question, "Snowflake costs pushed us to BigQuery")
    assert [k.label for k in kinds.product_asked("What CI do we use?")] == ["ci"]
    # A question about the kind that does not ask which product: every memory may answer it.
    assert kinds.product_asked("how do we handle errors?") == ()
    assert not kinds.names_no_product_asked("how do we handle errors?", "We retry twice, then page.")


def test_a_memory_that_shares_more_of_the_question_than_the_kind_may_answer_without_a_product() -> None:
    # An outside review's probes: "the read replica" answers "which database does reporting read from?".
    assert not kinds.names_no_product_asked("which database does reporting read from?",
                                            "reporting reads from the read replica, never from the primary")


def test_a_products_name_has_no_punctuation_inside() -> None:
    # "Datadog: APM" names Datadog (a monitoring product), not "Datadog APM" (a tracer).
    assert not kinds.names_no_product_asked("what do we use for monitoring?",
                                            "for monitoring we use Datadog: APM, host metrics and dashboards")


@pytest.mark.parametrize("question, text", [
    # From an outside review's probes (cases16): a thing of one's own, a product the table does not know.
    ("what do we use for transactional email?", "transactional mail goes through our own postfix box on hetzner"),
    ("which invoicing tool do we use?", "we invoice clients monthly from Harvest, net 30"),
])
def test_a_thing_of_ones_own_or_an_unknown_name_may_say_which_one(question: str, text: str) -> None:
    assert not kinds.names_no_product_asked(question, text)


def test_a_product_named_only_as_a_trial_says_no_choice_and_one_written_as_one_word_is_named() -> None:
    assert kinds.names_no_product_asked("what do we use for transactional email?",
                                        "tried SendGrid for a week in 2024, deliverability was bad")
    assert kinds._names("background jobs run on GoodJob now", ("good", "job"))


def test_a_product_considered_beside_the_chosen_ones_does_not_hide_them() -> None:
    # An outside review's probe (cases13): Prometheus and Grafana are the decision, Datadog was considered.
    assert not kinds.names_no_product_asked(
        "what do we use for metrics?", "ADR-016 Metrics. Decision: Prometheus and Grafana for metrics and dashboards. "
        "Datadog was considered for APM and rejected on price; we revisit tracing next year.")


@pytest.mark.parametrize("question, text, word", [
    ("what do we use for billing?", "subscriptions are charged through Paddle, they deal with VAT and invoices", "billing"),
    ("which tool handles our billing?", "Chargebee sends the renewal invoices", "billing"),
    ("do we still use google translate for MT?", "DeepL pre-translates every new project now", "mt"),
    ("what does our machine translation?", "suggestions come from DeepL", "machine"),
])
def test_billing_and_machine_translation_are_kinds_a_question_names(question: str, text: str, word: str) -> None:
    assert words.stem(word) in kinds.earned(question, text)


def test_machine_translation_is_its_own_kind_not_every_translation_tool() -> None:
    assert kinds.earned("which MT engine do we use?", "trying gettext-style plural keys") == frozenset()
    assert kinds.earned("which MT engine do we use?", "DeepL pre-translates every new project") == {words.stem("mt")}


def test_plagiarism_checks_and_channel_managers_are_kinds() -> None:
    assert words.stem("plagiarism") in kinds.earned("which tool checks essays for plagiarism?",
                                                    "similarity reports come from Copyleaks")
    assert kinds.earned("which channel manager pushes our rates?", "rates go out through SiteMinder")


def test_the_products_found_once_per_text_are_the_products_read_one_by_one() -> None:
    # ``_names`` answers from every product a text names, found once; each must be what reading the product alone says.
    texts = ["alerts page through Grafana OnCall now", "grafana dashboards for the api", "background jobs run on GoodJob",
             "Datadog: APM and logs", "we render invoices with react pdf", "nothing named here at all"]
    for text in texts:
        for kind in kinds.kinds():
            for product in kind.products:
                assert kinds._names(text, product) == kinds._names_at(text, product), (text, product)
    assert ("grafana",) not in kinds._named_in(texts[0]) and ("grafana",) in kinds._named_in(texts[1])
    assert kinds._named_in(texts[-1]) == frozenset()


def test_paging_is_asked_as_the_pager_kind() -> None:
    # A new user's question: "what do we use for paging these days" (the answer: "bye bye opsgenie 👋 pagerduty is live")
    from cognee_memory.ranking import kinds
    assert [kind.label for kind, _ in kinds.named_kinds("what do we use for paging these days")] == ["pager"]


def test_workflow_managers_and_python_environments_are_kinds_a_question_names() -> None:
    # A new user's round of developer notes (a research lab's pipelines and environments).
    assert kinds.earned("which workflow manager are we using", "Moved all pipelines from Snakemake to Nextflow")
    assert kinds.earned("how do we manage python environments?", "Switched from conda to pixi")
    # … "environments" alone is a deploy target, no kind
    assert kinds.named_kinds("what environments do we deploy to?") == ()


def test_a_form_plugin_is_a_kind_a_question_names() -> None:
    # A new user's round of developer notes (a web agency): Gravity Forms answers "which form plugin …".
    assert kinds.earned("which form plugin do we use on wordpress",
                        "Contact forms on WP sites: Gravity Forms, always with the reCAPTCHA add-on.")
    assert not kinds.earned("which form plugin do we use on wordpress",
                            "Plugin updates now run weekly on Thursdays, automated through MainWP.")
