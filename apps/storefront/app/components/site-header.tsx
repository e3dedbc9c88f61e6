import { useCart, useRemoveCartItem, useUpdateCartItem } from '@fitkit/commerce-hooks/react';
import { FitmentButton, Header, HeaderCart, MiniCart } from '@fitkit/ui';
import { useLocation, useNavigate } from 'react-router';
import { fitmentIcon } from '../lib/fitment-icon';
import { SITE_NAME } from '../lib/meta';
import { withOverlay } from '../lib/overlay';
import { useShop } from '../lib/shop';

const CART_PATH = '/checkout/cart/';

/** The shop header: logo, the fitment button (opens ?mod=fitment) and the cart with its mini cart. */
export function SiteHeader({ simple }: { simple: boolean }) {
  const { permId, fitment, vehicle } = useShop();
  const location = useLocation();
  const navigate = useNavigate();
  const { data: cart } = useCart(permId);
  const updateItem = useUpdateCartItem(permId);
  const removeItem = useRemoveCartItem(permId);
  return (
    <Header
      siteName={SITE_NAME}
      logo={<span className="site-logo">{SITE_NAME}</span>}
      simple={simple}
      fitment={
        <FitmentButton
          vehicle={vehicle ? { primary: vehicle.primary, secondary: vehicle.secondary || null } : null}
          icon={fitmentIcon(fitment)}
          onClick={() => navigate(withOverlay(location, 'fitment'), { preventScrollReset: true })}
        />
      }
      cart={
        <HeaderCart
          itemCount={cart?.itemCount ?? 0}
          href={CART_PATH}
          routeKey={location.key}
          miniCart={({ close }) => (
            <MiniCart
              cart={cart}
              checkoutHref={CART_PATH}
              onCheckout={close}
              onClose={close}
              onQtyChange={(itemId, qty) => updateItem.mutate({ itemId, qty })}
              onRemove={(itemId) => removeItem.mutate({ itemId })}
            />
          )}
        />
      }
    />
  );
}
