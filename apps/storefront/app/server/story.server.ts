import {
  type CmsMode,
  draftFitmentFromSearch,
  fitmentOptionsNeeded,
  hasFitmentSelector,
  NO_CMS_DATA_FOUND,
  type StoryVersion,
  searchBlockRequests,
  validateBloks,
  verifyEditorRequest,
} from '@fitkit/cms-blocks';
import type { Fitment } from '@fitkit/fitment';
import { data } from 'react-router';
import type { PrefetchedCatalogue, PrefetchedFitmentOptions } from '../components/cms-story';
import { commerce } from './commerce.server';
import { content, contentConfig } from './content.server';

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
 * non-page content is 'No CMS data found': a 404 page, or the error page with that text when the content
 * service itself failed (status 500 and up).
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
  throw data(NO_CMS_DATA_FOUND, { status: status >= 500 ? status : 404 });
}

/**
 * A CMS page for a loader: the story at `path` validated into block props in the request's CMS mode (problems
 * logged, shown to editors in preview), and the catalogue pages its search blocks show for the shopper's
 * vehicle. A failed catalogue call is left to the block, which fetches again in the browser.
 */
export async function loadPage(path: string, request: Request, fitment: Fitment | null) {
  const mode = await cmsModeOf(request);
  const story = await loadStory(path, request, mode);
  const { bloks, problems } = validateBloks([story.content], { mode });
  for (const problem of problems) {
    console.warn(`story ${story.full_slug}: ${problem.reason} blok ${problem.component} (${problem.uid})`);
  }
  const requests = searchBlockRequests(story.content, { fitment });
  const answers = await Promise.all(
    requests.map((params) => commerce.getCatalogue(params, { signal: request.signal })),
  );
  const prefetched: PrefetchedCatalogue[] = requests.flatMap((params, index) => {
    const answer = answers[index];
    return answer?.ok ? [{ params, catalogue: answer.data }] : [];
  });
  // A fitment selector renders its selects with the page: the option lists for the vehicle so far (the steps a
  // shopper without JavaScript took, fs-year…, else the saved vehicle) are fetched here.
  const draft = draftFitmentFromSearch(new URL(request.url).search);
  const optionRequests = hasFitmentSelector(story.content) ? fitmentOptionsNeeded(draft ?? fitment) : [];
  const optionAnswers = await Promise.all(
    optionRequests.map(({ type, fitment: before }) =>
      commerce.getFitmentOptions(type, before, { signal: request.signal }),
    ),
  );
  const fitmentOptions: PrefetchedFitmentOptions[] = optionRequests.flatMap((needed, index) => {
    const answer = optionAnswers[index];
    return answer?.ok ? [{ ...needed, options: answer.data }] : [];
  });
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
    prefetched,
    fitmentOptions,
  };
}
