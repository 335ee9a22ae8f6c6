#!/usr/bin/env bash
# Makes PostgreSQL and Redis (and, with --browser, Chromium and poppler's pdfsig and pdftotext) available, idempotently:
#   1. use them where MIGRATION_DATABASE_URL (the schema owner) / REDIS_URL already answer;
#   2. else start the installed ones;
#   3. else install them with apt-get (when root);
# then creates the app and test databases. The site's own role (DATABASE_URL) is made by `npm run
# migrate` (backend/src/db/app-role.ts). When it cannot, it says exactly what to do.
set -euo pipefail
cd "$(dirname "$0")/.."

want_browser=0
for arg in "$@"; do [ "$arg" = "--browser" ] && want_browser=1; done

# As backend/src/config.ts reads them: the local owner goes with the local site role.
if [ -n "${MIGRATION_DATABASE_URL:-}" ]; then OWNER_URL=$MIGRATION_DATABASE_URL
elif [ -n "${DATABASE_URL:-}" ]; then OWNER_URL=$DATABASE_URL
else OWNER_URL=postgres://postgres:postgres@127.0.0.1:5432/enrolment; fi
REDIS_URL="${REDIS_URL:-redis://127.0.0.1:6379/0}"
say() { printf '[services] %s\n' "$*"; }
die() { printf '[services] %s\n' "$*" >&2; exit 1; }

# Pieces of a URL, parsed by Node (always present: it runs npm).
url_part() { node -e 'const u=new URL(process.argv[1]);const p={host:u.hostname,port:u.port,db:u.pathname.slice(1),user:decodeURIComponent(u.username),password:decodeURIComponent(u.password)};console.log(p[process.argv[2]]??"")' "$1" "$2"; }
PGHOST=$(url_part "$OWNER_URL" host); PGPORT=$(url_part "$OWNER_URL" port); PGPORT=${PGPORT:-5432}
PGDB=$(url_part "$OWNER_URL" db); PGUSER_=$(url_part "$OWNER_URL" user); PGUSER_=${PGUSER_:-postgres}
PGPASS=$(url_part "$OWNER_URL" password)
REDIS_HOST=$(url_part "$REDIS_URL" host); REDIS_PORT=$(url_part "$REDIS_URL" port); REDIS_PORT=${REDIS_PORT:-6379}
is_local() { case "$1" in 127.0.0.1|localhost|::1|"[::1]") return 0;; *) return 1;; esac; }

apt_ready=0
apt_install() {
  if [ "$(id -u)" != "0" ] || ! command -v apt-get >/dev/null; then
    die "$1 is missing and I cannot install it (need root and apt-get). Install it yourself, e.g.: sudo apt-get install -y $2 — or point ${3} at a running one."
  fi
  if [ $apt_ready = 0 ]; then say "apt-get update"; DEBIAN_FRONTEND=noninteractive apt-get update -qq >/dev/null; apt_ready=1; fi
  say "installing $2 with apt-get"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$2" >/dev/null
}

pg_answers() { PGPASSWORD="$PGPASS" PGCONNECT_TIMEOUT=3 psql -h "$PGHOST" -p "$PGPORT" -U "$PGUSER_" -d postgres -Atqc 'select 1' >/dev/null 2>&1; }
pg_listening() { command -v pg_isready >/dev/null && pg_isready -q -h "$PGHOST" -p "$PGPORT" -t 3; }

# --- PostgreSQL --------------------------------------------------------------------------------------
if ! command -v psql >/dev/null; then
  is_local "$PGHOST" || die "psql is missing: install postgresql-client to reach $PGHOST."
  apt_install PostgreSQL postgresql MIGRATION_DATABASE_URL
fi
if ! pg_answers; then
  if ! pg_listening; then
    is_local "$PGHOST" || die "PostgreSQL at $PGHOST:$PGPORT does not answer. Start it or fix MIGRATION_DATABASE_URL."
    if ! ls /etc/postgresql/*/main >/dev/null 2>&1; then apt_install PostgreSQL postgresql MIGRATION_DATABASE_URL; fi
    ver=$(ls /etc/postgresql | sort -V | tail -1)
    say "starting PostgreSQL $ver"
    if command -v pg_ctlcluster >/dev/null; then
      pg_ctlcluster --skip-systemctl-redirect "$ver" main start 2>/dev/null || service postgresql start >/dev/null 2>&1 || true
    else
      service postgresql start >/dev/null 2>&1 || true
    fi
    for _ in $(seq 1 30); do pg_listening && break; sleep 0.5; done
    pg_listening || die "PostgreSQL did not start; see /var/log/postgresql/."
  fi
  if ! pg_answers && is_local "$PGHOST" && [ "$(id -u)" = "0" ] && [ -n "$PGPASS" ]; then
    # A fresh Debian install asks for a password on TCP; give the owner the one its URL names.
    say "setting the password of role $PGUSER_ from MIGRATION_DATABASE_URL"
    su postgres -c "psql -qc \"alter role \\\"$PGUSER_\\\" with login superuser password '$PGPASS'\"" >/dev/null 2>&1 \
      || su postgres -c "psql -qc \"create role \\\"$PGUSER_\\\" with login superuser password '$PGPASS'\"" >/dev/null
  fi
  pg_answers || die "PostgreSQL runs but refuses $PGUSER_@$PGHOST:$PGPORT. Fix MIGRATION_DATABASE_URL (user and password) or pg_hba.conf."
fi
for db in "$PGDB" "${PGDB}_test"; do
  exists=$(PGPASSWORD="$PGPASS" psql -h "$PGHOST" -p "$PGPORT" -U "$PGUSER_" -d postgres -Atqc "select 1 from pg_database where datname = '$db'")
  if [ "$exists" != "1" ]; then
    PGPASSWORD="$PGPASS" psql -h "$PGHOST" -p "$PGPORT" -U "$PGUSER_" -d postgres -qc "create database \"$db\"" >/dev/null
    say "created database $db"
  fi
done
say "PostgreSQL ready at $PGHOST:$PGPORT (databases $PGDB, ${PGDB}_test)"

# --- Redis -------------------------------------------------------------------------------------------
redis_answers() {
  if command -v redis-cli >/dev/null; then
    [ "$(timeout 3 redis-cli -u "$REDIS_URL" ping 2>/dev/null)" = "PONG" ]
  else
    (exec 3<>"/dev/tcp/$REDIS_HOST/$REDIS_PORT" && printf 'PING\r\n' >&3 && timeout 3 head -c 5 <&3 | grep -q PONG) 2>/dev/null
  fi
}
if ! redis_answers; then
  is_local "$REDIS_HOST" || die "Redis at $REDIS_HOST:$REDIS_PORT does not answer. Start it or fix REDIS_URL."
  command -v redis-server >/dev/null || apt_install Redis redis-server REDIS_URL
  mkdir -p /var/lib/redis /var/log/redis 2>/dev/null || true
  say "starting Redis with infra/redis.conf"
  redis-server "$PWD/infra/redis.conf" --port "$REDIS_PORT" --daemonize yes --dir "${REDIS_DIR:-/var/lib/redis}" \
    --logfile "${REDIS_LOG:-/var/log/redis/enrolment.log}" >/dev/null
  for _ in $(seq 1 20); do redis_answers && break; sleep 0.25; done
  redis_answers || die "Redis did not start; see /var/log/redis/enrolment.log."
fi
policy=$(timeout 3 redis-cli -u "$REDIS_URL" config get maxmemory-policy 2>/dev/null | tail -1 || true)
if [ -n "$policy" ] && [ "$policy" != "noeviction" ]; then
  say "warning: Redis maxmemory-policy is $policy; BullMQ needs noeviction (infra/redis.conf)"
fi
say "Redis ready at $REDIS_HOST:$REDIS_PORT"

# --- Chromium (end-to-end tests) ---------------------------------------------------------------------
if [ $want_browser = 1 ]; then
  if ! command -v chromium >/dev/null && [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
    apt_install Chromium chromium CHROMIUM_PATH
  fi
  # Tamil glyphs for pages and screenshots.
  [ -e /usr/share/fonts/truetype/noto/NotoSansTamil-Regular.ttf ] || { [ "$(id -u)" = "0" ] && apt_install "Noto fonts" fonts-noto-core FONTS || true; }
  say "Chromium ready at $(command -v chromium || echo "${CHROMIUM_PATH:-/usr/bin/chromium}")"
  # poppler-utils: pdfsig checks the issued PDFs' signatures and pdftotext reads their text in the tests, readers other than our own code.
  command -v pdfsig >/dev/null || { [ "$(id -u)" = "0" ] && apt_install "pdfsig" poppler-utils PATH || true; }
fi
