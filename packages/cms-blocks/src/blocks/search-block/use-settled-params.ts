import { useEffect, useRef, useState } from 'react';

/** In the visual editor, search-backed blocks fetch their content again this long after the story changes (SPEC §7). */
export const STORY_CHANGE_REFETCH_MS = 1000;

/** In the visual editor, price tokens search again this long after their text changes (SPEC §7). */
export const PRICE_TOKEN_REFETCH_MS = 500;

/**
 * The search parameters to fetch with: while `editing`, a change waits until the editor has stopped changing the
 * story for `delayMs` (one fetch, not one per keystroke); otherwise they apply at once.
 * Parameters are compared by value, since every change of the story validates a new blok.
 */
export function useSettledParams<Params>(
  params: Params,
  editing: boolean,
  delayMs = STORY_CHANGE_REFETCH_MS,
): Params {
  const key = JSON.stringify(params);
  const [settled, setSettled] = useState({ key, params });
  // `key` stands for the params in the effect: a new object of the same value is no change.
  const latest = useRef(params);
  latest.current = params;
  useEffect(() => {
    if (!editing || key === settled.key) return;
    const timer = setTimeout(() => setSettled({ key, params: latest.current }), delayMs);
    return () => clearTimeout(timer);
  }, [editing, key, settled.key, delayMs]);
  return editing ? settled.params : params;
}
