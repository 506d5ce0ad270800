"""Copies of a forgotten or edited memory in other memories' text and bookkeeping (pure)."""

from __future__ import annotations

from cognee_memory.forgetting.traces import FORGOTTEN, Traces, clean, clean_own
from cognee_memory.model import Memory, Status

GONE = Memory(id="gone", text="The codename is bluefalcon.", decisions=["Keep bluefalcon internal"])
KEPT_TEXT = "Maria owns the checklist."
RECORD_TEXT = "Decision record:\n- Keep bluefalcon internal\nContext:\n- The codename is bluefalcon.\n- " + KEPT_TEXT


def _record() -> tuple[Memory, dict]:
    record = Memory(id="dr-1", text=RECORD_TEXT, status=Status.DECISION_RECORD,
                    decisions=["Keep bluefalcon internal", "Ship in May"], supersedes=["gone", "kept"])
    state = {"state": "applied", "sources": ["gone", "kept"], "prior_statuses": {"gone": "Active", "kept": "Active"},
             "context": ["The codename is bluefalcon.", KEPT_TEXT]}
    return record, {"compaction": state}


def test_a_record_loses_the_forgotten_source_text_and_names_it():
    record, extras = _record()
    new, new_extras = clean(record, extras, Traces.of_forgotten([GONE]))
    assert "bluefalcon" not in new.text and KEPT_TEXT in new.text and FORGOTTEN in new.text
    assert new.decisions == ["Ship in May"]
    state = new_extras["compaction"]
    assert state["sources"] == ["kept"] and state["prior_statuses"] == {"kept": "Active"}
    assert state["context"] == [KEPT_TEXT] and state["forgotten_sources"] == ["gone"]


def test_an_edit_puts_the_new_text_where_the_old_one_was_copied():
    record, extras = _record()
    new, new_extras = clean(record, extras, Traces.of_edit(GONE, "The codename is public now."))
    assert "The codename is public now." in new.text and "is bluefalcon." not in new.text
    assert new_extras["compaction"]["sources"] == ["gone", "kept"]
    assert "forgotten_sources" not in new_extras["compaction"]
    assert new_extras["compaction"]["context"][0] == "The codename is public now."


def test_verdicts_about_a_forgotten_memory_are_dropped_and_a_supersession_by_it_names_it():
    memory = Memory(id="older", text="Pool has 20 connections.", status=Status.SUPERSEDED)
    extras = {"possible_updates": [{"id": "gone", "text": "The codename is blue…"}, {"id": "other", "text": "x"}],
              "supersession": {"state": "applied", "by": "gone", "reasons": ["changed value bluefalcon"]}}
    new, new_extras = clean(memory, extras, Traces.of_forgotten([GONE]))
    assert new is memory  # not a record: its own text is never touched
    assert [v["id"] for v in new_extras["possible_updates"]] == ["other"]
    assert new_extras["supersession"] == {"state": "applied", "by": "gone", "reasons": [], "forgotten_successor": "gone"}


def test_a_memory_without_traces_is_left_alone():
    memory = Memory(id="plain", text="The codename is bluefalcon.")  # a user's own copy, not derived
    assert clean(memory, {"possible_updates": [{"id": "other"}]}, Traces.of_forgotten([GONE])) is None


def test_a_short_fragment_only_matches_a_whole_item():
    short = Memory(id="gone", text="Yes", decisions=["Yes"])
    record = Memory(id="dr", text="Yesterday we decided.", decisions=["Yes", "No"])
    new, _ = clean(record, {"compaction": {"sources": ["gone"]}}, Traces.of_forgotten([short]))
    assert new.text == "Yesterday we decided." and new.decisions == ["No"]


def test_an_edited_memory_forgets_the_comparisons_of_its_old_words():
    own = clean_own({"possible_updates": [{"id": "x"}], "supersession": {"by": "y", "reasons": ["old words"]}, "n": 1})
    assert own == {"possible_updates": [], "supersession": {"by": "y", "reasons": []}, "n": 1}
