"""Embedding rows as unit vectors, and the cosine of two: the one place they are computed for
ranking (pseudo-relevance feedback, the gate's subject test, the unmarked-update reading).

Pure: numpy, no I/O.
"""

from __future__ import annotations

import numpy as np

__all__ = ["cosine", "unit"]


def unit(rows: np.ndarray) -> np.ndarray:
    """Each row divided by its length (float64); a zero row stays zero."""
    rows = np.asarray(rows, dtype=np.float64)
    norms = np.linalg.norm(rows, axis=-1, keepdims=True)
    return np.divide(rows, norms, out=np.zeros_like(rows), where=norms > 0)


def cosine(a: np.ndarray, b: np.ndarray) -> float:
    """The cosine of two vectors; 0 when either is zero."""
    norm = float(np.linalg.norm(a) * np.linalg.norm(b))
    return float(np.asarray(a) @ np.asarray(b)) / norm if norm > 0 else 0.0
