"""Copy a store's memories to another store, whole: between a workspace and a team space.

``export`` reads every memory with everything the product keeps about it: id, text,
status, topic, references, timestamps, supersession links (both directions) and the
extra node properties other features keep on the node (a compaction's state). ``import``
writes them into the store this process serves, keeping ids, so importing twice changes
nothing, and links are only added once every memory is in place.

Cognee caches one configuration per process, so a process serves one store: the
``migrate`` command asks each side's backend (``client.call``) and carries the data between.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from cognee_memory.envelope import ok
from cognee_memory.errors import MemoryToolError
from cognee_memory.model import Memory, format_timestamp, memory_from_dict
from cognee_memory.requests import MAX_BATCH_BYTES, MAX_IMPORT_MEMORIES
from cognee_memory.storage.interface import MemoryStore

EXPORT_FORMAT = 1
BATCH = 500


def _own_keys() -> set[str]:
    """Node properties that come from the memory itself or from Cognee's DataPoint."""
    from cognee_memory.storage.datapoints import ChatMemory  # imports Cognee: only inside a serving process

    return set(ChatMemory.model_fields) | {"id", "name", "type"}


async def export_store(store: MemoryStore) -> dict[str, Any]:
    stored = sorted(await store.all_memories(), key=lambda s: s.memory.id)
    properties = await store.node_properties([s.memory.id for s in stored])
    own = _own_keys()
    memories = []
    for item in stored:
        record = item.memory.to_json()
        extra = {k: v for k, v in properties.get(item.memory.id, {}).items() if k not in own}
        if extra:
            record["properties"] = extra
        memories.append(record)
    return ok(format=EXPORT_FORMAT, memories=memories, count=len(memories))


@dataclass
class ExportBatch:
    """An export's memories (validated, links apart), the links and the other features' state."""

    memories: list[Memory]
    links: dict[str, list[str]]  # new id → the ids it supersedes
    extras: dict[str, dict[str, Any]]  # id → node properties other features keep

    @property
    def linked_ids(self) -> list[str]:
        return sorted({old for olds in self.links.values() for old in olds})


def parse_export(data: dict[str, Any], now: datetime) -> ExportBatch:
    """An ``import`` request's memories, validated like ingested ones (``memory_from_dict``);
    any bad record refuses the whole import. Scrubbing is the caller's (``scrub_for_storage``)."""
    records = data.get("memories")
    if data.get("format") != EXPORT_FORMAT or not isinstance(records, list):
        raise MemoryToolError("INVALID_INPUT", f"'import' takes an export (format {EXPORT_FORMAT}) with a 'memories' list.")
    batch = ExportBatch([], {}, {})
    for position, record in enumerate(records):
        if not isinstance(record, dict):
            raise MemoryToolError("INVALID_INPUT", f"memories[{position}] is not an object.")
        fields = {k: v for k, v in record.items() if k not in ("superseded_by", "properties")}
        try:
            memory = memory_from_dict({**fields, "supersedes": []}, now)
        except ValueError as exc:
            raise MemoryToolError("INVALID_INPUT", f"memories[{position}]: {exc}") from None
        if "status" not in record:
            memory.status_given = False
        batch.memories.append(memory)
        olds = record.get("supersedes") or []
        if not isinstance(olds, list) or not all(isinstance(o, str) and o.strip() for o in olds):
            raise MemoryToolError("INVALID_INPUT", f"memories[{position}]: 'supersedes' must be a list of ids.")
        if olds:
            batch.links[memory.id] = olds
        properties = record.get("properties")
        if isinstance(properties, dict) and properties:
            batch.extras[memory.id] = properties
    return batch


async def write_import(store: MemoryStore, batch: ExportBatch, now: datetime) -> dict[str, Any]:
    """Write a parsed (and scrubbed) export: memories, then links, then the other features' state.
    Properties the memory itself owns (its text, id, status…) are never taken from ``properties``:
    they come from the validated fields only."""
    memories, links = batch.memories, batch.links
    own = _own_keys()
    extras = {m: {k: v for k, v in props.items() if k not in own} for m, props in batch.extras.items()}
    extras = {m: props for m, props in extras.items() if props}
    known = {m.id for m in memories}
    dangling = sorted(set(batch.linked_ids) - known)
    if dangling:
        existing = {s.memory.id for s in await store.fetch(dangling)}
        missing = [o for o in dangling if o not in existing]
        if missing:  # counted, not named: an id may be a secret pasted into the wrong place
            raise MemoryToolError("INVALID_INPUT", f"'supersedes' names {len(missing)} memory id(s) that are "
                                  "neither in the export nor in this store.")
    for start in range(0, len(memories), BATCH):
        await store.upsert(memories[start : start + BATCH])
    for new_id, old_ids in links.items():
        await store.link_supersession(new_id, old_ids)
    if extras:
        # The timestamps and status written by upsert stay; the other features' state is added.
        await store.patch_properties(extras)
    return ok(imported=len(memories), links=sum(len(v) for v in links.values()), with_properties=len(extras),
              at=format_timestamp(now))


def import_parts(records: list[dict[str, Any]], max_records: int = MAX_IMPORT_MEMORIES) -> list[list[dict[str, Any]]]:
    """An export cut into import requests that each fit one request (``MAX_BATCH_BYTES`` once
    encoded, ``max_records`` records), superseded memories before their successors so
    that every link of a part names a memory already stored or in the same part."""
    by_id = {r.get("id"): r for r in records}
    ordered: list[dict[str, Any]] = []
    placed: set[Any] = set()
    visiting: set[Any] = set()
    for first in records:  # depth first, without recursion: a chain may be thousands long
        stack = [(first, False)]
        while stack:
            record, expanded = stack.pop()
            memory_id = record.get("id")
            if memory_id in placed or (not expanded and memory_id in visiting):
                continue  # placed, or a cycle (the import refuses it)
            if expanded:
                placed.add(memory_id)
                ordered.append(record)
                continue
            visiting.add(memory_id)
            stack.append((record, True))
            stack.extend((by_id[old], False) for old in record.get("supersedes") or [] if old in by_id)
    parts: list[list[dict[str, Any]]] = [[]]
    size = 0
    for record in ordered:
        record_size = len(json.dumps(record, ensure_ascii=False).encode("utf-8")) + 2
        if parts[-1] and (size + record_size > MAX_BATCH_BYTES or len(parts[-1]) >= max_records):
            parts.append([])
            size = 0
        parts[-1].append(record)
        size += record_size
    return parts
