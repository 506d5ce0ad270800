"""Where a workspace's store lives and the environment Cognee must see before import.

No Cognee import here: thin clients use this to find the store and its backend.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

STORAGE_DIRNAME = ".cognee-memory"

# The offline embedder registered with Cognee under this provider name.
LOCAL_PROVIDER = "cognee-memory-wordllama"
LOCAL_MODEL = "wordllama-l2-supercat-256"
LOCAL_DIMENSIONS = 256

# Settings that silence Cognee and keep it offline and inside the store folder.
QUIET_OFFLINE = {
    "TELEMETRY_DISABLED": "1",
    "LITELLM_LOCAL_MODEL_COST_MAP": "True",
    "LOG_LEVEL": "ERROR",
    "COGNEE_LOG_FILE": "false",
    "COGNEE_SKIP_CONNECTION_TEST": "true",
    "ENABLE_BACKEND_ACCESS_CONTROL": "false",
    "HF_HUB_OFFLINE": "1",
    "TOKENIZERS_PARALLELISM": "false",
}


@dataclass(frozen=True)
class StoreConfig:
    """One workspace's store: its folder and the embedder it was built with."""

    workspace: Path
    storage_dir: Path
    embedder: str = "local"  # "local" (offline WordLlama) or "cognee" (Cognee's own config)

    @classmethod
    def create(cls, workspace: Path, storage_dir: str | None = None, embedder: str = "local") -> "StoreConfig":
        storage = Path(storage_dir).expanduser() if storage_dir else workspace / STORAGE_DIRNAME
        return cls(workspace=workspace.resolve(), storage_dir=storage.resolve(), embedder=embedder)

    @property
    def cognee_dir(self) -> Path:
        return self.storage_dir / "cognee"

    @property
    def manifest_path(self) -> Path:
        return self.storage_dir / "store.json"

    @property
    def log_path(self) -> Path:
        return self.storage_dir / "logs" / "cognee-memory.log"

    def cognee_environment(self) -> dict[str, str]:
        """The variables Cognee reads at import: our paths always win over any .env."""
        root = self.cognee_dir
        env = {
            "SYSTEM_ROOT_DIRECTORY": str(root / "system"),
            "DATA_ROOT_DIRECTORY": str(root / "data"),
            "CACHE_ROOT_DIRECTORY": str(root / "cache"),
            "COGNEE_LOGS_DIR": str(self.storage_dir / "logs"),
            **QUIET_OFFLINE,
        }
        if self.embedder == "local":
            env.update(
                EMBEDDING_PROVIDER=LOCAL_PROVIDER,
                EMBEDDING_MODEL=LOCAL_MODEL,
                EMBEDDING_DIMENSIONS=str(LOCAL_DIMENSIONS),
            )
        return env

    def user_env_file(self) -> Path | None:
        """The user's Cognee .env for the opt-in 'cognee' embedder: COGNEE_ENV_FILE or <workspace>/.env."""
        explicit = os.environ.get("COGNEE_ENV_FILE", "").strip()
        if explicit:
            return Path(explicit).expanduser()
        candidate = self.workspace / ".env"
        return candidate if candidate.is_file() else None
