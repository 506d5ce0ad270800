"""Every product module imports in the environment the tests run in, and none of them loads a
package the locks leave out.

Run from an environment installed from python/requirements.lock (scripts/setup.sh, the
extension's Set Up), this proves the lean lock carries every import of the product; run from a
fuller one, it proves that what scripts/lock_deps.py leaves out is never imported at start-up.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from importlib import metadata
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[3]
PACKAGES = ("cognee_memory", "cognee_memory_eval")

# In a fresh interpreter (nothing the test process loaded hides a missing package): Cognee
# imported the way a serving process imports it (store prepared first), then every module of the
# packages; prints the failures and every top-level module loaded.
IMPORT_ALL = """
import importlib, json, pkgutil, sys
from pathlib import Path
from cognee_memory.config import StoreConfig
from cognee_memory.storage.environment import import_cognee, prepare_environment
prepare_environment(StoreConfig.create(Path(sys.argv[1])))
import_cognee()
failed, walked = {}, []
for package in sys.argv[2:]:
    root = importlib.import_module(package)
    for info in pkgutil.walk_packages(root.__path__, package + "."):
        walked.append(info.name)
        try:
            importlib.import_module(info.name)
        except BaseException as exc:
            failed[info.name] = f"{type(exc).__name__}: {exc}"
loaded = sorted({name.partition(".")[0] for name in sys.modules})
print(json.dumps({"failed": failed, "walked": walked, "loaded": loaded}))
"""


def canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def locked_names() -> set[str]:
    names = set()
    for lock in ("requirements.lock", "requirements-test.lock"):
        for line in (ROOT / "python" / lock).read_text().splitlines():
            if line and not line.startswith("#"):
                names.add(canonical(line.partition("==")[0]))
    return names


def modules_outside_the_locks() -> dict[str, list[str]]:
    """Top-level module → the installed distributions outside both locks that provide it."""
    kept = locked_names() | {"cognee-chat-memory", "pip"}
    return {module: sorted(outside) for module, dists in metadata.packages_distributions().items()
            if (outside := {d for d in dists if canonical(d) not in kept}) and not (set(map(canonical, dists)) & kept)}


@pytest.fixture(scope="module")
def imported(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    workspace = tmp_path_factory.mktemp("workspace")
    proc = subprocess.run([sys.executable, "-c", IMPORT_ALL, str(workspace), *PACKAGES], cwd=ROOT,
                          capture_output=True, text=True, timeout=300,
                          env={"PYTHONPATH": str(ROOT / "python"), "PATH": "/usr/bin:/bin"})
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout.splitlines()[-1])


def test_every_product_module_imports(imported: dict[str, Any]) -> None:
    assert imported["failed"] == {}


def test_importing_the_product_loads_no_package_the_locks_leave_out(imported: dict[str, Any]) -> None:
    outside = modules_outside_the_locks()
    assert {module: outside[module] for module in imported["loaded"] if module in outside} == {}


def test_the_walk_reaches_every_layer(imported: dict[str, Any]) -> None:
    # A walk that stopped at the packages' __init__ would prove nothing.
    py_files = [p for package in PACKAGES for p in (ROOT / "python" / package).rglob("*.py") if p.name != "__init__.py"]
    assert len(imported["walked"]) >= len(py_files)
    assert {"cognee_memory.cli.retrieve", "cognee_memory.storage.environment", "cognee_memory.backend.server",
            "cognee_memory_eval.runner"} <= set(imported["walked"])
