// @vitest-environment happy-dom
import { commerceQueries } from '@fitkit/commerce-hooks/query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  handledClient,
  renderToHtml,
  TestCommerce,
  testQueryClient,
} from '../blocks/fitment-selector/commerce.test.helper';
import { PRICE_TOKEN_REFETCH_MS } from '../blocks/search-block/use-settled-params';
import { CmsProvider } from '../cms-provider/cms-provider';
import {
  MAX_PRICE_TOKENS,
  priceTokenParams,
  priceTokenRequests,
  priceTokenSlugs,
  withPrices,
} from './price-tokens';
import { RichText } from './rich-text';
import type { RichTextDoc } from './schema';

const doc = (...texts: string[]): RichTextDoc => ({
  type: 'doc',
  content: texts.map((text) => ({
    type: 'paragraph',
    content: [{ type: 'text', text, marks: [{ type: 'bold' }] }],
  })),
});
const listing = (slug: string, cents: number) => ({
  route: 'search' as const,
  name: 'Search results',
  total: 1,
  page: 1,
  pageSize: 100,
  products: [
    {
      productId: 1,
      productLineSlug: slug,
      skuSlug: `${slug}-1`,
      name: slug,
      brand: { slug: 'lloyds', name: 'Lloyd Mats' },
      image: { key: 'k', filename: 'k.jpg' },
      price: { actual: cents, original: null },
    },
  ],
  facets: [],
  requiredFitmentOptions: [],
  breadcrumbs: [],
});

describe('price tokens (SPEC §7)', () => {
  it('finds each line once in any content tree, in order, and only well-formed tokens', () => {
    const story = {
      component: 'page',
      body: [{ component: 'text', text: doc('Mats from [PRICE:floor-mats], covers [PRICE:seat-covers].') }],
      other: { component: 'text', text: doc('Again [PRICE:floor-mats]; not [PRICE:Bad Slug] nor [price:x]') },
    };
    expect(priceTokenSlugs(story)).toEqual(['floor-mats', 'seat-covers']);
    expect(priceTokenRequests(story)).toEqual([
      { route: 'search', q: '', productLineSlug: 'floor-mats', pageSize: 100 },
      { route: 'search', q: '', productLineSlug: 'seat-covers', pageSize: 100 },
    ]);
    const many = doc(Array.from({ length: 30 }, (_, i) => `[PRICE:line-${i}]`).join(' '));
    expect(priceTokenSlugs(many)).toHaveLength(MAX_PRICE_TOKENS);
  });

  it('writes known prices in and the placeholder for the rest, keeping marks', () => {
    const priced = withPrices(doc('From [PRICE:a] to [PRICE:b]'), new Map([['a', 4999]]));
    expect(priced.content?.[0]?.content?.[0]).toEqual({
      type: 'text',
      text: 'From $49.99 to $###.##',
      marks: [{ type: 'bold' }],
    });
  });

  it('server-renders the prefetched price, without fetching', async () => {
    const client = handledClient(() => {
      throw new Error('the server render must not fetch');
    });
    const queryClient = testQueryClient();
    queryClient.setQueryData(
      commerceQueries.catalogue(client, priceTokenParams('floor-mats')).queryKey,
      listing('floor-mats', 12995),
    );
    const html = await renderToHtml(
      <TestCommerce client={client} queryClient={queryClient}>
        <RichText doc={doc('Floor mats from [PRICE:floor-mats]')} />
      </TestCommerce>,
    );
    expect(html).toBe('<p><strong>Floor mats from $129.95</strong></p>');
  });

  describe('in the visual editor', () => {
    afterEach(() => {
      cleanup();
      vi.useRealTimers();
    });

    it('searches again 500 ms after the editor stops changing the tokens', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const requests: URL[] = [];
      const prices: Record<string, number> = { a: 1000, ab: 2000, abc: 3000 };
      const client = handledClient((url) => {
        const slug = url.searchParams.get('productLineSlug') ?? '';
        return listing(slug, prices[slug] ?? 1);
      }, requests);
      const view = (text: string) => (
        <CmsProvider mode="edit">
          <TestCommerce client={client}>
            <RichText doc={doc(text)} />
          </TestCommerce>
        </CmsProvider>
      );
      const page = render(view('Only [PRICE:a]'));
      expect(await screen.findByText('Only $10.00')).toBeTruthy();
      for (const text of ['Only [PRICE:ab]', 'Only [PRICE:abc]']) {
        await act(async () => vi.advanceTimersByTime(200));
        page.rerender(view(text));
      }
      // A token not searched yet shows the placeholder while the editor types…
      expect(screen.getByText('Only $###.##')).toBeTruthy();
      expect(requests).toHaveLength(1);
      await act(async () => vi.advanceTimersByTime(PRICE_TOKEN_REFETCH_MS));
      // …then one search for the last one.
      expect(await screen.findByText('Only $30.00')).toBeTruthy();
      expect(requests.map((url) => url.searchParams.get('productLineSlug'))).toEqual(['a', 'abc']);
      expect(requests[1]?.searchParams.get('q')).toBe('');
      expect(requests[1]?.searchParams.get('pageSize')).toBe('100');
    });
  });
});
