"""Operations on one workspace's store, as JSON request → JSON response handlers.

The same handlers serve the one-shot ``--direct`` path and the long-lived backend. ``OPS``
(at the bottom) names every operation, its handler and how it may touch the store; the
service applies that rule with the guards it is given (the backend's read/write lock).
"""

from __future__ import annotations

import asyncio
import contextlib
import ctypes
import dataclasses
import logging
import os
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any, AsyncContextManager, AsyncIterator, Awaitable, Callable, ContextManager

import numpy as np

from cognee_memory.backend.preparation import prepare_ingest, scrub_for_storage
from cognee_memory.compaction import apply as compaction_ops
from cognee_memory.config import StoreConfig
from cognee_memory.envelope import ok
from cognee_memory.errors import MemoryToolError
from cognee_memory.feedback import ops as feedback_ops
from cognee_memory.forgetting import edit as edit_ops
from cognee_memory.forgetting import forget as forget_ops
from cognee_memory.ranking.scoring import SPEC, Scorer
from cognee_memory.requests import RetrieveRequest, check_request
from cognee_memory.retrieval import pipeline
from cognee_memory.retrieval.candidates import Candidate
from cognee_memory.retrieval.sentence_vectors import SentenceVectors
from cognee_memory.retrieval.usage import UsageRecorder
from cognee_memory.scrubbing import apply as scrub_ops
from cognee_memory.scrubbing.rules import redaction_report, scrub_json
from cognee_memory.storage import migration as migration_ops
from cognee_memory.storage.interface import no_pause
from cognee_memory.storage.factory import make_store
from cognee_memory.updates import apply as update_ops
from cognee_memory.updates import supersession as supersession_ops

log = logging.getLogger("cognee_memory.backend.service")

Guard = Callable[[], AsyncContextManager[Any]]

# A larger ingest is written in chunks of this many memories, each its own write alongside
# reads (``importing``): smaller ones cost more in all (fixed costs per write in both stores).
INGEST_CHUNK = int(os.environ.get("COGNEE_MEMORY_INGEST_CHUNK", "1000"))
READS_BETWEEN_CHUNKS_S = 0.05  # between chunks, a write that waited for the chunk takes the lock

# How an operation may touch the store.
READ = "read"  # runs alongside other reads; waits for a running write
WRITE = "write"  # runs alone
OWN_LOCK = "own-lock"  # takes its own lock (feedback: its file's; ingest: the write lock, per chunk)


class MemoryService:
    """Owns one open store and answers requests against it."""

    def __init__(self, config: StoreConfig) -> None:
        self.config = config
        self.store = make_store(config)
        self._opened = False
        # Long memories' sentences, embedded for the fusion (ranking/passages.py): with the offline
        # default embedder only (≈ 25,000 sentences/s); MiniLM (≈ 200/s) or a paid provider would
        # cost every question seconds or money.
        self._sentences = SentenceVectors(self.store.embed) if config.embedder == "local" else None
        lock = asyncio.Lock()
        # Reads run inside read_guard(), writes inside write_guard(). In process, writes are
        # serialised and reads run free; the backend swaps in its read/write lock so that
        # writes also wait for running reads.
        self.read_guard: Guard = contextlib.nullcontext
        self.write_guard: Guard = lambda: lock
        # An import chunk's write: the backend lets reads go on meanwhile (in process, as a write),
        # and at the pauses between the chunk's steps lets the running ones finish first.
        self.import_guard: Guard = lambda: lock
        self.reads_first: Callable[[], Awaitable[None]] = no_pause
        # Set by enable_usage_tracking() (the warm backend); without it track_usage is skipped.
        self.usage: UsageRecorder | None = None
        # The backend's stop flag (checked between an ingest's chunks) and that ingest's progress.
        self.stop_requested: Callable[[], bool] = lambda: False
        self.progress: dict[str, Any] | None = None

    async def open(self) -> "MemoryService":
        if not self._opened:
            await self.store.open()
            self._opened = True
        return self

    async def close(self) -> None:
        """Checkpoint and close the store (the process is about to end)."""
        if self._opened:
            await self.store.close()
            self._opened = False

    def enable_usage_tracking(self, *, delay: float | None = None) -> UsageRecorder:
        """Apply retrieve's usage counts in the background, under ``write_guard``."""
        self.usage = UsageRecorder(lambda counts, when: self.store.record_access(counts, when),
                                   lambda: self.writing(),
                                   **({} if delay is None else {"delay": delay}))
        return self.usage

    async def flush_usage(self) -> None:
        if self.usage is not None:
            await self.usage.flush()

    @contextlib.asynccontextmanager
    async def writing(self) -> AsyncIterator[None]:
        """This process's write lock, then the store's own (a team space's server-wide one)."""
        async with self.write_guard(), self.store.exclusive():
            yield
            if await self.store.write_done():
                release_free_memory()

    @contextlib.asynccontextmanager
    async def importing(self) -> AsyncIterator[None]:
        """One chunk of a large import: other writes wait, reads go on (and may see part of it).
        What must not overlap a read (the graph's reopening) waits for the next ``writing``."""
        async with self.import_guard(), self.store.exclusive():
            self.store.pause_point = self.reads_first
            try:
                yield
            finally:
                self.store.pause_point = no_pause

    def writes(self, request: dict[str, Any]) -> bool:
        """Whether this request would write to the store."""
        op = request.get("op")
        spec = OPS.get(op) if isinstance(op, str) else None
        return spec is not None and spec.access_for(request) == WRITE

    async def handle(self, request: dict[str, Any]) -> dict[str, Any]:
        op = request.get("op")
        spec = OPS.get(op) if isinstance(op, str) else None
        if spec is None:
            raise MemoryToolError(
                "INVALID_ARGUMENT", f"Unknown operation {op!r}; known: {', '.join(sorted(OPS))}."
            )
        check_request(request)  # nothing opens, waits or writes for a request out of bounds
        await self.open()
        access = spec.access_for(request)
        if access == READ:
            async with self.read_guard():
                return await spec.handler(self, request)
        try:
            if access == WRITE:
                # Claimed before waiting for the lock: a second compaction of a topic is refused.
                with spec.claim(request) if spec.claim else contextlib.nullcontext():
                    async with self.writing():
                        return await spec.handler(self, request)
            return await spec.handler(self, request)
        finally:
            if spec.changes_memories:
                self._forget_sentences()

    def _forget_sentences(self) -> None:
        """After any request that may change memories (a forget, an edit, a scrub, an import …) no
        sentence vector read before it is kept."""
        if self._sentences is not None:
            self._sentences.clear()

    async def retrieve(self, data: dict[str, Any], scorer: Scorer = SPEC) -> dict[str, Any]:
        """The retrieve pipeline (``retrieval/pipeline.py``); the evaluation passes other ``scorer``s."""
        request = RetrieveRequest.from_json(data)
        body = await pipeline.retrieve(self.store, request, self._candidate_vectors, scorer, self._sentences)
        if request.track_usage:
            body["usage_tracking"] = self._track([r["id"] for r in body["results"]])
        return body

    async def _candidate_vectors(self, candidates: list[Candidate]) -> np.ndarray:
        """The candidates' embeddings, one row each, for memories whose stored vector could not be
        read (``pipeline.stored_vectors`` reads the stored ones first; not expected): their texts
        embedded again."""
        return np.array(await self.store.embed([c.memory.text for c in candidates]), dtype=np.float64)

    def _track(self, memory_ids: list[str]) -> str:
        """Queue the accesses (written after the answer) → "queued", or "skipped" in-process."""
        if self.usage is None:
            log.warning("track_usage needs the workspace backend; skipped for this --direct call.")
            return "skipped"
        try:
            self.usage.record(memory_ids)
        except Exception as exc:  # noqa: BLE001 — never let bookkeeping fail an answer
            log.warning("usage tracking: could not queue accesses: %s", exc)
            return "skipped"
        return "queued"

    async def ingest(self, data: dict[str, Any]) -> dict[str, Any]:
        """Store a JSON Lines batch. Up to ``INGEST_CHUNK`` memories are one write; a larger
        import is written chunk by chunk (see ``_ingest_in_chunks``)."""
        text = data.get("text")
        if not isinstance(text, str):
            raise MemoryToolError("INVALID_INPUT", "The ingest request carries no JSON Lines text.")
        scrub = data.get("scrub", True)
        if not isinstance(scrub, bool):
            raise MemoryToolError("INVALID_ARGUMENT", f"'scrub' must be true or false, got {scrub!r}.")
        updates = update_ops.UpdateOptions.from_json(data)
        # Parsing and scrubbing take seconds for a large import (≈ 20 s at 100k): in a thread, in
        # slices that let running reads finish first (preparation.py).
        memories, redacted = await prepare_ingest(text, scrub, self.reads_first)
        if len(memories) <= max(INGEST_CHUNK, update_ops.MAX_DETECT_BATCH):  # a chunked import skips detection
            async with self.writing():
                kept, vectors, dedup = await self._prepare_chunk(memories, updates)
                stored = await self._upsert(kept)
                # Update detection reads what was just stored (the batch's own memories included).
                detected = await update_ops.detect(self.store, kept, vectors, updates)
        else:
            try:
                stored, dedup = await self._ingest_in_chunks(memories, updates)
            except MemoryToolError as exc:  # a full disk says how much of the whole import is in
                raise await self._partial_write(exc, [m.id for m in memories]) from None
            detected = await update_ops.detect(self.store, memories, [], updates)  # a bulk import: skipped
        return ok(stored=stored, count=len(stored), scrubbed=scrub, redactions=redaction_report(redacted),
                  dedup=updates.dedup, **dedup, **detected)

    async def _prepare_chunk(self, memories: list[Any], updates: update_ops.UpdateOptions
                           ) -> tuple[list[Any], list[list[float]], dict[str, Any]]:
        """Embed and deduplicate (opt-in) one chunk → (memories to store, their vectors, dedup fields)."""
        vectors = await self.store.embed([m.text for m in memories]) if updates.needs_vectors else []
        dedup: dict[str, Any] = {}
        if updates.dedup:
            memories, vectors, merged, flagged = await update_ops.deduplicate(self.store, memories, vectors)
            dedup.update(merged=merged, possible_duplicates=flagged)
        return memories, vectors, dedup

    async def _ingest_in_chunks(self, memories: list[Any], updates: update_ops.UpdateOptions
                                ) -> tuple[list[str], dict[str, Any]]:
        """Each chunk is its own write, which runs alongside reads (a question asked meanwhile
        is answered, and may see part of the chunk; other writes wait), progress is in ``status``, and a chunk once written stays (after a kill, the same ingest again
        stores the rest: ids make it idempotent). A stop finishes the current chunk first."""
        stored: list[str] = []
        dedup: dict[str, list[Any]] = {"merged": [], "possible_duplicates": []} if updates.dedup else {}
        # Only deduplication reads a chunk's vectors here (detection is skipped for an import).
        chunk_updates = dataclasses.replace(updates, policy="off")
        start = 0
        try:
            async with self.store.bulk_import():
                while start < len(memories):
                    if start and self.stop_requested():
                        raise MemoryToolError(
                            "INTERRUPTED", f"The backend is stopping: {len(stored)} of {len(memories)} memories "
                            f"were stored (the first {start} lines). Run the same ingest again to store the rest.")
                    self.progress = {"op": "ingest", "done": start, "total": len(memories)}
                    end = start + INGEST_CHUNK
                    async with self.importing():
                        kept, _, fields = await self._prepare_chunk(memories[start:end], chunk_updates)
                        ids = await self.store.upsert(kept)
                        # Its indexes kept up by the writer, the whole import's last one included.
                        await self.store.import_chunk_written(last=end >= len(memories))
                    start = min(end, len(memories))
                    stored.extend(ids)
                    for key, values in fields.items():
                        dedup[key].extend(values)
                    log.info("ingest: %d of %d memories stored", start, len(memories))
                    await asyncio.sleep(READS_BETWEEN_CHUNKS_S)  # a write that waited takes the lock
        except MemoryToolError as exc:
            if exc.code == "INTERRUPTED":  # the chunks written are whole: their upkeep is due
                await self._after_import()
            raise
        finally:
            self.progress = None
            release_free_memory()
        await self._after_import()
        return stored, dedup

    async def _after_import(self) -> None:
        """The upkeep an import's chunks leave to an exclusive write (the graph's reopening,
        the vector table's compaction). Not after a failed chunk: a full disk is no place for it."""
        async with self.writing():
            pass

    async def _upsert(self, memories: list[Any]) -> list[str]:
        """Store one batch; a full disk says how much of it is in the store."""
        try:
            return await self.store.upsert(memories)
        except MemoryToolError as exc:
            raise await self._partial_write(exc, [m.id for m in memories]) from None

    async def _partial_write(self, exc: MemoryToolError, ids: list[str]) -> MemoryToolError:
        """A failed ingest, saying how much of the batch is in the store now (best effort: on a
        full disk the count itself may fail). Those memories may lack their vectors or links
        until the same ingest is run again, which completes them (writes are idempotent)."""
        if exc.code != "STORAGE_FULL":
            return exc
        try:
            present = len(await self.store.fetch(ids))
        except Exception:  # noqa: BLE001 — the count is a courtesy; the error stands without it
            return exc
        return MemoryToolError(exc.code, f"{exc.message} {present} of the {len(ids)} memories of this batch are "
                               "in the store now, possibly incomplete; running the same ingest again completes them.",
                               {**exc.details, "batch": len(ids), "present": present})

    async def import_export(self, data: dict[str, Any]) -> dict[str, Any]:
        """Write another store's export (``migrate``): validated, its ids checked and every field
        scrubbed by the same step as an ingest, before the write lock is taken."""
        now = datetime.now(timezone.utc)
        batch = migration_ops.parse_export(data, now)
        memories, redacted = await scrub_for_storage(batch.memories, True, self.reads_first, batch.linked_ids)
        extras, found = await asyncio.to_thread(scrub_json, batch.extras)
        redacted += found
        async with self.writing():
            body = await migration_ops.write_import(
                self.store, dataclasses.replace(batch, memories=memories, extras=extras), now)
        return {**body, "redactions": redaction_report(redacted)}

    async def stats(self, data: dict[str, Any]) -> dict[str, Any]:
        return ok(storage_dir=str(self.config.storage_dir), memories=await self.store.count(),
                  ingest_progress=self.progress)

    async def forget(self, data: dict[str, Any]) -> dict[str, Any]:
        return await forget_ops.forget(self.store, data, self.config.storage_dir)

    async def edit(self, data: dict[str, Any]) -> dict[str, Any]:
        return await edit_ops.edit(self.store, data, self.config.storage_dir)

    async def record_feedback(self, data: dict[str, Any]) -> dict[str, Any]:
        return await asyncio.to_thread(feedback_ops.record_feedback, self.config.storage_dir, data)

    async def recommend_half_life(self, data: dict[str, Any]) -> dict[str, Any]:
        return await asyncio.to_thread(feedback_ops.recommend_half_life, self.config.storage_dir, data)


def release_free_memory() -> None:
    """Hand the heap's free pages back to the system after a large write (glibc only): the
    chunks' buffers are freed, but malloc keeps them, and the backend would stay that large."""
    try:
        ctypes.CDLL("libc.so.6").malloc_trim(0)
    except (OSError, AttributeError):
        pass


# ---- the op table -------------------------------------------------------------------------

Handler = Callable[[MemoryService, dict[str, Any]], Awaitable[dict[str, Any]]]


@dataclass(frozen=True)
class Op:
    """One operation: its handler and how it may touch the store (READ, WRITE or OWN_LOCK).

    With ``dry_run_reads`` a request carrying ``dry_run`` only reads. ``claim`` (writes only)
    is entered before waiting for the write lock, so a conflicting request is refused rather
    than queued.
    """

    handler: Handler
    access: str
    dry_run_reads: bool = False
    # False for requests that write only beside the store (feedback): the kept sentence vectors stay.
    changes_memories: bool = True
    claim: Callable[[dict[str, Any]], ContextManager[None]] | None = None

    def access_for(self, request: dict[str, Any]) -> str:
        return READ if self.dry_run_reads and request.get("dry_run") else self.access


def _on_store(operation: Callable[[Any, dict[str, Any]], Awaitable[dict[str, Any]]]) -> Handler:
    """A handler that runs a feature's ``operation(store, request)``."""
    return lambda service, data: operation(service.store, data)


OPS: dict[str, Op] = {
    "retrieve": Op(MemoryService.retrieve, READ),
    "stats": Op(MemoryService.stats, READ),
    "list_topics": Op(_on_store(compaction_ops.list_topics), READ),
    "export": Op(_on_store(lambda store, data: migration_ops.export_store(store)), READ),
    # Takes the write lock itself: once for a small batch, once per chunk for a large one.
    "ingest": Op(MemoryService.ingest, OWN_LOCK),
    "compact": Op(_on_store(compaction_ops.compact), WRITE, dry_run_reads=True,
                  claim=lambda data: compaction_ops.claim_topic(data.get("topic"))),
    "undo": Op(_on_store(compaction_ops.undo), WRITE),
    "supersede": Op(_on_store(supersession_ops.supersede), WRITE, dry_run_reads=True),
    "restore": Op(_on_store(supersession_ops.restore), WRITE, dry_run_reads=True),
    "scrub": Op(_on_store(scrub_ops.scrub_store), WRITE, dry_run_reads=True),
    # Takes the write lock itself, once its memories are validated and scrubbed.
    "import": Op(MemoryService.import_export, OWN_LOCK),
    "forget": Op(MemoryService.forget, WRITE, dry_run_reads=True),
    "edit": Op(MemoryService.edit, WRITE, dry_run_reads=True),
    # A plain file beside the store, with its own lock: feedback never waits for a compaction.
    "record_feedback": Op(MemoryService.record_feedback, OWN_LOCK, changes_memories=False),
    "recommend_half_life": Op(MemoryService.recommend_half_life, OWN_LOCK, changes_memories=False),
}
