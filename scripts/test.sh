#!/usr/bin/env bash
# Set up and run every test: Python unit + integration (real Cognee), the extension's, then the
# end-to-end tests of the packaged extension in a real VS Code (code-server + headless Chromium):
# the scenarios and, beside them, a new user's setup and update. COGNEE_MEMORY_SKIP_E2E=1 skips both.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
# strace kills a backend at an exact system call inside Ladybug's checkpoint (the crash tests);
# without it those tests skip. Installed before the e2e tools, which use apt-get too.
if ! command -v strace >/dev/null && [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
  echo "==> installing strace (Debian package) for the checkpoint crash tests" >&2
  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends strace; } >/dev/null 2>&1 \
    || echo "strace could not be installed: the checkpoint crash tests will skip." >&2
fi
# The end-to-end tests' tools (Chromium, Node 24, code-server: ~5 min of compiling on a fresh
# machine) install in the background from the start: beside the Python setup's downloads, then
# beside the Python tests, which mostly wait.
E2E_PREP_PID=""
if [ -f "$ROOT/scripts/test-e2e.sh" ] && [ "${COGNEE_MEMORY_SKIP_E2E:-}" != 1 ]; then
  mkdir -p "$ROOT/.cache"
  bash "$ROOT/scripts/test-e2e.sh" --prepare >"$ROOT/.cache/e2e-prepare.log" 2>&1 &
  E2E_PREP_PID=$!
fi
# The Python environment (set up while the e2e tools download and compile).
source "$ROOT/scripts/setup.sh"
cd "$ROOT"
echo "==> Python tests" >&2
# Test modules run in parallel (one module per worker, so module fixtures stay together): most
# of their time is spent waiting on Cognee subprocesses. COGNEE_MEMORY_TEST_WORKERS=0 runs serially.
# The 25 slowest tests are listed at the end, so a CI log shows where its time went.
WORKERS="${COGNEE_MEMORY_TEST_WORKERS:-4}"
if [ "$WORKERS" = "0" ]; then
  "$VENV_PY" -m pytest -q -p no:cacheprovider --durations=25 "$@"
else
  "$VENV_PY" -m pytest -q -p no:cacheprovider -n "$WORKERS" --dist loadfile --durations=25 "$@"
fi
# The CLI's core again as a Windows Python runs it: no fcntl and no AF_UNIX in any process (the
# sitecustomize in tests/python/support/no_posix), so the portable transport and locks serve.
if [ "$#" -eq 0 ]; then
  echo "==> Python tests without fcntl and AF_UNIX (the portable transport)" >&2
  PYTHONPATH="$ROOT/tests/python/support/no_posix${PYTHONPATH:+:$PYTHONPATH}" \
    "$VENV_PY" -m pytest -q -p no:cacheprovider -n 2 --dist loadfile -m portable tests/python
fi
if [ -f "$ROOT/scripts/test-extension.sh" ]; then
  echo "==> extension tests" >&2
  bash "$ROOT/scripts/test-extension.sh"
fi
if [ -n "$E2E_PREP_PID" ]; then
  if ! wait "$E2E_PREP_PID"; then
    cat "$ROOT/.cache/e2e-prepare.log" >&2
    echo "e2e: installing the end-to-end tools failed (log above)." >&2
    exit 1
  fi
  # The scenarios, and beside them the new user's path: the real Set Up from the registry (its
  # wheels from the pip cache that setup.sh filled above), then an update to a higher version. See
  # docs/e2e.md. Each has its own code-server, profile and VSIX; both mostly wait on the UI, so
  # side by side they take about as long as the longer one. The update's output follows the scenarios'.
  echo "==> end-to-end tests (code-server + headless Chromium), and a new user's setup and update beside them" >&2
  bash "$ROOT/scripts/test-e2e.sh" --update >"$ROOT/.cache/e2e-update.log" 2>&1 &
  E2E_UPDATE_PID=$!
  E2E_STATUS=0
  bash "$ROOT/scripts/test-e2e.sh" || E2E_STATUS=$?
  UPDATE_STATUS=0
  wait "$E2E_UPDATE_PID" || UPDATE_STATUS=$?
  echo "==> end-to-end: a new user's setup and an extension update" >&2
  cat "$ROOT/.cache/e2e-update.log" >&2
  if [ "$E2E_STATUS" -ne 0 ] || [ "$UPDATE_STATUS" -ne 0 ]; then
    echo "e2e: the scenarios exited $E2E_STATUS, the new user's setup and update $UPDATE_STATUS (logs above)." >&2
    exit 1
  fi
fi
