import { commerceQueries } from '@fitkit/commerce-hooks/query';
import { describe, expect, it } from 'vitest';
import { CmsProvider } from '../../cms-provider/cms-provider';
import { Blocks, registerBlocks } from '../../registry/blocks';
import { registry } from '../../registry/registry';
import { validateBloks } from '../../registry/validate';
import { CmsShopProvider } from '../../shop-context/shop-context';
import {
  handledClient,
  renderToHtml,
  TestCommerce,
  testQueryClient,
} from '../fitment-selector/commerce.test.helper';
import { searchBlockRequests } from './requests';
import { searchBlockParams } from './search-params';

registerBlocks(registry);

const base = { count: 8, sort: 'relevance', fit_vehicle: true } as const;
const fitment = { year: 2020, makeSlug: 'jeep', modelSlug: 'wrangler', bodySlug: 'n-a' };

describe('searchBlockParams', () => {
  it('searches when there is text, narrowed by category and brand, fitted to the vehicle', async () => {
    expect(
      searchBlockParams(
        { ...base, query: 'floor mats', category: 'interior', brand: 'trail-armor' },
        fitment,
      ),
    ).toEqual({
      route: 'search',
      q: 'floor mats',
      category: 'interior',
      brand: 'trail-armor',
      year: 2020,
      makeSlug: 'jeep',
      modelSlug: 'wrangler',
      bodySlug: 'n-a',
      page: 1,
      pageSize: 8,
      sort: 'relevance',
    });
  });

  it('lists a category, or a brand, without text', async () => {
    expect(searchBlockParams({ ...base, category: 'exterior/bumpers', count: 4 }, null)).toEqual({
      route: 'category',
      path: 'exterior/bumpers',
      page: 1,
      pageSize: 4,
      sort: 'relevance',
    });
    expect(searchBlockParams({ ...base, brand: 'trail-armor', sort: 'price-asc' }, null)).toMatchObject({
      route: 'brand',
      brandSlug: 'trail-armor',
      sort: 'price-asc',
    });
  });

  it('ignores the vehicle when the editor says so, and lists nothing without a query', async () => {
    expect(searchBlockParams({ ...base, brand: 'x', fit_vehicle: false }, fitment)).not.toHaveProperty(
      'year',
    );
    expect(searchBlockParams(base, fitment)).toBeNull();
  });
});

describe('searchBlockRequests', () => {
  const story = {
    _uid: 'p',
    component: 'page',
    body: [
      { _uid: 's1', component: 'search_block', query: ' bumpers ', count: '6' },
      {
        _uid: 'sec',
        component: 'section',
        content: [
          { _uid: 's2', component: 'search_block', category: '/Exterior/', fit_vehicle: false },
          { _uid: 's3', component: 'search_block', category: 'exterior', fit_vehicle: false },
          { _uid: 'bad', component: 'search_block', count: 500, query: 'x' },
          { _uid: 'none', component: 'search_block' },
        ],
      },
    ],
  };

  it('lists each valid search block request once, at any depth', async () => {
    expect(searchBlockRequests(story, { fitment })).toEqual([
      {
        route: 'search',
        q: 'bumpers',
        year: 2020,
        makeSlug: 'jeep',
        modelSlug: 'wrangler',
        bodySlug: 'n-a',
        page: 1,
        pageSize: 6,
        sort: 'relevance',
      },
      { route: 'category', path: 'exterior', page: 1, pageSize: 8, sort: 'relevance' },
    ]);
    expect(searchBlockRequests({ _uid: 'p', component: 'page', body: [] })).toEqual([]);
  });
});

describe('SearchBlock', () => {
  const product = (id: number) => ({
    productId: id,
    productLineSlug: `line-${id}`,
    skuSlug: `sku-${id}`,
    name: `Bumper ${id}`,
    brand: { slug: 'trail-armor', name: 'Trail Armor' },
    image: { key: `k${id}`, filename: `${id}.jpg` },
    price: { actual: 10000 + id, original: null },
  });

  function render(
    blok: Record<string, unknown>,
    prefetched: boolean,
    mode: 'published' | 'draft' = 'published',
  ) {
    const client = handledClient(() => {
      throw new Error('the server render must not fetch');
    });
    const queryClient = testQueryClient();
    if (prefetched) {
      for (const params of searchBlockRequests(blok)) {
        queryClient.setQueryData(commerceQueries.catalogue(client, params).queryKey, {
          route: 'search',
          name: 'Search results for "bumpers"',
          total: 2,
          page: 1,
          pageSize: 8,
          products: blok.query === 'nothing' ? [] : [product(1), product(2)],
          facets: [],
          requiredFitmentOptions: [],
          breadcrumbs: [],
        });
      }
    }
    return renderToHtml(
      <CmsProvider mode={mode}>
        <TestCommerce client={client} queryClient={queryClient}>
          <CmsShopProvider>
            <Blocks bloks={validateBloks([blok], { mode }).bloks} />
          </CmsShopProvider>
        </TestCommerce>
      </CmsProvider>,
    );
  }

  it('server-renders the prefetched products as cards linking to their SKU pages', async () => {
    const html = await render(
      { _uid: 's', component: 'search_block', title: 'Bumpers', query: 'bumpers' },
      true,
    );
    expect(html).toContain('data-state="ready"');
    expect(html).toMatch(/<h2 id="[^"]+" class="fk-search-block__title">Bumpers<\/h2>/);
    expect(html).toContain('href="/p/line-1/sku-1/"');
    expect(html).toContain('href="/p/line-2/sku-2/"');
    expect(html.match(/data-slot="product-card"/g)).toHaveLength(2);
  });

  it('shows placeholders while the products load in the browser', async () => {
    const html = await render({ _uid: 's', component: 'search_block', query: 'bumpers', count: 3 }, false);
    expect(html).toContain('aria-busy="true"');
    expect(html.match(/class="fk-search-block__placeholder"/g)).toHaveLength(3);
  });

  it('shows nothing to shoppers when nothing matches, and a note to editors', async () => {
    const blok = { _uid: 's', component: 'search_block', query: 'nothing' };
    expect(await render(blok, true)).not.toContain('cms-search-block');
    expect(await render(blok, true, 'draft')).toContain('No products match this search block.');
  });
});
