"""The offline embedders (WordLlama, the default; MiniLM, opt-in) and their installation as Cognee's engines.

WordLlama ships real 256-dim static embedding weights inside its wheel, so it runs with
no key and no network. Cognee has no public registration API for embedding engines; its
``get_embedding_engine()`` calls the module-level factory ``create_embedding_engine``.
We wrap that factory so our provider names yield these engines and every other name falls
through to Cognee. That seam is private: ``tests/python/integration`` guards it.

WordLlama's loader turns its 16 MB of float16 weights into a 33 MB float32 copy on the heap. Here
the table is mapped from the wheel's file instead: a row is widened to float32 when a token looks
it up (the sums come out the same, bit for bit), pages are read on demand, shared by every backend
on the machine, and the kernel may drop them under pressure.
"""

from __future__ import annotations

import json
import os
import struct
import sys
from pathlib import Path
from functools import lru_cache
from typing import Any

import numpy as np

from cognee_memory.config import LOCAL_DIMENSIONS, LOCAL_PROVIDER, MINILM_DIMENSIONS, MINILM_PROVIDER

FACTORY_MODULE = "cognee.infrastructure.databases.vector.embeddings.get_embedding_engine"


@lru_cache(maxsize=1)
def _wordllama() -> Any:
    import wordllama
    from wordllama import WordLlama

    # load() looks for the tokenizer in the wrong folder and then tries to download;
    # pointing cache_dir at the package itself finds the bundled files offline.
    folder = Path(wordllama.__file__).parent
    model = WordLlama.load(cache_dir=str(folder), disable_download=True)
    mapped = mapped_weights(folder / "weights" / WordLlama.get_filename("l2_supercat", LOCAL_DIMENSIONS))
    if mapped is not None and mapped.shape == model.embedding.shape:
        model.embedding = WidenedRows(mapped)
    without_text_cache(model.tokenizer)
    return model


def without_text_cache(tokenizer: Any) -> None:
    """Turn off the tokenizer's BPE cache. WordLlama's tokenizer has no pre-tokenizer, so the cache's
    keys are whole texts: every memory and question under 256 characters (and every sentence
    ``ranking/passages.py`` reads) was kept with its tokens, up to 10,000 of them (≈ 37 MB on
    Cranfield's sentences), and a text is almost never tokenized twice. Tokenizing takes as long
    without it (measured). ``_resize_cache`` is private to ``tokenizers`` (locked at 0.22): a unit test
    fails if an upgrade drops it; here a tokenizer without it keeps its cache."""
    resize = getattr(getattr(tokenizer, "model", None), "_resize_cache", None)
    if callable(resize):
        resize(0)


class WidenedRows:
    """A read-only weight table whose rows come out as float32: what WordLlama's ``embed`` reads
    (``shape`` and ``table[token_ids]``). Each distinct token is widened once per lookup, which
    keeps a 10k-memory batch as fast as with the float32 copy."""

    def __init__(self, table: np.ndarray) -> None:
        self.table = table
        self.shape = table.shape

    def __getitem__(self, token_ids: np.ndarray) -> np.ndarray:
        distinct, where = np.unique(token_ids, return_inverse=True)
        return self.table[distinct].astype(np.float32)[where.reshape(np.shape(token_ids))]


SAFETENSORS_DTYPES = {"F16": np.float16, "F32": np.float32}


def mapped_weights(path: Path, key: str = "embedding.weight") -> np.ndarray | None:
    """The tensor ``key`` of a safetensors file, mapped read-only (None when it is missing or
    not a plain float matrix: the caller keeps the loaded copy)."""
    try:
        with open(path, "rb") as handle:
            (header_size,) = struct.unpack("<Q", handle.read(8))
            entry = json.loads(handle.read(header_size)).get(key)
        dtype = SAFETENSORS_DTYPES[entry["dtype"]]
        rows, columns = entry["shape"]
        begin, end = entry["data_offsets"]
    except (OSError, ValueError, KeyError, TypeError, struct.error):
        return None
    if end - begin != rows * columns * np.dtype(dtype).itemsize:
        return None
    return np.memmap(path, dtype=dtype, mode="r", offset=8 + header_size + begin, shape=(rows, columns))


def embed_texts(texts: list[str]) -> np.ndarray:
    """Unit-normalised float32 vectors, one row per text."""
    if not texts:
        return np.zeros((0, LOCAL_DIMENSIONS), dtype=np.float32)
    return np.asarray(_wordllama().embed(texts, norm=True), dtype=np.float32)


class WordLlamaEmbeddingEngine:
    """Implements Cognee's EmbeddingEngine protocol with local WordLlama vectors."""

    batch_size = 512
    dimensions = LOCAL_DIMENSIONS

    def vectors(self, texts: list[str]) -> np.ndarray:
        return embed_texts(texts)

    async def embed_text(self, text: list[str]) -> Any:
        from cognee.infrastructure.databases.vector.embeddings.EmbeddingEngine import (
            EmbeddingResult,
        )

        vectors = self.vectors(list(text))
        tokens = sum(len(t.split()) for t in text)
        return EmbeddingResult(vectors.tolist(), tokens=tokens)

    def get_vector_size(self) -> int:
        return self.dimensions

    def get_batch_size(self) -> int:
        return self.batch_size

    async def input_limit(self) -> int:
        return 8192


class MiniLMEmbeddingEngine(WordLlamaEmbeddingEngine):
    """The same protocol with the opt-in MiniLM's vectors (``minilm.py``); its model loads on first use."""

    batch_size = 128
    dimensions = MINILM_DIMENSIONS

    def vectors(self, texts: list[str]) -> np.ndarray:
        from cognee_memory.storage import minilm

        return minilm.embed_texts(texts)


def install_local_embedder() -> None:
    """Make Cognee build our engines for our providers' names (idempotent)."""
    __import__(FACTORY_MODULE)
    module = sys.modules[FACTORY_MODULE]
    original = module.create_embedding_engine
    if getattr(original, "_cognee_memory_wrapped", False):
        return
    engines = {LOCAL_PROVIDER: WordLlamaEmbeddingEngine(), MINILM_PROVIDER: MiniLMEmbeddingEngine()}

    def create_embedding_engine(provider: Any, *args: Any, **kwargs: Any) -> Any:
        if provider in engines:
            return engines[provider]
        return original(provider, *args, **kwargs)

    create_embedding_engine._cognee_memory_wrapped = True  # type: ignore[attr-defined]
    module.create_embedding_engine = create_embedding_engine
