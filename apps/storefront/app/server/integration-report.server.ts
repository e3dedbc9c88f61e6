import { INTEGRATIONS, type Integration } from '../lib/integrations';
import { config } from './config.server';
import {
  type CspDirective,
  INTEGRATION_SOURCES,
  integrationCspSources,
  integrationScripts,
} from './integrations.server';

type Environment = Readonly<Record<string, string | undefined>>;

/** One integration as the test pages show it: its variables and what the environment configures. */
export type IntegrationReportRow = {
  /** The integration. */
  name: Integration;
  /** The variable holding its script URL. */
  scriptEnv: string;
  /** Its configured script URL, or null (then it never loads). */
  script: string | null;
  /** The CSP directives its origins need beyond `script-src`. */
  csp: readonly CspDirective[];
};

/** What the test pages tell a shop owner about the integrations: each one's configuration and the CSP they need. */
export type IntegrationReport = {
  /** Every integration of the registry, in its order. */
  rows: IntegrationReportRow[];
  /** The origins each CSP directive must allow for the configured integrations (none when none is configured). */
  csp: Record<string, string[]>;
  /** Whether `POST /refresh-config/` answers (developer mode). */
  developerMode: boolean;
};

/** The integrations' configuration as the environment gives it: shop configuration, the same for everyone. */
export function integrationReport(env: Environment = process.env): IntegrationReport {
  const scripts = integrationScripts(env);
  return {
    rows: INTEGRATIONS.map((name) => ({
      name,
      scriptEnv: INTEGRATION_SOURCES[name].scriptEnv,
      script: scripts[name] ?? null,
      csp: INTEGRATION_SOURCES[name].csp,
    })),
    csp: integrationCspSources(env),
    developerMode: config.developerMode,
  };
}
