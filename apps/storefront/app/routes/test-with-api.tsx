import { type CommerceError, describeCommerceError } from '@fitkit/commerce-hooks';
import { IntegrationsTestPage } from '../components/integrations-test-page';
import { privatePageMeta } from '../lib/meta';
import { commerceContext } from '../server/commerce.server';
import { integrationReport } from '../server/integration-report.server';
import { declarePage } from '../server/page-kind.server';
import { shopperContext } from '../server/shopper.server';
import type { Route } from './+types/test-with-api';

export const meta: Route.MetaFunction = () => privatePageMeta('Test Page With API');

/** One API call of the page: what it asked, how it went and how long it took. */
type ApiCheck = { call: string; ok: boolean; detail: string; ms: number };

const failure = (error: CommerceError) => ({ ok: false, detail: describeCommerceError(error) });

async function timed(call: string, run: () => Promise<{ ok: boolean; detail: string }>): Promise<ApiCheck> {
  const started = performance.now();
  const { ok, detail } = await run();
  return { call, ok, detail, ms: Math.round(performance.now() - started) };
}

// The page's loader calls the commerce API as a page does (the shopper's global id, the brand list) and shows how
// each call went, beside the integrations: whether the shop, its API and the third-party scripts work together.
export async function loader({ context }: Route.LoaderArgs) {
  declarePage(context, 'private');
  const { client } = context.get(commerceContext);
  const { permId } = context.get(shopperContext);
  const checks = await Promise.all([
    timed('GET global id', async () => {
      const answer = await client.getGlobalId(permId);
      return answer.ok ? { ok: true, detail: 'answered' } : failure(answer.error);
    }),
    timed('GET brands', async () => {
      const answer = await client.getBrands();
      return answer.ok ? { ok: true, detail: `${answer.data.brands.length} brands` } : failure(answer.error);
    }),
  ]);
  return { report: integrationReport(), checks };
}

export default function TestWithApiPage({ loaderData }: Route.ComponentProps) {
  return (
    <IntegrationsTestPage title="Test Page With API" report={loaderData.report}>
      <h2>Commerce API</h2>
      <ul className="test-page__checks">
        {loaderData.checks.map((check) => (
          <li key={check.call}>
            {check.call}: {check.ok ? 'ok' : 'failed'} — {check.detail} ({check.ms} ms)
          </li>
        ))}
      </ul>
    </IntegrationsTestPage>
  );
}
