import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { Device } from './breakpoints';
import {
  browserDeviceClassStore,
  type DeviceChangeReport,
  onDeviceChangeReport,
  SERVER_DEVICE,
} from './device-class';

const noop = () => {};
const subscribe = (listener: () => void) => browserDeviceClassStore()?.subscribe(listener) ?? noop;
const snapshot = () => browserDeviceClassStore()?.current() ?? SERVER_DEVICE;
const serverSnapshot = () => SERVER_DEVICE;

/**
 * The viewport's device class, following breakpoint changes at once. The server render and hydration assume
 * {@link SERVER_DEVICE} (mobile); the real class follows in the render right after hydration.
 */
export function useDeviceClass(): Device {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}

/** Calls `onReport` after each device change report (2 s after the change); the latest callback is used. */
export function useDeviceChangeReport(onReport: (report: DeviceChangeReport) => void): void {
  const latest = useRef(onReport);
  latest.current = onReport;
  useEffect(() => onDeviceChangeReport((report) => latest.current(report)), []);
}
