"""Reading one decision record: title, status, date and supersession references, per style.

The public fixtures (tests/python/data/decision_records/, sources in its README) are real records;
the MADR and field-line cases below are written here, in the documented formats of those tools."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from cognee_memory.adr.parse import (ACCEPTED, PROPOSED, REJECTED, SUPERSEDED, DEPRECATED, canonical_status,
                                     decision_text, parse_date, parse_record)

FIXTURES = Path(__file__).resolve().parents[2] / "data" / "decision_records"


def fixture(relative: str):
    path = FIXTURES / relative
    return parse_record(path.read_text(encoding="utf-8"), path.name)


# ---- public records, one style each ------------------------------------------------------------


def test_nygard_style_with_a_superseded_by_link_and_no_date_line() -> None:
    record = fixture("gsp/docs/architecture/adr/ADR005-ingress.md")
    assert record.title == "Ingress" and record.number == 5
    assert record.status == SUPERSEDED and record.superseded_by == ["ADR025-ingress.md"]
    assert record.date is None  # gsp writes no date: the git date is used (collection)


def test_adr_tools_style_links_both_ways_even_misspelled() -> None:
    old = fixture("james-project/src/adr/0003-distributed-workqueue.md")
    new = fixture("james-project/src/adr/0016-distributed-workqueue.md")
    assert old.title == new.title == "Distributed WorkQueue"
    assert old.status == SUPERSEDED and old.superseded_by == ["0016-distributed-workqueue.md"]
    assert old.status_text.startswith("Accepted (lazy consensus)")  # as written, for the memory text
    assert new.status == ACCEPTED and new.supersedes == ["0003-distributed-workqueue.md"]
    assert (old.date, new.date) == (date(2019, 10, 2), date(2019, 12, 3))


def test_a_status_history_takes_its_last_entry_and_replaces_names_a_number() -> None:
    old = fixture("opg-lpa/docs/architecture/adrs/0013-connection-pooling.md")
    new = fixture("opg-lpa/docs/architecture/adrs/0015-rds-proxy.md")
    assert old.status == SUPERSEDED and old.superseded_by == []  # says so, names no successor
    assert new.status == ACCEPTED and new.supersedes == ["#13"]
    assert new.title == "Use RDS Proxy as a connection pooling tool" and new.number == 15  # number from the file name


def test_an_emoji_status_with_a_bare_link_is_a_superseded_by() -> None:
    record = fixture("modernisation-platform/architecture-decision-record/0004-use-bash-node-python-as-core-languages.md")
    assert record.status == SUPERSEDED and record.superseded_by == ["0019-use-bash-go-as-core-languages.md"]
    assert record.title == "Use `bash`, `nodejs`, and `python` as core languages".replace("`", "")


def test_an_introduced_date_and_a_decided_status() -> None:
    record = fixture("fac/docs/architecture/decisions/0006-uei.md")
    assert record.status == ACCEPTED and record.date == date(2022, 4, 11)


def test_a_web_link_is_kept_whole_so_it_only_matches_its_own_file_name() -> None:
    record = fixture("fac/docs/architecture/decisions/0014-compliance-documentation.md")
    assert record.status == SUPERSEDED
    assert record.superseded_by == [
        "https://github.com/GSA-TTS/FAC/blob/main/docs/architecture/decisions/0016-compliance-documentation.md"]


# ---- documented formats written here ---------------------------------------------------------------


def test_madr_front_matter_gives_status_date_and_links() -> None:
    text = ("---\nstatus: superseded by [ADR-0012](0012-use-postgres.md)\ndate: 2023-08-15\n"
            "deciders: [alice, bob]\n---\n# Use MySQL\n\n## Context and Problem Statement\n\nWe need a database.\n\n"
            "## Decision Outcome\n\nChosen option: MySQL, because the team knows it.\n")
    record = parse_record(text, "0007-use-mysql.md")
    assert (record.title, record.status, record.date, record.number) == ("Use MySQL", SUPERSEDED, date(2023, 8, 15), 7)
    assert record.superseded_by == ["0012-use-postgres.md"]
    assert decision_text(record) == "Use MySQL.\n\nChosen option: MySQL, because the team knows it."


def test_madr_2_bullets_and_bold_field_lines() -> None:
    madr2 = parse_record("# Use Markdown\n\n* Status: accepted\n* Date: 2020-01-02\n\nText.\n", "0001-use-markdown.md")
    assert (madr2.status, madr2.date) == (ACCEPTED, date(2020, 1, 2))
    bold = parse_record("# ADR-0004: Principal\n\n- **Status:** Deprecated\n- **Date:** 3 March 2024\n\nBody.\n",
                        "0004-principal.md")
    assert (bold.title, bold.status, bold.date) == ("Principal", DEPRECATED, date(2024, 3, 3))


def test_supersedes_in_front_matter_and_by_number() -> None:
    record = parse_record("---\nstatus: accepted\nsupersedes: ADR-0003\n---\n# New\n", "0009-new.md")
    assert record.status == ACCEPTED and record.supersedes == ["#3"]


def test_a_partial_supersession_is_not_a_link() -> None:
    record = parse_record("# 33. IP ranges\n\nDate: 2018-09-26\n\n## Status\n\nPending\n\n## Context\n\n"
                          "This ADR in part supersedes [0003](0003-aws-networking-outline.md).\n", "0033-ip-ranges.md")
    assert record.supersedes == [] and record.status == PROPOSED


def test_a_date_in_the_superseded_line_is_not_a_record_number() -> None:
    record = parse_record("# 7. Winner\n\n* **Status:** superseded by ADR 0009 on 2026-05-19\n", "0007-winner.md")
    assert record.superseded_by == ["#9"]


def test_a_record_without_a_heading_is_named_after_its_file() -> None:
    record = parse_record("Status: Rejected\n\nWe will not do it.\n", "0002-use-graphql.md")
    assert (record.title, record.status) == ("0002 use graphql".replace("0002 ", ""), REJECTED)


@pytest.mark.parametrize("written, expected", [
    ("Accepted", ACCEPTED), ("accepted", ACCEPTED), ("✅ Accepted", ACCEPTED), ("Approved", ACCEPTED),
    ("Proposed", PROPOSED), ("Draft", PROPOSED), ("In Review", PROPOSED), ("Deprecated", DEPRECATED), ("Rejected", REJECTED),
    ("Superseded by [ADR 12](0012-x.md)", SUPERSEDED), ("Superceded", SUPERSEDED),
    ("Accepted, later superseded by 12", SUPERSEDED),
    ("Deprecated (no superseding ADR)", DEPRECATED), ("Experimental", "Experimental"), ("", None), (None, None),
])
def test_status_words_are_normalised(written: str | None, expected: str | None) -> None:
    assert canonical_status(written) == expected


@pytest.mark.parametrize("written, expected", [
    ("2018-02-01", date(2018, 2, 1)), ("2018/2/1", date(2018, 2, 1)), ("1 February 2018", date(2018, 2, 1)),
    ("February 1, 2018", date(2018, 2, 1)), ("Feb 1st, 2018", date(2018, 2, 1)), ("2018-13-40", None),
    ("someday", None), ("", None),
])
def test_dates_in_the_usual_forms(written: str, expected: date | None) -> None:
    assert parse_date(written) == expected


def test_the_memory_text_is_the_title_and_the_decision_shortened() -> None:
    record = fixture("gsp/docs/architecture/adr/ADR025-ingress.md")
    text = decision_text(record)
    assert text.startswith("Ingress.\n\n") and "Istio Ingress Gateway" in text and "## " not in text
    assert len(decision_text(record, limit=40)) == 40


def test_a_status_written_only_as_a_quote_is_read_but_a_quoted_hint_links_nothing() -> None:
    record = parse_record("# ADR022: Use PostgreSQL\n\nDate: 2023-01-05\n\n## Status\n\n> Accepted\n>\n"
                          '> Valid ADR statuses are: "Proposed", "Accepted", "Superseded by ADRzzz"\n\n## Context\n\nx\n',
                          "ADR022-use-postgresql.md")
    assert record.status == ACCEPTED and record.superseded_by == []


@pytest.mark.parametrize("line, status", [
    # CMSgov/easi-app's records kept their template's hint after the status.
    ("- Status: Proposed [Proposed, Accepted, Rejected, Deprecated, Superseded, etc.]", PROPOSED),
    ("* Status: accepted (proposed | rejected | accepted | deprecated | superseded)", ACCEPTED),
])
def test_a_template_list_of_statuses_after_the_status_is_not_its_word(line: str, status: str) -> None:
    record = parse_record(f"# Use TypeScript\n\n{line}\n\n## Decision\n\nWe write the client in TypeScript.\n",
                          "0004-using-typescript.md")
    assert record.status == status and record.superseded_by == []


def test_an_unfilled_template_status_is_no_status() -> None:
    record = parse_record("# Use TypeScript\n\n* Status: [proposed | rejected | accepted | deprecated | … | "
                          "superseded by [ADR-0005](0005-example.md)]\n\n## Decision\n\nTypeScript.\n",
                          "0004-using-typescript.md")
    assert record.status is None and record.superseded_by == []
