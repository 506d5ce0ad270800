"""Each offline embedder has its own cosine curve: a right answer's median cosine is worth one
half on either, so relevance means the same whichever embedder built the store."""

from __future__ import annotations

import pytest

from cognee_memory.ranking import fusion


@pytest.mark.parametrize("embedder", ["local", "minilm"])
def test_the_midpoint_of_each_embedders_curve_is_worth_one_half(embedder: str) -> None:
    midpoint, scale = fusion.COSINE_CURVES[embedder]
    low, mid, high = fusion.cosine_curve([midpoint - scale, midpoint, midpoint + scale], (midpoint, scale))
    assert mid == pytest.approx(0.5) and low < 0.5 < high


def test_the_same_cosine_is_weaker_evidence_from_minilm_whose_cosines_run_higher() -> None:
    wordllama, minilm = fusion.COSINE_CURVES["local"], fusion.COSINE_CURVES["minilm"]
    assert minilm[0] > wordllama[0]
    assert fusion.calibrated_fusion([0.5], None, None, minilm)[0] < fusion.calibrated_fusion([0.5], None, None, wordllama)[0]


def test_the_default_curve_is_wordllamas() -> None:
    assert fusion.cosine_curve([0.3, 0.6]) == fusion.cosine_curve([0.3, 0.6], fusion.COSINE_CURVES["local"])
