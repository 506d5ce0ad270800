"""The process around Cognee: its environment before the import, its logging, its errors.

Cognee reads its settings once, at import: ``prepare_environment`` must run first.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import sys
from typing import Iterator

from cognee_memory.config import OFFLINE_EMBEDDERS, StoreConfig
from cognee_memory.durable import make_store_folder, private_folder
from cognee_memory.errors import MemoryToolError, storage_failure
from cognee_memory.storage.deferred import defer_import, import_while_absent
from cognee_memory.storage.redaction import redact

# Optional extras that Cognee's dependencies load at import and do without (see deferred.py).
UNUSED_EXTRAS = ("cryptography", "PIL")
# openai's private modules that Cognee's import patches for speed (``openai_type_cache``): while
# openai is deferred they are missing, and Cognee skips that patch rather than load openai.
OPENAI_PATCHED_MODULES = frozenset({"_base_client", "_legacy_response", "_models", "_response", "_compat",
                                    "_utils"})
NOISY_LOGGERS = ("cognee", "litellm", "LiteLLM", "httpx", "alembic", "sqlalchemy")


def prepare_environment(config: StoreConfig) -> None:
    """Point Cognee at the workspace store before it is imported (its settings are cached)."""
    os.umask(0o077)  # this process serves one store: everything it writes is owner-only
    private_folder(config.storage_dir)
    make_store_folder(config.cognee_dir, config.root_dir)
    values: dict[str, str] = {}
    if config.embedder == "cognee":
        user_file = config.user_env_file()
        if user_file is not None:
            if not user_file.is_file():
                raise MemoryToolError(
                    "INVALID_ARGUMENT", f"COGNEE_ENV_FILE={user_file} does not name a file."
                )
            from dotenv import dotenv_values

            values.update({k: v for k, v in dotenv_values(user_file).items() if v is not None})
    values.update(config.cognee_environment())
    # Cognee loads one .env with override=True at import: give it ours, so a stray .env
    # in a parent folder can never move the store or turn telemetry back on.
    env_file = config.cognee_dir / "cognee.env"
    env_file.write_text("".join(f"{k}={json.dumps(v)}\n" for k, v in values.items()))
    os.environ.update(values)
    # A team server's password: this process's environment only, never the file above.
    os.environ.update(config.secret_environment())
    os.environ["COGNEE_ENV_FILE"] = str(env_file)
    # The graph engine keeps an extension folder under $HOME/.lbdb: keep it in the store
    # too (this process only ever serves this store, and reads nothing else from HOME).
    home = config.storage_dir / "home"
    home.mkdir(exist_ok=True)
    os.environ["HOME"] = str(home)


def import_cognee() -> None:
    """Import Cognee once the environment is prepared (a clear error when it is missing).

    With the local embedder nothing calls an LLM: litellm and the openai SDK wait for their first
    use. No store of ours calls LanceDB's REST namespace client, dlt's pipelines, networkx
    (Cognee's graph-report retriever), requests or httpx (Cognee's UI launcher, web scraper and
    cloud clients) either, nor hands pyarrow a pandas DataFrame, nor uses the optional extras in
    ``UNUSED_EXTRAS`` (``deferred.py``).
    """
    if os.environ.get("EMBEDDING_PROVIDER") in {provider for provider, _, _ in OFFLINE_EMBEDDERS.values()}:
        defer_import("litellm")
        defer_import("openai", unavailable=OPENAI_PATCHED_MODULES)
    defer_import("requests")
    defer_import("httpx")
    defer_import("lance_namespace_urllib3_client", alone=True)
    defer_import("dlt", alone=True)
    defer_import("networkx")
    try:
        defer_model_builds()
        import_while_absent("pyarrow.dataset", absent=("pandas",))
        use_system_allocator_for_arrow()
        # 4–5 s: only ever on the backend / --direct path
        if not import_while_absent("cognee", absent=UNUSED_EXTRAS):
            import cognee  # noqa: F401
    except ImportError as exc:
        raise MemoryToolError(
            "STORE_ERROR",
            f"Cognee is not installed in this Python ({sys.executable}): {exc}. "
            "Install the project: pip install -e .",
        ) from None


def defer_model_builds() -> bool:
    """Pydantic models defined from now on build their validators and serializers on first use
    (pydantic's ``defer_build``), not when the class is created. Cognee's import defines hundreds
    (its API's request and response models, fastapi-users', LanceDB's REST namespace client's)
    that a local store never validates: ≈ 8 MB of pydantic-core's native schemas, at 10k after
    warm-up, after the hand-over and after a cold query alike (README, Benchmarks). A model
    validates the same either way; the ones our requests use are built by the first one.

    Only where pydantic rebuilds a deferred model under its lock (``pydantic.main._rebuild_lock``,
    2.14): earlier versions could race when two threads first used the same model (pydantic
    issue 13419); there nothing changes. Returns whether builds are deferred."""
    import pydantic
    import pydantic.main

    config = getattr(pydantic.BaseModel, "model_config", None)
    if not isinstance(config, dict) or not hasattr(pydantic.main, "_rebuild_lock"):
        return False
    config["defer_build"] = True
    return True


def use_system_allocator_for_arrow() -> None:
    """Arrow's buffers (LanceDB's results, our vector rows) from malloc rather than pyarrow's
    bundled mimalloc, which keeps what a write's buffers freed: a fresh 10k backend grew
    ≈ 85 MB over 75 rounds of one small ingest and nine retrieves with mimalloc, ≈ 53 MB with
    malloc (then level), at the same speed (README, Benchmarks, seventh pass)."""
    import pyarrow

    pyarrow.set_memory_pool(pyarrow.system_memory_pool())


def quiet_cognee_logging() -> None:
    for name in NOISY_LOGGERS:
        logging.getLogger(name).setLevel(logging.ERROR)


def translate(exc: BaseException) -> MemoryToolError:
    """A store failure as an error a person can act on (never carrying the password)."""
    storage = storage_failure(exc)
    if storage is not None:
        return storage
    text = redact(str(exc))
    if "lock" in text.lower() and ("could not set" in text.lower() or "ladybug" in text.lower()):
        return MemoryToolError(
            "STORE_LOCKED",
            "Another process has this workspace's memory store open. Retry in a moment, or "
            "stop the other process (the workspace backend is stopped with 'backend stop').",
        )
    return MemoryToolError("STORE_ERROR", f"The Cognee store failed: {type(exc).__name__}: {text}")


@contextlib.contextmanager
def translated_errors() -> Iterator[None]:
    """Around a store's calls into Cognee and its databases: a failure leaves as ``translate``
    words it; an error of ours passes through as it is."""
    try:
        yield
    except MemoryToolError:
        raise
    except Exception as exc:
        raise translate(exc) from None
