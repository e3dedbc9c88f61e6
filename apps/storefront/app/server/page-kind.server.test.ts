import { readFileSync } from 'node:fs';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  declarePage,
  isPrivatePath,
  PAGE_CACHE_CONTROL,
  type PageKind,
  pageKindMiddleware,
  pageKindOf,
  tagPage,
  UNSHARED_CACHE_CONTROL,
} from './page-kind.server';
import { purgeKey } from './purge-keys';
import { SHOP_ROUTE_TABLE } from './route-table.server';

/** Runs the middleware for `path`; `during` plays the loaders. Returns the response and the kind it settled on. */
async function serve(
  path: string,
  during: (context: RouterContextProvider) => void,
  headers?: HeadersInit,
  status = 200,
) {
  const context = new RouterContextProvider();
  const request = new Request(`http://shop.test${path}`);
  const response = (await pageKindMiddleware(
    { request, context, params: {}, url: new URL(request.url), pattern: '' },
    async () => {
      during(context);
      return new Response('ok', { headers, status });
    },
  )) as Response;
  return { response, kind: pageKindOf(context) };
}

describe('page kinds', () => {
  it('gives a public page the public Cache-Control and a private one no-store', async () => {
    const pub = await serve('/c/interior/', (c) => declarePage(c, 'public'));
    expect(pub.kind).toBe('public');
    expect(pub.response.headers.get('Cache-Control')).toBe(PAGE_CACHE_CONTROL.public);
    const priv = await serve('/checkout/cart/', (c) => declarePage(c, 'private'));
    expect(priv.response.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('names the purge keys of a shared public page for the CDN (Surrogate-Key, Cache-Tag), each with pages', async () => {
    const { response } = await serve('/p/winch/', (c) => {
      declarePage(c, 'public');
      tagPage(c, purgeKey('product-line', 'winch'), purgeKey('category', '/exterior/winches/'));
    });
    expect(response.headers.get('Cache-Control')).toMatch(
      /^public, max-age=0, must-revalidate, s-maxage=\d+, stale-while-revalidate=\d+$/,
    );
    expect(response.headers.get('CDN-Cache-Control')).toMatch(
      /^public, max-age=\d+, stale-while-revalidate=\d+$/,
    );
    expect(response.headers.get('Surrogate-Control')).toMatch(/^max-age=\d+, stale-while-revalidate=\d+$/);
    expect(response.headers.get('Surrogate-Key')).toBe('pages product-line:winch category:exterior/winches');
    expect(response.headers.get('Cache-Tag')).toBe('pages,product-line:winch,category:exterior/winches');
    const priv = await serve('/checkout/cart/', (c) => {
      declarePage(c, 'private');
      tagPage(c, purgeKey('story', 'home'));
    });
    expect(priv.response.headers.has('Surrogate-Key')).toBe(false);
    expect(priv.response.headers.has('Cache-Tag')).toBe(false);
  });

  it('keeps a public answer out of shared caches when it sets a cookie, failed, or is a preview', async () => {
    const cookie = await serve('/p/winch/v/jeep/', (c) => declarePage(c, 'public'), {
      'Set-Cookie': 'fitmentData=x',
    });
    const failed = await serve('/c/x/', (c) => declarePage(c, 'public'), undefined, 500);
    const preview = await serve('/?_storyblok=12', (c) => declarePage(c, 'public'));
    for (const { response } of [cookie, failed, preview]) {
      expect(response.headers.get('Cache-Control')).toBe(UNSHARED_CACHE_CONTROL);
      expect(response.headers.has('Surrogate-Key')).toBe(false);
    }
  });

  it('treats an undeclared page as private', async () => {
    const { kind, response } = await serve('/somewhere/', () => {});
    expect(kind).toBe('private');
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('lets one private declaration in the match win over public ones, in any order', async () => {
    for (const order of [
      ['private', 'public'],
      ['public', 'private'],
    ] as const) {
      const { kind } = await serve('/x/', (c) => {
        for (const declared of order) declarePage(c, declared);
      });
      expect(kind, order.join(' then ')).toBe('private');
    }
  });

  it('keeps private paths private even when a loader declares them public', async () => {
    const { kind, response } = await serve('/checkout/payment/', (c) => declarePage(c, 'public'));
    expect(kind).toBe('private');
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it("keeps a public resource's own Cache-Control but overrides a private one's", async () => {
    const robots = await serve('/robots.txt', (c) => declarePage(c, 'public'), {
      'Cache-Control': 'public, max-age=3600',
    });
    expect(robots.response.headers.get('Cache-Control')).toBe('public, max-age=3600');
    const leak = await serve('/order/status/1/', () => {}, { 'Cache-Control': 'public, max-age=3600' });
    expect(leak.response.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('knows the private paths of SPEC §2 and nothing public', () => {
    for (const path of [
      '/checkout/cart/',
      '/account/',
      '/order/status/1/',
      '/orderstatus/',
      '/pay/',
      '/thank-you/',
      '/builds/submit/',
    ]) {
      expect(isPrivatePath(path), path).toBe(true);
    }
    for (const path of [
      '/',
      '/c/interior/',
      '/p/x/',
      '/search/',
      '/third-party/avery/',
      '/paypal-faq/',
      '/builds/',
    ]) {
      expect(isPrivatePath(path), path).toBe(false);
    }
  });
});

// Every route module declares its kind in its loader (and its action), as ARCHITECTURE.md asks of new pages.
describe('every route declares its page kind', () => {
  const routesDir = new URL('../routes/', import.meta.url);
  const routes = SHOP_ROUTE_TABLE.map((route) => ({
    path: `/${'path' in route ? route.path : ''}`,
    file: route.file.replace(/^routes\//, ''),
  }));

  it('finds the routes', () => expect(routes.length).toBeGreaterThan(10));

  it.each(routes)('$file ($path)', ({ path, file }) => {
    const source = readFileSync(new URL(file, routesDir), 'utf8');
    const declared = [...source.matchAll(/declarePage\(context, '(public|private)'\)/g)].map(
      (m) => m[1] as PageKind,
    );
    const viaListing = /fitableListingLoader\(/.test(source);
    expect(declared.length > 0 || viaListing, 'a loader that calls declarePage').toBe(true);
    if (isPrivatePath(path)) expect(declared).not.toContain('public');
  });
});
