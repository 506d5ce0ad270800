"""Cognee Chat Memory: workspace-local chat memory in Cognee, ranked by recency and status."""

__version__ = "0.1.0"
