import { useCart, useRemoveCartItem, useUpdateCartItem } from '@fitkit/commerce-hooks/react';
import { FitmentButton, Header, HeaderCart } from '@fitkit/ui';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { fitmentIcon } from '../lib/fitment-icon';
import { SITE_NAME } from '../lib/meta';
import { withOverlay } from '../lib/overlay';
import { useShop } from '../lib/shop';
import { loadVehicleDialog } from '../lib/vehicle-dialog-loader';
import { SiteSearch } from './site-search';

const CART_PATH = '/checkout/cart/';

// The mini cart (and its tooltip library) loads on first hover, or while idle once the cart has items.
const loadMiniCart = () => import('@fitkit/ui/mini-cart').then((m) => ({ default: m.MiniCart }));
const MiniCart = lazy(loadMiniCart);

/** The shop header: logo, the fitment button (opens ?mod=fitment) and the cart with its mini cart. */
export function SiteHeader({ simple }: { simple: boolean }) {
  const { permId, fitment, vehicle } = useShop();
  const location = useLocation();
  const navigate = useNavigate();
  const { data: cart } = useCart(permId);
  const updateItem = useUpdateCartItem(permId);
  const removeItem = useRemoveCartItem(permId);
  const hasItems = (cart?.itemCount ?? 0) > 0;
  useEffect(() => {
    if (!hasItems || simple) return;
    const id = requestIdleCallback(() => void loadMiniCart());
    return () => cancelIdleCallback(id);
  }, [hasItems, simple]);
  return (
    <Header
      siteName={SITE_NAME}
      logo={<span className="site-logo">{SITE_NAME}</span>}
      simple={simple}
      search={<SiteSearch />}
      fitment={
        <FitmentButton
          vehicle={vehicle ? { primary: vehicle.primary, secondary: vehicle.secondary || null } : null}
          icon={fitmentIcon(fitment)}
          onPointerEnter={() => void loadVehicleDialog()}
          onFocus={() => void loadVehicleDialog()}
          onClick={() => navigate(withOverlay(location, 'fitment'), { preventScrollReset: true })}
        />
      }
      cart={
        <HeaderCart
          itemCount={cart?.itemCount ?? 0}
          href={CART_PATH}
          routeKey={location.key}
          miniCart={({ close }) => (
            <Suspense fallback={null}>
              <MiniCart
                cart={cart}
                checkoutHref={CART_PATH}
                onCheckout={close}
                onClose={close}
                onQtyChange={(itemId, qty) => updateItem.mutate({ itemId, qty })}
                onRemove={(itemId) => removeItem.mutate({ itemId })}
              />
            </Suspense>
          )}
        />
      }
    />
  );
}
