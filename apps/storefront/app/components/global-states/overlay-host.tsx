import { isPreviewMode, useCms } from '@fitkit/cms-blocks';
import { deviceClassOf } from '@fitkit/ui/device-class';
import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  Suspense,
  useEffect,
  useRef,
  useSyncExternalStore,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useIntegrationConfig } from '../../lib/integration-config';
import type { Integration, PageIntegrations } from '../../lib/integrations';
import {
  OVERLAY_INTEGRATION,
  type Overlay,
  type OverlayManager,
  overlayAllowed,
  overlayOf,
  withOverlay,
  withoutOverlay,
} from '../../lib/overlay';
import { loadVehicleDialog } from '../../lib/vehicle-dialog-loader';

type OverlayDialog = {
  /** The dialog, loaded on demand. */
  Dialog: LazyExoticComponent<ComponentType<{ is404?: boolean }>>;
  /** Whether it stays open across navigation on desktop. */
  persistentOnDesktop: boolean;
  /** The integration whose script it works with: without that script the overlay does not open. */
  needsScript?: Integration;
};

const LoginOverlay = lazy(() => import('../login-overlay'));

/**
 * The overlays that have a dialog, one for every `mod` key of SPEC §2 (and the built-in login modal's `login`); a
 * URL asking for another loses its `mod` instead of showing nothing forever.
 */
const OVERLAY_DIALOGS: Partial<Record<Overlay, OverlayDialog>> = {
  // Radix Dialog and the select cascade download only when ?mod=fitment asks for them. SPEC §2 names no persistent
  // overlay: the vehicle dialog is the one, so a desktop shopper choosing a vehicle keeps it while moving between
  // pages (back, forward, links); the others answer one page's question. Its save unpins it first (the dialog).
  fitment: { Dialog: lazy(loadVehicleDialog), persistentOnDesktop: true },
  orderlogin: { Dialog: lazy(() => import('../order-login-overlay')), persistentOnDesktop: false },
  sc: { Dialog: lazy(() => import('../email-cart-overlay')), persistentOnDesktop: false },
  confirmLocationPopup: {
    Dialog: lazy(() => import('../confirm-location-overlay')),
    persistentOnDesktop: false,
  },
  // The login modal: the hosted sign-in service's button, or the built-in sign-in form.
  cognitoLoginPopup: { Dialog: LoginOverlay, persistentOnDesktop: false },
  login: { Dialog: LoginOverlay, persistentOnDesktop: false },
};

/**
 * Keeps the overlay manager and the URL's `mod` in step: the URL asks, the manager shows one overlay at a time;
 * keys that are unknown, switched off by their integration (or without its script, for an overlay that needs it),
 * without a dialog, or asked for while editors preview content, are removed from the URL.
 */
export function OverlayHost({
  manager,
  integrations,
  is404,
}: {
  manager: OverlayManager;
  integrations: PageIntegrations;
  is404: boolean;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const previewing = isPreviewMode(useCms().mode);
  const scripts = useIntegrationConfig().integrationScripts;
  const pathRef = useRef(location.pathname);
  // Any `mod`, known or not: unknown ones are removed from the URL like unavailable ones.
  const asked = new URLSearchParams(location.search).get('mod');
  const active = useSyncExternalStore(manager.subscribe, manager.current, () => null);

  useEffect(() => {
    const pathChanged = pathRef.current !== location.pathname;
    pathRef.current = location.pathname;
    const at = { pathname: location.pathname, search: location.search };
    const replace = (to: string) => navigate(to, { replace: true, preventScrollReset: true });
    if (asked === null) {
      // The viewport is read as the page changes: no page subscribes to it for the rare overlay that stays.
      const staying = pathChanged && manager.navigated(deviceClassOf(window.innerWidth) === 'desktop');
      const kept = manager.current();
      // A persistent overlay that stays on the new page is named in its URL too.
      if (staying && kept) replace(withOverlay(at, kept.overlay));
      else manager.hide();
      return;
    }
    const overlay = overlayOf(location.search);
    const dialog = overlay && OVERLAY_DIALOGS[overlay];
    const refuse = () => {
      manager.hide();
      replace(withoutOverlay(at));
    };
    const scriptMissing = dialog?.needsScript !== undefined && !scripts[dialog.needsScript];
    if (!overlay || !dialog || previewing || scriptMissing) {
      refuse();
      return;
    }
    const show = () => manager.show(overlay, { persistent: dialog.persistentOnDesktop });
    if (OVERLAY_INTEGRATION[overlay] === undefined) {
      show();
      return;
    }
    // An integration's overlay waits for the decision, whose code loads with it (never in the first load).
    let live = true;
    void import('../../lib/integrations').then(({ integrationDecider }) => {
      if (!live) return;
      if (overlayAllowed(overlay, integrationDecider(integrations))) show();
      else refuse();
    });
    return () => {
      live = false;
    };
  }, [location.pathname, location.search, asked, previewing, integrations, scripts, manager, navigate]);

  const dialog = active && OVERLAY_DIALOGS[active.overlay];
  if (!dialog) return null;
  return (
    <Suspense fallback={null}>
      <dialog.Dialog is404={is404} />
    </Suspense>
  );
}
