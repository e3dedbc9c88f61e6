// What the first load keeps of the integrations: the session's switches, plain query strings (they make the
// `PageIntegrations` facts). Deciding from them (the registry, route rules, consent) is `integrations.ts`, loaded
// with the code that acts on the decision (the integration host at idle, the footer's code, an overlay asked for
// by `mod`), so none of it weighs on a page's first load.

/** Where the session's integration switches are kept, so they hold across pages until the tab closes. */
export const INTEGRATIONS_STORAGE_KEY = 'fitkit:integrations';

/** The session's `enableIntegration`/`disableIntegration` choices are kept for at most this many URLs. */
const KEPT_SWITCHES = 20;

const SWITCH_PARAMS = ['enableIntegration', 'disableIntegration'] as const;

/** The integration switches of a URL's query, as a query string of their own ('' when it has none). */
export function switchesOf(search: string): string {
  const params = new URLSearchParams(search);
  const switches = new URLSearchParams();
  for (const name of SWITCH_PARAMS) for (const value of params.getAll(name)) switches.append(name, value);
  return switches.toString();
}

/** The switches kept for the session; anything unreadable counts as none. */
export function readSwitches(storage: Pick<Storage, 'getItem'>): string[] {
  try {
    const kept: unknown = JSON.parse(storage.getItem(INTEGRATIONS_STORAGE_KEY) ?? '[]');
    return Array.isArray(kept) ? kept.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The session's switches after a URL: its own go last (an equal earlier entry is dropped, so repeating a URL
 * does not grow the list), the oldest forgotten beyond {@link KEPT_SWITCHES}.
 */
export function switchesAfter(search: string, previous: readonly string[]): string[] {
  const own = switchesOf(search);
  if (!own) return [...previous];
  return [...previous.filter((entry) => entry !== own), own].slice(-KEPT_SWITCHES);
}
