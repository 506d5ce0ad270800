"""The pure modules import only the standard library, numpy, the bottom layer and other pure
modules: no store, no Cognee, no I/O layer (function-local imports included)."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[3] / "python" / "cognee_memory"
BOTTOM = {"errors", "model", "config", "checks", "envelope"}
PURE = {
    "ranking": {"formula", "fusion", "gate", "gate_defaults", "kinds", "kinds_table", "passages", "scoring",
                "vectors", "words", "word_forms"},
    "updates": {"cues", "detect", "signals", "partial", "retired", "scopes", "names", "switch_off", "ended", "fell_out"},
    "scrubbing": {"rules", "patterns"},
    "compaction": {"merge"},
    "feedback": {"fit"},
    "forgetting": {"traces"},
}
# detect-secrets supplies the token formats; it is imported on the first scan and does no I/O.
ALLOWED_LIBRARIES = {"scrubbing/patterns.py": {"detect_secrets"},
                     # the Snowball stemmers (Rust, no I/O) of the lexical analyzer
                     "ranking/words.py": {"py_rust_stemmers"}, "ranking/word_forms.py": {"py_rust_stemmers"}}


def pure_modules() -> list[str]:
    listed = [f"{package}/{name}.py" for package, names in PURE.items() for name in sorted(names)]
    return ["checks.py", *listed]


def imported(path: Path) -> set[str]:
    """Every module imported anywhere in the file, as dotted names (``from cognee_memory
    import checks`` counts as ``cognee_memory.checks``)."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            if is_package(node.module):
                names.update(f"{node.module}.{alias.name}" for alias in node.names)
            else:
                names.add(node.module)
    return names


def is_package(module: str) -> bool:
    top, _, rest = module.partition(".")
    return top == "cognee_memory" and (PACKAGE / rest.replace(".", "/")).is_dir()


def allowed(module: str, libraries: set[str]) -> bool:
    top, _, rest = module.partition(".")
    if top in sys.stdlib_module_names or top in {"numpy", "__future__"} or top in libraries:
        return True
    if top != "cognee_memory":
        return False
    package, _, name = rest.partition(".")
    if not name:
        return package in BOTTOM
    return name in PURE.get(package, set())


@pytest.mark.parametrize("relative", pure_modules())
def test_a_pure_module_imports_nothing_impure(relative: str) -> None:
    path = PACKAGE / relative
    libraries = ALLOWED_LIBRARIES.get(relative, set())
    bad = sorted(m for m in imported(path) if not allowed(m, libraries))
    assert not bad, f"{relative} imports {bad}"


def test_checks_sits_on_the_errors_module_only() -> None:
    assert {m for m in imported(PACKAGE / "checks.py") if m.startswith("cognee_memory")} == {"cognee_memory.errors"}
