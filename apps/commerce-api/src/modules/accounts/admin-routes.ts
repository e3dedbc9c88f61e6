import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { USER_ROLES } from '../../db/schema';
import { requireLocalAdmin } from '../../http/local-admin';
import { setUserRole } from './roles';

/**
 * `PUT /admin/users/role`: `users:admin` sets an account's role through the running API while it holds the
 * embedded database's lock. Only from this machine with the holder file's admin token (`requireLocalAdmin`; a
 * plain 404 otherwise, checked before the body), never from a shopper's session; not in the OpenAPI document.
 * Answers whether an account has the e-mail (its role is then set), so a 404 always means the route refused.
 */
export const adminUserRoutes: FastifyPluginAsyncZod<{ db: Database; token: string }> = async (
  app,
  { db, token },
) => {
  app.addHook('onRequest', async (request) => requireLocalAdmin(request, token));
  app.put(
    '/admin/users/role',
    {
      schema: {
        hide: true,
        body: z.object({ email: z.string().trim().min(3).max(254), role: z.enum(USER_ROLES) }),
        response: { 200: z.object({ found: z.boolean() }) },
      },
    },
    async (request) => ({ found: await setUserRole(db, request.body.email, request.body.role) }),
  );
};
