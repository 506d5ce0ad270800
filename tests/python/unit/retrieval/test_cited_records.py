import pytest

from cognee_memory.retrieval.cited_records import cites_as_replaced, record_key


@pytest.mark.parametrize("memory_id, key", [
    ("adr:docs/adr/0013-connection-pooling.md", ("0013-connection-pooling", 13)),
    ("opg-lpa/0013-connection-pooling", ("0013-connection-pooling", 13)),
    ("gsp/ADR024-soft-multitenancy", ("adr024-soft-multitenancy", 24)),
    ("celestia-app/adr-013-non-interactive-default-rules", ("adr-013-non-interactive-default-rules", 13)),
    ("grants/2025-03-24-migrate-existing-api-consumers", ("2025-03-24-migrate-existing-api-consumers", None)),
    ("mem-7f3a", ("mem-7f3a", None)),
])
def test_a_records_key_is_its_file_name_and_number(memory_id: str, key: tuple[str, int | None]) -> None:
    assert record_key(memory_id) == key


@pytest.mark.parametrize("newer", [
    "Use RDS Proxy as a connection pooling tool.\n\n## Status\n\nAccepted (replaces ADR 0013)\n\n## Context\n...",
    "Naming.\n\nSupersedes: https://github.com/org/repo/blob/master/docs/decisions/0013-connection-pooling.md\n",
    "Pooling.\n\nSupersedes [13. Connection pooling](0013-connection-pooling.md)",
])
def test_a_newer_record_that_says_it_replaces_the_hit_by_number_or_file_cites_it(newer: str) -> None:
    assert cites_as_replaced(newer, "opg-lpa/0015-rds-proxy", "Implement a Postgres connection pool.",
                             "opg-lpa/0013-connection-pooling") == "0013-connection-pooling"


def test_an_older_record_that_says_it_was_superseded_by_the_newer_one_is_cited() -> None:
    old = "AWS networking outline.\n\n**This ADR has been superseded by [ADR #0033](0033-ip-ranges.md).**"
    assert cites_as_replaced("IP ranges.\n\nWe use these ranges.", "govuk-aws/0033-ip-ranges", old,
                             "govuk-aws/0003-aws-networking-outline") == "0003-aws-networking-outline"


@pytest.mark.parametrize("newer, newer_id", [
    ("Pooling.\n\nAccepted (replaces ADR 0012)", "x/0015-rds-proxy"),  # another record
    ("Pooling.\n\nThis record was superseded by ADR 0013.", "x/0015-rds-proxy"),  # the newer one's own fate
    ("We replace the configuration with an Application Load Balancer, see ADR 0013 for pooling.", "x/0015-alb"),
    ("Replacing nodes takes 13 minutes per record.", "x/0015-nodes"),  # no reference after the cue
])
def test_another_record_its_own_fate_or_a_passing_mention_is_no_citation(newer: str, newer_id: str) -> None:
    assert cites_as_replaced(newer, newer_id, "Implement a Postgres connection pool.", "x/0013-connection-pooling") is None


def test_dated_records_are_cited_by_file_name_only() -> None:
    hit_id = "grants/2025-03-24-migrate-existing-api-consumers"
    assert cites_as_replaced("Revisit.\n\nSupersedes [the migration](2025-03-24-migrate-existing-api-consumers.md)",
                             "grants/2025-05-09-revisit", "Migrate.", hit_id) == hit_id.split("/")[1]
    assert cites_as_replaced("Revisit.\n\nSupersedes ADR 2025", "grants/2025-05-09-revisit", "Migrate.", hit_id) is None
