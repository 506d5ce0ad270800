"""A memory as graph-node properties and back (no Cognee import: the DataPoint model uses it)."""

from __future__ import annotations

import json
from datetime import datetime, timezone
from collections.abc import Iterable
from typing import Any

from cognee_memory.model import Memory, parse_status, parse_timestamp
from cognee_memory.storage.ids import EDGE_SUPERSEDES

# Usage counters kept on a memory's graph node (a retrieve request with "track_usage").
USAGE_FIELDS = ("access_count", "last_accessed_at")
# A memory's JSON fields under the names its node gives them (the others keep theirs).
NODE_NAMES = {"id": "memory_id", "topic": "topic_name", "created_at": "ingested_at", "references": "reference_paths"}
# Supersession links are graph edges, never node properties.
LINK_FIELDS = ("supersedes", "superseded_by")


def memory_properties(memory: Memory) -> dict[str, Any]:
    """The node properties for a memory (shared with the DataPoint model): its JSON form, renamed."""
    return {NODE_NAMES.get(key, key): value for key, value in memory.to_json().items() if key not in LINK_FIELDS}


def stored_properties(value: Any) -> dict[str, Any]:
    """A node's properties as a graph returns them: JSON text (Ladybug), or already a dict
    (PostgreSQL's jsonb)."""
    if isinstance(value, dict):
        return value
    return json.loads(value) if value else {}


def memory_from_properties(props: dict[str, Any]) -> Memory:
    """The memory a node's properties describe (its supersession links are not among them)."""
    def stamp(key: str) -> datetime | None:
        value = props.get(key)
        return parse_timestamp(value) if value else None

    try:
        status = parse_status(props.get("status"))
    except ValueError:
        status = None
    return Memory(
        id=props["memory_id"],
        text=props.get("text", ""),
        topic=props.get("topic_name"),
        status=status,
        source_created_at=stamp("source_created_at"),
        created_at=stamp("ingested_at"),
        decisions=list(props.get("decisions") or []),
        rationale=list(props.get("rationale") or []),
        open_questions=list(props.get("open_questions") or []),
        references=list(props.get("reference_paths") or []),
        importance=props.get("importance"),
        access_count=_count(props.get("access_count")),
        last_accessed_at=_optional_stamp(props.get("last_accessed_at")),
        forgotten_sources=_forgotten_sources(props.get("compaction")),
    )


def _forgotten_sources(state: Any) -> list[str]:
    """The sources a compaction record lost to ``forget`` (its bookkeeping says which)."""
    found = state.get("forgotten_sources") if isinstance(state, dict) else None
    return [s for s in found if isinstance(s, str)] if isinstance(found, list) else []


def _optional_stamp(value: Any) -> datetime | None:
    """A timestamp written by another feature: ISO 8601 or POSIX seconds; malformed → None."""
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        try:
            return datetime.fromtimestamp(float(value), timezone.utc)
        except (OverflowError, OSError, ValueError):
            return None
    try:
        return parse_timestamp(value) if value else None
    except ValueError:
        return None


def _count(value: Any) -> int:
    """A stored access count (absent or malformed → 0)."""
    if isinstance(value, bool):
        return 0
    try:
        return max(0, int(value or 0))
    except (TypeError, ValueError):
        return 0


def attach_supersession_links(memories: dict[str, Memory], links: Iterable[tuple[str, str, str]]) -> None:
    """Fill each fetched memory's supersedes/superseded_by from (node id, edge name, other memory id) rows.

    Both storage adapters read these rows with their own query; the rule for what a row means is here once.
    """
    for node_id, name, other in links:
        memory = memories[node_id]
        (memory.supersedes if name == EDGE_SUPERSEDES else memory.superseded_by).append(other)
