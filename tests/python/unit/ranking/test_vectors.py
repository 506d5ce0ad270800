"""Unit rows and the cosine of two vectors (ranking/vectors.py)."""

from __future__ import annotations

import numpy as np
import pytest

from cognee_memory.ranking.vectors import cosine, unit


def test_rows_become_unit_length_and_a_zero_row_stays_zero() -> None:
    rows = unit(np.array([[3.0, 4.0], [0.0, 0.0]]))
    assert rows.tolist() == [[0.6, 0.8], [0.0, 0.0]]


def test_the_cosine_of_two_vectors_ignores_their_length_and_is_zero_for_a_zero_vector() -> None:
    assert cosine(np.array([1.0, 0.0]), np.array([5.0, 5.0])) == pytest.approx(2 ** -0.5)
    assert cosine(np.array([1.0, 0.0]), np.zeros(2)) == 0.0
