import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { LookupGuard } from '../../http/rate-limit';
import { errorResponses } from '../../http/schemas';

/** The largest report accepted: one violation is well under 2 KB, a batch of a few under this. */
export const CSP_REPORT_BODY_LIMIT = 8 * 1024;

/** The most reports of one Reporting API batch that are read. */
const MAX_BATCH = 10;

const text = z.string().max(2048);

/** `report-uri`'s body (`application/csp-report`): one violation under `csp-report`. */
const legacyReportSchema = z.object({
  'csp-report': z.object({
    'document-uri': text.optional(),
    'blocked-uri': text.optional(),
    'effective-directive': text.optional(),
    'violated-directive': text.optional(),
    disposition: text.optional(),
  }),
});

/** `report-to`'s body (`application/reports+json`): a batch of reports, the CSP ones of type csp-violation. */
const reportingApiSchema = z
  .array(
    z.object({
      type: text,
      body: z
        .object({
          documentURL: text.optional(),
          blockedURL: text.optional(),
          effectiveDirective: text.optional(),
          disposition: text.optional(),
        })
        .optional(),
    }),
  )
  .max(MAX_BATCH);

const reportBodySchema = z
  .union([legacyReportSchema, reportingApiSchema])
  .meta({ id: 'CspReport', description: 'A CSP violation report, as `report-uri` or `report-to` send it' });

/** What is kept of one violation: no query string, fragment, or text of the page (they may hold personal data). */
export type CspViolation = { directive: string; blocked: string; page: string; disposition: string };

/**
 * A URL reduced to what says where the violation was: an origin (the blocked resource) or a path on the shop
 * (the page); keywords such as `inline` and `eval` stay as they are.
 */
function scrubbed(value: string | undefined, keep: 'origin' | 'path'): string {
  if (!value) return '';
  if (!URL.canParse(value)) return value.slice(0, 32).replace(/[^a-z-]/gi, '');
  const url = new URL(value);
  return keep === 'origin' ? url.origin : url.pathname;
}

/** The violations of a report, scrubbed. */
export function violationsOf(report: z.infer<typeof reportBodySchema>): CspViolation[] {
  const raw = Array.isArray(report)
    ? report.flatMap((r) =>
        r.type === 'csp-violation' && r.body
          ? [
              {
                directive: r.body.effectiveDirective,
                blocked: r.body.blockedURL,
                page: r.body.documentURL,
                disposition: r.body.disposition,
              },
            ]
          : [],
      )
    : [
        {
          directive:
            report['csp-report']['effective-directive'] ?? report['csp-report']['violated-directive'],
          blocked: report['csp-report']['blocked-uri'],
          page: report['csp-report']['document-uri'],
          disposition: report['csp-report'].disposition,
        },
      ];
  return raw.map((v) => ({
    directive: (v.directive ?? '').split(' ')[0]?.slice(0, 64) ?? '',
    blocked: scrubbed(v.blocked, 'origin'),
    page: scrubbed(v.page, 'path'),
    disposition: v.disposition === 'report' ? 'report' : 'enforce',
  }));
}

/**
 * `POST /csp-reports`: where browsers send the shop's Content-Security-Policy violations (`report-uri` and
 * `report-to`). Write-only (204, nothing to read back), size-capped, validated and rate-limited per IP; each
 * violation is logged scrubbed of personal data (see {@link violationsOf}). Browsers send these without the
 * shop's Origin, so it is on the list of state changes exempt from the cross-site check.
 */
export const cspReportRoutes: FastifyPluginAsyncZod<{
  guard: LookupGuard;
  log?: (violation: CspViolation, logger: FastifyBaseLogger) => void;
}> = async (
  app,
  { guard, log = (violation, logger) => logger.warn({ cspViolation: violation }, 'CSP violation') },
) => {
  // The report media types, in this plugin only: the rest of the API keeps to JSON.
  const json = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser(
    ['application/csp-report', 'application/reports+json'],
    { parseAs: 'string', bodyLimit: CSP_REPORT_BODY_LIMIT },
    json,
  );
  app.post(
    '/csp-reports',
    {
      bodyLimit: CSP_REPORT_BODY_LIMIT,
      schema: {
        tags: ['security'],
        summary:
          'Collects Content-Security-Policy violation reports (application/csp-report, application/reports+json ' +
          'or JSON); write-only, at most 8 KB, rate-limited (429 with Retry-After)',
        body: reportBodySchema,
        response: { 204: z.null(), ...errorResponses(400, 413, 415, 429) },
      },
      // Counted before the body is validated, so a flood of broken reports is limited too.
      preValidation: async (request, reply) => guard('cspReports', request, reply),
    },
    async (request, reply) => {
      for (const violation of violationsOf(request.body)) log(violation, request.log);
      return reply.code(204).send(null);
    },
  );
};
