"""Which code a process runs: the package's folder and a hash of its source files.

An extension update can put the same package version in a new folder, or change its files in
place (a TypeScript-only release keeps the Python version). A backend started from the old
code keeps serving with modules it has not imported yet gone or changed underneath it, so the
client replaces a backend whose identity differs from its own, and a backend stops itself once
its own files change or disappear. No Cognee import: the thin client computes this too (≈2 ms).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import cognee_memory

PACKAGE_DIR = Path(cognee_memory.__file__).resolve().parent


@dataclass(frozen=True)
class CodeIdentity:
    package: str
    hash: str

    def to_json(self) -> dict[str, Any]:
        return {"package": self.package, "hash": self.hash}


def code_hash(package_dir: Path = PACKAGE_DIR) -> str:
    """SHA-256 over every source file's relative path and bytes; "" when the folder is gone."""
    digest = hashlib.sha256()
    files = sorted(package_dir.rglob("*.py"))
    if not files:
        return ""
    for path in files:
        try:
            data = path.read_bytes()
        except OSError:
            return ""  # removed while we looked: the code is going away
        digest.update(str(path.relative_to(package_dir)).encode() + b"\0" + data + b"\0")
    return digest.hexdigest()


def current(package_dir: Path = PACKAGE_DIR) -> CodeIdentity:
    return CodeIdentity(str(package_dir), code_hash(package_dir))


def same_code(reported: Any, mine: CodeIdentity) -> bool:
    """Whether a backend's reported ``code`` is this process's code (folder and hash)."""
    return isinstance(reported, dict) and reported == mine.to_json()
