import { IntegrationsTestPage } from '../components/integrations-test-page';
import { privatePageMeta } from '../lib/meta';
import { integrationReport } from '../server/integration-report.server';
import { declarePage } from '../server/page-kind.server';
import type { Route } from './+types/test-no-api';

export const meta: Route.MetaFunction = () => privatePageMeta('Test Page Without API');

// The page's own loader calls nothing: the shell and the third-party scripts alone, to try an integration (or
// measure its weight) without the catalogue around it. Kept out of search and of every cache.
export function loader({ context }: Route.LoaderArgs) {
  declarePage(context, 'private');
  return { report: integrationReport() };
}

export default function TestNoApiPage({ loaderData }: Route.ComponentProps) {
  return (
    <IntegrationsTestPage title="Test Page Without API" report={loaderData.report}>
      <p>This page's own loader makes no call to the commerce API.</p>
    </IntegrationsTestPage>
  );
}
