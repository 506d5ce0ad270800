"""A failure Cognee logs while a store is open reaches stderr as a readable traceback: the
packages the store keeps out of its start-up must not include what Cognee's log setup needs."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from conftest import run_store_process

pytestmark = pytest.mark.integration

SCRIPT = textwrap.dedent("""
    import asyncio, sys
    from pathlib import Path
    from cognee_memory.config import StoreConfig
    from cognee_memory.storage.factory import make_store

    async def main():
        store = await make_store(StoreConfig.create(Path(sys.argv[1]))).open()
        from cognee.shared.logging_utils import get_logger
        try:
            raise ValueError("a deliberate failure")
        except ValueError:
            get_logger("cognee.check").exception("Cognee logs a failure")
        await store.close()

    asyncio.run(main())
""")


def test_a_failure_cognee_logs_is_formatted_without_a_logging_error(tmp_path: Path) -> None:
    proc = run_store_process(SCRIPT, tmp_path)
    assert "a deliberate failure" in proc.stderr
    assert "Logging error" not in proc.stderr and "NameError" not in proc.stderr, proc.stderr[-3000:]
