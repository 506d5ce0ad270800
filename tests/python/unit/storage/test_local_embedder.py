"""The offline embedder maps WordLlama's half-precision weights instead of keeping a float32
copy, and its vectors stay exactly the library's own."""

from __future__ import annotations

import json
import struct
from pathlib import Path

import numpy as np
import pytest

from cognee_memory.storage import embedding

TEXTS = ["why did we switch to Redis for sessions", "x", "naïve café 東京 🚀 " * 30,
         "the cache uses redis key 4", "deploy with blue/green and a canary"] * 20


def test_vectors_are_the_librarys_own_bit_for_bit() -> None:
    import wordllama
    from wordllama import WordLlama

    reference = WordLlama.load(cache_dir=str(Path(wordllama.__file__).parent), disable_download=True)
    expected = np.asarray(reference.embed(TEXTS, norm=True), dtype=np.float32)
    assert np.array_equal(embedding.embed_texts(TEXTS), expected)


def test_the_weights_are_mapped_from_the_file_not_copied() -> None:
    table = embedding._wordllama().embedding
    assert isinstance(table, embedding.WidenedRows)
    assert isinstance(table.table, np.memmap) and table.table.dtype == np.float16
    assert table[np.array([[0, 5, 5]])].dtype == np.float32


def write_safetensors(path: Path, header: dict, payload: bytes) -> None:
    encoded = json.dumps(header).encode()
    path.write_bytes(struct.pack("<Q", len(encoded)) + encoded + payload)


def test_a_tensor_is_mapped_at_its_offset(tmp_path: Path) -> None:
    first, second = np.arange(6, dtype=np.float16).reshape(2, 3), np.ones((2, 2), dtype=np.float32)
    path = tmp_path / "w.safetensors"
    write_safetensors(path, {"a": {"dtype": "F16", "shape": [2, 3], "data_offsets": [0, 12]},
                             "embedding.weight": {"dtype": "F32", "shape": [2, 2], "data_offsets": [12, 28]}},
                      first.tobytes() + second.tobytes())
    assert np.array_equal(embedding.mapped_weights(path, "a"), first)
    assert np.array_equal(embedding.mapped_weights(path), second)


@pytest.mark.parametrize("header", [
    {"embedding.weight": {"dtype": "I8", "shape": [2, 2], "data_offsets": [0, 4]}},
    {"embedding.weight": {"dtype": "F16", "shape": [2, 2], "data_offsets": [0, 6]}},
    {"other": {"dtype": "F16", "shape": [2, 2], "data_offsets": [0, 8]}},
    {"embedding.weight": {"dtype": "F16", "shape": [8], "data_offsets": [0, 16]}},
])
def test_an_unexpected_file_is_not_mapped(tmp_path: Path, header: dict) -> None:
    path = tmp_path / "w.safetensors"
    write_safetensors(path, header, bytes(16))
    assert embedding.mapped_weights(path) is None


def test_a_missing_file_is_not_mapped(tmp_path: Path) -> None:
    assert embedding.mapped_weights(tmp_path / "absent.safetensors") is None


class RecordingModel:
    def __init__(self) -> None:
        self.capacities: list[int] = []

    def _resize_cache(self, capacity: int) -> None:
        self.capacities.append(capacity)


class TokenizerOf:
    def __init__(self, model: object) -> None:
        self.model = model


def test_the_tokenizer_cache_of_whole_texts_is_turned_off() -> None:
    model = RecordingModel()
    embedding.without_text_cache(TokenizerOf(model))
    assert model.capacities == [0]


def test_a_tokenizer_without_that_cache_is_left_as_it_is() -> None:
    embedding.without_text_cache(TokenizerOf(object()))
    embedding.without_text_cache(object())


def test_the_installed_tokenizer_still_lets_its_cache_be_turned_off() -> None:
    """The seam is private to ``tokenizers``: an upgrade that drops it would bring back a cache of
    up to 10,000 whole texts (WordLlama's tokenizer has no pre-tokenizer: every short memory,
    question and sentence is one cache key)."""
    tokenizer = embedding._wordllama().tokenizer
    assert tokenizer.pre_tokenizer is None
    assert callable(getattr(tokenizer.model, "_resize_cache", None))
