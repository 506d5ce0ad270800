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
STAMP="$ROOT/.venv/.installed-$(sha256sum "$ROOT/pyproject.toml" | cut -c1-16)"
if [ ! -f "$STAMP" ]; then
  echo "==> installing the project into .venv (first run: ~2-3 minutes)" >&2
  "$VENV_PY" -m pip install --quiet --disable-pip-version-check --upgrade pip >&2
  "$VENV_PY" -m pip install --quiet --disable-pip-version-check -e "$ROOT[test]" >&2
  rm -f "$ROOT"/.venv/.installed-*
  touch "$STAMP"
fi
export COGNEE_MEMORY_PYTHON="$VENV_PY"
