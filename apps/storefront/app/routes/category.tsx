import { data } from 'react-router';
import { CataloguePage } from '../components/catalogue-page';
import { crumbHref } from '../lib/breadcrumbs';
import { parseCategoryPath } from '../lib/category-path';
import { filterParams } from '../lib/facets';
import { headMeta } from '../lib/head';
import { fitmentParams, listingQuery } from '../lib/listing';
import { breadcrumbJsonLd, SEO_TEMPLATES } from '../lib/seo';
import { adoptVehicleFromUrl } from '../server/adopt-vehicle.server';
import { commerceContext } from '../server/commerce.server';
import { declarePage, tagPage } from '../server/page-kind.server';
import { cataloguePurgeKeys, purgeKey } from '../server/purge-keys';
import { dataOr404 } from '../server/result.server';
import { pageHead, publicOrigin, urlVehicleValues } from '../server/seo.server';
import { shopperContext } from '../server/shopper.server';
import type { Route } from './+types/category';

// A category listing; its depth is the deepest level present; `f/{facetSlug}/` narrows it to a custom facet. The -mmy twin narrows it to the vehicle in the
// URL; otherwise a saved vehicle narrows it, so a listing with a vehicle shows only fitted products.
export const middleware: Route.MiddlewareFunction[] = [
  adoptVehicleFromUrl((params) => parseCategoryPath(params['*'] ?? '')?.vehicle ?? null),
];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  declarePage(context, 'public');
  const parsed = parseCategoryPath(params['*'] ?? '');
  if (!parsed) throw data('This page could not be found', { status: 404 });
  const { fitment, saved } = context.get(shopperContext);
  const catalogue = await context.get(commerceContext).client.getCatalogue({
    route: 'category',
    path: parsed.levels.join('/'),
    ...(parsed.facet ? { customFacet: parsed.facet } : {}),
    ...(parsed.vehicle ?? fitmentParams(fitment)),
    ...listingQuery(new URL(request.url)),
    ...filterParams(new URL(request.url)),
    pageSize: 24,
  });
  const page = dataOr404(catalogue);
  tagPage(context, purgeKey('category', parsed.levels.join('/')), ...cataloguePurgeKeys(page));
  const crumbs = page.breadcrumbs.map((crumb) => ({ name: crumb.name, href: crumbHref('category', crumb) }));
  const head = pageHead(
    request,
    SEO_TEMPLATES.listing,
    { name: page.name, ...urlVehicleValues(parsed.vehicle, saved) },
    { jsonLd: [breadcrumbJsonLd(publicOrigin(request), crumbs)] },
  );
  return { catalogue: page, head };
}

export const meta: Route.MetaFunction = ({ loaderData }) => headMeta(loaderData?.head);

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  return <CataloguePage catalogue={loaderData.catalogue} />;
}
