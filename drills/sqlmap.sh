#!/usr/bin/env bash
# SQL injection drill: runs sqlmap (Debian's package) against every JSON endpoint and query parameter
# of a RUNNING stack, as a visitor, an intern and an admin. Starts nothing itself.
#
#   drills/sqlmap.sh [BASE_URL]            (default http://127.0.0.1:3000)
#
# Environment: INTERN_EMAIL / INTERN_PASSWORD (a validated intern), ADMIN_COOKIE (the `sid=...` of a
# signed-in admin: admins sign in with a second factor, so a password alone gives no admin session),
# SQLMAP_TIMEOUT (seconds per endpoint, default 45), SQLMAP_OUT (work folder, default a temp dir),
# SQLMAP_ONLY (run only the endpoints whose name contains this text).
# The stack should run with TRUST_PROXY_HOPS=1 (this script plays the proxy): each request carries a random X-Forwarded-For
# (sqlmap's xforwardedfor tamper) so the per-address rate limits do not hide the answers.
# Prints one line per endpoint: "injectable", "not injectable" or "inconclusive (...)".
set -uo pipefail

BASE=${1:-http://127.0.0.1:3000}
BASE=${BASE%/}
PER=${SQLMAP_TIMEOUT:-45}
OUT=${SQLMAP_OUT:-$(mktemp -d /tmp/sqlmap-drill.XXXXXX)}
mkdir -p "$OUT"

if ! command -v sqlmap >/dev/null 2>&1; then
  if [ "$(id -u)" -eq 0 ]; then
    apt-get install -y sqlmap >/dev/null 2>&1 || { apt-get update >/dev/null 2>&1 && apt-get install -y sqlmap >/dev/null 2>&1; }
  fi
  command -v sqlmap >/dev/null 2>&1 || { echo "sqlmap is not installed (run as root, or: apt-get install sqlmap)" >&2; exit 2; }
fi

rand_ip() { echo "10.$((RANDOM % 250)).$((RANDOM % 250)).$((RANDOM % 250 + 1))"; }

# Logs in and prints the Cookie header value (sid=...), or nothing.
login() {
  local email=$1 password=$2
  curl -s -o /dev/null -D - -H 'content-type: application/json' -H "X-Forwarded-For: $(rand_ip)" \
    --data "$(printf '{"email":"%s","password":"%s"}' "$email" "$password")" "$BASE/api/login" |
    tr -d '\r' | sed -n 's/^[Ss]et-[Cc]ookie: \(sid=[^;]*\).*/\1/p' | head -1
}

INTERN_COOKIE=""
ADMIN_COOKIE=${ADMIN_COOKIE:-}
if [ -n "${INTERN_EMAIL:-}" ]; then INTERN_COOKIE=$(login "$INTERN_EMAIL" "${INTERN_PASSWORD:-}"); fi
[ -n "$INTERN_COOKIE" ] || echo "warning: no intern session (set INTERN_EMAIL/INTERN_PASSWORD); intern endpoints test only the 401 path" >&2
[ -n "$ADMIN_COOKIE" ] || echo "warning: no admin session (set ADMIN_COOKIE); admin endpoints test only the 401 path" >&2

IGNORE=400,401,403,404,409,413,415,429
results=()

# run NAME COOKIE METHOD PATH [JSON]  (a * in PATH or JSON marks the place to inject; without one,
# sqlmap tries every parameter)
run() {
  local name=$1 cookie=$2 method=$3 path=$4 data=${5:-}
  if [ -n "${SQLMAP_ONLY:-}" ] && [[ "$name" != *"$SQLMAP_ONLY"* ]]; then return; fi
  local log="$OUT/$(echo "$name" | tr -c 'A-Za-z0-9' '_').log"
  local args=(--batch --level=2 --risk=1 --time-sec=2 --threads=4 --tamper=xforwardedfor --skip=sid
    --ignore-code="$IGNORE" --output-dir="$OUT/sqlmap" --flush-session --disable-coloring -u "$BASE$path" --method="$method")
  [ -n "$cookie" ] && args+=(--cookie="$cookie")
  [ -n "$data" ] && args+=(--data="$data" --headers='Content-Type: application/json')
  local started=$SECONDS
  timeout "$PER" sqlmap "${args[@]}" >"$log" 2>&1
  local rc=$? took=$((SECONDS - started)) verdict
  if grep -q 'identified the following injection point' "$log"; then
    verdict="INJECTABLE"
  elif grep -qE 'all tested parameters do not appear to be injectable|do not appear to be injectable' "$log"; then
    verdict="not injectable"
  elif [ $rc -eq 124 ]; then
    local tested
    tested=$(grep -cE "testing '" "$log")
    verdict="inconclusive (time box of ${PER}s reached after $tested payload families; no injection found)"
  else
    verdict="inconclusive (sqlmap: $(grep -E '\[CRITICAL\]' "$log" | tail -1 | sed 's/.*\[CRITICAL\] //' | cut -c1-100))"
  fi
  results+=("$(printf '%-58s %s (%ss)' "$name" "$verdict" "$took")")
  echo "${results[-1]}"
}

ANSWERS='{"answers":[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]}'
run 'POST /api/login' '' POST /api/login '{"email":"someone@example.in","password":"Secret-123"}'
run 'POST /api/registrations' '' POST /api/registrations '{"name":"Sql Map","email":"sqlmap@example.in","college":"PSG","phone":"9876543210","startDate":"2026-06-01","endDate":"2026-07-15","department":"IT","course":"Full Stack Development","password":"Secret-1234","confirmPassword":"Secret-1234","uploadId":"00000000-0000-4000-8000-000000000000","referralCode":"REFABC123","utr":"123456789012"}'
run 'POST /api/contact' '' POST /api/contact '{"name":"Sql Map","email":"sqlmap@example.in","subject":"Hello","message":"A question"}'
run 'POST /api/referrers/verify' '' POST /api/referrers/verify '{"email":"sqlmap@example.in","phone":"9876543210"}'
run 'POST /api/referrers' '' POST /api/referrers '{"name":"Sql Map","phone":"9876543210","upiId":"sqlmap@okaxis","email":"sqlmap-ref@example.in"}'
run 'GET /api/verify/:token' '' GET '/api/verify/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA*'
run 'GET /api/uploads/:uploadId' '' GET '/api/uploads/00000000-0000-4000-8000-000000000000*'
run 'POST /api/tests/1/attempts (intern)' "$INTERN_COOKIE" POST /api/tests/1/attempts "$ANSWERS"
run 'GET /api/documents/extra-offer-letter/download?extraCourseId=' "$INTERN_COOKIE" GET '/api/documents/extra-offer-letter/download?extraCourseId=1'
run 'GET /api/jobs?ids= (intern)' "$INTERN_COOKIE" GET '/api/jobs?ids=e1-compress-screenshot'
run 'POST /api/viewcourse (intern)' "$INTERN_COOKIE" POST /api/viewcourse '{"id":1}'
run 'GET /api/admin/students?q=&status=&page= (admin)' "$ADMIN_COOKIE" GET '/api/admin/students?q=intern&status=pending&page=1&pageSize=20'
run 'GET /api/admin/payouts?period= (admin)' "$ADMIN_COOKIE" GET '/api/admin/payouts?period=2026-05'
run 'GET /api/admin/jobs?state= (admin)' "$ADMIN_COOKIE" GET '/api/admin/jobs?state=failed&limit=10'
run 'POST /api/validate (admin)' "$ADMIN_COOKIE" POST /api/validate '{"id":999999}'

echo
echo "== sqlmap summary ($BASE, logs in $OUT)"
printf '%s\n' "${results[@]}"
if printf '%s\n' "${results[@]}" | grep -q INJECTABLE; then exit 1; fi
