"""The embeddings of long memories' sentences, kept between requests (``ranking/passages.py`` reads them).

A backend answers many questions over the same memories; their strongest candidates come back
again and again, so each sentence is embedded once and kept, up to ``MAX_ROWS`` rows (the least
recently read go first: 8,192 rows of 256 float32 ≈ 8 MB). Keyed by a digest of the sentence, so
no text is kept, and an edited memory's new sentences are embedded anew. Nothing is written to
disk; the backend empties it after every write (a forget, an edit, a scrub: no vector of text that
is gone stays behind).
"""

from __future__ import annotations

import hashlib
from collections import OrderedDict
from typing import Awaitable, Callable

import numpy as np

__all__ = ["MAX_ROWS", "SentenceVectors"]

MAX_ROWS = 8192


class SentenceVectors:
    """``await SentenceVectors(embed)(texts)`` → one row per text, each text embedded at most once
    while it stays among the ``max_rows`` most recently read."""

    def __init__(self, embed: Callable[[list[str]], Awaitable[list[list[float]]]], max_rows: int = MAX_ROWS) -> None:
        self._embed = embed
        self._max_rows = max_rows
        self._rows: OrderedDict[bytes, np.ndarray] = OrderedDict()
        self._clears = 0  # how many times it was emptied: rows read before a clear are not kept after it

    def __len__(self) -> int:
        return len(self._rows)

    def clear(self) -> None:
        self._rows.clear()
        self._clears += 1

    async def __call__(self, texts: list[str]) -> np.ndarray:
        keys = [hashlib.blake2b(t.encode("utf-8"), digest_size=16).digest() for t in texts]
        wanted = dict(zip(keys, texts))
        # Read into a local table first: a write may empty the cache while the embedder is awaited.
        found = {key: self._rows[key] for key in wanted if key in self._rows}
        missing = [key for key in wanted if key not in found]
        if missing:
            clears = self._clears
            rows = await self._embed([wanted[key] for key in missing])
            found.update((key, np.asarray(row, dtype=np.float32)) for key, row in zip(missing, rows))
            if self._clears != clears:  # a write emptied it meanwhile: these may be of text it replaced
                return np.array([found[key] for key in keys], dtype=np.float64)
        for key in wanted:
            self._rows[key] = found[key]
            self._rows.move_to_end(key)
        while len(self._rows) > self._max_rows:
            self._rows.popitem(last=False)
        return np.array([found[key] for key in keys], dtype=np.float64) if keys else np.zeros((0, 0))
