#!/usr/bin/env bash
# Cart writes (issue 10): cart adds through the app beside the engine's bare upsert + select transaction, 100
# concurrent clients, lost updates counted, then an open-loop rate (100/s PGlite, 300/s PostgreSQL) for p99.
# Usage: bash bench/cart/run.sh [pglite|postgres]   (postgres: a throwaway cluster, removed afterwards)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
measure=("$root/apps/commerce-api/node_modules/.bin/tsx" --conditions=@fitkit/source "$root/bench/cart/measure.ts")

if [[ ${1:-pglite} == postgres ]]; then
  PG_OPTIONS="-c max_connections=200" bash "$root/apps/commerce-api/scripts/with-pg.sh" "${measure[@]}"
else
  "${measure[@]}"
fi
