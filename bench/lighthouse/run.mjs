#!/usr/bin/env node
// Lighthouse on a phone (issue 13): mobile emulation with simulated throttling, Debian Chromium, against a running
// shop started as `pnpm start` starts it. Each page is measured RUNS times in one browser (storage reset before each
// run, as for a first visit) and the median run by performance score is printed, with the load average and
// Lighthouse's benchmarkIndex beside it: the machine is shared, so the figures mean little without them.
// Usage: node bench/lighthouse/run.mjs [baseUrl] [path…]   (default http://localhost:3000, the shop's configured origin: the payment step's card frame is allowed only there; the pages below)
// Env: RUNS (default 5), CHROMIUM_PATH (default /usr/bin/chromium), LIGHTHOUSE_PORT (Chromium's debugging port),
// LIGHTHOUSE_SAVE (a folder: the median run's report and its observed trace are written there as JSON).
// Checkout steps (paths under /checkout/ but the cart) are loaded as a shopper with a part in the cart and an address.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, chromiumPath } from '../../scripts/chromium.mjs';
import { checkoutShopper } from '../checkout-shopper.mjs';

const [base = 'http://localhost:3000', ...args] = process.argv.slice(2);
const RUNS = Number(process.env.RUNS ?? 5);
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 9222);
const PAGES = [
  '/',
  '/c/interior/',
  '/p/lloyd-mats-select-carpet-floor-mats/black/',
  '/third-party/lloyds/',
  '/checkout/cart/',
  '/checkout/address/',
  '/checkout/payment/',
];
const paths = args.length ? args : PAGES;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const profile = mkdtempSync(join(tmpdir(), 'fitkit-lighthouse-'));
const chromium = spawn(
  chromiumPath(),
  [
    '--headless',
    ...CHROMIUM_FLAGS,
    `--remote-debugging-port=${PORT}`,
    `--user-data-dir=${profile}`,
    'about:blank',
  ],
  { stdio: 'ignore' },
);
async function waitForChromium() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/json/version`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Chromium did not open its debugging port ${PORT}`);
}

/**
 * Clears the browser's cookies. Lighthouse's storage reset leaves them, so a cart run's new permId would be sent
 * with the next page instead of the checkout shopper's cookie (which then lands on the cart).
 */
async function clearCookies() {
  const { webSocketDebuggerUrl } = await (await fetch(`http://127.0.0.1:${PORT}/json/version`)).json();
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = () => socket.send(JSON.stringify({ id: 1, method: 'Storage.clearCookies' }));
    socket.onmessage = (event) => (JSON.parse(event.data).id === 1 ? resolve() : undefined);
    socket.onerror = reject;
  });
  socket.close();
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (v) => (v === undefined ? '—' : `${Math.round(v)}`);

try {
  await waitForChromium();
  const needsShopper = paths.some((p) => p.startsWith('/checkout/') && p !== '/checkout/cart/');
  const shopperCookie = needsShopper ? await checkoutShopper(base) : undefined;
  console.log(
    `Lighthouse mobile (simulated throttling), ${RUNS} runs per page, median by performance score — ${base}`,
  );
  console.log(
    'page | perf | a11y | best | seo | FCP ms | LCP ms | TBT ms | CLS | SI ms | scripts | JS KB | load avg (1m) | benchmarkIndex',
  );
  for (const path of paths) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      await clearCookies();
      const load = loadavg()[0];
      const extraHeaders =
        shopperCookie && path.startsWith('/checkout/') && path !== '/checkout/cart/'
          ? { Cookie: shopperCookie }
          : undefined;
      const { lhr, artifacts } = await lighthouse(
        new URL(path, base).href,
        { port: PORT, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, extraHeaders },
        undefined,
      );
      if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      // A checkout step without its shopper redirects to the cart: that would measure the cart twice.
      if (new URL(lhr.finalDisplayedUrl).pathname !== path)
        throw new Error(`${path} ended at ${lhr.finalDisplayedUrl}, not the page asked for`);
      const audit = (id) => lhr.audits[id]?.numericValue;
      const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter(
        (r) => r.resourceType === 'Script' && r.url.startsWith(base),
      );
      runs.push({
        perf: Math.round(lhr.categories.performance.score * 100),
        a11y: Math.round(lhr.categories.accessibility.score * 100),
        best: Math.round(lhr.categories['best-practices'].score * 100),
        seo: Math.round(lhr.categories.seo.score * 100),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        si: audit('speed-index'),
        scripts: scripts.length,
        jsKb: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
        load,
        benchmarkIndex: lhr.environment.benchmarkIndex,
        lhr,
        trace: process.env.LIGHTHOUSE_SAVE ? artifacts.Trace : undefined,
      });
    }
    const perfs = runs.map((r) => r.perf);
    const mid = runs.find((r) => r.perf === median(perfs));
    if (process.env.LIGHTHOUSE_SAVE) {
      mkdirSync(process.env.LIGHTHOUSE_SAVE, { recursive: true });
      const name = path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
      writeFileSync(join(process.env.LIGHTHOUSE_SAVE, `${name}.json`), JSON.stringify(mid.lhr));
      writeFileSync(join(process.env.LIGHTHOUSE_SAVE, `${name}.trace.json`), JSON.stringify(mid.trace));
    }
    console.log(
      [
        path,
        `${mid.perf} (${Math.min(...perfs)}–${Math.max(...perfs)})`,
        mid.a11y,
        mid.best,
        mid.seo,
        ms(mid.fcp),
        ms(mid.lcp),
        ms(mid.tbt),
        mid.cls.toFixed(3),
        ms(mid.si),
        mid.scripts,
        mid.jsKb.toFixed(1),
        `${median(runs.map((r) => r.load)).toFixed(2)}`,
        `${Math.round(median(runs.map((r) => r.benchmarkIndex)))}`,
      ].join(' | '),
    );
    console.log(`  runs (perf/LCP/TBT): ${runs.map((r) => `${r.perf}/${ms(r.lcp)}/${ms(r.tbt)}`).join(' ')}`);
  }
} finally {
  chromium.kill();
  rmSync(profile, { recursive: true, force: true });
}
