import { useEffect, useRef } from 'react';
import { afterIdle } from '../../lib/deferred-hydration';
import { useIntegrationConfig } from '../../lib/integration-config';
import { INTEGRATION_REQUEST_EVENT, type IntegrationRequest } from '../../lib/integration-requests';
import type { PageIntegrations } from '../../lib/integrations';
import type { IntegrationEnvironment } from '../integrations/integration-host';

// The host's code (and the decision it makes) stays out of the first load: it comes at idle, or with the first
// request.
const loadHost = () => import('../integrations/integration-host');

/**
 * Runs the page's integrations: after paint the scripts that load at idle and the adapters' events (route changes
 * on every page, search typing), and at any time the requests pages raise (the CHAT and AFFIRM links, the
 * financing widget's refresh).
 */
export function useIntegrations(page: PageIntegrations, path: string): void {
  const scripts = useIntegrationConfig().integrationScripts;
  const env = useRef<IntegrationEnvironment>({ page, scripts });
  env.current = { page, scripts };

  useEffect(() => {
    if (Object.keys(scripts).length === 0) return;
    const environment = { page, scripts };
    return afterIdle(async () => (await loadHost()).pageShown(environment, path, () => env.current));
  }, [page, scripts, path]);

  useEffect(() => {
    const onRequest = (event: Event) => {
      const request = (event as CustomEvent<IntegrationRequest>).detail;
      // Taken when the shop has the script; the host, loaded with the first request, decides whether it runs here.
      if (!env.current.scripts[request.name]) return;
      event.preventDefault();
      void loadHost().then((host) => host.carryOut(env.current, request));
    };
    window.addEventListener(INTEGRATION_REQUEST_EVENT, onRequest);
    return () => window.removeEventListener(INTEGRATION_REQUEST_EVENT, onRequest);
  }, []);
}
