import { data } from 'react-router';
import { config } from '../server/config.server';
import { declarePage } from '../server/page-kind.server';
import { purgeDocuments } from '../server/purge.server';
import { isPurgeKey } from '../server/purge-keys';
import type { Route } from './+types/cache-purge';

// The purge hook (docs/cdn.md): `POST /cache-purge/` with `Authorization: Bearer $PURGE_SECRET` and a form of
// `key` fields (`product-line:{slug}`, `category:{path}`, `story:{full slug}`, or `pages` for all) drops the shop's
// kept pages that name them. The catalogue's import and the CMS's publish webhook call it, beside the CDN's own
// purge of the same keys. Without PURGE_SECRET the path does not exist.

const notFound = () => data('This page could not be found', { status: 404 });
const MAX_KEYS = 500;

/** True when the request carries the purge secret (compared in constant time). */
function authorised(request: Request, secret: string): boolean {
  const given = Buffer.from(request.headers.get('authorization') ?? '');
  const wanted = Buffer.from(`Bearer ${secret}`);
  let diff = given.length ^ wanted.length;
  for (let i = 0; i < wanted.length; i++) diff |= (given[i] ?? 0) ^ (wanted[i] as number);
  return diff === 0;
}

export async function action({ request, context }: Route.ActionArgs) {
  declarePage(context, 'private');
  const secret = config.purgeSecret;
  if (!secret) throw notFound();
  if (!authorised(request, secret)) throw data('Unauthorized', { status: 401 });
  const keys = (await request.formData()).getAll('key').map(String);
  if (keys.length === 0 || keys.length > MAX_KEYS || !keys.every(isPurgeKey)) {
    throw data(`Name 1–${MAX_KEYS} purge keys (key=product-line:…, category:…, story:…, build:… or pages)`, {
      status: 400,
    });
  }
  return Response.json(
    { purged: await purgeDocuments(keys) },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

// Nothing to show: a visit is a 404 like any unknown path (with the hook on, a 405 naming POST).
export function loader({ context }: Route.LoaderArgs) {
  declarePage(context, 'private');
  if (!config.purgeSecret) throw notFound();
  throw new Response('Method Not Allowed', {
    status: 405,
    headers: { Allow: 'POST', 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
