#!/usr/bin/env node
// What runs before the first paint (issue 13): loads each page in Debian Chromium with a phone's viewport, no
// throttling, a first visit each run, records a DevTools trace and prints, as medians of RUNS runs (ms from the
// navigation start): the first contentful paint, DOMContentLoaded, the end of hydration (the entry's
// `fitkit:hydrated` mark), the deferred parts' hydration (`fitkit:parts-hydrated`; "—" on a build without the
// mark), the script time and forced layouts before the first paint, and the longest task. Observed timings are
// less sensitive to the machine's load than Lighthouse's simulation, which counts every script evaluated before the
// observed first paint against FCP.
// Usage: node bench/first-paint.mjs [baseUrl] [path…]   Env: RUNS (default 5), CHROMIUM_PATH, TRACE_DIR (keeps the
// traces as JSON for DevTools' Performance panel), WARM=1 (the page is loaded once before the traced load, so its
// scripts come from the browser's cache and are ready before the first frame: a fast network's case).
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const [base = 'http://127.0.0.1:3000', ...args] = process.argv.slice(2);
const paths = args.length ? args : ['/', '/c/interior/', '/p/lloyd-mats-select-carpet-floor-mats/black/'];
const RUNS = Number(process.env.RUNS ?? 5);
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.stack',
  'blink.user_timing',
  'loading',
  'v8.execute',
];
// Trace events that run our code, and the layout work a script forces by reading geometry.
const SCRIPT = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
]);
const LAYOUT = new Set(['Layout', 'UpdateLayoutTree']);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Reads one run's trace: times in ms from the navigation start of the page's main frame. */
function analyse(events) {
  const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame);
  const t0 = nav.ts;
  const frame = nav.args.frame;
  const at = (e) => (e.ts - t0) / 1000;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.args?.frame === frame);
  const fcpAt = fcp ? at(fcp) : Number.NaN;
  const mainThread = fcp ? `${fcp.pid}:${fcp.tid}` : undefined;
  const onMain = events.filter((e) => `${e.pid}:${e.tid}` === mainThread && e.ph === 'X' && e.ts >= t0);
  const scripts = onMain.filter((e) => SCRIPT.has(e.name));
  const tasks = onMain.filter((e) => e.name === 'RunTask');
  const within = (outer, e) => e.ts >= outer.ts && e.ts + (e.dur ?? 0) <= outer.ts + outer.dur;
  // A layout inside a script's run is forced: the script read geometry before the browser's own frame.
  const forced = onMain.filter((e) => LAYOUT.has(e.name) && scripts.some((s) => within(s, e)));
  const before = (list) => list.filter((e) => at(e) < fcpAt);
  const sum = (list) => list.reduce((total, e) => total + (e.dur ?? 0) / 1000, 0);
  // Only the outermost script events count, so nested calls are not added twice.
  const outermost = (list) => list.filter((e) => !list.some((o) => o !== e && within(o, e) && o.dur > e.dur));
  const longest = tasks.reduce((a, b) => (b.dur > (a?.dur ?? 0) ? b : a), undefined);
  return {
    fcp: fcpAt,
    scriptBeforePaint: sum(outermost(before(scripts))),
    forcedBeforePaint: sum(before(forced)),
    forced: sum(forced),
    longestTask: longest ? longest.dur / 1000 : 0,
    longestTaskAt: longest ? at(longest) : 0,
  };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--disable-gpu'],
});
try {
  console.log(
    `First paint vs hydration, observed (no throttling), phone viewport, ${process.env.WARM === '1' ? 'scripts cached, ' : ''}median of ${RUNS} — ${base}`,
  );
  console.log(
    'page | FCP ms | DOMContentLoaded ms | hydrated ms | parts hydrated ms | script before FCP ms | forced layout before FCP / in all ms | longest task ms (at) | load avg (1m)',
  );
  for (const path of paths) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      if (process.env.WARM === '1') {
        await page.goto(new URL(path, base).href);
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
        await page.goto('about:blank');
      }
      const cdp = await context.newCDPSession(page);
      const load = loadavg()[0];
      const events = [];
      cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
      const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.start', { categories: CATEGORIES.join(','), transferMode: 'ReportEvents' });
      await page.goto(new URL(path, base).href);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
      await page.waitForTimeout(300);
      const timing = await page.evaluate(() => {
        const [nav] = performance.getEntriesByType('navigation');
        const at = (name) => performance.getEntriesByName(name)[0]?.startTime;
        return {
          dcl: nav.domContentLoadedEventEnd,
          hydrated: at('fitkit:hydrated'),
          parts: at('fitkit:parts-hydrated'),
        };
      });
      await cdp.send('Tracing.end');
      await done;
      if (process.env.TRACE_DIR)
        writeFileSync(
          join(process.env.TRACE_DIR, `${path.replace(/\W+/g, '_')}-${i}.json`),
          JSON.stringify({ traceEvents: events }),
        );
      runs.push({ ...analyse(events), ...timing, load });
      await context.close();
    }
    const mid = (key) => Math.round(median(runs.map((r) => r[key] ?? Number.NaN)));
    console.log(
      [
        path,
        mid('fcp'),
        mid('dcl'),
        runs.some((r) => r.hydrated === undefined) ? '—' : mid('hydrated'),
        runs.some((r) => r.parts === undefined) ? '—' : mid('parts'),
        mid('scriptBeforePaint'),
        `${mid('forcedBeforePaint')} / ${mid('forced')}`,
        `${mid('longestTask')} (${mid('longestTaskAt')})`,
        median(runs.map((r) => r.load)).toFixed(2),
      ].join(' | '),
    );
  }
} finally {
  await browser.close();
}
