"""Cognee opened for one store: its environment, its graph, vector and embedding engines.

Cognee reads its settings once, at import, and caches them: a process opens one store. The
steps of opening that differ by where the store lives are hooks with an embedded store's
defaults; the team-space store overrides them (``postgres/store.py``), the embedded one adds
its graph files' upkeep (``local/store.py``).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any

from cognee_memory.config import StoreConfig
from cognee_memory.errors import MemoryToolError
from cognee_memory.storage.embedding import install_local_embedder
from cognee_memory.storage.environment import (
    import_cognee,
    prepare_environment,
    quiet_cognee_logging,
    translated_errors,
)
from cognee_memory.storage.manifest import check_manifest_before_import, embedder_identity, write_manifest

_opened: StoreConfig | None = None  # the store this process opened (Cognee caches its settings)


class CogneeConnection(ABC):
    """Opens Cognee for ``config``'s store and holds its engines (``_graph``, ``_vector``,
    ``_embedder``) once ``open`` returns."""

    def __init__(self, config: StoreConfig) -> None:
        self.config = config
        self._graph: Any = None
        self._vector: Any = None
        self._embedder: Any = None

    async def open(self) -> CogneeConnection:
        """Prepare Cognee's environment, import and set it up (first time in the process), then
        take its engines and touch the graph."""
        global _opened
        if _opened is not None and _opened != self.config:
            raise MemoryToolError(
                "INTERNAL_ERROR",
                f"This process already serves {_opened.storage_dir}; one store per process.",
            )
        if _opened is None:
            self._check_manifest_before_import()
            await self._prepare_server()
            prepare_environment(self.config)
            import_cognee()
            quiet_cognee_logging()
            self._after_import()
            install_local_embedder()
            with translated_errors():
                # Cognee is imported lazily (4–5 s), here and below, once its environment is set.
                from cognee.modules.engine.operations.setup import setup

                await setup()
                await self._before_graph_opens()
            _opened = self.config
        with translated_errors():
            from cognee.infrastructure.databases.graph import get_graph_engine
            from cognee.infrastructure.databases.vector import get_vector_engine_async
            from cognee.infrastructure.databases.vector.embeddings import get_embedding_engine

            self._embedder = get_embedding_engine()
            self._graph = await get_graph_engine()
            self._vector = await get_vector_engine_async()
            # Touch the graph now: a store locked by another process fails here, clearly.
            await self._check_graph()
            await self._checkpoint_graph()  # what an earlier process left in the log: in the file now
        await self._record_embedder()
        return self

    async def close(self) -> None:
        """Make every write durable and let go of the store (at exit): nothing to do unless the
        graph has files of its own."""

    @abstractmethod
    async def _check_graph(self) -> None:
        """Touch the graph right after opening (a locked or broken store fails here)."""

    # ---- where the embedder is recorded: a file beside an embedded store --------------

    def _check_manifest_before_import(self) -> None:
        check_manifest_before_import(self.config)

    async def _record_embedder(self) -> None:
        write_manifest(self.config, self._embedder_identity())

    def _embedder_identity(self) -> dict[str, Any]:
        return embedder_identity(self.config)

    # ---- a server to prepare: an embedded store has none ------------------------------

    async def _prepare_server(self) -> None:
        """Before Cognee is imported."""

    def _after_import(self) -> None:
        """Cognee is imported (its log handlers exist) and not yet set up."""

    # ---- the graph's own files: an embedded graph has some, a server's has none -------

    async def _before_graph_opens(self) -> None:
        """Cognee is set up and has not opened the graph."""

    async def _checkpoint_graph(self) -> None:
        """Make acknowledged graph writes durable without a log."""
