"""When the embedded store compacts its vector table: LanceDB's compaction rewrites the whole
table, so a larger table waits for more writes between two compactions."""

from cognee_memory.storage.local.vectors import COMPACT_ROWS_PER_WRITE, compaction_due


def test_a_small_table_is_compacted_at_every_tidying() -> None:
    assert compaction_due(20, 10_000)
    assert compaction_due(1, 7)


def test_a_large_table_waits_one_write_per_rows_of_its_size() -> None:
    rows = 100_000
    due_after = rows // COMPACT_ROWS_PER_WRITE
    assert not compaction_due(20, rows)
    assert not compaction_due(due_after - 1, rows)
    assert compaction_due(due_after, rows)


def test_an_empty_table_is_always_due() -> None:
    assert compaction_due(0, 0)
