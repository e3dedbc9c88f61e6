import { StoryContent } from '@fitkit/cms-blocks';
import { pageMeta } from '../lib/meta';
import { loadStory } from '../server/story.server';
import type { Route } from './+types/home';

// Home is the CMS story 'home', rendered through the block registry.
export async function loader({ request }: Route.LoaderArgs) {
  return { story: await loadStory('home', request) };
}

export const meta: Route.MetaFunction = () =>
  pageMeta(
    'Vehicle Parts & Accessories That Fit',
    'Pick your vehicle and shop parts and accessories that fit it.',
  );

export default function Home({ loaderData }: Route.ComponentProps) {
  return <StoryContent story={loaderData.story} />;
}
