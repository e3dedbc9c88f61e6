import { describe, expect, it, vi } from 'vitest';
import { NO_CMS_DATA_FOUND } from '../source';
import { createStoryblokContentSource } from './storyblok';

const story = {
  name: 'Home',
  slug: 'home',
  full_slug: 'home',
  content: { _uid: 'p', component: 'page', body: [] },
};
const API_BASE = 'http://cms.test/v2';

function fakeFetch(respond: (url: URL) => Response | Promise<Response>) {
  const calls: { url: URL; init: RequestInit | undefined }[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input);
    calls.push({ url, init });
    return respond(url);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('createStoryblokContentSource', () => {
  it('asks the CDN API for the story with token and version', async () => {
    const { fetch, calls } = fakeFetch(() => json({ story, cv: 1 }));
    const source = createStoryblokContentSource({ token: 'tok', apiBase: API_BASE, fetch });
    expect(await source.getStory('/')).toEqual({ ok: true, story });
    const url = calls[0]!.url;
    expect(`${url.origin}${url.pathname}`).toBe('http://cms.test/v2/cdn/stories/home');
    expect(Object.fromEntries(url.searchParams)).toEqual({ token: 'tok', version: 'published' });
  });

  it('keeps a base that already ends in a slash and nested slugs', async () => {
    const { fetch, calls } = fakeFetch(() => json({ story }));
    await createStoryblokContentSource({ token: 't', apiBase: `${API_BASE}/`, fetch }).getStory(
      '/help/returns/',
    );
    expect(calls[0]!.url.pathname).toBe('/v2/cdn/stories/help/returns');
  });

  it('passes cv for published content and timeTravel through', async () => {
    const { fetch, calls } = fakeFetch(() => json({ story }));
    const source = createStoryblokContentSource({ token: 't', apiBase: API_BASE, cv: 1700000000, fetch });
    await source.getStory('about', { timeTravel: '2026-12-24T10:00' });
    expect(calls[0]!.url.searchParams.get('cv')).toBe('1700000000');
    expect(calls[0]!.url.searchParams.get('timeTravel')).toBe('2026-12-24T10:00');
  });

  it('reads drafts with a fresh cv so no cache answers', async () => {
    const { fetch, calls } = fakeFetch(() => json({ story }));
    const source = createStoryblokContentSource({
      token: 't',
      apiBase: API_BASE,
      fetch,
      now: () => 1_234_567_890,
    });
    await source.getStory('home', { version: 'draft' });
    expect(calls[0]!.url.searchParams.get('version')).toBe('draft');
    expect(calls[0]!.url.searchParams.get('cv')).toBe('1234567');
  });

  it('uses the source version when the request gives none', async () => {
    const { fetch, calls } = fakeFetch(() => json({ story }));
    await createStoryblokContentSource({ token: 't', apiBase: API_BASE, version: 'draft', fetch }).getStory(
      'x',
    );
    expect(calls[0]!.url.searchParams.get('version')).toBe('draft');
  });

  it.each([404, 401, 204, 301, 500])('turns status %i into No CMS data found', async (status) => {
    const { fetch } = fakeFetch(() => new Response(status === 204 ? null : '{}', { status }));
    const result = await createStoryblokContentSource({ token: 't', apiBase: API_BASE, fetch }).getStory('x');
    expect(result).toMatchObject({ ok: false, status, message: NO_CMS_DATA_FOUND });
  });

  it('treats an empty story as No CMS data found', async () => {
    const { fetch } = fakeFetch(() => json({ story: { ...story, content: {} } }));
    const result = await createStoryblokContentSource({ token: 't', apiBase: API_BASE, fetch }).getStory('x');
    expect(result).toMatchObject({ ok: false, status: 404, message: NO_CMS_DATA_FOUND });
  });

  it('reports a body that is not JSON', async () => {
    const { fetch } = fakeFetch(() => new Response('<html>', { status: 200 }));
    const result = await createStoryblokContentSource({ token: 't', apiBase: API_BASE, fetch }).getStory('x');
    expect(result).toMatchObject({ ok: false, status: 502 });
  });

  it('reports network failures as 502', async () => {
    const { fetch } = fakeFetch(() => Promise.reject(new TypeError('fetch failed')));
    const result = await createStoryblokContentSource({ token: 't', apiBase: API_BASE, fetch }).getStory('x');
    expect(result).toMatchObject({ ok: false, status: 502, message: NO_CMS_DATA_FOUND });
  });

  it('gives up after the timeout with 504', async () => {
    const hanging = vi.fn(
      (_: unknown, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const source = createStoryblokContentSource({
      token: 't',
      apiBase: API_BASE,
      timeoutMs: 20,
      fetch: hanging as unknown as typeof globalThis.fetch,
    });
    expect(await source.getStory('x')).toMatchObject({ ok: false, status: 504 });
  });

  it('rejects when the caller aborts', async () => {
    const hanging = vi.fn(
      (_: unknown, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const controller = new AbortController();
    const source = createStoryblokContentSource({
      token: 't',
      apiBase: API_BASE,
      fetch: hanging as unknown as typeof globalThis.fetch,
    });
    const pending = source.getStory('x', { signal: controller.signal });
    controller.abort(new Error('navigated away'));
    await expect(pending).rejects.toThrow('navigated away');
  });

  it('refuses slugs that could change the request path, without calling the API', async () => {
    const { fetch, calls } = fakeFetch(() => json({ story }));
    const source = createStoryblokContentSource({ token: 't', apiBase: API_BASE, fetch });
    for (const slug of ['../spaces/me', 'a/../../b', 'x?token=other', 'x#y', '%2e%2e']) {
      expect(await source.getStory(slug)).toMatchObject({
        ok: false,
        status: 404,
        message: NO_CMS_DATA_FOUND,
      });
    }
    expect(calls).toHaveLength(0);
  });
});
