import { useEffect, useState } from 'react';

/** How long a route must be loading before the loading bar shows (SPEC §9). */
export const LOADING_BAR_DELAY_MS = 1000;

/**
 * True once `flag` has been true for `delayMs` without a break, false as soon as it turns false; quick loads
 * never show anything.
 */
export function useDelayedFlag(flag: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!flag) {
      setShown(false);
      return;
    }
    const handle = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(handle);
  }, [flag, delayMs]);
  return flag && shown;
}
