#!/usr/bin/env bash
# The extension from a fresh clone: install (npm ci), type-check, build, unit tests, integration
# tests against the real Python CLIs, package the VSIX and check its contents. Exits non-zero on
# any failure. Python for the integration tests: ${COGNEE_MEMORY_PYTHON:-.venv/bin/python}.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
export COGNEE_MEMORY_PYTHON="${COGNEE_MEMORY_PYTHON:-.venv/bin/python}"
export npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false

echo "==> npm ci" >&2
npm ci --loglevel=error
echo "==> type-check" >&2
npm run -s typecheck
echo "==> build" >&2
npm run -s build -- --production
echo "==> unit tests" >&2
npm run -s test:unit
echo "==> integration tests (real Python CLIs via $COGNEE_MEMORY_PYTHON)" >&2
npm run -s test:integration
echo "==> package the VSIX and check its contents" >&2
npm run -s package
npm run -s test:package
