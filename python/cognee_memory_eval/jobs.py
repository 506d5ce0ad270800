"""What the loaders produce and the runner consumes: workspaces of memories and queries."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Query:
    """One question; ``relevant`` holds memory ids; ``group`` is a category for per-group
    metrics (LoCoMo category, or ``update`` / ``still-valid`` in the knowledge-update suite)."""

    id: str
    text: str
    relevant: frozenset[str]
    now: str  # ISO 8601, fixed per dataset so results never depend on the wall clock
    group: str = "all"

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "text": self.text, "relevant": sorted(self.relevant), "now": self.now,
                "group": self.group}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "Query":
        return cls(data["id"], data["text"], frozenset(data["relevant"]), data["now"], data.get("group", "all"))


# Plain variants skip update detection: "suggest" only writes verdicts nothing here reads.
PLAIN_INGEST: dict[str, Any] = {"update_policy": "off"}
AUTO_INGEST: dict[str, Any] = {"update_policy": "auto"}


@dataclass
class Phase:
    """Memories to ingest (JSON Lines rows for the real ingest path), then queries to run.
    A later phase of the same workspace ingests on top of the earlier ones (upserts).

    ``ingest`` holds extra ingest request fields (the update policy); with ``one_by_one`` each
    memory is its own ingest call, in list order — how memories arrive in real use, and what
    an update policy needs to see older memories before the newer ones that replace them."""

    name: str
    memories: list[dict[str, Any]]
    queries: list[Query]
    ingest: dict[str, Any] = field(default_factory=lambda: dict(PLAIN_INGEST))
    one_by_one: bool = False

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "memories": self.memories, "queries": [q.to_json() for q in self.queries],
                "ingest": self.ingest, "one_by_one": self.one_by_one}


@dataclass
class WorkspaceJob:
    """One throwaway workspace: built once, queried with every setting."""

    dataset: str
    name: str
    phases: list[Phase]
    info: dict[str, Any] = field(default_factory=dict)

    @property
    def memory_count(self) -> int:
        return len({row["id"] for phase in self.phases for row in phase.memories})

    @property
    def query_count(self) -> int:
        return sum(len(phase.queries) for phase in self.phases)
