#!/usr/bin/env bash
# npm test: types and lint, unit and API tests, the production build and its size budget, browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }

step "Type-check and lint"
npm run --silent check

step "Unit and API tests (PGlite${TEST_DATABASE_URL:+ and PostgreSQL})"
node_modules/.bin/vitest run

step "Production build"
npm run --silent build

step "Bundle budgets"
node --import tsx scripts/bundle-size.ts --check

step "Browser tests"
bash scripts/ensure-chromium
node_modules/.bin/playwright test
