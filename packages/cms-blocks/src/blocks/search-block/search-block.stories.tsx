import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { type CmsMode, CmsProvider } from '../../cms-provider/cms-provider';
import { RawBlokPreview } from '../../registry/raw-blok.test.helper';
import { CmsShopProvider } from '../../shop-context/shop-context';
import { handledClient, TestCommerce } from '../fitment-selector/commerce.test.helper';

const requests: URL[] = [];

const product = (id: number) => ({
  productId: id,
  productLineSlug: `rock-slider-${id}`,
  skuSlug: `rs-${id}`,
  name: `Rock Slider ${id}`,
  brand: { slug: 'trail-armor', name: 'Trail Armor' },
  image: { key: `slider-${id}`, filename: `${id}.jpg` },
  price: { actual: 24999 + id * 100, original: id === 1 ? 29999 : null },
});

/** Answers catalogue calls like the API: as many products as asked, none for 'nothing', never for 'slow'. */
const client = handledClient(async (url) => {
  const q = url.searchParams.get('q');
  if (q === 'slow') return new Promise(() => {});
  const size = Number(url.searchParams.get('pageSize') ?? 24);
  const products = q === 'nothing' ? [] : Array.from({ length: size }, (_, index) => product(index + 1));
  return {
    route: url.searchParams.get('route'),
    name: q ? `Search results for "${q}"` : 'Exterior',
    total: products.length,
    page: 1,
    pageSize: size,
    products,
    facets: [],
    requiredFitmentOptions: [],
    breadcrumbs: [],
  };
}, requests);

const meta = {
  title: 'CMS Blocks/Search Block',
  tags: ['responsive'],
  component: RawBlokPreview,
  decorators: [
    (Story, { parameters }) => (
      <CmsProvider mode={(parameters.cmsMode as CmsMode | undefined) ?? 'published'}>
        <TestCommerce client={client}>
          <CmsShopProvider fitment={{ year: 2021, makeSlug: 'jeep', modelSlug: 'wrangler' }}>
            <Story />
          </CmsShopProvider>
        </TestCommerce>
      </CmsProvider>
    ),
  ],
  args: {
    blok: { _uid: 'sb1', component: 'search_block', title: 'Rock sliders', query: 'rock slider', count: 4 },
  },
} satisfies Meta<typeof RawBlokPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The editor's query, fitted to the shopper's vehicle, as a grid of product cards. */
export const Products: Story = {
  play: async ({ canvas }) => {
    // The grid is a lazy chunk: it appears once loaded.
    await expect(await canvas.findByRole('heading', { name: 'Rock sliders' })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(4));
    await expect(canvas.getByRole('link', { name: 'Rock Slider 1' })).toHaveAttribute(
      'href',
      '/p/rock-slider-1/rs-1/',
    );
    const call = requests.find((url) => url.searchParams.get('q') === 'rock slider');
    await expect(call?.pathname).toMatch(/\/catalogue$/);
    await expect(call?.searchParams.get('route')).toBe('search');
    await expect(call?.searchParams.get('pageSize')).toBe('4');
    await expect(call?.searchParams.get('makeSlug')).toBe('jeep');
  },
};

/** A category listing without the vehicle, untitled: the region is named after the listing. */
export const CategoryForEveryVehicle: Story = {
  args: {
    blok: { _uid: 'sb2', component: 'search_block', category: 'exterior', count: 2, fit_vehicle: false },
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('region', { name: 'Exterior' })).toBeVisible());
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    const call = requests.find((url) => url.searchParams.get('path') === 'exterior');
    await expect(call?.searchParams.get('route')).toBe('category');
    await expect(call?.searchParams.has('makeSlug')).toBe(false);
  },
};

/** While the products load, placeholders keep the grid's place. */
export const Loading: Story = {
  args: { blok: { _uid: 'sb3', component: 'search_block', title: 'Loading parts', query: 'slow', count: 3 } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('region', { name: 'Loading parts' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvasElement.querySelectorAll('.fk-search-block__placeholder')).toHaveLength(3);
  },
};

/** Nothing matches: editors see a note, shoppers nothing. */
export const NothingFoundInPreview: Story = {
  parameters: { cmsMode: 'draft' },
  args: { blok: { _uid: 'sb4', component: 'search_block', query: 'nothing' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('note')).toHaveTextContent('No products match this search block.');
  },
};

/** A block with no query at all is refused: editors are told what it needs. */
export const NoQueryInPreview: Story = {
  parameters: { cmsMode: 'draft' },
  args: { blok: { _uid: 'sb5', component: 'search_block', title: 'Empty' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('Give search text, a category or a brand');
  },
};
