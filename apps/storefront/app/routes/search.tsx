import { redirect } from 'react-router';
import { CataloguePage } from '../components/catalogue-page';
import { filterParams } from '../lib/facets';
import { headMeta } from '../lib/head';
import { fitmentParams, listingQuery } from '../lib/listing';
import { SEO_TEMPLATES } from '../lib/seo';
import { commerceContext } from '../server/commerce.server';
import { config } from '../server/config.server';
import { declarePage } from '../server/page-kind.server';
import { dataOr404 } from '../server/result.server';
import { searchRedirectTarget } from '../server/search-redirect.server';
import { pageHead } from '../server/seo.server';
import { shopperContext } from '../server/shopper.server';
import { loadShell } from '../server/sitewide.server';
import { cmsModeOf, timeTravelOf } from '../server/story.server';
import type { Route } from './+types/search';

const MAX_QUERY_LENGTH = 100;

// Search results for ?q= (trimmed); an empty query shows the empty state instead of calling the API. While the
// theme's searchRedirects flag is on, a query with a search redirect goes there instead (SPEC §7).
export async function loader({ request, context }: Route.LoaderArgs) {
  declarePage(context, 'public');
  const url = new URL(request.url);
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH);
  const { fitment } = context.get(shopperContext);
  const commerce = context.get(commerceContext).client;
  const { theme } = await loadShell(await cmsModeOf(request), timeTravelOf(request));
  const target = await searchRedirectTarget(commerce, q, fitment, {
    enabled: theme.searchRedirects,
    origin: url.origin,
    allowedOrigins: config.searchRedirectOrigins,
  });
  if (target) throw redirect(target);
  const head = pageHead(
    request,
    SEO_TEMPLATES.listing,
    { name: q ? `Search results for "${q}"` : 'Search' },
    { noindex: true },
  );
  if (!q) return { q, catalogue: null, head };
  const catalogue = await commerce.getCatalogue({
    route: 'search',
    q,
    ...fitmentParams(fitment),
    ...listingQuery(url),
    ...filterParams(url),
    pageSize: 24,
  });
  return { q, catalogue: dataOr404(catalogue), head };
}

export const meta: Route.MetaFunction = ({ loaderData }) => headMeta(loaderData?.head);

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.catalogue) {
    return (
      <div className="page">
        <h1>Search</h1>
        <p>Type what you are looking for in the search bar: a part, a brand or a part number.</p>
      </div>
    );
  }
  return <CataloguePage catalogue={loaderData.catalogue} />;
}
