import { useLocation } from 'react-router';
import { CmsStory } from '../components/cms-story';
import { deferHydration } from '../lib/deferred-hydration';
import { headMeta } from '../lib/head';
import { SEO_TEMPLATES } from '../lib/seo';
import { declarePage } from '../server/page-kind.server';
import { pageHead } from '../server/seo.server';
import { loadPage } from '../server/story.server';
import { SHOP_ROUTES } from '../shop-routes';
import type { Route } from './+types/cms-page';

// The opt-out form shows on one CMS page: every other one would carry its code for nothing.
const PrivacyChoiceForm = deferHydration(() =>
  import('../components/privacy-choice-form').then((m) => m.PrivacyChoiceForm),
).Component;

// The catch-all: any other path is a CMS page story by its full slug (partner pages, where-to-buy…), or the
// 404 page; validated on the server with its search blocks' catalogue pages fetched.
export async function loader({ context, params, request }: Route.LoaderArgs) {
  declarePage(context, 'public');
  const page = await loadPage(params['*'] ?? '', { request, context });
  return { ...page, head: pageHead(request, SEO_TEMPLATES.listing, { name: page.seo.title }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => headMeta(loaderData?.head);

export default function CmsPage({ loaderData }: Route.ComponentProps) {
  // The Do Not Sell page is the CMS's text with the shop's opt-out control under it.
  const doNotSell = useLocation().pathname === SHOP_ROUTES.doNotSell;
  return (
    <>
      <CmsStory
        content={loaderData.content}
        dehydratedState={loaderData.dehydratedState}
        storyId={loaderData.story.id}
      />
      {doNotSell ? <PrivacyChoiceForm /> : null}
    </>
  );
}
