/**
 * The third-party integrations of SPEC §7, loaded on demand: performance monitoring, accessibility widget,
 * chat, financing, search, card payments, PayPal, fraud, analytics, reviews, pop-ups, geolocation, places,
 * error reporting, CMS, login and video embed. These names are what `enableIntegration`/`disableIntegration` take.
 */
export const INTEGRATIONS = [
  'performance',
  'accessibility',
  'chat',
  'financing',
  'search',
  'cardPayments',
  'paypal',
  'fraud',
  'analytics',
  'reviews',
  'popups',
  'geolocation',
  'places',
  'errorReporting',
  'cms',
  'login',
  'video',
] as const;

/** One of {@link INTEGRATIONS}. */
export type Integration = (typeof INTEGRATIONS)[number];

/** Integrations switched on or off for this session by URL, over the defaults (every integration on). */
export type IntegrationOverrides = Partial<Record<Integration, boolean>>;

/** Integrations pages turn off by path (SPEC §2): checkout has no pop-ups, /pay/ neither pop-ups nor chat. */
export const ROUTE_DISABLED_INTEGRATIONS: readonly { prefix: string; off: readonly Integration[] }[] = [
  { prefix: '/checkout/', off: ['popups'] },
  { prefix: '/pay/', off: ['popups', 'chat'] },
];

/** Where the session's overrides are kept, so they hold across pages until the tab closes. */
export const INTEGRATIONS_STORAGE_KEY = 'fitkit:integrations';

const isIntegration = (name: string): name is Integration =>
  (INTEGRATIONS as readonly string[]).includes(name);

/** The integrations a query parameter names: a comma list (repeatable), or `all`; unknown names are ignored. */
export function integrationsOf(values: readonly string[]): Integration[] {
  const names = values.flatMap((value) => value.split(',')).map((name) => name.trim());
  if (names.includes('all')) return [...INTEGRATIONS];
  return INTEGRATIONS.filter((integration) => names.includes(integration));
}

/**
 * The overrides after a URL: `enableIntegration` switches on, then `disableIntegration` switches off (so a name
 * in both ends up off); names in neither keep what `previous` said.
 */
export function overridesAfter(search: string, previous: IntegrationOverrides): IntegrationOverrides {
  const params = new URLSearchParams(search);
  const next: IntegrationOverrides = { ...previous };
  for (const name of integrationsOf(params.getAll('enableIntegration'))) next[name] = true;
  for (const name of integrationsOf(params.getAll('disableIntegration'))) next[name] = false;
  return next;
}

/** Whether an integration runs on a page: off when the page's path turns it off, else the session's choice. */
export function isIntegrationOn(
  name: Integration,
  { pathname, overrides }: { pathname: string; overrides: IntegrationOverrides },
): boolean {
  if (
    ROUTE_DISABLED_INTEGRATIONS.some(({ prefix, off }) => pathname.startsWith(prefix) && off.includes(name))
  )
    return false;
  return overrides[name] ?? true;
}

/** The overrides kept for the session; anything unreadable counts as none. */
export function readOverrides(storage: Pick<Storage, 'getItem'>): IntegrationOverrides {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(INTEGRATIONS_STORAGE_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    const overrides: IntegrationOverrides = {};
    for (const [name, on] of Object.entries(parsed))
      if (isIntegration(name) && typeof on === 'boolean') overrides[name] = on;
    return overrides;
  } catch {
    return {};
  }
}

/** Keeps the overrides for the session. */
export function writeOverrides(storage: Pick<Storage, 'setItem'>, overrides: IntegrationOverrides): void {
  storage.setItem(INTEGRATIONS_STORAGE_KEY, JSON.stringify(overrides));
}
