import { describe, expect, it } from 'vitest';
import { FIT_STATUSES, fitBadgeState, fitStatusOf } from './fit-status';

describe('fitStatusOf', () => {
  it('maps catalogue fitment to a status', () => {
    expect(fitStatusOf({ fits: true, appNote: null })).toBe('fits');
    expect(fitStatusOf({ fits: false, appNote: 'Long bed only' })).toBe('does-not-fit');
    expect(fitStatusOf(undefined)).toBe('unknown');
    expect(fitStatusOf(null)).toBe('unknown');
  });

  it('only yields listed statuses', () => {
    for (const fitment of [{ fits: true, appNote: null }, { fits: false, appNote: null }, null]) {
      expect(FIT_STATUSES).toContain(fitStatusOf(fitment));
    }
  });
});

describe('fitBadgeState', () => {
  it('shows universal parts as universal whatever the vehicle', () => {
    for (const status of FIT_STATUSES) {
      expect(fitBadgeState(status, true)).toBe('universal');
      expect(fitBadgeState(status)).toBe(status);
    }
  });
});
