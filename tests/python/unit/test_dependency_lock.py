"""The pinned dependency sets the installers use stay in step with pyproject.toml."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from packaging.requirements import Requirement

tomllib = pytest.importorskip("tomllib")  # Python 3.11+ reads pyproject.toml itself

ROOT = Path(__file__).resolve().parents[3]
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]


def canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def pins(*names: str) -> dict[str, str]:
    found: dict[str, str] = {}
    for name in names:
        for line in (ROOT / "python" / name).read_text().splitlines():
            if line and not line.startswith("#"):
                package, sep, version = line.partition("==")
                assert sep and version and " " not in line, f"{name}: not an exact pin: {line!r}"
                assert canonical(package) not in found, f"{package} is pinned twice"
                found[canonical(package)] = version
    return found


@pytest.mark.parametrize("requirement", PROJECT["dependencies"])
def test_every_dependency_is_pinned_in_the_lock_within_its_range(requirement: str) -> None:
    wanted = Requirement(requirement)
    version = pins("requirements.lock").get(canonical(wanted.name))
    assert version is not None, f"{wanted.name} is missing: run scripts/lock_deps.py"
    assert wanted.specifier.contains(version, prereleases=True), f"{wanted.name}=={version} breaks {requirement}"


@pytest.mark.parametrize("requirement", PROJECT["optional-dependencies"]["test"])
def test_every_test_dependency_is_pinned_in_one_of_the_locks(requirement: str) -> None:
    wanted = Requirement(requirement)
    version = pins("requirements.lock", "requirements-test.lock").get(canonical(wanted.name))
    assert version is not None, f"{wanted.name} is missing: run scripts/lock_deps.py"
    assert wanted.specifier.contains(version, prereleases=True)


def test_the_product_lock_does_not_carry_test_tools() -> None:
    assert "pytest" not in pins("requirements.lock")
