import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { alexShopper } from '../address-form/contact.stories.data';
import { floorLiners, sliders } from '../mini-cart/cart.test.helper';
import { partialGiftCardSummary } from '../order-summary/order-summary.stories.data';
import { navigate, withStoryRouter } from '../utils/story-router.test.helper';
import { Receipt, type ReceiptOrder } from './receipt';

const shippingContact = alexShopper;

const order: ReceiptOrder = {
  orderReference: 'FK-10042',
  placedAt: '2026-11-25T14:05:00Z',
  lines: [sliders, floorLiners],
  summary: partialGiftCardSummary,
  shippingContact,
  billingContact: { ...shippingContact, subscribe: false },
  card: { brand: 'Visa', lastFour: '4242' },
  shippingMethod: 'Standard',
};

const meta = {
  title: 'UI/Receipt',
  component: Receipt,
  decorators: [withStoryRouter],
  args: { order, statusHref: '/order/status/ord_1/?token=t0k' },
} satisfies Meta<typeof Receipt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PaidByCard: Story = {
  play: async ({ canvas }) => {
    const receipt = canvas.getByRole('region', { name: 'Thank you for your order!' });
    await expect(receipt).toHaveTextContent('Order reference: FK-10042');
    await expect(receipt).toHaveTextContent('Placed on Nov 25, 2026');
    const lines = within(canvas.getByRole('list', { name: 'Items in this order' })).getAllByRole('listitem');
    await expect(lines).toHaveLength(2);
    await expect(lines[0]).toHaveTextContent('Vehicle: 2021 Jeep Wrangler Unlimited Sport 3.6L V6');
    await expect(lines[1]).toHaveTextContent('$259.98');
    await expect(canvas.getByRole('region', { name: 'Order Summary' })).toHaveTextContent('$752.06');
    await expect(canvas.getByText('Visa ending in 4242')).toBeVisible();
    const shipping = canvas.getByRole('heading', { name: 'Shipping address' }).parentElement!;
    await expect(shipping).toHaveTextContent('Denver, CO 80202');
    await expect(shipping).toHaveTextContent('United States');
    const status = canvas.getByRole('link', { name: 'Check your order status' });
    await userEvent.click(status);
    await expect(navigate).toHaveBeenCalledWith('/order/status/ord_1/?token=t0k');
  },
};

export const PaidByGiftCard: Story = {
  args: {
    order: {
      ...order,
      card: null,
      summary: {
        ...partialGiftCardSummary,
        discounts: [{ id: 'gc-7730', kind: 'giftCard', label: 'Gift card ending 7730', amount: 80206 }],
        total: 0,
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Paid with gift card')).toBeVisible();
    await expect(canvas.getByText('Gift card ending 7730')).toBeVisible();
  },
};
