import { type RefObject, useEffect, useRef } from 'react';

/**
 * Moves focus to `target` when `key` changes to a truthy value after the first render (e.g. a new error), so
 * keyboard and screen-reader users land where they must act; the server-rendered state does not steal focus.
 */
export function useFocusOnChange(
  key: string | null | undefined,
  target: RefObject<HTMLElement | null>,
): void {
  const previous = useRef(key);
  useEffect(() => {
    if (key && key !== previous.current) target.current?.focus();
    previous.current = key;
  }, [key, target]);
}
