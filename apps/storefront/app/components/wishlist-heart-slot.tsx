import { lazy, Suspense, useEffect, useState } from 'react';
import { afterIdle } from '../lib/deferred-hydration';
import type { WishlistHeartControlProps } from './wishlist-heart-control';

// The heart's code (session and wishlist queries, the mutations, the component) loads once the page is idle, so it
// adds nothing to a page's first load; its state is the shopper's, read by a client request (public pages carry
// none).
const WishlistHeartControl = lazy(() => import('./wishlist-heart-control'));

/** Props of {@link WishlistHeartSlot}. */
export type WishlistHeartSlotProps = WishlistHeartControlProps & { className?: string };

/**
 * Where a product's wishlist heart goes on a public page: empty in the server's HTML (the same for every shopper)
 * and filled after paint.
 */
export function WishlistHeartSlot({ className, ...props }: WishlistHeartSlotProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => afterIdle(() => setReady(true)), []);
  return (
    <span className={className ? `wishlist-heart-slot ${className}` : 'wishlist-heart-slot'}>
      {ready ? (
        <Suspense fallback={null}>
          <WishlistHeartControl {...props} />
        </Suspense>
      ) : null}
    </span>
  );
}
