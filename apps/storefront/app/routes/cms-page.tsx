import { StoryContent, validateBloks } from '@fitkit/cms-blocks';
import { headMeta } from '../lib/head';
import { SEO_TEMPLATES } from '../lib/seo';
import { pageHead } from '../server/seo.server';
import { loadStory } from '../server/story.server';
import type { Route } from './+types/cms-page';

// The catch-all: any other path is a CMS story by its full slug, or the 404 page.
export async function loader({ params, request }: Route.LoaderArgs) {
  const story = await loadStory(params['*'] ?? '', request);
  // Validated on the server: the browser gets ready props and no schema library.
  const { bloks } = validateBloks([story.content], { mode: 'published' });
  return { content: { bloks }, head: pageHead(request, SEO_TEMPLATES.listing, { name: story.name }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => headMeta(loaderData?.head);

export default function CmsPage({ loaderData }: Route.ComponentProps) {
  return <StoryContent content={loaderData.content} />;
}
