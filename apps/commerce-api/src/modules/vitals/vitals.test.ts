import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { errorOf, type TestContext, testContext } from '../../app.test.helper';
import { queryRows } from '../../db/rows';
import { webVitals } from '../../db/tables/vitals';
import { DEFAULT_RATE_LIMITS } from '../../http/rate-limit';
import { formatVitalsReport, vitalsReport } from './queries';
import { regionOfState } from './regions';
import { VITALS_BODY_LIMIT } from './routes';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

/** A beacon as the shop's browser code sends it: a route type and `[metric, value]` pairs. */
function beacon(routeType: string, ...metrics: [name: string, value: unknown][]) {
  return { routeType, metrics: metrics.map(([name, value]) => ({ name, value })) };
}

const GOOD = beacon('product', ['LCP', 1830.4], ['INP', 96], ['CLS', 0.012], ['TTFB', 210.7]);

function send(payload: unknown, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/vitals',
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

async function rowsAfter(id: number) {
  return queryRows<Record<string, unknown>>(
    ctx.db,
    sql`select * from web_vitals where id > ${id} order by id`,
  );
}

async function lastId(): Promise<number> {
  const [row] = await queryRows<{ id: string | null }>(ctx.db, sql`select max(id) as id from web_vitals`);
  return Number(row?.id ?? 0);
}

describe('POST /vitals', () => {
  it('accepts a beacon with 204 and stores its metrics with the route type and the region only', async () => {
    const before = await lastId();
    const res = await send(GOOD, {
      'x-shopper-state': 'ca',
      cookie: 'permId=test-vitals-shopper; fitkit_session=s3cret',
      'x-client-ip': '203.0.113.7',
      referer: 'http://localhost:3000/p/some-line/?q=brake&email=a@b.test',
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const rows = await rowsAfter(before);
    expect(rows.map((r) => [r.metric, Number(r.value), r.route_type, r.region])).toEqual([
      ['LCP', 1830.4, 'product', 'West'],
      ['INP', 96, 'product', 'West'],
      ['CLS', 0.012, 'product', 'West'],
      ['TTFB', 210.7, 'product', 'West'],
    ]);
    // Nothing else is kept: no shopper id, IP, URL, query or user agent column, and no such value anywhere.
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual([
        'id',
        'metric',
        'recorded_at',
        'region',
        'route_type',
        'value',
      ]);
      expect(JSON.stringify(row)).not.toMatch(/test-vitals-shopper|s3cret|203\.0\.113|brake|@|localhost/);
    }
  });

  it('tags a beacon without a known state with the unknown region', async () => {
    const before = await lastId();
    expect((await send(beacon('home', ['TTFB', 80]))).statusCode).toBe(204);
    expect((await send(beacon('home', ['CLS', 0]), { 'x-shopper-state': 'ZZ' })).statusCode).toBe(204);
    expect((await rowsAfter(before)).map((r) => r.region)).toEqual(['unknown', 'unknown']);
  });

  it.each([
    ['an unknown route type', { ...GOOD, routeType: 'admin' }],
    ['no metrics', beacon('home')],
    ['an unknown metric', beacon('home', ['FID', 10])],
    ['a metric twice', beacon('home', ['LCP', 10], ['LCP', 11])],
    ['a negative value', beacon('home', ['LCP', -1])],
    ['an impossible value', beacon('home', ['CLS', 1000])],
    ['a value that is not a number', beacon('home', ['LCP', '100'])],
    ['a URL', { ...GOOD, url: '/p/some-line/?q=brake' }],
    ['a shopper id', { ...GOOD, permId: 'test-vitals-shopper' }],
    ['an extra field on a metric', { routeType: 'home', metrics: [{ name: 'LCP', value: 1, id: 'v5-123' }] }],
  ])('refuses %s with 400 and the one error body, storing nothing', async (_, payload) => {
    const before = await lastId();
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('VALIDATION_ERROR');
    expect(await rowsAfter(before)).toEqual([]);
  });

  it('refuses broken JSON, other media types, oversized bodies and cross-site senders with the one error body', async () => {
    const before = await lastId();
    expect(errorOf(await send('{"routeType":')).code).toBe('INVALID_JSON');
    const text = await send(JSON.stringify(GOOD), { 'content-type': 'text/plain' });
    expect(errorOf(text).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const big = await send({ ...GOOD, padding: 'x'.repeat(VITALS_BODY_LIMIT) });
    expect(big.statusCode).toBe(413);
    expect(errorOf(big).code).toBe('PAYLOAD_TOO_LARGE');
    const cross = await send(GOOD, { 'sec-fetch-site': 'cross-site', origin: 'https://elsewhere.test' });
    expect(cross.statusCode).toBe(403);
    expect(errorOf(cross).code).toBe('FORBIDDEN');
    expect(await rowsAfter(before)).toEqual([]);
  });

  it('counts beacons per IP and answers 429 with the one error body past the limit', async () => {
    const rule = { limit: 2, windowMs: 60_000 };
    const app = await buildApp({
      db: ctx.db,
      rateLimits: { ...DEFAULT_RATE_LIMITS, vitals: { perIp: rule, perPermId: rule } },
    });
    // A browser's beacon, as the shop forwards it with the shopper's IP (the shop's own calls are not counted).
    const fromBrowser = {
      method: 'POST' as const,
      url: '/vitals',
      payload: GOOD,
      headers: { 'x-client-ip': '203.0.113.9' },
    };
    expect((await app.inject(fromBrowser)).statusCode).toBe(204);
    expect((await app.inject(fromBrowser)).statusCode).toBe(204);
    const limited = await app.inject(fromBrowser);
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited).code).toBe('RATE_LIMITED');
    await app.close();
  });

  it('is write-only: nothing reads vitals over HTTP', async () => {
    expect((await ctx.app.inject({ url: '/vitals' })).statusCode).toBe(404);
  });
});

describe('regionOfState', () => {
  it('maps states to the five regions of SPEC §9', () => {
    expect(['WA', 'TX', 'OH', 'FL', 'NY', 'us-ma', ' co '].map(regionOfState)).toEqual([
      'West',
      'Southwest',
      'Midwest',
      'Southeast',
      'Northeast',
      'Northeast',
      'West',
    ]);
    expect([undefined, '', 'ON', 'California'].map(regionOfState)).toEqual([
      'unknown',
      'unknown',
      'unknown',
      'unknown',
    ]);
  });
});

describe('vitalsReport', () => {
  it('gives the p75 of each metric per route type and region over the last 28 days', async () => {
    // A route type of this run's own, so a reused PostgreSQL database or other beacons do not count.
    const routeType = `fixture-${randomUUID()}`;
    const now = new Date('2026-03-01T12:00:00Z');
    const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
    // West: LCP 1000, 2000, 3000, 4000 over the window → p75 = 3250 (interpolated); CLS 0, 0.25, 0.5 → 0.375.
    // Northeast: INP 100, 200 → 175; TTFB 400 → 400. Rows 29 and 40 days old must not count.
    const fixture = [
      ['LCP', 1000, 'West', 0.5],
      ['LCP', 2000, 'West', 7],
      ['LCP', 3000, 'West', 14],
      ['LCP', 4000, 'West', 27.9],
      ['LCP', 90_000, 'West', 29],
      ['CLS', 0, 'West', 1],
      ['CLS', 0.25, 'West', 2],
      ['CLS', 0.5, 'West', 3],
      ['CLS', 5, 'West', 40],
      ['INP', 100, 'Northeast', 1],
      ['INP', 200, 'Northeast', 20],
      ['TTFB', 400, 'Northeast', 10],
      ['TTFB', 9000, 'Northeast', 28.5],
    ] as const;
    await ctx.db.insert(webVitals).values(
      fixture.map(([metric, value, region, age]) => ({
        metric,
        value,
        region,
        routeType,
        recordedAt: daysAgo(age),
      })),
    );
    try {
      const report = (await vitalsReport(ctx.db, now)).filter((r) => r.routeType === routeType);
      expect(report).toEqual([
        // Every region together: LCP 1000–4000 → 3250; INP 100, 200 → 175; CLS → 0.375; TTFB 400.
        { routeType, region: 'all', p75: { LCP: 3250, INP: 175, CLS: 0.375, TTFB: 400 }, samples: 4 },
        { routeType, region: 'Northeast', p75: { LCP: null, INP: 175, CLS: null, TTFB: 400 }, samples: 2 },
        { routeType, region: 'West', p75: { LCP: 3250, INP: null, CLS: 0.375, TTFB: null }, samples: 4 },
      ]);
      expect(formatVitalsReport(report, now)).toContain(
        `| ${routeType} | West | 3250 ms | — | 0.375 | — | 4 |`,
      );
    } finally {
      await ctx.db.execute(sql`delete from web_vitals where route_type = ${routeType}`);
    }
  });
});
