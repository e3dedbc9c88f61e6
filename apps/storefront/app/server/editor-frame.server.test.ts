import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

async function editorFrame(env: Record<string, string>) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return (await import('./editor-frame.server')).editorFrameAncestors;
}

function editorRequest(secret: string): Request {
  const timestamp = Math.floor(Date.now() / 1000);
  const token = createHash('sha1').update(`42:${secret}:${timestamp}`).digest('hex');
  const query = new URLSearchParams({
    '_storyblok_tk[space_id]': '42',
    '_storyblok_tk[timestamp]': String(timestamp),
    '_storyblok_tk[token]': token,
  });
  return new Request(`http://shop.test/?${query}`);
}

describe('editorFrameAncestors', { timeout: 30_000 }, () => {
  const env = { STORYBLOK_PREVIEW_TOKEN: 'preview-secret', STORYBLOK_EDITOR_ORIGIN: 'https://editor.test/x' };

  it("lets the editor's origin frame a page only in verified edit mode", async () => {
    const policy = await editorFrame(env);
    expect(await policy(editorRequest('preview-secret'))).toEqual(['https://editor.test']);
    expect(await policy(editorRequest('guessed'))).toEqual([]);
    expect(await policy(new Request('http://shop.test/'))).toEqual([]);
  });

  it('frames nowhere else when no editor origin is configured', async () => {
    const policy = await editorFrame({ ...env, STORYBLOK_EDITOR_ORIGIN: '' });
    expect(await policy(editorRequest('preview-secret'))).toEqual([]);
  });

  it('refuses an editor origin that is not an http(s) origin', async () => {
    await expect(editorFrame({ ...env, STORYBLOK_EDITOR_ORIGIN: 'javascript:alert(1)' })).rejects.toThrow(
      'STORYBLOK_EDITOR_ORIGIN',
    );
  });
});
