"""The long-lived backend: one process per workspace owns its Cognee store and serves requests.

Started by the client (``python -m cognee_memory.cli.serve --workspace W ...``) and
reached over the OS's transport (``platform/transport.py``: a Unix socket, or authenticated
loopback TCP where there is none), one bounded connection per request (``connections.py``). Reads run concurrently; a write waits for running reads and
blocks new ones, so writes never interleave.

Lifecycle: exclusive lock file held for life (a second backend for the same store exits at
once); idle shutdown after ``--idle-timeout`` seconds; ``status`` and ``stop`` operations;
logs to ``<storage>/logs/backend.log`` (and stderr with ``--log-stderr``).
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import signal
import sys
import time
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, AsyncIterator, Callable

from cognee_memory.envelope import ok_without_version
from cognee_memory.errors import MemoryToolError, storage_failure
from cognee_memory.backend import code_identity, connections, protocol, reembed_run, refresh
from cognee_memory.backend.paths import backend_log_path, backend_transport, life_lock_path, state_path
from cognee_memory.config import StoreConfig
from cognee_memory.durable import make_store_folder, write_private_file
from cognee_memory.platform import locks
from cognee_memory.storage import reembed

log = logging.getLogger("cognee_memory.backend.server")

DEFAULT_IDLE_TIMEOUT_S = 30 * 60  # a chat session's pause; re-warming costs ~10 s
# How long an import's chunk lets the reads beside it go first at each pause (then it goes on:
# a stream of reads must not stall an import).
READS_FIRST_MAX_S = 2.0


class ReadWriteLock:
    """Many readers or one writer; a waiting writer blocks new readers (no starvation).

    An import chunk is a writer that lets reads go on (``write_alongside_reads``): it waits for
    no reader and holds back none, so a question asked during a large import is answered while
    the chunk is written, and may see part of it. It still excludes every other writer; a writer
    waiting behind it does not hold back readers, since it cannot start before the chunk ends.
    """

    def __init__(self) -> None:
        self._readers = 0
        self._writer = False
        self._writer_excludes_reads = False
        self._writers_waiting = 0
        self._cond = asyncio.Condition()

    def _reader_may_enter(self) -> bool:
        if self._writer:
            return not self._writer_excludes_reads
        return self._writers_waiting == 0

    async def _leave(self, readers: int = 0, writer: bool = False) -> None:
        """A read (``readers=1``) or the writer (``writer=True``) is done: wake whoever waits."""
        async with self._cond:
            self._readers -= readers
            if writer:
                self._writer = self._writer_excludes_reads = False
            self._cond.notify_all()

    @asynccontextmanager
    async def read(self) -> AsyncIterator[None]:
        async with self._cond:
            await self._cond.wait_for(self._reader_may_enter)
            self._readers += 1
        try:
            yield
        finally:
            await self._leave(readers=1)

    @asynccontextmanager
    async def read_if_free(self) -> AsyncIterator[bool]:
        """A read, only if one may start now (yields False, holding nothing, otherwise)."""
        async with self._cond:
            free = self._reader_may_enter()
            if free:
                self._readers += 1
        try:
            yield free
        finally:
            if free:
                await self._leave(readers=1)

    @asynccontextmanager
    async def write(self) -> AsyncIterator[None]:
        async with self._cond:
            self._writers_waiting += 1
            await self._cond.wait_for(lambda: not self._writer and self._readers == 0)
            self._writers_waiting -= 1
            self._writer, self._writer_excludes_reads = True, True
        try:
            yield
        finally:
            await self._leave(writer=True)

    async def until_no_reads(self, at_most_s: float) -> None:
        """Wait (at most ``at_most_s``) until no read runs: an import's chunk lets the reads
        running beside it finish first, at the pauses between its steps."""
        if self._readers == 0:
            return
        async with self._cond:
            try:
                await asyncio.wait_for(self._cond.wait_for(lambda: self._readers == 0), at_most_s)
            except asyncio.TimeoutError:
                pass

    @asynccontextmanager
    async def write_alongside_reads(self) -> AsyncIterator[None]:
        async with self._cond:
            await self._cond.wait_for(lambda: not self._writer and self._writers_waiting == 0)
            self._writer, self._writer_excludes_reads = True, False
        try:
            yield
        finally:
            await self._leave(writer=True)


class Backend:
    def __init__(self, config: StoreConfig, idle_timeout: float, policy: refresh.RefreshPolicy | None = None) -> None:
        from cognee_memory.backend.service import MemoryService

        self.config = config
        self.service = MemoryService(config)
        self.idle_timeout = idle_timeout
        self.refresh = policy or refresh.RefreshPolicy()
        self.written = 0  # memories written since start (see refresh.py)
        self.lock = ReadWriteLock()
        # The service's op table says which requests read and which write; this lock enforces it.
        self.service.read_guard = self.lock.read
        self.service.write_guard = self.lock.write
        self.service.import_guard = self.lock.write_alongside_reads
        self.service.reads_first = lambda: self.lock.until_no_reads(READS_FIRST_MAX_S)
        self.service.enable_usage_tracking()  # a retrieve with "track_usage" writes after answering
        self.stopping = asyncio.Event()
        # A chunked ingest stops between chunks on a stop, not on a hand-over (refresh.py).
        self.handing_over = False
        self.service.stop_requested = lambda: self.stopping.is_set() and not self.handing_over
        self.started = time.time()
        self.last_activity = time.monotonic()
        self.in_flight = 0
        self._last_count: int | None = None  # status's memory count while a write runs
        self.code = code_identity.current()

    def code_changed(self) -> bool:
        """Whether this process's source files changed or disappeared since it started."""
        return code_identity.code_hash(Path(self.code.package)) != self.code.hash

    async def dispatch(self, request: Any) -> dict[str, Any]:
        """One request → one response (the CLI's JSON). Never raises.

        ``status`` does not count as activity: watching a backend must not keep it alive.
        """
        counts = not (isinstance(request, dict) and request.get("op") == "status")
        self.in_flight += counts
        if counts:
            self.last_activity = time.monotonic()
        try:
            if not isinstance(request, dict):
                raise MemoryToolError("INVALID_ARGUMENT", "A request must be a JSON object.")
            op = request.get("op")
            if op == "status":
                return await self.status()
            if op == "stop":
                self.stopping.set()
                return ok_without_version(stopping=True, pid=os.getpid())
            if op == "hand_over":
                return self.hand_over()
            if self.changes_store(request) and self.code_changed():
                # Modules a write imports lazily may be gone: stop, and let the client start
                # a backend from the code on disk now (it retries once on this error).
                self.stopping.set()
                raise MemoryToolError("BACKEND_UNAVAILABLE", "The backend's code changed on disk; it is "
                                      "stopping. Run the command again.", {"code_changed": True})
            response = await self.service.handle(request)
            if response.get("success") and self.changes_store(request):
                count = response.get("count", response.get("imported"))  # ingest / a store import
                self.written += count if isinstance(count, int) else 1
            return response
        except MemoryToolError as exc:
            return exc.to_json()
        except Exception as exc:  # logged with its traceback, answered without one
            log.exception("request %r failed", request.get("op") if isinstance(request, dict) else None)
            return (storage_failure(exc) or MemoryToolError(
                "INTERNAL_ERROR", f"The backend failed: {type(exc).__name__}: {exc}. See {backend_log_path(self.config)}."
            )).to_json()
        finally:
            if counts:
                self.in_flight -= 1
                self.last_activity = time.monotonic()

    def changes_store(self, request: dict[str, Any]) -> bool:
        """A write: an ingest (which takes the write lock itself, chunk by chunk) or any other."""
        return request.get("op") == "ingest" or self.service.writes(request)

    def hand_over(self) -> dict[str, Any]:
        """Stop for a successor (``refresh.py``) once the requests in flight are answered, unless
        a chunked import runs (requests would wait for all of it): the successor then exits, and
        this backend tries again after its next idle spell."""
        if self.service.progress is not None:
            return ok_without_version(handing_over=False, pid=os.getpid())
        self.handing_over = True
        self.stopping.set()
        return ok_without_version(handing_over=True, pid=os.getpid())

    async def status(self) -> dict[str, Any]:
        return ok_without_version(
            pid=os.getpid(),
            version=protocol.BACKEND_VERSION,
            code=self.code.to_json(),
            workspace=str(self.config.workspace),
            storage_dir=str(self.config.storage_dir),
            embedder=self.config.embedder,
            profile=self.config.profile,
            server=self.config.server.describe() if self.config.server else None,
            uptime_s=round(time.time() - self.started, 3),
            idle_timeout_s=self.idle_timeout,
            memories=await self._memory_count(),
            written=self.written,
            ingest_progress=self.service.progress,
        )

    async def _memory_count(self) -> int | None:
        """The store's count, read as a read (a write may close and reopen the graph), without
        waiting: while a write runs, the last count read (None before the first)."""
        async with self.lock.read_if_free() as free:
            if free:
                self._last_count = await self.service.store.count()
        return self._last_count

    async def idle_watch(self) -> None:
        while not self.stopping.is_set():
            await asyncio.sleep(min(5.0, max(0.2, self.idle_timeout / 4)))
            idle = time.monotonic() - self.last_activity
            if self.in_flight == 0 and idle >= self.idle_timeout:
                log.info("idle for %.0f s: shutting down", idle)
                self.stopping.set()
            elif self.code_changed():
                log.info("the code in %s changed or is gone: shutting down", self.code.package)
                self.stopping.set()
            elif self.refresh.due(self.written, idle, self.in_flight):
                self.refresh.start(self.config, self.idle_timeout)
            elif self.refresh.successor_exited():
                log.warning("the successor exited without taking over (an import ran here, or it failed): serving on")


# ---- serving ------------------------------------------------------------------------------


def _write_state(config: StoreConfig, **state: Any) -> None:
    """The state file, replaced atomically and owner-only (never written through a link)."""
    write_private_file(state_path(config), json.dumps(
        {"pid": os.getpid(), "version": protocol.BACKEND_VERSION, **state}).encode())


async def serve_socket(config: StoreConfig, idle_timeout: float, policy: refresh.RefreshPolicy,
                       on_ready: Callable[[], None] = lambda: None) -> int:
    transport = backend_transport(config)
    try:
        backend = Backend(config, idle_timeout, policy)
        # A store built with another embedder is moved to this one first (reembed_run.py).
        moved = await reembed_run.bring_to_embedder(config, lambda progress: _write_state(
            config, state="starting", reembed=progress))
        await backend.service.open()
        if not moved and reembed.drop_backup_after_open(config):
            log.info("the store opened after a move to another embedder: its backup is removed")
    except MemoryToolError as exc:
        _write_state(config, state="failed", error=exc.to_json()["error"])
        log.error("cannot start: %s", exc.message)
        return 1
    except Exception as exc:
        log.exception("cannot start")
        error = MemoryToolError("BACKEND_UNAVAILABLE", f"The backend could not open the store: {exc}")
        _write_state(config, state="failed", error=error.to_json()["error"])
        return 1
    guard = connections.ConnectionGuard()
    server = await transport.serve(  # we hold the life lock: whatever a crashed backend left is replaced
        lambda r, w: connections.serve_connection(transport, guard, backend.dispatch, r, w),
        limit=protocol.MAX_REQUEST_BYTES)
    _stop_on_signals(backend.stopping)
    _write_state(config, state="ready", transport=transport.name, socket=transport.address(),
                 started_at=backend.started)
    log.info("ready on %s (pid %d)", transport.address(), os.getpid())
    on_ready()
    watcher = asyncio.create_task(backend.idle_watch())
    await backend.stopping.wait()
    server.close()
    await server.wait_closed()
    watcher.cancel()
    # Let requests already accepted finish (a stop never cuts a write in half).
    while backend.in_flight:
        await asyncio.sleep(0.05)
    await backend.service.flush_usage()
    await backend.service.close()  # idle, stop and SIGTERM all end here: leave no graph log
    transport.remove()
    _write_state(config, state="stopped")
    log.info("stopped")
    return 0


def _stop_on_signals(stopping: asyncio.Event) -> None:
    """SIGTERM and SIGINT stop the backend gracefully (where the event loop can watch signals:
    not on Windows, where a stop request or the idle timeout ends it)."""
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        try:
            loop.add_signal_handler(sig, stopping.set)
        except (NotImplementedError, RuntimeError):
            return


def _hold_life_lock(config: StoreConfig) -> Any:
    """Exclusive for the process's life; the OS releases it even after kill -9."""
    handle = locks.open_lock_file(life_lock_path(config))
    if not locks.try_lock(handle):
        handle.close()
        return None
    return handle


def _configure_logging(config: StoreConfig, to_stderr: bool) -> None:
    path = backend_log_path(config)
    path.parent.mkdir(parents=True, exist_ok=True)
    handlers: list[logging.Handler] = [logging.FileHandler(path, encoding="utf-8")]
    if to_stderr:
        handlers.append(logging.StreamHandler(sys.stderr))
    root = logging.getLogger("cognee_memory")
    for handler in handlers:
        handler.setFormatter(logging.Formatter("%(asctime)s %(process)d %(name)s %(levelname)s %(message)s"))
    root.handlers[:] = handlers
    root.setLevel(logging.INFO)
    root.propagate = False
    import warnings

    warnings.filterwarnings("ignore")


def run(config: StoreConfig, idle_timeout: float, log_stderr: bool, policy: refresh.RefreshPolicy,
        take_over: int | None = None) -> None:
    """Serve ``config``'s store until idle, stopped, or signalled; never returns. With
    ``take_over``, first take the store over from that backend (``refresh.py``)."""
    os.umask(0o077)  # every file the store writes (and Cognee's workers, which inherit it) is owner-only
    make_store_folder(config.storage_dir, config.root_dir)
    _configure_logging(config, log_stderr)
    spawn = None
    if take_over is None:
        life = _hold_life_lock(config)
        if life is None:
            log.error("Another backend already serves this workspace.")
            sys.exit(1)
    else:
        from cognee_memory.storage.factory import preload

        try:
            preload(config)
            locks = refresh.take_over(config, take_over)
        except Exception as exc:  # the old backend goes on serving, or stops and a client restarts it
            log.error("cannot take over from pid %d: %s", take_over, exc)
            sys.exit(1)
        if locks is None:
            log.info("pid %d is importing or no longer serves this workspace: not taking over", take_over)
            sys.exit(0)
        spawn, life = locks
        log.info("took over from pid %d", take_over)
    _write_state(config, state="starting")
    code = asyncio.run(serve_socket(config, idle_timeout, policy, on_ready=spawn.close if spawn else lambda: None))
    # Skip interpreter teardown: Cognee's background threads can stall it for seconds.
    logging.shutdown()
    os._exit(code)
