import { CataloguePage } from '../components/catalogue-page';
import { pageMeta } from '../lib/meta';
import { adoptTwinVehicle, fitableListingLoader } from '../server/listing.server';
import type { Route } from './+types/specials';

export const middleware: Route.MiddlewareFunction[] = [adoptTwinVehicle];

export const loader = fitableListingLoader('specials');

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta(loaderData.catalogue.name) : [];

export default function Page({ loaderData }: Route.ComponentProps) {
  return <CataloguePage catalogue={loaderData.catalogue} />;
}
