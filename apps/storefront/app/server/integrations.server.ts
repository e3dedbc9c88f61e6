import { INTEGRATION_REGISTRY, INTEGRATIONS, type Integration, integrationsOf } from '../lib/integrations';

/** The CSP directives an integration's origins need, beyond `script-src` for its script. */
export type CspDirective = 'connect-src' | 'frame-src' | 'img-src' | 'style-src';

/** Where an integration's script comes from and what its origins need: server knowledge, kept out of pages. */
export type IntegrationSource = {
  /** The environment variable holding its script URL; unset means the shop has none and nothing loads. */
  scriptEnv: string;
  /** The environment variable listing more origins it talks to (comma separated), for the CSP. */
  originsEnv: string;
  /** The CSP directives its origins go in (its script's origin always goes in `script-src`). */
  csp: readonly CspDirective[];
};

function source(name: Integration, csp: readonly CspDirective[] = ['connect-src']): IntegrationSource {
  const prefix = name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase();
  return { scriptEnv: `${prefix}_SCRIPT_URL`, originsEnv: `${prefix}_ORIGINS`, csp };
}

/**
 * The registry of SPEC §7's integrations, server half (the browser half, `INTEGRATION_REGISTRY`, has consent,
 * load moment and route rules): each one's script and origins variables and CSP directives.
 */
export const INTEGRATION_SOURCES: Readonly<Record<Integration, IntegrationSource>> = {
  performance: source('performance'),
  accessibility: source('accessibility', ['connect-src', 'style-src', 'img-src']),
  chat: source('chat', ['connect-src', 'frame-src', 'img-src']),
  financing: source('financing', ['connect-src', 'frame-src']),
  search: source('search'),
  cardPayments: source('cardPayments', ['connect-src', 'frame-src']),
  paypal: source('paypal', ['connect-src', 'frame-src', 'img-src']),
  fraud: source('fraud', ['connect-src', 'frame-src']),
  analytics: source('analytics', ['connect-src', 'img-src']),
  reviews: source('reviews', ['connect-src', 'img-src', 'style-src']),
  popups: source('popups', ['connect-src', 'img-src', 'style-src']),
  geolocation: source('geolocation'),
  places: source('places'),
  errorReporting: source('errorReporting'),
  cms: source('cms', ['connect-src', 'frame-src']),
  login: source('login', ['connect-src', 'frame-src']),
  video: source('video', ['frame-src', 'img-src']),
};

type Environment = Readonly<Record<string, string | undefined>>;

/** The origin of an absolute URL, or null for a path on the shop's own origin (or nonsense). */
export function originOf(url: string): string | null {
  try {
    const { origin } = new URL(url.trim());
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * The script URL of every integration the environment configures (`CHAT_SCRIPT_URL`, …): shop configuration,
 * the same for every shopper, so it may travel in the root loader's answer.
 */
export function integrationScripts(env: Environment = process.env): Partial<Record<Integration, string>> {
  const scripts: Partial<Record<Integration, string>> = {};
  for (const name of INTEGRATIONS) {
    const url = env[INTEGRATION_SOURCES[name].scriptEnv]?.trim();
    if (url) scripts[name] = url;
  }
  return scripts;
}

/** The integrations the shop keeps off unless a URL enables them: `INTEGRATIONS_OFF`, a list or `all`. */
export function integrationsOffByShop(env: Environment = process.env): Integration[] {
  return integrationsOf([env.INTEGRATIONS_OFF ?? '']);
}

/**
 * The origins each CSP directive must allow for the configured integrations: a script's origin in `script-src`,
 * and that origin with the integration's listed ones (`CHAT_ORIGINS`, …) in the directives the registry names.
 * With `pathname`, the integrations its route rules keep off there (pop-ups in checkout, chat under `/pay/`) are
 * left out; the session's switches and consent only decide what loads, so they never change the policy.
 */
export function integrationCspSources(
  env: Environment = process.env,
  pathname?: string,
): Record<string, string[]> {
  const sources = new Map<string, Set<string>>();
  const add = (directive: 'script-src' | CspDirective, origin: string) =>
    sources.set(directive, (sources.get(directive) ?? new Set()).add(origin));
  for (const [name, url] of Object.entries(integrationScripts(env)) as [Integration, string][]) {
    if (pathname !== undefined && INTEGRATION_REGISTRY[name].offUnder.some((p) => pathname.startsWith(p)))
      continue;
    const spec = INTEGRATION_SOURCES[name];
    const own = originOf(url);
    if (own) add('script-src', own);
    const listed = (env[spec.originsEnv] ?? '').split(',').map(originOf);
    for (const origin of [own, ...listed]) if (origin) for (const d of spec.csp) add(d, origin);
  }
  return Object.fromEntries([...sources].map(([directive, set]) => [directive, [...set].sort()]));
}
