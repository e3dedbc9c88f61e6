import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT } from '../app';
import * as helper from '../app.test.helper';

let ctx: helper.TestContext;
beforeAll(async () => {
  ctx = await helper.testContext();
});

function expectSecurityHeaders(response: LightMyRequestResponse) {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['permissions-policy']).toContain('camera=()');
  expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(response.headers['content-security-policy']).toBe("frame-ancestors 'self'");
  // Over plain HTTP, as here, browsers are not told to keep to HTTPS.
  expect(response.headers['strict-transport-security']).toBeUndefined();
}

describe('security headers', () => {
  it('are on answers, errors, 404s and the router’s own refusals', async () => {
    const answers = await Promise.all([
      ctx.app.inject({ method: 'GET', url: '/health' }),
      ctx.app.inject({ method: 'GET', url: '/nowhere' }),
      ctx.app.inject({
        method: 'POST',
        url: '/newsletter/subscriptions',
        headers: { ...helper.SITE, 'content-type': 'application/json' },
        payload: JSON.stringify({ email: 'x'.repeat(BODY_LIMIT) }),
      }),
      ctx.app.inject({ method: 'GET', url: `/products/%E0%A4%A` }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 404, 413, 400]);
    for (const response of answers) expectSecurityHeaders(response);
  });
});
