"""An import's chunks are sized so each holds the store about the target time."""

from __future__ import annotations

from cognee_memory.backend.chunking import ChunkSizer


def test_the_first_chunk_is_half_the_largest() -> None:
    assert ChunkSizer(1000).next_size() == 500


def test_a_slow_chunk_makes_the_next_one_smaller_in_proportion() -> None:
    sizer = ChunkSizer(1000, target_s=0.4)
    sizer.written(500, 1.0)
    assert sizer.next_size() == 200


def test_a_fast_chunk_grows_the_next_one_at_most_twofold_and_never_past_the_largest() -> None:
    sizer = ChunkSizer(1000, target_s=0.4)
    sizer.written(500, 0.01)
    assert sizer.next_size() == 1000
    sizer = ChunkSizer(5000, target_s=0.4)
    sizer.written(2500, 0.01)
    assert sizer.next_size() == 5000
    sizer = ChunkSizer(5000, size=300, target_s=0.4)
    sizer.written(300, 0.1)
    assert sizer.next_size() == 600


def test_sizes_never_drop_below_the_smallest() -> None:
    sizer = ChunkSizer(1000, smallest=200)
    sizer.written(500, 60.0)
    assert sizer.next_size() == 200


def test_a_largest_below_the_smallest_gives_fixed_chunks() -> None:
    sizer = ChunkSizer(100, smallest=200)
    for seconds in (0.01, 5.0, 0.4):
        assert sizer.next_size() == 100
        sizer.written(100, seconds)


def test_an_empty_or_instant_chunk_changes_nothing() -> None:
    sizer = ChunkSizer(1000)
    sizer.written(0, 1.0)
    sizer.written(500, 0.0)
    assert sizer.next_size() == 500
