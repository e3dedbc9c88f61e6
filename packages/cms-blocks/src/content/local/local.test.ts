import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_CMS_DATA_FOUND } from '../source';
import { createLocalContentSource } from './local';

const story = (slug: string) => ({
  story: {
    name: slug,
    slug: slug.split('/').at(-1),
    full_slug: slug,
    content: { component: 'page', body: [] },
  },
});

let root: string;
let dir: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'fitkit-content-'));
  dir = join(root, 'stories');
  await mkdir(join(dir, 'help'), { recursive: true });
  await writeFile(join(dir, 'home.json'), JSON.stringify(story('home')));
  await writeFile(join(dir, 'help', 'returns.json'), JSON.stringify(story('help/returns')));
  await writeFile(join(dir, 'empty.json'), '  \n');
  await writeFile(join(dir, 'broken.json'), '{ "story": ');
  await writeFile(join(dir, 'blank-story.json'), JSON.stringify({ story: {} }));
  await mkdir(join(dir, 'folder.json'));
  // A file outside the stories folder that a traversal would reach.
  await writeFile(join(root, 'secret.json'), JSON.stringify(story('secret')));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('createLocalContentSource', () => {
  it('reads home.json for the root', async () => {
    const source = createLocalContentSource({ dir });
    for (const slug of ['', '/', 'home', '/home/']) {
      const result = await source.getStory(slug, { version: 'published' });
      expect(result.ok && result.story.full_slug).toBe('home');
    }
  });

  it('reads nested slugs from subfolders', async () => {
    const result = await createLocalContentSource({ dir }).getStory('/help/returns/', { version: 'draft' });
    expect(result).toMatchObject({ ok: true, story: { full_slug: 'help/returns' } });
  });

  it.each([
    ['a missing story', 'nope', 404],
    ['an empty file', 'empty', 404],
    ['a story without content', 'blank-story', 404],
    ['a folder named like a story file', 'folder', 404],
    ['broken JSON', 'broken', 500],
  ])('answers No CMS data found for %s', async (_, slug, status) => {
    expect(await createLocalContentSource({ dir }).getStory(slug)).toMatchObject({
      ok: false,
      status,
      message: NO_CMS_DATA_FOUND,
    });
  });

  it.each(['../secret', 'help/../../secret', '..%2Fsecret', '/..', 'help/./returns'])(
    'refuses the traversal %j',
    async (slug) => {
      expect(await createLocalContentSource({ dir }).getStory(slug)).toMatchObject({
        ok: false,
        status: 404,
      });
    },
  );

  it('rejects when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('gone'));
    await expect(
      createLocalContentSource({ dir }).getStory('home', { signal: controller.signal }),
    ).rejects.toThrow('gone');
  });
});
