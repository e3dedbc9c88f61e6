import { parseVehiclePath } from '@fitkit/fitment';
import { data } from 'react-router';
import { CataloguePage } from '../components/catalogue-page';
import { crumbHref } from '../lib/breadcrumbs';
import { filterParams } from '../lib/facets';
import { headMeta } from '../lib/head';
import { listingQuery } from '../lib/listing';
import { breadcrumbJsonLd, SEO_TEMPLATES } from '../lib/seo';
import { adoptVehicleFromUrl } from '../server/adopt-vehicle.server';
import { commerceContext } from '../server/commerce.server';
import { declarePage } from '../server/page-kind.server';
import { dataOr404 } from '../server/result.server';
import { pageHead, publicOrigin } from '../server/seo.server';
import type { Route } from './+types/vehicle';

// The vehicle landing page (route mmy): every product that fits the vehicle in the URL.
export const middleware: Route.MiddlewareFunction[] = [adoptVehicleFromUrl(parseVehiclePath)];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  declarePage(context, 'public');
  const { client } = context.get(commerceContext);
  const vehicle = parseVehiclePath(params);
  if (!vehicle) throw data('Invalid Make/Model from url', { status: 404 });
  const [named, catalogue] = await Promise.all([
    client.getVehicle(vehicle),
    client.getCatalogue({
      route: 'mmy',
      ...vehicle,
      ...listingQuery(new URL(request.url)),
      ...filterParams(new URL(request.url)),
      pageSize: 24,
    }),
  ]);
  const resolved = dataOr404(named);
  const page = dataOr404(catalogue);
  const crumbs = page.breadcrumbs.map((crumb) => ({ name: crumb.name, href: crumbHref('mmy', crumb) }));
  const head = pageHead(
    request,
    SEO_TEMPLATES.listing,
    { name: page.name, make: resolved.make.name, model: resolved.model?.name, year: resolved.year },
    { jsonLd: [breadcrumbJsonLd(publicOrigin(request), crumbs)] },
  );
  return { vehicle: resolved, catalogue: page, head };
}

export const meta: Route.MetaFunction = ({ loaderData }) => headMeta(loaderData?.head);

export default function VehiclePage({ loaderData }: Route.ComponentProps) {
  const { vehicle, catalogue } = loaderData;
  const name = [vehicle.year, vehicle.make.name, vehicle.model?.name].filter(Boolean).join(' ');
  return <CataloguePage catalogue={catalogue} title={`${name} ${catalogue.name}`} />;
}
