import { type CmsMode, draftFitmentFromSearch } from '@fitkit/cms-blocks';
import {
  fitmentOptionsNeeded,
  hasFitmentSelector,
  NO_CMS_DATA_FOUND,
  priceTokenRequests,
  type StoryVersion,
  searchBlockRequests,
  validateBloks,
  verifyEditorRequest,
} from '@fitkit/cms-blocks/server';
import { commerceQueries } from '@fitkit/commerce-hooks/query';
import { data, type LoaderFunctionArgs } from 'react-router';
import { PAGE_NOT_FOUND_TEXT } from '../lib/not-found';
import { commerceContext, dehydratePublicQueries } from './commerce.server';
import { content, contentConfig } from './content.server';
import { tagPage } from './page-kind.server';
import { purgeKey } from './purge-keys';
import { shopperContext } from './shopper.server';

/**
 * The CMS mode of a page request: 'edit' when the Storyblok visual editor opened it (its signed `_storyblok_tk`
 * parameters verified), 'draft' on a preview site, else 'published'. Unsigned or stale editor parameters get the
 * published shop, so nobody can read drafts by adding them to a URL.
 */
export async function cmsModeOf(request: Request): Promise<CmsMode> {
  const url = new URL(request.url);
  if (
    url.searchParams.has('_storyblok_tk[token]') &&
    (await verifyEditorRequest(url, {
      previewToken: contentConfig.previewToken,
      spaceId: contentConfig.spaceId,
    }))
  ) {
    return 'edit';
  }
  return contentConfig.draftSite ? 'draft' : 'published';
}

/** The story version a mode reads. */
export function versionOf(mode: CmsMode): StoryVersion {
  return mode === 'published' ? 'published' : 'draft';
}

/** What a content request passes through: `timeTravel` from the page's query (SPEC §2). */
export function timeTravelOf(request: Request): string | undefined {
  return new URL(request.url).searchParams.get('timeTravel') || undefined;
}

/**
 * The page story at a site path in the request's CMS mode, with `timeTravel` passed through. Missing, empty or
 * non-page content is an unknown route: the 404 page with 'This page could not be found' (SPEC §8); when the
 * content service itself failed (status 500 and up), the error page with 'No CMS data found' (SPEC §5).
 */
export async function loadStory(path: string, request: Request, mode: CmsMode) {
  const result = await content.getStory(path, {
    version: versionOf(mode),
    timeTravel: timeTravelOf(request),
    signal: request.signal,
  });
  if (result.ok && result.story.content.component === 'page') return result.story;
  const status = result.ok ? 404 : result.status;
  if (!result.ok && status >= 500) console.error(`content ${path}: ${result.detail ?? result.message}`);
  if (status >= 500) throw data(NO_CMS_DATA_FOUND, { status });
  throw data(PAGE_NOT_FOUND_TEXT, { status: 404 });
}

/**
 * A CMS page for a loader: the story at `path` validated into block props in the request's CMS mode (problems
 * logged, shown to editors in preview), with what its blocks show first prefetched into the request's query cache
 * and dehydrated: the catalogue pages of its search blocks for the shopper's vehicle, and a fitment selector's
 * option lists. A failed call is left to the block, which fetches again in the browser.
 */
export async function loadPage(
  path: string,
  { request, context }: Pick<LoaderFunctionArgs, 'request' | 'context'>,
) {
  const mode = await cmsModeOf(request);
  const story = await loadStory(path, request, mode);
  tagPage(context, purgeKey('story', story.full_slug));
  const { bloks, problems } = validateBloks([story.content], { mode });
  for (const problem of problems) {
    console.warn(`story ${story.full_slug}: ${problem.reason} blok ${problem.component} (${problem.uid})`);
  }
  await prefetchBlockQueries(story.content, { request, context });
  const { title, description } = story.content as { title?: unknown; description?: unknown };
  return {
    story: {
      id: typeof story.id === 'number' ? story.id : null,
      name: story.name,
      fullSlug: story.full_slug,
    },
    seo: {
      title: typeof title === 'string' && title.trim() ? title.trim() : story.name,
      description: typeof description === 'string' ? description.trim() : '',
    },
    content: { bloks },
    dehydratedState: dehydratePublicQueries(context),
  };
}

/**
 * Prefetches, with the blocks' own query options, what a story's blocks render first: its search blocks' catalogue
 * pages, its rich text's price tokens, and a fitment selector's option lists for the vehicle so far (the steps a shopper without JavaScript took,
 * fs-year…, else the saved vehicle).
 */
async function prefetchBlockQueries(
  content: unknown,
  { request, context }: Pick<LoaderFunctionArgs, 'request' | 'context'>,
) {
  const { client, queryClient } = context.get(commerceContext);
  const fitment = context.get(shopperContext).fitment;
  const draft = draftFitmentFromSearch(new URL(request.url).search);
  const options = hasFitmentSelector(content) ? fitmentOptionsNeeded(draft ?? fitment) : [];
  await Promise.all([
    ...[...searchBlockRequests(content, { fitment }), ...priceTokenRequests(content)].map((params) =>
      queryClient.prefetchQuery(commerceQueries.catalogue(client, params)),
    ),
    ...options.map(({ type, fitment: before }) =>
      queryClient.prefetchQuery(commerceQueries.fitmentOptions(client, type, before)),
    ),
  ]);
}
