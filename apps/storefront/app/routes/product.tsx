import type { ProductLine } from '@fitkit/commerce-hooks';
import { FitBadge } from '@fitkit/ui/fit-badge';
import { PriceBlock } from '@fitkit/ui/price-block';
import { ProductGallery } from '@fitkit/ui/product-gallery';
import { buildImageUrl } from '@fitkit/ui/provider';
import { memo, useCallback, useState } from 'react';
import { Link, useLocation, useNavigate, useRouteLoaderData } from 'react-router';
import { AddToCart } from '../components/add-to-cart';
import { FinancingPromo } from '../components/financing-promo';
import { ProductReviews, ProductStory } from '../components/product-extras';
import { Recommendations } from '../components/recommendations';
import { WishlistHeartSlot } from '../components/wishlist-heart-slot';
import { crumbHref } from '../lib/breadcrumbs';
import { deferHydration } from '../lib/deferred-hydration';
import { headMeta } from '../lib/head';
import { withOverlay } from '../lib/overlay';
import { breadcrumbJsonLd, productJsonLd, SEO_TEMPLATES } from '../lib/seo';
import { useRecordProductView } from '../lib/shopper-state';
import type { loader as rootLoader } from '../root';
import { commerceContext } from '../server/commerce.server';
import { adoptTwinVehicle, twinVehicle } from '../server/listing.server';
import { declarePage, tagPage } from '../server/page-kind.server';
import { cataloguePurgeKeys, purgeKey } from '../server/purge-keys';
import { dataOr404 } from '../server/result.server';
import { pageHead, publicOrigin, urlVehicleValues } from '../server/seo.server';
import { shopperContext } from '../server/shopper.server';
import type { Route } from './+types/product';

/** Whether two renders show the same product (revalidated loader data with the same content is no update). */
function sameProduct(before: { product: ProductLine }, after: { product: ProductLine }): boolean {
  return before.product === after.product || JSON.stringify(before.product) === JSON.stringify(after.product);
}

// The drills (fitment and option selects) hydrate once the browser is idle; until then their server HTML is there
// and the SKU links work. Revalidated loader data with the same content is no update (it would make the
// unhydrated drills wait for their code).
const drillsPart = deferHydration(() => import('../components/product-drills').then((m) => m.ProductDrills));

const ProductDrills = memo(
  drillsPart.Component,
  (before, after) => sameProduct(before, after) && before.addToCartFailures === after.addToCartFailures,
);

// The shipping texts' same-day countdown ticks only after paint: it hydrates once its code has loaded, like the drills.
const shippingPart = deferHydration(() =>
  import('../components/product-shipping').then((m) => m.ProductShipping),
);
const ProductShipping = memo(shippingPart.Component, sameProduct);

// The product line page and its SKU page (route sku): the SKU in the URL is the one shown and added to the cart.
export const middleware: Route.MiddlewareFunction[] = [adoptTwinVehicle];

export async function loader({ params, context, request }: Route.LoaderArgs) {
  declarePage(context, 'public');
  const { fitment, saved } = context.get(shopperContext);
  // On the -mmy twin the vehicle in the URL decides the fit; elsewhere the saved vehicle does.
  const twin = twinVehicle(params);
  // The same for every shopper: the view is recorded by the browser after paint (useRecordProductView).
  const product = await context.get(commerceContext).client.getProduct(params.productLine, {
    ...(params.skuSlug ? { skuSlug: params.skuSlug } : {}),
    ...(twin ?? fitment ?? {}),
  });
  const line = dataOr404(product);
  tagPage(context, purgeKey('product-line', line.productLineSlug), ...cataloguePurgeKeys(line));
  const origin = publicOrigin(request);
  const image = line.gallery[0];
  const crumbs = line.breadcrumbs.map((crumb) => ({ name: crumb.name, href: crumbHref('category', crumb) }));
  const productPath = params.skuSlug
    ? `/p/${line.productLineSlug}/${line.skuSlug}/`
    : `/p/${line.productLineSlug}/`;
  const head = pageHead(
    request,
    SEO_TEMPLATES.product,
    { name: line.name, ...urlVehicleValues(twin, saved) },
    {
      jsonLd: [
        productJsonLd({
          name: line.name,
          description: line.description,
          sku: line.sku,
          brand: line.brand.name,
          image: image ? buildImageUrl(image, { w: 640, h: 480 }, `${origin}/api`) : '',
          url: `${origin}${productPath}`,
          priceCents: line.actualPrice,
          inStock: !line.isOutOfStock,
        }),
        breadcrumbJsonLd(origin, crumbs),
      ],
    },
  );
  // A vehicle twin shows the same product: its canonical page is the one without the vehicle.
  return {
    product: line,
    head: twin ? { ...head, canonical: `${origin}/p/${line.productLineSlug}/` } : head,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => headMeta(loaderData?.head);

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  useRecordProductView(product.productLineSlug);
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const location = useLocation();
  const navigate = useNavigate();
  // Counted so the drills set their order-control error flag on each failed add to cart (SPEC §8).
  const [addToCartFailures, setAddToCartFailures] = useState(0);
  const countAddToCartFailure = useCallback(() => setAddToCartFailures((count) => count + 1), []);
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
          {product.gallery.length > 0 && (
            <ProductGallery images={product.gallery} label={`${product.name} pictures`} />
          )}
        </div>
        <div className="product__details">
          <p className="product__brand">{product.brand.name}</p>
          <h1>{product.name}</h1>
          <p className="product__sku">Part number {product.sku}</p>
          <ProductReviews product={product} />
          <PriceBlock
            actualPrice={product.actualPrice}
            originalPrice={product.originalPrice}
            minimumPrice={product.minimumPrice}
            hasMAPViolation={product.hasMAPViolation}
            isPreOrder={product.isPreOrder}
            isOutOfStock={product.isOutOfStock}
          />
          <FinancingPromo amountCents={product.actualPrice} sku={product.sku} />
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
          {product.controls.drills.length > 0 ? (
            <ProductDrills product={product} addToCartFailures={addToCartFailures} />
          ) : (
            product.skus.length > 1 && (
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
            )
          )}
          <ProductShipping product={product} />
          {!product.isOutOfStock && <AddToCart product={product} onFailure={countAddToCartFailure} />}
          <WishlistHeartSlot
            productId={product.productId}
            productName={product.name}
            className="product__wishlist"
          />
          <div className="product__description">
            <h2>Description</h2>
            <p>{product.description}</p>
          </div>
          <ProductStory product={product} />
        </div>
      </div>
      <Recommendations
        types={['similar', 'related', 'recent', 'recommended']}
        productLineSlug={product.productLineSlug}
      />
    </div>
  );
}
