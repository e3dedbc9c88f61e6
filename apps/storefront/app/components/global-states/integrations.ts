import { useEffect, useRef } from 'react';
import { afterIdle } from '../../lib/deferred-hydration';
import { useIntegrationConfig } from '../../lib/integration-config';
import { INTEGRATION_REQUEST_EVENT, type IntegrationRequest } from '../../lib/integration-requests';
import type { Integration } from '../../lib/integrations';
import type { IntegrationEnvironment } from '../integrations/integration-host';

// The host's code stays out of the first load: it comes at idle, or with the first request.
const loadHost = () => import('../integrations/integration-host');

/** Search boxes whose typing analytics hears of. */
const SEARCH_INPUT = 'input[type="search"], input[name="q"]';

/**
 * Runs the page's integrations: after paint the scripts that load at idle, then on every page the adapters'
 * events (route changes, search typing), and the requests pages raise (the CHAT and AFFIRM links).
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
      host.loadIdleIntegrations(environment);
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
    const onInput = (event: Event) => {
      const target = event.target;
      if (!(target instanceof HTMLInputElement) || !target.matches(SEARCH_INPUT)) return;
      if (!env.current.isOn('analytics') || !env.current.scripts.analytics) return;
      void loadHost().then((host) => host.searchTyped(env.current, target.value));
    };
    window.addEventListener(INTEGRATION_REQUEST_EVENT, onRequest);
    document.addEventListener('input', onInput);
    return () => {
      window.removeEventListener(INTEGRATION_REQUEST_EVENT, onRequest);
      document.removeEventListener('input', onInput);
    };
  }, []);
}
