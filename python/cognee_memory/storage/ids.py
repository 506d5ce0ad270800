"""How memories are named inside Cognee's stores: node ids, edge names, the vector collection.

Node ids are UUID5s of the memory id (topics and files likewise), so the same memory always
lands on the same node. Only ``storage/`` uses them: the store speaks memory ids.
"""

from __future__ import annotations

import uuid

NAMESPACE = uuid.UUID("6f1c2b0e-6a53-4f3e-9a57-2f4d8f0c9e11")
MEMORY_COLLECTION = "ChatMemory_text"  # the vector index of ChatMemory.text
EDGE_TOPIC = "topic"  # memory → topic
EDGE_REFERENCE = "references"  # memory → referenced file
EDGE_SUPERSEDES = "supersedes"  # new → old
EDGE_SUPERSEDED_BY = "superseded_by"  # old → new


def memory_node_id(memory_id: str) -> str:
    return str(uuid.uuid5(NAMESPACE, f"memory:{memory_id}"))


def topic_node_id(topic: str) -> str:
    return str(uuid.uuid5(NAMESPACE, f"topic:{topic}"))


def file_node_id(path: str) -> str:
    return str(uuid.uuid5(NAMESPACE, f"file:{path}"))


def supersession_edges(new_id: str, old_ids: list[str]) -> list[tuple[str, str, str]]:
    """(from node, to node, name) of the edges that say ``new_id`` supersedes each of
    ``old_ids``: ``supersedes`` new → old and ``superseded_by`` old → new."""
    new_node = memory_node_id(new_id)
    edges: list[tuple[str, str, str]] = []
    for old in old_ids:
        old_node = memory_node_id(old)
        edges.append((new_node, old_node, EDGE_SUPERSEDES))
        edges.append((old_node, new_node, EDGE_SUPERSEDED_BY))
    return edges
