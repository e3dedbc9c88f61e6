import { type ReactNode, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { browserConsent } from '../lib/consent';
import { type IntegrationRequest, requestIntegration } from '../lib/integration-requests';
import { INTEGRATION_REGISTRY, type Integration, integrationDecider } from '../lib/integrations';
import { withOverlay } from '../lib/overlay';
import type { IntegrationReport } from '../server/integration-report.server';
import { SHOP_PATHS } from '../shop-routes';
import { useGlobalStates } from './global-states/use-global-states';

/** What the browser decided for this page: each integration on or off, and whether the shopper opted out. */
type Decided = { on: (name: Integration) => boolean; optedOut: boolean };

/** Where developer mode reloads the shop's configuration (SPEC §7). */
const REFRESH_CONFIG_PATH = `/${SHOP_PATHS['refresh-config']}`;

/** The requests the page lets a shop owner try, by button label. */
const TRIES: readonly [string, IntegrationRequest][] = [
  ['Open chat', { name: 'chat', action: 'open' }],
  ['Show financing', { name: 'financing', action: 'open' }],
];

/**
 * The body of the test pages (SPEC §2 `/test-no-api/` and `/test-with-api/`): every integration of the registry
 * with its consent category, load moment, route rules, configured script and whether it runs on this page for
 * this browser (decided after hydration: consent is the browser's), buttons to try the adapters, and the
 * Content-Security-Policy origins the configured integrations need.
 */
export function IntegrationsTestPage({
  title,
  report,
  children,
}: {
  title: string;
  report: IntegrationReport;
  children?: ReactNode;
}) {
  const location = useLocation();
  const { integrations: page } = useGlobalStates();
  const [decided, setDecided] = useState<Decided | null>(null);
  const [tried, setTried] = useState<string | null>(null);
  useEffect(() => setDecided({ on: integrationDecider(page), optedOut: browserConsent().optedOut }), [page]);
  const csp = Object.entries(report.csp);
  return (
    <div className="page test-page">
      <h1>{title}</h1>
      {children}
      <h2>Integrations</h2>
      <p role="status">
        {decided === null
          ? 'Deciding which integrations run on this page…'
          : decided.optedOut
            ? 'This browser opted out of the sale or sharing of personal information (Do Not Sell or Global Privacy Control): analytics and advertising stay off.'
            : 'This browser has not opted out: every consent category may run.'}
      </p>
      <div className="test-page__table">
        <table>
          <thead>
            <tr>
              <th scope="col">Integration</th>
              <th scope="col">Consent</th>
              <th scope="col">Loads</th>
              <th scope="col">Off under</th>
              <th scope="col">Script</th>
              <th scope="col">On here</th>
            </tr>
          </thead>
          <tbody>
            {report.rows.map((row) => {
              const spec = INTEGRATION_REGISTRY[row.name];
              return (
                <tr key={row.name}>
                  <th scope="row">{row.name}</th>
                  <td>{spec.consent}</td>
                  <td>{spec.load}</td>
                  <td>
                    {[...spec.offUnder, ...spec.offInCms.map((mode) => `CMS ${mode}`)].join(', ') || '—'}
                  </td>
                  <td>{row.script ?? `not configured (${row.scriptEnv})`}</td>
                  <td>{decided === null ? '…' : decided.on(row.name) && row.script ? 'yes' : 'no'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <h2>Try them</h2>
      <p>
        {TRIES.map(([label, request]) => (
          <button
            key={label}
            type="button"
            onClick={() => setTried(requestIntegration(request) ? `${label}: asked.` : `${label}: off here.`)}
          >
            {label}
          </button>
        ))}{' '}
        <Link to={withOverlay(location, 'confirmLocationPopup')} preventScrollReset>
          Confirm location
        </Link>
      </p>
      {tried && <p role="status">{tried}</p>}
      {report.developerMode && (
        <form method="post" action={REFRESH_CONFIG_PATH}>
          <input type="hidden" name="returnUrl" value={`${location.pathname}${location.search}`} />
          <button type="submit">Reload the shop's configuration</button>
        </form>
      )}
      <h2>Content-Security-Policy</h2>
      {csp.length === 0 ? (
        <p>No integration has a script on another origin: the shop's own origin is enough.</p>
      ) : (
        <pre>{csp.map(([directive, origins]) => `${directive} ${origins.join(' ')};`).join('\n')}</pre>
      )}
    </div>
  );
}
