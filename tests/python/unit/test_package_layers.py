"""The package's shape: imports point down the layers, never round in a cycle.

Layers, bottom to top (README, "Architecture"):

0. the core: ``errors``, ``model``, ``config``, ``checks``, ``envelope``, ``durable``, ``platform``
1. pure logic (numpy/stdlib only, no store): ``ranking``, ``compaction.merge``,
   ``updates.cues``, ``updates.detect``, ``updates.signals``, ``updates.partial``, ``updates.retired``, ``updates.scopes``, ``updates.names``, ``updates.switch_off``, ``updates.ended``, ``updates.fell_out``,
   ``scrubbing.rules``, ``scrubbing.patterns``,
   ``feedback`` (events, log, fit), ``forgetting.traces``
2. the request schema: ``requests``; the decision-record reader ``adr`` (files and git in, ingest rows out)
3. storage: ``storage`` (interface, connection, cognee_store, helpers, factory) with its adapters ``storage.local``,
   ``storage.postgres``
4. operations on a store: ``retrieval``, ``compaction.apply``, ``updates.apply``,
   ``updates.supersession``, ``scrubbing.apply``, ``feedback.ops``, ``forgetting`` (forget, edit),
   ``storage.migration``
5. the backend: ``backend``
6. the commands: ``cli``

A module may import its own layer or lower ones. Function-local imports count: a lazy import
that dodges a cycle is still a cycle. (What the pure modules may import from outside the
package is checked in ``test_pure_imports.py``.)
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PYTHON_DIR = Path(__file__).resolve().parents[3] / "python"
PACKAGE = "cognee_memory"

CORE = {"errors", "model", "config", "checks", "envelope", "durable", "platform"}
PURE_MODULES = ("compaction.merge", "updates.cues", "updates.detect", "updates.signals", "updates.partial", "updates.retired", "updates.scopes", "updates.names", "updates.switch_off", "updates.ended", "updates.fell_out", "scrubbing.rules", "scrubbing.patterns", "feedback.events", "feedback.log", "feedback.fit", "forgetting.traces")
OPERATIONS = ("retrieval", "compaction", "updates", "scrubbing", "feedback", "forgetting", "storage.migration")
MAX_MODULE_LINES = 400
MAX_TOP_LEVEL_MODULES = 12


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(PYTHON_DIR).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _modules() -> dict[str, Path]:
    return {_module_name(p): p for p in sorted((PYTHON_DIR / PACKAGE).rglob("*.py"))}


MODULES = _modules()


def _imports(name: str, path: Path, modules: dict[str, Path] = MODULES) -> list[tuple[str, int]]:
    """Every module ``name`` imports (absolute names), anywhere in the file, with line numbers."""
    tree = ast.parse(path.read_text(), filename=str(path))
    is_package = path.name == "__init__.py"
    found: list[tuple[str, int]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.extend((alias.name, node.lineno) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = name.split(".") if is_package else name.split(".")[:-1]
                base = base[: len(base) - (node.level - 1)]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            found.append((module, node.lineno))
            # `from pkg import sub` imports the submodule pkg.sub
            found.extend((f"{module}.{alias.name}", node.lineno) for alias in node.names
                         if f"{module}.{alias.name}" in modules)
    return found


def _internal_edges(modules: dict[str, Path] = MODULES) -> dict[str, set[str]]:
    edges: dict[str, set[str]] = {name: set() for name in modules}
    for name, path in modules.items():
        for target, _ in _imports(name, path, modules):
            if target in modules and target != name:
                edges[name].add(target)
    return edges


def upward_imports(modules: dict[str, Path] = MODULES) -> list[str]:
    """Every import of a module from a higher layer than its own."""
    return [
        f"{name} (layer {layer(name)}) imports {target} (layer {layer(target)})"
        for name, targets in _internal_edges(modules).items()
        for target in sorted(targets)
        if layer(target) > layer(name)
    ]


def import_cycles(modules: dict[str, Path] = MODULES) -> list[str]:
    """Every import cycle found by a depth-first walk, as "a → b → a"."""
    edges = _internal_edges(modules)
    cycles: list[list[str]] = []
    state: dict[str, int] = {}  # 1 = on the current path, 2 = done
    path: list[str] = []

    def visit(node: str) -> None:
        state[node] = 1
        path.append(node)
        for target in sorted(edges[node]):
            if state.get(target) == 1:
                cycles.append(path[path.index(target):] + [target])
            elif target not in state:
                visit(target)
        path.pop()
        state[node] = 2

    for node in sorted(edges):
        if node not in state:
            visit(node)
    return [" → ".join(c) for c in cycles]


def _relative(name: str) -> str:
    return name[len(PACKAGE) + 1:] if name.startswith(PACKAGE + ".") else ""


def _is_pure(rel: str) -> bool:
    return rel == "ranking" or rel.startswith("ranking.") or rel.startswith(PURE_MODULES)


def layer(name: str) -> int:
    """The layer of a module of the package (see the module docstring)."""
    rel = _relative(name)
    top = rel.split(".")[0] if rel else ""
    if not rel or top in CORE:
        return 0
    if _is_pure(rel):
        return 1
    if top in ("requests", "adr"):
        return 2
    if rel.startswith(OPERATIONS):
        return 4 if not rel.startswith("storage") or rel.startswith("storage.migration") else 3
    if top == "storage":
        return 3
    if top == "backend":
        return 5
    if top == "cli":
        return 6
    raise AssertionError(f"{name} belongs to no layer: add it to the layer table in this test")


def test_every_module_belongs_to_a_layer():
    assert len(MODULES) > 30
    for name in MODULES:
        layer(name)


def test_imports_never_point_up_a_layer():
    assert upward_imports() == []


def test_the_package_has_no_import_cycles():
    assert import_cycles() == []


def test_only_the_storage_factory_imports_an_adapter_and_adapters_never_import_each_other():
    offenders = []
    for name, targets in _internal_edges().items():
        rel = _relative(name)
        for target in targets:
            adapter = next((a for a in ("storage.local", "storage.postgres") if _relative(target).startswith(a)), None)
            if adapter is None or rel.startswith(adapter) or rel == "storage.factory":
                continue
            offenders.append(f"{name} imports {target}")
    assert offenders == []


def test_nothing_in_the_product_imports_the_commands_or_the_evaluation_harness():
    offenders = [
        f"{name}:{line} imports {target}"
        for name, path in MODULES.items()
        if not _relative(name).startswith("cli")
        for target, line in _imports(name, path)
        if target.startswith((f"{PACKAGE}.cli", "cognee_memory_eval"))
    ]
    assert offenders == []


@pytest.mark.parametrize("name", sorted(MODULES))
def test_no_module_is_over_the_size_limit(name):
    lines = len(MODULES[name].read_text().splitlines())
    assert lines <= MAX_MODULE_LINES, f"{name} has {lines} lines"


def test_the_package_top_stays_small():
    top = [p.name for p in (PYTHON_DIR / PACKAGE).glob("*.py")]
    assert 0 < len(top) <= MAX_TOP_LEVEL_MODULES, sorted(top)


def test_the_layer_checks_see_a_planted_violation(tmp_path):
    """The checks above are only worth something if they can fail: plant modules that break
    them (a lazy upward import, a cycle), run the same checks, and expect both reported."""
    upward = tmp_path / "upward.py"
    upward.write_text("def f():\n    from cognee_memory.backend import service\n")
    first, second = tmp_path / "first.py", tmp_path / "second.py"
    first.write_text("from cognee_memory.ranking import second\n")
    second.write_text("def f():\n    from cognee_memory.ranking import first\n")
    planted = {**MODULES, f"{PACKAGE}.ranking.upward": upward,
               f"{PACKAGE}.ranking.first": first, f"{PACKAGE}.ranking.second": second}

    assert upward_imports(planted) == [
        f"{PACKAGE}.ranking.upward (layer 1) imports {PACKAGE}.backend (layer 5)",
        f"{PACKAGE}.ranking.upward (layer 1) imports {PACKAGE}.backend.service (layer 5)",
    ]
    assert import_cycles(planted) == [
        f"{PACKAGE}.ranking.first → {PACKAGE}.ranking.second → {PACKAGE}.ranking.first"]
