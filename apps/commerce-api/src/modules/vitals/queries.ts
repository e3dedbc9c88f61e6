import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type Executor, queryRows } from '../../db/rows';
import { webVitals } from '../../db/tables/vitals';
import type { Region } from './regions';

/** The Core Web Vitals the shop collects: LCP, INP and TTFB in milliseconds, CLS unitless. */
export const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'TTFB'] as const;

/** One of {@link VITAL_METRICS}. */
export type VitalMetric = (typeof VITAL_METRICS)[number];

/** The page kinds a vital is tagged with (the storefront maps its routes to these). */
export const ROUTE_TYPES = [
  'home',
  'category',
  'vehicle',
  'product',
  'search',
  'brand',
  'deals',
  'new-products',
  'cart',
  'checkout',
  'order',
  'account',
  'builds',
  'cms',
  'other',
] as const;

/** One of {@link ROUTE_TYPES}. */
export type RouteType = (typeof ROUTE_TYPES)[number];

/** The window of the report, as in the Chrome UX Report. */
export const REPORT_DAYS = 28;

/** Stores the metrics of one page load. */
export async function recordVitals(
  db: Database,
  beacon: { routeType: RouteType; region: Region; metrics: { name: VitalMetric; value: number }[] },
): Promise<void> {
  await db.insert(webVitals).values(
    beacon.metrics.map((m) => ({
      metric: m.name,
      value: m.value,
      routeType: beacon.routeType,
      region: beacon.region,
    })),
  );
}

/** One line of the report: a route type in one region (`all` for every region together). */
export interface VitalsReportRow {
  routeType: string;
  region: string;
  /** p75 of each metric, null when none was reported. */
  p75: Record<VitalMetric, number | null>;
  /** Page loads behind the line (the largest sample among its metrics). */
  samples: number;
}

/**
 * p75 of each metric by route type and region over the {@link REPORT_DAYS} days before `now`, with an `all`
 * line per route type (every region together). Continuous percentile (interpolated between samples).
 */
export async function vitalsReport(db: Executor, now: Date = new Date()): Promise<VitalsReportRow[]> {
  const since = new Date(now.getTime() - REPORT_DAYS * 24 * 60 * 60 * 1000);
  const rows = await queryRows<{
    route_type: string;
    region: string | null;
    metric: VitalMetric;
    p75: number;
    samples: number;
  }>(
    db,
    sql`select route_type, region, metric,
          percentile_cont(0.75) within group (order by value) as p75, count(*)::int as samples
        from web_vitals
        where recorded_at > ${since.toISOString()}::timestamptz and recorded_at <= ${now.toISOString()}::timestamptz
        group by grouping sets ((route_type, region, metric), (route_type, metric))
        order by route_type, region nulls first, metric`,
  );
  const lines = new Map<string, VitalsReportRow>();
  for (const row of rows) {
    const region = row.region ?? 'all';
    const key = `${row.route_type}|${region}`;
    const line = lines.get(key) ?? {
      routeType: row.route_type,
      region,
      p75: { LCP: null, INP: null, CLS: null, TTFB: null },
      samples: 0,
    };
    line.p75[row.metric] = Number(row.p75);
    line.samples = Math.max(line.samples, row.samples);
    lines.set(key, line);
  }
  return [...lines.values()];
}

/** The report as a Markdown table: milliseconds rounded, CLS to three decimals. */
export function formatVitalsReport(rows: VitalsReportRow[], now: Date = new Date()): string {
  const header = `p75 of the last ${REPORT_DAYS} days (to ${now.toISOString()}), by route type and region`;
  if (rows.length === 0) return `${header}\n\nNo vitals reported in that window.`;
  const ms = (v: number | null) => (v === null ? '—' : `${Math.round(v)} ms`);
  const cls = (v: number | null) => (v === null ? '—' : v.toFixed(3));
  return [
    header,
    '',
    '| route type | region | LCP | INP | CLS | TTFB | page loads |',
    '|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.routeType} | ${r.region} | ${ms(r.p75.LCP)} | ${ms(r.p75.INP)} | ${cls(r.p75.CLS)} | ${ms(r.p75.TTFB)} | ${r.samples} |`,
    ),
  ].join('\n');
}
