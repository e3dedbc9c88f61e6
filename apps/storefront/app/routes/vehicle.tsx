import { parseVehiclePath } from '@fitkit/fitment';
import { data } from 'react-router';
import { CataloguePage } from '../components/catalogue-page';
import { listingQuery } from '../lib/listing';
import { pageMeta } from '../lib/meta';
import { adoptVehicleFromUrl } from '../server/adopt-vehicle.server';
import { commerce } from '../server/commerce.server';
import { dataOr404 } from '../server/result.server';
import type { Route } from './+types/vehicle';

// The vehicle landing page (route mmy): every product that fits the vehicle in the URL.
export const middleware: Route.MiddlewareFunction[] = [adoptVehicleFromUrl(parseVehiclePath)];

export async function loader({ params, request }: Route.LoaderArgs) {
  const vehicle = parseVehiclePath(params);
  if (!vehicle) throw data('Invalid Make/Model from url', { status: 404 });
  const [named, catalogue] = await Promise.all([
    commerce.getVehicle(vehicle),
    commerce.getCatalogue({ route: 'mmy', ...vehicle, ...listingQuery(new URL(request.url)), pageSize: 24 }),
  ]);
  const resolved = dataOr404(named);
  return { vehicle: resolved, catalogue: dataOr404(catalogue) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { year, make, model } = loaderData.vehicle;
  const name = [year, make.name, model?.name].filter(Boolean).join(' ');
  return pageMeta(`${name} Parts & Accessories`, `Parts and accessories that fit the ${name}.`);
};

export default function VehiclePage({ loaderData }: Route.ComponentProps) {
  const { vehicle, catalogue } = loaderData;
  const name = [vehicle.year, vehicle.make.name, vehicle.model?.name].filter(Boolean).join(' ');
  return <CataloguePage catalogue={catalogue} title={`${name} ${catalogue.name}`} />;
}
