import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { redactUrl, requestLogger } from './request-log';

describe('redactUrl', () => {
  it.each([
    ['/pay-links/abc?token=s3cret', '/pay-links/abc?token=[redacted]'],
    ['/orders/1?orderToken=s3cret&x=1', '/orders/1?orderToken=[redacted]&x=1'],
    ['/auth/callback?code=s3cret&state=s3cret2', '/auth/callback?code=[redacted]&state=[redacted]'],
    ['/cart/restore?restore%5Ftoken=s3cret', '/cart/restore?restore%5Ftoken=[redacted]'],
    ['/search?q=brakes&page=2', '/search?q=brakes&page=2'],
    ['/outbox?to=jo%40example.com', '/outbox?to=[redacted]'],
    ['/search?q=jo@example.com&page=2', '/search?q=[redacted]&page=2'],
    ['/health', '/health'],
  ])('%s → %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});

describe('the request log', () => {
  it('keeps tokens of query strings out of its lines', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    // No database needed: the lines are written whatever the answer; a failing one also logs its error.
    const db = { execute: () => Promise.reject(new Error('no database')) } as unknown as Database;
    const app = await buildApp({ db, logger: { ...requestLogger('info'), stream } as never });
    try {
      const secret = 'pay-link-secret-0123456789abcdef';
      await app.inject({ url: `/pay-links/nope?token=${secret}` });
      await app.inject({ url: `/newsletter/unsubscribe?token=${secret}&from=mail` });
      const log = lines.join('');
      expect(log).toContain('/pay-links/nope?token=[redacted]');
      expect(log).toContain('from=mail');
      expect(log).not.toContain(secret);
    } finally {
      await app.close();
    }
  });
});
