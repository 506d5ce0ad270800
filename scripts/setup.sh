#!/usr/bin/env bash
# Create .venv (if needed) and install the project with its test extra. Idempotent:
# a second run only re-checks the install. Sourced by demo.sh and test.sh.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PY="${PYTHON:-python3}"
if [ ! -x "$ROOT/.venv/bin/python" ]; then
  echo "==> creating $ROOT/.venv" >&2
  "$PY" -m venv "$ROOT/.venv"
fi
VENV_PY="$ROOT/.venv/bin/python"
LOCKS=("$ROOT/python/requirements.lock" "$ROOT/python/requirements-test.lock")
STAMP="$ROOT/.venv/.installed-$(cat "$ROOT/pyproject.toml" "${LOCKS[@]}" | sha256sum | cut -c1-16)"
if [ ! -f "$STAMP" ]; then
  echo "==> installing the project into .venv (first run: ~2-3 minutes)" >&2
  PIP=("$VENV_PY" -m pip --disable-pip-version-check)
  "${PIP[@]}" install --quiet --upgrade pip >&2
  # Exact versions of every dependency (scripts/lock_deps.py): no resolver, no backtracking.
  "${PIP[@]}" install --quiet --no-deps -r "${LOCKS[0]}" -r "${LOCKS[1]}" >&2
  "${PIP[@]}" install --quiet --no-deps -e "$ROOT" >&2
  "${PIP[@]}" check >&2  # a dependency this platform needs and the lock lacks shows here
  rm -f "$ROOT"/.venv/.installed-*
  touch "$STAMP"
fi
export COGNEE_MEMORY_PYTHON="$VENV_PY"
