"""The JSON envelope around every response (bottom layer: imports nothing from the package).

Success is ``{"success": true, "contract_version": "1.0", ...fields}``; failure is
``{"success": false, "error": {code, message, retryable[, details]}}``, built by
``MemoryToolError.to_json`` (errors.py).
"""

from __future__ import annotations

from typing import Any

# The version of the CLIs' JSON contract (python/CONTRACT.md); every op response carries it.
CONTRACT_VERSION = "1.0"


def ok(**body: Any) -> dict[str, Any]:
    """An operation's success envelope: ``success``, ``contract_version``, then ``body``."""
    return ok_without_version(contract_version=CONTRACT_VERSION, **body)


def ok_without_version(**body: Any) -> dict[str, Any]:
    """The success envelope of the answers that have never carried a contract version (the
    backend's own ``status`` and ``stop``, ``migrate``'s summary), or that bring their own
    (an evaluation re-rendered from an older results file)."""
    return {"success": True, **body}
