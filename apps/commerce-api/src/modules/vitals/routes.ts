import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { ApiError } from '../../http/errors';
import type { LookupGuard } from '../../http/rate-limit';
import { errorResponses } from '../../http/schemas';
import { ROUTE_TYPES, recordVitals, VITAL_METRICS, type VitalMetric } from './queries';
import { regionOfState } from './regions';

/** A beacon is a few metrics: anything larger than this is not one (413 with the one error body). */
export const VITALS_BODY_LIMIT = 1024;

/**
 * The request header carrying the shopper's state (a US postal code), set by the CDN or proxy in front of the
 * shop from its geolocation (`VITALS_STATE_HEADER`; default `x-shopper-state`). Only its region is stored; the
 * browser does not know the state and the API keeps no IP address to look one up.
 */
export function vitalsStateHeader(env: NodeJS.ProcessEnv = process.env): string {
  return (env.VITALS_STATE_HEADER?.trim() || 'x-shopper-state').toLowerCase();
}

// Values past these are broken measurements (a tab left in the background for hours), not slow pages.
const MAX_VALUE: Record<VitalMetric, number> = { LCP: 120_000, INP: 60_000, TTFB: 120_000, CLS: 100 };

const metricSchema = z.strictObject({
  name: z.enum(VITAL_METRICS),
  value: z.number().finite().min(0),
});

const beaconSchema = z
  .strictObject({
    routeType: z.enum(ROUTE_TYPES),
    metrics: z
      .array(metricSchema)
      .min(1)
      .max(VITAL_METRICS.length)
      .superRefine((metrics, ctx) => {
        const seen = new Set<string>();
        for (const [i, m] of metrics.entries()) {
          if (seen.has(m.name))
            ctx.addIssue({ code: 'custom', path: [i, 'name'], message: 'Each metric once' });
          seen.add(m.name);
          if (m.value > MAX_VALUE[m.name]) {
            ctx.addIssue({ code: 'custom', path: [i, 'value'], message: `At most ${MAX_VALUE[m.name]}` });
          }
        }
      }),
  })
  .meta({
    id: 'VitalsBeacon',
    description:
      'The Core Web Vitals of one page load: LCP, INP and TTFB in milliseconds, CLS unitless; no URL, no shopper. ' +
      `Each metric at most once, each value at most ${Object.entries(MAX_VALUE)
        .map(([name, max]) => `${name} ${max}`)
        .join(', ')}.`,
  });

/**
 * `POST /vitals`: field Core Web Vitals from the shop's pages (sent with `navigator.sendBeacon` through the shop's
 * /api proxy). Write-only: nothing reads them over HTTP (`pnpm vitals` reports them). Nothing personal is kept:
 * the body has no URL or id, cookies are ignored, and of the request only the region of the shopper's state is.
 */
export const vitalsRoutes: FastifyPluginAsyncZod<{ db: Database; guard: LookupGuard }> = async (
  app,
  { db, guard },
) => {
  const stateHeader = vitalsStateHeader();
  app.post(
    '/vitals',
    {
      bodyLimit: VITALS_BODY_LIMIT,
      schema: {
        tags: ['vitals'],
        summary: 'Record the Core Web Vitals of one page load (write-only, sampled by the shop)',
        description: `At most ${VITALS_BODY_LIMIT} bytes. The region comes from the \`${stateHeader}\` header (a US state code set by the CDN), else unknown.`,
        body: beaconSchema,
        response: { 204: z.null(), ...errorResponses(400, 403, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      // Beacons of other sites' pages are refused by the browser's own mark; the Origin is not compared with the
      // configured shop URL, so a shop served under another host name than SHOP_URL still gets its field data.
      if (request.headers['sec-fetch-site'] === 'cross-site') {
        throw new ApiError(403, 'FORBIDDEN', 'Cross-site requests cannot report vitals.');
      }
      guard('vitals', request, reply);
      const state = request.headers[stateHeader];
      await recordVitals(db, {
        ...request.body,
        region: regionOfState(typeof state === 'string' ? state : undefined),
      });
      return reply.code(204).send(null);
    },
  );
};
