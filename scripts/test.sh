#!/usr/bin/env bash
# npm test: types and lint, unit and API tests, the production build and its size budget, browser tests.
# Each stage prints its elapsed time, and the run ends with a summary and the total.
set -euo pipefail
cd "$(dirname "$0")/.."

summary=()
run_start=$SECONDS
stage_name=''
stage_start=0

finish_stage() {
  [[ -n $stage_name ]] || return 0
  local took=$((SECONDS - stage_start))
  summary+=("$(printf '%4d s  %s' "$took" "$stage_name")")
  printf '\033[2m-- %s: %d s\033[0m\n' "$stage_name" "$took"
  stage_name=''
}

step() {
  finish_stage
  stage_name=$1
  stage_start=$SECONDS
  printf '\n\033[1m== %s\033[0m\n' "$1"
}

report() {
  local status=$?
  finish_stage
  printf '\n\033[1m== Times\033[0m\n'
  printf '%s\n' "${summary[@]}"
  printf '%4d s  total%s\n' "$((SECONDS - run_start))" "$([[ $status -eq 0 ]] || echo " (failed, exit $status)")"
}
trap report EXIT

step "Type-check and lint"
# The same as `npm run check`, side by side: tsc and ESLint each keep one core busy.
node_modules/.bin/tsc --noEmit -p tsconfig.json &
typecheck=$!
lint_status=0
node_modules/.bin/eslint --max-warnings=0 . || lint_status=$?
type_status=0
wait "$typecheck" || type_status=$?
if (( lint_status != 0 || type_status != 0 )); then
  echo "Type-check exit $type_status, lint exit $lint_status" >&2
  exit 1
fi

step "Unit and API tests (PGlite${TEST_DATABASE_URL:+ and PostgreSQL})"
node_modules/.bin/vitest run

step "Release build (scripts/release-build.sh on a clean copy, as the Dockerfile runs it)"
RELEASE_TEST=1 node_modules/.bin/vitest run --project release

step "Production build"
npm run --silent build

step "Bundle budgets"
node --import tsx scripts/bundle-size.ts --check

step "Browser tests"
bash scripts/ensure-chromium
node_modules/.bin/playwright test
