import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf, type TestContext, testContext } from '../../app.test.helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

describe('GET /img/{mode}/{id}/r/{w}x{h}/{fit}/{quality}/{file}', () => {
  it('returns the same SVG for the same request, sized as asked', async () => {
    const url = '/img/p/pl1-1/r/200x150/contain/80/front-bumper-main.svg';
    const a = await ctx.app.inject({ url });
    const b = await ctx.app.inject({ url });
    expect(a.statusCode).toBe(200);
    expect(a.headers['content-type']).toContain('image/svg+xml');
    expect(a.headers['cache-control']).toContain('immutable');
    expect(a.body).toBe(b.body);
    expect(a.body).toMatch(/^<svg [^>]*width="200" height="150"/);
    expect(a.body).toContain('xMidYMid meet');
    const cover = await ctx.app.inject({ url: url.replace('contain', 'cover') });
    expect(cover.body).toContain('xMidYMid slice');
    const other = await ctx.app.inject({ url: url.replace('pl1-1', 'pl2-1') });
    expect(other.body).not.toBe(a.body);
  });

  it('draws banner strips as a full-height line of text instead of a shrunken picture', async () => {
    const res = await ctx.app.inject({ url: '/img/cms/promo/r/1334x32/contain/80/free-shipping-today.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/^<svg [^>]*width="1334" height="32" viewBox="0 0 1334 32"/);
    expect(res.body).toContain('>FREE SHIPPING TODAY</text>');
    const picture = await ctx.app.inject({
      url: '/img/cms/promo/r/200x32/contain/80/free-shipping-today.svg',
    });
    expect(picture.body).toContain('viewBox="0 0 400 300"');
  });

  it('answers a matching If-None-Match with 304', async () => {
    const url = '/img/p/pl1-1/r/200x150/contain/80/main.svg';
    const first = await ctx.app.inject({ url });
    const again = await ctx.app.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('escapes the file name inside the picture', async () => {
    const res = await ctx.app.inject({ url: '/img/p/x/r/10x10/cover/50/a.b-c_d.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script');
  });

  it.each([
    ['a bad size', '/img/p/x/r/200by150/contain/80/a.svg'],
    ['a zero size', '/img/p/x/r/0x150/contain/80/a.svg'],
    ['a huge size', '/img/p/x/r/99999x150/contain/80/a.svg'],
    ['an unknown fit', '/img/p/x/r/200x150/stretch/80/a.svg'],
    ['quality 0', '/img/p/x/r/200x150/contain/0/a.svg'],
    ['quality 101', '/img/p/x/r/200x150/contain/101/a.svg'],
    ['a fractional quality', '/img/p/x/r/200x150/contain/50.5/a.svg'],
    ['a bad file name', '/img/p/x/r/200x150/contain/80/%3Cscript%3E.svg'],
    ['a bad mode', '/img/P1/x/r/200x150/contain/80/a.svg'],
  ])('rejects %s with 400', async (_name, url) => {
    const res = await ctx.app.inject({ url });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('VALIDATION_ERROR');
  });
});
