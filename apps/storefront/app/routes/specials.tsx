import { CataloguePage } from '../components/catalogue-page';
import { headMeta } from '../lib/head';
import { adoptTwinVehicle, fitableListingLoader } from '../server/listing.server';
import type { Route } from './+types/specials';

export const middleware: Route.MiddlewareFunction[] = [adoptTwinVehicle];

export const loader = fitableListingLoader('specials');

export const meta: Route.MetaFunction = ({ loaderData }) => headMeta(loaderData?.head);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <CataloguePage catalogue={loaderData.catalogue} />;
}
