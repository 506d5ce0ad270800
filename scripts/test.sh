#!/usr/bin/env bash
# Set up and run every test: Python unit + integration (real Cognee), then the extension's.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
source "$ROOT/scripts/setup.sh"
cd "$ROOT"
echo "==> Python tests" >&2
"$VENV_PY" -m pytest -q -p no:cacheprovider "$@"
if [ -f "$ROOT/scripts/test-extension.sh" ]; then
  echo "==> extension tests" >&2
  bash "$ROOT/scripts/test-extension.sh"
fi
