"""Benchmarks: speed, footprint, faults and a few quality probes of the product, run as modules
from the checkout's root, e.g. ``.venv/bin/python -m cognee_memory_eval.bench.footprint --help``
(bench/README.md lists them). They time what the product runs: the entry scripts the extension
spawns, or a request through ``MemoryService.handle``. Not run by CI; figures are from one run on
a shared machine, so compare ratios within a run.
"""
