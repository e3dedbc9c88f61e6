import { describe, expect, it } from 'vitest';
import { recordingClient } from './recording-client.test.helper';

describe('build calls', () => {
  it('send the list filters as a query, JSON for confirm and moderation, and the build form as multipart', async () => {
    const { api, sent } = recordingClient(
      { id: 'b1', status: 'confirmed' },
      { headers: { contentType: 'content-type' } },
    );
    await api.listBuilds({ year: 2020, makeSlug: 'jeep', page: 2 });
    await api.getBuild('abcdefghijkl');
    await api.confirmBuild('abcdefghijkl', 'tok');
    await api.moderateBuild('abcdefghijkl', 'publish');
    const form = new FormData();
    form.append('title', 'Trail rig');
    form.append('photos', new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }), 'a.jpg');
    await api.submitBuild(form);
    await api.editBuild('abcdefghijkl', form);
    await api.deleteBuild('abcdefghijkl');
    expect(sent.slice(0, 4).map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      { method: 'GET', url: '/builds?year=2020&makeSlug=jeep&page=2', body: undefined },
      { method: 'GET', url: '/builds/abcdefghijkl', body: undefined },
      { method: 'POST', url: '/builds/abcdefghijkl/confirm', body: { token: 'tok' } },
      { method: 'POST', url: '/builds/abcdefghijkl/moderation', body: { decision: 'publish' } },
    ]);
    for (const [n, url] of [
      [4, '/builds'],
      [5, '/builds/abcdefghijkl'],
    ] as const) {
      expect(sent[n]).toMatchObject({ method: 'POST', url });
      expect(sent[n]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
      expect(sent[n]?.body).toContain('name="title"\r\n\r\nTrail rig');
      expect(sent[n]?.body).toContain('filename="a.jpg"');
    }
    expect(sent[6]).toMatchObject({ method: 'DELETE', url: '/builds/abcdefghijkl', body: undefined });
  });

  it('answers a refusal as an error value with the API code', async () => {
    const { api } = recordingClient(
      { statusCode: 403, code: 'FORBIDDEN', message: 'Only its owner can edit a build.' },
      { status: 403 },
    );
    const result = await api.editBuild('abcdefghijkl', new FormData());
    expect(result.ok).toBe(false);
    expect(result.ok ? null : result.error).toMatchObject({ status: 403, code: 'FORBIDDEN' });
  });
});
