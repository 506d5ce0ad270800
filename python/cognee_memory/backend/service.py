"""Operations on one workspace's store, as JSON request → JSON response handlers.

The same handlers serve the one-shot ``--direct`` path and the long-lived backend.
"""

from __future__ import annotations

import asyncio
import logging
from contextlib import asynccontextmanager
from collections import Counter
from datetime import datetime, timezone
from typing import Any, AsyncContextManager, AsyncIterator, Awaitable, Callable

import numpy as np

from cognee_memory.ranking import fusion
from cognee_memory.ranking import formula as ranking
from cognee_memory.errors import MemoryToolError
from cognee_memory.model import format_timestamp
from cognee_memory.ranking.options import RankingOptions, plan_query
from cognee_memory.requests import CONTRACT_VERSION, RetrieveRequest, parse_ingest_text
from cognee_memory.scrubbing.rules import redaction_report, scrub_memories
from cognee_memory.retrieval.candidates import Candidate, candidate_limit, hybrid_candidates
from cognee_memory.storage.factory import make_store
from cognee_memory.retrieval.usage import UsageRecorder
from cognee_memory.config import StoreConfig

log = logging.getLogger("cognee_memory.backend.service")

Handler = Callable[[dict[str, Any]], Awaitable[dict[str, Any]]]


def rank_candidates(
    candidates: list[Candidate], request: RetrieveRequest, vectors: np.ndarray | None = None
) -> dict[str, Any]:
    """The ranking (plan018 unless options say otherwise) over the candidates → the retrieve
    response body (pure; no store). ``vectors`` (one row per candidate) enable MMR diversity."""
    now = request.clock()
    options = request.ranking
    plan = plan_query(options, request.query)
    n = len(candidates)
    stamps = np.full(n, np.nan)
    accessed = np.full(n, np.nan)
    importance = np.full(n, np.nan)
    for i, c in enumerate(candidates):
        ts = c.memory.source_created_at or c.memory.created_at
        if ts is not None:
            stamps[i] = ts.timestamp()
        if c.memory.last_accessed_at is not None:
            accessed[i] = c.memory.last_accessed_at.timestamp()
        if c.memory.importance is not None:
            importance[i] = c.memory.importance
    ages = ranking.age_days(stamps, now)
    codes = np.array([ranking.STATUS_CODES[c.memory.status] for c in candidates], dtype=np.int64)
    ids = np.array([c.memory.id for c in candidates], dtype=str)
    semantic = np.array([c.semantic for c in candidates], dtype=np.float64)
    rrf = fused_scores(candidates, request)
    if rrf is not None:  # the fused rank score takes the semantic term's place (normalised to [0, 1])
        best = fusion.max_score(retriever_weights(request), request.rrf_k)
        semantic = rrf / best if best > 0 else np.zeros_like(rrf)
    result = ranking.rank_with_options(
        semantic,
        ages,
        codes,
        ids,
        options=options,
        multipliers=ranking.multiplier_table(request.multiplier_map),
        importance=importance,
        access_counts=np.array([c.memory.access_count for c in candidates], dtype=np.float64),
        access_ages=np.where(np.isnan(accessed), np.nan, ranking.age_days(accessed, now)),
        half_life_days=plan.half_life_days,
        vectors=vectors,
        diversify=plan.diversify,
        diversity_k=request.top_k,
    )
    tokens = [ranking.estimate_tokens(candidates[i].memory.text) for i in result.order]
    kept = ranking.trim_to_budget(tokens, request.top_k, request.max_tokens)
    results = []
    for position, i in enumerate(result.order[:kept]):
        memory = candidates[i].memory
        results.append(
            {
                **memory.to_json(),
                "semantic_score": float(result.semantic[i]),
                "recency_multiplier": float(result.recency[i]),
                "status_multiplier": float(result.status_multiplier[i]),
                "score": float(result.score[i]),
                "age_days": float(ages[i]),
                "tokens": tokens[position],
                "found_by": candidates[i].found_by,
                "factors": _factors(result, i, memory, options),
            }
        )
        if request.lexical or request.fusion:
            results[-1].update(retriever_fields(candidates[i], None if rrf is None else float(rrf[i])))
    body = {
        "success": True,
        "contract_version": CONTRACT_VERSION,
        "query": request.query,
        "half_life_days": result.half_life_days,
        "include_superseded": request.include_superseded,
        "now": format_timestamp(now),
        "results": results,
        "total_candidates": n,
        "total_tokens": sum(tokens[:kept]),
        "ranking": {
            "preset": options.preset,
            "options": options.to_json(),
            "tiebreak_applied": result.tiebreak_applied,
            "intent": plan.intent_json(),
            "broad_query": plan.broad,
            "diversity_applied": result.diversity_applied,
            "filtered_by_min_score": result.filtered,
        },
    }
    if request.lexical or request.fusion:
        body["lexical"] = request.lexical
        body["fusion"] = None if request.fusion is None else {
            "method": request.fusion, "k": request.rrf_k, "weights": retriever_weights(request)}
    return body


# ---- lexical retrieval and rank fusion (opt-in; docs/lexical-and-usage.md) -----------------


def retriever_weights(request: RetrieveRequest) -> dict[str, float]:
    """The RRF weight of every retriever this request runs (BM25 only with ``lexical``)."""
    active = [name for name in fusion.RETRIEVERS if name != "bm25" or request.lexical]
    given = dict(request.rrf_weights)
    return {name: given.get(name, fusion.DEFAULT_WEIGHTS[name]) for name in active}


def fused_scores(candidates: list[Candidate], request: RetrieveRequest) -> np.ndarray | None:
    """Each candidate's raw RRF score from its retriever ranks, or None without ``fusion``."""
    if request.fusion != "rrf":
        return None
    weights = retriever_weights(request)
    return np.array([fusion.rrf_score({r: k for r, k in c.ranks.items() if r in weights}, weights, request.rrf_k)
                     for c in candidates], dtype=np.float64)


def retriever_fields(candidate: Candidate, rrf_score: float | None) -> dict[str, Any]:
    fields: dict[str, Any] = {"retrievers": dict(sorted(candidate.ranks.items())), "cosine": candidate.semantic}
    if rrf_score is not None:
        fields["rrf_score"] = rrf_score
    return fields


def _factors(result: ranking.OptionRanking, i: int, memory: Any, options: RankingOptions) -> dict[str, Any]:
    """Every factor that contributed to one result's score (explainability)."""
    factors: dict[str, Any] = {name: float(values[i]) for name, values in result.factors.items()}
    if result.normalized:
        factors["normalized"] = {name: float(values[i]) for name, values in result.normalized.items()}
    if options.usage_boost != "off":
        factors["access_count"] = memory.access_count
    if options.importance_shield is not None:
        factors["shielded"] = bool(result.shielded[i])
    return factors


class MemoryService:
    """Owns one open store and answers requests against it."""

    def __init__(self, config: StoreConfig) -> None:
        self.config = config
        self.store = make_store(config)
        self._opened = False
        lock = asyncio.Lock()
        # Every write runs inside write_guard(); the backend swaps in its read/write lock
        # so that writes also wait for running reads.
        self.write_guard: Callable[[], AsyncContextManager[Any]] = lambda: lock
        # Set by enable_usage_tracking() (the warm backend); without it track_usage is skipped.
        self.usage: UsageRecorder | None = None
        self.handlers: dict[str, Handler] = {
            "retrieve": self.retrieve,
            "ingest": self.ingest,
            "stats": self.stats,
            "list_topics": self.list_topics,
            "compact": self.compact,
            "undo": self.undo,
            "scrub": self.scrub,
            "record_feedback": self.record_feedback,
            "recommend_half_life": self.recommend_half_life,
            "supersede": self.supersede,
            "restore": self.restore,
            "export": self.export,
            "import": self.import_memories,
        }

    async def open(self) -> "MemoryService":
        if not self._opened:
            await self.store.open()
            self._opened = True
        return self

    def enable_usage_tracking(self, *, delay: float | None = None) -> UsageRecorder:
        """Apply retrieve's usage counts in the background, under ``write_guard``."""
        self.usage = UsageRecorder(lambda counts, when: self.store.record_access(counts, when),
                                   lambda: self.writing(),
                                   **({} if delay is None else {"delay": delay}))
        return self.usage

    async def flush_usage(self) -> None:
        if self.usage is not None:
            await self.usage.flush()

    @asynccontextmanager
    async def writing(self) -> AsyncIterator[None]:
        """This process's write lock, then the store's own (a team space's server-wide one)."""
        async with self.write_guard(), self.store.exclusive():
            yield

    async def handle(self, request: dict[str, Any]) -> dict[str, Any]:
        op = request.get("op")
        handler = self.handlers.get(op) if isinstance(op, str) else None
        if handler is None:
            raise MemoryToolError(
                "INVALID_ARGUMENT", f"Unknown operation {op!r}; known: {', '.join(sorted(self.handlers))}."
            )
        await self.open()
        return await handler(request)

    async def retrieve(self, data: dict[str, Any]) -> dict[str, Any]:
        request = RetrieveRequest.from_json(data)
        vector = (await self.store.embed([request.query]))[0]
        overfetch = request.ranking.overfetch
        limit = overfetch * request.top_k if overfetch else None
        lexical = None
        if request.lexical:
            lexical = await self.store.lexical_search(request.query, limit or candidate_limit(request.top_k))
        candidates = await hybrid_candidates(
            self.store, vector, request.top_k, request.include_superseded, limit=limit, lexical_hits=lexical,
        )
        vectors = None
        if candidates and plan_query(request.ranking, request.query).diversify:
            vectors = await self._candidate_vectors(candidates)
        body = rank_candidates(candidates, request, vectors)
        if request.track_usage:
            body["usage_tracking"] = self._track([r["id"] for r in body["results"]])
        return body

    async def _candidate_vectors(self, candidates: list[Candidate]) -> np.ndarray:
        """The candidates' embeddings, one row each (for MMR diversity).

        The local embedder re-embeds the texts: measured ~5 ms for 70–90 candidates against
        ~15 ms to read the stored vectors back from LanceDB. Any other embedder may be a paid
        remote call, so its stored vectors are read instead.
        """
        if self.config.embedder == "local":
            return np.array(await self.store.embed([c.memory.text for c in candidates]), dtype=np.float64)
        node_ids = [c.memory.id for c in candidates]
        stored = await self.store.vectors(node_ids)
        missing = [i for i, node_id in enumerate(node_ids) if node_id not in stored]
        if missing:  # not expected (every memory is indexed); embed its text instead
            fresh = await self.store.embed([candidates[i].memory.text for i in missing])
            stored.update({node_ids[i]: v for i, v in zip(missing, fresh)})
        return np.array([stored[node_id] for node_id in node_ids], dtype=np.float64)

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
        text = data.get("text")
        if not isinstance(text, str):
            raise MemoryToolError("INVALID_INPUT", "The ingest request carries no JSON Lines text.")
        scrub = data.get("scrub", True)
        if not isinstance(scrub, bool):
            raise MemoryToolError("INVALID_ARGUMENT", f"'scrub' must be true or false, got {scrub!r}.")
        from cognee_memory.updates import apply as update_ops

        updates = update_ops.UpdateOptions.from_json(data)
        memories = parse_ingest_text(text, datetime.now(timezone.utc))
        redacted: Counter[str] = Counter()
        if scrub:
            # Before the store sees them: nothing unscrubbed is embedded or written to disk.
            memories, changed = scrub_memories(memories)
            for counts in changed.values():
                redacted += counts
        else:
            log.warning("Secret scrubbing is off for this ingest (scrub=false): %d memories stored as given.",
                        len(memories))
        async with self.writing():
            vectors = await self.store.embed([m.text for m in memories]) if updates.needs_vectors else []
            dedup: dict[str, Any] = {"dedup": updates.dedup}
            if updates.dedup:
                memories, vectors, merged, flagged = await update_ops.deduplicate(self.store, memories, vectors)
                dedup.update(merged=merged, possible_duplicates=flagged)
            stored = await self.store.upsert(memories)
            # Update detection reads what was just stored (the batch's own memories included).
            detected = await update_ops.detect(self.store, memories, vectors, updates)
        return {"success": True, "contract_version": CONTRACT_VERSION, "stored": stored, "count": len(stored),
                "scrubbed": scrub, "redactions": redaction_report(redacted), **dedup, **detected}

    async def stats(self, data: dict[str, Any]) -> dict[str, Any]:
        return {
            "success": True,
            "contract_version": CONTRACT_VERSION,
            "storage_dir": str(self.config.storage_dir),
            "memories": await self.store.count(),
        }

    # ---- compaction (the logic lives in compaction_ops; writes are serialised here) ----

    async def list_topics(self, data: dict[str, Any]) -> dict[str, Any]:
        from cognee_memory.compaction import apply as compaction_ops

        return await compaction_ops.list_topics(self.store, data)

    async def compact(self, data: dict[str, Any]) -> dict[str, Any]:
        from cognee_memory.compaction import apply as compaction_ops

        if data.get("dry_run"):
            return await compaction_ops.compact(self.store, data)
        # Claimed before waiting for the lock: a second compaction of the topic is refused.
        with compaction_ops.claim_topic(data.get("topic")):
            async with self.writing():
                return await compaction_ops.compact(self.store, data)

    async def undo(self, data: dict[str, Any]) -> dict[str, Any]:
        from cognee_memory.compaction import apply as compaction_ops

        async with self.writing():
            return await compaction_ops.undo(self.store, data)

    # ---- supersession (the logic lives in supersession_ops) ----

    async def supersede(self, data: dict[str, Any]) -> dict[str, Any]:
        from cognee_memory.updates import supersession as supersession_ops

        if data.get("dry_run") is True:  # the backend already holds the read lock
            return await supersession_ops.supersede(self.store, data)
        async with self.writing():
            return await supersession_ops.supersede(self.store, data)

    async def restore(self, data: dict[str, Any]) -> dict[str, Any]:
        from cognee_memory.updates import supersession as supersession_ops

        if data.get("dry_run") is True:
            return await supersession_ops.restore(self.store, data)
        async with self.writing():
            return await supersession_ops.restore(self.store, data)

    async def scrub(self, data: dict[str, Any]) -> dict[str, Any]:
        from cognee_memory.scrubbing import apply as scrub_ops

        if data.get("dry_run") is True:
            return await scrub_ops.scrub_store(self.store, data)
        async with self.writing():
            return await scrub_ops.scrub_store(self.store, data)

    # ---- feedback (a plain file beside the store; see feedback_ops) ----

    async def record_feedback(self, data: dict[str, Any]) -> dict[str, Any]:
        from cognee_memory.feedback import ops as feedback_ops

        # Its own file lock, not the store's write lock: a recording never waits for a compaction.
        return await asyncio.to_thread(feedback_ops.record_feedback, self.config.storage_dir, data)

    async def recommend_half_life(self, data: dict[str, Any]) -> dict[str, Any]:
        from cognee_memory.feedback import ops as feedback_ops

        return await asyncio.to_thread(feedback_ops.recommend_half_life, self.config.storage_dir, data)

    # ---- migration between profiles (the logic lives in migration_ops) ----------------

    async def export(self, data: dict[str, Any]) -> dict[str, Any]:
        from cognee_memory.storage import migration as migration_ops

        return await migration_ops.export_store(self.store)

    async def import_memories(self, data: dict[str, Any]) -> dict[str, Any]:
        from cognee_memory.storage import migration as migration_ops

        async with self.writing():
            return await migration_ops.import_store(self.store, data)
