import { createStoryblokContentSource } from '@fitkit/cms-blocks/server';
import { describe, expect, it } from 'vitest';
import { withLastGoodStories } from './content.server';

// A stand-in for the content service: answering, answering 500, never answering, or down (refused).
type Mode = 'good' | '500' | 'hang' | 'down';
let mode: Mode = 'good';
let title = 'v1';
const fetchStandIn = async (_url: URL | RequestInfo, init?: RequestInit): Promise<Response> => {
  if (mode === 'down') throw new TypeError('fetch failed');
  if (mode === 'hang')
    return new Promise((_resolve, reject) =>
      init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
    );
  if (mode === '500') return new Response('{}', { status: 500 });
  const story = { name: title, slug: 'home', full_slug: 'home', content: { component: 'page', body: [] } };
  return Response.json({ story });
};

const cdn = createStoryblokContentSource({
  token: 'public',
  apiBase: 'http://content.test/v2/',
  version: 'published',
  timeoutMs: 300,
  fetch: fetchStandIn as typeof fetch,
});
const content = withLastGoodStories(cdn, cdn);

describe('the content source while the CMS fails', { timeout: 15_000 }, () => {
  it.each(['hang', '500', 'down'] as const)(
    'keeps serving the last good story while it is %s',
    async (fault) => {
      mode = 'good';
      title = `before ${fault}`;
      expect(await content.getStory('home')).toMatchObject({ ok: true, story: { name: title } });
      mode = fault;
      expect(await content.getStory('home')).toMatchObject({ ok: true, story: { name: title } });
      // A story never delivered has nothing to fall back on: SPEC's 'No CMS data found'.
      expect(await content.getStory('never-seen')).toMatchObject({ ok: false, message: 'No CMS data found' });
      mode = 'good';
      title = `after ${fault}`;
      expect(await content.getStory('home')).toMatchObject({ ok: true, story: { name: title } });
    },
  );

  it('does not hide drafts’ failures behind published stories', async () => {
    mode = 'good';
    await content.getStory('home');
    mode = '500';
    expect(await content.getStory('home', { version: 'draft' })).toMatchObject({ ok: false });
  });
});
