#!/usr/bin/env bash
# `npm start`: dependencies, this machine's keys, services, migrations and the first admin, the frontend
# build, then the API (which serves the site) and the workers as two processes with prefixed logs.
# Ctrl+C or SIGTERM stops both.
set -euo pipefail
cd "$(dirname "$0")/.."
bash infra/ensure-deps.sh
export PATH="$PWD/node_modules/.bin:$PATH"
hash -r
# Production mode, as a deployment runs (after ensure-deps: npm ci would skip the dev dependencies).
# It asks for no https: the Secure cookie and HSTS follow PUBLIC_URL, so http://localhost works.
export NODE_ENV=production
# The keys are made once into .secrets.env (git-ignored, 0600) and read from there by every process.
tsx backend/src/cli/local-secrets.ts
bash infra/services.sh
npm run --silent migrate
echo "[build] building the frontend"
npm run --silent build -w frontend >/dev/null
export LOG_FORMAT="${LOG_FORMAT:-pretty}"
port="${PORT:-3000}"
echo
echo "  The site will be at ${PUBLIC_URL:-http://localhost:$port}  (admin panel: /ab, queues: /admin/queues)"
echo "  Ctrl+C stops everything."
echo
# The API and the workers do not stop each other: one that dies (out of memory, a crash) is started
# again after 3 s while the other keeps running. SIGTERM (a service manager's stop), SIGINT (Ctrl+C) and
# SIGHUP stop both for good (infra/supervisor.ts). exec: the supervisor is this script's process, so a
# signal sent to it reaches it, and it passes the signal on to both node processes.
exec node --import tsx infra/serve.ts
