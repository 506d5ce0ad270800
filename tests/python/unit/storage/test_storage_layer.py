"""The storage layer's shape, without Cognee: both adapters offer every store operation, the
factory loads only the configured adapter, and the password is masked in every form."""

from __future__ import annotations

import inspect
import json
import subprocess
import sys
from pathlib import Path
from urllib.parse import quote

import pytest

from cognee_memory.storage import interface
from cognee_memory.storage.local.store import LocalStore
from cognee_memory.storage.postgres.store import PostgresStore
from cognee_memory.storage.redaction import redact

PYTHON_DIR = Path(__file__).resolve().parents[4] / "python"
OPERATIONS = [(part, name) for part in (interface.MemoryStore, interface.StoreUpkeep)
              for name, v in sorted(vars(part).items()) if inspect.isfunction(v) and not name.startswith("_")]


@pytest.mark.parametrize("adapter", [LocalStore, PostgresStore])
def test_each_adapter_offers_every_store_operation_and_upkeep_hook(adapter: type) -> None:
    assert not inspect.isabstract(adapter), sorted(adapter.__abstractmethods__)
    assert issubclass(adapter, interface.StoreUpkeep)
    assert len(OPERATIONS) > 20
    for part, name in OPERATIONS:
        wanted = getattr(part, name)
        found = getattr(adapter, name)
        assert inspect.iscoroutinefunction(found) == inspect.iscoroutinefunction(wanted), name
        assert list(inspect.signature(found).parameters) == list(inspect.signature(wanted).parameters), name


def test_the_factory_loads_only_the_configured_adapter(tmp_path: Path) -> None:
    probe = (
        "import json, sys; from pathlib import Path\n"
        "from cognee_memory.config import StoreConfig\n"
        "from cognee_memory.storage.factory import make_store\n"
        "store = make_store(StoreConfig.create(Path(sys.argv[1])))\n"
        "print(json.dumps({'type': type(store).__name__, 'loaded': sorted(m for m in sys.modules\n"
        "    if m.split('.')[0] in ('cognee', 'sqlalchemy') or m.startswith('cognee_memory.storage.postgres'))}))\n"
    )
    proc = subprocess.run([sys.executable, "-c", probe, str(tmp_path)], cwd=PYTHON_DIR,
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout) == {"type": "LocalStore", "loaded": []}


def test_postgres_full_text_query_keeps_only_content_words_each_once() -> None:
    from cognee_memory.storage.postgres.fulltext import query_terms

    # "DB" is searched as written and as the word it stands for.
    assert query_terms("Which DB? which db's 'tests' & | !x_y (héllo)") == ["database", "db", "tests", "x", "héllo"]
    assert query_terms("?! & |") == []
    assert query_terms("which do we use?") == []  # stop words alone search nothing
    assert query_terms("which formatter?") == ["formatter", "format"]  # and its word form


@pytest.mark.parametrize("password", ["s3cret.pass", "pa+ss~word"])
def test_the_password_is_masked_plain_and_url_encoded(monkeypatch: pytest.MonkeyPatch, password: str) -> None:
    monkeypatch.setenv("COGNEE_MEMORY_PG_PASSWORD", password)
    text = f"password={password} url=postgresql+asyncpg://u:{quote(password, safe='')}@host/db"
    cleaned = redact(text)
    assert password not in cleaned and quote(password, safe="") not in cleaned
    assert cleaned == "password=*** url=postgresql+asyncpg://u:***@host/db"
