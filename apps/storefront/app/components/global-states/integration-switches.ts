import { useCms } from '@fitkit/cms-blocks';
import { startTransition, useCallback, useEffect, useState } from 'react';
import { browserConsent } from '../../lib/consent';
import { useIntegrationConfig } from '../../lib/integration-config';
import {
  CONSENT_UNKNOWN,
  type Consent,
  type Integration,
  type IntegrationOverrides,
  isIntegrationOn,
  overridesAfter,
  readOverrides,
  writeOverrides,
} from '../../lib/integrations';

/** Session storage, or null where the browser refuses it (private modes) or on the server. */
function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The session's integration choices: the URL's `enableIntegration`/`disableIntegration` over what the session
 * said before. The server (and hydration) knows only the URL; the session's earlier choices join after.
 */
function useIntegrationOverrides(search: string): IntegrationOverrides {
  const [overrides, setOverrides] = useState(() => overridesAfter(search, {}));
  useEffect(() => {
    const storage = sessionStore();
    const next = overridesAfter(search, storage ? readOverrides(storage) : {});
    if (storage) writeOverrides(storage, next);
    // A transition, and the same object when nothing changed: an urgent update right after hydration would make
    // the parts that hydrate after paint drop their server HTML (see deferHydration).
    startTransition(() =>
      setOverrides((previous) => (JSON.stringify(previous) === JSON.stringify(next) ? previous : next)),
    );
  }, [search]);
  return overrides;
}

/**
 * The shopper's consent, read from the browser after hydration (the document is the same for everyone), and
 * again on each page, so an opt-out made on the Do Not Sell page counts at once.
 */
function useConsent(pathname: string): Consent {
  const [consent, setConsent] = useState(CONSENT_UNKNOWN);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the cookie is read again on every page
  useEffect(() => {
    const next = browserConsent();
    startTransition(() => setConsent((previous) => (previous.optedOut === next.optedOut ? previous : next)));
  }, [pathname]);
  return consent;
}

/**
 * Whether each integration runs on this page: the session's choices over the shop's, minus what the page, the
 * CMS mode and the shopper's consent turn off.
 */
export function useIntegrationSwitches(pathname: string, search: string): (name: Integration) => boolean {
  const overrides = useIntegrationOverrides(search);
  const consent = useConsent(pathname);
  const { mode: cmsMode } = useCms();
  const { integrationsOff: shopOff } = useIntegrationConfig();
  return useCallback(
    (name: Integration) => isIntegrationOn(name, { pathname, overrides, cmsMode, consent, shopOff }),
    [pathname, overrides, cmsMode, consent, shopOff],
  );
}
