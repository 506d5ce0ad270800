"""The backend moves its store to the configured embedder before it opens it (``storage/reembed.py``).

Cognee reads its settings once per process, so each side of the move is opened by a child process
of its own: one exports the old store with the embedder that built it, one imports the export
into the new store with the configured embedder and checks it. Each child prints progress as JSON
lines on stdout; the backend logs them and shows them in its state file (the client waits while
they advance, and ``backend.py status`` shows them). A child ends when its backend is gone.

    python -m cognee_memory.backend.reembed_run export|import --workspace W --storage-dir S --source E --target E
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import sys
from pathlib import Path
from typing import Any, Callable

import click

from cognee_memory.config import EMBEDDERS, StoreConfig
from cognee_memory.durable import write_private_file
from cognee_memory.errors import MemoryToolError
from cognee_memory.storage import reembed
from cognee_memory.storage.migration import import_parts

log = logging.getLogger("cognee_memory.backend")
PACKAGE_PARENT = str(Path(__file__).resolve().parents[2])
PART = 500  # memories per import request: the progress step


async def bring_to_embedder(config: StoreConfig, report: Callable[[dict[str, Any]], None]) -> bool:
    """Move ``config``'s store to ``config.embedder`` if it was built with another one (False:
    nothing to move). Raises MemoryToolError when a step fails; the old store is then untouched,
    and the next start goes on from the last finished step."""
    move = reembed.pending_move(config)
    if move is None:
        return False
    step = reembed.next_step(config, move)
    log.info("re-embedding the store from '%s' to '%s' (from step %s)", move.source, move.target, step)
    if step == "export":
        reembed.begin(config, move)
        await _run_child(config, move, "export", report)
        step = "import"
    if step == "import":
        await _run_child(config, move, "import", report)
    reembed.swap(config, move)
    report({"step": "swapped", **move.to_json()})
    log.info("re-embedded: the store now uses '%s'; the old one is kept in %s until the next open",
             move.target, reembed.backup_dir(config))
    return True


async def _run_child(config: StoreConfig, move: reembed.Move, step: str,
                     report: Callable[[dict[str, Any]], None]) -> None:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (PACKAGE_PARENT, env.get("PYTHONPATH", "")) if p)
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "cognee_memory.backend.reembed_run", step,
        "--workspace", str(config.workspace), "--storage-dir", str(config.storage_dir),
        "--source", move.source, "--target", move.target,
        stdin=asyncio.subprocess.DEVNULL, stdout=asyncio.subprocess.PIPE, env=env, cwd=str(config.workspace))
    assert process.stdout is not None
    last: dict[str, Any] = {}
    async for line in process.stdout:
        try:
            last = json.loads(line)
        except ValueError:
            continue
        if isinstance(last, dict) and "error" not in last:
            log.info("re-embedding: %s", json.dumps(last))
            report({**last, **move.to_json()})
    code = await process.wait()
    if code != 0:
        message = last.get("error") if isinstance(last, dict) else None
        raise MemoryToolError("STORE_ERROR", f"Moving the store from the '{move.source}' embedder to '{move.target}' "
                              f"failed at its {step} step: {message or f'exit {code}'}. The store is unchanged; "
                              "the next start goes on from there (or switch the embedder setting back).")


# ---- the child processes ---------------------------------------------------------------------


def _emit(**fields: Any) -> None:
    print(json.dumps(fields), flush=True)


async def _export(config: StoreConfig, move: reembed.Move) -> None:
    from cognee_memory.backend.service import MemoryService

    service = await MemoryService(StoreConfig.create(config.workspace, str(config.storage_dir), move.source)).open()
    try:
        exported = await service.handle({"op": "export"})
    finally:
        await service.close()
    write_private_file(reembed.export_path(config), json.dumps(exported, ensure_ascii=False).encode())
    _emit(step="export", done=exported["count"], total=exported["count"])


async def _import(config: StoreConfig, move: reembed.Move) -> None:
    from cognee_memory.backend.service import MemoryService

    exported = json.loads(reembed.export_path(config).read_text())
    records = exported["memories"]
    parent = os.getppid()
    target = StoreConfig.create(config.workspace, str(reembed.new_store_dir(config)), move.target)
    service = await MemoryService(target).open()
    try:
        done = 0
        _emit(step="import", done=0, total=len(records))
        for part in import_parts(records, PART):
            if os.getppid() != parent:
                raise MemoryToolError("STORE_ERROR", "the backend that started this move is gone")
            await service.handle({"op": "import", "format": exported["format"], "memories": part})
            done += len(part)
            _emit(step="import", done=done, total=len(records))
        problems = reembed.same_records(records, (await service.handle({"op": "export"}))["memories"])
    finally:
        await service.close()
    if problems:
        raise MemoryToolError("STORE_ERROR", f"the new store differs from the old one: {'; '.join(problems[:5])}")
    write_private_file(reembed.verified_path(config), json.dumps({"memories": len(records)}).encode())
    _emit(step="verified", done=len(records), total=len(records))


@click.command()
@click.argument("step", type=click.Choice(["export", "import"]))
@click.option("--workspace", required=True)
@click.option("--storage-dir", required=True)
@click.option("--source", type=click.Choice(EMBEDDERS), required=True)
@click.option("--target", type=click.Choice(EMBEDDERS), required=True)
def main(step: str, workspace: str, storage_dir: str, source: str, target: str) -> None:
    """One step of a move, in a process of its own (started by the backend)."""
    config = StoreConfig.create(Path(workspace), storage_dir, target)
    move = reembed.Move(source, target)
    try:
        asyncio.run(_export(config, move) if step == "export" else _import(config, move))
    except MemoryToolError as exc:
        _emit(error=exc.message)
        sys.exit(1)
    except Exception as exc:  # noqa: BLE001 — reported to the backend, which fails its start clearly
        _emit(error=f"{type(exc).__name__}: {exc}")
        sys.exit(1)
    sys.stdout.flush()
    os._exit(0)  # Cognee's background threads can stall the interpreter's teardown


if __name__ == "__main__":
    main()
