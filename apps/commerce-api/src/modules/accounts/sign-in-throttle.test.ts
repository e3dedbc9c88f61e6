import { describe, expect, it } from 'vitest';
import {
  FREE_SIGN_IN_FAILURES,
  MAX_SIGN_IN_DELAY_SECONDS,
  signInDelaySeconds,
  signInGate,
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
    expect(signInKeys('203.0.113.9', ' Who@Example.TEST ')).toEqual({
      ip: 'ip:203.0.113.9',
      email: 'email:who@example.test',
    });
  });

  it("after 20 failures for an e-mail, sends a new IP a link (spaced by the e-mail's waits) and lets a known IP in", () => {
    const at = new Date('2026-01-01T00:00:00Z');
    const later = (s: number) => new Date(at.getTime() + s * 1000);
    const failed = (failures: number) => ({ failures, lastFailureAt: at });
    const many = failed(FREE_SIGN_IN_FAILURES + 2);
    expect(signInGate({ ip: undefined, email: failed(FREE_SIGN_IN_FAILURES - 1) }, false, at)).toEqual({
      kind: 'password',
    });
    expect(signInGate({ ip: undefined, email: many }, true, at)).toEqual({ kind: 'password' });
    // The first link goes at once; the next ones wait 1 s, 2 s…
    expect(signInGate({ ip: undefined, email: failed(FREE_SIGN_IN_FAILURES) }, false, at)).toEqual({
      kind: 'link',
    });
    expect(signInGate({ ip: undefined, email: many }, false, at)).toEqual({
      kind: 'wait',
      seconds: 2,
      link: true,
    });
    expect(signInGate({ ip: undefined, email: many }, false, later(2))).toEqual({ kind: 'link' });
    // The IP's own failures come first, known or not.
    expect(signInGate({ ip: many, email: undefined }, true, at)).toEqual({
      kind: 'wait',
      seconds: 4,
      link: false,
    });
  });
});
