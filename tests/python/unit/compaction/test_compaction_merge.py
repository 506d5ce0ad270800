"""The pure merge behind compaction: order, near-duplicates, span, ids, summary; and the
CLI's input checks that run before any store is opened."""

from __future__ import annotations

import json
import math
from datetime import datetime, timezone
from pathlib import Path

import numpy as np
import pytest

from cognee_memory.cli.compact import build_request, main
from cognee_memory.compaction.merge import (
    Source,
    build_record,
    collapse,
    record_id,
    texts_to_embed,
)
from cognee_memory.errors import MemoryToolError
from cognee_memory.model import Memory, Status


def at(day: int) -> datetime:
    return datetime(2026, 11, day, 12, 0, tzinfo=timezone.utc)


def memory(mid: str, day: int, text: str = "", **fields) -> Memory:
    return Memory(id=mid, text=text or f"note {mid}", topic="db", status=Status.ACTIVE,
                  source_created_at=at(day), **fields)


def unit(angle_degrees: float) -> list[float]:
    """A 2-d unit vector: the cosine of two of them is the cosine of their angle difference."""
    a = math.radians(angle_degrees)
    return [math.cos(a), math.sin(a)]


def orthogonal_vectors(texts: list[str]) -> dict[str, list[float]]:
    """Every text its own axis: nothing is a near-duplicate of anything else."""
    eye = np.eye(max(len(texts), 1))
    return {t: eye[i].tolist() for i, t in enumerate(texts)}


def draft_for(sources: list[Source], **kwargs):
    return build_record("db", sources, orthogonal_vectors(texts_to_embed(sources)), **kwargs)


def test_items_are_merged_newest_source_first_keeping_each_sources_order() -> None:
    old = memory("m1", 1, decisions=["Use PostgreSQL", "Use JSONB"], open_questions=["Which backups?"])
    new = memory("m2", 5, decisions=["SQLite in CI"], rationale=["Fast tests"])
    draft = draft_for([Source(old), Source(new)])
    assert draft.decisions == ["SQLite in CI", "Use PostgreSQL", "Use JSONB"]
    assert draft.rationale == ["Fast tests"]
    assert draft.open_questions == ["Which backups?"]
    assert draft.source_ids == ["m2", "m1"]


def test_near_duplicates_collapse_to_the_newest_wording_and_distinct_items_stay() -> None:
    vectors = {"new wording": unit(0), "old wording": unit(20), "other idea": unit(60)}
    # cos(20°) ≈ 0.94 ≥ 0.92: one idea; cos(60°) = 0.5: a different one.
    assert collapse(["new wording", "old wording", "other idea"], vectors) == ["new wording", "other idea"]
    # cos(25°) ≈ 0.906 < 0.92: both kept.
    assert collapse(["a", "b"], {"a": unit(0), "b": unit(25)}) == ["a", "b"]


def test_exact_duplicates_differing_only_in_case_or_spacing_collapse() -> None:
    vectors = orthogonal_vectors(["Use  PostgreSQL", "use postgresql"])
    assert collapse(["Use  PostgreSQL", "use postgresql"], vectors) == ["Use  PostgreSQL"]


def test_collapse_counts_are_reported_per_field() -> None:
    old = memory("m1", 1, decisions=["Pin Node 20 in CI"])
    new = memory("m2", 2, decisions=["Pin Node 20 in CI."])
    texts = texts_to_embed([Source(old), Source(new)])
    vectors = {t: unit(0) if "Node" in t else unit(90 + i) for i, t in enumerate(texts)}
    draft = build_record("db", [Source(old), Source(new)], vectors)
    assert draft.decisions == ["Pin Node 20 in CI."]
    assert draft.collapsed["decisions"] == 1


def test_real_embedder_collapses_a_rewording_but_not_a_different_decision() -> None:
    from cognee_memory.storage.embedding import embed_texts

    items = ["We use PostgreSQL 16 in production", "We use PostgreSQL 16 for production",
             "Refresh tokens rotate on every use"]
    vectors = dict(zip(items, embed_texts(items).tolist()))
    assert collapse(items, vectors) == [items[0], items[2]]


def test_references_drop_exact_repeats_but_keep_similar_looking_paths() -> None:
    a = memory("m1", 1, references=["src/db/connection.ts", "docker-compose.yml"])
    b = memory("m2", 2, references=["src/db/connections.ts", "src/db/connection.ts"])
    assert draft_for([Source(a), Source(b)]).references == [
        "src/db/connections.ts", "src/db/connection.ts", "docker-compose.yml"]


def test_span_covers_every_source_and_the_record_time_is_the_newest_source() -> None:
    previous = Memory(id="dr-old", text="old record", topic="db", status=Status.DECISION_RECORD,
                      source_created_at=at(3))
    sources = [Source(memory("m1", 7)), Source(memory("m2", 9)), Source(previous, at(1), at(3), ("old context",))]
    draft = draft_for(sources)
    assert draft.span_from == at(1) and draft.span_to == at(9)
    assert draft.to_memory(Status.DECISION_RECORD, at(20)).source_created_at == at(9)


def test_a_previous_record_contributes_its_kept_context_or_else_its_own_text() -> None:
    compacted = Memory(id="dr-1", text="template text", topic="db", status=Status.DECISION_RECORD,
                       source_created_at=at(2))
    ingested = Memory(id="rec", text="Decision: Postgres everywhere", topic="db",
                      status=Status.DECISION_RECORD, source_created_at=at(1))
    draft = draft_for([Source(memory("m3", 5, "newest note")),
                       Source(compacted, context=("kept line",)), Source(ingested)])
    assert draft.context == ["newest note", "kept line", "Decision: Postgres everywhere"]
    assert "template text" not in draft.text


def test_record_id_depends_on_topic_ids_and_texts_but_not_their_order() -> None:
    a, b = Source(memory("m1", 1, "alpha")), Source(memory("m2", 2, "beta"))
    assert record_id("db", [a, b]) == record_id("db", [b, a])
    assert record_id("db", [a, b]).startswith("dr-db-")
    assert record_id("db", [a, b]) != record_id("auth", [a, b])
    changed = Source(memory("m2", 2, "beta, edited"))
    assert record_id("db", [a, b]) != record_id("db", [a, changed])
    assert record_id("db", [a, b], generation=2) == record_id("db", [a, b]) + "-2"


def test_given_summary_is_used_verbatim_and_the_fields_are_still_merged() -> None:
    sources = [Source(memory("m1", 1, decisions=["Use PostgreSQL"])), Source(memory("m2", 2))]
    draft = draft_for(sources, summary="  We settled on PostgreSQL.\n")
    assert draft.text == "We settled on PostgreSQL."
    assert draft.summary_source == "file"
    assert draft.decisions == ["Use PostgreSQL"]


def test_template_summary_is_deterministic_and_names_topic_count_span_and_items() -> None:
    sources = [Source(memory("m1", 1, "We chose PostgreSQL.", decisions=["Use PostgreSQL"],
                             references=["src/db.ts"])),
               Source(memory("m2", 4, "Tests run on SQLite.", open_questions=["Backups?"]))]
    first, second = draft_for(sources), draft_for(list(reversed(sources)))
    assert first.text == second.text
    assert first.summary_source == "template"
    assert first.text.splitlines()[0] == 'Decision record for "db": 2 memories compacted (2026-11-01 to 2026-11-04).'
    for expected in ("- Use PostgreSQL", "- Backups?", "- Tests run on SQLite.", "References: src/db.ts"):
        assert expected in first.text


def test_template_caps_long_sections_but_the_fields_keep_every_item() -> None:
    sources = [Source(memory(f"m{i}", 1 + i % 20, decisions=[f"decision {i}"])) for i in range(30)]
    draft = draft_for(sources)
    assert len(draft.decisions) == 30
    assert "… and 18 more" in draft.text


def test_importance_is_the_highest_of_the_sources() -> None:
    draft = draft_for([Source(memory("m1", 1, importance=0.2)), Source(memory("m2", 2, importance=0.7)),
                       Source(memory("m3", 3))])
    assert draft.importance == 0.7


# ---- CLI input checks (no store is opened) ------------------------------------------


@pytest.mark.parametrize(
    "modes",
    [dict(list_topics=False, topic=None, undo=None), dict(list_topics=True, topic="db", undo=None),
     dict(list_topics=False, topic="db", undo="dr-1"), dict(list_topics=True, topic=None, undo=None, list_memories=True)],
    ids=["none", "list-and-topic", "topic-and-undo", "both-lists"],
)
def test_exactly_one_mode_is_required(modes: dict) -> None:
    with pytest.raises(MemoryToolError) as caught:
        build_request(dry_run=False, summary_file=None, **modes)
    assert caught.value.code == "INVALID_ARGUMENT" and "exactly one" in caught.value.message


def test_list_memories_asks_for_every_memory() -> None:
    assert build_request(False, None, None, False, None, list_memories=True) == {"op": "export"}


def test_dry_run_without_a_topic_is_refused() -> None:
    with pytest.raises(MemoryToolError, match="only apply to --topic"):
        build_request(True, None, None, True, None)


@pytest.mark.parametrize("case", ["missing", "empty", "directory", "not-utf8"])
def test_a_bad_summary_file_is_an_invalid_argument(tmp_path: Path, case: str) -> None:
    path = tmp_path / "summary.md"
    if case == "empty":
        path.write_text("  \n")
    elif case == "directory":
        path.mkdir()
    elif case == "not-utf8":
        path.write_bytes(b"\xff\xfe\xfa summary")
    with pytest.raises(MemoryToolError) as caught:
        build_request(False, "db", None, False, str(path))
    assert caught.value.code == "INVALID_ARGUMENT"
    assert str(path) in caught.value.message


def test_the_summary_text_travels_in_the_request(tmp_path: Path) -> None:
    path = tmp_path / "summary.md"
    path.write_text("We settled on PostgreSQL.")
    assert build_request(False, " db ", None, True, str(path)) == {
        "op": "compact", "topic": "db", "dry_run": True, "summary": "We settled on PostgreSQL."}


def test_cli_prints_the_json_error_and_exits_2_before_opening_a_store(tmp_path: Path, capsys) -> None:
    with pytest.raises(SystemExit) as exited:
        main(["--workspace", str(tmp_path), "--topic", "db", "--summary-file", str(tmp_path / "nope.md"),
              "--direct"])
    assert exited.value.code == 2
    body = json.loads(capsys.readouterr().out)
    assert body["success"] is False and body["error"]["code"] == "INVALID_ARGUMENT"
    assert not (tmp_path / ".cognee-memory").exists()
