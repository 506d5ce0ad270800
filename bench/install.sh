#!/usr/bin/env bash
# Time and size of a product install into a fresh venv, resolving (before) or from the lock (after).
#
#   bash bench/install.sh resolve|lock|setup CACHE_DIR
#
# resolve: pip install -e .                       (pip resolves: it used to backtrack through litellm)
# lock:    pip install --no-deps -r python/requirements.lock; pip install --no-deps -e .
# setup:   pip install --no-compile --no-deps -r python/requirements.lock (the extension's Set Up:
#          the code runs from the extension folder, bytecode is written on first import)
# CACHE_DIR: pip's cache; a new empty folder = a cold install (every file downloaded), the same
# folder again = a warm one. Prints one JSON line: mode, seconds, MB downloaded (pip's own
# "Downloading … (N MB)" lines), MB of every wheel installed (downloaded or taken from a local
# index or wheelhouse: what a new user downloads), MB on disk (the venv, pip included), distinct
# litellm versions downloaded, packages installed.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
MODE=$1 CACHE=$2
PY="${PYTHON:-python3}"
WORK=$(mktemp -d)
trap '[ $? -eq 0 ] || tail -20 "$WORK/log" >&2; rm -rf "$WORK"' EXIT
"$PY" -m venv "$WORK/venv"
PIP=("$WORK/venv/bin/python" -m pip --disable-pip-version-check --cache-dir "$CACHE")
start=$(date +%s.%N)
if [ "$MODE" = resolve ]; then
  "${PIP[@]}" install --progress-bar off -e "$ROOT" >"$WORK/log" 2>&1
elif [ "$MODE" = setup ]; then
  "${PIP[@]}" install --progress-bar off --no-compile --no-deps -r "$ROOT/python/requirements.lock" >"$WORK/log" 2>&1
else
  "${PIP[@]}" install --progress-bar off --no-deps -r "$ROOT/python/requirements.lock" >"$WORK/log" 2>&1
  "${PIP[@]}" install --progress-bar off --no-deps -e "$ROOT" >>"$WORK/log" 2>&1
fi
end=$(date +%s.%N)
disk=$(du -sm "$WORK/venv" | cut -f1)  # before the import check writes any bytecode
PYTHONPATH="$ROOT/python" "$WORK/venv/bin/python" -c "import cognee_memory, cognee" 2>/dev/null && works=true || works=false
"$WORK/venv/bin/python" - "$WORK/log" "$MODE" "$start" "$end" "$works" "$(${PIP[@]} list 2>/dev/null | tail -n +3 | wc -l)" "$disk" <<'PY'
import json, os, re, sys
log, mode, start, end, works, count, disk = sys.argv[1:]
text = open(log).read()
units = {"kB": 1e-3, "MB": 1.0, "GB": 1e3}
sizes = [float(n) * units[u] for n, u in re.findall(r"Downloading \S+ \(([\d.]+) (kB|MB|GB)\)", text)]
local = [os.path.getsize(path) / 1e6 for path in re.findall(r"^Processing (/\S+\.(?:whl|tar\.gz))", text, re.M)]
litellm = set(re.findall(r"Downloading litellm-([\w.]+?)-py", text))
print(json.dumps({"mode": mode, "seconds": round(float(end) - float(start), 1), "downloaded_mb": round(sum(sizes), 1),
                  "files_downloaded": len(sizes), "wheels_mb": round(sum(sizes) + sum(local), 1), "disk_mb": int(disk),
                  "litellm_versions": len(litellm), "packages": int(count),
                  "imports": works == "true"}))
PY
