import { describe, expect, it } from 'vitest';
import { SITE_NAME, siteNameFrom } from './meta';

describe('siteNameFrom', () => {
  it("reads the theme's site name from the root loader data", () => {
    expect(siteNameFrom({ shell: { theme: { siteName: 'Parts Depot' } } })).toBe('Parts Depot');
  });

  it.each([undefined, null, {}, { shell: null }, { shell: { theme: { siteName: ' ' } } }])(
    'falls back to the default name for %j',
    (root) => {
      expect(siteNameFrom(root)).toBe(SITE_NAME);
    },
  );
});
