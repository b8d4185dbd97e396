#!/usr/bin/env bash
# `npm test`: every test of the project, browser tests included.
#   - lint and type checks
#   - contract, bulk file reader, wave planner and web unit tests (Vitest)
#   - the API suite on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set
#   - the fault test: three API processes behind nginx through kills and restarts, on PostgreSQL
#   - browser journeys in Debian's Chromium (installed here when missing and we are root)
# Ends with one line "tests: N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
reports="$(mktemp -d)"
status=0

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }
run() { "$@" || status=1; }

# Lint and the six type checks (the workspaces of `npm run typecheck`) in two lanes at once: each
# check uses one core and the machine has two (docs/decisions/077). A lane's output shows when it ends.
step "Lint and type checks, two at a time"
lane_api() { local s=0 p; for p in apps/api packages/contract packages/bulk-file packages/planner; do
  echo "tsc -p $p"; npx tsc -p "$p" || s=1; done; return $s; }
lane_web() { local s=0 p; for p in apps/web e2e; do echo "tsc -p $p"; npx tsc -p "$p" || s=1; done
  echo "lint"; npm run lint --silent || s=1; return $s; }
lane_api >"$reports/lane-api.log" 2>&1 &
lane_api_pid=$!
lane_web >"$reports/lane-web.log" 2>&1 || status=1
wait "$lane_api_pid" || status=1
cat "$reports/lane-web.log" "$reports/lane-api.log"

step "Contract tests"
run npx vitest run --root packages/contract --reporter=default --reporter=json --outputFile="$reports/contract.json"
step "Bulk file reader tests"
run npx vitest run --root packages/bulk-file --reporter=default --reporter=json --outputFile="$reports/bulk-file.json"
step "Wave planner tests"
run npx vitest run --root packages/planner --reporter=default --reporter=json --outputFile="$reports/planner.json"
step "Web tests"
run npx vitest run --root apps/web --reporter=default --reporter=json --outputFile="$reports/web.json"
step "API tests on PGlite"
run env -u TEST_DATABASE_URL npx vitest run --root apps/api --reporter=default --reporter=json --outputFile="$reports/api-pglite.json"
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "API tests on PostgreSQL"
  run npx vitest run --root apps/api --reporter=default --reporter=json --outputFile="$reports/api-postgres.json"
else
  echo "(TEST_DATABASE_URL is not set: the API suite ran on PGlite only)"
fi

# Three API processes behind nginx on a PostgreSQL of the test's own (initdb in a temporary folder,
# a free port: the machine's own server is not touched), under load, through kill -9, a database
# restart and a rolling restart (bench/faults.ts, docs/decisions/071). Debian's postgresql and
# nginx are installed here when missing and we are root.
step "Fault test on PostgreSQL"
pg_bin() { find /usr/lib/postgresql -maxdepth 2 -name bin -type d 2>/dev/null | sort -V | tail -1; }
missing=()
[ -n "$(pg_bin)" ] || missing+=(postgresql)
command -v nginx >/dev/null || missing+=(nginx)
if [ ${#missing[@]} -gt 0 ] && [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's ${missing[*]} for the fault test…"
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null) || status=1
fi
if [ -n "$(pg_bin)" ] && command -v nginx >/dev/null; then
  run env PG_BIN="$(pg_bin)" npm run bench --silent -- faults
else
  echo "(PostgreSQL's server binaries or nginx are missing and cannot be installed here: the fault test did not run)"
fi

step "Browser tests (Chromium)"
chrome="${CHROME_PATH:-/usr/bin/chromium}"
if [ ! -x "$chrome" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Chromium is missing: installing Debian's package 'chromium'…"
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null) || status=1
  else
    echo "Chromium is missing. Install it with: sudo apt-get install -y chromium (or set CHROME_PATH to a Chromium binary)."
    status=1
  fi
fi
if [ -x "$chrome" ]; then
  (cd e2e && PLAYWRIGHT_JSON_OUTPUT_NAME="$reports/e2e.json" npx playwright test --reporter=list,json) || status=1
fi

node scripts/summarise-tests.mjs "$reports" || status=1
exit $status
