"""Cranfield 1400 (TREC-XML form; research use), read by path: 1,400 aeronautics abstracts,
225 queries, binary relevance. No time: every document gets the same date and "now" is that
date, so recency is 1 for all and only the semantic/hybrid stack is measured.

Quirks handled: the document file has no single root element (parsed by regex, not XML);
the qrels' qid is the query's ordinal position (1..225), not its ``<num>``; qrels lines may
end in CRLF; rel 0 rows are non-relevant; two documents are empty and are not ingested.
"""

from __future__ import annotations

import html
import re
from pathlib import Path

from cognee_memory_eval.jobs import Phase, Query, WorkspaceJob

STAMP = "2024-01-01T00:00:00Z"  # every document's date and the fixed "now"
_DOC = re.compile(r"<doc>(.*?)</doc>", re.S)
_TOP = re.compile(r"<top>(.*?)</top>", re.S)


def _field(block: str, name: str) -> str:
    match = re.search(rf"<{name}>(.*?)</{name}>", block, re.S)
    return " ".join(html.unescape(match.group(1)).split()) if match else ""


def read_documents(path: Path) -> dict[str, str]:
    """docno → text (the abstract, which repeats the title; the title alone when it is empty)."""
    docs = {}
    for block in _DOC.findall(Path(path).read_text(encoding="utf-8")):
        text = _field(block, "text") or _field(block, "title")
        docs[_field(block, "docno")] = text
    return docs


def read_queries(path: Path) -> list[str]:
    """Query texts in file order (ordinal position 1..N is the qrels' qid)."""
    return [_field(block, "title") for block in _TOP.findall(Path(path).read_text(encoding="utf-8"))]


def read_qrels(path: Path) -> dict[int, set[str]]:
    """Ordinal query number → relevant docnos (rel > 0)."""
    out: dict[int, set[str]] = {}
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        parts = line.split()
        if len(parts) == 4 and int(parts[3]) > 0:
            out.setdefault(int(parts[0]), set()).add(parts[2])
    return out


def load_cranfield(directory: Path, max_docs: int | None = None) -> WorkspaceJob:
    """The collection as one workspace. With ``max_docs``, the first documents only, and the
    queries that have a relevant document among them (relevance restricted to the subset)."""
    directory = Path(directory)
    docs = read_documents(directory / "cran.all.1400.xml")
    texts = read_queries(directory / "cran.qry.xml")
    qrels = read_qrels(directory / "cranqrel.trec.txt")
    keep = list(docs)[:max_docs] if max_docs is not None else list(docs)
    stored = {d for d in keep if docs[d]}
    rows = [{"id": f"d{d}", "text": docs[d], "source_created_at": STAMP, "status": "Active"}
            for d in keep if d in stored]
    queries = []
    for ordinal, text in enumerate(texts, start=1):
        relevant = {f"d{d}" for d in qrels.get(ordinal, set()) if d in stored}
        if relevant and text:
            queries.append(Query(f"q{ordinal}", text, frozenset(relevant), STAMP, "all"))
    return WorkspaceJob(dataset="cranfield", name="cranfield", phases=[Phase("active", rows, queries)],
                        info={"now": STAMP, "empty_documents": len(keep) - len(stored)})
