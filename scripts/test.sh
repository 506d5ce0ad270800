#!/usr/bin/env bash
# Set up and run every test: Python unit + integration (real Cognee), the extension's, then the
# end-to-end tests of the packaged extension in a real VS Code (code-server + headless Chromium).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
source "$ROOT/scripts/setup.sh"
cd "$ROOT"
echo "==> Python tests" >&2
# Test modules run in parallel (one module per worker, so module fixtures stay together): most
# of their time is spent waiting on Cognee subprocesses. COGNEE_MEMORY_TEST_WORKERS=0 runs serially.
WORKERS="${COGNEE_MEMORY_TEST_WORKERS:-4}"
if [ "$WORKERS" = "0" ]; then
  "$VENV_PY" -m pytest -q -p no:cacheprovider "$@"
else
  "$VENV_PY" -m pytest -q -p no:cacheprovider -n "$WORKERS" --dist loadfile "$@"
fi
if [ -f "$ROOT/scripts/test-extension.sh" ]; then
  echo "==> extension tests" >&2
  bash "$ROOT/scripts/test-extension.sh"
fi
if [ -f "$ROOT/scripts/test-e2e.sh" ]; then
  echo "==> end-to-end tests (code-server + headless Chromium)" >&2
  bash "$ROOT/scripts/test-e2e.sh"
fi
