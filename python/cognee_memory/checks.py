"""Number validators for requests, ranking options and feedback events.

One set, so a value is judged the same wherever it arrives (CLI, backend, extension) and a
bad one is reported the same way: the message names the flag or field and repeats what was
given. Each check returns the value or raises ``error(sentence)``. The default error is
INVALID_ARGUMENT (exit 2) and ends the sentence with a full stop; feedback events pass their
own error type (``error=EventError``), whose messages have none.

A bool is never a number here: JSON ``true`` would otherwise count as 1.
"""

from __future__ import annotations

import math
from typing import Any, Callable

from cognee_memory.errors import MemoryToolError, bad_argument

Error = Callable[[str], Exception]
_AS_GIVEN: Any = object()


def invalid_argument(sentence: str) -> MemoryToolError:
    return bad_argument(sentence + ".")


def is_number(value: Any) -> bool:
    """An int or a float, never a bool."""
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def is_finite(value: Any) -> bool:
    """An int or a float that is neither NaN nor infinite (nor an int too large for a float)."""
    if not is_number(value):
        return False
    try:
        return math.isfinite(value)
    except OverflowError:
        return False


def is_whole(value: Any) -> bool:
    """An int, never a bool."""
    return isinstance(value, int) and not isinstance(value, bool)


def number(name: str, value: Any, *, error: Error = invalid_argument) -> float:
    """``float(value)`` for a number or a numeric string ('nan' and 'inf' included: the
    callers bound it). Anything else: '<name> must be a number'."""
    if not isinstance(value, bool):
        try:
            return float(value)
        except (TypeError, ValueError):
            pass
    raise error(f"{name} must be a number, got {value!r}")


def number_from(name: str, value: Any, low: float, high: float, *, error: Error = invalid_argument) -> float:
    """A finite number (or numeric string) from ``low`` to ``high``, both included."""
    result = number(name, value, error=error)
    if not (math.isfinite(result) and low <= result <= high):
        raise error(f"{name} must be a number from {low:g} to {high:g}, got {value!r}")
    return result


def finite(name: str, value: Any, *, low: float = -math.inf, high: float = math.inf,
           error: Error = invalid_argument) -> float:
    """A finite int or float (no strings) from ``low`` to ``high``, both included."""
    if not is_finite(value):
        raise error(f"{name} must be a finite number, got {value!r}")
    if not low <= value <= high:
        raise error(f"{name} must be between {low:g} and {high:g}, got {value!r}")
    return float(value)


def positive(name: str, value: Any, *, example: str | None = None, strings: bool = True,
             shown: Any = _AS_GIVEN, error: Error = invalid_argument) -> float:
    """A finite number greater than 0.

    With ``strings`` a numeric string counts, and a value that is no number at all gets the
    plain 'must be a number' message; without, anything but an int or float gets this one.
    ``example`` is quoted in the message; ``shown`` replaces the value it repeats.
    """
    if strings:
        result = number(name, value, error=error)
    else:
        result = float(value) if is_number(value) else math.nan
    if not (math.isfinite(result) and result > 0):
        hint = f" (e.g. {example})" if example else ""
        raise error(f"{name} must be a finite number greater than 0{hint}, got {_shown(value, shown)!r}")
    return result


def non_negative(name: str, value: Any, *, shown: Any = _AS_GIVEN, error: Error = invalid_argument) -> float:
    """A finite number (or numeric string) ≥ 0; ``shown`` replaces the value the message repeats."""
    result = number(name, value, error=error)
    if not math.isfinite(result) or result < 0:
        raise error(f"{name} must be a finite number ≥ 0, got {_shown(value, shown)!r}")
    return result


def at_least_one(name: str, value: int, *, error: Error = invalid_argument) -> int:
    """An int already known to be whole (a click ``type=int`` option), at least 1."""
    if value < 1:
        raise error(f"{name} must be at least 1, got {value}")
    return value


def positive_int(name: str, value: Any, *, stepwise: bool = False, error: Error = invalid_argument) -> int:
    """A whole number ≥ 1 (an int, never a bool or a float such as 5.0).

    One message for any failure, or with ``stepwise`` (the retrieve flags' wording) first
    'must be a whole number', then 'must be at least 1'.
    """
    if not stepwise:
        if not is_whole(value) or value < 1:
            raise error(f"{name} must be a whole number ≥ 1, got {value!r}")
        return value
    if not is_whole(value):
        raise error(f"{name} must be a whole number, got {value!r}")
    return at_least_one(name, value, error=error)


def name_value(flag: str, text: Any, example: str, form: str = "NAME=VALUE") -> tuple[str, str]:
    """'NAME=VALUE' → (NAME, VALUE), both stripped: the one parser of the repeatable
    ``--status-multiplier``, ``--rrf-weight`` and the evaluation's weight options."""
    name, sep, raw = text.partition("=") if isinstance(text, str) else ("", "", "")
    if not sep or not name.strip():
        raise bad_argument(f"{flag} expects {form} (e.g. {example}), got {text!r}.")
    return name.strip(), raw.strip()


def name_values(flag: str, items: Any, example: str, form: str = "NAME=VALUE") -> list[tuple[str, str]]:
    """A request's list of 'NAME=VALUE' strings (or [NAME, VALUE] pairs) → (NAME, VALUE) pairs."""
    if items is None:
        return []
    if not isinstance(items, list):
        raise bad_argument(f"{flag} takes a list of '{form}' strings (e.g. {example}).")
    pairs = []
    for item in items:
        if isinstance(item, (list, tuple)) and len(item) == 2:
            item = f"{item[0]}={item[1]}"
        pairs.append(name_value(flag, item, example, form))
    return pairs


def _shown(value: Any, shown: Any) -> Any:
    return value if shown is _AS_GIVEN else shown
