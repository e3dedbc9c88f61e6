import type { ProductLine } from '@fitkit/commerce-hooks';
import { Button } from '@fitkit/ui/button';
import { GENERAL_ERROR } from '@fitkit/ui/general-messages/store';
import { QuantitySelector } from '@fitkit/ui/quantity-selector';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState } from 'react';
import { announceLastAdded } from '../lib/last-added';
import { useShop } from '../lib/shop';
import { useClaimShopperState, useShopperState } from '../lib/shopper-state';
import type { AddToCartOutcome, AddToCartPress } from './add-to-cart-request';

// The cart mutation (TanStack's mutation observer and the cart's optimistic update) loads on the button's first
// hover or focus, or with the first press, instead of with the product page.
const loadRequest = () => import('./add-to-cart-request');
const AddToCartRequest = lazy(() => loadRequest().then((m) => ({ default: m.AddToCartRequest })));

/**
 * Quantity and 'Add to Cart' for the SKU on the page; the cart updates at once and rolls back on failure, and
 * `onFailure` is told (the page sets the drills' order-control error flag, SPEC §8).
 */
export function AddToCart({ product, onFailure }: { product: ProductLine; onFailure?: () => void }) {
  const { fitment } = useShop();
  const known = useShopperState().state?.permId ?? null;
  const claim = useClaimShopperState();
  // A shopper's first add to cart is where their permId is made (public pages set no cookie).
  const [claimed, setClaimed] = useState<string | null>(null);
  const permId = known ?? claimed;
  const [qty, setQty] = useState(product.qtySelector.default);
  const [press, setPress] = useState<AddToCartPress | null>(null);
  const [outcome, setOutcomeState] = useState<AddToCartOutcome | null>(null);
  const queryClient = useQueryClient();
  const setOutcome = useCallback(
    (next: AddToCartOutcome) => {
      setOutcomeState(next);
      if (next.status === 'error') onFailure?.();
      // The header's popup cart opens with the line just added on top (SPEC §9).
      if (next.status === 'success' && next.itemId) announceLastAdded(queryClient, next.itemId);
    },
    [onFailure, queryClient],
  );
  // Only the latest press counts (as with one mutation pressed twice).
  const latest = press && outcome?.id === press.id ? outcome : null;
  const image = product.gallery[0];
  return (
    <div className="add-to-cart">
      {product.qtySelector.enabled && <QuantitySelector value={qty} onQtyChange={setQty} label="Quantity" />}
      <Button
        type="button"
        color="ACTION"
        size="LARGE"
        waiting={press !== null && (latest === null || latest.status === 'pending')}
        onPointerEnter={() => void loadRequest()}
        onFocus={() => void loadRequest()}
        onClick={async () => {
          if (!permId) {
            try {
              setClaimed((await claim()).permId);
            } catch {
              setOutcome({ id: (press?.id ?? 0) + 1, status: 'error', message: GENERAL_ERROR });
              return;
            }
          }
          setPress((last) => ({
            id: (last?.id ?? 0) + 1,
            variables: {
              productList: [
                {
                  productId: product.productId,
                  qty,
                  ...(fitment ? { fitmentData: fitment } : {}),
                  preview: {
                    productName: product.name,
                    productLineSlug: product.productLineSlug,
                    skuSlug: product.skuSlug,
                    image: image ? { key: image.key, filename: image.filename } : { key: '', filename: '' },
                    salePrice: product.actualPrice,
                    ...(product.originalPrice != null ? { originalPrice: product.originalPrice } : {}),
                  },
                },
              ],
            },
          }));
        }}
      >
        Add to Cart
      </Button>
      {press && permId && (
        <Suspense fallback={null}>
          <AddToCartRequest permId={permId} press={press} onOutcome={setOutcome} />
        </Suspense>
      )}
      {latest?.status === 'error' && (
        <p role="alert" className="add-to-cart__error">
          {latest.message || GENERAL_ERROR}
        </p>
      )}
      {latest?.status === 'success' && (
        <p role="status" className="add-to-cart__done">
          Added to your cart.
        </p>
      )}
    </div>
  );
}
