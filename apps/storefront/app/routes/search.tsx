import { CataloguePage } from '../components/catalogue-page';
import { filterParams } from '../lib/facets';
import { headMeta } from '../lib/head';
import { fitmentParams, listingQuery } from '../lib/listing';
import { SEO_TEMPLATES } from '../lib/seo';
import { commerceContext } from '../server/commerce.server';
import { declarePage } from '../server/page-kind.server';
import { dataOr404 } from '../server/result.server';
import { pageHead } from '../server/seo.server';
import { shopperContext } from '../server/shopper.server';
import type { Route } from './+types/search';

const MAX_QUERY_LENGTH = 100;

// Search results for ?q= (trimmed); an empty query shows the empty state instead of calling the API.
export async function loader({ request, context }: Route.LoaderArgs) {
  declarePage(context, 'public');
  const url = new URL(request.url);
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH);
  const head = pageHead(
    request,
    SEO_TEMPLATES.listing,
    { name: q ? `Search results for "${q}"` : 'Search' },
    { noindex: true },
  );
  if (!q) return { q, catalogue: null, head };
  const { fitment } = context.get(shopperContext);
  const catalogue = await context.get(commerceContext).client.getCatalogue({
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
