import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireOwnPermId } from './ownership';
import { permIdSchema } from './schemas';
import { requireSite, siteHeaders } from './site';

export { siteHeaders };

/** The site of a validated request. */
export const site = (headers: { 'x-site': string }): string => headers['x-site'];

/** Path parameters of a shopper's cart or checkout. */
export const permParams = z.object({ permId: permIdSchema });

/**
 * Guards every route of a cart or checkout plugin, before validation: a missing site reads MISSING_SITE, then a
 * path whose permId is not the shopper's own (its cookie) is refused with the one FORBIDDEN answer. The cart
 * routes pass an owner check that also knows wishlist ids.
 */
export function guardShopperRoutes(
  app: FastifyInstance,
  requireOwner: (request: FastifyRequest<{ Params: unknown }>) => Promise<void> = requireOwnPermId,
): void {
  requireSite(app);
  app.addHook('preValidation', requireOwner);
}
