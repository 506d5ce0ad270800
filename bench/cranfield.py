"""Retrieval quality on Cranfield 1400: plain retrieve vs + lexical vs + lexical + RRF, and raw BM25.

Reads the collection from ``../shared/datasets/cranfield`` (or --data); never copies it. Ingests
the 1,398 non-empty abstracts into a fresh workspace in this process, runs the 225 queries
through the service (the code the CLI and backend run) and reports Recall@10, MRR and nDCG@10
(binary relevance) per ranker, next to the reference numbers of shared/datasets/README.md.

    .venv/bin/python bench/cranfield.py [--data PATH]

Prints one JSON report on stdout. Not run by CI; exits 0 with a note when the data is absent.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import math
import re
import sys
import tempfile
import time
from pathlib import Path

import click

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "python"))

from cognee_memory.backend.service import MemoryService  # noqa: E402
from cognee_memory.config import StoreConfig  # noqa: E402

DEFAULT_DATA = ROOT.parent / "shared" / "datasets" / "cranfield"
REFERENCE = {"cosine": {"recall@10": 0.350, "mrr": 0.517, "ndcg@10": 0.343},
             "bm25": {"recall@10": 0.396, "mrr": 0.530, "ndcg@10": 0.379},
             "rrf(cosine, bm25)": {"recall@10": 0.406, "mrr": 0.545, "ndcg@10": 0.389}}


def load(data: Path) -> tuple[dict[str, str], list[str], dict[int, set[str]]]:
    docs = {}
    for block in re.findall(r"<doc>(.*?)</doc>", (data / "cran.all.1400.xml").read_text(), re.S):
        docno = re.search(r"<docno>\s*(\d+)\s*</docno>", block).group(1)
        text = re.search(r"<text>(.*?)</text>", block, re.S)
        body = " ".join(text.group(1).split()) if text else ""
        if body:
            docs[docno] = body
    queries = [" ".join(q.split()) for q in
               re.findall(r"<title>(.*?)</title>", (data / "cran.qry.xml").read_text(), re.S)]
    relevant: dict[int, set[str]] = {}
    for line in (data / "cranqrel.trec.txt").read_text().splitlines():
        parts = line.split()
        if len(parts) == 4 and int(parts[3]) > 0:
            relevant.setdefault(int(parts[0]), set()).add(parts[2])  # qid = 1-based query position
    return docs, queries, relevant


def metrics(ranked: list[str], relevant: set[str], k: int = 10) -> tuple[float, float, float]:
    top = ranked[:k]
    recall = len(set(top) & relevant) / len(relevant)
    rr = next((1.0 / (i + 1) for i, d in enumerate(ranked) if d in relevant), 0.0)
    dcg = sum(1.0 / math.log2(i + 2) for i, d in enumerate(top) if d in relevant)
    ideal = sum(1.0 / math.log2(i + 2) for i in range(min(k, len(relevant))))
    return recall, rr, dcg / ideal


@click.command()
@click.option("--data", type=click.Path(path_type=Path), default=DEFAULT_DATA, show_default=True)
def main(data: Path) -> None:
    """Score each ranker on Cranfield; print a JSON report."""
    if not (data / "cran.all.1400.xml").is_file():
        sys.stdout.write(json.dumps({"skipped": f"no Cranfield data at {data}"}) + "\n")
        return

    async def run() -> dict:
        docs, queries, relevant = load(data)
        ws = Path(tempfile.mkdtemp(prefix="cranfield-"))
        service = await MemoryService(StoreConfig.create(ws)).open()
        lines = "".join(json.dumps({"id": d, "text": t, "status": "Active"}) + "\n" for d, t in docs.items())
        t0 = time.perf_counter()
        await service.handle({"op": "ingest", "text": lines})
        ingest_s = time.perf_counter() - t0
        rankers = {"plain (cosine)": {}, "lexical": {"lexical": True},
                   "lexical + rrf": {"lexical": True, "fusion": "rrf"}}
        sums = {name: [0.0, 0.0, 0.0] for name in [*rankers, "bm25 alone"]}
        judged = 0
        for position, query in enumerate(queries, start=1):
            rel = relevant.get(position)
            if not rel:
                continue
            judged += 1
            for name, extra in rankers.items():
                body = await service.handle({"op": "retrieve", "query": query, "top_k": 10,
                                             "max_tokens": 1_000_000, **extra})
                for i, value in enumerate(metrics([r["id"] for r in body["results"]], rel)):
                    sums[name][i] += value
            hits = await service.store.lexical_search(query, 10)
            for i, value in enumerate(metrics([d for d, _ in hits], rel)):
                sums["bm25 alone"][i] += value
        scores = {name: {"recall@10": round(s[0] / judged, 3), "mrr": round(s[1] / judged, 3),
                         "ndcg@10": round(s[2] / judged, 3)} for name, s in sums.items()}
        return {"documents": len(docs), "queries": judged, "ingest_seconds": round(ingest_s, 1),
                "scores": scores, "reference (shared/datasets/README.md)": REFERENCE}

    with contextlib.redirect_stdout(sys.stderr):  # Cognee's migrations print() to stdout
        report = asyncio.run(run())
    sys.stdout.write(json.dumps(report, indent=2) + "\n")


if __name__ == "__main__":
    main()
