"""The backend's connections: each one authenticated, read, answered and closed, within bounds.

A connection that has not sent its request yet is *waiting*. At most ``MAX_WAITING`` wait at
once (a new one closes the oldest waiting one) and each waits at most ``REQUEST_WAIT_S``, so
idle connections (a stuck or hostile client, or a leak) can neither use up the process's file
descriptors nor hold back other clients. At most ``MAX_OPEN`` are open at all; more are closed at
once. Closed connections are counted and logged as one summary line a minute, not a line each.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections import OrderedDict
from typing import Any, Awaitable, Callable

from cognee_memory.backend import protocol
from cognee_memory.errors import MemoryToolError
from cognee_memory.platform.transport import Transport

log = logging.getLogger("cognee_memory.backend.connections")

MAX_WAITING = 64
MAX_OPEN = 256
REQUEST_WAIT_S = 30.0  # a local client sends its request at once; 64 MB take well under a second
SUMMARY_EVERY_S = 60.0
# A request line longer than this is decoded in a worker thread (the loop keeps answering).
DECODE_INLINE_BYTES = 64 * 1024

Dispatch = Callable[[Any], Awaitable[dict[str, Any]]]


class ConnectionGuard:
    """Counts the open connections, closes the ones over the bounds, and logs a summary."""

    def __init__(self, max_waiting: int = MAX_WAITING, max_open: int = MAX_OPEN,
                 request_wait_s: float = REQUEST_WAIT_S, summary_every_s: float = SUMMARY_EVERY_S) -> None:
        self.max_waiting = max_waiting
        self.max_open = max_open
        self.request_wait_s = request_wait_s
        self.summary_every_s = summary_every_s
        self.open = 0
        self._waiting: OrderedDict[int, asyncio.StreamWriter] = OrderedDict()
        self._closed = {"waited too long": 0, "made room for a newer one": 0, "over the limit": 0,
                        "failed to authenticate": 0}
        self._last_summary = float("-inf")

    @property
    def waiting(self) -> int:
        return len(self._waiting)

    def admit(self, writer: asyncio.StreamWriter) -> int | None:
        """Register a new connection (its key), or close it and return None when too many are open."""
        if self.open >= self.max_open:
            writer.transport.abort()
            self.note("over the limit")
            return None
        while len(self._waiting) >= self.max_waiting:
            _, oldest = self._waiting.popitem(last=False)
            oldest.transport.abort()  # its handler reads end-of-file and returns
            self.note("made room for a newer one")
        key = id(writer)
        self._waiting[key] = writer
        self.open += 1
        return key

    def answering(self, key: int) -> None:
        """The connection's request arrived: it is work now, never closed to make room."""
        self._waiting.pop(key, None)

    def leave(self, key: int) -> None:
        self._waiting.pop(key, None)
        self.open -= 1

    def note(self, reason: str) -> None:
        """Count a closed connection; log the counts at most once per ``summary_every_s``."""
        self._closed[reason] += 1
        now = time.monotonic()
        if now - self._last_summary < self.summary_every_s:
            return
        self._last_summary = now
        counts = ", ".join(f"{n} {why}" for why, n in self._closed.items() if n)
        log.warning("closed connections without answering (%s); %d open, %d waiting for their request; "
                    "next summary in %.0f s at the earliest", counts, self.open, self.waiting, self.summary_every_s)
        self._closed = dict.fromkeys(self._closed, 0)


async def serve_connection(transport: Transport, guard: ConnectionGuard, dispatch: Dispatch,
                           reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
    """One connection: authenticate, read one request line, answer it, close."""
    key = guard.admit(writer)
    if key is None:
        return
    try:
        try:
            accepted = await asyncio.wait_for(transport.accept(reader, writer), guard.request_wait_s)
            if not accepted:
                guard.note("failed to authenticate")
                return
            try:
                line = await asyncio.wait_for(reader.readline(), guard.request_wait_s)
            except ValueError as exc:  # longer than the stream's limit: read past it, then say so
                guard.answering(key)
                if "not found" in str(exc):  # (when the line's end was already read, it is dropped)
                    await asyncio.wait_for(_skip_line(reader), guard.request_wait_s)
                writer.write(protocol.encode(_too_large(reader)))
                await writer.drain()
                return
        except asyncio.TimeoutError:
            guard.note("waited too long")
            return
        if not line:
            return  # closed before sending anything (or closed here to make room)
        guard.answering(key)
        response = await _answer(line, dispatch)
        writer.write(protocol.encode(response))
        await writer.drain()
    except (ConnectionError, asyncio.IncompleteReadError):
        pass  # the client went away (cancelled); nothing to answer
    finally:
        guard.leave(key)
        writer.close()


async def _skip_line(reader: asyncio.StreamReader) -> None:
    """Discard the rest of an over-long request line, so the client is not cut off mid-send and
    reads the answer."""
    while True:
        chunk = await reader.read(1 << 16)
        if not chunk or b"\n" in chunk:
            return


def _too_large(reader: asyncio.StreamReader) -> dict[str, Any]:
    limit = getattr(reader, "_limit", protocol.MAX_REQUEST_BYTES)
    size = f"{limit // (1024 * 1024)} MiB" if limit >= 1024 * 1024 else f"{limit} bytes"
    return MemoryToolError("INVALID_ARGUMENT", f"The request is larger than {size}, the most one request may carry. "
                           "Send less at once (ingest.py and migrate.py split large files themselves).").to_json()


async def _answer(line: bytes, dispatch: Dispatch) -> dict[str, Any]:
    try:
        if len(line) > DECODE_INLINE_BYTES:
            request = await asyncio.to_thread(protocol.decode, line)
        else:
            request = protocol.decode(line)
    except (ValueError, RecursionError):  # not JSON, not UTF-8, nested too deeply, a huge integer
        return MemoryToolError("INVALID_ARGUMENT", "The request is not one line of UTF-8 JSON "
                               "(or it is nested too deeply).").to_json()
    return await dispatch(request)
