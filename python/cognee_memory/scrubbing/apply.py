"""Scrub an existing store: find secrets in stored memories and redact them in place.

Only the secret changes. Status, timestamps, topic, importance, supersession links and
bookkeeping properties are kept (their own text is scrubbed too: compaction keeps the source
texts a record was made from, update detection quotes the words it compared).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from cognee_memory.envelope import ok
from cognee_memory.errors import bad_argument
from cognee_memory.model import Memory
from cognee_memory.scrubbing.rules import TEXT_FIELDS, redaction_report, scrub_json, scrub_memory
from cognee_memory.storage.interface import MemoryStore
from cognee_memory.storage.properties import memory_properties


def _changed_fields(before: Memory, after: Memory) -> list[str]:
    return [name for name in ("text", "topic", *TEXT_FIELDS) if getattr(before, name) != getattr(after, name)]


async def scrub_store(store: MemoryStore, data: dict[str, Any]) -> dict[str, Any]:
    dry_run = data.get("dry_run", False)
    if not isinstance(dry_run, bool):
        raise bad_argument(f"'dry_run' must be true or false, got {dry_run!r}.")
    stored = await store.all_memories()
    properties = await store.node_properties([s.memory.id for s in stored])
    total: Counter[str] = Counter()
    rewritten: list[Memory] = []
    kept: dict[str, dict[str, Any]] = {}
    changed: list[dict[str, Any]] = []
    for item in sorted(stored, key=lambda s: s.memory.id):
        memory = item.memory
        scrubbed, counts = scrub_memory(memory)
        # Properties the memory model does not own (compaction state, Cognee's own fields).
        own = set(memory_properties(memory))
        extras = {k: v for k, v in properties.get(memory.id, {}).items() if k not in own}
        cleaned, extra_counts = scrub_json(extras)
        counts += extra_counts
        if not counts:
            continue
        total += counts
        # Bookkeeping properties that quoted a secret: compaction state, update-detection reasons.
        fields = _changed_fields(memory, scrubbed) + sorted(k for k in extras if cleaned[k] != extras[k])
        extras = cleaned
        changed.append({"id": memory.id, "fields": fields, "by_type": dict(sorted(counts.items()))})
        rewritten.append(scrubbed)
        kept[memory.id] = extras
    if rewritten and not dry_run:
        await store.upsert(rewritten)
        await store.patch_properties(kept)
        await store.forget_old_copies()
        await store.rebuild_graph()
    return ok(dry_run=dry_run, scanned=len(stored), changed=changed, redactions=redaction_report(total))
