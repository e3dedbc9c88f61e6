import { VEHICLE_SELECTOR_MODES, type VehicleSelectorMode } from '@fitkit/fitment';
import { createStore } from '@fitkit/store';
import type { Integration } from './integrations';

/**
 * The overlays a `mod` query parameter can open (SPEC §2): the vehicle dialog, save cart, order login, the
 * location confirmation and the login pop-up (the hosted sign-in service's); `login` is the built-in login modal
 * the Account link opens when that service is off (SPEC names no key for it).
 */
export const OVERLAYS = [
  'fitment',
  'sc',
  'orderlogin',
  'confirmLocationPopup',
  'cognitoLoginPopup',
  'login',
] as const;
/** One of {@link OVERLAYS}. */
export type Overlay = (typeof OVERLAYS)[number];

/** Overlays that only open while an integration is on (SPEC §2: geolocation, login). */
export const OVERLAY_INTEGRATION: Partial<Record<Overlay, Integration>> = {
  confirmLocationPopup: 'geolocation',
  cognitoLoginPopup: 'login',
};

/** Whether an overlay may open, given which integrations are on. */
export function overlayAllowed(overlay: Overlay, isOn: (integration: Integration) => boolean): boolean {
  const integration = OVERLAY_INTEGRATION[overlay];
  return integration === undefined || isOn(integration);
}

type At = { pathname: string; search: string };

/** The current URL with `mod` set: showing an overlay adds it to the URL. */
export function withOverlay({ pathname, search }: At, overlay: Overlay): string {
  const params = new URLSearchParams(search);
  params.set('mod', overlay);
  return `${pathname}?${params}`;
}

/** The current URL without `mod`: closing an overlay removes it. */
export function withoutOverlay({ pathname, search }: At): string {
  const params = new URLSearchParams(search);
  params.delete('mod');
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The overlay the URL asks for, if it is one we know. */
export function overlayOf(search: string): Overlay | null {
  const mod = new URLSearchParams(search).get('mod');
  return OVERLAYS.find((o) => o === mod) ?? null;
}

/** The `fitmentMode` query value of each vehicle dialog mode (SPEC §2: fits, same-day shipping, make/model/year). */
const DIALOG_MODE_PARAMS: Readonly<Record<VehicleSelectorMode, string>> = {
  FITS: 'fits',
  SAME_DAY_SHIPPING: 'same-day',
  MMY: 'mmy',
};

/** The dialog mode a URL asks for with `fitmentMode`, or null (then the page decides). */
export function requestedDialogMode(search: string): VehicleSelectorMode | null {
  const asked = new URLSearchParams(search).get('fitmentMode');
  return VEHICLE_SELECTOR_MODES.find((mode) => DIALOG_MODE_PARAMS[mode] === asked) ?? null;
}

/** The overlay on screen and whether it stays across navigation on desktop. */
export type ActiveOverlay = { overlay: Overlay; persistent: boolean };

/** Timer functions, injectable so tests can drive time. */
export type OverlayTimers = {
  /** Schedules a callback. */
  setTimeout: (callback: () => void, ms: number) => unknown;
  /** Cancels a scheduled callback. */
  clearTimeout: (handle: unknown) => void;
};

/** At most one overlay at a time (SPEC §4); a plain store the page's overlay host subscribes to. */
export type OverlayManager = {
  /** The overlay on screen, or null (the same object until something changes). */
  current: () => ActiveOverlay | null;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
  /** Shows an overlay; one already on screen is hidden first and the new one follows on the next tick. */
  show: (overlay: Overlay, options?: { persistent?: boolean }) => void;
  /** Hides the overlay on screen (and drops one waiting for its tick). */
  hide: () => void;
  /** The page changed: only a persistent overlay on desktop stays. Returns whether one stays. */
  navigated: (isDesktop: boolean) => boolean;
  /**
   * The overlay on screen stops being persistent but stays shown: the next navigation closes it. An overlay whose
   * own action navigates (saving a vehicle) calls this first, so the page it lands on does not open it again.
   */
  unpin: () => void;
  /** Drops a waiting overlay; the manager must not be used afterwards. */
  destroy: () => void;
};

const globalTimers: OverlayTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/** Creates an overlay manager; React-free, so the one-at-a-time rule is tested with fake timers. */
export function createOverlayManager(timers: OverlayTimers = globalTimers): OverlayManager {
  const store = createStore<ActiveOverlay | null>(null);
  const { set } = store;
  let waiting: unknown = null;
  const cancelWaiting = () => {
    if (waiting !== null) timers.clearTimeout(waiting);
    waiting = null;
  };
  return {
    current: store.getSnapshot,
    subscribe: store.subscribe,
    show(overlay, { persistent = false } = {}) {
      const active = store.getSnapshot();
      if (active?.overlay === overlay && active.persistent === persistent) return;
      cancelWaiting();
      const next = { overlay, persistent };
      if (active === null) {
        set(next);
        return;
      }
      // The current overlay closes first, so its dialog unmounts (and returns focus) before the next mounts.
      set(null);
      waiting = timers.setTimeout(() => {
        waiting = null;
        set(next);
      }, 0);
    },
    hide() {
      cancelWaiting();
      set(null);
    },
    navigated(isDesktop) {
      if (store.getSnapshot()?.persistent && isDesktop) return true;
      cancelWaiting();
      set(null);
      return false;
    },
    unpin() {
      const active = store.getSnapshot();
      if (active?.persistent) set({ overlay: active.overlay, persistent: false });
    },
    destroy() {
      cancelWaiting();
      store.clear();
    },
  };
}
