"""Fixtures shared by the integration tests: a real PostgreSQL server with pgvector.

The server is started once per test session, on demand (only tests that use it pay for
it), on loopback with password authentication, and always stopped and deleted afterwards.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from postgres_server import PostgresServer  # noqa: E402


@pytest.fixture(scope="session")
def pg_server() -> Iterator[PostgresServer]:
    server = PostgresServer().start()
    saved = {k: os.environ.get(k) for k in server.env()}
    # Backends started by the tests inherit the password through the environment, as
    # they do from the extension.
    os.environ.update(server.env())
    try:
        yield server
    finally:
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value
        server.stop()
