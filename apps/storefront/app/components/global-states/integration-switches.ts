import { useCallback, useEffect, useState } from 'react';
import {
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

/** Whether each integration runs on this page: the session's choices, minus what the page turns off. */
export function useIntegrationSwitches(pathname: string, search: string): (name: Integration) => boolean {
  const overrides = useIntegrationOverrides(search);
  return useCallback(
    (name: Integration) => isIntegrationOn(name, { pathname, overrides }),
    [pathname, overrides],
  );
}
