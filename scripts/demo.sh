#!/usr/bin/env bash
# Set up, store a sample of realistic coding-chat memories in a demo workspace, and print
# a ranked retrieval (the main job). Re-running it updates the same memories (upsert).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
source "$ROOT/scripts/setup.sh"
WS="${DEMO_WORKSPACE:-$ROOT/.demo-workspace}"
QUERY="${1:-which database do we use in tests?}"
mkdir -p "$WS"
echo "==> ingesting samples/coding-chat.jsonl into $WS (first run starts the workspace backend: ~20 s)" >&2
"$VENV_PY" "$ROOT/python/ingest.py" --workspace "$WS" --file "$ROOT/samples/coding-chat.jsonl" >/dev/null
echo "==> ranked retrieval for: $QUERY" >&2
"$VENV_PY" "$ROOT/python/retrieve.py" --workspace "$WS" --query "$QUERY" --top-k 3 \
  --now 2026-11-21T12:00:00Z --half-life-days 30 | "$VENV_PY" "$ROOT/scripts/show_results.py" "$QUERY"
