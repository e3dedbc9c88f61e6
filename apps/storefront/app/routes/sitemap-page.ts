import type { SitemapKind } from '@fitkit/commerce-hooks';
import { data } from 'react-router';
import { parseSitemapFile, urlSetXml } from '../lib/sitemap-xml';
import { commerceContext } from '../server/commerce.server';
import { getOnly } from '../server/get-only.server';
import { declarePage } from '../server/page-kind.server';
import { dataOr404 } from '../server/result.server';
import { publicOrigin } from '../server/seo.server';
import type { Route } from './+types/sitemap-page';

const KINDS: readonly SitemapKind[] = ['categories', 'brands', 'products', 'vehicles'];
// The shop's own fixed pages, listed beside the catalogue's.
const PAGES = ['/', '/brands/', '/specials/', '/new-products/'];

// /sitemaps/sitemap-{kind}-{page}.xml: one page of shop URLs of a kind.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  declarePage(context, 'public');
  const file = parseSitemapFile(params.file ?? '');
  if (!file) throw data('This page could not be found', { status: 404 });
  const origin = publicOrigin(request);
  let paths: string[];
  if (file.kind === 'pages' && file.page === 1) paths = PAGES;
  else {
    const kind = KINDS.find((k) => k === file.kind);
    if (!kind) throw data('This page could not be found', { status: 404 });
    paths = dataOr404(await context.get(commerceContext).client.getSitemapPage(kind, file.page)).paths;
  }
  return new Response(urlSetXml(paths.map((path) => `${origin}${path}`)), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}

/** Only GET: a post answers a plain 405. */
export const action = getOnly;
