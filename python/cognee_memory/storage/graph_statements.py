"""The graph statements the shared store operations run (``cognee_store.py``), which each store
gives in its own query language: Cypher for the embedded graph (``local/store.py``), SQL over
Cognee's two graph tables for a team space (``postgres/store.py``)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class GraphStatements:
    """What the shared operations ask of the graph, in one store's query language. Each
    statement takes the parameters named on its line (``$name`` in Cypher, ``:name`` in SQL); a
    read returns the columns named after the arrow. A "memory node" is one of type ``ChatMemory``."""

    count: str  # → (how many memory nodes)
    memory_nodes: str  # → (node id) of every memory node
    memory_names: str  # ids → (node id, memory id) of the memory nodes among ids
    memory_properties: str  # ids → (node id, properties) of the memory nodes among ids
    topic_members: str  # tid, name → (node id) of every node with a ``name`` edge to node tid
    topic_edges: str  # name → (topic name, node id) of every ``name`` edge
    edges_from: str  # ids, names → (from node, to node, name) of those nodes' edges so named
    delete_edges_from: str  # ids, names: remove those edges
    unlink: str  # new, olds, sup, by: remove the ``sup`` edges new → olds and ``by`` olds → new
    delete_orphan_hubs: str  # remove the topic and file nodes no edge points to
