import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Price } from './price';

const meta = {
  title: 'UI/Price',
  component: Price,
  args: { cents: 123450 },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Regular: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('$1,234.50')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="price"]')).toHaveAttribute('data-state', 'regular');
  },
};

export const OnSale: Story = {
  args: { cents: 99999, original: 123450 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="price"]')).toHaveAttribute('data-state', 'sale');
    await expect(canvas.getByText('$1,234.50').closest('del')).not.toBeNull();
    await expect(canvas.getByText('$999.99')).toBeVisible();
  },
};

export const OriginalNotHigher: Story = {
  args: { cents: 5000, original: 5000 },
  play: async ({ canvas, canvasElement }) => {
    // An "original" equal to the price is not a sale and is not struck through.
    await expect(canvasElement.querySelector('del')).toBeNull();
    await expect(canvas.getByText('$50.00')).toBeVisible();
  },
};

export const Unknown: Story = {
  args: { cents: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('$###.##')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="price"]')).toHaveAttribute('data-state', 'unknown');
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Price cents={2599} size="sm" />
      <Price cents={2599} size="md" />
      <Price cents={2599} size="lg" original={3999} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const sizes = [...canvasElement.querySelectorAll('[data-slot="price"]')].map((element) =>
      Number.parseFloat(getComputedStyle(element).fontSize),
    );
    await expect(sizes[0]!).toBeLessThan(sizes[1]!);
    await expect(sizes[1]!).toBeLessThan(sizes[2]!);
  },
};
