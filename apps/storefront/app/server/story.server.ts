import { data } from 'react-router';
import { content } from './content.server';

/** The CMS story at a site path (with `timeTravel` passed through), or the 404 page when there is none. */
export async function loadStory(path: string, request: Request) {
  const timeTravel = new URL(request.url).searchParams.get('timeTravel') ?? undefined;
  const result = await content.getStory(path, { timeTravel, signal: request.signal });
  if (!result.ok) throw data('This page could not be found', { status: 404 });
  return result.story;
}
