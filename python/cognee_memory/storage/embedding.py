"""The offline default embedder (WordLlama) and its installation as Cognee's engine.

WordLlama ships real 256-dim static embedding weights inside its wheel, so it runs with
no key and no network. Cognee has no public registration API for embedding engines; its
``get_embedding_engine()`` calls the module-level factory ``create_embedding_engine``.
We wrap that factory so our provider name yields this engine and every other name falls
through to Cognee. That seam is private: ``tests/python/integration`` guards it.
"""

from __future__ import annotations

import os
import sys
from functools import lru_cache
from typing import Any

import numpy as np

from cognee_memory.config import LOCAL_DIMENSIONS, LOCAL_PROVIDER

FACTORY_MODULE = "cognee.infrastructure.databases.vector.embeddings.get_embedding_engine"


@lru_cache(maxsize=1)
def _wordllama() -> Any:
    import wordllama
    from wordllama import WordLlama

    # load() looks for the tokenizer in the wrong folder and then tries to download;
    # pointing cache_dir at the package itself finds the bundled files offline.
    return WordLlama.load(cache_dir=os.path.dirname(wordllama.__file__), disable_download=True)


def embed_texts(texts: list[str]) -> np.ndarray:
    """Unit-normalised float32 vectors, one row per text."""
    if not texts:
        return np.zeros((0, LOCAL_DIMENSIONS), dtype=np.float32)
    return np.asarray(_wordllama().embed(texts, norm=True), dtype=np.float32)


class WordLlamaEmbeddingEngine:
    """Implements Cognee's EmbeddingEngine protocol with local WordLlama vectors."""

    batch_size = 512

    async def embed_text(self, text: list[str]) -> Any:
        from cognee.infrastructure.databases.vector.embeddings.EmbeddingEngine import (
            EmbeddingResult,
        )

        vectors = embed_texts(list(text))
        tokens = sum(len(t.split()) for t in text)
        return EmbeddingResult(vectors.tolist(), tokens=tokens)

    def get_vector_size(self) -> int:
        return LOCAL_DIMENSIONS

    def get_batch_size(self) -> int:
        return self.batch_size

    async def input_limit(self) -> int:
        return 8192


def install_local_embedder() -> None:
    """Make Cognee build our engine for LOCAL_PROVIDER (idempotent)."""
    __import__(FACTORY_MODULE)
    module = sys.modules[FACTORY_MODULE]
    original = module.create_embedding_engine
    if getattr(original, "_cognee_memory_wrapped", False):
        return
    engine = WordLlamaEmbeddingEngine()

    def create_embedding_engine(provider: Any, *args: Any, **kwargs: Any) -> Any:
        if provider == LOCAL_PROVIDER:
            return engine
        return original(provider, *args, **kwargs)

    create_embedding_engine._cognee_memory_wrapped = True  # type: ignore[attr-defined]
    module.create_embedding_engine = create_embedding_engine
