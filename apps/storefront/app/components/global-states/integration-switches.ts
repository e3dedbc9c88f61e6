import { useCms } from '@fitkit/cms-blocks';
import { useCallback, useEffect, useState } from 'react';
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
    setOverrides(next);
  }, [search]);
  return overrides;
}

/**
 * The shopper's consent, read when a decision is made, never held as state: the document is the same for everyone
 * (the server knows no consent), and a consent that arrived as an update after hydration would reach the parts
 * still waiting to hydrate and make them drop their server HTML. Consent only turns off integrations that load
 * in effects (analytics, advertising, pop-ups), never something a render shows, so render and hydration agree.
 */
function consentNow(): Consent {
  return typeof window === 'undefined' ? CONSENT_UNKNOWN : browserConsent();
}

/**
 * Whether each integration runs on this page: the session's choices over the shop's, minus what the page, the
 * CMS mode and the shopper's consent turn off.
 */
export function useIntegrationSwitches(pathname: string, search: string): (name: Integration) => boolean {
  const overrides = useIntegrationOverrides(search);
  const { mode: cmsMode } = useCms();
  const { integrationsOff: shopOff } = useIntegrationConfig();
  return useCallback(
    (name: Integration) =>
      isIntegrationOn(name, { pathname, overrides, cmsMode, consent: consentNow(), shopOff }),
    [pathname, overrides, cmsMode, shopOff],
  );
}
