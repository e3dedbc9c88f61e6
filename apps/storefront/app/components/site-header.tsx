import type { RawBlok } from '@fitkit/cms-blocks';
import type { ShellNavbar, ShellNavbarItem } from '@fitkit/cms-blocks/sitewide';
import { useCart } from '@fitkit/commerce-hooks/react';
import { FitmentButton } from '@fitkit/ui/fitment-button';
import { Header } from '@fitkit/ui/header';
import type { HeaderCartProps } from '@fitkit/ui/header-cart';
import type { NavbarItem } from '@fitkit/ui/navbar';
import { PromoBanner } from '@fitkit/ui/promo-banner';
import {
  type CSSProperties,
  lazy,
  memo,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { useLocation, useNavigate, useRouteLoaderData } from 'react-router';
import { deferHydration, prefetchWhenIdle } from '../lib/deferred-hydration';
import { fitmentIcon } from '../lib/fitment-icon';
import { useLastAdded } from '../lib/last-added';
import { SITE_NAME } from '../lib/meta';
import { withOverlay } from '../lib/overlay';
import { useShop } from '../lib/shop';
import { useShopperState } from '../lib/shopper-state';
import { loadVehicleDialog } from '../lib/vehicle-dialog-loader';
import type { ShellData } from '../server/sitewide.server';
import { headerShellOf } from './site-header-data';

// The search bar's suggestions hydrate once the browser is idle; until then its server HTML is a plain GET form.
const searchPart = deferHydration(() => import('./site-search').then((m) => m.SiteSearch));

// Without props it never updates from above, so a header render cannot make the unhydrated search wait.
const DeferredSearch = memo(searchPart.Component);

// The navbar's menus (open on a resting pointer, keyboard walking) hydrate once the browser is idle too; until
// then its server HTML is the links of every menu.
const navbarPart = deferHydration(() => import('@fitkit/ui/navbar').then((m) => m.Navbar));

const DeferredNavbar = memo(navbarPart.Component);

// The Account link hydrates once the browser is idle, then asks who is signed in; until then its server HTML is the
// sign-in page's link (which also serves shoppers without JavaScript).
const accountPart = deferHydration(() => import('./site-account-link').then((m) => m.SiteAccountLink));

const DeferredAccountLink = memo(accountPart.Component);

// The cart link's hover and its mini cart hydrate after paint too; until then it is a plain link to the cart.
const cartPart = deferHydration(() => import('@fitkit/ui/header-cart').then((m) => m.HeaderCart));

const DeferredHeaderCart = memo(cartPart.Component);

/**
 * Loads the code of all the header's deferred parts now. The server starts these loads at start and its renders
 * stream until they are there; a test's `renderToString` would render a part still loading as nothing, so tests
 * render after this.
 */
export function preloadSiteHeaderParts(): Promise<unknown> {
  return Promise.all([searchPart.preload(), navbarPart.preload(), accountPart.preload(), cartPart.preload()]);
}

const CART_PATH = '/checkout/cart/';
const MOBILE_MENU_ID = 'mobile-menu';

// The mini cart (its tooltip library and the cart mutations) loads on first hover, or by an idle prefetch once the
// cart has items.
const loadMiniCart = () => import('./site-mini-cart').then((m) => ({ default: m.SiteMiniCart }));
const MiniCart = lazy(loadMiniCart);

// The mobile menu drawer (Radix Dialog, 13 KB) loads when the shopper reaches for the hamburger (touch, pointer or
// focus on it), not by an idle prefetch: on a phone that prefetch was the largest share of the JavaScript a first
// visit fetches in its first seconds (issue 13), for a menu most visits never open.
const loadMobileMenu = () => import('@fitkit/ui/mobile-menu').then((m) => ({ default: m.MobileMenu }));
const MobileMenu = lazy(loadMobileMenu);

// CMS menu sections need the block registry; the navbar mounts them on the menu's first open only.
const ShopBlocks = lazy(() => import('./shop-blocks').then((m) => ({ default: m.ShopBlocks })));

function CmsSections({ bloks }: { bloks: readonly RawBlok[] }) {
  return (
    <Suspense fallback={null}>
      <ShopBlocks bloks={bloks} />
    </Suspense>
  );
}

/** Navbar items with CMS menu sections rendered (loader data carries them as bloks). */
function navbarItems(items: readonly ShellNavbarItem[]): NavbarItem[] {
  return items.map((item) =>
    item.type === 'cms-menu' ? { ...item, sections: <CmsSections bloks={item.sections} /> } : item,
  );
}

/** The fitment button's colours from the navbar story (SPEC §3 fitment colours), when it sets them. */
function fitmentLook(navbar: ShellNavbar | null): CSSProperties | undefined {
  const look = navbar?.fitment;
  if (!look?.background && !look?.text) return undefined;
  return {
    ...(look.background ? { backgroundColor: look.background } : {}),
    ...(look.text ? { color: look.text } : {}),
  };
}

/**
 * The shop header: the promo banner, the header (logo, search, phone, the fitment button that opens
 * ?mod=fitment, the cart with its mini cart, the hamburger on small screens) and the navbar, from the root
 * loader's `shell`. Simple mode hides the search, the mini cart, the navbar and the mobile menu.
 */
export function SiteHeader({ simple }: { simple: boolean }) {
  const { fitment, vehicle } = useShop();
  // The cart is the shopper's own: its badge fills after paint (without JavaScript the cart is a plain link).
  const permId = useShopperState().state?.permId ?? null;
  const shell = headerShellOf(useRouteLoaderData<{ shell?: ShellData }>('root')?.shell);
  const location = useLocation();
  const navigate = useNavigate();
  const { data: cart } = useCart(permId);
  // Each add to cart opens the mini cart with the line just added on top (SPEC §9: the popup cart).
  const lastAdded = useLastAdded();
  const lastAddedItemId = lastAdded?.itemId ?? null;
  // The shopper's permId and cart arrive after hydration: they reach the deferred cart part at low priority, which
  // React holds until its code is there (an urgent update would drop its server HTML: the badge blinked out).
  const cartOwner = useDeferredValue(permId);
  const itemCount = useDeferredValue(cart?.itemCount ?? 0);
  // Kept by identity, so a header render does not update the cart part before its code is there.
  const miniCart = useCallback<Extract<HeaderCartProps['miniCart'], (...args: never[]) => unknown>>(
    ({ close }) => (
      <Suspense fallback={null}>
        {cartOwner ? (
          <MiniCart
            permId={cartOwner}
            checkoutHref={CART_PATH}
            close={close}
            lastAddedItemId={lastAddedItemId}
          />
        ) : null}
      </Suspense>
    ),
    [cartOwner, lastAddedItemId],
  );
  const hasItems = (cart?.itemCount ?? 0) > 0;
  useEffect(() => {
    if (!hasItems || simple) return;
    return prefetchWhenIdle(loadMiniCart);
  }, [hasItems, simple]);

  const navbar = simple ? null : shell.navbar;
  const items = useMemo(() => (navbar ? navbarItems(navbar.items) : []), [navbar]);
  const hasMenu = items.length > 0;
  // The drawer mounts on the first press and stays mounted, so closing can animate and focus can return.
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuMounted, setMenuMounted] = useState(false);
  // Any route change closes the drawer (a link click already did; this covers back and forward).
  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key is the trigger, not an input
  useEffect(() => {
    setMenuOpen(false);
  }, [location.key]);

  return (
    <>
      {shell.banner ? <PromoBanner {...shell.banner} /> : null}
      <Header
        {...(shell.id ? { id: shell.id } : {})}
        siteName={shell.siteName ?? SITE_NAME}
        logo={<span className="site-logo">{shell.siteName ?? SITE_NAME}</span>}
        phone={shell.phone ?? undefined}
        simple={simple}
        search={<DeferredSearch />}
        onMenuClick={
          hasMenu
            ? () => {
                setMenuMounted(true);
                setMenuOpen((open) => !open);
              }
            : undefined
        }
        onMenuIntent={hasMenu ? () => void loadMobileMenu() : undefined}
        menuOpen={menuOpen}
        menuId={MOBILE_MENU_ID}
        fitment={
          <FitmentButton
            vehicle={vehicle ? { primary: vehicle.primary, secondary: vehicle.secondary || null } : null}
            icon={fitmentIcon(fitment)}
            image={shell.navbar?.fitment.image ?? null}
            style={fitmentLook(shell.navbar)}
            onPointerEnter={() => void loadVehicleDialog()}
            onFocus={() => void loadVehicleDialog()}
            onClick={() => navigate(withOverlay(location, 'fitment'), { preventScrollReset: true })}
          />
        }
        account={<DeferredAccountLink />}
        cart={
          <DeferredHeaderCart
            itemCount={itemCount}
            href={CART_PATH}
            routeKey={location.key}
            miniCart={miniCart}
            openRequest={lastAdded?.count ?? null}
          />
        }
      />
      {navbar && hasMenu ? (
        <DeferredNavbar
          items={items}
          colors={navbar.colors}
          hoverStyle={navbar.hoverStyle}
          routeKey={location.key}
        />
      ) : null}
      {hasMenu && menuMounted ? (
        <Suspense fallback={null}>
          <MobileMenu id={MOBILE_MENU_ID} open={menuOpen} onOpenChange={setMenuOpen} items={items} />
        </Suspense>
      ) : null}
    </>
  );
}
