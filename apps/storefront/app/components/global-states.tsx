import { isPreviewMode, useCms } from '@fitkit/cms-blocks';
import {
  createGeneralMessagesStore,
  createNotificationStore,
  type GeneralMessagesStore,
  LoadingBar,
  type NotificationStore,
  Toaster,
  useDeviceClass,
} from '@fitkit/ui';
import {
  type ComponentType,
  createContext,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { browserReloadEnvironment, installChunkReload } from '../lib/chunk-reload';
import { afterIdle } from '../lib/deferred-hydration';
import {
  type Integration,
  type IntegrationOverrides,
  isIntegrationOn,
  overridesAfter,
  readOverrides,
  writeOverrides,
} from '../lib/integrations';
import {
  createOverlayManager,
  type Overlay,
  type OverlayManager,
  overlayAllowed,
  overlayOf,
  withOverlay,
  withoutOverlay,
} from '../lib/overlay';
import { loadVehicleDialog } from '../lib/vehicle-dialog-loader';

/** What pages reach through {@link useGlobalStates}. */
export type GlobalStatesValue = {
  /** Toasts (SPEC §4: 10 s, paused on hover, no duplicates). */
  notifications: NotificationStore;
  /** The general error and success boxes; cleared on route change. */
  messages: GeneralMessagesStore;
  /** Whether an integration runs on this page (session choices by URL, minus what the page turns off). */
  isIntegrationOn: (name: Integration) => boolean;
};

const GlobalStatesContext = createContext<GlobalStatesValue | null>(null);

/** The page's toasts, general messages and integration switches. */
export function useGlobalStates(): GlobalStatesValue {
  const value = useContext(GlobalStatesContext);
  if (!value) throw new Error('useGlobalStates needs <GlobalStates> above it');
  return value;
}

type OverlayDialog = {
  /** The dialog, loaded on demand. */
  Dialog: LazyExoticComponent<ComponentType<{ is404?: boolean }>>;
  /** Whether it stays open across navigation on desktop. */
  persistentOnDesktop: boolean;
};

/**
 * The overlays that have a dialog. The other `mod` keys (sc, orderlogin, confirmLocationPopup, cognitoLoginPopup)
 * have none yet, so a URL asking for them loses its `mod` instead of showing nothing forever.
 */
const OVERLAY_DIALOGS: Partial<Record<Overlay, OverlayDialog>> = {
  // Radix Dialog and the select cascade download only when ?mod=fitment asks for them.
  fitment: { Dialog: lazy(loadVehicleDialog), persistentOnDesktop: false },
};

// Nothing to show on the server or on most visits: their code stays out of the first load and is fetched once the
// page is idle (see GlobalStates), so it is at hand when the connection drops or a request fails. A part whose
// code could not be fetched shows nothing rather than breaking the page.
const loadParts = () => import('./global-states-parts');
const NOTHING = () => null;
const GeneralMessagesPart = lazy(() =>
  loadParts().then(
    (m) => ({ default: m.GeneralMessages }),
    () => ({ default: NOTHING }),
  ),
);
const OfflineBarPart = lazy(() =>
  loadParts().then(
    (m) => ({ default: m.OfflineBar }),
    () => ({ default: NOTHING }),
  ),
);

/** Fetches the message boxes' and the offline bar's code once the page is idle. */
function usePrefetchParts() {
  useEffect(() => {
    return afterIdle(() => loadParts().catch(() => {}), 5_000);
  }, []);
}

/** The offline bar, loaded when the browser first reports being offline (nothing to show before). */
function OfflineBarOnDemand() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (!window.navigator.onLine) {
      setWanted(true);
      return;
    }
    const offline = () => setWanted(true);
    window.addEventListener('offline', offline);
    return () => window.removeEventListener('offline', offline);
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <OfflineBarPart />
    </Suspense>
  );
}

/** Session storage, or null where the browser refuses it (private modes) or on the server. */
function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The session's integration choices: the URL's `enableIntegration`/`disableIntegration` over what the session
 * said before. The server (and hydration) knows only the URL; the session's earlier choices join after.
 */
function useIntegrationOverrides(search: string): IntegrationOverrides {
  const [overrides, setOverrides] = useState(() => overridesAfter(search, {}));
  useEffect(() => {
    const storage = sessionStore();
    const next = overridesAfter(search, storage ? readOverrides(storage) : {});
    if (storage) writeOverrides(storage, next);
    setOverrides(next);
  }, [search]);
  return overrides;
}

/** Clears the general messages when the shopper moves to another page, and scrolls up when errors appear. */
function useGeneralMessagesLifecycle(messages: GeneralMessagesStore) {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const leaving = navigation.location && navigation.location.pathname !== pathname;
  // Cleared as the navigation starts, so errors the next page reports while mounting are kept.
  useEffect(() => {
    if (leaving) messages.clear();
  }, [leaving, messages]);
  const shownFor = useRef(pathname);
  useEffect(() => {
    // Navigations that finish without a loading phase are cleared once they land.
    if (shownFor.current !== pathname) messages.clear();
    shownFor.current = pathname;
  }, [pathname, messages]);
  useEffect(() => {
    let count = messages.state().errors.length;
    return messages.subscribe(() => {
      const next = messages.state().errors.length;
      if (next > count) window.scrollTo({ top: 0, behavior: 'smooth' });
      count = next;
    });
  }, [messages]);
}

/**
 * Keeps the overlay manager and the URL's `mod` in step: the URL asks, the manager shows one overlay at a time;
 * keys that are unknown, switched off by their integration, without a dialog, or asked for while editors
 * preview content, are removed from the URL.
 */
function OverlayHost({
  manager,
  isOn,
  is404,
}: {
  manager: OverlayManager;
  isOn: (name: Integration) => boolean;
  is404: boolean;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const previewing = isPreviewMode(useCms().mode);
  const device = useDeviceClass();
  const deviceRef = useRef(device);
  deviceRef.current = device;
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
      const staying = pathChanged && manager.navigated(deviceRef.current === 'desktop');
      const kept = manager.current();
      // A persistent overlay that stays on the new page is named in its URL too.
      if (staying && kept) replace(withOverlay(at, kept.overlay));
      else manager.hide();
      return;
    }
    const overlay = overlayOf(location.search);
    const dialog = overlay && OVERLAY_DIALOGS[overlay];
    if (!overlay || !dialog || previewing || !overlayAllowed(overlay, isOn)) {
      manager.hide();
      replace(withoutOverlay(at));
      return;
    }
    manager.show(overlay, { persistent: dialog.persistentOnDesktop });
  }, [location.pathname, location.search, asked, previewing, isOn, manager, navigate]);

  const dialog = active && OVERLAY_DIALOGS[active.overlay];
  if (!dialog) return null;
  return (
    <Suspense fallback={null}>
      <dialog.Dialog is404={is404} />
    </Suspense>
  );
}

/** Props of {@link GlobalStates}. */
export type GlobalStatesProps = {
  /** Whether the page is the 404 page (the vehicle dialog saves differently there). */
  is404?: boolean;
  /** The shell. */
  children: ReactNode;
};

/**
 * Every page-wide state of SPEC §4 in one place: loading bar, offline bar, toasts, the general messages' store
 * (shown by {@link GeneralMessagesBox}), integration switches, overlays by `mod`, and the chunk-load reload.
 */
export function GlobalStates({ is404 = false, children }: GlobalStatesProps) {
  const [notifications] = useState(() => createNotificationStore());
  const [messages] = useState(() => createGeneralMessagesStore());
  const [overlays] = useState(() => createOverlayManager());
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const overrides = useIntegrationOverrides(search);
  const isOn = useCallback(
    (name: Integration) => isIntegrationOn(name, { pathname, overrides }),
    [pathname, overrides],
  );
  useGeneralMessagesLifecycle(messages);
  useEffect(() => installChunkReload(window, browserReloadEnvironment()), []);
  usePrefetchParts();
  useEffect(() => () => notifications.destroy(), [notifications]);
  useEffect(() => () => overlays.destroy(), [overlays]);
  const value = useMemo(
    () => ({ notifications, messages, isIntegrationOn: isOn }),
    [notifications, messages, isOn],
  );
  return (
    <GlobalStatesContext.Provider value={value}>
      <LoadingBar loading={navigation.state === 'loading'} />
      {children}
      <OverlayHost manager={overlays} isOn={isOn} is404={is404} />
      <OfflineBarOnDemand />
      <Toaster store={notifications} />
    </GlobalStatesContext.Provider>
  );
}

/** The general error and success boxes, placed at the top of the page's main content. */
export function GeneralMessagesBox() {
  const value = useContext(GlobalStatesContext);
  // The theme's phone number, which the CMS provider above carries for PHONE links too.
  const { phone } = useCms();
  if (!value) return null;
  return <GeneralMessagesOnDemand store={value.messages} phone={phone} />;
}

/** The boxes' code loads with the first message (the server never has one). */
function GeneralMessagesOnDemand({
  store,
  phone,
}: {
  store: GeneralMessagesStore;
  phone: string | undefined;
}) {
  const { errors, successes } = useSyncExternalStore(store.subscribe, store.state, store.state);
  if (errors.length === 0 && successes.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <GeneralMessagesPart store={store} phone={phone} />
    </Suspense>
  );
}
