import {
  type CommerceClient,
  type CommerceError,
  MoveError,
  moveItem,
  type ShopperList,
  wishlistIdOf,
} from '@fitkit/commerce-hooks';

/** A wishlist page form (`@fitkit/ui/wishlist-lines`), or the cart page's 'Move to wishlist'. */
export type WishlistIntent = { intent: 'move-to-cart' | 'remove' | 'move-to-wishlist'; itemId: string };

/** The outcome of a wishlist form: done, or the status and message of a failure. */
export type WishlistOutcome = { ok: true } | { ok: false; status: number; message: string };

const INTENTS = new Set<string>(['move-to-cart', 'remove', 'move-to-wishlist']);

/** Reads a wishlist form; null when it is not one (the API checks the item id itself). */
export function readWishlistForm(form: FormData): WishlistIntent | null {
  const intent = form.get('intent');
  const itemId = form.get('itemId');
  if (typeof intent !== 'string' || !INTENTS.has(intent) || typeof itemId !== 'string') return null;
  return { intent: intent as WishlistIntent['intent'], itemId };
}

function failed(error: CommerceError): WishlistOutcome {
  return error.kind === 'http'
    ? { ok: false, status: error.status, message: error.message }
    : { ok: false, status: 503, message: 'The shop could not be reached. Please try again.' };
}

/**
 * Carries out a wishlist form for a signed-in shopper (`userId`) through the request's client, which forwards
 * their permId and session. A move reads the line from its list, then moves it as SPEC §4 says (`moveItem`).
 */
export async function runWishlistForm(
  client: CommerceClient,
  { permId, userId }: { permId: string; userId: string },
  { intent, itemId }: WishlistIntent,
): Promise<WishlistOutcome> {
  const wishlist: ShopperList = { kind: 'wishlist', id: wishlistIdOf(userId) };
  if (intent === 'remove') {
    const removed = await client.removeWishlistItem(wishlist.id, itemId);
    return removed.ok ? { ok: true } : failed(removed.error);
  }
  const cart: ShopperList = { kind: 'cart', id: permId };
  const [from, to] = intent === 'move-to-cart' ? [wishlist, cart] : [cart, wishlist];
  const source = from.kind === 'cart' ? await client.getCart(from.id) : await client.getWishlist(from.id);
  if (!source.ok) return failed(source.error);
  const item = source.data.items.find((line) => line.itemId === itemId && !line.isVirtualItem);
  if (!item) return { ok: false, status: 404, message: 'This item is no longer there.' };
  try {
    await moveItem(client, { from, to, item });
    return { ok: true };
  } catch (error) {
    if (!(error instanceof MoveError)) throw error;
    // A half the API refused says why (4xx); otherwise the shop's side failed.
    const refused = error.errors.find((e) => e.kind === 'http' && e.status < 500);
    return { ok: false, status: refused?.kind === 'http' ? refused.status : 502, message: error.message };
  }
}
