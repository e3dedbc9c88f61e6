import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ApiError } from './errors';

/** The `x-site` header of cart and checkout calls (SPEC §7): which shop the data belongs to. */
export const siteHeaders = z.object({
  'x-site': z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._-]{1,64}$/, 'x-site must be 1–64 letters, digits, dots, dashes or underscores'),
});

/** Makes every route of a plugin require `x-site`, checked before validation so a missing one reads MISSING_SITE. */
export function requireSite(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const site = request.headers['x-site'];
    if (typeof site !== 'string' || site.trim() === '') {
      throw new ApiError(400, 'MISSING_SITE', 'The x-site header is required');
    }
  });
}
