#!/usr/bin/env bash
# Time to the first answer after a window opens, as the extension sees it (one CLI call each):
#
#   bash bench/first_answer.sh [CHECKOUT]      (default: this repo; e.g. a checkout of 0.1.0)
#
# A throwaway workspace gets the sample memories (samples/coding-chat.jsonl), then its backend
# is stopped, as after a window closes. Then, one run each:
#   cold:          retrieve with no backend (the call starts it: the first question before warm-up)
#   warm_up:       `backend.py start` (what the extension runs in the background on window open)
#   after_warm_up: the first retrieve once the warm-up is done
#   warm:          the next retrieve
# Prints one JSON line (seconds). PYTHON: the interpreter (default .venv/bin/python).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CODE="$(cd "${1:-$ROOT}" && pwd)"
PY="${PYTHON:-$ROOT/.venv/bin/python}"
WS="$(mktemp -d)"
trap '"$PY" "$CODE/python/backend.py" --workspace "$WS" stop >/dev/null 2>&1 || true; rm -rf "$WS"' EXIT
QUERY="which database do we use in tests?"
seconds() {  # run "$@" with stdout discarded; print the wall time
  local start end
  start=$(date +%s.%N)
  "$@" >/dev/null
  end=$(date +%s.%N)
  echo "$end - $start" | bc
}
retrieve() { "$PY" "$CODE/python/retrieve.py" --workspace "$WS" --query "$QUERY" --top-k 5; }
backend() { "$PY" "$CODE/python/backend.py" --workspace "$WS" "$1"; }

"$PY" "$CODE/python/ingest.py" --workspace "$WS" --file "$ROOT/samples/coding-chat.jsonl" >/dev/null
backend stop >/dev/null
cold=$(seconds retrieve)
warm_after_cold=$(seconds retrieve)
backend stop >/dev/null
warm_up=$(seconds backend start)
after_warm_up=$(seconds retrieve)
warm=$(seconds retrieve)
printf '{"code": "%s", "cold": %.2f, "warm_after_cold": %.2f, "warm_up": %.2f, "after_warm_up": %.2f, "warm": %.2f, "load": "%s"}\n' \
  "$CODE" "$cold" "$warm_after_cold" "$warm_up" "$after_warm_up" "$warm" "$(cut -d' ' -f1-3 /proc/loadavg)"
