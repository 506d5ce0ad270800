"""What the opt-in MiniLM embedder (``storage/minilm.py``) holds in memory and how fast it embeds,
as shipped (at most ``TOKEN_BUDGET`` tokens a batch) and as it was (32 texts a batch whatever their
length): each variant in a fresh child process, alternating, on the same texts (Cranfield abstracts,
≈ 150–250 words, as long memories are). onnxruntime's memory arena keeps the largest batch's
working memory until the process exits, so what one batch may hold is what a backend keeps.

    .venv/bin/python -m cognee_memory_eval.bench.minilm_memory [--texts 320] [--queries 20] [--rounds 2]

Per variant: the resident size the loaded model adds, what embedding the texts leaves resident and
its peak, the texts' time, one question's time, and how far its vectors are from the shipped ones.
Linux only (reads /proc/self/status); exits 0 with a note without the data or the packages.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import click

from cognee_memory_eval.bench.common import emit
from cognee_memory_eval.cli import DEFAULT_DATASETS_DIR
from cognee_memory_eval.cranfield import read_documents

VARIANTS = ("shipped", "batches-of-32")

# Run in the child: argv = variant, texts file, queries, vectors out.
_CHILD = r"""
import json, sys, time
import numpy as np
from cognee_memory.storage import minilm

def status(key):
    for line in open("/proc/self/status"):
        if line.startswith(key):
            return int(line.split()[1]) // 1024

variant, texts_file, queries, vectors_out = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
texts = json.load(open(texts_file))
if variant == "batches-of-32":
    minilm.TOKEN_BUDGET = minilm.BATCH * minilm.MAX_TOKENS
before = status("VmRSS:")
minilm._model()
loaded = status("VmRSS:")
t0 = time.perf_counter()
vectors = minilm.embed_texts(texts)
embed_s = time.perf_counter() - t0
after = status("VmRSS:")
question = "what similarity laws must be obeyed when constructing aeroelastic models of heated high speed aircraft"
t0 = time.perf_counter()
for _ in range(queries):
    minilm.embed_texts([question])
query_ms = (time.perf_counter() - t0) / max(1, queries) * 1000
np.save(vectors_out, vectors)
print(json.dumps({"model_mb": loaded - before, "kept_after_texts_mb": after - loaded,
                  "peak_above_model_mb": status("VmHWM:") - loaded, "texts_s": round(embed_s, 2),
                  "query_ms": round(query_ms, 1)}))
"""


def _run(variant: str, texts_file: Path, queries: int, vectors: Path) -> dict[str, Any]:
    child = subprocess.run([sys.executable, "-c", _CHILD, variant, str(texts_file), str(queries), str(vectors)],
                           capture_output=True, text=True, check=True)
    return json.loads(child.stdout.strip().splitlines()[-1])


@click.command()
@click.option("--data", type=click.Path(path_type=Path), default=DEFAULT_DATASETS_DIR / "cranfield",
              show_default=True, help="Cranfield folder (cran.all.1400.xml).")
@click.option("--texts", default=320, show_default=True, help="How many abstracts to embed.")
@click.option("--queries", default=20, show_default=True, help="How many times to embed one question.")
@click.option("--rounds", default=2, show_default=True, help="Variants alternate this many times.")
def main(data: Path, texts: int, queries: int, rounds: int) -> None:
    import importlib.util
    import tempfile

    import numpy as np

    from cognee_memory.storage import minilm

    if not (data / "cran.all.1400.xml").exists() or not Path("/proc/self/status").exists():
        emit({"note": f"needs {data / 'cran.all.1400.xml'} and /proc (Linux)"})
        return
    if any(importlib.util.find_spec(p) is None for p in (minilm.MODEL_PACKAGE, minilm.TOKENIZER_PACKAGE)):
        emit({"note": f"the MiniLM packages are not installed: {minilm.INSTALL_HINT}"})
        return
    chosen = list(read_documents(data / "cran.all.1400.xml").values())[:texts]
    runs: dict[str, list[dict[str, Any]]] = {v: [] for v in VARIANTS}
    with tempfile.TemporaryDirectory(prefix="minilm-memory-") as folder:
        texts_file = Path(folder) / "texts.json"
        texts_file.write_text(json.dumps(chosen))
        for _ in range(rounds):
            for variant in VARIANTS:
                runs[variant].append(_run(variant, texts_file, queries, Path(folder) / f"{variant}.npy"))
        shipped, before = (np.load(Path(folder) / f"{v}.npy") for v in VARIANTS)
        largest_difference = float(np.abs(shipped - before).max())

    def best(variant: str, key: str) -> float:  # the least disturbed round
        return min(run[key] for run in runs[variant])

    keys = ("model_mb", "kept_after_texts_mb", "peak_above_model_mb", "texts_s", "query_ms")
    emit({"texts": len(chosen), "words_per_text": round(sum(len(t.split()) for t in chosen) / len(chosen)),
          "runs": runs, "best": {v: {k: best(v, k) for k in keys} for v in VARIANTS},
          "shipped_vs_batches_of_32": {k: round(best("shipped", k) / max(best("batches-of-32", k), 1e-9), 2)
                                  for k in keys},
          "largest_vector_difference": largest_difference})


if __name__ == "__main__":
    main()
