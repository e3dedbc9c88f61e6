import {
  type CspDirective,
  INTEGRATION_REGISTRY,
  INTEGRATIONS,
  type Integration,
  integrationsOf,
} from '../lib/integrations';

type Environment = Readonly<Record<string, string | undefined>>;

/** The origin of an absolute URL, or null for a path on the shop's own origin (or nonsense). */
function originOf(url: string): string | null {
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
    const url = env[INTEGRATION_REGISTRY[name].scriptEnv]?.trim();
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
 */
export function integrationCspSources(env: Environment = process.env): Record<string, string[]> {
  const sources = new Map<string, Set<string>>();
  const add = (directive: 'script-src' | CspDirective, origin: string) =>
    sources.set(directive, (sources.get(directive) ?? new Set()).add(origin));
  for (const [name, url] of Object.entries(integrationScripts(env)) as [Integration, string][]) {
    const spec = INTEGRATION_REGISTRY[name];
    const own = originOf(url);
    if (own) add('script-src', own);
    const listed = (env[spec.originsEnv] ?? '').split(',').map(originOf);
    for (const origin of [own, ...listed]) if (origin) for (const d of spec.csp) add(d, origin);
  }
  return Object.fromEntries([...sources].map(([directive, set]) => [directive, [...set].sort()]));
}
