import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrderHistoryList } from './order-history';

const meta = {
  title: 'UI/OrderHistoryList',
  component: OrderHistoryList,
  args: {
    orders: [
      {
        orderId: 'o2',
        orderReference: 'FK-7Q2M9XDA',
        status: 'SHIPPED',
        placedAt: '2026-11-25T14:05:00Z',
        totalCents: 25998,
      },
      {
        orderId: 'o1',
        orderReference: 'FK-3KDP8WZE',
        status: 'CANCELLED',
        placedAt: '2026-10-02T09:00:00Z',
        totalCents: 4999,
      },
    ],
    orderHref: (id: string) => `/account/orders/${id}/`,
  },
} satisfies Meta<typeof OrderHistoryList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithOrders: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Your orders, newest first' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(3);
    await expect(rows[1]).toHaveTextContent('Nov 25, 2026');
    await expect(rows[1]).toHaveTextContent('Shipped');
    await expect(rows[1]).toHaveTextContent('$259.98');
    await expect(within(rows[1]!).getByRole('link', { name: 'FK-7Q2M9XDA' })).toHaveAttribute(
      'href',
      '/account/orders/o2/',
    );
    await expect(rows[2]).toHaveTextContent('Cancelled');
  },
};

export const Empty: Story = {
  args: { orders: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You have no orders yet.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
