"""Retrieval-quality evaluation on data nobody on this project wrote (LoCoMo, Cranfield) and
on a constructed knowledge-update suite.

Every workspace is built through the real ingest path and queried through the real retrieve
path (``MemoryService``); a *setting* is just a dict of retrieve options, the same request the
retrieve CLI sends. Data is read by path from ``../shared/datasets`` and never copied here.
"""
