import type { ShopperLocation } from '@fitkit/ui/location-dialog';
import type { IntegrationRequest } from '../../lib/integration-requests';
import {
  type AdaptedIntegration,
  debounced,
  INTEGRATION_TIMINGS,
  integrationApi,
  loadIntegrationScript,
} from '../../lib/integration-runtime';
import {
  IDLE_INTEGRATIONS,
  type Integration,
  integrationDecider,
  type PageIntegrations,
} from '../../lib/integrations';
import { SHOP_PATHS } from '../../shop-routes';

// The browser side of the integrations, loaded after paint: the decision, the scripts of the integrations that
// are on, and the adapters that turn the shop's moments into the vendors' calls. Browser-only, so its state is
// the page's.

/** The page's integrations: what decides them, and the script URL of each the shop has. */
export type IntegrationEnvironment = {
  /** What decides whether an integration runs on this page. */
  page: PageIntegrations;
  /** Script URL by integration (from the environment); a missing one never loads. */
  scripts: Partial<Record<Integration, string>>;
};

const isOn = (env: IntegrationEnvironment, name: Integration) => integrationDecider(env.page)(name);

/** Loads an integration's script when it is on and configured; answers whether its script is in the page. */
async function ensure(env: IntegrationEnvironment, name: Integration): Promise<boolean> {
  const url = env.scripts[name];
  if (!url || !isOn(env, name)) return false;
  return loadIntegrationScript(name, url);
}

/** The API of an adapted integration once its script has loaded, or null when it is off or failed. */
async function apiOf<K extends AdaptedIntegration>(env: IntegrationEnvironment, name: K) {
  return (await ensure(env, name)) ? integrationApi(name) : null;
}

let current: IntegrationEnvironment | null = null;

/** Product pages (and their SKU and vehicle twins) show reviews: the reviews script loads on the first one. */
const PRODUCT_PREFIX = `/${SHOP_PATHS.product.split('/')[0]}/`;

const routeChange = debounced((path: string) => {
  if (current && isOn(current, 'analytics'))
    integrationApi('analytics')?.track({ type: 'route-change', path });
}, INTEGRATION_TIMINGS.routeChangeMs);

const searchTyping = debounced((query: string) => {
  if (current && isOn(current, 'analytics'))
    integrationApi('analytics')?.track({ type: 'search-typing', query });
}, INTEGRATION_TIMINGS.searchTypingMs);

const financingRefresh = debounced(() => {
  if (current && isOn(current, 'financing')) integrationApi('financing')?.refresh();
}, INTEGRATION_TIMINGS.financingRefreshMs);

/**
 * The page changed (or first showed): analytics hears of it 1 s later (a quicker next page replaces it), and a
 * product page has its reviews filled. (A financing widget asks for its own refresh when its price changes.)
 */
export async function navigated(env: IntegrationEnvironment, path: string): Promise<void> {
  current = env;
  if (await ensure(env, 'analytics')) routeChange.call(path);
  if (path.startsWith(PRODUCT_PREFIX)) (await apiOf(env, 'reviews'))?.refresh();
}

/** Search boxes whose typing analytics hears of. */
const SEARCH_INPUT = 'input[type="search"], input[name="q"]';
let listening = false;

/**
 * From now on (once per page load), typing in a search box tells analytics the query 2 s after the last
 * keystroke, while analytics is on for the page `env` describes at the time.
 */
export function listenToSearch(env: () => IntegrationEnvironment): void {
  if (listening) return;
  listening = true;
  document.addEventListener('input', (event) => {
    const target = event.target;
    if (!(target instanceof HTMLInputElement) || !target.matches(SEARCH_INPUT)) return;
    current = env();
    void ensure(current, 'analytics').then((on) => on && searchTyping.call(target.value));
  });
}

/**
 * A page showed, once the browser is idle after it: the scripts that load after paint and are on here load, the
 * search listener starts, and the adapters hear of the page. `latest` answers the environment at any later time.
 */
export async function pageShown(
  env: IntegrationEnvironment,
  path: string,
  latest: () => IntegrationEnvironment,
): Promise<void> {
  for (const name of IDLE_INTEGRATIONS) void ensure(env, name);
  listenToSearch(latest);
  await navigated(env, path);
}

/**
 * Carries out a page's request, loading the script on first use: open the chat or the financing information, or
 * have the financing widget re-read the price 500 ms after the last change.
 */
export async function carryOut(env: IntegrationEnvironment, request: IntegrationRequest): Promise<void> {
  current = env;
  if (request.action === 'refresh') {
    if (await ensure(env, request.name)) financingRefresh.call(undefined);
    return;
  }
  (await apiOf(env, request.name))?.open();
}

/** The geolocation service's guess of where the shopper is, or null (off, no script, no guess). */
export async function guessLocation(env: IntegrationEnvironment): Promise<ShopperLocation | null> {
  const api = await apiOf(env, 'geolocation');
  return api ? api.locate().catch(() => null) : null;
}

/** Tells the geolocation service where the shopper says they are. */
export async function confirmLocation(env: IntegrationEnvironment, location: ShopperLocation): Promise<void> {
  (await apiOf(env, 'geolocation'))?.confirm(location);
}
