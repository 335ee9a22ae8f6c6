#!/usr/bin/env bash
# `npm test`: the type check, the lint and every test (unit, API, workers, frontend, end-to-end in
# Chromium) against real PostgreSQL and Redis. Ends with one plain line: `N passed, N failed`.
set -uo pipefail
cd "$(dirname "$0")/.."
bash infra/ensure-deps.sh || exit 1
export PATH="$PWD/node_modules/.bin:$PATH"
hash -r
bash infra/services.sh --browser || exit 1

passed=0; failed=0
# The type check, the lint and the frontend build need nothing of each other: they run side by side
# (each is mostly one core), and their output is shown whole, one after the other, once all are done.
mkdir -p .test-results
declare -A pids
step() {
  local name=$1; shift
  ( "$@" > ".test-results/$name.log" 2>&1 ) &
  pids[$name]=$!
}
step typecheck npm run --silent typecheck
step lint npm run --silent lint
step build npm run --silent build -w frontend
for name in typecheck lint build; do
  if wait "${pids[$name]}"; then status=0; else status=1; fi
  echo "== $name"
  cat ".test-results/$name.log"
  if [ $status -eq 0 ]; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "!! $name failed"; fi
done

rm -f .test-results/vitest.json
vitest run --reporter=default --reporter=json --outputFile.json=.test-results/vitest.json "$@"
vitest_exit=$?
if [ -f .test-results/vitest.json ]; then
  read -r vp vf < <(node -e '
    const r = require("./.test-results/vitest.json");
    const failedSuites = r.testResults.filter((s) => s.status === "failed" && s.assertionResults.length === 0).length;
    console.log(r.numPassedTests, r.numFailedTests + failedSuites);')
  passed=$((passed + vp)); failed=$((failed + vf))
  [ $vitest_exit -ne 0 ] && [ "$vf" -eq 0 ] && failed=$((failed + 1))
else
  failed=$((failed + 1))
fi
echo
echo "$passed passed, $failed failed"
[ $failed -eq 0 ]
