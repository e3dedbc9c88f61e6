import { CataloguePage } from '../components/catalogue-page';
import { fitmentParams, listingQuery } from '../lib/listing';
import { pageMeta } from '../lib/meta';
import { commerce } from '../server/commerce.server';
import { dataOr404 } from '../server/result.server';
import { shopperContext } from '../server/shopper.server';
import type { Route } from './+types/category';

// A category listing; its depth is the deepest level present. With a saved vehicle only fitted products show.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { fitment } = context.get(shopperContext);
  const path = [params.lvl0, params.lvl1, params.lvl2, params.lvl3].filter(Boolean).join('/');
  const catalogue = await commerce.getCatalogue({
    route: 'category',
    path,
    ...fitmentParams(fitment),
    ...listingQuery(new URL(request.url)),
    pageSize: 24,
  });
  return { catalogue: dataOr404(catalogue) };
}

export const meta: Route.MetaFunction = ({ loaderData: data }) =>
  data ? pageMeta(data.catalogue.name, `Shop ${data.catalogue.name} parts and accessories.`) : [];

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  return <CataloguePage catalogue={loaderData.catalogue} />;
}
