// The Chromium every browser run uses — the journeys (playwright.config.ts), the stories (vitest.config.ts) and the
// Lighthouse bench — and the launch flags they share: a sandboxed machine with a closed network, so no sandbox, no
// GPU and no background connections to refuse. Each caller adds its own (headless, debugging port, host rules).

/** Debian's Chromium by default (CI installs the same package); CHROMIUM_PATH points elsewhere. */
export function chromiumPath() {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

export const CHROMIUM_FLAGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
]);
