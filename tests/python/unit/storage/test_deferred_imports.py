"""A deferred package loads on its first real use, never for the flags Cognee probes."""

from __future__ import annotations

import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest

from cognee_memory.storage.deferred import defer_import, import_while_absent, is_loaded


@pytest.fixture
def package(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """A package 'heavypkg' whose import is recorded, with a submodule importing from it."""
    root = tmp_path / "heavypkg"
    root.mkdir()
    (root / "__init__.py").write_text(textwrap.dedent("""
        import builtins
        builtins.HEAVYPKG_IMPORTS = getattr(builtins, "HEAVYPKG_IMPORTS", 0) + 1
        from heavypkg.sub import helper
        suppress_debug_info = False
        VALUE = 42
    """))
    (root / "sub.py").write_text("def helper():\n    return 'help'\n")
    (root / "late.py").write_text("from heavypkg import VALUE\nDOUBLE = VALUE * 2\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    meta_path = list(sys.meta_path)
    yield "heavypkg"
    sys.meta_path[:] = meta_path
    for name in [n for n in sys.modules if n == "heavypkg" or n.startswith("heavypkg.")]:
        del sys.modules[name]
    import builtins
    builtins.__dict__.pop("HEAVYPKG_IMPORTS", None)


def test_the_probed_flags_are_recorded_without_importing(package: str) -> None:
    assert defer_import(package) is True
    stand_in = sys.modules[package]
    assert hasattr(stand_in, "suppress_debug_info")
    stand_in.suppress_debug_info = True
    assert not is_loaded(package)


def test_first_attribute_loads_the_real_package_and_replays_what_was_set(package: str) -> None:
    defer_import(package)
    stand_in = sys.modules[package]
    stand_in.suppress_debug_info = True
    assert stand_in.VALUE == 42
    assert is_loaded(package)
    real = sys.modules[package]
    assert real is not stand_in and real.suppress_debug_info is True
    import builtins
    assert builtins.HEAVYPKG_IMPORTS == 1
    stand_in.VALUE = 7  # after loading, sets go to the real package
    assert real.VALUE == 7


def test_importing_a_submodule_loads_the_whole_package_first(package: str) -> None:
    defer_import(package)
    import heavypkg.late

    assert heavypkg.late.DOUBLE == 84
    assert is_loaded(package)


def test_a_package_deferred_alone_imports_a_submodule_without_its_init(package: str) -> None:
    defer_import(package, alone=True)
    from heavypkg.sub import helper

    assert helper() == "help"
    assert not is_loaded(package)
    import builtins
    assert not hasattr(builtins, "HEAVYPKG_IMPORTS")
    assert sys.modules[package].VALUE == 42  # the package itself still loads on first use
    assert builtins.HEAVYPKG_IMPORTS == 1


def test_a_name_answered_as_missing_raises_import_error_without_loading(package: str) -> None:
    defer_import(package, unavailable=frozenset({"_private"}))
    with pytest.raises(ImportError):
        from heavypkg import _private  # type: ignore[attr-defined]  # noqa: F401
    assert not is_loaded(package)
    import builtins
    assert not hasattr(builtins, "HEAVYPKG_IMPORTS")


def test_once_loaded_a_name_answered_as_missing_is_looked_up_normally(package: str) -> None:
    defer_import(package, unavailable=frozenset({"VALUE"}))
    stand_in = sys.modules[package]
    with pytest.raises(ImportError):
        stand_in.VALUE
    from heavypkg.sub import helper  # a real use loads the package

    assert helper() == "help" and is_loaded(package)
    assert stand_in.VALUE == 42


def test_an_imported_or_missing_package_is_not_deferred(package: str) -> None:
    assert defer_import("json") is False
    assert defer_import("no_such_package_here") is False


@pytest.fixture
def prober(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """A package 'prober' that records at import whether 'optionalpkg' could be imported."""
    (tmp_path / "prober.py").write_text(textwrap.dedent("""
        try:
            import optionalpkg
            HAS_OPTIONAL = True
        except ImportError:
            HAS_OPTIONAL = False
    """))
    (tmp_path / "optionalpkg").mkdir()
    (tmp_path / "optionalpkg" / "__init__.py").write_text("NAME = 'optional'\n")
    (tmp_path / "optionalpkg" / "part.py").write_text("PART = 1\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    meta_path = list(sys.meta_path)
    yield "prober"
    sys.meta_path[:] = meta_path
    for name in [n for n in sys.modules if n.split(".")[0] in ("prober", "optionalpkg")]:
        del sys.modules[name]


def test_a_library_imported_while_a_package_is_absent_sees_it_absent(prober: str) -> None:
    assert import_while_absent(prober, absent=("optionalpkg",)) is True
    assert sys.modules[prober].HAS_OPTIONAL is False
    assert "optionalpkg" not in sys.modules


def test_the_absent_package_imports_normally_afterwards(prober: str) -> None:
    import_while_absent(prober, absent=("optionalpkg",))
    import optionalpkg.part  # type: ignore[import-not-found]

    assert optionalpkg.NAME == "optional" and optionalpkg.part.PART == 1


def test_nothing_is_hidden_when_the_package_is_already_imported(prober: str) -> None:
    import optionalpkg  # type: ignore[import-not-found]  # noqa: F401

    assert import_while_absent(prober, absent=("optionalpkg",)) is False
    import prober as probed  # type: ignore[import-not-found]

    assert probed.HAS_OPTIONAL is True


def test_only_the_packages_not_yet_imported_are_hidden(prober: str, tmp_path: Path) -> None:
    (tmp_path / "otherpkg.py").write_text("OTHER = 1\n")
    (tmp_path / "prober.py").write_text("import optionalpkg\ntry:\n    import otherpkg\n    HAS_OTHER = True\n"
                                        "except ImportError:\n    HAS_OTHER = False\n")
    import optionalpkg  # type: ignore[import-not-found]  # noqa: F401

    assert import_while_absent(prober, absent=("optionalpkg", "otherpkg")) is True
    assert sys.modules[prober].HAS_OTHER is False
    sys.modules.pop("otherpkg", None)
