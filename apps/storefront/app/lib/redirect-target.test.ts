import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allowedReturnUrl, isSameOriginPath, parseReturnOrigins, sameOriginPath } from './redirect-target';

const SHOP = 'https://shop.test';

/** Where a browser goes with `target` as the Location of a page of the shop: null when it is off the shop. */
function browserLands(target: string): string | null {
  const url = new URL(target, `${SHOP}/c/lift-kits/`);
  return url.origin === SHOP ? url.pathname : null;
}

describe('sameOriginPath', () => {
  it.each([
    '//evil.example/x',
    '//evil.example/x/',
    '/\\evil.example/x',
    '/\\/evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    '///evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '\t//evil.example',
    ' //evil.example',
    '/\u0000/evil.example',
    '/x\u007f',
    'https://evil.example/',
    'HTTPS://evil.example/',
    'https:evil.example',
    '//evil.example@shop.test/',
    'javascript:alert(1)',
    'data:text/html,hi',
    'evil.example',
    '',
    '.',
    '../x',
  ])('refuses %j', (hostile) => {
    expect(sameOriginPath(hostile, '/fallback/')).toBe('/fallback/');
    expect(isSameOriginPath(hostile)).toBe(false);
  });

  it.each([
    '/',
    '/c/lift-kits/',
    '/search/?q=lift+kit&sort=price',
    '/p/rough-country/2in-lift/#reviews',
    // Encoded slashes and backslashes are a path to the browser, not a host.
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%5C%5Cevil.example/',
    '/%09/evil.example',
    '/.//evil.example',
    '/c/x\\y/',
  ])('keeps %j, which stays on the shop', (path) => {
    expect(sameOriginPath(path, '/fallback/')).toBe(path);
    expect(browserLands(path)).not.toBeNull();
  });

  it('refuses anything that is not a string', () => {
    for (const value of [null, undefined, 42, ['/x/'], { toString: () => '/x/' }]) {
      expect(sameOriginPath(value)).toBe('/');
    }
  });

  it('never yields a target a browser resolves off the shop (property)', () => {
    const pieces = fc.constantFrom(
      '/',
      '\\',
      '//',
      '\t',
      '\n',
      '\r',
      ' ',
      '\u0000',
      '\u007f',
      '%2F',
      '%5C',
      '.',
      '..',
    );
    const hostile = fc
      .array(fc.oneof(pieces, fc.string(), fc.webUrl(), fc.constantFrom('evil.example', 'https:', '@')), {
        maxLength: 8,
      })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(hostile, (input) => {
        const target = sameOriginPath(input, '/');
        expect(target.startsWith('/')).toBe(true);
        expect(target[1] === '/' || target[1] === '\\').toBe(false);
        expect(browserLands(target)).not.toBeNull();
      }),
      { numRuns: 2000 },
    );
    // 2000 runs take ~2 s alone and passed 5 s on a busy machine.
  }, 20_000);
});

describe('allowedReturnUrl', () => {
  const allowed = parseReturnOrigins(
    ' https://pay.test , https://login.test:8443/callback,ftp://files.test,nope',
  );

  it('reads configured origins, dropping what is not an http(s) URL', () => {
    expect(allowed).toEqual(['https://pay.test', 'https://login.test:8443']);
    expect(parseReturnOrigins(undefined)).toEqual([]);
  });

  it('lets a return go to a configured origin or a path of ours, nowhere else', () => {
    expect(allowedReturnUrl('https://pay.test/return?x=1', '/', allowed)).toBe('https://pay.test/return?x=1');
    expect(allowedReturnUrl('https://login.test:8443/done', '/', allowed)).toBe(
      'https://login.test:8443/done',
    );
    expect(allowedReturnUrl('/checkout/receipt/', '/', allowed)).toBe('/checkout/receipt/');
    for (const hostile of [
      'https://evil.example/',
      'https://pay.test.evil.example/',
      'https://evil.example/https://pay.test',
      'http://pay.test/',
      'https://login.test/done',
      'https://user:pw@pay.test/',
      'https://pay.test@evil.example/',
      'https://pay.test\t.evil.example/',
      '//pay.test/',
      '/\\evil.example',
      'javascript://pay.test/%0aalert(1)',
    ]) {
      expect(allowedReturnUrl(hostile, '/', allowed), hostile).toBe('/');
    }
  });

  it('allows nothing absolute without a configured origin', () => {
    expect(allowedReturnUrl('https://pay.test/return', '/cart/', [])).toBe('/cart/');
  });
});
