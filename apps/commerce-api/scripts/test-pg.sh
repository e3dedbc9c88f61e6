#!/usr/bin/env bash
# Runs the API suite against a real PostgreSQL: a throwaway cluster in a temp dir, on a free port, removed
# afterwards whatever happens. Extra arguments go to vitest. Skips (exit 0) when initdb is not installed.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)

if ! command -v initdb >/dev/null 2>&1; then
  echo "test-pg: initdb not found on PATH, skipped the PostgreSQL run"
  exit 0
fi

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
as_pg pg_ctl -D "$dir/data" -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off" -l "$dir/log" -w start >/dev/null
as_pg createdb -h 127.0.0.1 -p "$port" -U postgres fitkit_test

export DATABASE_URL="postgres://postgres@127.0.0.1:$port/fitkit_test"
echo "test-pg: PostgreSQL $(as_pg postgres --version | awk '{print $3}') on port $port"
cd "$root"
pnpm exec vitest run --project api "$@"
