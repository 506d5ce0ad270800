"""What a memory's text says, as the update classifier reads it (updates/signals.py)."""

from __future__ import annotations

from cognee_memory.updates.signals import features


def test_what_is_left_of_a_contraction_is_no_subject_word() -> None:
    # "We're" splits into "We" and "re"; "re" must not count as a word only the new memory has.
    assert not {"re", "ve", "ll", "don", "isn"} & features("We're on Node 22 now; we've dropped 18, don't "
                                                           "we'll isn't it.").subject
