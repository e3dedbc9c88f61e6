import { useEffect, useRef } from 'react';
import { afterIdle } from '../../lib/deferred-hydration';
import { useIntegrationConfig } from '../../lib/integration-config';
import { INTEGRATION_REQUEST_EVENT, type IntegrationRequest } from '../../lib/integration-requests';
import { IDLE_INTEGRATIONS, type Integration } from '../../lib/integrations';
import type { IntegrationEnvironment } from '../integrations/integration-host';

// The host's code stays out of the first load: it comes at idle, or with the first request.
const loadHost = () => import('../integrations/integration-host');

/**
 * Runs the page's integrations: after paint the scripts that load at idle and the adapters' events (route changes
 * on every page, search typing), and at any time the requests pages raise (the CHAT and AFFIRM links).
 */
export function useIntegrations(isOn: (name: Integration) => boolean, path: string): void {
  const scripts = useIntegrationConfig().integrationScripts;
  const env = useRef<IntegrationEnvironment>({ isOn, scripts });
  env.current = { isOn, scripts };

  useEffect(() => {
    if (Object.keys(scripts).length === 0) return;
    const environment = { isOn, scripts };
    return afterIdle(async () => {
      const host = await loadHost();
      host.loadIntegrations(environment, IDLE_INTEGRATIONS);
      host.listenToSearch(() => env.current);
      await host.navigated(environment, path);
    });
  }, [isOn, scripts, path]);

  useEffect(() => {
    const onRequest = (event: Event) => {
      const request = (event as CustomEvent<IntegrationRequest>).detail;
      const { isOn: on, scripts: urls } = env.current;
      if (!on(request.name) || !urls[request.name]) return;
      event.preventDefault();
      void loadHost().then((host) => host.carryOut(env.current, request));
    };
    window.addEventListener(INTEGRATION_REQUEST_EVENT, onRequest);
    return () => window.removeEventListener(INTEGRATION_REQUEST_EVENT, onRequest);
  }, []);
}
