import { CataloguePage } from '../components/catalogue-page';
import { headMeta } from '../lib/head';
import { adoptTwinVehicle, fitableListingLoader } from '../server/listing.server';
import type { Route } from './+types/brand';

export const middleware: Route.MiddlewareFunction[] = [adoptTwinVehicle];

export const loader = fitableListingLoader('brand');

export const meta: Route.MetaFunction = ({ loaderData }) => headMeta(loaderData?.head);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <CataloguePage catalogue={loaderData.catalogue} />;
}
