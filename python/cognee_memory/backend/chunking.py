"""How many memories a large import writes per chunk, so a question waits briefly for one.

Each chunk of an import holds the write lock, and a read asked meanwhile waits for the running
chunk. A chunk's cost is mostly per memory (building its nodes, vector rows and edges) but
grows with the store and with the machine's load: 1,000 memories took ≈ 0.6 s at 10k on a quiet
machine and 1–2 s at 100k on a busy one. So the size is not fixed: after each chunk the next
one is sized to take about ``target_s``, within [``smallest``, ``largest``].
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class ChunkSizer:
    """Sizes an import's chunks from how long the previous one held the store."""

    largest: int
    smallest: int = 200
    target_s: float = 0.4
    size: int = 0

    def __post_init__(self) -> None:
        self.smallest = max(1, min(self.smallest, self.largest))
        self.size = self.size or max(self.smallest, self.largest // 2)

    def next_size(self) -> int:
        return self.size

    def written(self, count: int, seconds: float) -> None:
        """The last chunk wrote ``count`` memories in ``seconds``: size the next one."""
        if count <= 0 or seconds <= 0:
            return
        ideal = count * self.target_s / seconds
        # At most doubling per step: one fast chunk (a warm cache) must not make the next huge.
        ideal = min(ideal, 2 * self.size)
        self.size = int(max(self.smallest, min(self.largest, ideal)))
