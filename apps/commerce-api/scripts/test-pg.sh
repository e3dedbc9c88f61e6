#!/usr/bin/env bash
# Runs the API suite against a real PostgreSQL (a throwaway cluster, see with-pg.sh). Extra arguments go to
# vitest. Skips (exit 0) when initdb is not installed.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../../.." && pwd)

# Debian and Ubuntu packages put the server tools in /usr/lib/postgresql/<version>/bin, off PATH: use the newest.
if ! command -v initdb >/dev/null 2>&1; then
  pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  [[ -n "$pg_bin" ]] && export PATH="$pg_bin:$PATH"
fi
if ! command -v initdb >/dev/null 2>&1; then
  echo "test-pg: initdb not found on PATH, skipped the PostgreSQL run"
  exit 0
fi

cd "$root"
PG_OPTIONS="-c fsync=off" bash "$here/with-pg.sh" pnpm exec vitest run --project api "$@"
