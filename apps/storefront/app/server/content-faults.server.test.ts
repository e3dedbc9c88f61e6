import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { faultStandIn } from './fault-stand-in.test.helper';

// The shop's content source as configured for a Storyblok space (STORYBLOK_TOKEN and STORYBLOK_API_BASE) against a
// stand-in of Storyblok's content delivery API on a real port: `GET /v2/cdn/stories/<slug>?token&version` answers
// the shop's own stories in Storyblok's shape, and 401 to a wrong token. Then it fails — never answering, answering
// 500, or down (its port closed) — and the last good story must keep being served. Each test bounds its wait
// generously (its timeout); none times the fallback.
const TOKEN = 'stand-in-public-token';
const stories = fileURLToPath(new URL('../../content/stories/', import.meta.url));
let edition = 'first';
const standIn = faultStandIn(
  (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const slug = /^\/v2\/cdn\/stories\/(.+)$/.exec(url.pathname)?.[1];
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.searchParams.get('token') !== TOKEN) return send(401, { error: 'Unauthorized' });
    let story: { story: { name: string } };
    try {
      story = JSON.parse(readFileSync(`${stories}${slug}.json`, 'utf8'));
    } catch {
      return send(404, ['This record could not be found']);
    }
    story.story.name = `${story.story.name} (${edition})`;
    send(200, { ...story, cv: 1, rels: [], links: [] });
  },
  (res) => {
    res.writeHead(500, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: 'Internal Server Error' }));
  },
);
const setMode = standIn.setMode;

let content: typeof import('./content.server').content;
beforeAll(async () => {
  await standIn.listen();
  vi.stubEnv('STORYBLOK_TOKEN', TOKEN);
  vi.stubEnv('STORYBLOK_API_BASE', `http://127.0.0.1:${standIn.port()}/v2/`);
  vi.stubEnv('API_READ_TIMEOUT_MS', '500');
  vi.resetModules();
  ({ content } = await import('./content.server'));
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await standIn.stop();
});

describe('the shop’s CMS content while the Storyblok API fails', { timeout: 20_000 }, () => {
  it('reads published stories from the configured space', async () => {
    await setMode('good');
    expect(await content.getStory('home')).toMatchObject({ ok: true, story: { name: 'Home (first)' } });
  });

  it.each(['hang', '500', 'down'] as const)(
    'keeps serving the last good story while the API is %s, and the fresh one once it is back',
    async (fault) => {
      await setMode('good');
      edition = `before ${fault}`;
      // A published read may be cached for a moment; a new edition shows once the cache lets it through.
      await vi.waitFor(
        async () =>
          expect(await content.getStory('where-to-buy')).toMatchObject({
            ok: true,
            story: { name: `Where to Buy (before ${fault})` },
          }),
        { timeout: 10_000, interval: 200 },
      );
      await setMode(fault);
      expect(await content.getStory('where-to-buy')).toMatchObject({
        ok: true,
        story: { name: `Where to Buy (before ${fault})` },
      });
      // A story never delivered has nothing to fall back on: SPEC's 'No CMS data found'.
      expect(await content.getStory('privacy-policy')).toMatchObject({
        ok: false,
        message: 'No CMS data found',
      });
      await setMode('good');
      edition = `after ${fault}`;
      await vi.waitFor(
        async () =>
          expect(await content.getStory('where-to-buy')).toMatchObject({
            ok: true,
            story: { name: `Where to Buy (after ${fault})` },
          }),
        { timeout: 10_000, interval: 200 },
      );
    },
  );
});
