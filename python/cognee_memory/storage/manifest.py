"""Which embedder built a store: ``store.json`` beside an embedded store.

Vectors from two embedders cannot be compared, so a store never opens with another one: the
backend first moves it to the configured embedder (``storage/reembed.py``); anything else
opening it directly is refused.
The embedder setting is checked before Cognee's import (a clear error, 5 s sooner); the
configured model, known only once Cognee's environment is set, right after. A team space
keeps the same record on its server instead (``postgres/space.py``).
"""

from __future__ import annotations

import json
import os
from typing import Any

from cognee_memory.config import OFFLINE_EMBEDDERS, StoreConfig
from cognee_memory.errors import MemoryToolError

MANIFEST_FORMAT = 1


def embedder_identity(config: StoreConfig) -> dict[str, Any]:
    """Provider, model and dimensions of the configured embedder (after prepare_environment)."""
    if config.embedder in OFFLINE_EMBEDDERS:
        provider, model, dimensions = OFFLINE_EMBEDDERS[config.embedder]
        return {"provider": provider, "model": model, "dimensions": dimensions}
    return {
        "provider": os.environ.get("EMBEDDING_PROVIDER", "fastembed"),
        "model": os.environ.get("EMBEDDING_MODEL", ""),
        "dimensions": int(os.environ.get("EMBEDDING_DIMENSIONS", "0") or 0),
    }


def check_manifest_before_import(config: StoreConfig) -> None:
    """The store was built with the configured embedder setting (or is new)."""
    path = config.manifest_path
    if not path.is_file():
        return
    try:
        stored = json.loads(path.read_text())
    except (OSError, json.JSONDecodeError):
        return
    if stored.get("embedder") != config.embedder:
        raise MemoryToolError(
            "EMBEDDER_MISMATCH",
            f"This store was built with the '{stored.get('embedder')}' embedder "
            f"({stored.get('model')}, {stored.get('dimensions')} dimensions); it cannot be "
            f"opened with '{config.embedder}' in this process. Run the command without --direct: the "
            "workspace backend re-embeds the store for the new embedder on its next start (or "
            "switch the embedder setting back).",
            {"stored": stored},
        )


def write_manifest(config: StoreConfig, identity: dict[str, Any]) -> None:
    """Record the embedder of a new store; refuse a store built with another Cognee model."""
    path = config.manifest_path
    if path.is_file():
        stored = json.loads(path.read_text())
        if config.embedder == "cognee" and (
            stored.get("model") != identity["model"]
            or stored.get("dimensions") != identity["dimensions"]
        ):
            raise MemoryToolError(
                "EMBEDDER_MISMATCH",
                f"This store's vectors come from {stored.get('model')} "
                f"({stored.get('dimensions')} dimensions) but Cognee is configured for "
                f"{identity['model']} ({identity['dimensions']}). Restore the previous "
                "EMBEDDING_* settings or use a new storage folder.",
                {"stored": stored, "configured": identity},
            )
        return
    manifest = {"format": MANIFEST_FORMAT, "embedder": config.embedder, **identity}
    tmp = path.with_suffix(".json.tmp")
    tmp.write_text(json.dumps(manifest, indent=2))
    os.replace(tmp, path)
