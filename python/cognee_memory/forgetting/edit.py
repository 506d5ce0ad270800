"""Edit a memory's text: re-embedded, scrubbed of secrets like every write, and the old text
leaves no copy in the store (the same cleanup as forget, ``forget.py``): compaction records made
from it are rebuilt with the new text or dropped (``records.py``), and its own history of merged
duplicates keeps their ids and times but not their (old) words. Status, topic, timestamps,
fields, links and usage counts are kept."""

from __future__ import annotations

import asyncio
import dataclasses
from pathlib import Path
from typing import Any

from cognee_memory.envelope import ok
from cognee_memory.errors import MemoryToolError, bad_argument
from cognee_memory.forgetting import files
from cognee_memory.forgetting.common import apply_rewrites, dry_run_flag, extras_of, finish, rewrites
from cognee_memory.forgetting.traces import Traces, clean_own
from cognee_memory.scrubbing.rules import redaction_report, scrub_text
from cognee_memory.storage.interface import MemoryStore


def _field(data: dict[str, Any], key: str, label: str) -> str:
    value = data.get(key)
    if not isinstance(value, str) or not value.strip():
        raise bad_argument(f"{label} is missing or empty.")
    return value.strip()


async def edit(store: MemoryStore, data: dict[str, Any], storage_dir: Path) -> dict[str, Any]:
    memory_id = _field(data, "id", "--id")
    # Scrubbing a long text takes seconds (≈ 3 s a megabyte): in a thread, so that the backend
    # goes on answering other requests (status too) meanwhile.
    text, redacted = await asyncio.to_thread(scrub_text, _field(data, "text", "--text"))
    dry_run = dry_run_flag(data)
    found = await store.fetch([memory_id])
    if not found:
        raise MemoryToolError("NOT_FOUND", "No memory has the given id in this workspace; nothing was changed.")
    old = found[0].memory
    body = {"id": memory_id, "dry_run": dry_run, "text": text, "redactions": redaction_report(redacted)}
    if text == old.text:
        if not dry_run and files.pending_ids(storage_dir) is not None:
            await finish(store, storage_dir)  # a crashed forget or edit still owed its cleanup
        return ok(**body, noop=True, cleaned=[], message="The memory already has this text; nothing was changed.")
    traces = Traces.of_edit(old, text)
    new = dataclasses.replace(old, text=text, status_given=True)
    found_copies, records = await rewrites(store, traces, {memory_id}, {memory_id: new})
    body.update(cleaned=sorted(found_copies), rebuilt_records=sorted(records.rebuilt),
                dropped_records=sorted(records.dropped), restored=dict(sorted(records.restored.items())))
    if dry_run:
        return ok(**body, noop=False)
    files.mark_pending(storage_dir, files.pending_ids(storage_dir) or set())
    files.scrub_logs(storage_dir, traces)
    extras = clean_own(extras_of(old, (await store.node_properties([memory_id]))[memory_id]))
    await store.upsert([new])
    await store.patch_properties({memory_id: extras})
    await apply_rewrites(store, found_copies, set())
    if records.restored:  # the sources of a dropped record (the edited memory among them)
        await store.patch_properties({m: {"status": s} for m, s in records.restored.items()})
    if records.dropped:
        await store.delete(records.dropped)
    await finish(store, storage_dir)
    return ok(**body, noop=False)
