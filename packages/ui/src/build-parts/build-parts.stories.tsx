import type { BuildPart } from '@fitkit/commerce-hooks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { BuildParts } from './build-parts';

const parts: BuildPart[] = [
  {
    productId: 11,
    sku: 'TA-0001-01',
    skuSlug: 'black',
    name: 'Trail Armor Front Bumper',
    priceCents: 89999,
    productLineSlug: 'trail-armor-front-bumper',
    productLineName: 'Trail Armor Front Bumper',
    brandName: 'Trail Armor',
    image: { key: 'img-bumper', filename: 'bumper.jpg' },
  },
  {
    productId: 12,
    sku: 'LB-0002-01',
    skuSlug: '20-inch',
    name: 'LightBar 20 in',
    priceCents: 19950,
    productLineSlug: 'lightbar',
    productLineName: 'LightBar',
    brandName: 'LightCo',
    image: null,
  },
];

const meta = {
  title: 'UI/BuildParts',
  component: BuildParts,
  args: { parts, addAllAction: '/builds/abcdefghijkl/' },
} satisfies Meta<typeof BuildParts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithoutJavaScript: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Parts used' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Trail Armor Front Bumper' })).toHaveAttribute(
      'href',
      '/p/trail-armor-front-bumper/black/',
    );
    await expect(canvas.getByText('LightCo · Part number LB-0002-01')).toBeVisible();
    await expect(canvas.getByText('$899.99')).toBeVisible();
    const form = canvasElement.querySelector('form');
    await expect(form).toHaveAttribute('action', '/builds/abcdefghijkl/');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form?.querySelector('input[name="intent"]')).toHaveValue('add-all-to-cart');
    await expect(canvas.getByRole('button', { name: 'Add all 2 to cart' })).toBeEnabled();
  },
};

export const WithJavaScript: Story = {
  args: { onAddAll: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add all 2 to cart' }));
    await expect(args.onAddAll).toHaveBeenCalledOnce();
  },
};

export const Adding: Story = {
  args: { adding: true, onAddAll: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Adding to cart…' })).toBeDisabled();
  },
};

export const Failed: Story = {
  args: { error: 'One of the parts is out of stock.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('One of the parts is out of stock.');
  },
};

export const NoParts: Story = {
  args: { parts: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="build-parts"]')).toBeNull();
  },
};
