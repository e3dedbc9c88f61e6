import { getOnly } from '../server/get-only.server';
import { declarePage } from '../server/page-kind.server';
import { publicOrigin } from '../server/seo.server';
import type { Route } from './+types/robots';

// robots.txt: everything but the cart, checkout and the API; the sitemap index is named in full.
export function loader({ request, context }: Route.LoaderArgs) {
  declarePage(context, 'public');
  const body = [
    'User-agent: *',
    'Disallow: /checkout/',
    'Disallow: /api/',
    'Disallow: /search/',
    'Disallow: /fitment/',
    '',
    `Sitemap: ${publicOrigin(request)}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}

/** Only GET: a post answers a plain 405. */
export const action = getOnly;
