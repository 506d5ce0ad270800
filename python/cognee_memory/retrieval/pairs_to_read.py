"""Which pairs are read for an update nobody marked (``retrieval/unmarked.py`` reads them): the strongest hits, each
with the newer candidates near it by relevance or linked to it by a topic or a file, and, when the question names
the product of a kind, every newer candidate that names a product of that kind however far down it ranks, and every
newer one that retires the hit's thing in words or says that the person the hit names moved on."""

from __future__ import annotations

import numpy as np

from cognee_memory.model import Status
from cognee_memory.ranking import kinds
from cognee_memory.retrieval.candidates import Candidate
from cognee_memory.retrieval.cited_records import cites_as_replaced
from cognee_memory.retrieval.news_items import item_to_read
from cognee_memory.retrieval.ownership import owner_left
from cognee_memory.retrieval.things_in_common import linked_by_topic_or_file
from cognee_memory.retrieval.vouched import retires_outright
from cognee_memory.updates.retired import names_what_it_retires

STRONGEST = 2  # the hits checked for a newer update (the gate's default cap)
MAX_NEWER = 8  # at most this many linked, newer candidates per hit
NEARBY = 10  # unlinked candidates are looked at among this many strongest
STAND_IN_SHARE = 0.25  # a newer memory stands in only with at least this share of the hit's relevance


def written_at(c: Candidate) -> float | None:
    """When the memory was written (its source's time, else its own), as a timestamp."""
    ts = c.memory.source_created_at or c.memory.created_at
    return None if ts is None else ts.timestamp()


def pairs_to_check(candidates: list[Candidate], relevance: np.ndarray,
                   strongest: int = STRONGEST, share: float = STAND_IN_SHARE,
                   products: frozenset[int] = frozenset()) -> list[tuple[int, list[int]]]:
    """(strong hit, newer candidates to check) index pairs: the ``strongest`` Active/legacy hits
    by relevance, each with the newer candidates that share its topic or a file or are among the
    ``NEARBY`` strongest, and whose own relevance is at least ``share`` of the hit's; and, beyond
    ``MAX_NEWER``, the newer ``products`` (candidates naming a product of a kind the question names)."""
    rel = np.nan_to_num(np.asarray(relevance, dtype=np.float64), nan=0.0)
    order = [int(i) for i in np.argsort(-rel, kind="stable")]
    near = set(order[:NEARBY])
    out = []
    for i in order[:strongest]:
        hit = candidates[i]
        when = written_at(hit)
        if hit.memory.status not in (None, Status.ACTIVE) or when is None:
            continue
        newer = [j for j in order if j != i and candidates[j].memory.status in (None, Status.ACTIVE)
                 and (written_at(candidates[j]) or 0.0) > when and (j in near or linked_by_topic_or_file(hit, candidates[j]))
                 and rel[j] >= share * rel[i]]
        newer = newer[:MAX_NEWER] + [j for j in order if j != i and j not in newer[:MAX_NEWER]
                                     and candidates[j].memory.status in (None, Status.ACTIVE)
                                     and (written_at(candidates[j]) or 0.0) > when
                                     and (j in products or retires_in_words(candidates[j], hit)
                                          or owner_left(hit.memory.text, candidates[j].memory.text) != "")]
        if newer:
            out.append((i, newer))
    return out


def retires_in_words(newer: Candidate, hit: Candidate) -> bool:
    """Whether a newer candidate says in words that it retires the thing the hit is about, for all the hit says
    ("we moved the show from Libsyn to Transistor last month" after "episodes are hosted on Libsyn"), or names
    the hit's record as the one it replaces ("Accepted (replaces ADR 0013)"): it is read however little it shares
    with the question ("where do we host the episodes?")."""
    item = item_to_read(newer, hit.memory.text)  # a note of news: its item about the hit ("cancelled docusign")
    return cites_as_replaced(newer.memory.text, newer.memory.id, hit.memory.text, hit.memory.id) is not None \
        or item is not None and names_what_it_retires(item.memory.text, hit.memory.text) is not None \
        and retires_outright(item, hit)


def naming_products(query: str, candidates: list[Candidate]) -> frozenset[int]:
    """The candidates that name a product of a kind the question names (``ranking/kinds``), when it names the
    product of one: a rival said as a change answers "do we still use google translate …?" however far down."""
    if not query or not any(kinds.product_named(kind, query) for kind, _ in kinds.named_kinds(query)):
        return frozenset()
    return frozenset(k for k, c in enumerate(candidates) if kinds.earned(query, c.memory.text))
