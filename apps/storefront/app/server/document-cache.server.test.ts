import { gunzipSync } from 'node:zlib';
import { serializeFitmentCookie } from '@fitkit/fitment';
import { describe, expect, it } from 'vitest';
import {
  cachedDocumentAnswer,
  createDocumentCache,
  documentCacheKey,
  documents,
  isShareableDocument,
  respondFromCache,
  vehicleCacheKey,
} from './document-cache.server';
import { PAGE_CACHE_CONTROL } from './page-kind.server';

const JEEP = { year: 2021, makeSlug: 'jeep', modelSlug: 'wrangler' };
const vehicleCookie = (names = {}) => serializeFitmentCookie(JEEP, { names }).split(';')[0] as string;

const page = (url: string, cookie = '') => new Request(`http://shop.test${url}`, { headers: { cookie } });

/** A rendered public page as the root middleware sees it. */
function rendered(html: string, headers: Record<string, string> = {}, status = 200) {
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html',
      'Cache-Control': PAGE_CACHE_CONTROL.public,
      'Surrogate-Key': 'pages category:interior product-line:winch',
      ...headers,
    },
  });
}

describe('documentCacheKey', () => {
  it('keys a page on its URL and the vehicle alone: cart, garage, session and other cookies do not count', () => {
    const a = documentCacheKey(page('/c/interior/', `permId=aaaa1111; fitmentGarage=x; ${vehicleCookie()}`));
    const b = documentCacheKey(page('/c/interior/', `${vehicleCookie()}; permId=bbbb2222; fitkit_session=s`));
    expect(a).not.toBeNull();
    expect(a).toBe(b);
    expect(documentCacheKey(page('/c/interior/', 'permId=aaaa1111'))).not.toBe(a);
    expect(documentCacheKey(page('/c/interior/?page=2', vehicleCookie()))).not.toBe(a);
    expect(documentCacheKey(page('/c/interior/', vehicleCookie({ make: 'Jeep' })))).not.toBe(a);
  });

  it('normalises the vehicle cookie: a cookie that does not parse is no vehicle', () => {
    expect(
      vehicleCacheKey(
        `fitmentData=${encodeURIComponent('{"makeSlug":"jeep","year":2021,"modelSlug":"wrangler"}')}`,
      ),
    ).toBe(vehicleCacheKey(vehicleCookie()));
    expect(vehicleCacheKey('fitmentData=garbage')).toBe('');
  });

  it('answers nothing kept for a post, a data request, a preview, a forced reload or a promo-code link', () => {
    expect(documentCacheKey(new Request('http://shop.test/c/interior/', { method: 'POST' }))).toBeNull();
    for (const url of [
      '/c/interior.data',
      '/c/interior/_.data',
      '/?_storyblok=1',
      '/?z=1',
      '/?promoCode=X',
    ]) {
      expect(documentCacheKey(page(url)), url).toBeNull();
    }
  });
});

describe('isShareableDocument', () => {
  it('keeps only a 200 HTML page with the public Cache-Control that sets no cookie', () => {
    expect(isShareableDocument(rendered('<html>'))).toBe(true);
    expect(isShareableDocument(rendered('<html>', { 'Set-Cookie': 'permId=x' }))).toBe(false);
    expect(isShareableDocument(rendered('<html>', { 'Cache-Control': 'private, no-store' }))).toBe(false);
    expect(isShareableDocument(rendered('<html>', {}, 404))).toBe(false);
    expect(isShareableDocument(rendered('{}', { 'Content-Type': 'application/json' }))).toBe(false);
  });
});

describe('the document cache', () => {
  it('answers a kept page with its headers, gzipped when asked, and drops it on a purge of one of its keys', async () => {
    const cache = createDocumentCache({ ttlMs: 60_000, maxBytes: 1_000_000 });
    const response = rendered('<html>interior</html>');
    await cache.keep('k', response);
    // The rendered response itself still reads whole after being kept.
    expect(await response.text()).toBe('<html>interior</html>');
    const kept = cache.get('k');
    if (!kept) throw new Error('not kept');
    const plain = respondFromCache(kept, page('/c/interior/'));
    expect(await plain.text()).toBe('<html>interior</html>');
    expect(plain.headers.get('Surrogate-Key')).toContain('category:interior');
    const gzip = respondFromCache(
      kept,
      new Request('http://shop.test/', { headers: { 'accept-encoding': 'gzip' } }),
    );
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe('<html>interior</html>');
    expect(cache.purge(['product-line:other'])).toBe(0);
    expect(cache.purge(['product-line:winch'])).toBe(1);
    expect(cache.get('k')).toBeUndefined();
  });

  it('drops every page on a purge of "pages" (a deploy), and forgets pages past their time', async () => {
    const cache = createDocumentCache({ ttlMs: 60_000, maxBytes: 1_000_000 });
    await cache.keep('a', rendered('a'));
    await cache.keep('b', rendered('b'));
    expect(cache.purge(['pages'])).toBe(2);
    const brief = createDocumentCache({ ttlMs: -1, maxBytes: 1_000_000 });
    await brief.keep('a', rendered('a'));
    expect(brief.get('a')).toBeUndefined();
  });

  it('keeps documents up to its bytes, the oldest going first, and drops expired ones when it keeps another', async () => {
    const body = (n: number) => `<p>${'x'.repeat(n)}${n}</p>`;
    const one = (
      await createDocumentCache({ ttlMs: 60_000, maxBytes: 1_000_000 }).keep('a', rendered(body(1)))
    )?.template.bytes;
    if (!one) throw new Error('not kept');
    const cache = createDocumentCache({ ttlMs: 60_000, maxBytes: 2 * one });
    await cache.keep('a', rendered(body(1)));
    await cache.keep('b', rendered(body(1)));
    await cache.keep('c', rendered(body(1)));
    expect(cache.bytes()).toBeLessThanOrEqual(2 * one);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBeDefined();
    const brief = createDocumentCache({ ttlMs: 0, maxBytes: 1_000_000 });
    await brief.keep('a', rendered(body(1)));
    await brief.keep('b', rendered(body(2)));
    expect(brief.size()).toBeLessThanOrEqual(1);
  });

  it('gives every answer from a kept page a fresh nonce, in the page and its policy, plain and gzipped', async () => {
    const cache = createDocumentCache({ ttlMs: 60_000, maxBytes: 1_000_000 });
    const render = 'AAAAAAAAAAAAAAAAAAAAAA';
    const policy = `script-src 'nonce-${render}' 'strict-dynamic'`;
    await cache.keep(
      'k',
      rendered(`<script nonce="${render}">1</script><script nonce="${render}">2</script>`, {
        'Content-Security-Policy': policy,
      }),
    );
    const kept = cache.get('k');
    if (!kept) throw new Error('not kept');
    const nonces = new Set<string>();
    for (const accept of ['', 'gzip']) {
      const answer = respondFromCache(
        kept,
        new Request('http://shop.test/', { headers: { 'accept-encoding': accept } }),
      );
      const body = Buffer.from(await answer.arrayBuffer());
      const html = (accept ? gunzipSync(body) : body).toString();
      const nonce = /'nonce-([^']+)'/.exec(answer.headers.get('Content-Security-Policy') ?? '')?.[1] ?? '';
      expect(nonce).toMatch(/^[A-Za-z0-9_-]{16,}$/);
      expect(html).toBe(`<script nonce="${nonce}">1</script><script nonce="${nonce}">2</script>`);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(2);
    expect(nonces.has(render)).toBe(false);
  });
});

describe('cachedDocumentAnswer (the shop server asks it before React Router)', () => {
  it('answers a kept page from the URL and Cookie header alone, gzipped when asked; a miss is null', async () => {
    const cookie = `permId=aaaa1111; ${vehicleCookie()}`;
    const key = documentCacheKey(page('/c/cached-answer/', cookie));
    if (!key) throw new Error('no key');
    await documents.keep(key, rendered('<html>kept</html>'));
    const other = { method: 'GET', url: '/c/cached-answer/', acceptEncoding: 'gzip, br' };
    const hit = cachedDocumentAnswer({ ...other, cookie: `${vehicleCookie()}; permId=bbbb2222` });
    expect(new Headers(hit?.headers).get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(hit?.body ?? Buffer.alloc(0)).toString()).toBe('<html>kept</html>');
    expect(cachedDocumentAnswer({ ...other, cookie, acceptEncoding: '' })?.body.toString()).toBe(
      '<html>kept</html>',
    );
    expect(cachedDocumentAnswer({ ...other, cookie: 'permId=aaaa1111' })).toBeNull();
    expect(cachedDocumentAnswer({ ...other, cookie, method: 'POST' })).toBeNull();
    documents.purge(['pages']);
    expect(cachedDocumentAnswer({ ...other, cookie })).toBeNull();
  });
});
