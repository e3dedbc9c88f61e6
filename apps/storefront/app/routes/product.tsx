import { parseVehiclePath } from '@fitkit/fitment';
import { FitBadge, Price } from '@fitkit/ui';
import { data, Link, useLocation, useNavigate, useRouteLoaderData } from 'react-router';
import { AddToCart } from '../components/add-to-cart';
import { ProductImage } from '../components/product-image';
import { crumbHref } from '../lib/breadcrumbs';
import { pageMeta } from '../lib/meta';
import { withOverlay } from '../lib/overlay';
import type { loader as rootLoader } from '../root';
import { adoptVehicleFromUrl } from '../server/adopt-vehicle.server';
import { commerce } from '../server/commerce.server';
import { dataOr404 } from '../server/result.server';
import { shopperContext } from '../server/shopper.server';
import type { Route } from './+types/product';

// The product line page and its SKU page (route sku): the SKU in the URL is the one shown and added to the cart.
export const middleware: Route.MiddlewareFunction[] = [
  adoptVehicleFromUrl((params) => (params.makeSlug ? parseVehiclePath(params) : null)),
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const { permId, fitment } = context.get(shopperContext);
  // On the -mmy twin the vehicle in the URL decides the fit; elsewhere the saved vehicle does.
  const twin = params.makeSlug ? parseVehiclePath(params) : null;
  if (params.makeSlug && !twin) throw data('Invalid Make/Model from url', { status: 404 });
  const product = await commerce.getProduct(
    params.productLine,
    { ...(params.skuSlug ? { skuSlug: params.skuSlug } : {}), ...(twin ?? fitment ?? {}) },
    { permId },
  );
  return { product: dataOr404(product) };
}

export const meta: Route.MetaFunction = ({ loaderData: data }) =>
  data
    ? pageMeta(`${data.product.name} by ${data.product.brand.name}`, data.product.description.slice(0, 160))
    : [];

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const location = useLocation();
  const navigate = useNavigate();
  const image = product.gallery[0];
  return (
    <div className="page product">
      <nav aria-label="Breadcrumb" className="breadcrumbs">
        <ol>
          {product.breadcrumbs.map((crumb) => (
            <li key={crumb.path}>
              <Link to={crumbHref('category', crumb)}>{crumb.name}</Link>
            </li>
          ))}
        </ol>
      </nav>
      <div className="product__layout">
        <div className="product__gallery">
          {image && <ProductImage image={image} alt={image.alt} width={640} height={480} priority />}
        </div>
        <div className="product__details">
          <p className="product__brand">{product.brand.name}</p>
          <h1>{product.name}</h1>
          <p className="product__sku">Part number {product.sku}</p>
          <Price cents={product.actualPrice} original={product.originalPrice} size="lg" />
          <FitBadge
            size="lg"
            status={product.fitment.status}
            vehicleName={root?.vehicle?.primary}
            appNote={product.fitment.appNote}
            universal={product.isUniversal}
            productName={product.name}
            showPrompt
            onCheckFit={() => navigate(withOverlay(location, 'fitment'), { preventScrollReset: true })}
          />
          {product.skus.length > 1 && (
            <nav aria-label="Options" className="product__skus">
              <ul>
                {product.skus.map((sku) => (
                  <li key={sku.skuSlug}>
                    <Link
                      to={`/p/${product.productLineSlug}/${sku.skuSlug}/`}
                      aria-current={sku.skuSlug === product.skuSlug ? 'page' : undefined}
                      preventScrollReset
                    >
                      {sku.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {product.isOutOfStock ? (
            <p className="product__stock">Out of stock</p>
          ) : (
            <AddToCart product={product} />
          )}
          <div className="product__description">
            <h2>Description</h2>
            <p>{product.description}</p>
          </div>
        </div>
      </div>
    </div>
  );
}
