import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrderSummary } from './order-summary';
import {
  freeShippingSummary,
  partialGiftCardSummary,
  plainSummary,
  promoSummary,
} from './order-summary.stories.data';

const meta = {
  title: 'UI/OrderSummary',
  tags: ['responsive'],
  component: OrderSummary,
  args: { summary: plainSummary },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The amount shown beside a row's label. */
function amountOf(canvas: HTMLElement, label: string | RegExp): string {
  const term = within(canvas).getByText(label, { selector: 'dt' });
  return term.closest('div')?.querySelector('dd')?.textContent ?? '';
}

export const Plain: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Order Summary' })).toBeVisible();
    await expect(amountOf(canvasElement, 'Subtotal')).toBe('$809.97');
    await expect(amountOf(canvasElement, 'Shipping')).toBe('$12.95');
    await expect(amountOf(canvasElement, 'Estimated tax')).toBe('$66.82');
    await expect(amountOf(canvasElement, 'Total')).toBe('$889.74');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const WithPromo: Story = {
  args: { summary: promoSummary, onRemoveDiscount: fn() },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(amountOf(canvasElement, /Promo code SAVE10/)).toMatch(/^-\$81\.00/);
    await expect(amountOf(canvasElement, 'Total')).toBe('$802.06');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Promo code SAVE10' }));
    await expect(args.onRemoveDiscount).toHaveBeenCalledWith(promoSummary.discounts[0]);
  },
};

export const PartialGiftCard: Story = {
  args: { summary: partialGiftCardSummary, onRemoveDiscount: fn(), busyDiscountIds: ['SAVE10'] },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(amountOf(canvasElement, /Gift card ending 4821/)).toMatch(/^-\$50\.00/);
    await expect(canvas.getByText('Remaining balance $0.00')).toBeVisible();
    // The gift card covers only part of the order: a total is still left to pay.
    await expect(amountOf(canvasElement, 'Total')).toBe('$752.06');
    // A removal in flight disables its own button only.
    await expect(canvas.getByRole('button', { name: 'Remove Promo code SAVE10' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Gift card ending 4821' }));
    await expect(args.onRemoveDiscount).toHaveBeenCalledWith(partialGiftCardSummary.discounts[1]);
  },
};

export const FreeShipping: Story = {
  args: { summary: freeShippingSummary },
  play: async ({ canvasElement }) => {
    await expect(amountOf(canvasElement, 'Shipping')).toBe('Free');
    await expect(amountOf(canvasElement, 'Total')).toBe('$876.79');
  },
};

export const BeforeAddress: Story = {
  args: { summary: { ...plainSummary, shipping: null, estimatedTax: null, total: 80997 } },
  play: async ({ canvasElement }) => {
    await expect(amountOf(canvasElement, 'Shipping')).toBe('Calculated at next step');
    await expect(amountOf(canvasElement, 'Estimated tax')).toBe('Calculated at next step');
  },
};

export const Loading: Story = {
  args: { summary: promoSummary, loading: true, onRemoveDiscount: fn() },
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'Order Summary' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    // Nothing stale is shown while the API recomputes: every amount is the placeholder.
    await expect(amountOf(canvasElement, 'Total')).toBe('$###.##');
    await expect(amountOf(canvasElement, 'Subtotal')).toBe('$###.##');
  },
};

export const RemoveWithoutScript: Story = {
  args: { summary: promoSummary, removeAction: '/checkout/cart/' },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Remove Promo code SAVE10' });
    const form = button.closest('form')!;
    await expect(form).toHaveAttribute('action', '/checkout/cart/');
    await expect(form).toHaveAttribute('method', 'post');
    const fields = Object.fromEntries(new FormData(form).entries());
    await expect(fields).toEqual({ intent: 'remove-discount', kind: 'promo', id: 'SAVE10' });
    await expect(canvasElement.querySelectorAll('form')).toHaveLength(1);
  },
};
