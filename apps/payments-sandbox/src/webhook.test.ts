import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhook } from './webhook';

const body = JSON.stringify({ id: 'evt_1', type: 'payment.authorised', createdAt: '', data: {} });
const secret = 'whsec_test';

describe('webhook signatures', () => {
  it('accepts a fresh delivery signed with the secret', () => {
    const header = signWebhook(body, secret, 1_000);
    expect(header).toMatch(/^t=1000,v1=[0-9a-f]{64}$/);
    expect(verifyWebhook(body, header, secret, { now: 1_010 })).toMatchObject({
      ok: true,
      event: { id: 'evt_1', type: 'payment.authorised' },
    });
  });

  it('refuses a changed body, another secret, a missing or garbled header', () => {
    const header = signWebhook(body, secret, 1_000);
    expect(verifyWebhook(`${body} `, header, secret, { now: 1_000 })).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    expect(verifyWebhook(body, header, 'whsec_other', { now: 1_000 })).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    expect(verifyWebhook(body, undefined, secret)).toEqual({ ok: false, reason: 'missing_signature' });
    expect(verifyWebhook(body, 't=abc,v1=zz', secret)).toEqual({ ok: false, reason: 'malformed_signature' });
  });

  it('refuses a delivery older than the tolerance (a replay)', () => {
    const header = signWebhook(body, secret, 1_000);
    expect(verifyWebhook(body, header, secret, { now: 1_301 })).toEqual({ ok: false, reason: 'too_old' });
    expect(verifyWebhook(body, header, secret, { now: 1_301, toleranceSeconds: 600 }).ok).toBe(true);
  });
});
