"""Two questions a new user asks right after remembering a few decisions (real Cognee,
default settings): the memory that answers them comes first, and an unrelated memory that
only shares words like "we" and "use" is not passed on as relevant.

Each scenario runs in its own process (everyday_driver.py); each test asserts on what it observed.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.integration

DRIVER = Path(__file__).resolve().parent / "everyday_driver.py"
PYTHON_DIR = Path(__file__).resolve().parents[3] / "python"


@pytest.fixture(scope="module")
def observed(tmp_path_factory: pytest.TempPathFactory) -> dict:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(PYTHON_DIR), os.environ.get("PYTHONPATH")]))}
    seen: dict = {}
    for scenario in ("databases", "style", "words_asked_once", "words_asked_between", "successors",
                     "remarks_and_word_forms", "subjects", "replacements", "products",
                     "changes", "plans_and_ideas", "values"):  # one store per process
        ws = tmp_path_factory.mktemp(scenario) / "ws"
        ws.mkdir()
        output = ws.parent / "observed.json"
        proc = subprocess.run([sys.executable, str(DRIVER), scenario, str(ws), str(output)],
                              capture_output=True, text=True, timeout=600, env=env)
        assert proc.returncode == 0, proc.stderr[-3000:]
        seen.update(json.loads(output.read_text()))
    return seen


def ids(body: dict) -> list[str]:
    return [r["id"] for r in body["results"]]


def test_the_test_database_question_puts_the_sqlite_switch_first(observed: dict) -> None:
    body = observed["tests_database"]
    assert ids(body)[0] == "sqlite-tests"
    assert body["results"][0]["gated"] is True


def test_the_formatter_question_puts_the_ruff_memory_first(observed: dict) -> None:
    body = observed["formatter"]
    assert ids(body)[0] == "ruff"
    assert body["results"][0]["gated"] is True


def test_the_formatter_question_does_not_pass_the_react_memory_as_relevant(observed: dict) -> None:
    react = next((r for r in observed["formatter"]["results"] if r["id"] == "react"), None)
    assert react is None or (react["gated"] is False and react["relevance"] < 0.2)


def test_a_version_bump_is_reported_as_an_update_when_remembered(observed: dict) -> None:
    reply = observed["database_ingests"][2]
    verdicts = reply.get("possible_updates", {}).get("pg-16", [])
    assert verdicts and verdicts[0]["id"] == "pg-15" and verdicts[0]["kind"] == "updates"


def test_asking_between_remembering_changes_neither_the_order_nor_the_relevance(observed: dict) -> None:
    once = observed["words_asked_once"]["results"]
    between = observed["words_asked_between"]["results"]
    assert [r["id"] for r in between] == [r["id"] for r in once]
    assert [round(r["relevance"], 3) for r in between] == [round(r["relevance"], 3) for r in once]


@pytest.mark.parametrize("question, successor, replaced", [
    ("sms", "messagebird", "twilio"),  # it retires the Twilio subscription: no "SMS", no "reminder"
    ("python", "py312", "py310"),  # "Minimum is now 3.12": no "Python", no "pipeline"
    ("sphinx", "mkdocs", "sphinx"),  # the question says Sphinx was replaced
])
def test_a_successor_sharing_no_word_with_the_question_comes_before_what_it_replaced(
        observed: dict, question: str, successor: str, replaced: str) -> None:
    order = ids(observed[f"successor_{question}"])
    assert order[0] == successor
    assert order.index(replaced) > 0
    first = observed[f"successor_{question}"]["results"][0]
    assert first["stands_in_because"] == "update" and replaced in first["stands_in_for"]


@pytest.mark.parametrize("question, answer, remark", [
    ("audio", "fmod", "drums"),  # "Someone joked at the retro …": newer, as strong by its words
    ("licensed", "geo", "party"),  # "licence" answers "licensed"; "Watch party is dead" shares "watch"
])
def test_the_fact_comes_before_a_newer_remark_and_a_word_written_in_another_form_counts(
        observed: dict, question: str, answer: str, remark: str) -> None:
    body = observed[f"remark_{question}"]
    assert ids(body)[0] == answer, [(r["id"], r["relevance"], r["why"]) for r in body["results"]]


def test_a_newer_memory_on_another_subject_does_not_win_by_its_age(observed: dict) -> None:
    body = observed["subject_chip"]
    assert ids(body)[:2] == ["chip", "office-wifi"]
    assert "about another subject than the best memory" in body["results"][1]["why"]


def test_a_newer_memory_on_the_same_subject_still_wins_by_its_age(observed: dict) -> None:
    body = observed["subject_commits"]
    assert ids(body)[:2] == ["commits-conventional", "commits-free"]
    assert [r["gated"] for r in body["results"][:2]] == [True, True]


@pytest.mark.parametrize("question, newer, older", [
    ("formatter", "dprint", "prettier"), ("linter", "ruff", "pylint"), ("cdn", "fastly", "cloudfront"),
    ("secrets", "doppler", "vault"),
])
def test_a_newer_note_that_replaces_a_decision_in_other_words_comes_first(
        observed: dict, question: str, newer: str, older: str) -> None:
    for setting in ("default", "band_alone"):  # with the subject test and without it
        body = observed[f"replacement_{question}"][setting]
        assert ids(body)[:2] == [newer, older], (setting,
                                                 [(r["id"], r["relevance"], r["why"]) for r in body["results"]])


def test_a_newer_remark_sharing_only_a_hyphenated_word_and_a_change_cue_does_not_stand_in_for_the_chip(
        observed: dict) -> None:
    body = observed["replacement_chip"]["default"]
    assert ids(body)[:2] == ["chip", "wifi-password"], [(r["id"], r["relevance"], r["why"]) for r in body["results"]]
    assert "stands_in_for" not in body["results"][1]


def test_a_newer_change_for_a_part_of_the_subject_does_not_stand_in_for_the_whole(observed: dict) -> None:
    body = observed["replacement_dashboards"]["default"]
    assert ids(body)[:2] == ["grafana", "metabase"], [(r["id"], r["relevance"], r["why"]) for r in body["results"]]


def test_a_newer_note_on_a_property_of_the_thing_does_not_stand_in_for_it(observed: dict) -> None:
    body = observed["replacement_ci"]["default"]
    assert ids(body)[:2] == ["gha", "ci-minutes"], [(r["id"], r["relevance"], r["why"]) for r in body["results"]]


@pytest.mark.parametrize("key, answer", [("errors", "sentry"), ("toggles", "configcat"), ("analytics", "posthog")])
def test_a_memory_that_names_only_the_product_answers_a_question_about_its_kind(
        observed: dict, key: str, answer: str) -> None:
    # "Sentry" for error tracking, "ConfigCat … flags" for feature toggles, "PostHog" for analytics:
    # no word in common, and the offline embedder barely relates them; the pnpm note and a hundred
    # others share "we use", too many for the vector search to reach the product's memory.
    assert ids(observed[f"product_{key}"])[0] == answer


@pytest.mark.parametrize("key, newest, older", [
    ("hosting", "host-fly", {"host-do", "host-hetzner"}),  # the newest of a chain of moves
    ("owner", "search-handover", {"search-owner"}),  # a handover, not this week's cover
    ("pings", "pings-off", {"pings"}),  # switched off for good
    ("roster", "roster-kelsey", {"roster-dave"}),  # a handover in lower case, no word of "schedule" in it
    ("meds", "meds-covetrus", {"meds-medivet"}),  # a supplier let go with its reason ("medivet kept shorting us")
])
def test_a_change_said_in_other_words_comes_before_what_it_changed(
        observed: dict, key: str, newest: str, older: set[str]) -> None:
    body = observed[f"change_{key}"]
    assert ids(body)[0] == newest, [(r["id"], r["relevance"], r.get("why")) for r in body["results"]]
    assert older <= set(ids(body)), ids(body)


def test_a_change_said_beside_a_plan_comes_before_what_it_changed(observed: dict) -> None:
    body = observed["plan_node"]  # "…, and we might try Bun for the CLI at some point" is no mere plan
    assert ids(body)[0] == "node-22", [(r["id"], r["relevance"], r["why"]) for r in body["results"]]


def test_a_rule_comes_before_a_newer_idea_nobody_decided_on(observed: dict) -> None:
    body = observed["plan_approvals"]
    assert ids(body)[0] == "review-one", [(r["id"], r["relevance"], r["why"]) for r in body["results"]]


def test_a_move_with_a_switch_off_on_a_coming_day_comes_before_what_it_retires(observed: dict) -> None:
    body = observed["plan_ci"]  # "… the Jenkins box gets switched off on Friday": no word of "CI" in it
    assert ids(body)[0] == "ci-actions", [(r["id"], r["relevance"], r["why"]) for r in body["results"]]


def test_an_idea_is_not_offered_as_an_update_but_a_change_beside_a_plan_is(observed: dict) -> None:
    offers = observed["plans_remembered"]["possible_updates"]
    assert [v["kind"] for v in offers.get("review-idea", []) if v["id"] == "review-one"] in ([], ["related"]), offers
    assert [v["kind"] for v in offers["node-22"] if v["id"] == "node-18"] == ["updates"], offers


def test_a_time_of_day_of_another_job_does_not_stand_in_for_a_span(observed: dict) -> None:
    body = observed["value_refund"]  # "moved the reindex job to 4:30am, … the backup window"
    assert ids(body)[0] == "refund-window", [(r["id"], r["relevance"], r.get("why")) for r in body["results"]]
    reindex = next((r for r in body["results"] if r["id"] == "reindex"), None)
    assert reindex is None or "stands in" not in (reindex.get("why") or ""), reindex


def test_a_supplier_let_go_does_not_answer_for_another_fact_of_the_note(observed: dict) -> None:
    body = observed["change_approvals"]  # "linda approves anything over 500€" is still true
    assert ids(body)[0] == "meds-medivet", [(r["id"], r["relevance"], r.get("why")) for r in body["results"]]
