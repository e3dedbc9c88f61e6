import { sitemapFile, sitemapIndexXml } from '../lib/sitemap-xml';
import { commerceContext } from '../server/commerce.server';
import { getOnly } from '../server/get-only.server';
import { declarePage } from '../server/page-kind.server';
import { dataOr404 } from '../server/result.server';
import { publicOrigin } from '../server/seo.server';
import type { Route } from './+types/sitemap-index';

// /sitemap.xml: the index of the paged sitemaps of categories, brands, products and vehicle pages.
export async function loader({ request, context }: Route.LoaderArgs) {
  declarePage(context, 'public');
  const origin = publicOrigin(request);
  const { sitemaps } = dataOr404(await context.get(commerceContext).client.getSitemapIndex());
  const files = sitemaps.flatMap(({ kind, pages }) =>
    Array.from({ length: pages }, (_, i) => `${origin}/sitemaps/${sitemapFile(kind, i + 1)}`),
  );
  return new Response(sitemapIndexXml([`${origin}/sitemaps/${sitemapFile('pages', 1)}`, ...files]), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}

/** Only GET: a post answers a plain 405. */
export const action = getOnly;
