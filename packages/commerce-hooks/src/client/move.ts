import type { CommerceClient } from './client';
import type { CommerceError, Result } from './errors';
import type { Cart, CartItem } from './types';

/** SPEC §4's one message for a move that did not fully happen, in whichever direction (its words, kept as they are). */
export const MOVE_FAILED_MESSAGE = 'unable to move to item to cart';

/** A cart (by permId) or a wishlist (by wishlist id); both answer the cart's shape. */
export interface ShopperList {
  kind: 'cart' | 'wishlist';
  id: string;
}

/** A move that did not fully happen; `errors` are the failed halves' answers (the compensation was attempted). */
export class MoveError extends Error {
  readonly errors: CommerceError[];

  constructor(errors: CommerceError[]) {
    super(MOVE_FAILED_MESSAGE);
    this.name = 'MoveError';
    this.errors = errors;
  }
}

/** The calls a move makes. */
export type MoveClient = Pick<
  CommerceClient,
  'addCartItems' | 'removeCartItem' | 'updateCartItem' | 'addWishlistItem' | 'removeWishlistItem'
>;

/** What a move is asked: a line of `from` to put into `to`. */
export interface MoveRequest {
  from: ShopperList;
  to: ShopperList;
  item: CartItem;
}

/** Both lists after a move that happened. */
export interface Moved {
  source: Cart;
  target: Cart;
}

/**
 * Moves a line between the cart and the wishlist (SPEC §4): adds it to the target and removes it from the source in
 * parallel. When only one half succeeded the other is compensated (the line goes back to the source, or the added
 * units come off the target), and unless both succeeded it throws {@link MoveError} with SPEC's one message.
 */
export async function moveItem(client: MoveClient, { from, to, item }: MoveRequest): Promise<Moved> {
  const [added, removed] = await Promise.all([
    addTo(client, to, item, item.qty),
    removeFrom(client, from, item.itemId),
  ]);
  if (added.ok && removed.ok) return { source: removed.data, target: added.data };
  await Promise.all([
    added.ok ? takeBack(client, to, added.data, item) : undefined,
    removed.ok ? addTo(client, from, item, item.qty) : undefined,
  ]);
  throw new MoveError([added, removed].flatMap((r) => (r.ok ? [] : [r.error])));
}

function addTo(client: MoveClient, list: ShopperList, item: CartItem, qty: number): Promise<Result<Cart>> {
  const line = { productId: item.productId, qty, ...(item.fitment ? { fitmentData: item.fitment } : {}) };
  return list.kind === 'cart'
    ? client.addCartItems(list.id, [line])
    : client.addWishlistItem(list.id, { ...line, ...(item.meta ? { meta: item.meta } : {}) });
}

function removeFrom(client: MoveClient, list: ShopperList, itemId: string): Promise<Result<Cart>> {
  return list.kind === 'cart'
    ? client.removeCartItem(list.id, itemId)
    : client.removeWishlistItem(list.id, itemId);
}

/** The key of a line's product and vehicle: the same pair shares one line in either list. */
function lineKey(item: Pick<CartItem, 'productId' | 'fitment'>): string {
  const f = item.fitment;
  return f
    ? [item.productId, f.year, f.makeSlug, f.modelSlug, f.bodySlug, f.bedSlug, f.engineSlug].join('|')
    : `${item.productId}`;
}

/** Takes the moved units back off the target: the line it joined keeps what it had before. */
async function takeBack(client: MoveClient, list: ShopperList, target: Cart, item: CartItem): Promise<void> {
  const line = target.items.find((i) => !i.isVirtualItem && lineKey(i) === lineKey(item));
  if (!line) return;
  const left = line.qty - item.qty;
  if (left > 0 && list.kind === 'cart') {
    await client.updateCartItem(list.id, line.itemId, left);
    return;
  }
  await removeFrom(client, list, line.itemId);
  // A wishlist line has no qty call: it is taken off and what it had before put back.
  if (left > 0) await addTo(client, list, line, left);
}
