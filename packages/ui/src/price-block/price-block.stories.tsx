import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { MAP_PRICE_TOOLTIP, PriceBlock } from './price-block';

const meta = {
  title: 'UI/PriceBlock',
  component: PriceBlock,
  args: { actualPrice: 89999 },
} satisfies Meta<typeof PriceBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

const block = (element: HTMLElement) => element.querySelector('[data-slot="price-block"]');

export const Regular: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('$899.99')).toBeVisible();
    await expect(block(canvasElement)).toHaveAttribute('data-state', 'available');
    await expect(canvas.queryByText(/% off/)).toBeNull();
  },
};

export const OnSaleWithPromo: Story = {
  args: { actualPrice: 74999, originalPrice: 99999, promo: 'Extra 10% off with code TRAIL10' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$999.99').closest('del')).not.toBeNull();
    await expect(canvas.getByText('$749.99')).toBeVisible();
    await expect(canvas.getByText('25% off')).toBeVisible();
    await expect(canvas.getByText('Extra 10% off with code TRAIL10')).toBeVisible();
  },
};

export const GivenDiscount: Story = {
  args: { actualPrice: 74999, originalPrice: 99999, discountPercent: 30 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('30% off')).toBeVisible();
  },
};

export const AsLowAs: Story = {
  args: { actualPrice: 89999, minimumPrice: 64999 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('As low as')).toHaveTextContent('As low as $649.99');
  },
};

export const MapViolation: Story = {
  args: { actualPrice: 59999, originalPrice: 79999, minimumPrice: 49999, hasMAPViolation: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(block(canvasElement)).toHaveAttribute('data-state', 'map');
    await expect(canvas.getByText('See price in cart')).toBeVisible();
    // The advertised-too-low price appears nowhere on the page, and neither do its derivatives.
    await expect(canvasElement.textContent).not.toContain('$599.99');
    await expect(canvasElement.textContent).not.toContain('$499.99');
    await expect(canvas.queryByText(/% off/)).toBeNull();
    await expect(canvas.getByText('$799.99').closest('del')).not.toBeNull();
    const why = canvas.getByRole('button', { name: 'Why is the price hidden?' });
    await userEvent.click(why);
    await expect(canvas.getByRole('status')).toHaveTextContent(MAP_PRICE_TOOLTIP);
  },
};

export const PreOrder: Story = {
  args: { isPreOrder: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Pre-Order')).toBeVisible();
    await expect(block(canvasElement)).toHaveAttribute('data-state', 'pre-order');
  },
};

export const OutOfStock: Story = {
  args: { isOutOfStock: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Out of Stock')).toBeVisible();
    await expect(block(canvasElement)).toHaveAttribute('data-state', 'out-of-stock');
  },
};

export const UnknownPrice: Story = {
  args: { actualPrice: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$###.##')).toBeVisible();
  },
};
