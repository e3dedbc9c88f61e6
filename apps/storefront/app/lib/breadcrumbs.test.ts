import { describe, expect, it } from 'vitest';
import { crumbHref } from './breadcrumbs';

describe('crumbHref', () => {
  it('puts category crumbs under /c/ and vehicle crumbs under /v/, with a trailing slash', () => {
    expect(crumbHref('category', { name: 'Floor Mats', path: 'interior/floor-mats' })).toBe(
      '/c/interior/floor-mats/',
    );
    expect(crumbHref('mmy', { name: '2021', path: 'jeep/wrangler/2021' })).toBe('/v/jeep/wrangler/2021/');
    expect(crumbHref('category', { name: 'Interior', path: '/interior/' })).toBe('/c/interior/');
  });
});
