"""Dataset loaders and the settings grid of the evaluation (no Cognee).

The LoCoMo and Cranfield tests use tiny inputs written here in the datasets' formats; the
checks on the real files skip when ../shared/datasets is absent.
"""

from __future__ import annotations

import json
from datetime import datetime, timezone
from pathlib import Path

import pytest

from cognee_memory.errors import MemoryToolError
from cognee_memory_eval import cranfield, knowledge_updates, locomo, settings
from cognee_memory.requests import parse_ingest_text

DATASETS = Path(__file__).resolve().parents[4].parent / "shared" / "datasets"


def ingestible(rows: list[dict]) -> None:
    parse_ingest_text("\n".join(json.dumps(r) for r in rows), datetime.now(timezone.utc))


# ---- LoCoMo ---------------------------------------------------------------------------------


@pytest.mark.parametrize("raw, expected", [
    (["D1:3"], ["D1:3"]),
    (["D30:05"], ["D30:5"]),
    (["D:11:26"], ["D11:26"]),
    (["D8:6; D9:17"], ["D8:6", "D9:17"]),
    (["D9:1 D4:4 D4:6"], ["D9:1", "D4:4", "D4:6"]),
    (["D", ""], []),
    (["D1:3", "D1:03"], ["D1:3"]),
])
def test_evidence_ids_are_normalised_split_or_dropped(raw: list[str], expected: list[str]) -> None:
    assert locomo.normalise_evidence(raw) == expected


def sample() -> dict:
    turn = lambda s, t, text: {"speaker": "Ann" if t % 2 else "Bob", "dia_id": f"D{s}:{t}", "text": text}  # noqa: E731
    return {
        "sample_id": "tiny",
        "conversation": {
            "speaker_a": "Ann", "speaker_b": "Bob",
            "session_1_date_time": "1:56 pm on 8 May, 2023",
            "session_1": [turn(1, 1, "I adopted a cat."), turn(1, 2, "Nice! What's its name?")],
            "session_2_date_time": "10:00 am on 20 June, 2023",
            "session_2": [turn(2, 1, "We painted the kitchen."), {**turn(2, 2, "Look"), "blip_caption": "a blue wall"}],
        },
        "session_summary": {"session_1_summary": "Ann adopted a cat.", "session_2_summary": "Ann painted the kitchen."},
        "observation": {
            "session_1_observation": {"Ann": [["Ann adopted a cat.", "D1:1"]], "Bob": [["Bob asked the name.", "D1:2"]]},
            "session_2_observation": {"Ann": [["Ann painted the kitchen blue.", ["D2:1", "D2:2"]]]},
        },
        "qa": [
            {"question": "What pet did Ann adopt?", "answer": "a cat", "evidence": ["D1:01"], "category": 4},
            {"question": "When did Ann paint?", "answer": "June", "evidence": ["D2:1; D1:2"], "category": 2},
            {"question": "Adversarial", "adversarial_answer": "x", "evidence": ["D1:1"], "category": 5},
            {"question": "Broken evidence", "answer": "?", "evidence": ["D"], "category": 1},
        ],
    }


def test_sessions_are_summaries_stamped_with_their_date_and_now_is_a_day_after_the_last() -> None:
    job = locomo.conversation_job(sample(), "sessions")
    rows = job.phases[0].memories
    assert [r["id"] for r in rows] == ["s1", "s2"]
    assert rows[0]["text"] == "Ann adopted a cat." and rows[0]["status"] == "Active"
    assert rows[0]["source_created_at"] == "2023-05-08T13:56:00Z"
    assert job.info["now"] == "2023-06-21T10:00:00Z"
    ingestible(rows)


def test_questions_of_categories_one_to_four_keep_the_sessions_holding_their_evidence() -> None:
    job = locomo.conversation_job(sample(), "sessions")
    queries = job.phases[0].queries
    assert [(q.text, q.group, sorted(q.relevant)) for q in queries] == [
        ("What pet did Ann adopt?", "4", ["s1"]),
        ("When did Ann paint?", "2", ["s1", "s2"]),
    ]
    assert job.info["dropped_questions"]["no_valid_evidence"] == 1  # the broken one; category 5 is skipped


def test_observations_are_relevant_through_their_source_turns() -> None:
    job = locomo.conversation_job(sample(), "observations")
    rows = {r["id"]: r for r in job.phases[0].memories}
    assert set(rows) == {"o1-1", "o1-2", "o2-1"}
    assert rows["o2-1"]["topic"] == "session 2"
    relevant = {q.text: sorted(q.relevant) for q in job.phases[0].queries}
    assert relevant == {"What pet did Ann adopt?": ["o1-1"], "When did Ann paint?": ["o1-2", "o2-1"]}
    ingestible(list(rows.values()))


def test_the_auto_policy_variant_ingests_sessions_one_by_one_in_date_order_under_one_topic() -> None:
    plain = locomo.conversation_job(sample(), "sessions")
    job = locomo.auto_policy_job(sample())
    phase = job.phases[0]
    assert job.dataset == "locomo-sessions-auto" and phase.one_by_one and phase.ingest == {"update_policy": "auto"}
    assert [r["id"] for r in phase.memories] == ["s1", "s2"]
    assert {r["topic"] for r in phase.memories} == {"conversation tiny"}
    assert phase.queries == plain.phases[0].queries and plain.phases[0].ingest == {"update_policy": "off"}
    ingestible(phase.memories)


def test_turn_sessions_hold_every_turn_verbatim_with_image_captions() -> None:
    text = locomo.conversation_job(sample(), "turns-sessions").phases[0].memories[1]["text"]
    assert "Ann: We painted the kitchen." in text and "[shares a photo: a blue wall]" in text


def test_an_unknown_granularity_is_refused() -> None:
    with pytest.raises(ValueError):
        locomo.conversation_job(sample(), "paragraphs")


# ---- Cranfield ------------------------------------------------------------------------------


def write_cranfield(folder: Path) -> None:
    folder.mkdir()
    (folder / "cran.all.1400.xml").write_text(
        "<doc>\n<docno>1</docno>\n<title>wing flutter .</title>\n<text>wing flutter at\nhigh speed &amp; heat .</text>\n</doc>\n"
        "<doc>\n<docno>2</docno>\n<title>boundary layers .</title>\n<text></text>\n</doc>\n"
        "<doc>\n<docno>3</docno>\n<title></title>\n<text></text>\n</doc>\n"
    )
    (folder / "cran.qry.xml").write_text(
        "<?xml version='1.0'?>\n<xml>\n<top>\n<num> 7</num>\n<title>\nflutter of wings .\n</title>\n</top>\n"
        "<top>\n<num> 9</num>\n<title>\nboundary layer growth .\n</title>\n</top>\n</xml>\n"
    )
    (folder / "cranqrel.trec.txt").write_bytes(b"1 0 1 1\r\n1 0 2 0\r\n2 0 2 1\r\n2 0 3 1\r\n")


def test_cranfield_uses_ordinal_query_numbers_binary_relevance_and_skips_empty_documents(tmp_path: Path) -> None:
    write_cranfield(tmp_path / "cran")
    job = cranfield.load_cranfield(tmp_path / "cran")
    rows = {r["id"]: r["text"] for r in job.phases[0].memories}
    assert rows == {"d1": "wing flutter at high speed & heat .", "d2": "boundary layers ."}
    assert job.info["empty_documents"] == 1
    queries = {q.id: (q.text, sorted(q.relevant)) for q in job.phases[0].queries}
    # qid 1 = the first <top> (num 7); rel 0 is not relevant; the empty doc 3 cannot be found
    assert queries == {"q1": ("flutter of wings .", ["d1"]), "q2": ("boundary layer growth .", ["d2"])}
    assert {q.now for q in job.phases[0].queries} == {cranfield.STAMP}
    ingestible(job.phases[0].memories)


def test_a_cranfield_subset_keeps_only_queries_with_a_relevant_document_inside_it(tmp_path: Path) -> None:
    write_cranfield(tmp_path / "cran")
    job = cranfield.load_cranfield(tmp_path / "cran", max_docs=1)
    assert [q.id for q in job.phases[0].queries] == ["q1"]


# ---- the knowledge-update suite -------------------------------------------------------------


def test_the_update_suite_has_36_histories_each_newer_fact_later_than_the_older_one() -> None:
    jobs = knowledge_updates.load_knowledge_updates()
    assert len(jobs) == 6
    updates = [q for j in jobs for q in j.phases[0].queries if q.group == "update"]
    assert len(updates) == 36
    for job in jobs:
        stamps = {r["id"]: r["source_created_at"] for r in job.phases[0].memories}
        for q in (q for q in job.phases[0].queries if q.group == "update"):
            (new,) = q.relevant
            assert stamps[new] > stamps[new.replace("-new", "-old")]
        ingestible(job.phases[0].memories)


def test_the_second_phase_marks_each_older_fact_superseded_by_its_newer_one() -> None:
    job = knowledge_updates.project_job(0)
    second = {r["id"]: r for r in job.phases[1].memories}
    assert job.phases[1].name == "superseded"
    for topic in knowledge_updates.TOPICS:
        assert second[f"shop-{topic}-old"]["status"] == "Superseded"
        assert second[f"shop-{topic}-new"]["supersedes"] == [f"shop-{topic}-old"]
    # still-valid facts are old and stay Active; they are not re-ingested
    facts = [r for r in job.phases[0].memories if "-fact-" in r["id"]]
    assert len(facts) == 3 and all(r["status"] == "Active" for r in facts)
    assert not any("-fact-" in i for i in second)


def test_the_auto_policy_variant_ingests_each_project_oldest_first_with_nothing_marked() -> None:
    job = knowledge_updates.auto_policy_job(0)
    phase = job.phases[0]
    assert job.dataset == "knowledge-updates-auto" and phase.one_by_one and phase.ingest == {"update_policy": "auto"}
    stamps = [r["source_created_at"] for r in phase.memories]
    assert stamps == sorted(stamps) and len(stamps) == 19
    assert all(r["status"] == "Active" and "supersedes" not in r for r in phase.memories)
    assert job.info["outdated"] == sorted(f"shop-{t}-old" for t in knowledge_updates.TOPICS)
    assert len(knowledge_updates.load_knowledge_updates(2, auto_policy=True)) == 4


# ---- settings -------------------------------------------------------------------------------


def test_the_sweep_has_both_baselines_and_every_half_life_with_and_without_status() -> None:
    grid = settings.sweep_settings()
    names = [s.name for s in grid]
    assert names[:2] == [settings.COSINE, settings.DEFAULT]
    assert grid[1].options == {}  # the spec's default is the request with no options at all
    assert len(names) == len(set(names)) == 2 + 2 * (len(settings.HALF_LIVES) + 1)
    assert {"H=7 +status", "H=3650", "H=off +status", "H=off"} <= set(names)
    cosine = grid[0].options
    assert cosine["include_superseded"] is True and all(m.endswith("=1") for m in cosine["status_multipliers"])


def test_a_setting_that_changes_nothing_in_the_request_is_skipped_not_measured() -> None:
    chosen, skipped = settings.resolve([settings.parse_setting('long={"half_life_days": 365}'),
                                        settings.parse_setting('unknown={"no_such_option": true}')])
    assert "long" in [s.name for s in chosen]
    assert "unknown" in skipped and "unknown" not in [s.name for s in chosen]


def test_every_preset_and_fusion_setting_changes_the_parsed_request() -> None:
    chosen, skipped = settings.resolve([])
    names = {s.name for s in chosen}
    assert not skipped and set(settings.OPTIONAL_SETTINGS) <= names
    requests = {name: settings._request(options) for name, options in settings.OPTIONAL_SETTINGS.items()}
    assert len(set(map(repr, requests.values()))) == len(requests)  # no two of them are the same request


@pytest.mark.parametrize("text", ["noequals", '={"top_k": 3}', "x=[1]", "x={bad", 'x={"half_life_days": 0}'])
def test_malformed_settings_are_bad_arguments(text: str) -> None:
    with pytest.raises(MemoryToolError) as info:
        settings.parse_setting(text)
    assert info.value.exit_code == 2


# ---- the real files (skipped when absent) ---------------------------------------------------


@pytest.mark.skipif(not (DATASETS / "locomo" / "locomo10.json").is_file(), reason="LoCoMo not present")
def test_the_real_locomo_file_gives_272_sessions_and_its_category_one_to_four_questions() -> None:
    jobs = locomo.load_locomo(DATASETS / "locomo" / "locomo10.json", ("sessions",))
    assert len(jobs) == 10 and sum(j.memory_count for j in jobs) == 272
    kept = sum(j.query_count for j in jobs)
    dropped = sum(j.info["dropped_questions"]["no_valid_evidence"] for j in jobs)
    assert kept + dropped == 282 + 321 + 96 + 841


@pytest.mark.skipif(not (DATASETS / "cranfield").is_dir(), reason="Cranfield not present")
def test_the_real_cranfield_collection_gives_1398_documents_and_225_queries() -> None:
    job = cranfield.load_cranfield(DATASETS / "cranfield")
    assert job.memory_count == 1398 and job.query_count == 225
