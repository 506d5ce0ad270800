"""A batch's memory, topic and file nodes, written without Cognee's ``MERGE``.

Cognee's ``add_data_points`` writes nodes with ``UNWIND $nodes MERGE (n:Node {id})``: Ladybug
plans that as a scan of the whole node table per statement, so at 100k memories one 2,000-memory
chunk held the store ≈ 1.6–1.9 s for its nodes alone, and a question asked during an import
waited for it. Here the same rows are written in two statements that seek by primary key:

* nodes already in the graph (topic and file hubs, rewritten memories) take Cognee's
  ``ON MATCH`` values: ``UNWIND … MATCH (n:Node {id}) SET`` name, type, properties, updated_at;
* new nodes take its ``ON CREATE`` values with ``UNWIND … CREATE`` (≈ 0.02 s for 1,000 nodes at
  100k, against ≈ 0.11 s for ``COPY Node FROM`` an Arrow table; a duplicate id fails the whole
  statement, so nothing is half-written). ``COPY`` from a Python object also made Ladybug import
  pandas (≈ 30 MB) to ask whether the table was a DataFrame.

The rows are Cognee's own: the same ``get_graph_from_model`` expansion, ``model_dump`` and JSON
encoder as ``LadybugAdapter.add_nodes``, the provenance columns left empty as its un-provenanced
write leaves them; the vector rows are written by Cognee's vector adapter, batch by batch as its
``index_data_points`` does (``index_nodes``).
A batch whose models carry relations (ours carry none) goes through ``add_data_points`` whole.
"""

from __future__ import annotations

import asyncio
import json
from datetime import datetime, timezone
from typing import Any, Awaitable, Callable

from cognee_memory.storage.faults import fault_point

# Columns LadybugAdapter.add_nodes never fills without provenance (adapter.PROVENANCE_COLUMNS).
_PROVENANCE_COLUMNS = ("source_ref_keys", "source_dataset_ids", "source_run_ids", "source_run_refs")
_CORE = ("id", "name", "type")
EXPANSION_SLICE = 200
# Cognee's ``ON MATCH`` values for the nodes already in the graph, and its ``ON CREATE`` values
# for the rest: each statement takes the rows as ``$nodes`` and the write's time as ``node.stamp``.
UPDATE_NODES = (
    "UNWIND $nodes AS node MATCH (n:Node {id: node.id}) SET n.name = node.name, "
    "n.type = node.type, n.properties = node.properties, n.updated_at = TIMESTAMP(node.stamp)"
)
CREATE_NODES = (
    "UNWIND $nodes AS node CREATE (n:Node {id: node.id, name: node.name, type: node.type, "
    "properties: node.properties, created_at: TIMESTAMP(node.stamp), updated_at: TIMESTAMP(node.stamp)})"
)


async def add_points(graph: Any, vector: Any, points: list[Any], pause: Callable[[], Awaitable[None]]) -> None:
    """Store DataPoints the way ``add_data_points`` does (graph first, then vectors), awaiting
    ``pause`` between steps (see ``interface.StoreUpkeep``)."""
    from cognee.modules.graph.utils import deduplicate_nodes_and_edges, get_graph_from_model
    from cognee.tasks.storage import add_data_points

    added_nodes: dict[str, Any] = {}
    added_edges: dict[str, Any] = {}
    visited: dict[str, Any] = {}
    results: list[Any] = []
    # Pure Python that never awaits (≈ 0.2 s for 1,000 memories): in slices, so a read that
    # runs alongside an import's chunk gets the event loop (and the CPU) in between.
    for start in range(0, len(points), EXPANSION_SLICE):
        results.extend(await asyncio.gather(*[
            get_graph_from_model(p, added_nodes=added_nodes, added_edges=added_edges, visited_properties=visited)
            for p in points[start:start + EXPANSION_SLICE]
        ]))
        await asyncio.sleep(0)
        await pause()
    nodes = [n for result_nodes, _ in results for n in result_nodes]
    edges = [e for _, result_edges in results for e in result_edges]
    nodes, edges = deduplicate_nodes_and_edges(nodes, edges)
    if edges:
        await add_data_points(points)
        return
    await write_nodes(graph, nodes, pause)
    fault_point("node_writes.before_vectors")
    await index_nodes(vector, nodes, pause)


async def index_nodes(vector: Any, nodes: list[Any], pause: Callable[[], Awaitable[None]]) -> None:
    """The nodes' vector rows, as Cognee's ``index_data_points`` writes them (one table per type
    and indexed field, in batches of the embedder's size), awaiting ``pause`` before each batch.

    Without its deep copy of every point (it copies each one to set ``index_fields`` to the one
    field being indexed; ours have one already): ≈ 0.13 s a 1,000-memory chunk of pure Python
    on the event loop, which a read running beside the import waited for. A node with several
    index fields goes through ``index_data_points`` as before."""
    from cognee.tasks.storage.index_data_points import index_data_points

    by_field: dict[tuple[str, str], list[Any]] = {}
    several: list[Any] = []
    for node in nodes:
        fields = (getattr(node, "metadata", None) or {}).get("index_fields") or []
        if len(fields) > 1:
            several.append(node)
        elif fields and getattr(node, fields[0], None) is not None:
            by_field.setdefault((type(node).__name__, fields[0]), []).append(node)
    size = vector.embedding_engine.get_batch_size()
    for (type_name, field), points in by_field.items():
        await vector.create_vector_index(type_name, field)
        for start in range(0, len(points), size):
            await pause()
            await vector.index_data_points(type_name, field, points[start:start + size])
    if several:
        await index_data_points(several, vector_engine=vector)


def node_rows(nodes: list[Any]) -> list[dict[str, str]]:
    """id, name, type and the JSON properties of each node, as ``LadybugAdapter.add_nodes``
    builds them."""
    from cognee.modules.storage.utils import JSONEncoder

    rows = []
    for node in nodes:
        properties = node.model_dump() if hasattr(node, "model_dump") else dict(vars(node))
        core = {key: str(properties.pop(key, "")) for key in _CORE}
        for key in _PROVENANCE_COLUMNS:
            properties.pop(key, None)
        rows.append({**core, "properties": json.dumps(properties, cls=JSONEncoder)})
    return rows


async def write_nodes(graph: Any, nodes: list[Any], pause: Callable[[], Awaitable[None]]) -> None:
    """Update the nodes that exist, create the rest, then checkpoint (as Cognee does), awaiting
    ``pause`` before each statement.

    A checkpoint holds back the graph queries of the reads beside an import's chunk (measured at
    100k memories: 0.15 s a query against 8 ms), and its length grows with what it writes out:
    dropping this one left the store's own after the edges twice as long (0.17 → 0.37 s), so a
    read that met it waited longer. Two short ones hold reads back less than one long one."""
    if not nodes:
        return
    rows = node_rows(nodes)
    await pause()
    stamp = datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M:%S.%f")
    found = await graph.query(
        "UNWIND $ids AS i MATCH (n:Node {id: i}) RETURN n.id", {"ids": [r["id"] for r in rows]}
    )
    present = {row[0] for row in found}
    old = [r for r in rows if r["id"] in present]
    new = [r for r in rows if r["id"] not in present]
    for statement, written in ((UPDATE_NODES, old), (CREATE_NODES, new)):
        await pause()
        if written:
            await graph.query(statement, {"nodes": [{**r, "stamp": stamp} for r in written]})
    await pause()
    await graph.checkpoint()
