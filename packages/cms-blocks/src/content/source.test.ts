import { describe, expect, it } from 'vitest';
import { NO_CMS_DATA_FOUND, normalizeStorySlug, storyFromPayload } from './source';

describe('normalizeStorySlug', () => {
  it.each([
    ['', 'home'],
    ['/', 'home'],
    ['//', 'home'],
    ['home', 'home'],
    ['/about/', 'about'],
    ['help/shipping-and_returns', 'help/shipping-and_returns'],
    ['  /faq/ ', 'faq'],
  ])('%j → %j', (input, expected) => {
    expect(normalizeStorySlug(input)).toBe(expected);
  });

  it.each(['..', '../secrets', 'a/../b', 'a/./b', 'a//b', 'a%2F..', 'a\\b', 'a b', 'c/ext.json', '~/x', 'é'])(
    'rejects %j',
    (input) => {
      expect(normalizeStorySlug(input)).toBeNull();
    },
  );
});

describe('storyFromPayload', () => {
  const story = { name: 'Home', slug: 'home', full_slug: 'home', content: { component: 'page', body: [] } };

  it('returns the story', () => {
    expect(storyFromPayload({ story })).toEqual({ ok: true, story });
  });

  it.each([
    ['nothing', undefined],
    ['an empty object', {}],
    ['an empty story', { story: {} }],
    ['a story without content', { story: { ...story, content: undefined } }],
    ['a story with empty content', { story: { ...story, content: {} } }],
    ['an array', []],
  ])('treats %s as No CMS data found', (_, payload) => {
    expect(storyFromPayload(payload)).toMatchObject({ ok: false, status: 404, message: NO_CMS_DATA_FOUND });
  });
});
