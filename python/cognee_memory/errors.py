"""Error codes shared by every CLI, the backend and the extension.

Exit codes: 2 = the caller must change its input; 1 = a runtime failure
(``retryable`` says whether running the same command again may help).
"""

from __future__ import annotations

import errno
from dataclasses import dataclass, field
from typing import Any

BAD_INPUT_EXIT = 2
RUNTIME_EXIT = 1

# code → (exit code, retryable)
CODES: dict[str, tuple[int, bool]] = {
    "USAGE_ERROR": (BAD_INPUT_EXIT, False),
    "INVALID_ARGUMENT": (BAD_INPUT_EXIT, False),
    "INVALID_INPUT": (BAD_INPUT_EXIT, False),
    "WORKSPACE_NOT_FOUND": (BAD_INPUT_EXIT, False),
    "EMBEDDER_MISMATCH": (BAD_INPUT_EXIT, False),
    "NOT_FOUND": (BAD_INPUT_EXIT, False),
    "CONFLICT": (RUNTIME_EXIT, True),
    "STORE_LOCKED": (RUNTIME_EXIT, True),
    "STORE_ERROR": (RUNTIME_EXIT, False),
    "EMBEDDER_UNAVAILABLE": (RUNTIME_EXIT, False),
    "BACKEND_UNAVAILABLE": (RUNTIME_EXIT, True),
    "SERVER_UNAVAILABLE": (RUNTIME_EXIT, True),
    "TIMEOUT": (RUNTIME_EXIT, True),
    "INTERRUPTED": (RUNTIME_EXIT, True),
    "INTERNAL_ERROR": (RUNTIME_EXIT, False),
    # The storage folder cannot be created or written (read-only, not a folder, no permission).
    "STORAGE_UNUSABLE": (RUNTIME_EXIT, False),
    # The disk is full: nothing of the failed write was kept; free space and run it again.
    "STORAGE_FULL": (RUNTIME_EXIT, True),
    # A folder the backend would use is not private to this user (another user may control it).
    "UNSAFE_PATH": (RUNTIME_EXIT, False),
}


@dataclass
class MemoryToolError(Exception):
    """An expected failure with a code and a message a person can act on."""

    code: str
    message: str
    details: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.code not in CODES:
            raise ValueError(f"unknown error code {self.code}")
        super().__init__(self.message)

    @property
    def exit_code(self) -> int:
        return CODES[self.code][0]

    @property
    def retryable(self) -> bool:
        return CODES[self.code][1]

    def to_json(self) -> dict[str, Any]:
        error: dict[str, Any] = {
            "code": self.code,
            "message": self.message,
            "retryable": self.retryable,
        }
        if self.details:
            error["details"] = self.details
        return {"success": False, "error": error}


def bad_argument(message: str, **details: Any) -> MemoryToolError:
    return MemoryToolError("INVALID_ARGUMENT", message, details)


_FULL_TEXTS = ("no space left on device", "database or disk is full", "disk quota exceeded")


def storage_failure(exc: BaseException) -> MemoryToolError | None:
    """STORAGE_FULL or STORAGE_UNUSABLE when ``exc`` (or what caused it) is a full disk or a
    read-only / forbidden storage folder; None for anything else."""
    seen: BaseException | None = exc
    while seen is not None:
        number = getattr(seen, "errno", None)
        text = str(seen).lower()
        if number in (errno.ENOSPC, errno.EDQUOT) or any(t in text for t in _FULL_TEXTS):
            return MemoryToolError(
                "STORAGE_FULL", "The disk holding the memory store is full. Free some space and run the same "
                "command again: repeating it is safe (memories already written are updated, not duplicated).")
        if number in (errno.EROFS, errno.EACCES, errno.EPERM) or "read-only file system" in text:
            return MemoryToolError(
                "STORAGE_UNUSABLE", "The memory store's folder cannot be written (read-only or no permission). "
                "Make it writable for this user, or choose another folder with --storage-dir.")
        seen = seen.__cause__ or seen.__context__
    return None
