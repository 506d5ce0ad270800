"""Run an entry script in this process and write its peak RSS to stderr when it exits:

    python -m cognee_memory_eval.bench.peak_rss python/retrieve.py -w WS -q QUESTION

The parent cannot measure it: a child's ru_maxrss on Linux starts from the parent's RSS at
fork. The line is ``BENCH-HWM-KB <kB>`` (``common.cli`` reads it).
"""

from __future__ import annotations

import atexit
import runpy
import sys
from pathlib import Path


def report() -> None:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            sys.stderr.write(f"BENCH-HWM-KB {line.split()[1]}\n")


def main() -> None:
    atexit.register(report)
    script = sys.argv[1]
    sys.argv = sys.argv[1:]
    runpy.run_path(script, run_name="__main__")


if __name__ == "__main__":
    main()
