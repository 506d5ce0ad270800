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
# One download cache for the repo (nothing cached outside it): pip's own cache, and a wheelhouse
# of the locked wheels that the end-to-end Set Up (scripts/test-e2e.sh --update) also looks in, so
# a CI run downloads each wheel once. A wheelhouse, because pip's HTTP cache keeps only responses
# that say they may be cached (PyPI's do; a proxy that strips the headers leaves it empty).
export PIP_CACHE_DIR="${PIP_CACHE_DIR:-$ROOT/.cache/pip}"
WHEELHOUSE="$ROOT/.cache/pip/wheelhouse"
mkdir -p -m 700 "$ROOT/.cache/pip" "$WHEELHOUSE"
LOCKS=("$ROOT/python/requirements.lock" "$ROOT/python/requirements-test.lock")
STAMP="$ROOT/.venv/.installed-$(cat "$ROOT/pyproject.toml" "${LOCKS[@]}" | sha256sum | cut -c1-16)"
if [ ! -f "$STAMP" ]; then
  echo "==> installing the project into .venv (first run: ~2-3 minutes)" >&2
  PIP=("$VENV_PY" -m pip --disable-pip-version-check)
  "${PIP[@]}" install --quiet --upgrade pip >&2
  # Exact versions of every dependency (scripts/lock_deps.py): no resolver, no backtracking.
  # Into the wheelhouse first (the registry is asked; a file already there is not downloaded
  # again), then installed from it alone.
  "${PIP[@]}" download --quiet --no-deps -d "$WHEELHOUSE" -r "${LOCKS[0]}" -r "${LOCKS[1]}" >&2
  "${PIP[@]}" install --quiet --no-deps --no-index --find-links "$WHEELHOUSE" -r "${LOCKS[0]}" -r "${LOCKS[1]}" >&2
  "${PIP[@]}" install --quiet --no-deps -e "$ROOT" >&2
  # A dependency this platform needs and the lock lacks shows here (pip check would also list
  # the packages the lock leaves out on purpose: scripts/lock_deps.py says which and why).
  "$VENV_PY" "$ROOT/scripts/lock_deps.py" --check requirements.lock requirements-test.lock >&2
  rm -f "$ROOT"/.venv/.installed-*
  touch "$STAMP"
fi
export COGNEE_MEMORY_PYTHON="$VENV_PY"
