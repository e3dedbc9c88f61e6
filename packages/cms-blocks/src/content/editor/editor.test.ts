import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EDITOR_TOKEN_MAX_AGE_S, verifyEditorRequest } from './editor';

const PREVIEW_TOKEN = 'preview-secret';
const NOW_S = 1_800_000_000;
const now = () => NOW_S * 1000;

function editorUrl({
  spaceId = '42',
  timestamp = NOW_S - 10,
  secret = PREVIEW_TOKEN,
  token,
}: {
  spaceId?: string;
  timestamp?: number | string;
  secret?: string;
  token?: string;
} = {}): URL {
  const signed = token ?? createHash('sha1').update(`${spaceId}:${secret}:${timestamp}`).digest('hex');
  const url = new URL('http://shop.test/third-party/lloyds/?_storyblok=17&_storyblok_c=page');
  url.searchParams.set('_storyblok_tk[space_id]', spaceId);
  url.searchParams.set('_storyblok_tk[timestamp]', String(timestamp));
  url.searchParams.set('_storyblok_tk[token]', signed);
  return url;
}

describe('verifyEditorRequest', () => {
  it('accepts a fresh token signed with the preview token', async () => {
    expect(await verifyEditorRequest(editorUrl(), { previewToken: PREVIEW_TOKEN, now })).toBe(true);
    expect(await verifyEditorRequest(editorUrl(), { previewToken: PREVIEW_TOKEN, spaceId: '42', now })).toBe(
      true,
    );
  });

  it('accepts the token in capitals', async () => {
    const token = createHash('sha1').update(`42:${PREVIEW_TOKEN}:${NOW_S}`).digest('hex').toUpperCase();
    expect(
      await verifyEditorRequest(editorUrl({ timestamp: NOW_S, token }), { previewToken: PREVIEW_TOKEN, now }),
    ).toBe(true);
  });

  it.each([
    ['another secret', editorUrl({ secret: 'guess' })],
    ['a made-up token', editorUrl({ token: 'a'.repeat(40) })],
    ['an expired timestamp', editorUrl({ timestamp: NOW_S - EDITOR_TOKEN_MAX_AGE_S - 1 })],
    ['a timestamp from the future', editorUrl({ timestamp: NOW_S + 3600 })],
    ['a timestamp that is not a number', editorUrl({ timestamp: '17e8' })],
    ['no parameters', new URL('http://shop.test/?_storyblok=17')],
  ])('refuses %s', async (_, url) => {
    expect(await verifyEditorRequest(url, { previewToken: PREVIEW_TOKEN, now })).toBe(false);
  });

  it('refuses another space when the shop names its own', async () => {
    expect(
      await verifyEditorRequest(editorUrl({ spaceId: '7' }), {
        previewToken: PREVIEW_TOKEN,
        spaceId: '42',
        now,
      }),
    ).toBe(false);
  });

  it('refuses everything when the shop has no preview token', async () => {
    expect(await verifyEditorRequest(editorUrl({ secret: '' }), { previewToken: '', now })).toBe(false);
  });

  it('accepts a token exactly at the age limit', async () => {
    const url = editorUrl({ timestamp: NOW_S - EDITOR_TOKEN_MAX_AGE_S });
    expect(await verifyEditorRequest(url, { previewToken: PREVIEW_TOKEN, now })).toBe(true);
  });
});
