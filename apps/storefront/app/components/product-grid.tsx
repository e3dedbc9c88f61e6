import type { ProductSummary } from '@fitkit/commerce-hooks';
import { imagePriority } from '@fitkit/ui/image';
import { ProductCard } from '@fitkit/ui/product-card';
import { useLocation, useNavigate } from 'react-router';
import { withOverlay } from '../lib/overlay';
import { useShop } from '../lib/shop';
import { WishlistHeartSlot } from './wishlist-heart-slot';

/**
 * A listing's product cards, each linking to its SKU page and showing its fit for the saved vehicle. The first
 * card's picture is the listing's LCP image; the first five load eagerly, the rest lazily (`@fitkit/ui/image`).
 */
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
            imagePriority={imagePriority(index, { lcp: true })}
            onCheckFit={() => navigate(withOverlay(location, 'fitment'), { preventScrollReset: true })}
            action={<WishlistHeartSlot productId={product.productId} productName={product.name} />}
          />
        </li>
      ))}
    </ul>
  );
}
