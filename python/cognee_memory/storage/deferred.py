"""Packages Cognee imports at start-up that our requests never use, loaded on first use.

``import cognee`` imports litellm (≈ 85 MB and 1.5–2 s here) for its LLM calls. The local
embedder never calls an LLM, so the backend puts a stand-in module under that name before
Cognee is imported: the real package loads the first time anything reads one of its
attributes or imports one of its submodules, and every attribute set before then is replayed
on it. Cognee's logging sets litellm's debug flags only "if already imported": the stand-in
answers those four without loading anything.

A package whose submodules stand on their own can be deferred with ``alone=True``: importing
``package.sub`` then imports just that submodule. LanceDB imports the request and response
models of its REST namespace client at start-up (``lance_namespace_urllib3_client.models``);
the package's ``__init__`` also builds every API class of that client (≈ 0.5 s and 13 MB
here), which a store on local files never calls. Cognee reads one time helper from dlt
(``dlt.common.time``) at start-up; dlt's ``__init__`` (≈ 0.7 s and 20 MB here) only serves its
pipelines, which Cognee's CSV and connector imports run and ours never do.

A library that probes for an optional package once, at its own import, and falls back without it,
can be imported while that package looks absent (``import_while_absent``); the package imports
normally afterwards. pyarrow asks for pandas the first time it converts a Python value (LanceDB's
import does), and then imports pandas whole (≈ 30 MB here) though no store of ours hands it a
DataFrame: told "no pandas", pyarrow keeps its pandas bridge off (its explicit pandas functions
still import pandas when called). Cognee's import brings optional extras of its dependencies in
the same way: PyJWT's RSA and EC keys (cryptography, ≈ 8 MB; for Cognee's API server, which we
never run) and pypdf's images (Pillow, ≈ 2 MB; we read no PDF). Not rich (structlog's tracebacks):
Cognee's log setup names rich's formatter outright and fails to log an exception without it.

A stand-in can also answer some names as missing (``unavailable``): ``from package import name``
then raises ImportError while the package is deferred, as if it had no such module. Cognee's
import installs a speed-up for openai's response parsing by importing five of openai's private
modules; told they are missing it skips the speed-up (its documented fallback), so the openai
SDK (≈ 780 modules, ≈ 19 MB here), which only Cognee's LLM and API embedders call, stays out of a
backend whose embedder runs locally. requests and httpx (≈ 5 and 4 MB) are imported by Cognee's
UI launcher, web scraper and cloud clients, which no request of ours runs.
"""

from __future__ import annotations

import importlib
import importlib.abc
import importlib.machinery
import importlib.util
import sys
import types
from typing import Any

# Flags Cognee probes with hasattr() and sets at import: recorded, never worth a real import.
QUIET_FLAGS = frozenset({"set_verbose", "suppress_debug_info", "turn_off_message", "_turn_on_debug"})


class _Deferred(types.ModuleType):
    """Stands in for a package until its first real use."""

    def __init__(self, name: str, spec: importlib.machinery.ModuleSpec,
                 unavailable: frozenset[str] = frozenset()) -> None:
        super().__init__(name)
        object.__setattr__(self, "__spec__", spec)
        object.__setattr__(self, "_unavailable", unavailable)
        object.__setattr__(self, "__path__", list(spec.submodule_search_locations or []))
        object.__setattr__(self, "_pending", {})
        object.__setattr__(self, "_real", None)
        object.__setattr__(self, "_loading", False)

    def _load(self) -> types.ModuleType:
        real = object.__getattribute__(self, "_real")
        if real is None:
            if sys.modules.get(self.__name__) is self:
                del sys.modules[self.__name__]
            object.__setattr__(self, "_loading", True)
            try:
                real = importlib.import_module(self.__name__)
            finally:
                object.__setattr__(self, "_loading", False)
            for key, value in object.__getattribute__(self, "_pending").items():
                setattr(real, key, value)
            object.__setattr__(self, "_real", real)
        return real

    def __getattr__(self, attr: str) -> Any:
        if attr.startswith("__") and attr.endswith("__"):
            raise AttributeError(attr)
        pending = object.__getattribute__(self, "_pending")
        if object.__getattribute__(self, "_real") is None:
            if attr in pending:
                return pending[attr]
            if attr in QUIET_FLAGS:
                return None
            if attr in object.__getattribute__(self, "_unavailable"):
                raise ImportError(f"cannot import name {attr!r} from {self.__name__!r} (deferred)",
                                  name=self.__name__)
        return getattr(self._load(), attr)

    def __setattr__(self, attr: str, value: Any) -> None:
        if object.__getattribute__(self, "_real") is None:
            object.__getattribute__(self, "_pending")[attr] = value
        else:
            setattr(object.__getattribute__(self, "_real"), attr, value)


class _Existing(importlib.abc.Loader):
    """Hands back a module the real package already imported while loading itself."""

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> types.ModuleType:
        return sys.modules[spec.name]

    def exec_module(self, module: types.ModuleType) -> None:
        return None


class _SubmoduleFinder(importlib.abc.MetaPathFinder):
    """Importing ``package.sub`` loads the real package first (so ``sub`` sees it whole)."""

    def __init__(self, stand_in: _Deferred) -> None:
        self.stand_in = stand_in

    def find_spec(self, fullname: str, path: Any = None, target: Any = None) -> importlib.machinery.ModuleSpec | None:
        if not fullname.startswith(self.stand_in.__name__ + ".") or object.__getattribute__(self.stand_in, "_loading"):
            return None  # not ours, or the real package importing its own submodules
        self.stand_in._load()
        if fullname in sys.modules:
            return importlib.machinery.ModuleSpec(fullname, _Existing())
        return None  # the ordinary finders import it, now inside the real package


def defer_import(name: str, alone: bool = False, unavailable: frozenset[str] = frozenset()) -> bool:
    """Put a stand-in for ``name`` in ``sys.modules`` (False when it is already imported or
    not installed: nothing to defer). With ``alone``, a submodule imports without the package's
    own ``__init__`` (only for packages whose submodules do not need it). The names in
    ``unavailable`` raise ImportError until the package is loaded (``from name import x``
    fails as for a module it does not have)."""
    if name in sys.modules:
        return False
    spec = importlib.util.find_spec(name)
    if spec is None:
        return False
    stand_in = _Deferred(name, spec, unavailable)
    sys.modules[name] = stand_in
    if not alone:
        sys.meta_path.insert(0, _SubmoduleFinder(stand_in))
    return True


class _Absent(importlib.abc.MetaPathFinder):
    """Answers an import of some packages as if they were not installed."""

    def __init__(self, names: frozenset[str]) -> None:
        self.names = names

    def find_spec(self, fullname: str, path: Any = None, target: Any = None) -> None:
        if fullname.partition(".")[0] in self.names:
            raise ModuleNotFoundError(f"No module named {fullname!r}", name=fullname)
        return None


def import_while_absent(name: str, absent: tuple[str, ...]) -> bool:
    """Import ``name`` while the packages ``absent`` cannot be imported, then make them importable
    again (False when there is nothing to do: ``name`` is already imported, or all of ``absent``
    are; one already imported stays usable)."""
    hidden = frozenset(package for package in absent if package not in sys.modules)
    if name in sys.modules or not hidden:
        return False
    finder = _Absent(hidden)
    sys.meta_path.insert(0, finder)
    try:
        importlib.import_module(name)
    finally:
        sys.meta_path.remove(finder)
    return True


def is_loaded(name: str) -> bool:
    """Whether the real package is imported (not just its stand-in)."""
    module = sys.modules.get(name)
    return module is not None and not (isinstance(module, _Deferred) and object.__getattribute__(module, "_real") is None)
