import type { ProductSummary } from '@fitkit/commerce-hooks';
import { ProductCard } from '@fitkit/ui/product-card';
import { useLocation, useNavigate } from 'react-router';
import { withOverlay } from '../lib/overlay';
import { useShop } from '../lib/shop';
import { WishlistHeartSlot } from './wishlist-heart-slot';

// The first row is above the fold on desktop: its images load eagerly.
const EAGER_IMAGES = 4;

/** A listing's product cards, each linking to its SKU page and showing its fit for the saved vehicle. */
export function ProductGrid({ products }: { products: readonly ProductSummary[] }) {
  const { vehicle } = useShop();
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <ul className="product-grid">
      {products.map((product, index) => (
        <li key={product.productId}>
          <ProductCard
            product={product}
            href={`/p/${product.productLineSlug}/${product.skuSlug}/`}
            vehicleName={vehicle?.primary}
            headingLevel={2}
            eagerImage={index < EAGER_IMAGES}
            onCheckFit={() => navigate(withOverlay(location, 'fitment'), { preventScrollReset: true })}
            action={<WishlistHeartSlot productId={product.productId} productName={product.name} />}
          />
        </li>
      ))}
    </ul>
  );
}
