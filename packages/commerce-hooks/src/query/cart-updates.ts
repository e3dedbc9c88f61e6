import type { AddToCartLine, Cart, CartItem, CartItemFitment, Image } from '../client/types';

/** What the caller already shows about a product, so a line can appear in the cart before the server answers. */
export interface CartItemPreview {
  /** Product name. */
  productName: string;
  /** Product line slug (for the link). */
  productLineSlug: string;
  /** SKU slug (for the link). */
  skuSlug: string;
  /** Product image. */
  image: Image;
  /** Sale price per unit, in cents. */
  salePrice: number;
  /** Original price per unit, in cents (defaults to the sale price). */
  originalPrice?: number;
  /** Vehicle names to show on the line. */
  fitmentData?: CartItemFitment | null;
}

/** One line to add, optionally with its preview. */
export interface AddToCartLineWithPreview extends AddToCartLine {
  /** Shown as a provisional line when the cart has no line for this product yet. */
  preview?: CartItemPreview;
}

/** Prefix of the itemId of a line shown before the server confirmed it. */
export const PROVISIONAL_ITEM_PREFIX = 'provisional:';

/** True for a line that exists only in the optimistic cart (no quantity change or removal possible yet). */
export function isProvisionalCartItem(item: Pick<CartItem, 'itemId'>): boolean {
  return item.itemId.startsWith(PROVISIONAL_ITEM_PREFIX);
}

function scaled(subtotal: number, fromQty: number, toQty: number): number {
  return fromQty > 0 ? Math.round((subtotal / fromQty) * toQty) : 0;
}

function withQty(item: CartItem, qty: number, now: string): CartItem {
  return {
    ...item,
    qty,
    originalSubtotal: scaled(item.originalSubtotal, item.qty, qty),
    saleSubtotal: scaled(item.saleSubtotal, item.qty, qty),
    itemSubtotal: scaled(item.itemSubtotal, item.qty, qty),
    updatedAt: now,
  };
}

/** Cart totals from its lines: itemCount is the sum of quantities (plus lines not shown), total the sum of subtotals. */
export function recountCart(cart: Cart, unseenQty = 0): Cart {
  return {
    ...cart,
    itemCount: cart.items.reduce((sum, item) => sum + item.qty, 0) + unseenQty,
    total: cart.items.reduce((sum, item) => sum + item.itemSubtotal, 0),
  };
}

/**
 * The cart as it will probably look after adding lines: an existing line of the same product gets the quantity,
 * a new product with a preview gets a provisional line, one without a preview only raises the item count.
 */
export function addLinesToCart(
  cart: Cart,
  lines: readonly AddToCartLineWithPreview[],
  now = new Date().toISOString(),
): Cart {
  const items = [...cart.items];
  let unseenQty = cart.itemCount - cart.items.reduce((sum, item) => sum + item.qty, 0);
  for (const line of lines) {
    const index = items.findIndex((item) => item.productId === line.productId && !item.isVirtualItem);
    const existing = items[index];
    if (existing) {
      items[index] = withQty(existing, existing.qty + line.qty, now);
    } else if (line.preview) {
      const { preview } = line;
      const originalPrice = preview.originalPrice ?? preview.salePrice;
      items.push({
        itemId: `${PROVISIONAL_ITEM_PREFIX}${line.productId}:${items.length}`,
        productId: line.productId,
        qty: line.qty,
        productName: preview.productName,
        productLineSlug: preview.productLineSlug,
        skuSlug: preview.skuSlug,
        image: preview.image,
        fitmentData: preview.fitmentData ?? null,
        isVirtualItem: false,
        originalPrice,
        salePrice: preview.salePrice,
        originalSubtotal: originalPrice * line.qty,
        saleSubtotal: preview.salePrice * line.qty,
        itemSubtotal: preview.salePrice * line.qty,
        updatedAt: now,
        warranty: null,
        installation: null,
      });
    } else {
      unseenQty += line.qty;
    }
  }
  return recountCart({ ...cart, items }, Math.max(unseenQty, 0));
}

/** The cart with one line's quantity changed (unknown lines leave it as is). */
export function setCartItemQty(
  cart: Cart,
  itemId: string,
  qty: number,
  now = new Date().toISOString(),
): Cart {
  if (!cart.items.some((item) => item.itemId === itemId)) return cart;
  const items = cart.items.map((item) => (item.itemId === itemId ? withQty(item, qty, now) : item));
  return recountCart({ ...cart, items }, unseen(cart));
}

/** The cart without one line. */
export function removeCartItemFromCart(cart: Cart, itemId: string): Cart {
  if (!cart.items.some((item) => item.itemId === itemId)) return cart;
  return recountCart({ ...cart, items: cart.items.filter((item) => item.itemId !== itemId) }, unseen(cart));
}

/** The cart emptied. */
export function emptyCart(cart: Cart): Cart {
  return { ...cart, items: [], itemCount: 0, total: 0 };
}

function unseen(cart: Cart): number {
  return Math.max(cart.itemCount - cart.items.reduce((sum, item) => sum + item.qty, 0), 0);
}
