import type { CatalogueParams } from '@fitkit/commerce-hooks';
import { parseVehiclePath, type VehiclePathParams } from '@fitkit/fitment';
import { data, type LoaderFunctionArgs, type Params } from 'react-router';
import { filterParams } from '../lib/facets';
import { fitmentParams, listingQuery } from '../lib/listing';
import { SEO_TEMPLATES } from '../lib/seo';
import { adoptVehicleFromUrl } from './adopt-vehicle.server';
import { commerceContext } from './commerce.server';
import { declarePage, tagPage } from './page-kind.server';
import { cataloguePurgeKeys } from './purge-keys';
import { dataOr404 } from './result.server';
import { pageHead, urlVehicleValues } from './seo.server';
import { shopperContext } from './shopper.server';

/** The vehicle of a fitable route's -mmy twin, from its params; null on the plain route. */
export function twinVehicle(params: Params): VehiclePathParams | null {
  if (!params.makeSlug) return null;
  const vehicle = parseVehiclePath(params);
  if (!vehicle) throw data('Invalid Make/Model from url', { status: 404 });
  return vehicle;
}

/** Middleware of a fitable route: a whole vehicle in its -mmy twin's URL becomes the shopper's vehicle. */
export const adoptTwinVehicle = adoptVehicleFromUrl((params) =>
  params.makeSlug ? parseVehiclePath(params) : null,
);

/**
 * The loader of a fitable listing (specials, new products, a brand): the -mmy twin's vehicle, else the saved one,
 * narrows it to fitted products.
 */
export function fitableListingLoader(
  route: Extract<CatalogueParams['route'], 'specials' | 'new-products' | 'brand'>,
) {
  return async ({ params, request, context }: LoaderFunctionArgs) => {
    declarePage(context, 'public');
    const vehicle = twinVehicle(params);
    const { fitment, saved } = context.get(shopperContext);
    const catalogue = await context.get(commerceContext).client.getCatalogue({
      route,
      ...(params.brandSlug ? { brandSlug: params.brandSlug } : {}),
      ...(vehicle ?? fitmentParams(fitment)),
      ...listingQuery(new URL(request.url)),
      ...filterParams(new URL(request.url)),
      pageSize: 24,
    });
    const page = dataOr404(catalogue);
    tagPage(context, ...cataloguePurgeKeys(page));
    const head = pageHead(request, SEO_TEMPLATES.listing, {
      name: page.name,
      ...urlVehicleValues(vehicle, saved),
    });
    return { catalogue: page, head };
  };
}
