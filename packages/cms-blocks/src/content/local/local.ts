import { readFile } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve } from 'node:path';
import {
  type ContentSource,
  type GetStoryOptions,
  noCmsData,
  normalizeStorySlug,
  type StoryResult,
  storyFromPayload,
} from '../source';

/** Options of {@link createLocalContentSource}. */
export interface LocalContentSourceOptions {
  /** The folder holding `<full_slug>.json` files in Storyblok CDN format (home is `home.json`). */
  dir: string;
}

function errorCode(error: unknown): string | undefined {
  return error && typeof error === 'object' && 'code' in error ? String(error.code) : undefined;
}

/**
 * Reads stories from JSON files in the CDN API's format, so a shop runs with content and no CMS account.
 * The files are the only copy, so `version` and `timeTravel` do not change what is read. Slugs that could
 * leave the folder are refused.
 */
export function createLocalContentSource(options: LocalContentSourceOptions): ContentSource {
  const root = resolve(options.dir);

  async function getStory(slug: string, request: GetStoryOptions = {}): Promise<StoryResult> {
    request.signal?.throwIfAborted();
    const fullSlug = normalizeStorySlug(slug);
    if (!fullSlug) return noCmsData(404, `invalid slug ${JSON.stringify(slug)}`);
    const file = join(root, `${fullSlug}.json`);
    const inside = relative(root, file);
    if (inside.startsWith('..') || isAbsolute(inside))
      return noCmsData(404, `slug outside the content folder`);

    let text: string;
    try {
      text = await readFile(file, { encoding: 'utf8', signal: request.signal });
    } catch (error) {
      if (request.signal?.aborted) throw request.signal.reason;
      const code = errorCode(error);
      // A name the file system cannot hold (a segment over 255 bytes, a NUL) names no story either.
      if (['ENOENT', 'EISDIR', 'ENOTDIR', 'ENAMETOOLONG', 'ERR_INVALID_ARG_VALUE'].includes(code ?? ''))
        return noCmsData(404, `no story file ${inside}`);
      return noCmsData(500, `cannot read ${inside}: ${String(error)}`);
    }
    if (text.trim() === '') return noCmsData(404, `${inside} is empty`);
    let payload: unknown;
    try {
      payload = JSON.parse(text);
    } catch (error) {
      return noCmsData(500, `${inside} is not JSON: ${String(error)}`);
    }
    return storyFromPayload(payload);
  }

  return { getStory };
}
