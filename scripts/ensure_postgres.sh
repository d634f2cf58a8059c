#!/usr/bin/env bash
# Make sure a PostgreSQL server answers on 127.0.0.1:$KG_PG_PORT (default 55432) with a database
# kg_test, for the tests. Installs Debian's postgresql when no server binaries are found, and runs
# initdb into a temporary folder (as the `postgres` user: PostgreSQL refuses to run as root).
set -euo pipefail
PORT="${KG_PG_PORT:-55432}"
DATA="${KG_PG_DATA:-/tmp/kg_pipeline_pg_${PORT}}"

find_bin() {
  for dir in /usr/lib/postgresql/*/bin; do
    [ -x "$dir/$1" ] && { echo "$dir/$1"; return 0; }
  done
  command -v "$1" 2>/dev/null && return 0
  return 1
}

if command -v pg_isready >/dev/null 2>&1 && pg_isready -q -h 127.0.0.1 -p "$PORT"; then
  echo "postgres: already running on 127.0.0.1:$PORT" >&2
else
  if ! find_bin initdb >/dev/null || ! find_bin pg_ctl >/dev/null; then
    echo "postgres: server binaries missing, installing with apt-get" >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >&2
    apt-get install -y -qq postgresql >&2
  fi
  INITDB="$(find_bin initdb)"
  PG_CTL="$(find_bin pg_ctl)"
  RUN_AS=()
  if [ "$(id -u)" = "0" ]; then
    id postgres >/dev/null 2>&1 || useradd --system --home-dir /var/lib/postgresql postgres
    RUN_AS=(runuser -u postgres --)
  fi
  fresh_cluster() {
    rm -rf "$DATA"
    mkdir -p "$DATA"
    if [ "$(id -u)" = "0" ]; then chown postgres "$DATA"; fi
    "${RUN_AS[@]}" "$INITDB" -D "$DATA" -U postgres --auth=trust -E UTF8 >/dev/null
  }
  start_cluster() {
    "${RUN_AS[@]}" "$PG_CTL" -D "$DATA" -l "$DATA/server.log" -w \
      -o "-p $PORT -c listen_addresses=127.0.0.1 -k /tmp" start >&2
  }
  [ -f "$DATA/PG_VERSION" ] || fresh_cluster
  # A cluster left behind by a killed session may refuse to start: the data is only for tests,
  # so start over from a fresh one.
  start_cluster || { echo "postgres: restarting from a fresh cluster" >&2; fresh_cluster; start_cluster; }
  echo "postgres: started on 127.0.0.1:$PORT (data in $DATA)" >&2
fi
for db in kg_test kg_dagster_test; do
  psql -h 127.0.0.1 -p "$PORT" -U postgres -tAc "SELECT 1 FROM pg_database WHERE datname='$db'" \
    | grep -q 1 || psql -h 127.0.0.1 -p "$PORT" -U postgres -qc "CREATE DATABASE $db" >&2
done
echo "postgresql+psycopg2://postgres@127.0.0.1:$PORT/kg_test"
