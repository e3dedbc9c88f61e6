import { useCms } from '@fitkit/cms-blocks';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { afterIdle } from '../../lib/deferred-hydration';
import { useIntegrationConfig } from '../../lib/integration-config';
import { INTEGRATIONS_STORAGE_KEY, readSwitches, switchesAfter } from '../../lib/integration-session';
import type { Integration, PageIntegrations } from '../../lib/integrations';

/** Session storage, or null where the browser refuses it (private modes) or on the server. */
function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function sameSwitches(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, i) => item === b[i]);
}

/**
 * The session's integration switches: the URL's `enableIntegration`/`disableIntegration` after what the session
 * said before. The server (and hydration) knows only the URL; the session's earlier choices join after mount.
 */
function useSessionSwitches(search: string): readonly string[] {
  const [switches, setSwitches] = useState<readonly string[]>(() => switchesAfter(search, []));
  useEffect(() => {
    const storage = sessionStore();
    const next = switchesAfter(search, storage ? readSwitches(storage) : []);
    storage?.setItem(INTEGRATIONS_STORAGE_KEY, JSON.stringify(next));
    // A transition, and only on a change: this state reaches every deferred part through the global states'
    // context, and an urgent update would drop the server HTML of those still loading (deferred-hydration.tsx).
    startTransition(() => setSwitches((current) => (sameSwitches(current, next) ? current : next)));
  }, [search]);
  return switches;
}

/**
 * The facts that decide the page's integrations (path, the session's switches, CMS mode, the shop's list of what
 * is off), as plain data: the decision itself loads with the code that acts on it (`integrationDecider`).
 */
export function usePageIntegrations(pathname: string, search: string): PageIntegrations {
  const switches = useSessionSwitches(search);
  const { mode: cmsMode } = useCms();
  const { integrationsOff: shopOff } = useIntegrationConfig();
  return useMemo(() => ({ pathname, switches, cmsMode, shopOff }), [pathname, switches, cmsMode, shopOff]);
}

/**
 * Whether an integration runs on the page, for a part that shows something for it (the footer's chat action):
 * false until the browser has decided, at idle after paint, so the server's HTML and hydration agree and the
 * decision's code stays out of the first load. Changes only when the decision does.
 */
export function useIntegrationOn(page: PageIntegrations | null, name: Integration): boolean {
  const [on, setOn] = useState(false);
  useEffect(() => {
    if (!page) return;
    return afterIdle(async () => {
      const { integrationDecider } = await import('../../lib/integrations');
      setOn(integrationDecider(page)(name));
    });
  }, [page, name]);
  return on;
}
