"""The constructed everyday sets are well-formed: every question is answered by exactly one memory
that exists in its own workspace, ids are unique, the groups are the ones all sets share, and the
labelled sets (check, fresh, holdout, sealed, blind, dev, blind2, blind3, dev2, dev3, blind4, blind5, dev4,
dev5, dev6, dev7, dev8, dev9, dev10, dev11, dev12, dev13, dev14) label every question's phrasing and only
real replacements."""

from __future__ import annotations

from types import ModuleType

import pytest

from cognee_memory_eval import (everyday, everyday_blind, everyday_blind2, everyday_blind3, everyday_blind4,
                                everyday_blind5, everyday_check, everyday_dev, everyday_dev2, everyday_dev3,
                                everyday_dev4, everyday_dev5, everyday_dev6, everyday_dev7, everyday_dev8,
                                everyday_dev9, everyday_dev10, everyday_dev11, everyday_dev12, everyday_dev13,
                                everyday_dev14, everyday_fresh, everyday_holdout, everyday_sealed)

GROUPS = {"replaced", "word-form", "stopwords", "side-remark", "plain"}
PHRASINGS = {"plain", "abbreviation", "synonym", "still-use", "switched-from", "version", "alias"}
SETS = [("everyday", everyday.load_everyday), ("everyday-check", everyday_check.load_everyday_check),
        ("everyday-fresh", everyday_fresh.load_everyday_fresh),
        ("everyday-holdout", everyday_holdout.load_everyday_holdout),
        ("everyday-sealed", everyday_sealed.load_everyday_sealed),
        ("everyday-blind", everyday_blind.load_everyday_blind), ("everyday-dev", everyday_dev.load_everyday_dev),
        ("everyday-blind2", everyday_blind2.load_everyday_blind2),
        ("everyday-blind3", everyday_blind3.load_everyday_blind3),
        ("everyday-dev2", everyday_dev2.load_everyday_dev2),
        ("everyday-dev3", everyday_dev3.load_everyday_dev3),
        ("everyday-blind4", everyday_blind4.load_everyday_blind4),
        ("everyday-blind5", everyday_blind5.load_everyday_blind5),
        ("everyday-dev4", everyday_dev4.load_everyday_dev4),
        ("everyday-dev5", everyday_dev5.load_everyday_dev5),
        ("everyday-dev6", everyday_dev6.load_everyday_dev6),
        ("everyday-dev7", everyday_dev7.load_everyday_dev7),
        ("everyday-dev8", everyday_dev8.load_everyday_dev8),
        ("everyday-dev9", everyday_dev9.load_everyday_dev9),
        ("everyday-dev10", everyday_dev10.load_everyday_dev10),
        ("everyday-dev11", everyday_dev11.load_everyday_dev11),
        ("everyday-dev12", everyday_dev12.load_everyday_dev12),
        ("everyday-dev13", everyday_dev13.load_everyday_dev13),
        ("everyday-dev14", everyday_dev14.load_everyday_dev14)]
LABELLED = [everyday_check, everyday_fresh, everyday_holdout, everyday_sealed, everyday_blind, everyday_dev,
            everyday_blind2, everyday_blind3, everyday_dev2, everyday_dev3, everyday_blind4, everyday_blind5,
            everyday_dev4, everyday_dev5, everyday_dev6, everyday_dev7, everyday_dev8, everyday_dev9,
            everyday_dev10, everyday_dev11, everyday_dev12, everyday_dev13, everyday_dev14]
# the sets written without looking at the ranking code
WRITTEN_APART = [everyday_fresh, everyday_holdout, everyday_sealed, everyday_blind, everyday_dev, everyday_blind2,
                 everyday_blind3, everyday_dev2, everyday_dev3, everyday_blind4, everyday_blind5, everyday_dev4,
                 everyday_dev5, everyday_dev6, everyday_dev7, everyday_dev8, everyday_dev9, everyday_dev10,
                 everyday_dev11, everyday_dev12, everyday_dev13, everyday_dev14]


def _texts(module: ModuleType) -> set[str]:
    return {text for memories in module.MEMORIES.values() for _, text, _, _ in memories}


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


@pytest.mark.parametrize("module", WRITTEN_APART, ids=lambda m: m.DATASET)
def test_the_sets_written_apart_have_40_to_48_questions_over_four_workspaces_of_15_to_20_memories(
        module: ModuleType) -> None:
    jobs = getattr(module, "load_" + module.DATASET.replace("-", "_"))()
    assert len(jobs) == 4 and 40 <= sum(job.query_count for job in jobs) <= 48
    assert all(15 <= job.memory_count <= 20 for job in jobs)


@pytest.mark.parametrize("module", LABELLED, ids=lambda m: m.DATASET)
def test_every_question_has_one_phrasing_label_and_every_label_is_used(module: ModuleType) -> None:
    qids = {qid for questions in module.QUESTIONS.values() for qid, *_ in questions}
    assert set(module.PHRASING) == qids
    assert set(module.PHRASING.values()) == PHRASINGS


def test_no_two_sets_share_a_memory_text() -> None:
    tuning, check, fresh = _texts(everyday), _texts(everyday_check), _texts(everyday_fresh)
    holdout, sealed, blind = _texts(everyday_holdout), _texts(everyday_sealed), _texts(everyday_blind)
    dev, blind2, blind3 = _texts(everyday_dev), _texts(everyday_blind2), _texts(everyday_blind3)
    assert not tuning & check
    assert not (tuning | check) & fresh
    assert not (tuning | check | fresh) & holdout
    assert not (tuning | check | fresh | holdout) & sealed
    assert not (tuning | check | fresh | holdout | sealed) & blind
    assert not (tuning | check | fresh | holdout | sealed | blind) & dev
    assert not (tuning | check | fresh | holdout | sealed | blind | dev) & blind2
    assert not (tuning | check | fresh | holdout | sealed | blind | dev | blind2) & blind3
    dev2, dev3, blind4 = _texts(everyday_dev2), _texts(everyday_dev3), _texts(everyday_blind4)
    assert not (tuning | check | fresh | holdout | sealed | blind | dev | blind2 | blind3) & dev2
    assert not (tuning | check | fresh | holdout | sealed | blind | dev | blind2 | blind3 | dev2) & dev3
    assert not (tuning | check | fresh | holdout | sealed | blind | dev | blind2 | blind3 | dev2 | dev3) & blind4
    earlier = tuning | check | fresh | holdout | sealed | blind | dev | blind2 | blind3 | dev2 | dev3 | blind4
    assert not earlier & _texts(everyday_blind5)
    assert not (earlier | _texts(everyday_blind5)) & _texts(everyday_dev4)
    assert not (earlier | _texts(everyday_blind5) | _texts(everyday_dev4)) & _texts(everyday_dev5)
    later = _texts(everyday_blind5) | _texts(everyday_dev4) | _texts(everyday_dev5)
    assert not (earlier | later) & _texts(everyday_dev6)
    assert not (earlier | later | _texts(everyday_dev6)) & _texts(everyday_dev7)
    assert not (earlier | later | _texts(everyday_dev6) | _texts(everyday_dev7)) & _texts(everyday_dev8)
    newer = _texts(everyday_dev6) | _texts(everyday_dev7) | _texts(everyday_dev8)
    assert not (earlier | later | newer) & _texts(everyday_dev9)
    assert not (earlier | later | newer | _texts(everyday_dev9)) & _texts(everyday_dev10)
    assert not (earlier | later | newer | _texts(everyday_dev9) | _texts(everyday_dev10)) & _texts(everyday_dev11)
    assert not (earlier | later | newer | _texts(everyday_dev9) | _texts(everyday_dev10)
                | _texts(everyday_dev11)) & _texts(everyday_dev12)
    assert not (earlier | later | newer | _texts(everyday_dev9) | _texts(everyday_dev10)
                | _texts(everyday_dev11) | _texts(everyday_dev12)) & _texts(everyday_dev13)
    assert not (earlier | later | newer | _texts(everyday_dev9) | _texts(everyday_dev10)
                | _texts(everyday_dev11) | _texts(everyday_dev12) | _texts(everyday_dev13)) & _texts(everyday_dev14)


@pytest.mark.parametrize("module", LABELLED, ids=lambda m: m.DATASET)
def test_every_labelled_replacement_is_a_newer_memory_of_the_same_workspace(module: ModuleType) -> None:
    for ws, pairs in module.REPLACES.items():
        days = {mid: days_ago for mid, _, _, days_ago in module.MEMORIES[ws]}
        for old, new in pairs:
            assert days[new] < days[old], (ws, old, new)


@pytest.mark.parametrize("module", WRITTEN_APART, ids=lambda m: m.DATASET)
def test_every_replaced_question_is_answered_by_a_labelled_newer_memory(module: ModuleType) -> None:
    for ws, questions in module.QUESTIONS.items():
        newer = {new for _, new in module.REPLACES[ws]}
        for qid, _, answer, group in questions:
            assert (group == "replaced") == (answer in newer), qid
