import { useCart, useRemoveCartItem, useUpdateCartItem } from '@fitkit/commerce-hooks/react';
import { MiniCart } from '@fitkit/ui/mini-cart';
import { useLocation, useNavigate, useRouteLoaderData } from 'react-router';
import { withOverlay } from '../lib/overlay';
import type { ShellData } from '../server/sitewide.server';

/** Props of {@link SiteMiniCart}. */
export type SiteMiniCartProps = {
  /** The shopper's permId (whose cart is shown and changed). */
  permId: string;
  /** Where checkout starts. */
  checkoutHref: string;
  /** Closes the panel (checkout link, close button). */
  close: () => void;
  /** The line just added, shown first and marked (SPEC §9). */
  lastAddedItemId?: string | null;
};

/**
 * The mini cart with its quantity and remove actions, and 'Email Cart' when the theme shares carts (it opens the
 * `mod=sc` dialog). One chunk with the cart mutations, so neither reaches the first load: it loads on the cart's
 * first hover, or while idle once the cart has items.
 */
export function SiteMiniCart({ permId, checkoutHref, close, lastAddedItemId = null }: SiteMiniCartProps) {
  const { data: cart } = useCart(permId);
  const updateItem = useUpdateCartItem(permId);
  const removeItem = useRemoveCartItem(permId);
  const shareCart = useRouteLoaderData<{ shell?: ShellData }>('root')?.shell?.theme.shareCart ?? false;
  const location = useLocation();
  const navigate = useNavigate();
  const emailCartHref = withOverlay(location, 'sc');
  return (
    <MiniCart
      cart={cart}
      lastAddedItemId={lastAddedItemId}
      checkoutHref={checkoutHref}
      onCheckout={close}
      onClose={close}
      onQtyChange={(itemId, qty) => updateItem.mutate({ itemId, qty })}
      onRemove={(itemId) => removeItem.mutate({ itemId })}
      {...(shareCart
        ? {
            emailCartHref,
            onEmailCart: () => {
              close();
              navigate(emailCartHref, { preventScrollReset: true });
            },
          }
        : {})}
    />
  );
}
