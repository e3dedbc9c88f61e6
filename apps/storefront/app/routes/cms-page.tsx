import { StoryContent } from '@fitkit/cms-blocks';
import { pageMeta } from '../lib/meta';
import { loadStory } from '../server/story.server';
import type { Route } from './+types/cms-page';

// The catch-all: any other path is a CMS story by its full slug, or the 404 page.
export async function loader({ params, request }: Route.LoaderArgs) {
  return { story: await loadStory(params['*'] ?? '', request) };
}

export const meta: Route.MetaFunction = ({ loaderData: data }) => (data ? pageMeta(data.story.name) : []);

export default function CmsPage({ loaderData }: Route.ComponentProps) {
  return <StoryContent story={loaderData.story} />;
}
