import { describe, expect, it } from 'vitest';
import { consentOf, hasOptedOut } from './consent';

describe('consentOf', () => {
  it('opts out on the cookie or on Global Privacy Control', () => {
    expect(consentOf({ cookies: 'permId=x; privacyOptOut=1', gpc: false })).toEqual({ optedOut: true });
    expect(consentOf({ cookies: '', gpc: true })).toEqual({ optedOut: true });
    expect(consentOf({ cookies: 'privacyOptOut=; a=1', gpc: false })).toEqual({ optedOut: false });
  });

  it('reads only the opt-out cookie itself', () => {
    expect(hasOptedOut('xprivacyOptOut=1')).toBe(false);
    expect(hasOptedOut('privacyOptOut=10')).toBe(false);
    expect(hasOptedOut('privacyOptOut=1')).toBe(true);
  });
});
