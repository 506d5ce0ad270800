"""The store for a configuration: the one place that picks (and imports) an adapter."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cognee_memory.config import StoreConfig

if TYPE_CHECKING:
    from cognee_memory.storage.cognee_store import CogneeStore


def make_store(config: StoreConfig) -> CogneeStore:
    """The store for the configured profile (a team space on a server, or embedded): its data
    operations (``interface.MemoryStore``) and the backend's upkeep hooks (``interface.StoreUpkeep``)."""
    # Adapters are imported on demand: only the configured one loads (postgres brings SQLAlchemy).
    if config.profile == "postgres":
        from cognee_memory.storage.postgres.store import PostgresStore

        return PostgresStore(config)
    from cognee_memory.storage.local.store import LocalStore

    return LocalStore(config)


def preload(config: StoreConfig) -> None:
    """Import what opening ``config``'s store needs (Cognee and the stores' libraries, most of a
    cold start) without touching the store: a backend about to take over from another."""
    from cognee_memory.storage.environment import import_cognee, prepare_environment, quiet_cognee_logging

    prepare_environment(config)
    import_cognee()
    quiet_cognee_logging()
    if config.profile != "postgres":
        import lancedb  # noqa: F401  (the first vector use's import, ≈ 1 s)
