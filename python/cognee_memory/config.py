"""Where a workspace's store lives and the environment Cognee must see before import.

No Cognee import here: thin clients use this to find the store and its backend.
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import parse_qsl, quote, unquote, urlsplit

STORAGE_DIRNAME = ".cognee-memory"

# Storage profiles: "local" = embedded stores in the storage folder (one process at a time);
# "postgres" = a team space on a PostgreSQL server with pgvector (many processes at once).
PROFILES = ("local", "postgres")
# Each team space is its own database on the server, named with this prefix.
SPACE_DATABASE_PREFIX = "cognee_memory_"
SPACE_PATTERN = re.compile(r"^[a-z0-9][a-z0-9_]{0,39}$")
SSL_MODES = ("", "disable", "prefer", "require", "verify-ca", "verify-full")
# Where a team space lives, as one URL (--team-server / COGNEE_MEMORY_TEAM_SERVER).
TEAM_SERVER_FORM = "postgresql://USER@HOST[:PORT]/SPACE[?sslmode=MODE]"
TEAM_SERVER_SCHEMES = ("postgresql", "postgres")
DEFAULT_PORT = 5432
# Where the server password is read from (never from settings files or argv).
PASSWORD_ENV = "COGNEE_MEMORY_PG_PASSWORD"
PASSWORD_FALLBACK_ENV = "PGPASSWORD"

# The offline embedder registered with Cognee under this provider name.
LOCAL_PROVIDER = "cognee-memory-wordllama"
LOCAL_MODEL = "wordllama-l2-supercat-256"
LOCAL_DIMENSIONS = 256
# The opt-in offline MiniLM embedder (storage/minilm.py).
MINILM_PROVIDER = "cognee-memory-minilm"
MINILM_MODEL = "all-minilm-l6-v2-onnx-int8"
MINILM_DIMENSIONS = 384
# The offline embedders, by setting: Cognee provider name, model and dimensions of each.
OFFLINE_EMBEDDERS: dict[str, tuple[str, str, int]] = {
    "local": (LOCAL_PROVIDER, LOCAL_MODEL, LOCAL_DIMENSIONS),
    "minilm": (MINILM_PROVIDER, MINILM_MODEL, MINILM_DIMENSIONS),
}
# Every value of the embedder setting: the offline ones, then "cognee" (Cognee's own EMBEDDING_*).
EMBEDDERS = (*OFFLINE_EMBEDDERS, "cognee")

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

# One process per workspace: Cognee's graph and vector adapters run inside the backend, not in
# the worker processes it would spawn (≈ 370 MB and 3 processes more, and 3.5 s of start-up).
# The graph cache is bounded (Kuzu's default buffer pool is 32 GiB and grows under load), and
# two graph threads leave the shared machine's other cores to the editor.
IN_PROCESS_BOUNDED = {
    "GRAPH_DATABASE_SUBPROCESS_ENABLED": "false",
    "VECTOR_DB_SUBPROCESS_ENABLED": "false",
    "KUZU_BUFFER_POOL_SIZE": str(128 * 1024 * 1024),
    "KUZU_NUM_THREADS": "2",
}


def read_password() -> str:
    """The team server's password, from the environment only ("" when unset)."""
    return os.environ.get(PASSWORD_ENV) or os.environ.get(PASSWORD_FALLBACK_ENV) or ""


# Cognee 1.6.5 hands the relational URL to Alembic through configparser, which chokes on the
# "%" of a percent-encoded character (and then logs the URL, password included). Passwords
# are therefore limited to the characters a URL carries unencoded.
PASSWORD_PATTERN = re.compile(r"^[A-Za-z0-9._~+-]+$")


def password_problem(password: str) -> str | None:
    """Why this password cannot be used with Cognee 1.6.5 (None when it can)."""
    if not password:
        return (f"The postgres profile needs the server password in the environment: set {PASSWORD_ENV} "
                "(the extension passes its stored password this way).")
    if not PASSWORD_PATTERN.match(password):
        return ("The server password contains characters Cognee 1.6.5 cannot pass to its database "
                "migrations (anything but letters, digits and . _ ~ + -). Give the team's database role "
                "a password made of those characters (e.g. a long random one from "
                "'openssl rand -hex 24').")
    return None


@dataclass(frozen=True)
class ServerConfig:
    """Where a team space lives: a PostgreSQL server with pgvector, and the space's name.

    Holds no password: that is read from the environment when the store opens, so it
    never sits in an object that could be logged, compared or written to a file.
    """

    host: str
    port: int
    user: str
    space: str
    sslmode: str = ""

    @classmethod
    def create(cls, host: str | None, port: int | None, user: str | None, space: str | None,
               sslmode: str | None = None) -> "ServerConfig":
        """Validated settings; raises ValueError naming every missing or bad one."""
        problems = []
        if not (host or "").strip():
            problems.append("the HOST is missing")
        if not (user or "").strip():
            problems.append("the USER is missing (USER@ before the host)")
        if port is None or not (0 < int(port) < 65536):
            problems.append(f"the PORT must be 1-65535, got {port!r}")
        name = (space or "").strip()
        if not name:
            problems.append("the SPACE is missing (/SPACE after the host)")
        elif not SPACE_PATTERN.match(name):
            problems.append(
                f"the space name {name!r} must be 1-40 characters of a-z, 0-9 and _, starting "
                "with a letter or digit"
            )
        if (sslmode or "") not in SSL_MODES:
            problems.append(f"sslmode must be one of {', '.join(m for m in SSL_MODES if m)}, got {sslmode!r}")
        if problems:
            raise ValueError("; ".join(problems))
        return cls(host=(host or "").strip(), port=int(port or 0), user=(user or "").strip(),
                   space=name, sslmode=sslmode or "")

    @property
    def database(self) -> str:
        """The space's own database: isolation between spaces is the server's."""
        return SPACE_DATABASE_PREFIX + self.space

    @property
    def slug(self) -> str:
        """A folder name for this server and space (the backend's local files)."""
        host = re.sub(r"[^A-Za-z0-9.-]", "_", self.host)
        return f"{host}-{self.port}-{self.database}"

    def describe(self) -> str:
        return f"{self.user}@{self.host}:{self.port}/{self.database}"

    @property
    def url(self) -> str:
        """These settings as a --team-server URL (``parse_team_server`` reads it back)."""
        host = f"[{self.host}]" if ":" in self.host else self.host
        query = f"?sslmode={self.sslmode}" if self.sslmode else ""
        return f"postgresql://{quote(self.user, safe='')}@{host}:{self.port}/{self.space}{query}"

    def connect_args(self) -> dict[str, str]:
        return {"ssl": self.sslmode} if self.sslmode else {}


def parse_team_server(url: str) -> ServerConfig:
    """The team server and space a ``postgresql://USER@HOST[:PORT]/SPACE[?sslmode=MODE]`` URL
    names (``postgres://`` too; port 5432 by default).

    Raises ValueError saying what to fix. A URL carrying a password is refused: the password
    comes from COGNEE_MEMORY_PG_PASSWORD only. No message repeats the URL, so a password
    typed into it by mistake is never echoed.
    """
    try:
        parts = urlsplit(url.strip())
    except ValueError:  # an unbalanced [ around the host
        raise ValueError("the HOST is not valid (an IPv6 address goes in [brackets])") from None
    query = parse_qsl(parts.query, keep_blank_values=True)
    if parts.password is not None or any(key == "password" for key, _ in query):
        raise ValueError(f"the URL must not carry the password: remove it and set {PASSWORD_ENV} instead")
    if parts.scheme not in TEAM_SERVER_SCHEMES:
        raise ValueError("it must start with postgresql:// or postgres://")
    try:
        port = parts.port
    except ValueError:
        raise ValueError("the PORT must be a number 1-65535") from None
    unknown = sorted({key for key, _ in query} - {"sslmode"})
    if unknown:
        raise ValueError(f"unknown URL parameter(s) {', '.join(map(repr, unknown))}: only sslmode is accepted")
    sslmodes = [value for _, value in query]
    if len(sslmodes) > 1:
        raise ValueError("sslmode is given more than once")
    if parts.fragment:
        raise ValueError("the URL must not have a #fragment")
    return ServerConfig.create(parts.hostname, DEFAULT_PORT if port is None else port,
                               unquote(parts.username or ""), unquote(parts.path.removeprefix("/")),
                               sslmodes[0] if sslmodes else "")


def _resolve_parents(path: Path) -> Path:
    """``path`` made absolute with its parent folders' links resolved, but not its own name: a
    store folder that is a link (a cloned repo can carry one to a folder another user controls)
    stays visible as one, and is refused (``durable.check_store_folder``), never followed."""
    absolute = Path(os.path.abspath(path))
    return absolute.parent.resolve() / absolute.name if absolute.name else absolute


@dataclass(frozen=True)
class StoreConfig:
    """One workspace's store: its folder, the embedder it was built with, and where it lives."""

    workspace: Path
    storage_dir: Path
    embedder: str = "local"  # "local" (offline WordLlama), "minilm" (offline MiniLM) or "cognee" (Cognee's own config)
    profile: str = "local"  # "local" (embedded) or "postgres" (a team space on a server)
    server: ServerConfig | None = None
    # The folder the user chose; for a team space, storage_dir is a subfolder of it, so a
    # workspace's local store and its team spaces each get their own backend and logs.
    storage_root: Path | None = None

    @classmethod
    def create(cls, workspace: Path, storage_dir: str | None = None, embedder: str = "local",
               profile: str = "local", server: ServerConfig | None = None) -> "StoreConfig":
        storage = Path(storage_dir).expanduser() if storage_dir else workspace / STORAGE_DIRNAME
        root = _resolve_parents(storage)
        if profile == "postgres":
            if server is None:
                raise ValueError("the postgres profile needs server settings")
            return cls(workspace=workspace.resolve(), storage_dir=root / "server" / server.slug,
                       embedder=embedder, profile=profile, server=server, storage_root=root)
        return cls(workspace=workspace.resolve(), storage_dir=root, embedder=embedder)

    @property
    def root_dir(self) -> Path:
        """The storage folder as the user gave it (what a spawned backend is told)."""
        return self.storage_root or self.storage_dir

    @property
    def cognee_dir(self) -> Path:
        return self.storage_dir / "cognee"

    @property
    def manifest_path(self) -> Path:
        return self.storage_dir / "store.json"

    def cognee_environment(self) -> dict[str, str]:
        """The variables Cognee reads at import: our paths always win over any .env."""
        root = self.cognee_dir
        env = {
            "SYSTEM_ROOT_DIRECTORY": str(root / "system"),
            "DATA_ROOT_DIRECTORY": str(root / "data"),
            "CACHE_ROOT_DIRECTORY": str(root / "cache"),
            "COGNEE_LOGS_DIR": str(self.storage_dir / "logs"),
            **QUIET_OFFLINE,
            **IN_PROCESS_BOUNDED,
        }
        if self.embedder in OFFLINE_EMBEDDERS:
            provider, model, dimensions = OFFLINE_EMBEDDERS[self.embedder]
            env.update(
                EMBEDDING_PROVIDER=provider,
                EMBEDDING_MODEL=model,
                EMBEDDING_DIMENSIONS=str(dimensions),
            )
        if self.profile == "postgres" and self.server is not None:
            env.update(_server_environment(self.server))
        return env

    def secret_environment(self) -> dict[str, str]:
        """The password variables Cognee needs: process environment only, never a file."""
        if self.profile != "postgres":
            return {}
        password = read_password()
        # The relational engine builds its URL with URL.create (raw password); the vector
        # and graph engines paste it into a URL string, so it must be percent-encoded there.
        encoded = quote(password, safe="")
        return {"DB_PASSWORD": password, "VECTOR_DB_PASSWORD": encoded, "GRAPH_DATABASE_PASSWORD": encoded}

    def user_env_file(self) -> Path | None:
        """The user's Cognee .env for the opt-in 'cognee' embedder: COGNEE_ENV_FILE or <workspace>/.env."""
        explicit = os.environ.get("COGNEE_ENV_FILE", "").strip()
        if explicit:
            return Path(explicit).expanduser()
        candidate = self.workspace / ".env"
        return candidate if candidate.is_file() else None


def _server_environment(server: ServerConfig) -> dict[str, str]:
    """Relational, vector and graph data all in the space's own database (no secrets)."""
    env = {
        "DB_PROVIDER": "postgres",
        "DB_HOST": server.host,
        "DB_PORT": str(server.port),
        "DB_USERNAME": server.user,
        "DB_NAME": server.database,
        "VECTOR_DB_PROVIDER": "pgvector",
        "VECTOR_DB_HOST": server.host,
        "VECTOR_DB_PORT": str(server.port),
        "VECTOR_DB_USERNAME": server.user,
        "VECTOR_DB_NAME": server.database,
        # Cognee 1.6.5's graph-as-tables adapter (graph_node / graph_edge) on the same database.
        "GRAPH_DATABASE_PROVIDER": "postgres",
        "GRAPH_DATABASE_HOST": server.host,
        "GRAPH_DATABASE_PORT": str(server.port),
        "GRAPH_DATABASE_USERNAME": server.user,
        "GRAPH_DATABASE_NAME": server.database,
    }
    if server.sslmode:
        env["DATABASE_CONNECT_ARGS"] = json.dumps(server.connect_args())
    return env
