"""The lexical analyzer (ranking/words.py): stop words, phrasal compounds, word forms."""

from __future__ import annotations

import pytest

from cognee_memory.ranking import words
from cognee_memory.ranking.words import content_stems, coverage, only_the_analyzer_matches, query_words, stem


def test_a_question_of_stop_and_framing_words_only_has_no_content() -> None:
    assert content_stems("Which one do we use?") == {"one"}
    assert content_stems("what did we decide, do we use it?") == set()
    assert query_words("which do we use?") == []


def test_the_subject_words_of_a_question_survive() -> None:
    assert content_stems("which database do we use for tests?") == {stem("database"), "test"}


def test_an_agent_noun_meets_its_verb_and_a_doubled_consonant_is_undone() -> None:
    assert stem("formatter") == stem("format") == stem("formatting")
    assert stem("linter") == stem("lint")
    assert stem("bundler") == stem("bundle")
    assert stem("user") != stem("use")  # short stems keep their "-er"
    assert stem("ruff") == "ruff"


def test_log_in_is_one_word_and_no_longer_matches_logging() -> None:
    assert content_stems("how do users log in?") == {"login", stem("users")}
    assert coverage(content_stems("how do I log in?"), "We use structlog for logging.") == 0.0
    assert coverage(content_stems("how do I log in?"), "Users log in with GitHub.") == 1.0


def test_the_engines_query_carries_the_word_form_the_engines_stemmer_misses() -> None:
    assert query_words("which formatter?") == ["formatter", "format"]


def test_coverage_is_the_share_of_the_questions_subject_words_in_the_text() -> None:
    question = content_stems("which database do we use for tests?")
    assert coverage(question, "The unit tests run on SQLite.") == 0.5
    assert coverage(question, "We use it, we do.") == 0.0
    assert coverage(set(), "anything") == 0.0


def test_the_engines_query_keeps_the_written_name_beside_its_alias() -> None:
    # The full-text engines index the memory as written: a question saying "PostgreSQL" must
    # still search "postgresql", not only the alias "postgres" (it found only "Postgres" memories).
    terms = query_words("Which PostgreSQL version runs in production?")
    assert "postgresql" in terms and "postgres" in terms
    assert query_words("Do we use Postgres?") == ["postgres"]


@pytest.mark.parametrize("short, long", [
    ("docs", "documentation"), ("repo", "repository"), ("config", "configuration"), ("db", "database"),
    ("k8s", "Kubernetes"), ("env", "environment"), ("prod", "production"), ("deps", "dependencies"),
    ("infra", "infrastructure"), ("intl", "international"), ("pics", "photos"), ("acct", "account"),
    ("wk", "week"), ("ppl", "people"), ("pw", "password"), ("notifs", "notifications"),
])
def test_a_common_short_form_meets_its_full_word(short: str, long: str) -> None:
    assert content_stems(f"The {short} changed.") == content_stems(f"The {long} changed.")


def test_the_engines_query_carries_the_short_form_and_its_full_word() -> None:
    terms = query_words("Where are the docs hosted?")
    assert "docs" in terms and "documentation" in terms


@pytest.mark.parametrize("text", ["Use GOV.UK Signon for the admin.", "Staff use single sign-on.", "They sign on with Okta."])
def test_signing_on_is_logging_in(text: str) -> None:
    assert "login" in content_stems(text) and "login" in content_stems("How do people sign in?")


def test_a_framing_word_written_as_a_name_is_a_subject() -> None:
    # "go" frames questions ("how do we go about it?"), but "Go" mid-sentence is the language.
    assert "go" in content_stems("Which Go version do the platform CLIs need?")
    assert "go" in content_stems("We bumped the minimum to Go 1.22.")
    assert "go" not in content_stems("How do we go about releases?")
    assert "go" not in content_stems("Go to the wiki for the release steps.")  # a sentence's first word
    assert "go" in query_words("Which Go version do we need?")
    assert "use" not in content_stems("- Use Redis for sessions")  # a bullet opens a sentence
    assert "decid" not in content_stems("Quick question - What Did We Decide about Redis?")  # Title Case


def test_a_framing_word_before_a_version_is_a_name_in_lower_case_too() -> None:
    # Developers write "go" in lower case: before a version number or "version" it is the language.
    assert "go" in content_stems("what go version are we on?")
    assert "go" in content_stems("upgraded everything to go 1.23 last week")
    assert "go" in query_words("what go version are we on?")
    assert "go" not in content_stems("we go 2 by 2 to the offsite")
    assert "go" not in content_stems("releases go out every Tuesday")
    assert "use" not in content_stems("we use 3.12 everywhere")


@pytest.mark.parametrize("short, long", [
    ("How do we ship OTA updates?", "Updates go out over the air with Mender."),
    ("Who reviews a PR?", "Every pull request needs two reviews."),
    ("Who reviews PRs?", "Every pull request needs two reviews."),
    ("Where does CI run?", "Continuous integration runs on Buildkite."),
    ("Do we have E2E tests?", "End-to-end tests run in Playwright."),
])
def test_an_abbreviation_meets_the_words_it_stands_for(short: str, long: str) -> None:
    assert content_stems(short) & content_stems(long) - {"updat", "test", "run", "review"}


@pytest.mark.parametrize("short, long, abbreviation", [
    ("Which IdP handles SSO?", "Single sign-on goes through Okta as the identity provider.", "sso"),
    ("Which IdP handles SSO?", "Single sign-on goes through Okta as the identity provider.", "idp"),
    ("Is MFA required?", "Everyone must turn on two-factor authentication.", "mfa"),
    ("Is 2FA required?", "Everyone must turn on multi-factor authentication.", "mfa"),
    ("What is the API's SLO?", "The service level objective is 99.9 % of requests under 300 ms.", "slo"),
    ("Is there a DLQ?", "Failed messages end up in a dead letter queue.", "dlq"),
    ("How many VMs run the batch jobs?", "The batch jobs run on three virtual machines.", "vm"),
])
def test_a_common_abbreviation_of_the_trade_meets_its_spelled_out_phrase(short: str, long: str,
                                                                         abbreviation: str) -> None:
    assert abbreviation in content_stems(short) & content_stems(long)


def test_single_sign_on_is_also_a_way_to_log_in() -> None:
    assert {"sso", "login"} <= content_stems("We use SSO through Okta.")


def test_the_engines_cannot_see_an_abbreviation_a_memory_spells_out() -> None:
    assert only_the_analyzer_matches("What do we use for OTA?", "Updates go out over the air with Mender.")


def test_the_engines_query_carries_an_abbreviated_phrase_as_written_too() -> None:
    terms = query_words("Who reviews a pull request?")
    assert {"pr", "pull", "request"} <= set(terms)
    assert {"sso", "single", "sign"} <= set(query_words("How does single sign-on work?"))


def test_words_that_only_start_like_an_abbreviated_phrase_stay_apart() -> None:
    assert "vm" not in content_stems("The virtual team meets on Mondays.")
    assert "sso" not in content_stems("A single sign hangs over the door.")
    assert "log" not in query_words("How do we log in?")  # a phrasal verb stays one word


@pytest.mark.parametrize("plural, singular", [("PLCs", "PLC"), ("VMs", "VM"), ("SDKs", "SDK"), ("LLMs", "LLM"), ("VPCs", "VPC"),
                                              ("T30s", "T30")])
def test_an_acronym_written_with_a_plural_s_meets_its_singular(plural: str, singular: str) -> None:
    # Snowball keeps the "s" of a word with no vowel before it ("plcs"), so "What do we use to
    # program the PLCs?" never met "PLC code is written in TwinCAT".
    assert content_stems(f"program the {plural}") == content_stems(f"{singular} program")


def test_a_plural_s_is_dropped_only_from_an_acronym_written_in_capitals() -> None:
    assert content_stems("K8s clusters") == content_stems("Kubernetes clusters")  # an alias stays one
    assert stem("dns") == stem("DNS".lower()) and content_stems("DNS records") != content_stems("DN records")


def test_the_engines_query_carries_both_forms_of_an_acronym() -> None:
    # The engines index "PLCs" as written: a question about "the PLC" must search "plcs" too.
    assert {"plc", "plcs"} <= set(query_words("Who programs the PLC?"))
    assert {"plc", "plcs"} <= set(query_words("Who programs the PLCs?"))


@pytest.mark.parametrize("past, base", [
    ("kept", "keep"), ("paid", "pay"), ("built", "build"), ("ran", "run"), ("wrote", "write"), ("written", "write"),
    ("sent", "send"), ("sold", "sell"), ("froze", "freeze"), ("held", "hold"), ("taught", "teach"), ("broke", "break"),
])
def test_an_irregular_verb_form_meets_its_base(past: str, base: str) -> None:
    assert content_stems(f"files are {past} here") == content_stems(f"files {base} here")


@pytest.mark.parametrize("word", ["left", "led", "found", "bound", "spoke", "lit", "bit"])
def test_a_past_form_that_is_also_a_common_other_word_stays_itself(word: str) -> None:
    # "left sidebar", "LED strip", "upper bound", "hub and spoke": not "leave", "lead", "bind", "speak".
    assert stem(word) == word


@pytest.mark.parametrize("word", ["driven", "meant", "sunk", "made"])
def test_a_past_form_whose_base_is_usually_another_word_stays_itself(word: str) -> None:
    # "event-driven" is no Google Drive, "this meant a rewrite" no mean latency, "sunk cost" no log sink,
    # "made the builds reproducible" no Make.
    assert stem(word) == word


@pytest.mark.parametrize("question, memory", [
    ("Which shared drive has the design mocks?", "The order service is event-driven over Kafka."),
    ("What is the mean latency of search?", "Moving to gRPC meant a week of work on the client."),
    ("Which log sink do we ship audit events to?", "The audit rewrite was sunk cost, we kept it anyway."),
    ("Do we still use Make for builds?", "We made the Docker builds reproducible with pinned base images."),
])
def test_a_question_about_the_base_word_does_not_meet_the_past_form(question: str, memory: str) -> None:
    assert not ({"drive", "mean", "sink", "make"} & content_stems(question) & content_stems(memory))


def test_the_engines_query_carries_the_irregular_forms_of_a_verb() -> None:
    # The engines stem "kept" as "kept": "How long do we keep claims?" must also search it, and the
    # other way round.
    assert "kept" in query_words("How long do we keep closed claims?")
    assert "keep" in query_words("Which files were kept?")


@pytest.mark.parametrize("british, american", [
    ("licence", "license"), ("licensed", "licence"), ("colour", "color"), ("behaviour", "behavior"),
    ("catalogue", "catalog"), ("centre", "center"), ("cancelled", "canceled"), ("modelling", "modeling"),
    ("organisation", "organization"), ("optimised", "optimized"), ("serialising", "serializing"),
    ("containerisation", "containerization"), ("analyse", "analyze"),
])
def test_a_british_spelling_meets_the_american_one(british: str, american: str) -> None:
    assert content_stems(f"the {british} rules") == content_stems(f"the {american} rules")


@pytest.mark.parametrize("word", ["promise", "exercise", "enterprise", "premises", "advertised", "raised", "noise"])
def test_a_word_that_only_ends_like_a_british_verb_keeps_its_spelling(word: str) -> None:
    assert "iz" not in stem(word)


def test_the_engines_query_carries_the_other_spelling() -> None:
    assert "license" in query_words("Which licence is the SDK under?")
    assert "licence" in query_words("Which license is the SDK under?")
    assert "organisation" in query_words("How is the organization set up?")


@pytest.mark.parametrize("noun, verb", [
    ("payments", "paid"), ("deployment", "deploys"), ("requirements", "required"), ("settlement", "settle"),
    ("management", "managed"), ("commitment", "commits"), ("judgement", "judged"),
])
def test_a_ment_noun_meets_its_verb(noun: str, verb: str) -> None:
    assert content_stems(f"the {noun} rules") == content_stems(f"{verb} the rules")


@pytest.mark.parametrize("noun, other", [("statement", "state"), ("moment", "mom"),
                                         ("comment", "com"), ("augment", "aug")])
def test_a_noun_that_only_ends_in_ment_stays_apart_from_its_start(noun: str, other: str) -> None:
    assert stem(noun) != stem(other)


@pytest.mark.parametrize("noun, verb", [("leakage", "leaks"), ("breakage", "broke"),
                                        ("blockages", "blocked"), ("failure", "fails"), ("deliveries", "delivered"),
                                        ("notifications", "notify"), ("subscription", "subscribed"),
                                        ("registration", "register")])
def test_a_derived_noun_the_stemmer_leaves_apart_meets_its_verb(noun: str, verb: str) -> None:
    assert content_stems(f"the {noun} rules") == content_stems(f"{verb} the rules")


@pytest.mark.parametrize("noun, other", [("message", "mess"), ("package", "pack"), ("coverage", "covers"),
                                         ("manage", "man"), ("usage", "use"), ("pressure", "press"),
                                         ("signature", "sign"), ("receipt", "received"),
                                         ("storage", "stored"), ("closure", "close")])
def test_a_noun_that_only_looks_derived_stays_apart_from_the_verb(noun: str, other: str) -> None:
    assert stem(noun) != stem(other)


def test_the_engines_query_carries_the_derived_noun_of_a_verb() -> None:
    # The engines index "failure" as written: "what happens when a card payment fails?" must search it too.
    assert "failure" in query_words("what happens when a card payment fails?")
    assert "delivery" in query_words("when do we deliver?")


def test_the_engines_query_carries_a_nouns_verb_in_all_its_forms() -> None:
    assert {"pay", "paid"} <= set(query_words("When do payments go out?"))


@pytest.mark.parametrize("question, text, only", [
    ("When do customers get paid?", "Settlement payments go out every weekday.", True),
    ("How do we log in?", "Staff sign in with Okta.", True),
    # A term the engines searched is in the text: BM25 could have found it (only its limit cut it);
    # their query carries the other spelling and the other form.
    ("How do we stop viewers outside the licensed countries?", "Titles play where the licence allows.", False),
    ("Which PostgreSQL version runs in production?", "Service 51 uses PostgreSQL 15 in production.", False),
    ("Who programs the PLCs?", "PLC code lives in git.", False),
])
def test_a_memory_only_the_analyzer_matches_shares_no_term_with_the_engines_query(question: str, text: str,
                                                                               only: bool) -> None:
    assert only_the_analyzer_matches(question, text) is only


def test_the_engines_query_holds_no_two_terms_the_engines_stem_alike() -> None:
    # "appoint" beside "appointments" doubled the BM25 of every appointment memory.
    assert query_words("What do we use for video appointments?") == ["video", "appointments"]


def test_a_managed_kubernetes_is_kubernetes() -> None:
    # "which region is the k8s cluster in?" is answered by "everything runs on GKE Autopilot in europe-west1".
    for text in ("everything runs on GKE Autopilot in europe-west1", "The API runs on EKS.", "Jobs run on AKS."):
        assert "kubernet" in content_stems(text) & content_stems("which region is the k8s cluster in?")


def test_a_managed_airflow_is_airflow_and_an_ambiguous_short_form_is_itself() -> None:
    assert "airflow" in content_stems("MWAA gets decommissioned") & content_stems("are we still on airflow?")
    # An outside review's probes: Moscow time is no Kafka, a pentest's recon no reconciliation.
    assert "kafka" not in content_stems("on-call handover is at 09:00 MSK, the Moscow team takes nights")
    assert not content_stems("recon for the pentest: subfinder + httpx") & content_stems("how do we do reconciliation?")
    assert "zookeep" not in content_stems("zk proofs for the age check")


def test_dotnet_is_dot_net() -> None:
    assert content_stems("what dotnet version do we target?") & content_stems("on .NET 8 now, all projects retargeted")
    assert "dotnet" in query_words("what dotnet version do we target?")


def test_ready_to_go_is_no_language() -> None:
    assert "go" not in content_stems("the ready to go version of the onboarding checklist")
    assert "go" in content_stems("bumped go to 1.22 in go.mod")


def test_an_analysis_kept_for_a_text_cannot_be_changed_by_a_caller() -> None:
    # The analyses are kept per text (the readers ask for the same texts many times): each call hands out a copy.
    text = "We switched the unit tests from Postgres to SQLite in memory."
    first = words.words(text)
    first.append("mutated")
    stems = content_stems(text)
    stems.add("mutated")
    content = words.content_words(text)
    content.clear()
    assert "mutated" not in words.words(text) and "mutated" not in content_stems(text)
    assert words.content_words(text) and words.words(text)[-1] == "memory"


@pytest.mark.parametrize("short, other", [("biz", "busy"), ("info", "informed"), ("cust", "custom"), ("dept", "departure"),
                                          ("mgr", "managed"), ("appts", "appointed")])
def test_a_short_form_whose_full_word_stems_as_another_word_does_not_meet_it(short: str, other: str) -> None:
    # An outside review's probes: "biz hours" met "weekdays are busy now", "cust orders" met "custom orders".
    assert not content_stems(f"the {short}") & content_stems(f"the {other}")
