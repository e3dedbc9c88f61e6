import { data, redirect } from 'react-router';
import { sameOriginPath } from '../lib/redirect-target';
import { config } from '../server/config.server';
import { declarePage } from '../server/page-kind.server';
import { refreshShell } from '../server/sitewide.server';
import type { Route } from './+types/refresh-config';

const notFound = () => data('This page could not be found', { status: 404 });

// SPEC §7: `POST /refresh-config/` reloads the shop's configuration (the theme config with the navbar and footer),
// in developer mode only; outside it the path does not exist. Cross-site posts are refused by the root.
export async function action({ request, context }: Route.ActionArgs) {
  declarePage(context, 'private');
  if (!config.developerMode) throw notFound();
  const form = await request.formData();
  await refreshShell();
  return redirect(sameOriginPath(form.get('returnUrl'), '/'), 303);
}

// Nothing to show: a visit is a 404 like any unknown path (in developer mode, a 405 naming POST).
export function loader({ context }: Route.LoaderArgs) {
  declarePage(context, 'private');
  if (!config.developerMode) throw notFound();
  throw new Response('Method Not Allowed', {
    status: 405,
    headers: { Allow: 'POST', 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
