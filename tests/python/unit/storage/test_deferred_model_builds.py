"""Pydantic models defined after ``defer_model_builds`` build on first use and validate the same."""

from __future__ import annotations

from collections.abc import Iterator

import pydantic
import pytest

from cognee_memory.storage.environment import defer_model_builds


@pytest.fixture
def deferred(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Defer builds for this test only (the setting is process-wide: put it back after)."""
    monkeypatch.setitem(pydantic.BaseModel.model_config, "defer_build", False)
    assert defer_model_builds() is True
    yield


def test_a_model_defined_after_is_built_on_first_use(deferred: None) -> None:
    class Entry(pydantic.BaseModel):
        name: str
        count: int = 0

    assert Entry.__pydantic_complete__ is False
    assert Entry(name="a", count="3").count == 3
    assert Entry.__pydantic_complete__ is True


def test_a_deferred_model_validates_and_fails_like_a_built_one(deferred: None) -> None:
    class Deferred(pydantic.BaseModel):
        name: str
        tags: list[str] = []

    class Built(pydantic.BaseModel, defer_build=False):
        name: str
        tags: list[str] = []

    for data in ({"name": "x", "tags": ["a"]}, {"name": "y"}):
        assert Deferred.model_validate(data).model_dump() == Built.model_validate(data).model_dump()
    for model in (Deferred, Built):
        with pytest.raises(pydantic.ValidationError):
            model.model_validate({"tags": "not a list"})
    assert Deferred.model_json_schema()["properties"] == Built.model_json_schema()["properties"]
