#!/usr/bin/env bash
# `npm test`: every test of the project, browser tests included.
#   - lint and type checks
#   - contract, bulk file reader, wave planner and web unit tests (Vitest)
#   - the API suite on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set
#   - browser journeys in Debian's Chromium (installed here when missing and we are root)
# Ends with one line "tests: N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
reports="$(mktemp -d)"
status=0

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }
run() { "$@" || status=1; }

step "Lint"
run npm run lint --silent
step "Type check"
run npm run typecheck --silent

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
