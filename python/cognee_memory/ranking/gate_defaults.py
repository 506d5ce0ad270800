"""The relevance gate's defaults (no numpy): the request schema reads them, and the thin
client that builds requests must not import numpy (``ranking/gate.py`` applies them)."""

from __future__ import annotations

# Measured (issue 29, calibrated relevance): band 0.1 was better or equal to 0.2 on every set —
# LoCoMo-4 sessions MRR .580 vs .558 (R@10 equal), updates marked 1.0 vs .972, decision records
# .467/.867 vs .400/.800, everyday questions .967 vs .933, Cranfield equal. A side remark within
# 20 % of the decision it mentions no longer wins by recency alone.
DEFAULT_BAND = 0.10
DEFAULT_TOP: int | None = 2  # measured: a wider gate lets recent, loosely related memories in
BASES = ("fused", "cosine")  # the band over the first stage's score, or over each memory's cosine
DEFAULT_BASIS = "fused"
MIN_COSINE_SHARE = 0.5  # with the fused basis, an admitted memory is at least this share of the best cosine
