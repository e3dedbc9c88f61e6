import { CmsStory } from '../components/cms-story';
import { headMeta } from '../lib/head';
import { SEO_TEMPLATES } from '../lib/seo';
import { declarePage } from '../server/page-kind.server';
import { pageHead } from '../server/seo.server';
import { loadPage } from '../server/story.server';
import type { Route } from './+types/home';

// Home is the CMS story 'home', validated on the server (the browser gets block props and no schema library),
// with the catalogue pages of its search blocks fetched for the shopper's vehicle.
export async function loader({ context, request }: Route.LoaderArgs) {
  declarePage(context, 'public');
  const page = await loadPage('home', { request, context });
  return { ...page, head: pageHead(request, SEO_TEMPLATES.home, {}) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => headMeta(loaderData?.head);

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <CmsStory
      content={loaderData.content}
      dehydratedState={loaderData.dehydratedState}
      storyId={loaderData.story.id}
    />
  );
}
