import { type CmsMode, NO_CMS_DATA_FOUND, type StoryVersion, verifyEditorRequest } from '@fitkit/cms-blocks';
import { data } from 'react-router';
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
export async function loadStory(path: string, request: Request) {
  const mode = await cmsModeOf(request);
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
