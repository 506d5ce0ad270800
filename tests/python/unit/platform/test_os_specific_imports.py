"""Only the platform layer (``cognee_memory/platform``) may import a module that exists on one OS
family only, and only there may it be imported at module level: a Windows Python has no
``fcntl``, a Linux one no ``msvcrt``, and a module-level import of either stops the whole CLI."""

from __future__ import annotations

import ast
from pathlib import Path

PYTHON_DIR = Path(__file__).resolve().parents[4] / "python"
PLATFORM_DIR = PYTHON_DIR / "cognee_memory" / "platform"

POSIX_ONLY = {"fcntl", "termios", "tty", "pty", "pwd", "grp", "resource", "posix", "syslog", "crypt", "spwd",
              "nis", "_posixsubprocess", "posixpath"}
WINDOWS_ONLY = {"msvcrt", "winreg", "_winapi", "winsound", "nt", "ntpath", "_overlapped"}
OS_SPECIFIC = POSIX_ONLY | WINDOWS_ONLY


def _sources() -> list[Path]:
    files = sorted((PYTHON_DIR / "cognee_memory").rglob("*.py")) + sorted(PYTHON_DIR.glob("*.py"))
    return [f for f in files if PLATFORM_DIR not in f.parents]


def module_level_imports(tree: ast.AST) -> list[tuple[str, int]]:
    """Every module imported outside a function or class body (a ``try:`` at module level counts)."""
    found: list[tuple[str, int]] = []

    def visit(node: ast.AST) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                continue
            if isinstance(child, ast.Import):
                found.extend((alias.name, child.lineno) for alias in child.names)
            elif isinstance(child, ast.ImportFrom) and not child.level and child.module:
                found.append((child.module, child.lineno))
            visit(child)

    visit(tree)
    return found


def os_specific_imports(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(), filename=str(path))
    return [f"{path.relative_to(PYTHON_DIR)}:{line} imports {name}"
            for name, line in module_level_imports(tree) if name.split(".")[0] in OS_SPECIFIC]


def test_no_module_outside_the_platform_layer_imports_an_os_specific_module() -> None:
    sources = _sources()
    assert len(sources) > 50 and all(PLATFORM_DIR not in s.parents for s in sources)
    assert [hit for source in sources for hit in os_specific_imports(source)] == []


def test_the_check_sees_an_import_inside_a_try_and_ignores_one_inside_a_function(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text("try:\n    import fcntl\nexcept ImportError:\n    pass\n"
                      "from pwd import getpwnam\n"
                      "def later():\n    import msvcrt\n")
    assert [name for name, _ in module_level_imports(ast.parse(sample.read_text()))] == ["fcntl", "pwd"]


def test_the_platform_layer_is_where_the_locks_come_from() -> None:
    tree = ast.parse((PLATFORM_DIR / "locks.py").read_text())
    assert {"fcntl", "msvcrt"} <= {name for name, _ in module_level_imports(tree)}
