import { Link } from 'react-router';
import { headMeta } from '../lib/head';
import { fitmentParams } from '../lib/listing';
import { SEO_TEMPLATES } from '../lib/seo';
import { commerceContext } from '../server/commerce.server';
import { declarePage } from '../server/page-kind.server';
import { dataOr404 } from '../server/result.server';
import { pageHead } from '../server/seo.server';
import { shopperContext } from '../server/shopper.server';
import type { Route } from './+types/brands';

// Every brand with its product count (for the saved vehicle when there is one), linking to its brand page.
export async function loader({ context, request }: Route.LoaderArgs) {
  declarePage(context, 'public');
  const { fitment } = context.get(shopperContext);
  const brands = dataOr404(
    await context.get(commerceContext).client.getBrands(fitmentParams(fitment)),
  ).brands;
  return { brands, head: pageHead(request, SEO_TEMPLATES.listing, { name: 'Shop by Brand' }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => headMeta(loaderData?.head);

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
