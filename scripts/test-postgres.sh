#!/usr/bin/env bash
# Runs the API tests against PostgreSQL: installs it from Debian when missing, starts a throw-away
# cluster on 127.0.0.1, runs the server test suites with TEST_DATABASE_URL, and stops the cluster.
set -euo pipefail
cd "$(dirname "$0")/.."
pgbin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$pgbin" ] || [ ! -x "$pgbin/initdb" ]; then
  if [ "$(id -u)" != "0" ]; then echo "PostgreSQL ontbreekt: sudo apt-get install -y postgresql" >&2; exit 1; fi
  echo "PostgreSQL installeren met apt-get…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  pgbin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
fi
port="${PG_TEST_PORT:-54329}"
dir=$(mktemp -d /tmp/normwijs-pg-XXXXXX)
as_pg=()
if [ "$(id -u)" = "0" ]; then
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  chown postgres "$dir"
  as_pg=(runuser -u postgres --)
fi
cleanup() {
  "${as_pg[@]}" "$pgbin/pg_ctl" -D "$dir/data" -m fast stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT
"${as_pg[@]}" "$pgbin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 >/dev/null
"${as_pg[@]}" "$pgbin/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off" start >/dev/null
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
echo "PostgreSQL $("$pgbin/postgres" --version | awk '{print $3}') op poort $port: API-tests…"
# Without arguments: every folder with server code: the composition root, core's plumbing (http, db, jobs) and the modules.
if [ $# -eq 0 ]; then set -- src/server src/core src/modules; fi
npx vitest run "$@"
