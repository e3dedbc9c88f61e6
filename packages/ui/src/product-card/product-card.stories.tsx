import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WishlistHeart } from '../wishlist-heart';
import { ProductCard, type ProductCardProduct } from './product-card';

const product: ProductCardProduct = {
  name: 'Trail Armor Front Bumper with Winch Mount',
  brand: { name: 'Trail Armor' },
  image: { key: 'img-bumper', filename: 'front-bumper.jpg' },
  price: { actual: 89999, original: null },
};

const meta = {
  title: 'UI/ProductCard',
  tags: ['responsive'],
  component: ProductCard,
  args: { product, href: '/p/trail-armor-front-bumper/' },
  decorators: [
    (Story) => (
      <div style={{ width: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Regular: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: product.name });
    await expect(card).toHaveAttribute('data-fit', 'unknown');
    await expect(canvas.getByText('Trail Armor')).toBeVisible();
    await expect(canvas.getByRole('link', { name: product.name })).toHaveAttribute(
      'href',
      '/p/trail-armor-front-bumper/',
    );
    await expect(canvas.getByRole('heading', { level: 3, name: product.name })).toBeVisible();
    await expect(canvas.getByText('$899.99')).toBeVisible();
    await expect(card.querySelector('del')).toBeNull();
    // The image link is a duplicate of the name link, so only one link is reachable.
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    const img = card.querySelector('img');
    await expect(img).toHaveAttribute('width', '320');
    // A raster picture in widths, for the listing's columns; lazy unless the page says otherwise.
    await expect(img?.getAttribute('srcset')).toMatch(/ 160w, .* 640w$/);
    await expect(img).toHaveAttribute('sizes', '(max-width: 480px) 50vw, (max-width: 1024px) 33vw, 320px');
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).not.toHaveAttribute('fetchpriority');
    await expect(canvas.queryByRole('button', { name: /Check Fit/ })).toBeNull();
  },
};

/** The listing's first card: its picture is the page's LCP image. */
export const LcpImage: Story = {
  args: { imagePriority: 'high' },
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('img');
    await expect(img).toHaveAttribute('fetchpriority', 'high');
    await expect(img).toHaveAttribute('loading', 'eager');
  },
};

export const OnSale: Story = {
  args: { product: { ...product, price: { actual: 74999, original: 89999 } } },
  play: async ({ canvas }) => {
    const original = canvas.getByText('$899.99');
    await expect(original.closest('del')).not.toBeNull();
    await expect(canvas.getByText('$749.99')).toBeVisible();
    await expect(canvas.getByText('Sale price:')).toHaveClass('fk-visually-hidden');
  },
};

export const PriceUnknown: Story = {
  args: { product: { ...product, price: { actual: null, original: null } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$###.##')).toBeVisible();
  },
};

export const Fits: Story = {
  args: {
    vehicleName: '2021 Jeep Wrangler',
    product: { ...product, fitment: { fits: true, appNote: 'Requires winch plate relocation' } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveAttribute('data-fit', 'fits');
    await expect(canvas.getByText(/Fits your 2021 Jeep Wrangler/)).toBeVisible();
    await expect(canvas.getByText('Requires winch plate relocation')).toBeVisible();
  },
};

export const DoesNotFit: Story = {
  args: { vehicleName: '2020 Ford F-150', product: { ...product, fitment: { fits: false, appNote: null } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveAttribute('data-fit', 'does-not-fit');
    await expect(canvas.getByText(/Does not fit your 2020 Ford F-150/)).toBeVisible();
  },
};

export const CheckFit: Story = {
  args: { onCheckFit: fn() },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: `Check Fit for ${product.name}` });
    await userEvent.click(button);
    await expect(args.onCheckFit).toHaveBeenCalledOnce();
  },
};

export const Grid: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 'auto' }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
        gap: 16,
        listStyle: 'none',
        padding: 0,
        width: 960,
      }}
    >
      {[
        { ...product, name: 'Front Bumper', fitment: { fits: true, appNote: null } },
        { ...product, name: 'Rear Bumper', price: { actual: 59999, original: 69999 } },
        { ...product, name: 'Rock Sliders', fitment: { fits: false, appNote: null } },
        { ...product, name: 'Floor Liners', brand: { name: 'Weather Guard' } },
      ].map((item) => (
        <li key={item.name}>
          <ProductCard {...args} product={item} vehicleName="2021 Jeep Wrangler" headingLevel={2} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(4);
  },
};

export const WithWishlistHeart: Story = {
  args: {
    action: (
      <WishlistHeart state="in" productName={product.name} signInHref="/account/sign-in/" onToggle={fn()} />
    ),
  },
  play: async ({ canvas }) => {
    const card = within(canvas.getByRole('article', { name: product.name }));
    await expect(
      card.getByRole('button', { name: `Save ${product.name} to your wishlist`, pressed: true }),
    ).toBeVisible();
  },
};
