#!/usr/bin/env bash
# The release: everything production runs, in one folder, built the same way by the Dockerfile and by
# tests/release/release-build.test.ts. Run from a checkout of the project:
#   scripts/release-build.sh [OUT]   (OUT defaults to ./release)
# Then, in OUT: NODE_ENV=production DATABASE_URL=... node --import tsx server/main.ts
# The folder holds the server's source (it runs through tsx), the shared contract, the built client and
# server-side renderer, and production packages only: no test tools, no Chromium, no compilers.
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(realpath -m "${1:-release}")
case "$out" in "$PWD" | "$PWD/server" | "$PWD/shared" | "$PWD/client" | /) echo "release-build: refusing to write into $out" >&2; exit 1 ;; esac

echo "== Installing the build's packages (npm ci)"
# Every package, development ones included, whatever NODE_ENV the caller has.
npm ci --include=dev --no-audit --no-fund --prefer-offline

echo "== Building the client and the server-side renderer"
# Production's React (a test runner's NODE_ENV=test would build the renderer against the development JSX runtime).
NODE_ENV=production npm run --silent build

echo "== Assembling $out"
rm -rf "$out"
mkdir -p "$out"
cp -R package.json package-lock.json tsconfig.json server shared dist "$out"/
# `npm run backup` and `npm run restore` work in the release too (their code is in server/lib/backup).
mkdir -p "$out/scripts"
cp scripts/backup.ts scripts/restore.ts "$out/scripts/"
# Production packages only, from the same lock file. Install scripts stay on: sharp, argon2 and esbuild
# (tsx) take their prebuilt binaries from optional packages, which the lock file names for each platform.
(cd "$out" && npm ci --omit=dev --no-audit --no-fund --prefer-offline)
printf '%s\n' "$(git rev-parse --short HEAD 2>/dev/null || echo unknown)" > "$out/REVISION"
echo "== Release ready in $out ($(du -sh "$out" | cut -f1))"
