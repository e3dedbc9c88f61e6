import {
  type ContentSource,
  type GetStoryOptions,
  noCmsData,
  normalizeStorySlug,
  type StoryResult,
  type StoryVersion,
  storyFromPayload,
} from '../source';

/** Options of {@link createStoryblokContentSource}. */
export interface StoryblokContentSourceOptions {
  /** The space's access token (a preview token is needed for drafts). */
  token: string;
  /** The CDN API base URL the paths `cdn/stories/…` are resolved against; the app passes it from `STORYBLOK_API_BASE`. */
  apiBase: string;
  /** The version read when a request does not say; default 'published'. */
  version?: StoryVersion;
  /** The cache version sent with published requests, so a new publish can bust CDN caches. */
  cv?: number;
  /** Request timeout in ms; default 30000 (SPEC §7). */
  timeoutMs?: number;
  /** The fetch to use; default the global one. */
  fetch?: typeof fetch;
  /** The clock, in ms; drafts send it as `cv` so they are never served from a cache. */
  now?: () => number;
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

/**
 * Reads stories from the Storyblok CDN API (`{apiBase}cdn/stories/{slug}` with token, version, cv and
 * timeTravel). Non-200 answers, empty stories, timeouts and network failures all give 'No CMS data found';
 * only an abort through the caller's signal rejects.
 */
export function createStoryblokContentSource(options: StoryblokContentSourceOptions): ContentSource {
  const base = new URL(options.apiBase.endsWith('/') ? options.apiBase : `${options.apiBase}/`);
  const doFetch = options.fetch ?? globalThis.fetch;
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? 30_000;

  async function getStory(slug: string, request: GetStoryOptions = {}): Promise<StoryResult> {
    const fullSlug = normalizeStorySlug(slug);
    if (!fullSlug) return noCmsData(404, `invalid slug ${JSON.stringify(slug)}`);
    const version = request.version ?? options.version ?? 'published';
    const url = new URL(`cdn/stories/${fullSlug}`, base);
    url.searchParams.set('token', options.token);
    url.searchParams.set('version', version);
    const cv = version === 'draft' ? Math.floor(now() / 1000) : options.cv;
    if (cv !== undefined) url.searchParams.set('cv', String(cv));
    if (request.timeTravel) url.searchParams.set('timeTravel', request.timeTravel);

    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
    let response: Response;
    try {
      response = await doFetch(url, { signal, headers: { accept: 'application/json' } });
    } catch (error) {
      if (request.signal?.aborted) throw request.signal.reason;
      return noCmsData(isAbort(error) ? 504 : 502, `content request failed: ${String(error)}`);
    }
    if (response.status !== 200)
      return noCmsData(response.status, `content service answered ${response.status}`);
    let payload: unknown;
    try {
      payload = await response.json();
    } catch (error) {
      if (request.signal?.aborted) throw request.signal.reason;
      return noCmsData(502, `content service sent no JSON: ${String(error)}`);
    }
    return storyFromPayload(payload);
  }

  return { getStory };
}
