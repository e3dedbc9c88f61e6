import { Link } from 'react-router';
import { fitmentParams } from '../lib/listing';
import { pageMeta } from '../lib/meta';
import { commerce } from '../server/commerce.server';
import { dataOr404 } from '../server/result.server';
import { shopperContext } from '../server/shopper.server';
import type { Route } from './+types/brands';

// Every brand with its product count (for the saved vehicle when there is one), linking to its brand page.
export async function loader({ context }: Route.LoaderArgs) {
  const { fitment } = context.get(shopperContext);
  return { brands: dataOr404(await commerce.getBrands(fitmentParams(fitment))).brands };
}

export const meta: Route.MetaFunction = () => pageMeta('Shop by Brand', 'Every brand we carry, A to Z.');

export default function BrandsPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page brands-page">
      <h1>Shop by Brand</h1>
      <ul className="brands-page__list">
        {loaderData.brands.map((brand) => (
          <li key={brand.slug}>
            <Link to={`/b/${brand.slug}/`}>{brand.name}</Link>{' '}
            <span className="brands-page__count">
              ({brand.productCount} {brand.productCount === 1 ? 'product' : 'products'})
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
