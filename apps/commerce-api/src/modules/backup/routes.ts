import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../../http/errors';

/** What the backup route needs: the token it requires and the dump of the open data folder. */
export interface BackupSource {
  /** Secret sent as `x-admin-token`; the running API writes it to the owner-only holder file. */
  token: string;
  /** A tar.gz of the data folder, taken by the database itself so it is consistent. */
  dump: () => Promise<Blob>;
}

/** The token header of the admin routes. */
export const ADMIN_TOKEN_HEADER = 'x-admin-token';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function sameToken(sent: unknown, token: string): boolean {
  if (typeof sent !== 'string') return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `GET /admin/backup`: the data folder as a tar.gz, for `db:backup` while the API holds the folder's lock. Only from
 * this machine and with the token of the holder file; the shop's `/api` proxy also connects from loopback, so the
 * token is what keeps the route private. Anything else is a plain 404 and the route is not in the OpenAPI document.
 */
export const backupRoutes: FastifyPluginAsync<BackupSource> = async (app, source) => {
  app.get('/admin/backup', { schema: { hide: true } }, async (request, reply) => {
    const local = LOOPBACK.has(request.socket.remoteAddress ?? '');
    if (!local || !sameToken(request.headers[ADMIN_TOKEN_HEADER], source.token)) {
      throw new ApiError(404, 'NOT_FOUND', 'Not found');
    }
    const dump = await source.dump();
    reply.header('content-type', 'application/gzip').header('cache-control', 'no-store');
    return reply.send(Buffer.from(await dump.arrayBuffer()));
  });
};
