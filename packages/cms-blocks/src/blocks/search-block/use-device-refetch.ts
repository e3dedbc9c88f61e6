import { deviceClassOf, useDeviceClass } from '@fitkit/ui/device-class';
import { useEffect, useRef } from 'react';

/** Search-backed blocks fetch their content again this long after the device class changes (SPEC §7). */
export const DEVICE_CHANGE_REFETCH_MS = 500;

/**
 * Calls `refetch` 500 ms after each change of device class (mobile, tablet, desktop); a further change within
 * that time restarts the wait. The class the page loaded in is not a change, even though hydration first
 * renders the server's guess.
 */
export function useRefetchAfterDeviceChange(refetch: () => void): void {
  const device = useDeviceClass();
  const latest = useRef(refetch);
  latest.current = refetch;
  const seen = useRef<string | null>(null);
  useEffect(() => {
    // The first run takes the real viewport as the starting class, whatever the hydration render assumed.
    if (seen.current === null) {
      seen.current = deviceClassOf(window.innerWidth);
      return;
    }
    if (device === seen.current) return;
    seen.current = device;
    const timer = setTimeout(() => latest.current(), DEVICE_CHANGE_REFETCH_MS);
    return () => clearTimeout(timer);
  }, [device]);
}
