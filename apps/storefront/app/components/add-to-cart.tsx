import type { ProductLine } from '@fitkit/commerce-hooks';
import { useAddToCart } from '@fitkit/commerce-hooks/react';
import { Button, QuantitySelector } from '@fitkit/ui';
import { useState } from 'react';
import { GENERAL_ERROR } from '../lib/messages';
import { useShop } from '../lib/shop';

/** Quantity and 'Add to Cart' for the SKU on the page; the cart updates at once and rolls back on failure. */
export function AddToCart({ product }: { product: ProductLine }) {
  const { permId, fitment } = useShop();
  const [qty, setQty] = useState(product.qtySelector.default);
  const addToCart = useAddToCart(permId);
  const image = product.gallery[0];
  return (
    <div className="add-to-cart">
      {product.qtySelector.enabled && <QuantitySelector value={qty} onQtyChange={setQty} label="Quantity" />}
      <Button
        type="button"
        color="ACTION"
        size="LARGE"
        waiting={addToCart.isPending}
        onClick={() =>
          addToCart.mutate({
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
          })
        }
      >
        Add to Cart
      </Button>
      {addToCart.isError && (
        <p role="alert" className="add-to-cart__error">
          {addToCart.error.message || GENERAL_ERROR}
        </p>
      )}
      {addToCart.isSuccess && (
        <p role="status" className="add-to-cart__done">
          Added to your cart.
        </p>
      )}
    </div>
  );
}
