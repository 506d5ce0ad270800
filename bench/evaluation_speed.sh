#!/usr/bin/env bash
# The evaluation's smoke subset (`python/evaluate.py --smoke`: every setting through the real retrieve path) on this
# checkout and on another one, run side by side so both see the same load; one JSON line with each dataset's query
# seconds and the ratio baseline / this (above 1: this checkout is faster). A change to the readers of the
# ranking shows here first; the answers must not change, so the default row's metrics are compared too.
#
#   bash bench/evaluation_speed.sh BASELINE_CHECKOUT
#
# PYTHON: the interpreter (default .venv/bin/python; both checkouts run on it). About 5-10 minutes on 2 cores.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BASE="$(cd "${1:?usage: evaluation_speed.sh BASELINE_CHECKOUT}" && pwd)"
PY="${PYTHON:-$ROOT/.venv/bin/python}"
OUT="$(mktemp -d)"
trap 'rm -rf "$OUT"' EXIT
DATASETS="$(cd "$ROOT/.." && pwd)/shared/datasets"
run() {  # CHECKOUT NAME
  PYTHONPATH="$1/python" "$PY" "$1/python/evaluate.py" --smoke --parallel 1 --datasets-dir "$DATASETS" \
    --out "$OUT/$2/out" --work-dir "$OUT/$2/work" >/dev/null 2>"$OUT/$2.log"
}
run "$ROOT" this & THIS=$!
run "$BASE" baseline & BASELINE=$!
wait "$THIS" || { tail -20 "$OUT/this.log" >&2; exit 1; }
wait "$BASELINE" || { tail -20 "$OUT/baseline.log" >&2; exit 1; }
"$PY" - "$OUT" <<'PYEOF'
import json, sys
from pathlib import Path
out = Path(sys.argv[1])
this, base = (json.loads((out / n / "out" / "results.json").read_text()) for n in ("this", "baseline"))
report = {"datasets": {}, "same_default_metrics": True}
for name, data in this["datasets"].items():
    t, b = data["timing"]["query_s"], base["datasets"][name]["timing"]["query_s"]
    report["datasets"][name] = {"query_s_this": round(t, 1), "query_s_baseline": round(b, 1),
                                "baseline_over_this": round(b / t, 2) if t else None}
    if data["metrics"].get("default") != base["datasets"][name]["metrics"].get("default"):
        report["same_default_metrics"] = False
t_all = sum(d["query_s_this"] for d in report["datasets"].values())
b_all = sum(d["query_s_baseline"] for d in report["datasets"].values())
report["query_s"] = {"this": round(t_all, 1), "baseline": round(b_all, 1), "baseline_over_this": round(b_all / t_all, 2)}
report["wall_s"] = {"this": this["run"]["seconds"], "baseline": base["run"]["seconds"]}
print(json.dumps(report))
PYEOF
