"""The decision-record set (real ADRs of public repositories) and its update metrics."""

from __future__ import annotations

from datetime import datetime, timezone

from cognee_memory.model import parse_jsonl
from cognee_memory_eval import decision_records
from cognee_memory_eval.sweep import DATASETS, EvaluationConfig, load_jobs

NOW = datetime(2026, 11, 26, tzinfo=timezone.utc)


def test_the_set_holds_sixteen_repositories_with_labelled_updates_non_updates_and_questions() -> None:
    data = decision_records.load_data()
    assert len(data) == 16
    assert sum(len(r["updates"]) for r in data) == 34
    assert sum(len(r["non_updates"]) for r in data) == 64
    assert sum(len(r["records"]) for r in data) > 600
    questions = [q for r in data for q in r["questions"]]
    assert len([q for q in questions if q["id"].startswith("update:")]) == 29 and len(questions) == 93
    for repository in data:
        assert repository["licence"] and repository["commit"] and len(repository["commit"]) == 40


def test_every_update_is_newer_than_what_it_replaces_and_every_label_names_a_record() -> None:
    for repository in decision_records.load_data():
        dates = {r["id"]: r["date"] for r in repository["records"]}
        for pair in repository["updates"]:
            assert dates[pair["new"]] > dates[pair["old"]], pair
        for pair in repository["non_updates"]:
            assert dates[pair["new"]] > dates[pair["old"]], pair
            assert {pair["new"], pair["old"]}.isdisjoint({u["old"] for u in repository["updates"]})
        for question in repository["questions"]:
            assert question["answer"] in dates and question["question"].endswith("?")


def test_a_non_update_pair_is_never_also_an_update() -> None:
    for repository in decision_records.load_data():
        updates = {frozenset((u["new"], u["old"])) for u in repository["updates"]}
        assert not updates & {frozenset((p["new"], p["old"])) for p in repository["non_updates"]}


def test_each_repository_is_one_workspace_unmarked_then_marked_and_every_row_ingests() -> None:
    jobs = decision_records.load_decision_records()
    assert [j.dataset for j in jobs] == ["decision-records"] * 16
    gsp = jobs[0]
    active, marked = gsp.phases
    assert (active.name, marked.name) == ("active", "superseded")
    assert all(r["status"] == "Active" and "supersedes" not in r for r in active.memories)
    rows = {r["id"]: r for r in marked.memories}
    assert rows["gsp/ADR005-ingress"]["status"] == "Superseded"
    assert rows["gsp/ADR025-ingress"]["supersedes"] == ["gsp/ADR005-ingress"]
    assert sorted(rows["gsp/ADR023-cluster-authentication"]["supersedes"]) == [
        "gsp/ADR006-authentication-method", "gsp/ADR007-identity-provider", "gsp/ADR015-aws-iam-authentication"]
    for job in jobs:
        for phase in job.phases:
            memories, errors = parse_jsonl("\n".join(__import__("json").dumps(r) for r in phase.memories), NOW)
            assert errors == [] and len(memories) == len(phase.memories)


def test_a_chain_is_asked_once_with_its_newest_record_as_the_answer() -> None:
    gsp = decision_records.load_decision_records(1)[0]
    updates = {q.id: q for q in gsp.phases[0].queries if q.group == "update"}
    # ADR012 → ADR028 → ADR046: one question, answered by ADR046, both older records replaced
    question = updates["update:gsp/ADR046-replace-harbor-ecr"]
    assert question.relevant == {"gsp/ADR046-replace-harbor-ecr"}
    assert sorted(gsp.info["replaced"]["gsp/ADR046-replace-harbor-ecr"]) == [
        "gsp/ADR012-docker-image-repositories", "gsp/ADR028-container-tools"]
    assert "update:gsp/ADR028-container-tools" not in updates


def test_the_auto_variant_ingests_oldest_first_one_by_one_with_nothing_marked() -> None:
    jobs = decision_records.load_decision_records(2, auto_policy=True)
    assert [j.dataset for j in jobs] == ["decision-records"] * 2 + ["decision-records-auto"] * 2
    phase = jobs[2].phases[0]
    assert phase.one_by_one and phase.ingest == {"update_policy": "auto"}
    stamps = [r["source_created_at"] for r in phase.memories]
    assert stamps == sorted(stamps)


def test_the_harness_loads_the_set_by_default_and_on_its_own() -> None:
    assert "decisions" in DATASETS
    jobs = load_jobs(EvaluationConfig(datasets_dir=__import__("pathlib").Path("/nonexistent"), datasets=("decisions",),
                                      decision_repositories=3, auto_policy=False))
    assert [j.name for j in jobs] == ["adr-gsp", "adr-govuk-aws", "adr-govuk-infrastructure"]


def _raw(rankings: dict[str, list[str]], auto: list[dict] | None = None, phases=("active", "superseded")) -> dict:
    return {"phases": {p: {"default": rankings} for p in phases}, "auto_superseded": {phases[0]: auto or []}}


def test_newest_first_outdated_first_and_still_valid_are_scored_per_phase() -> None:
    job = decision_records.load_decision_records(1)[0]
    queries = {q.id: q for q in job.phases[0].queries}
    rankings = {}
    for qid, q in queries.items():
        (answer,) = q.relevant
        if q.group == "update":  # the replaced record first for the ingress question only
            older = job.info["replaced"][answer]
            rankings[qid] = [older[0], answer] if answer == "gsp/ADR025-ingress" else [answer, *older]
        else:
            rankings[qid] = ["x1", "x2", "x3", "x4", "x5", answer]  # just outside the top 5
    m = decision_records.update_metrics([job], [_raw(rankings)])["default"]["active"]
    n = m["n_updates"]
    assert n == 8 and m["newest_first"] == round((n - 1) / n, 4) and m["outdated_first"] == round(1 / n, 4)
    assert m["still_valid_top5"] == 0.0 and m["n_still_valid"] == 4
    assert m["missed"] == ["update:gsp/ADR025-ingress → gsp/ADR005-ingress"]


def test_supersession_stats_count_outdated_found_and_false_supersessions_on_non_updates() -> None:
    job = decision_records.load_decision_records(1, auto_policy=True)[1]
    new, old = job.info["non_updates"][0]
    events = [{"old": "gsp/ADR005-ingress", "new": "gsp/ADR025-ingress", "confidence": 0.9},
              {"old": old, "new": new, "confidence": 0.85},
              {"old": "gsp/ADR004-tenant-isolation", "new": "gsp/ADR024-soft-multitenancy", "confidence": 0.5,
               "suggested": True}]
    stats = decision_records.supersession_stats([job], [_raw({}, events, phases=("auto",))])
    assert stats["outdated"] == 12 and stats["outdated_found"] == 1 and stats["right_successor"] == 1
    assert stats["false_on_non_updates"] == 1 and stats["non_updates"] == 4
    assert stats["false_supersessions"] == 1 and stats["missed_but_suggested"] == 1
    assert stats["non_update_examples"] == [f"{old} ← {new} (0.85)"]
