import { z } from 'zod/mini';

/** The text SPEC §5 prescribes whenever a story cannot be delivered. */
export const NO_CMS_DATA_FOUND = 'No CMS data found';

/** Which copy of a story to read: what shoppers see, or the latest saved draft. */
export const STORY_VERSIONS = ['published', 'draft'] as const;

/** One of {@link STORY_VERSIONS}. */
export type StoryVersion = (typeof STORY_VERSIONS)[number];

/** Validates a story as the Storyblok CDN API delivers it; the content is validated later, blok by blok. */
export const storySchema = z.looseObject({
  name: z.string(),
  slug: z.string(),
  full_slug: z.string(),
  content: z.looseObject({ component: z.string().check(z.minLength(1)), _uid: z.optional(z.string()) }),
});

/** A story: its names and its root blok (normally a `page`). */
export type Story = z.output<typeof storySchema>;

/** A story, or why there is none. */
export type StoryResult =
  | { ok: true; story: Story }
  | {
      ok: false;
      /** The HTTP status to answer with (404 for missing or empty content). */
      status: number;
      /** Always {@link NO_CMS_DATA_FOUND}. */
      message: typeof NO_CMS_DATA_FOUND;
      /** What actually went wrong, for logs; never shown to shoppers. */
      detail?: string;
    };

/** Options of one story request. */
export interface GetStoryOptions {
  /** Published or draft; defaults to the source's own setting. */
  version?: StoryVersion;
  /** The `timeTravel` request parameter, passed through to the content service unchanged. */
  timeTravel?: string | undefined;
  /** Cancels the request. */
  signal?: AbortSignal | undefined;
}

/** Where stories come from: local files in development, the Storyblok CDN in production. */
export interface ContentSource {
  /** Reads the story at `slug` ('' or '/' is the home story). Rejects only when `signal` aborts. */
  getStory(slug: string, options?: GetStoryOptions): Promise<StoryResult>;
}

const SEGMENT = /^[A-Za-z0-9_-]+$/;
const HOME = 'home';

/**
 * Turns a site path or slug into a story's full slug: slashes around it are dropped and '' becomes 'home'.
 * Returns null when a segment holds anything but letters, digits, '-' and '_' (so no '..', no encoded
 * characters), which keeps slugs safe as file paths and URL paths alike.
 */
export function normalizeStorySlug(slug: string): string | null {
  const trimmed = slug.trim().replace(/^\/+|\/+$/g, '');
  if (trimmed === '') return HOME;
  const segments = trimmed.split('/');
  return segments.every((segment) => SEGMENT.test(segment)) ? segments.join('/') : null;
}

/** A failed {@link StoryResult}. */
export function noCmsData(status: number, detail?: string): StoryResult {
  return { ok: false, status, message: NO_CMS_DATA_FOUND, ...(detail ? { detail } : {}) };
}

/** Reads a CDN-format payload (`{ story: {…} }`); a missing or empty story is 'No CMS data found' (404). */
export function storyFromPayload(payload: unknown): StoryResult {
  const story = payload && typeof payload === 'object' ? (payload as { story?: unknown }).story : undefined;
  const result = storySchema.safeParse(story);
  if (!result.success) return noCmsData(404, 'the payload holds no story with content');
  return { ok: true, story: result.data };
}
