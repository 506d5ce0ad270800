"""New memories (an ingest's, an import's), validated and scrubbed before the store sees them,
without starving reads.

Scrubbing is regular expressions over every text field: pure Python that holds the GIL
(≈ 0.16 ms a memory, ≈ 16 s for a 100k import, on top of ≈ 2.5 s of parsing). Run in one
thread beside the backend's event loop, it made every read of that time 5–10× slower (a read
hands the GIL back and forth with its graph and vector threads dozens of times, and waits
for the scrubbing thread each time): in-process at 100k, reads took 0.7–1.5 s instead of 0.15 s.
So the memories are scrubbed in slices, each in a thread, and between two slices the
preparation awaits ``pause`` (the backend's "reads first": it lets the running reads finish).
"""

from __future__ import annotations

import asyncio
import logging
from collections import Counter
from datetime import datetime, timezone
from typing import Any, Awaitable, Callable, Iterable

from cognee_memory.errors import MemoryToolError
from cognee_memory.model import Memory
from cognee_memory.requests import parse_ingest_text
from cognee_memory.scrubbing.rules import ids_holding_secrets, scrub_memories
from cognee_memory.storage.interface import no_pause

log = logging.getLogger("cognee_memory.backend.preparation")

# Memories scrubbed between two pauses (≈ 40 ms of work here): a read that starts meanwhile
# shares the GIL with at most one slice.
SCRUB_SLICE = 250


def _scrub_slice(memories: list[Any]) -> tuple[int, list[Any], Counter[str]]:
    """(memories whose id holds a credential, the scrubbed memories, redaction counts)."""
    refused = ids_holding_secrets(memories)
    cleaned, changed = scrub_memories(memories)
    counts: Counter[str] = Counter()
    for found in changed.values():
        counts += found
    return refused, cleaned, counts


async def prepare_ingest(text: str, scrub: bool, pause: Callable[[], Awaitable[None]] = no_pause
                         ) -> tuple[list[Any], Counter[str]]:
    """Parse an ingest's JSON Lines and scrub secrets → (memories, redaction counts), awaiting
    ``pause`` between slices. Nothing is stored before this returns, so nothing unscrubbed is
    embedded or written to disk, and bad input refuses the whole ingest."""
    memories = await asyncio.to_thread(parse_ingest_text, text, datetime.now(timezone.utc))
    return await scrub_for_storage(memories, scrub, pause)


async def scrub_for_storage(memories: list[Any], scrub: bool = True,
                            pause: Callable[[], Awaitable[None]] = no_pause,
                            links: Iterable[str] = ()) -> tuple[list[Any], Counter[str]]:
    """The one step every batch of new memories passes before the store sees it (ingest and
    import): a memory id (or a superseded id in ``links``) that holds a credential refuses the
    whole batch (ids are kept as given), and every text field and topic is scrubbed. Only an
    ingest's ``--no-scrub`` (``scrub`` false) skips both. → (memories, redaction counts)."""
    if not scrub:
        log.warning("Secret scrubbing is off for this ingest (scrub=false): %d memories stored as given.",
                    len(memories))
        return memories, Counter()
    refused = await asyncio.to_thread(ids_holding_secrets, [Memory(id=i, text="") for i in links])
    redacted: Counter[str] = Counter()
    cleaned: list[Any] = []
    for start in range(0, len(memories), SCRUB_SLICE):
        if start:
            await pause()
        slice_refused, slice_cleaned, counts = await asyncio.to_thread(
            _scrub_slice, memories[start:start + SCRUB_SLICE])
        refused += slice_refused
        cleaned.extend(slice_cleaned)
        redacted += counts
    _refuse(refused)
    return cleaned, redacted


def _refuse(refused: int) -> None:
    if refused:
        raise MemoryToolError(
            "INVALID_INPUT", f"Nothing was stored: {refused} memory id(s) contain what looks like a "
            "credential. Ids are kept as given, so choose ids without secrets and run again.")
