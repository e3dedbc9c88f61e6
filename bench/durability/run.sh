#!/usr/bin/env bash
# Durability rounds beyond `pnpm test`'s one: the durability suite (apps/commerce-api/src/durability.test.ts) with
# DURABILITY_ROUNDS crash rounds on PGlite (kill -9 of the API) and on PostgreSQL (pg_ctl stop -m immediate, when
# initdb exists). Each engine prints one line: rounds, acknowledged adds and orders, lost, missing, half orders.
# Usage: bash bench/durability/run.sh [rounds=5]
set -euo pipefail
cd "$(dirname "$0")/../.."
export DURABILITY_ROUNDS=${1:-5}
file=apps/commerce-api/src/durability.test.ts
pnpm exec vitest run --project api "$file" 2>&1 | grep -E 'durability (pglite|postgres):|Tests ' || true
bash apps/commerce-api/scripts/test-pg.sh "$file" 2>&1 | grep -E 'durability (pglite|postgres):|Tests |skipped the PostgreSQL' || true
