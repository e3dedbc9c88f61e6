import type { CmsMode } from '@fitkit/cms-blocks';
import { browserConsent, type Consent } from './consent';

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

/**
 * Whose say an integration needs (DESIGN: consent). `necessary` and `functional` run for every shopper; `analytics`
 * and `advertising` stop when the shopper opted out of the sale or sharing of their data (the Do Not Sell page,
 * or the browser's Global Privacy Control).
 */
export const CONSENT_CATEGORIES = ['necessary', 'functional', 'analytics', 'advertising'] as const;
/** One of {@link CONSENT_CATEGORIES}. */
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** The consent categories an opt-out stops. */
const OPTED_OUT_CATEGORIES: readonly ConsentCategory[] = ['analytics', 'advertising'];

/**
 * When an integration's script loads: `idle` once the page is idle after paint, on every page it is on for;
 * `use` the first time the shopper asks for it (a CHAT or AFFIRM link, a widget scrolled into view), or by the
 * page that owns it (`page`: the card frame of the payment step).
 */
export type IntegrationLoad = 'idle' | 'use' | 'page';

/**
 * What the registry says of one integration in the browser; where its script comes from and what its origins
 * need in the CSP is server knowledge (`INTEGRATION_SOURCES`, `server/integrations.server.ts`).
 */
export type IntegrationSpec = {
  /** Whose say it needs. */
  consent: ConsentCategory;
  /** When its script loads. */
  load: IntegrationLoad;
  /** Path prefixes where it is off whatever the URL says (SPEC §2). */
  offUnder: readonly string[];
  /** CMS modes where it is off (editors' visits are not shoppers', and overlays would cover the content). */
  offInCms: readonly CmsMode[];
};

const CHECKOUT = '/checkout/';
const PAY = '/pay/';
const EDITING: readonly CmsMode[] = ['draft', 'edit'];

const spec = (
  consent: ConsentCategory,
  load: IntegrationLoad,
  offUnder: readonly string[] = [],
  offInCms: readonly CmsMode[] = [],
): IntegrationSpec => ({ consent, load, offUnder, offInCms });

/**
 * The registry of SPEC §7's third-party integrations, browser half: consent category, when each loads, and where
 * it is off. Pop-ups are advertising (they collect leads for marketing); performance monitoring counts as
 * analytics; error reporting, fraud, payments, login and the CMS are necessary.
 */
export const INTEGRATION_REGISTRY: Readonly<Record<Integration, IntegrationSpec>> = {
  performance: spec('analytics', 'idle', [], EDITING),
  accessibility: spec('functional', 'idle'),
  chat: spec('functional', 'idle', [PAY], EDITING),
  financing: spec('functional', 'use'),
  search: spec('functional', 'use'),
  cardPayments: spec('necessary', 'page'),
  paypal: spec('necessary', 'use'),
  fraud: spec('necessary', 'idle'),
  analytics: spec('analytics', 'idle', [], EDITING),
  reviews: spec('functional', 'use'),
  popups: spec('advertising', 'idle', [CHECKOUT, PAY], EDITING),
  geolocation: spec('functional', 'idle'),
  places: spec('functional', 'use'),
  errorReporting: spec('necessary', 'idle'),
  cms: spec('necessary', 'page'),
  login: spec('necessary', 'use'),
  video: spec('functional', 'use'),
};

/** The integrations whose scripts load after paint on every page they are on. */
export const IDLE_INTEGRATIONS: readonly Integration[] = INTEGRATIONS.filter(
  (name) => INTEGRATION_REGISTRY[name].load === 'idle',
);

/** Integrations switched on or off for this session by URL, over the defaults (every integration on). */
export type IntegrationOverrides = Partial<Record<Integration, boolean>>;

/** Consent before the browser was asked: analytics and advertising wait until it is. */
export const CONSENT_UNKNOWN: Consent = { optedOut: true };

/** Everything that decides whether an integration runs on a page. */
export type IntegrationSituation = Omit<PageIntegrations, 'switches'> & {
  /** The session's choices by URL. */
  overrides: IntegrationOverrides;
  /** The shopper's say. */
  consent: Consent;
};

/** Everything a page knows that decides whether an integration runs on it (consent is read at decision time). */
export type PageIntegrations = {
  /** The page's path. */
  pathname: string;
  /**
   * The session's integration switches as query strings (`enableIntegration=chat&disableIntegration=popups`),
   * oldest first; replayed in order, so a later URL's choice wins.
   */
  switches: readonly string[];
  /** How content is shown. */
  cmsMode: CmsMode;
  /** What the shop keeps off unless a URL enables it (its configuration). */
  shopOff: readonly Integration[];
};

/** Whether the shopper's say lets an integration of a category run. */
export function consentAllows(category: ConsentCategory, consent: Consent): boolean {
  return !(consent.optedOut && OPTED_OUT_CATEGORIES.includes(category));
}

/**
 * Whether an integration runs on a page: off where its path rules or the CMS mode turn it off and when the
 * shopper's consent does not cover it (whatever the URL says); otherwise the session's choice, else the shop's.
 */
export function isIntegrationOn(name: Integration, situation: IntegrationSituation): boolean {
  const { offUnder, offInCms, consent } = INTEGRATION_REGISTRY[name];
  if (offUnder.some((prefix) => situation.pathname.startsWith(prefix))) return false;
  if (offInCms.includes(situation.cmsMode)) return false;
  if (!consentAllows(consent, situation.consent)) return false;
  return situation.overrides[name] ?? !situation.shopOff.includes(name);
}

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

/** The overrides the session's switches make, replayed oldest first. */
export function overridesOf(switches: readonly string[]): IntegrationOverrides {
  return switches.reduce<IntegrationOverrides>((overrides, query) => overridesAfter(query, overrides), {});
}

/**
 * Whether each integration runs on a page. The shopper's consent is read at each decision, never held: the
 * document is the same for everyone (the server knows no consent), and consent only turns off integrations that
 * load in effects (analytics, advertising, pop-ups), never something a render shows, so render and hydration agree.
 */
export function integrationDecider(
  page: PageIntegrations,
  consentNow: () => Consent = () => (typeof window === 'undefined' ? CONSENT_UNKNOWN : browserConsent()),
): (name: Integration) => boolean {
  const overrides = overridesOf(page.switches);
  return (name) => isIntegrationOn(name, { ...page, overrides, consent: consentNow() });
}
