import { StoryContent, validateBloks } from '@fitkit/cms-blocks';
import { headMeta } from '../lib/head';
import { SEO_TEMPLATES } from '../lib/seo';
import { pageHead } from '../server/seo.server';
import { loadStory } from '../server/story.server';
import type { Route } from './+types/home';

// Home is the CMS story 'home', rendered through the block registry.
// Bloks are validated here on the server, so the browser gets ready props and no schema library.
export async function loader({ request }: Route.LoaderArgs) {
  const story = await loadStory('home', request);
  const { bloks } = validateBloks([story.content], { mode: 'published' });
  return { content: { bloks }, head: pageHead(request, SEO_TEMPLATES.home, {}) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => headMeta(loaderData?.head);

export default function Home({ loaderData }: Route.ComponentProps) {
  return <StoryContent content={loaderData.content} />;
}
