import {
  useAccountSession,
  useAddToWishlist,
  useRemoveFromWishlist,
  useWishlist,
} from '@fitkit/commerce-hooks/react';
import { WishlistHeart, type WishlistHeartState } from '@fitkit/ui/wishlist-heart';
import { useLocation } from 'react-router';
import { useShop } from '../lib/shop';
import { signInHref } from '../shop-routes';

/** Which product a heart is for. */
export type WishlistHeartControlProps = { productId: number; productName: string };

/**
 * A product's heart: its state from the shopper's session and wishlist (one request each, shared by every heart of
 * the page), a toggle adding or removing the product; a signed-out shopper is asked to sign in (SPEC §5).
 */
export default function WishlistHeartControl({ productId, productName }: WishlistHeartControlProps) {
  const location = useLocation();
  // The part is saved for the shopper's vehicle, as Add to Cart adds it.
  const { fitment } = useShop();
  const session = useAccountSession();
  const userId = session.data?.user.id ?? null;
  const wishlist = useWishlist(userId);
  const add = useAddToWishlist(userId);
  const remove = useRemoveFromWishlist(userId);
  // Until the session is known there is nothing true to show.
  if (session.isPending || session.isError) return null;
  const line = wishlist.data?.items.find((item) => item.productId === productId && !item.isVirtualItem);
  const common = { productName, signInHref: signInHref(`${location.pathname}${location.search}`) };
  if (!userId) return <WishlistHeart state="signed-out" {...common} />;
  const state: WishlistHeartState =
    add.isPending || remove.isPending || wishlist.isPending
      ? 'pending'
      : add.isError || remove.isError || wishlist.isError
        ? 'error'
        : line
          ? 'in'
          : 'out';
  return (
    <WishlistHeart
      state={state}
      saved={Boolean(line)}
      {...common}
      onToggle={() => {
        add.reset();
        remove.reset();
        if (line) remove.mutate({ itemId: line.itemId });
        else add.mutate({ productId, qty: 1, ...(fitment ? { fitmentData: fitment } : {}) });
      }}
    />
  );
}
