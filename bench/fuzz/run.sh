#!/usr/bin/env bash
# Schema-driven API fuzz, nightly size (issue 14): ≥ 10,000 requests. Usage: bash bench/fuzz/run.sh [runs] [seed]
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
exec "$root/apps/commerce-api/node_modules/.bin/tsx" --conditions=@fitkit/source "$root/bench/fuzz/api.ts" "$@"
