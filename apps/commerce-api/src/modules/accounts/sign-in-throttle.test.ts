import { describe, expect, it } from 'vitest';
import {
  FREE_SIGN_IN_FAILURES,
  MAX_SIGN_IN_DELAY_SECONDS,
  signInDelaySeconds,
  signInKeys,
  signInWaitSeconds,
} from './sign-in-throttle';

describe('sign-in throttle', () => {
  it('lets the first 20 failures in a row through, then doubles the wait up to 15 minutes', () => {
    expect(signInDelaySeconds(FREE_SIGN_IN_FAILURES - 1)).toBe(0);
    expect(signInDelaySeconds(FREE_SIGN_IN_FAILURES)).toBe(1);
    expect(signInDelaySeconds(FREE_SIGN_IN_FAILURES + 1)).toBe(2);
    expect(signInDelaySeconds(FREE_SIGN_IN_FAILURES + 5)).toBe(32);
    expect(signInDelaySeconds(10_000)).toBe(MAX_SIGN_IN_DELAY_SECONDS);
    for (let n = 0; n < 60; n++)
      expect(signInDelaySeconds(n + 1)).toBeGreaterThanOrEqual(signInDelaySeconds(n));
  });

  it('counts the wait from the last failure', () => {
    const lastFailureAt = new Date('2026-01-01T00:00:00Z');
    const count = { failures: FREE_SIGN_IN_FAILURES + 3, lastFailureAt };
    expect(signInWaitSeconds(count, new Date(lastFailureAt.getTime() + 3_000))).toBe(5);
    expect(signInWaitSeconds(count, new Date(lastFailureAt.getTime() + 8_000))).toBe(0);
    expect(signInWaitSeconds(undefined, lastFailureAt)).toBe(0);
  });

  it('keys an attempt by IP and by the e-mail as typed, lower-cased', () => {
    expect(signInKeys('203.0.113.9', ' Who@Example.TEST ')).toEqual([
      'ip:203.0.113.9',
      'email:who@example.test',
    ]);
  });
});
