"""Full-text search on the postgres profile: PostgreSQL's own text search over the memory text.

The memory text is in the pgvector table's JSON payload (``payload->>'text'``). A GIN index on
``to_tsvector('english', text)`` (English stemming and stop words, like the embedded store's
LanceDB index) is created on first use. The score is BM25-shaped: each query word that a memory
contains adds its inverse document frequency × ``ts_rank`` (term frequency, damped by the
memory's length), so rare words count more than common ones. Query words are OR-ed: a question
never has to match every word.

The SQL is built here (pure: no connection); ``store.py`` runs it.
"""

from __future__ import annotations

import re

from cognee_memory.ranking.words import query_words
from cognee_memory.storage.ids import MEMORY_COLLECTION

TABLE = f'"{MEMORY_COLLECTION}"'
INDEX = "chatmemory_text_fts"
DOCUMENT = "to_tsvector('english', COALESCE(payload->>'text', ''))"
MAX_TERMS = 64  # a pasted paragraph still costs a bounded number of index probes
_WORD = re.compile(r"[^\W_]+", re.UNICODE)

CREATE_INDEX = f"CREATE INDEX IF NOT EXISTS {INDEX} ON {TABLE} USING GIN (({DOCUMENT}))"
TABLE_EXISTS = f"SELECT to_regclass('{TABLE}') IS NOT NULL"
# BM25's idf, ln(1 + (N − df + 0.5) / (df + 0.5)); ts_rank normalisation 1 = ÷ (1 + ln length).
SEARCH = f"""
WITH n AS (SELECT count(*) AS total FROM {TABLE}),
terms AS (
  SELECT q, (SELECT count(*) FROM {TABLE} WHERE {DOCUMENT} @@ q) AS df
  FROM unnest(CAST(:terms AS text[])) AS term, to_tsquery('english', term) AS q
  WHERE numnode(q) > 0
),
weighted AS (SELECT q, ln(1 + (n.total - df + 0.5) / (df + 0.5)) AS idf FROM terms, n WHERE df > 0)
SELECT d.id, SUM(w.idf * ts_rank({DOCUMENT}, w.q, 1)) AS score
FROM {TABLE} d JOIN weighted w ON {DOCUMENT} @@ w.q
GROUP BY d.id ORDER BY score DESC, d.id LIMIT :limit
"""


def query_terms(query: str) -> list[str]:
    """The query's content words and their word forms (``ranking/words.query_words``: the same
    analysis as the embedded store's), lower-cased, each once; letters and digits only (safe for
    to_tsquery). Stop words are dropped: a question of stop words only searches nothing."""
    return [w for w in query_words(query) if _WORD.fullmatch(w)][:MAX_TERMS]
