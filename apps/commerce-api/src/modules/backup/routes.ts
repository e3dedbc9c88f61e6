import type { FastifyPluginAsync } from 'fastify';
import { requireLocalAdmin } from '../../http/local-admin';

/** What the backup route needs: the token it requires and the dump of the open data folder. */
export interface BackupSource {
  /** Secret sent as `x-admin-token`; the running API writes it to the owner-only holder file. */
  token: string;
  /** A tar.gz of the data folder, taken by the database itself so it is consistent. */
  dump: () => Promise<Blob>;
}

/**
 * `GET /admin/backup`: the data folder as a tar.gz, for `db:backup` while the API holds the folder's lock. Only from
 * this machine and with the token of the holder file (`requireLocalAdmin`); anything else is a plain 404 and the
 * route is not in the OpenAPI document.
 */
export const backupRoutes: FastifyPluginAsync<BackupSource> = async (app, source) => {
  app.get('/admin/backup', { schema: { hide: true } }, async (request, reply) => {
    requireLocalAdmin(request, source.token);
    const dump = await source.dump();
    reply.header('content-type', 'application/gzip').header('cache-control', 'no-store');
    return reply.send(Buffer.from(await dump.arrayBuffer()));
  });
};
