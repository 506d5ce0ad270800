"""Keeping memories current at write time: update detection, the update policy, and dedup.

Runs inside ingest's write lock, around ``store.upsert``:

1. ``deduplicate`` (opt-in, before storing): a new memory whose nearest stored memory has a
   cosine above 0.92 *and* that the classifier calls a duplicate is merged into it (not stored
   again); 0.85–0.92 is reported as a possible duplicate.
2. ``detect`` (after storing): each new memory's candidates (vector neighbours plus memories
   sharing its topic or a referenced file) are classified by ``update_detection``; the verdicts
   are recorded on the new memory (node property ``possible_updates``) and, with the ``auto``
   policy, confident updates supersede the older memory through ``supersession_ops`` (so
   ``supersede.py --restore`` undoes them).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any

import numpy as np

from cognee_memory.updates import detect as ud
from cognee_memory.errors import MemoryToolError, bad_argument
from cognee_memory.model import Memory, Status, format_timestamp
from cognee_memory.retrieval.candidates import similarity
from cognee_memory.storage.interface import MemoryStore
from cognee_memory.updates.reported import without_reported_changes
from cognee_memory.updates.supersession import AUTO, apply_supersession, check_supersede

log = logging.getLogger("cognee_memory.updates")

# Detection costs a few store queries per new memory: a bulk import (a migration) skips it.
MAX_DETECT_BATCH = 50
VECTOR_CANDIDATES = 12
NEIGHBOURS_PER_HUB = 25
DEDUP_CANDIDATES = 5


@dataclass(frozen=True)
class UpdateOptions:
    policy: str = "suggest"
    dedup: bool = False

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "UpdateOptions":
        policy = data.get("update_policy", "suggest")
        if policy not in ud.POLICIES:
            raise bad_argument(f"update_policy must be one of {', '.join(ud.POLICIES)}, got {policy!r}.")
        dedup = data.get("dedup", False)
        if not isinstance(dedup, bool):
            raise bad_argument(f"'dedup' must be true or false, got {dedup!r}.")
        return cls(policy, dedup)

    @property
    def needs_vectors(self) -> bool:
        return self.dedup or self.policy != "off"


async def _neighbourhood(store: MemoryStore, memory: Memory, vector: list[float], limit: int,
                         graph: bool) -> list[tuple[Memory, float]]:
    """(stored memory, cosine to ``vector``) for the nearest memories (and, with ``graph``,
    those sharing a topic or a referenced file with ``memory``)."""
    hits = await store.vector_search(vector, limit + 1)
    distance = dict(hits)
    if graph:
        extra = [n for n in await store.neighbours([memory.id], NEIGHBOURS_PER_HUB)
                 if n not in distance]
        if extra:
            distance.update(await store.distances(extra, vector))
    fetched = await store.fetch(list(distance))
    return [(s.memory, similarity(distance[s.memory.id])) for s in fetched
            if s.memory.id != memory.id and s.memory.id in distance]


async def _neighbourhoods(store: MemoryStore, memories: list[Memory], vectors: list[list[float]],
                          limit: int) -> list[list[tuple[Memory, float]]]:
    """``_neighbourhood(graph=True)`` for a whole batch in a few round trips, not five per memory
    (≈ 55 ms each): the nearest rows per vector, one hub query, one vector read, one fetch."""
    hits = [dict(await store.vector_search(vector, limit + 1)) for vector in vectors]
    members: dict[str, list[str]] = {}
    hubs_of: dict[str, list[str]] = {}
    for hub, other in await store.hub_members([m.id for m in memories]):
        members.setdefault(hub, []).append(other)
        hubs_of.setdefault(other, []).append(hub)
    extras = [[n for n in _hub_neighbours(m.id, hubs_of, members) if n not in d] for m, d in zip(memories, hits)]
    stored_vectors = await store.vectors(list({n for extra in extras for n in extra}))
    for distance, extra, vector in zip(hits, extras, vectors):
        distance.update(cosine_distances({n: stored_vectors[n] for n in extra if n in stored_vectors}, vector))
    fetched = {s.memory.id: s.memory for s in await store.fetch(list({i for d in hits for i in d}))}
    return [[(fetched[i], similarity(d)) for i, d in distance.items() if i in fetched and i != memory.id]
            for memory, distance in zip(memories, hits)]


def _hub_neighbours(memory_id: str, hubs_of: dict[str, list[str]], members: dict[str, list[str]]) -> list[str]:
    """The memories on this memory's hubs, at most NEIGHBOURS_PER_HUB per hub (as ``neighbours``)."""
    out: dict[str, None] = {}
    for hub in dict.fromkeys(hubs_of.get(memory_id, [])):
        out.update(dict.fromkeys([n for n in members[hub] if n != memory_id][:NEIGHBOURS_PER_HUB]))
    return list(out)


def cosine_distances(stored: dict[str, list[float]], vector: list[float]) -> dict[str, float]:
    """1 − cosine of each stored vector to ``vector`` (what the vector store's ``distances`` gives)."""
    if not stored:
        return {}
    matrix = np.asarray(list(stored.values()), dtype=np.float64)
    query = np.asarray(vector, dtype=np.float64)
    norms = np.maximum(np.linalg.norm(matrix, axis=1) * np.linalg.norm(query), 1e-12)
    return dict(zip(stored, (1.0 - matrix @ query / norms).tolist()))


# ---- dedup ---------------------------------------------------------------------------------


def _later(a: datetime | None, b: datetime | None) -> datetime | None:
    return max((t for t in (a, b) if t is not None), default=None)


async def deduplicate(store: MemoryStore, memories: list[Memory], vectors: list[list[float]],
                      thresholds: ud.Thresholds = ud.DEFAULT_THRESHOLDS
                      ) -> tuple[list[Memory], list[list[float]], list[dict[str, Any]], list[dict[str, Any]]]:
    """→ (memories to store, their vectors, merges done, possible duplicates to report)."""
    existing = {s.memory.id for s in await store.fetch([m.id for m in memories])}
    keep: list[int] = []
    merges: dict[str, list[tuple[Memory, float]]] = {}
    flagged: list[dict[str, Any]] = []
    for i, (memory, vector) in enumerate(zip(memories, vectors)):
        if memory.id in existing or memory.supersedes or memory.status not in (None, Status.ACTIVE):
            keep.append(i)  # an explicit update of a stored id, or a deliberate link: not a duplicate
            continue
        near = sorted(await _neighbourhood(store, memory, vector, DEDUP_CANDIDATES, graph=False),
                      key=lambda pair: -pair[1])
        near = [(m, c) for m, c in near if m.status in (None, Status.ACTIVE)]
        if not near:
            keep.append(i)
            continue
        best, cosine = near[0]
        band = ud.dedup_band(cosine, thresholds)
        verdict = ud.classify_pair(memory, best, cosine, thresholds) if band else None
        if band == "merge" and verdict is not None and verdict.kind is ud.Kind.DUPLICATE:
            merges.setdefault(best.id, []).append((memory, cosine))
            continue
        keep.append(i)
        if band is not None:
            flagged.append({"id": memory.id, "of": best.id, "cosine": round(cosine, 4),
                            "kind": verdict.kind.value if verdict else None,
                            "reasons": list(verdict.reasons) if verdict else []})
    merged = await _merge(store, merges) if merges else []
    return [memories[i] for i in keep], [vectors[i] for i in keep], merged, flagged


async def _merge(store: MemoryStore, merges: dict[str, list[tuple[Memory, float]]]) -> list[dict[str, Any]]:
    """Fold duplicates into the stored memory: its text stays; the duplicates' ids, texts and
    timestamps are kept in ``merged_from``; it becomes as recent as its latest restatement."""
    props = await store.node_properties(list(merges))
    stored = {s.memory.id: s.memory for s in await store.fetch(list(merges))}
    now = format_timestamp(datetime.now(timezone.utc))
    patches: dict[str, dict[str, Any]] = {}
    report = []
    for target, duplicates in merges.items():
        if target not in props or target not in stored:
            continue
        current = props[target]
        history = list(current.get("merged_from") or [])
        newest = stored[target].source_created_at
        count = current.get("access_count") if isinstance(current.get("access_count"), (int, float)) else None
        for memory, cosine in duplicates:
            history.append({"id": memory.id, "text": memory.text, "topic": memory.topic,
                            "references": list(memory.references), "decisions": list(memory.decisions),
                            "source_created_at": format_timestamp(memory.source_created_at),
                            "created_at": format_timestamp(memory.created_at), "cosine": round(cosine, 4),
                            "merged_at": now, "previous_source_created_at": format_timestamp(newest)})
            newest = _later(newest, memory.source_created_at)
            report.append({"id": memory.id, "into": target, "cosine": round(cosine, 4)})
        patch: dict[str, Any] = {"merged_from": history}
        if newest is not None:
            patch["source_created_at"] = format_timestamp(newest)
        if count is not None:
            patch["access_count"] = count + len(duplicates)  # each restatement counts as a use
        patches[target] = patch
    await store.patch_properties(patches, props)
    for item in report:
        log.info("dedup: merged %s into %s (cosine %.3f)", item["id"], item["into"], item["cosine"])
    return report


# ---- detection and the policy -------------------------------------------------------------


async def detect(store: MemoryStore, memories: list[Memory], vectors: list[list[float]], options: UpdateOptions,
                 thresholds: ud.Thresholds = ud.DEFAULT_THRESHOLDS) -> dict[str, Any]:
    """Classify each stored memory's candidates; record them; apply the policy. → response fields."""
    body: dict[str, Any] = {"update_policy": options.policy, "possible_updates": {}, "auto_superseded": []}
    if options.policy == "off" or not memories:
        body["update_detection"] = {"checked": 0, "skipped": len(memories)}
        return body
    if len(memories) > MAX_DETECT_BATCH:
        body["update_detection"] = {
            "checked": 0, "skipped": len(memories),
            "reason": f"a batch of {len(memories)} memories is a bulk import; update detection runs on "
                      f"batches of up to {MAX_DETECT_BATCH}",
        }
        return body
    found: dict[str, list[ud.Classification]] = {}
    neighbourhoods = await _neighbourhoods(store, memories, vectors, VECTOR_CANDIDATES)
    for memory, candidates in zip(memories, neighbourhoods):
        verdicts = without_reported_changes(memory.text, ud.classify(memory, candidates, thresholds))
        if verdicts:
            found[memory.id] = verdicts
    applied: list[dict[str, Any]] = []
    if options.policy == "auto":
        for memory in memories:
            for verdict in found.get(memory.id, []):
                if ud.may_auto_supersede(memory, verdict, thresholds):
                    done = await _auto_supersede(store, memory, verdict)
                    if done is not None:
                        applied.append(done)
    await store.patch_properties({
        m: {"possible_updates": [v.to_json() for v in verdicts]} for m, verdicts in found.items()
    })
    body["update_detection"] = {"checked": len(memories), "skipped": 0}
    body["possible_updates"] = {m: [v.to_json() for v in verdicts] for m, verdicts in found.items()}
    body["auto_superseded"] = applied
    return body


async def _auto_supersede(store: MemoryStore, memory: Memory, verdict: ud.Classification) -> dict[str, Any] | None:
    try:
        old, _, done = await check_supersede(store, verdict.id, memory.id)
    except MemoryToolError as exc:  # e.g. already superseded by another memory of this batch
        log.info("auto: not superseding %s by %s: %s", verdict.id, memory.id, exc.message)
        return None
    if done or old.status not in (None, Status.ACTIVE):
        return None
    await apply_supersession(store, old, memory.id, mode=AUTO, confidence=verdict.confidence,
                             reasons=list(verdict.reasons))
    log.warning("auto-superseded %s by %s (confidence %.2f: %s); undo with supersede.py --restore %s",
                verdict.id, memory.id, verdict.confidence, "; ".join(verdict.reasons), verdict.id)
    return {"old": verdict.id, "new": memory.id, "confidence": round(verdict.confidence, 3),
            "reasons": list(verdict.reasons)}
