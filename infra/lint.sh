#!/usr/bin/env bash
# `npm run lint`: ESLint, Prettier's check of the formatting, knip (unused files, exports and
# dependencies), the message catalogues' checks, the search for tracker issue numbers and the
# import-cycle check (dependency-cruiser, .dependency-cruiser.mjs: no run-time cycle among our modules;
# type-only imports make none). They need nothing of each other and each is mostly one core, so they
# run side by side (one after another they were the longest part of `npm test`'s checks); each one's
# output is shown whole once all are done. ESLint keeps a cache in node_modules/.cache (by content: a
# checkout that touches a file without changing it costs nothing), so a second run checks only the
# files changed since.
set -uo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
declare -A pids
part() {
  local name=$1; shift
  ( "$@" > "$out/$name" 2>&1 ) &
  pids[$name]=$!
}
part eslint eslint --max-warnings 0 --cache --cache-strategy content --cache-location node_modules/.cache/eslint/ .
part prettier prettier --check --log-level warn .
part knip knip --no-progress
part catalogues sh -c 'lingui check sync && lingui check missing'
# A comment or a doc says the rule, or links the doc that does, never a tracker's issue number: the
# next reader has no tracker. Fails on the word followed by a number: alone, in a list or a range.
part tracker-refs sh -c '! git grep --untracked -inE "\bissue #?[0-9]+|\bissues #?[0-9]+ ?(,|and|or|-) ?#?[0-9]+|\(issues? #?[0-9]" -- "*.ts" "*.tsx" "*.js" "*.mjs" "*.md" "*.sh" "*.yml" "*.css" ":!docs/releases*"'
part cycles depcruise --config .dependency-cruiser.mjs --output-type err shared/src backend/src backend/test workers/src frontend/src frontend/test
status=0
for name in eslint prettier knip catalogues tracker-refs cycles; do
  if ! wait "${pids[$name]}"; then status=1; echo "!! $name failed"; fi
  cat "$out/$name"
done
exit $status
