#!/usr/bin/env bash
# Runs a command with DATABASE_URL pointing at a throwaway PostgreSQL: a cluster in a temp dir, on a free port,
# removed afterwards whatever happens. Usage: bash with-pg.sh <command> [args…]  Env: PG_OPTIONS (extra server flags).
set -euo pipefail

dir=$(mktemp -d /tmp/fitkit-pg-XXXXXX)
as_pg() { "$@"; }
if [[ $(id -u) -eq 0 ]]; then
  # PostgreSQL refuses to run as root: the cluster belongs to the postgres user.
  chown postgres: "$dir"
  as_pg() { su postgres -s /bin/bash -c "$(printf '%q ' "$@")"; }
fi

cleanup() {
  as_pg pg_ctl -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT INT TERM

port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
as_pg initdb -D "$dir/data" -A trust -U postgres --no-sync >/dev/null
# Port and socket go into the cluster's own settings, so a test that stops the server can start it again alike.
printf "port = %s\nunix_socket_directories = '%s'\nlisten_addresses = '127.0.0.1'\n" "$port" "$dir" >>"$dir/data/postgresql.conf"
as_pg pg_ctl -D "$dir/data" -o "${PG_OPTIONS:-}" -l "$dir/log" -w start >/dev/null
as_pg createdb -h 127.0.0.1 -p "$port" -U postgres fitkit_test

export DATABASE_URL="postgres://postgres@127.0.0.1:$port/fitkit_test"
# The durability tests stop this server mid-load (pg_ctl stop -m immediate) and start it again.
export FITKIT_TEST_PGDATA="$dir/data"
echo "with-pg: PostgreSQL $(as_pg postgres --version | awk '{print $3}') on port $port" >&2
"$@"
