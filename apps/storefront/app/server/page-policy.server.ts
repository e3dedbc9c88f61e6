import { DEFAULT_EMBED_ORIGINS } from '@fitkit/ui/video';
import { config } from './config.server';
import { editorFrameAncestors } from './editor-frame.server';
import { integrationCspSources, originOf } from './integrations.server';
import { contentSecurityPolicy } from './security-headers.server.mjs';

type Sources = Record<string, string[]>;

/**
 * The hosts of the shop's own frames, and the payment providers' hosts beyond their scripts (frames of card fields
 * and approval windows, the calls those make) for the providers the shop is configured with. Their script
 * elements are added by the payment step's code, which `'strict-dynamic'` trusts, so only frames and calls need
 * names; `script-src` names them for browsers without `'strict-dynamic'`.
 */
function shopSources(env: NodeJS.ProcessEnv): Sources {
  const sources: Sources = {};
  const add = (directive: string, ...origins: (string | null)[]) => {
    const list = sources[directive] ?? [];
    sources[directive] = [...list, ...origins.filter((o): o is string => o !== null)];
  };
  // The payments sandbox's card frame (always offered), and the product videos' players (SPEC §3 Video).
  add('frame-src', originOf(config.sandboxPublicUrl), ...Object.values(DEFAULT_EMBED_ORIGINS));
  if (config.stripePublishableKey) {
    add('script-src', 'https://js.stripe.com');
    add('frame-src', 'https://js.stripe.com', 'https://hooks.stripe.com');
    add('connect-src', 'https://api.stripe.com');
  }
  if (config.braintreeMerchantId) {
    add('script-src', 'https://js.braintreegateway.com');
    add('frame-src', 'https://assets.braintreegateway.com');
    add('connect-src', 'https://api.braintreegateway.com', 'https://client-analytics.braintreegateway.com');
  }
  for (const script of [env.PAYPAL_SCRIPT_URL, config.affirmScriptUrl, config.boltScriptUrl]) {
    const origin = script ? originOf(script) : null;
    add('script-src', origin);
    add('frame-src', origin);
    add('connect-src', origin);
  }
  if (config.paypalClientId) {
    // The SDK's buttons, approval window and calls are on PayPal's hosts (live and sandbox), as PayPal documents.
    for (const directive of ['frame-src', 'connect-src']) add(directive, 'https://*.paypal.com');
  }
  return sources;
}

/** `b`'s origins added to `a`'s, each directive's list sorted and without repeats. */
function merged(a: Sources, b: Sources): Sources {
  const out: Sources = {};
  for (const directive of new Set([...Object.keys(a), ...Object.keys(b)])) {
    out[directive] = [...new Set([...(a[directive] ?? []), ...(b[directive] ?? [])])].sort();
  }
  return out;
}

// The origins are shop configuration: computed once per set of route rules (at most three: elsewhere, checkout,
// `/pay/`), not per request.
const byRules = new Map<string, Sources>();

function sourcesFor(pathname: string): Sources {
  const rules = pathname.startsWith('/checkout/')
    ? 'checkout'
    : pathname.startsWith('/pay/')
      ? 'pay'
      : 'other';
  let sources = byRules.get(rules);
  if (!sources) {
    sources = merged(integrationCspSources(process.env, pathname), shopSources(process.env));
    byRules.set(rules, sources);
  }
  return sources;
}

/**
 * The Content-Security-Policy of one page: its nonce, the origins of the integrations configured for the shop
 * (minus those its route rules keep off) and of its payment providers, and the CMS visual editor as a frame
 * ancestor only in verified edit mode.
 */
export async function pagePolicy(request: Request, nonce: string): Promise<string> {
  return contentSecurityPolicy({
    nonce,
    sources: sourcesFor(new URL(request.url).pathname),
    frameAncestors: await editorFrameAncestors(request),
  });
}
