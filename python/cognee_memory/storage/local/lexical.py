"""Full-text (BM25) search over the memory text: LanceDB's own index on the vector table.

English stemming, stop words removed, BM25 (native to LanceDB, no tantivy). The question is
analysed first (``ranking/words.py``, the same analysis as the postgres profile's): only its
content words and their word forms are searched, so stop words alone ("which … do we use")
never find a memory, and a question of stop words only searches nothing. Memories written
since the index was built are found too (LanceDB scans them); the index is built on first use
and rebuilt before a search once any row is unindexed (small stores: scanned rows would be scored
with statistics of their own) or once they pile up (large ones).

The same upkeep keeps a B-tree index on the table's ``id`` column: Cognee's upserts
(``merge_insert`` on id), our score-by-id reads and deletes otherwise scan the whole table
(a 2,000-memory write at 100k: 1.0–1.6 s → 0.5 s in the vector store).
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

from cognee_memory.errors import MemoryToolError
from cognee_memory.ranking.words import query_words
from cognee_memory.storage.environment import translate
from cognee_memory.storage.ids import MEMORY_COLLECTION

log = logging.getLogger("cognee_memory.storage.local.lexical")

TEXT_COLUMN = "payload.text"
TEXT_INDEX = "payload.text_idx"
# Rows written since the last build are still searched (by a scan); rebuild once they
# reach this share of the index (and at least this many), to keep queries index-fast.
TEXT_INDEX_STALE_FRACTION = 0.05
TEXT_INDEX_STALE_MIN_ROWS = 256
# Rows LanceDB scans beside the index get BM25 statistics of their own, so a memory written after
# the build could outrank an indexed one that matches better (asking between two remembers changed
# the answer). Up to this many rows the index is rebuilt before a search whenever a row is
# unindexed (≈ 60 ms at 10k rows, once after a write); beyond, the share above bounds the drift.
TEXT_INDEX_EXACT_MAX_ROWS = 20_000
ID_COLUMN = "id"
ID_INDEX = "id_idx"
# During a chunked import the writer rebuilds it only once the unindexed rows reach half the
# indexed ones (1.5× growth: a 100k import builds about ten times, not after every chunk).
TEXT_INDEX_IMPORT_FRACTION = 0.5


class FullTextIndex:
    """The memory table opened in this process for full-text queries, and its index upkeep."""

    def __init__(self) -> None:
        self._table: Any = None
        self._lock: asyncio.Lock | None = None
        self._stale = True  # the table handle may predate a write (see search)
        # Set during a chunked import: reads search the rows written since the last build by a
        # scan and leave the rebuilds to the import's chunks (``keep_up``).
        self.deferred = False
        self._building = False  # keep_up is building: a search builds nothing meanwhile
        self._build_lock: asyncio.Lock | None = None

    def mark_stale(self) -> None:
        """The store wrote vector rows: move to the table's newest version before the next query."""
        self._stale = True

    async def search(self, vector_engine: Any, query: str, limit: int) -> list[tuple[str, float]]:
        """(node id, BM25 score) of the memories whose text best matches the query's content words."""
        terms = query_words(query)
        if not terms:
            return []
        if self._lock is None:
            self._lock = asyncio.Lock()
        try:
            if not await vector_engine.has_collection(MEMORY_COLLECTION):
                return []
            async with self._lock:  # one build at a time, even under concurrent reads
                table = await self.open_table(vector_engine)
                if self._stale:  # written since we last looked: move to the newest version
                    self._stale = False
                    await table.checkout_latest()
                await self.refresh(table)
            rows = await (
                table.query().nearest_to_text(" ".join(terms), columns=[TEXT_COLUMN]).limit(limit)
                .select(["id", "_score"]).to_arrow()
            )
        except MemoryToolError:
            raise
        except Exception as exc:
            self._table = None  # reopened next time (Cognee may have rewritten the table)
            raise translate(exc) from None
        return [(str(i), float(s)) for i, s in zip(rows.column("id").to_pylist(), rows.column("_score").to_pylist())]

    async def keep_up(self, vector_engine: Any, fraction: float) -> None:
        """Rebuild the index if the rows written since the last build reach ``fraction`` of it.

        Built on a table handle of its own, outside the readers' lock: an import's chunk runs
        alongside reads, and a build at 100k takes seconds. Searches meanwhile use the index
        they have (and scan the newer rows); the next one moves to the newest version."""
        try:
            if not await vector_engine.has_collection(MEMORY_COLLECTION):
                return
            self._building = True
            try:  # a second handle on the same connection (one session: ``vectors.py``)
                table = await (await vector_engine.get_connection()).open_table(MEMORY_COLLECTION)
                await self.refresh(table, fraction, forced=True)
            finally:
                self._building = False
                self._stale = True
        except Exception as exc:
            self._table = None
            raise translate(exc) from None

    async def rebuild_if_built(self, vector_engine: Any) -> None:
        """Rebuild an existing index over the table's newest rows (after rows were rewritten or
        deleted, the old index still holds their words). No index yet: nothing to do."""
        from lancedb.index import FTS

        if self._lock is None:
            self._lock = asyncio.Lock()
        async with self._lock:
            table = await self.open_table(vector_engine)
            await table.checkout_latest()
            self._stale = False
            if await table.index_stats(TEXT_INDEX) is not None:
                await table.create_index(TEXT_COLUMN, config=FTS(), replace=True, name=TEXT_INDEX)

    def forget_table(self) -> None:
        """The connection was replaced (``vectors.tidy``): open the table again on next use."""
        self._table = None
        self._stale = True

    async def open_table(self, vector_engine: Any) -> Any:
        # On Cognee's own connection (one session, bounded caches: ``vectors.py``). Every write
        # to the table goes through this store (the graph lock keeps other processes out), so
        # the handle moves to the newest version only after one (checking on every query,
        # read_consistency_interval=0, costs ~8 ms a query).
        if self._table is None:
            db = await vector_engine.get_connection()
            self._table = await db.open_table(MEMORY_COLLECTION)
            self._stale = False
        return self._table

    async def refresh(self, table: Any, fraction: float = TEXT_INDEX_STALE_FRACTION, forced: bool = False) -> None:
        """Build the index on first use, and rebuild it once enough rows are unindexed (a read
        during a chunked import only builds a missing one)."""
        from lancedb.index import FTS, BTree

        if self._building and not forced:
            return
        if self._build_lock is None:
            self._build_lock = asyncio.Lock()
        for column, name, config in ((TEXT_COLUMN, TEXT_INDEX, FTS()), (ID_COLUMN, ID_INDEX, BTree())):
            if not self._build_due(await table.index_stats(name), fraction, forced, exact=name == TEXT_INDEX):
                continue
            # One build at a time: a search may build a missing index while an import's chunk is
            # written, and a build on a version another build has passed fails to commit. So the
            # handle moves to the newest version, and the need is checked again, under the lock.
            async with self._build_lock:
                await table.checkout_latest()
                stats = await table.index_stats(name)
                if self._build_due(stats, fraction, forced, exact=name == TEXT_INDEX):
                    log.info("building the %s index (%s)", name, "stale" if stats is not None else "first use")
                    await table.create_index(column, config=config, replace=True, name=name)

    def _build_due(self, stats: Any, fraction: float, forced: bool, exact: bool = False) -> bool:
        if stats is None:
            return True
        if self.deferred and not forced:
            return False
        if exact and stats.num_unindexed_rows and \
                stats.num_indexed_rows + stats.num_unindexed_rows <= TEXT_INDEX_EXACT_MAX_ROWS:
            return True
        return stats.num_unindexed_rows >= max(TEXT_INDEX_STALE_MIN_ROWS, fraction * stats.num_indexed_rows)
