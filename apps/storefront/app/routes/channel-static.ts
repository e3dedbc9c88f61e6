import { data } from 'react-router';
import { STATIC_ROOT, staticFileResponse } from '../server/channel-static.server';
import { getOnly } from '../server/get-only.server';
import { declarePage } from '../server/page-kind.server';
import { loadShell } from '../server/sitewide.server';
import { cmsModeOf, timeTravelOf } from '../server/story.server';
import type { Route } from './+types/channel-static';

// /assets/{channelId}/static/…: the theme's channel's static files; another channel id, or no such file, is a 404.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  declarePage(context, 'public');
  const { theme } = await loadShell(await cmsModeOf(request), timeTravelOf(request));
  const response =
    params.channelId === theme.channelId ? await staticFileResponse(STATIC_ROOT, params['*'] ?? '') : null;
  if (!response) throw data('Not Found', { status: 404 });
  return response;
}

/** Only GET: a post answers a plain 405. */
export const action = getOnly;
