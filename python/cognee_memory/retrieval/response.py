"""The retrieve response: one ranked list as JSON results, and the body around them (pure).

``retrieval/pipeline.py`` decides what is ranked and how; this module only shapes what it
decided into the contract's JSON (python/CONTRACT.md, "retrieve").
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

import numpy as np

from cognee_memory.envelope import ok
from cognee_memory.model import format_timestamp
from cognee_memory.ranking import kinds
from cognee_memory.ranking.scoring import Scored
from cognee_memory.requests import RetrieveRequest
from cognee_memory.retrieval.asides import aside_marker, asks_about_an_occasion
from cognee_memory.retrieval.candidates import Candidate, StandIn
from cognee_memory.retrieval.first_stage import Relevance, retriever_weights, score_weights


def results_json(candidates: list[Candidate], order: list[int], scored: Scored, first: Relevance,
                 admitted: np.ndarray, other_subject: np.ndarray, ages: np.ndarray, tokens: list[int],
                 request: RetrieveRequest) -> list[dict[str, Any]]:
    """The ranked memories ``order`` (indices into ``candidates``), each with its scores;
    ``other_subject``: within the gate's band, but about another subject than the best memory."""
    best = float(np.max(first.relevance)) if first.relevance.size else 0.0
    return [_result_json(candidates[i], i, scored, first, bool(admitted[i]), bool(other_subject[i]), float(ages[i]),
                         tokens[p], request, best)
            for p, i in enumerate(order)]


def placement(candidate: Candidate, relevance: float, best: float, admitted: bool, request: RetrieveRequest,
              other_subject: bool = False) -> tuple[str, str]:
    """(how the memory was placed, why, in one sentence): what /explain, hovers and Search show.

    ``gate``: it passed the relevance gate, and the gated memories are ordered by score (relevance ×
    recency × status); ``relevance``: it did not, and follows them by relevance; ``score``: no gate."""
    if not request.relevance_gate:
        place, why = "score", "ordered by score = relevance × recency × status (no relevance gate)"
    elif admitted:
        place, why = "gate", (f"passed the relevance gate (relevance {relevance:.2f}, the best is {best:.2f}); "
                              "ordered by score = relevance × recency × status")
    else:
        place, why = "relevance", (f"below the relevance gate (relevance {relevance:.2f}, the best is {best:.2f}); "
                                   "placed after the memories that passed it, by relevance")
        marker = None if asks_about_an_occasion(request.query) else aside_marker(candidate.memory.text)
        if other_subject:
            why += ("; within the gate's band, but about another subject than the best memory, so its age and "
                    "status do not move it above it")
        elif marker:
            why += (f"; a remark about an occasion ('{marker}'), which passes the gate only when no memory "
                    "that states something has a third of its relevance")
        elif kinds.names_no_product_asked(request.query, candidate.memory.text):
            asked = ", ".join(kind.label for kind in kinds.product_asked(request.query))
            why += (f"; the question asks which {asked} and this memory names none, so it passes the gate only "
                    "when no memory that names one has a third of its relevance")
    scored_by_kind = request.lexical and request.fusion == "score"
    named = kinds.reason(request.query, candidate.memory.text) if scored_by_kind else None
    if named:
        why += f"; {named}"
    if candidate.predecessors:
        older = ", ".join(p.memory.id for p in candidate.predecessors[:3])
        because = {StandIn.MARKED: "which it replaces",
                   StandIn.UPDATE: "which it reads as updating (nobody marked it)",
                   StandIn.ANSWER: "an older record: this newer one answers the question about as well"}
        evidence = f": {candidate.stand_in_evidence}" if candidate.stand_in_evidence else ""
        why += (f"; stands in for {older}, {because[candidate.stand_in]}{evidence}, "
                "and takes on its relevance when that is higher")
    return place, why


def _result_json(candidate: Candidate, i: int, scored: Scored, first: Relevance, admitted: bool,
                 other_subject: bool, age: float, tokens: int, request: RetrieveRequest, best: float
                 ) -> dict[str, Any]:
    memory = candidate.memory
    body = {
        **memory.to_json(),
        "semantic_score": float(scored.semantic[i]),
        "recency_multiplier": float(scored.recency[i]),
        "status_multiplier": float(scored.status_multiplier[i]),
        "score": float(scored.score[i]),
        "age_days": age,
        "tokens": tokens,
        "found_by": candidate.found_by,
        "factors": {**{name: float(values[i]) for name, values in scored.factors.items()},
                    **{name: values[i] for name, values in scored.extra.items() if i in values}},
        **({"forgotten_sources": list(memory.forgotten_sources)} if memory.forgotten_sources else {}),
    }
    if request.lexical or request.fusion:
        body.update({"retrievers": dict(sorted(candidate.ranks.items())), "cosine": candidate.semantic,
                     "bm25_score": candidate.lexical})
        if first.rrf is not None:
            body["rrf_score"] = float(first.rrf[i])
    body["relevance"] = float(first.relevance[i])
    body["gated"] = admitted
    body["placed_by"], body["why"] = placement(candidate, float(first.relevance[i]), best, admitted, request,
                                               other_subject)
    if candidate.predecessors:
        # The memories whose relevance this one may take on (it replaced them, marked or found at
        # query time), and the best cosine of it and them (what a relevance floor should read).
        body["stands_in_for"] = [p.memory.id for p in candidate.predecessors]
        body["stands_in_because"] = candidate.stand_in.value  # "marked", "update" or "answer"
        body["stands_in_cosine"] = float(first.cosine[i])
    return body


def body_json(request: RetrieveRequest, now: datetime, scorer_name: str, half_life_days: float, scored: Scored,
              results: list[dict[str, Any]], total_candidates: int, total_tokens: int,
              previews: list[dict[str, Any]]) -> dict[str, Any]:
    body = ok(
        half_life_days=half_life_days,
        include_superseded=request.include_superseded,
        now=format_timestamp(now),
        results=results,
        total_candidates=total_candidates,
        total_tokens=total_tokens,
        ranking={
            "preset": scorer_name,
            **scored.details,
            "relevance_gate": {"on": True, "band": request.relevance_band, "top": request.relevance_top,
                               "basis": request.relevance_basis, "same_subject": request.relevance_same_subject}
            if request.relevance_gate else {"on": False},
        },
    )
    if request.lexical or request.fusion:
        body["lexical"] = request.lexical
        body["fusion"] = None if request.fusion is None else {
            "method": request.fusion, "k": request.rrf_k, "weights": retriever_weights(request)
        } if request.fusion == "rrf" else {"method": request.fusion, "weights": score_weights(request)}
    if request.compare_half_lives:
        body["previews"] = previews
    return body
