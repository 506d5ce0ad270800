"""The feedback log on disk: ``<storage>/feedback/events.jsonl``, append-only, one event per line.

Crash safety: each batch is one ``write`` under an exclusive file lock followed by ``fsync``,
so an acknowledged batch survives a crash or power loss. A batch cut short by a crash leaves a
torn last line; readers skip it, and the next append starts on a fresh line so the torn bytes
never merge with a good event. Several processes (the CLI, the backend) may append at once.

The lock is taken on a file of its own, ``events.lock``, never on the log: a rewrite renames a
new log over the old one, which Windows allows only while nobody has the old one open, and a
Windows lock would also bar other processes from reading the bytes it covers.

``<storage>/feedback/key`` holds the random key that hashes questions (owner-only).
"""

from __future__ import annotations

import json
import os
import secrets
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Callable, Iterator

from cognee_memory.durable import fsync_dir
from cognee_memory.platform import locks

FOLDER = "feedback"
EVENTS_FILE = "events.jsonl"
LOCK_FILE = "events.lock"
KEY_FILE = "key"
_BINARY = getattr(os, "O_BINARY", 0)  # Windows opens in text mode (\n → \r\n) without it


class FeedbackLog:
    def __init__(self, storage_dir: Path) -> None:
        self.folder = storage_dir / FOLDER
        self.events_path = self.folder / EVENTS_FILE
        self.lock_path = self.folder / LOCK_FILE
        self.key_path = self.folder / KEY_FILE

    def _ensure_folder(self) -> None:
        if not self.folder.is_dir():
            self.folder.mkdir(parents=True, exist_ok=True, mode=0o700)
            fsync_dir(self.folder.parent, best_effort=True)

    def key(self) -> bytes:
        """The question-hashing key, created once (atomically: two first writers agree on one)."""
        try:
            return bytes.fromhex(self.key_path.read_text().strip())
        except (FileNotFoundError, ValueError):
            pass
        self._ensure_folder()
        tmp = self.folder / f".key.{os.getpid()}.{secrets.token_hex(4)}"
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _BINARY, 0o600)
        try:
            os.write(fd, secrets.token_hex(32).encode())
            os.fsync(fd)
        finally:
            os.close(fd)
        try:
            os.link(tmp, self.key_path)  # fails if another process got there first: use theirs
            fsync_dir(self.folder, best_effort=True)
        except FileExistsError:
            pass
        finally:
            tmp.unlink()
        return bytes.fromhex(self.key_path.read_text().strip())

    def append(self, records: list[dict[str, Any]]) -> None:
        """Append the records durably; returns only after they are on disk."""
        if not records:
            return
        self._ensure_folder()
        data = _encode(records)
        created = not self.events_path.exists()
        with self._locked():
            fd = os.open(self.events_path, os.O_RDWR | os.O_APPEND | os.O_CREAT | _BINARY, 0o600)
            try:
                size = os.fstat(fd).st_size
                if size and _read_at(fd, size - 1, 1) != b"\n":
                    data = b"\n" + data  # isolate a torn line left by a crash
                _write_all(fd, data)
                os.fsync(fd)
            finally:
                os.close(fd)
        if created:
            fsync_dir(self.folder, best_effort=True)

    def rewrite(self, keep: Callable[[dict[str, Any]], dict[str, Any] | None]) -> int:
        """Replace every event by ``keep(event)`` (None drops it), atomically: the new log is
        written beside the old one and renamed over it under the lock. Returns how many
        events changed or went. Unreadable lines are dropped too (they may hold anything)."""
        if not self.events_path.exists():
            return 0
        with self._locked():
            records, skipped = _parse(self._read_all())
            kept = [r for r in (keep(r) for r in records) if r is not None]
            changed = skipped + sum(1 for r in records if keep(r) != r)
            if changed:
                tmp = self.folder / f".events.{os.getpid()}.{secrets.token_hex(4)}"
                out = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _BINARY, 0o600)
                try:
                    _write_all(out, _encode(kept))
                    os.fsync(out)
                finally:
                    os.close(out)
                os.replace(tmp, self.events_path)  # nobody has the old log open: all wait for the lock
                fsync_dir(self.folder, best_effort=True)
        return changed

    @contextmanager
    def _locked(self, shared: bool = False) -> Iterator[None]:
        """Hold the log's lock (exclusive, or shared for a read where the OS has shared locks)."""
        with locks.open_lock_file(self.lock_path) as handle:
            (locks.lock_shared if shared else locks.lock)(handle)
            yield

    def _read_all(self) -> bytes:
        try:
            fd = os.open(self.events_path, os.O_RDONLY | _BINARY)
        except FileNotFoundError:
            return b""
        with os.fdopen(fd, "rb") as handle:
            return handle.read()

    def read(self) -> tuple[list[dict[str, Any]], int]:
        """(every well-formed event in order, how many lines were skipped as unreadable)."""
        if not self.events_path.exists():
            return [], 0  # and creates nothing
        with self._locked(shared=True):
            return _parse(self._read_all())


def _encode(records: list[dict[str, Any]]) -> bytes:
    return "".join(json.dumps(r, ensure_ascii=False, separators=(",", ":")) + "\n" for r in records).encode()


def _read_at(fd: int, offset: int, size: int) -> bytes:
    """``size`` bytes from ``offset`` (``os.pread`` where the OS has it; Windows has not)."""
    if hasattr(os, "pread"):
        return os.pread(fd, size, offset)
    os.lseek(fd, offset, os.SEEK_SET)
    chunks = []
    while size > 0 and (chunk := os.read(fd, size)):
        chunks.append(chunk)
        size -= len(chunk)
    return b"".join(chunks)


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        view = view[written:]


def _parse(raw: bytes) -> tuple[list[dict[str, Any]], int]:
    """(every well-formed event in order, how many lines were skipped as unreadable)."""
    records: list[dict[str, Any]] = []
    skipped = 0
    for line in raw.split(b"\n"):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except (json.JSONDecodeError, UnicodeDecodeError):
            skipped += 1
            continue
        if isinstance(record, dict):
            records.append(record)
        else:
            skipped += 1
    return records, skipped
