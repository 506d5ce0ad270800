"""The shared number validators: what counts as a number, the bounds, and the exact messages."""

from __future__ import annotations

import math

import pytest

from cognee_memory import checks
from cognee_memory.errors import MemoryToolError


class Refused(ValueError):
    """A caller's own error type (as feedback events have)."""


def refusal(call) -> MemoryToolError:
    with pytest.raises(MemoryToolError) as caught:
        call()
    assert caught.value.code == "INVALID_ARGUMENT" and caught.value.exit_code == 2
    return caught.value


@pytest.mark.parametrize("value", [True, False])
def test_a_bool_is_never_a_number(value: bool) -> None:
    assert not checks.is_number(value) and not checks.is_finite(value) and not checks.is_whole(value)
    assert refusal(lambda: checks.number("--x", value)).message == f"--x must be a number, got {value!r}."
    with pytest.raises(MemoryToolError):
        checks.finite("--x", value)
    with pytest.raises(MemoryToolError):
        checks.positive("--x", value, strings=False)
    with pytest.raises(MemoryToolError):
        checks.positive_int("--x", value)


def test_the_predicates() -> None:
    assert checks.is_number(3) and checks.is_number(0.5) and checks.is_number(math.nan)
    assert not checks.is_number("3") and not checks.is_number(None)
    assert checks.is_finite(-2.5) and not checks.is_finite(math.nan) and not checks.is_finite(math.inf)
    assert checks.is_whole(0) and not checks.is_whole(5.0) and not checks.is_whole("5")


@pytest.mark.parametrize("value, expected", [(2, 2.0), (0.25, 0.25), ("0.5", 0.5), (" 3 ", 3.0)])
def test_number_accepts_numbers_and_numeric_strings(value: object, expected: float) -> None:
    result = checks.number("--x", value)
    assert result == expected and type(result) is float


def test_number_leaves_nan_and_infinity_to_the_caller() -> None:
    assert math.isnan(checks.number("--x", "nan"))
    assert checks.number("--x", "inf") == math.inf


@pytest.mark.parametrize("value", ["abc", "", None, [], {}])
def test_number_refuses_what_is_not_a_number(value: object) -> None:
    assert refusal(lambda: checks.number("--x", value)).message == f"--x must be a number, got {value!r}."


@pytest.mark.parametrize("value", [0, 1, "0.5", 1.0])
def test_number_from_includes_both_bounds(value: object) -> None:
    assert checks.number_from("--mmr-lambda", value, 0.0, 1.0) == float(value)


@pytest.mark.parametrize("value", [-0.01, 1.5, "nan", math.inf, "-inf"])
def test_number_from_refuses_values_outside_the_bounds(value: object) -> None:
    error = refusal(lambda: checks.number_from("--mmr-lambda", value, 0.0, 1.0))
    assert error.message == f"--mmr-lambda must be a number from 0 to 1, got {value!r}."


def test_finite_takes_no_strings_and_names_its_bounds() -> None:
    assert checks.finite("age", 3) == 3.0
    assert refusal(lambda: checks.finite("age", "3")).message == "age must be a finite number, got '3'."
    assert refusal(lambda: checks.finite("age", math.nan)).message == "age must be a finite number, got nan."
    error = refusal(lambda: checks.finite("age", -1, low=0.0))
    assert error.message == "age must be between 0 and inf, got -1."


def test_a_caller_error_type_gets_the_sentence_without_a_full_stop() -> None:
    with pytest.raises(Refused, match=r"^semantic must be between -1 and 1, got 2$"):
        checks.finite("semantic", 2, low=-1.0, high=1.0, error=Refused)
    with pytest.raises(Refused, match=r"^rank must be a whole number ≥ 1, got 0$"):
        checks.positive_int("rank", 0, error=Refused)


@pytest.mark.parametrize("value", [0, -1, "0", "-inf", "nan", math.inf])
def test_positive_refuses_zero_negative_and_non_finite(value: object) -> None:
    error = refusal(lambda: checks.positive("--rrf-k", value, example="60"))
    assert error.message == f"--rrf-k must be a finite number greater than 0 (e.g. 60), got {value!r}."


def test_positive_with_strings_reports_a_non_number_plainly() -> None:
    assert checks.positive("--half-life-days", "7") == 7.0
    error = refusal(lambda: checks.positive("--half-life-days", "soon", example="7"))
    assert error.message == "--half-life-days must be a number, got 'soon'."


def test_positive_without_strings_refuses_them_with_its_own_message() -> None:
    assert checks.positive("--half-life-days", 7, strings=False) == 7.0
    error = refusal(lambda: checks.positive("--half-life-days", "7", example="7", strings=False))
    assert error.message == "--half-life-days must be a finite number greater than 0 (e.g. 7), got '7'."


def test_shown_replaces_the_value_the_message_repeats() -> None:
    error = refusal(lambda: checks.non_negative("The weight of bm25", "-1", shown=" -1 "))
    assert error.message == "The weight of bm25 must be a finite number ≥ 0, got ' -1 '."
    assert checks.non_negative("The weight of bm25", "0") == 0.0


@pytest.mark.parametrize("value, message", [
    (0, "--top-k must be at least 1, got 0."),
    (5.0, "--top-k must be a whole number, got 5.0."),
    ("5", "--top-k must be a whole number, got '5'."),
])
def test_positive_int_stepwise_names_the_type_then_the_bound(value: object, message: str) -> None:
    assert refusal(lambda: checks.positive_int("--top-k", value, stepwise=True)).message == message


@pytest.mark.parametrize("value", [0, -3, 2.0, "2", None])
def test_positive_int_has_one_message_by_default(value: object) -> None:
    error = refusal(lambda: checks.positive_int("--min-helpful", value))
    assert error.message == f"--min-helpful must be a whole number ≥ 1, got {value!r}."
    assert checks.positive_int("--min-helpful", 1) == 1


def test_at_least_one() -> None:
    assert checks.at_least_one("--parallel", 2) == 2
    assert refusal(lambda: checks.at_least_one("--parallel", 0)).message == "--parallel must be at least 1, got 0."


def test_name_value_splits_at_the_first_equals_sign_and_strips_both_parts() -> None:
    assert checks.name_value("--x", " bm25 = 1.5=2 ", "bm25=1") == ("bm25", "1.5=2")


@pytest.mark.parametrize("text", ["bm25", "=1", "", None, 3])
def test_name_value_names_the_flag_and_the_expected_form(text: object) -> None:
    with pytest.raises(MemoryToolError) as info:
        checks.name_value("--rrf-weight", text, "bm25=1.5", "RETRIEVER=WEIGHT")
    assert "--rrf-weight expects RETRIEVER=WEIGHT (e.g. bm25=1.5)" in info.value.message


def test_name_values_takes_strings_or_pairs_and_nothing_else() -> None:
    assert checks.name_values("--x", ["a=1", ["b", 2]], "a=1") == [("a", "1"), ("b", "2")]
    assert checks.name_values("--x", None, "a=1") == []
    with pytest.raises(MemoryToolError):
        checks.name_values("--x", "a=1", "a=1")
