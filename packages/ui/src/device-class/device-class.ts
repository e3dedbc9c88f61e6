import { createStore } from '@fitkit/store';
import { DEVICE_MIN_WIDTH, DEVICES, type Device } from './breakpoints';

/** How long a new device class must hold before it is reported (SPEC §9: device change report after 2 s). */
export const DEVICE_CHANGE_REPORT_MS = 2000;

/**
 * The device class a server render assumes, since the server cannot know the viewport: mobile, because
 * styles are mobile-first and most shoppers are on phones; the browser corrects it right after hydration.
 */
export const SERVER_DEVICE: Device = 'mobile';

/** A media query list as far as the store needs it (a subset of the DOM's `MediaQueryList`). */
export type MediaQueryListLike = {
  /** Whether the query matches now. */
  readonly matches: boolean;
  /** Listens for the query starting or stopping to match. */
  addEventListener: (type: 'change', listener: () => void) => void;
  /** Stops listening. */
  removeEventListener: (type: 'change', listener: () => void) => void;
};

/** Timer functions, injectable so tests can drive time. */
export type DeviceClassTimers = {
  /** Schedules a callback. */
  setTimeout: (callback: () => void, ms: number) => unknown;
  /** Cancels a scheduled callback. */
  clearTimeout: (handle: unknown) => void;
};

/** What a device change report tells its listeners. */
export type DeviceChangeReport = {
  /** The device class now, held for {@link DEVICE_CHANGE_REPORT_MS}. */
  device: Device;
  /** The device class reported (or first seen) before. */
  previous: Device;
};

/** Options of {@link createDeviceClassStore}. */
export type DeviceClassStoreOptions = {
  /** The window's `matchMedia`. */
  matchMedia: (query: string) => MediaQueryListLike;
  /** Delay of the change report in ms; default {@link DEVICE_CHANGE_REPORT_MS}. */
  reportDelayMs?: number;
  /** Timer functions; default the global ones. */
  timers?: DeviceClassTimers;
};

/** The live device class of a window, with an immediate and a settled (reported) change signal. */
export type DeviceClassStore = {
  /** The device class now. */
  current: () => Device;
  /** Calls `listener` on every change of the device class, at once; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
  /** Calls `listener` when a new device class has held for the report delay; returns the unsubscribe function. */
  onReport: (listener: (report: DeviceChangeReport) => void) => () => void;
  /** Stops listening to the window and drops a pending report. */
  destroy: () => void;
};

const globalTimers: DeviceClassTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/**
 * Follows the device class through one media query per breakpoint, so the store only wakes when a breakpoint
 * is crossed (not on every resize event). A change is reported once the new class has held for the delay, so
 * a window dragged across a breakpoint and back reports nothing.
 */
export function createDeviceClassStore({
  matchMedia,
  reportDelayMs = DEVICE_CHANGE_REPORT_MS,
  timers = globalTimers,
}: DeviceClassStoreOptions): DeviceClassStore {
  const queries = DEVICES.filter((device) => DEVICE_MIN_WIDTH[device] > 0).map((device) => ({
    device,
    list: matchMedia(`(min-width: ${DEVICE_MIN_WIDTH[device]}px)`),
  }));
  const read = (): Device => {
    let found: Device = 'mobile';
    for (const { device, list } of queries) if (list.matches) found = device;
    return found;
  };

  const device = createStore(read());
  let reported = device.getSnapshot();
  let pending: unknown = null;
  const reportListeners = new Set<(report: DeviceChangeReport) => void>();

  const cancelReport = () => {
    if (pending !== null) timers.clearTimeout(pending);
    pending = null;
  };
  const onMediaChange = () => {
    const next = read();
    if (next === device.getSnapshot()) return;
    device.set(next);
    cancelReport();
    if (next === reported) return;
    pending = timers.setTimeout(() => {
      pending = null;
      const report = { device: next, previous: reported };
      reported = next;
      for (const listener of [...reportListeners]) listener(report);
    }, reportDelayMs);
  };
  for (const { list } of queries) list.addEventListener('change', onMediaChange);

  return {
    current: device.getSnapshot,
    subscribe: device.subscribe,
    onReport(listener) {
      reportListeners.add(listener);
      return () => reportListeners.delete(listener);
    },
    destroy() {
      cancelReport();
      for (const { list } of queries) list.removeEventListener('change', onMediaChange);
      device.clear();
      reportListeners.clear();
    },
  };
}

let browserStore: DeviceClassStore | null = null;

/** The page's one device class store, made on first use; null outside a browser (server render). */
export function browserDeviceClassStore(): DeviceClassStore | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  browserStore ??= createDeviceClassStore({ matchMedia: (query) => window.matchMedia(query) });
  return browserStore;
}

/**
 * Calls `listener` after each device change report of the page (SPEC §4: a change of device type is reported
 * after 2 s), e.g. to refetch content sized for the device; returns the unsubscribe function (a no-op on the server).
 */
export function onDeviceChangeReport(listener: (report: DeviceChangeReport) => void): () => void {
  return browserDeviceClassStore()?.onReport(listener) ?? (() => {});
}
