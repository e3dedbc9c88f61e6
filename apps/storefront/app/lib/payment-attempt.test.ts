import { describe, expect, it } from 'vitest';
import { failureMessage, nextAttemptKey, type PaymentOutcome } from './payment-attempt';

const make = () => 'new-key';
const declined: PaymentOutcome = {
  kind: 'failed',
  message: 'Your card was declined.',
  sameAttempt: false,
  retryAfter: null,
};
const unavailable: PaymentOutcome = {
  kind: 'failed',
  message: 'Provider down',
  sameAttempt: true,
  retryAfter: 5,
};

describe('nextAttemptKey', () => {
  it('makes a key for the first attempt', () => {
    expect(nextAttemptKey(null, null, make)).toBe('new-key');
  });

  it('keeps the key while the API may still finish the attempt', () => {
    expect(nextAttemptKey('first', unavailable, make)).toBe('first');
    expect(nextAttemptKey('first', null, make)).toBe('first');
  });

  it('makes a new key after a decline', () => {
    expect(nextAttemptKey('first', declined, make)).toBe('new-key');
  });
});

describe('failureMessage', () => {
  it("shows the card's reason, or 'try again' with the wait the API asked for", () => {
    expect(failureMessage(declined as Extract<PaymentOutcome, { kind: 'failed' }>)).toBe(
      'Your card was declined.',
    );
    expect(failureMessage(unavailable as Extract<PaymentOutcome, { kind: 'failed' }>)).toMatch(
      /try again in 5 seconds/,
    );
  });
});
