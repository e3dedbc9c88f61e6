import { useRouteLoaderData } from 'react-router';
import type { Integration } from './integrations';

/** The shop's integration configuration as the root loader hands it to the browser (the same for everyone). */
export type IntegrationConfig = {
  /** Script URL by integration; one without a script never loads. */
  integrationScripts: Partial<Record<Integration, string>>;
  /** What the shop keeps off unless a URL enables it. */
  integrationsOff: readonly Integration[];
};

const NO_SCRIPTS: IntegrationConfig['integrationScripts'] = {};
const NOTHING_OFF: IntegrationConfig['integrationsOff'] = [];

/** The shop's integration configuration, or none (a render without the root loader). */
export function useIntegrationConfig(): IntegrationConfig {
  const root = useRouteLoaderData<Partial<IntegrationConfig>>('root');
  return {
    integrationScripts: root?.integrationScripts ?? NO_SCRIPTS,
    integrationsOff: root?.integrationsOff ?? NOTHING_OFF,
  };
}
