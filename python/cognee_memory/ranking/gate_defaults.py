"""The relevance gate's defaults (no numpy): the request schema reads them, and the thin
client that builds requests must not import numpy (``ranking/gate.py`` applies them)."""

from __future__ import annotations

DEFAULT_BAND = 0.20  # measured: docs/evaluation.md ("The relevance-first default")
DEFAULT_TOP: int | None = 2  # measured: a wider gate lets recent, loosely related memories in
BASES = ("fused", "cosine")  # the band over the first stage's score, or over each memory's cosine
DEFAULT_BASIS = "fused"
MIN_COSINE_SHARE = 0.5  # with the fused basis, an admitted memory is at least this share of the best cosine
