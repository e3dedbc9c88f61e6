import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf, SITE, testContext } from '../../app.test.helper';
import { randomIp } from '../../commerce.test.helper';
import { violationsOf } from './routes';

let ctx: Awaited<ReturnType<typeof testContext>>;
beforeAll(async () => {
  ctx = await testContext();
});

const LEGACY = {
  'csp-report': {
    'document-uri': 'https://shop.test/order/status/abc/?token=secret#x',
    'blocked-uri': 'https://evil.test/steal.js?email=sam@example.com',
    'effective-directive': 'script-src-elem',
    'original-policy': "default-src 'self'",
    disposition: 'enforce',
  },
};

function report(contentType: string, payload: unknown) {
  return ctx.app.inject({
    method: 'POST',
    url: '/csp-reports',
    headers: { ...SITE, 'x-client-ip': randomIp(), 'content-type': contentType },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

describe('POST /csp-reports', () => {
  it('takes report-uri and report-to bodies and answers 204 with nothing to read back', async () => {
    const batch = [
      { type: 'csp-violation', age: 1, url: 'https://shop.test/', body: { effectiveDirective: 'frame-src' } },
      { type: 'deprecation', body: {} },
    ];
    for (const [type, body] of [
      ['application/csp-report', LEGACY],
      ['application/reports+json', batch],
      ['application/json', LEGACY],
    ] as const) {
      const res = await report(type, body);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
    }
  });

  it('refuses a malformed, oversized or other-typed body with the one error body', async () => {
    expect(errorOf(await report('application/csp-report', { 'csp-report': 'x' })).statusCode).toBe(400);
    expect(errorOf(await report('application/csp-report', '{"csp-report":')).statusCode).toBe(400);
    const big = { 'csp-report': { 'document-uri': 'x'.repeat(2000), 'blocked-uri': 'y'.repeat(2000) } };
    expect(
      errorOf(await report('application/reports+json', Array(5).fill({ type: 'x', big }))).statusCode,
    ).toBe(413);
    expect(errorOf(await report('text/plain', 'hello')).statusCode).toBe(415);
    expect((await ctx.app.inject({ url: '/csp-reports', headers: SITE })).statusCode).toBe(404);
  });
});

describe('violationsOf', () => {
  it('keeps the directive, the blocked origin and the page path: no query, fragment or address', () => {
    expect(violationsOf(LEGACY)).toEqual([
      {
        directive: 'script-src-elem',
        blocked: 'https://evil.test',
        page: '/order/status/abc/',
        disposition: 'enforce',
      },
    ]);
    expect(
      violationsOf([
        {
          type: 'csp-violation',
          body: { documentURL: 'https://shop.test/?q=sam', blockedURL: 'inline', disposition: 'report' },
        },
      ]),
    ).toEqual([{ directive: '', blocked: 'inline', page: '/', disposition: 'report' }]);
  });
});
