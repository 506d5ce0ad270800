"""Properties of the input parsers the CLIs and the backend share: whatever arrives, the answer
is a value or an exit-2 error with a code and a message, never another exception.

Fixed budget (derandomized, ~60 examples a property) so CI runs them in seconds.
"""

from __future__ import annotations

import json
from datetime import datetime, timezone
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cognee_memory.errors import CODES, MemoryToolError
from cognee_memory.model import KNOWN_FIELDS, parse_jsonl, parse_timestamp
from cognee_memory.requests import RetrieveRequest, parse_ingest_text

NOW = datetime(2026, 11, 21, tzinfo=timezone.utc)
BUDGET = settings(max_examples=60, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])

# Any text, lone surrogates included (JSON's "\ud800" decodes to one).
TEXT = st.text(alphabet=st.characters(min_codepoint=0, max_codepoint=0x10FFFF), max_size=40)
SCALARS = (st.none() | st.booleans() | st.integers() | st.integers(min_value=-(2**70), max_value=2**70)
           | st.floats(allow_nan=True, allow_infinity=True) | TEXT
           | st.sampled_from(["0001-01-01T00:00:00+05:00", "9999-12-31T23:00:00-05:00", "2026-11-21T00:00:00Z",
                              "Active", "Superseded", "legacy", "1e23", "-1", "0", "5"]))
JSON = st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=4) | st.dictionaries(TEXT, inner, max_size=4),
                    max_leaves=12)
MEMORY = st.dictionaries(st.sampled_from(sorted(KNOWN_FIELDS)) | TEXT, JSON, max_size=6)
RETRIEVE_KEYS = ["query", "top_k", "max_tokens", "half_life_days", "include_superseded", "status_multipliers",
                 "now", "ranking", "lexical", "fusion", "rrf_k", "rrf_weights", "track_usage"]
RETRIEVE = st.dictionaries(st.sampled_from(RETRIEVE_KEYS), JSON, max_size=6)


def is_input_error(exc: MemoryToolError) -> bool:
    return exc.code in CODES and exc.exit_code == 2 and bool(exc.message.strip())


@BUDGET
@given(st.lists(MEMORY | JSON | TEXT, max_size=5))
def test_any_ingest_text_is_memories_or_one_input_error(lines: list[Any]) -> None:
    text = "\n".join(item if isinstance(item, str) else json.dumps(item) for item in lines)
    try:
        memories = parse_ingest_text(text, NOW)
    except MemoryToolError as exc:
        assert is_input_error(exc), exc
        json.dumps(exc.to_json(), ensure_ascii=False)  # the envelope is printable
    else:
        assert memories and all(m.text.strip() for m in memories)


@BUDGET
@given(st.text(max_size=200))
def test_parse_jsonl_never_raises(text: str) -> None:
    memories, errors = parse_jsonl(text, NOW)
    assert all(e.line >= 1 and e.message for e in errors)


@BUDGET
@given(RETRIEVE)
def test_any_retrieve_request_is_valid_or_an_input_error(data: dict[str, Any]) -> None:
    try:
        request = RetrieveRequest.from_json(data)
    except MemoryToolError as exc:
        assert is_input_error(exc), exc
    else:
        assert 1 <= request.top_k <= 1000 and request.query.strip()
        request.query.encode("utf-8")  # storable: no lone surrogate got through


@BUDGET
@given(TEXT | st.sampled_from(["0001-01-01T00:00:00+14:00", "9999-12-31T23:59:59-14:00"]))
def test_a_timestamp_is_a_utc_datetime_or_a_value_error(text: str) -> None:
    try:
        parsed = parse_timestamp(text)
    except ValueError as exc:
        # One of two fixed sentences: the value is never repeated back.
        assert str(exc).startswith(("expected an ISO 8601 timestamp", "the timestamp is out of range")), exc
    else:
        assert parsed.tzinfo is not None and parsed.utcoffset().total_seconds() == 0
