"""The constructed everyday sets are well-formed: every question is answered by exactly one memory
that exists in its own workspace, ids are unique, and the groups are the ones both sets share."""

from __future__ import annotations

import pytest

from cognee_memory_eval import everyday, everyday_check

GROUPS = {"replaced", "word-form", "stopwords", "side-remark", "plain"}
PHRASINGS = {"plain", "abbreviation", "synonym", "still-use", "switched-from", "version", "alias"}
SETS = [("everyday", everyday.load_everyday), ("everyday-check", everyday_check.load_everyday_check)]


@pytest.mark.parametrize(("dataset", "load"), SETS)
def test_every_question_has_one_answer_that_is_a_memory_of_its_own_workspace(dataset: str, load) -> None:
    for job in load():
        assert job.dataset == dataset
        (phase,) = job.phases
        ids = [row["id"] for row in phase.memories]
        assert len(ids) == len(set(ids))
        for query in phase.queries:
            (answer,) = query.relevant
            assert answer in ids, query.id


@pytest.mark.parametrize(("dataset", "load"), SETS)
def test_question_ids_are_unique_and_every_group_is_a_shared_one(dataset: str, load) -> None:
    queries = [q for job in load() for q in job.phases[0].queries]
    assert len({q.id for q in queries}) == len(queries)
    assert {q.group for q in queries} == GROUPS


def test_the_check_set_has_40_questions_over_four_workspaces_of_12_to_18_memories() -> None:
    jobs = everyday_check.load_everyday_check()
    assert len(jobs) == 4 and sum(job.query_count for job in jobs) == 40
    assert all(12 <= job.memory_count <= 18 for job in jobs)


def test_every_check_question_has_one_phrasing_label_and_every_label_is_used() -> None:
    qids = {qid for questions in everyday_check.QUESTIONS.values() for qid, *_ in questions}
    assert set(everyday_check.PHRASING) == qids
    assert set(everyday_check.PHRASING.values()) == PHRASINGS


def test_the_check_set_shares_no_memory_text_with_the_tuning_set() -> None:
    tuning = {text for memories in everyday.MEMORIES.values() for _, text, _, _ in memories}
    assert not tuning & {text for memories in everyday_check.MEMORIES.values() for _, text, _, _ in memories}


def test_every_labelled_replacement_is_a_newer_memory_of_the_same_workspace() -> None:
    for ws, pairs in everyday_check.REPLACES.items():
        days = {mid: days_ago for mid, _, _, days_ago in everyday_check.MEMORIES[ws]}
        for old, new in pairs:
            assert days[new] < days[old], (ws, old, new)
