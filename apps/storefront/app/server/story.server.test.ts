import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

async function storyModule(env: Record<string, string> = {}) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return import('./story.server');
}

function editorRequest(secret: string, path = '/where-to-buy/'): Request {
  const timestamp = Math.floor(Date.now() / 1000);
  const token = createHash('sha1').update(`42:${secret}:${timestamp}`).digest('hex');
  const query = new URLSearchParams({
    _storyblok: '20',
    '_storyblok_tk[space_id]': '42',
    '_storyblok_tk[timestamp]': String(timestamp),
    '_storyblok_tk[token]': token,
  });
  return new Request(`http://shop.test${path}?${query}`);
}

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('cmsModeOf', { timeout: 30_000 }, () => {
  it('is edit mode only for a request the visual editor signed with the preview token', async () => {
    const { cmsModeOf } = await storyModule({ STORYBLOK_PREVIEW_TOKEN: 'preview-secret' });
    expect(await cmsModeOf(editorRequest('preview-secret'))).toBe('edit');
    expect(await cmsModeOf(editorRequest('guessed'))).toBe('published');
    expect(await cmsModeOf(new Request('http://shop.test/?_storyblok=20'))).toBe('published');
  });

  it('never trusts editor parameters when the shop has no preview token', async () => {
    const { cmsModeOf } = await storyModule({ STORYBLOK_PREVIEW_TOKEN: '', STORYBLOK_TOKEN: '' });
    expect(await cmsModeOf(editorRequest(''))).toBe('published');
  });

  it('shows drafts to everyone on a preview site', async () => {
    const { cmsModeOf, versionOf } = await storyModule({ STORYBLOK_VERSION: 'draft' });
    const mode = await cmsModeOf(new Request('http://shop.test/'));
    expect([mode, versionOf(mode)]).toEqual(['draft', 'draft']);
  });
});

describe('loadStory', { timeout: 30_000 }, () => {
  it('reads a page story by its path', async () => {
    const { loadStory } = await storyModule();
    const story = await loadStory('/third-party/lloyds/', new Request('http://shop.test/'), 'published');
    expect(story.full_slug).toBe('third-party/lloyds');
  });

  it.each([
    ['a missing story', 'no-such-page'],
    ['a sitewide story, which is not a page', 'sitewide/navbar'],
    ['a path that is not a slug', '../secrets'],
  ])('answers 404 This page could not be found for %s', async (_, path) => {
    const { loadStory } = await storyModule();
    const error = await thrown(loadStory(path, new Request('http://shop.test/'), 'published'));
    // What react-router turns into the 404 page.
    expect(error).toMatchObject({ data: 'This page could not be found', init: { status: 404 } });
  });

  it('passes timeTravel from the page query to the content source', async () => {
    const { timeTravelOf } = await storyModule();
    expect(timeTravelOf(new Request('http://shop.test/?timeTravel=2026-12-24T10:00'))).toBe(
      '2026-12-24T10:00',
    );
    expect(timeTravelOf(new Request('http://shop.test/?timeTravel='))).toBeUndefined();
  });
});
