import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { navigate, withStoryRouter } from '../utils/story-router.test.helper';
import {
  OrderStatus,
  type OrderStatusLine,
  type OrderStatusOrder,
  type OrderStatusProps,
} from './order-status';

const sliders: OrderStatusLine = {
  itemId: 'line-sliders',
  productName: 'Trail Armor Rock Sliders',
  qty: 1,
  status: 'PENDING',
};
const liners: OrderStatusLine = {
  itemId: 'line-liners',
  productName: 'All-Weather Floor Liners, Front Row',
  qty: 2,
  status: 'PENDING',
};
const tracking = { carrier: 'UPS', trackingNumber: '1Z999AA10123456784', href: '/order/tracking/trk-1/' };

const placed: OrderStatusOrder = {
  orderReference: 'FK-10042',
  placedAt: '2026-11-25T14:05:00Z',
  status: 'PLACED',
  lines: [sliders, liners],
};

const meta = {
  title: 'UI/OrderStatus',
  component: OrderStatus,
  decorators: [withStoryRouter],
  args: {
    order: placed,
    actions: { cancelOrder: true, cancelLineIds: ['line-sliders', 'line-liners'] },
    onCancelOrder: fn(),
    onCancelLine: fn(),
    onReturnLine: fn(),
  },
} satisfies Meta<typeof OrderStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placed: Story = {
  play: async ({ canvas, args }) => {
    const region = canvas.getByRole('region', { name: 'Order FK-10042' });
    await expect(region).toHaveTextContent('Status: Placed');
    await expect(canvas.getByText('Placed on Nov 25, 2026')).toBeVisible();
    const lines = within(canvas.getByRole('list', { name: 'Items in this order' })).getAllByRole('listitem');
    await expect(lines).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel item Trail Armor Rock Sliders' }));
    await expect(args.onCancelLine).toHaveBeenCalledWith('line-sliders', undefined);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel order' }));
    await expect(args.onCancelOrder).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('button', { name: /Return item/ })).toBeNull();
  },
};

export const ShippedWithTracking: Story = {
  args: {
    order: {
      ...placed,
      status: 'SHIPPED',
      lines: [
        { ...sliders, status: 'SHIPPED', tracking },
        { ...liners, status: 'SHIPPED', tracking },
      ],
    },
    actions: {},
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Order FK-10042' })).toHaveTextContent('Status: Shipped');
    const links = canvas.getAllByRole('link', { name: 'Track parcel 1Z999AA10123456784' });
    await expect(links).toHaveLength(2);
    await userEvent.click(links[0]!);
    await expect(navigate).toHaveBeenCalledWith('/order/tracking/trk-1/');
    // Shipped: the table allows no cancel.
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const PartlyCancelled: Story = {
  args: {
    order: { ...placed, status: 'PROCESSING', lines: [{ ...sliders, status: 'CANCELLED' }, liners] },
    actions: { cancelOrder: true, cancelLineIds: ['line-liners'] },
  },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('listitem');
    await expect(first).toHaveTextContent('Cancelled');
    await expect(within(first!).queryByRole('button')).toBeNull();
    await expect(within(second!).getByRole('button', { name: /Cancel item/ })).toBeVisible();
  },
};

export const Cancelled: Story = {
  args: {
    order: {
      ...placed,
      status: 'CANCELLED',
      lines: placed.lines.map((line) => ({ ...line, status: 'CANCELLED' as const })),
    },
    actions: {},
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Order FK-10042' })).toHaveTextContent(
      'Status: Cancelled',
    );
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const DeliveredAndReturned: Story = {
  args: {
    order: {
      ...placed,
      status: 'DELIVERED',
      lines: [
        { ...sliders, status: 'DELIVERED', tracking },
        { ...liners, status: 'RETURN_REQUESTED', tracking },
      ],
    },
    actions: { returnLineIds: ['line-sliders'] },
  },
  play: async ({ canvas, args }) => {
    const [first, second] = canvas.getAllByRole('listitem');
    await expect(second).toHaveTextContent('Return requested');
    await expect(within(second!).queryByRole('button')).toBeNull();
    await userEvent.click(
      within(first!).getByRole('button', { name: 'Return item Trail Armor Rock Sliders' }),
    );
    await expect(args.onReturnLine).toHaveBeenCalledWith('line-sliders', undefined);
  },
};

export const Returned: Story = {
  args: {
    order: {
      ...placed,
      status: 'RETURNED',
      lines: placed.lines.map((line) => ({ ...line, status: 'RETURNED' as const })),
    },
    actions: {},
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Order FK-10042' })).toHaveTextContent(
      'Status: Returned',
    );
    await expect(canvas.getAllByText('Returned')).toHaveLength(3);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A host whose cancel fails with the API's msg. */
function FailingCancel(props: OrderStatusProps) {
  const [error, setError] = useState<string | null>(null);
  return (
    <OrderStatus
      {...props}
      error={error}
      onCancelOrder={() => setError('This order can no longer be cancelled: it has shipped.')}
    />
  );
}

export const CancelFails: Story = {
  render: (args) => <FailingCancel {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel order' }));
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('This order can no longer be cancelled: it has shipped.');
    await expect(alert).toHaveFocus();
  },
};

export const Working: Story = {
  args: { busy: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region', { name: 'Order FK-10042' })).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel order' }));
    await expect(args.onCancelOrder).not.toHaveBeenCalled();
  },
};

// Form mode: the host passes `action` (and no handlers), and each change is a real form posting its fields, so the
// page works without JavaScript. The stories catch the submit before the browser would leave the page.

const ACTION = '/order/status/4f1c2a9e-0000-4000-8000-000000000042/';
const REASONS = ['Ordered by mistake', 'No longer needed', 'Other'] as const;
const formMode = {
  action: ACTION,
  reasons: REASONS,
  onCancelOrder: undefined,
  onCancelLine: undefined,
  onReturnLine: undefined,
};

/** Catches the forms the story submits, as their fields, and keeps the browser on the page. */
function catchSubmits(root: HTMLElement): Record<string, string>[] {
  const posted: Record<string, string>[] = [];
  root.addEventListener('submit', (event) => {
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    posted.push(Object.fromEntries([...new FormData(form)].map(([name, value]) => [name, String(value)])));
  });
  return posted;
}

/** The forms of a canvas with their method and where they post. */
function formsOf(root: HTMLElement) {
  return [...root.querySelectorAll('form')].map((form) => ({
    method: form.getAttribute('method'),
    action: form.getAttribute('action'),
  }));
}

export const FormsPlaced: Story = {
  args: formMode,
  play: async ({ canvas, canvasElement }) => {
    const posted = catchSubmits(canvasElement);
    await expect(formsOf(canvasElement)).toEqual(Array(3).fill({ method: 'post', action: ACTION }));
    await userEvent.selectOptions(
      canvas.getByLabelText('Reason (Cancel item: Trail Armor Rock Sliders)'),
      'Other',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel item Trail Armor Rock Sliders' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel order' }));
    await expect(posted).toEqual([
      { intent: 'cancel-item', itemId: 'line-sliders', reason: 'Other' },
      { intent: 'cancel-order', reason: 'Ordered by mistake' },
    ]);
  },
};

export const FormsPartlyCancelled: Story = {
  args: { ...PartlyCancelled.args, ...formMode },
  play: async ({ canvas, canvasElement }) => {
    const [first, second] = canvas.getAllByRole('listitem');
    await expect(within(first!).queryByRole('button')).toBeNull();
    await expect(first!.querySelector('form')).toBeNull();
    const posted = catchSubmits(canvasElement);
    await userEvent.click(within(second!).getByRole('button', { name: /Cancel item/ }));
    await expect(posted).toEqual([
      { intent: 'cancel-item', itemId: 'line-liners', reason: 'Ordered by mistake' },
    ]);
  },
};

export const FormsShippedWithTracking: Story = {
  args: { ...ShippedWithTracking.args, ...formMode },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('link', { name: 'Track parcel 1Z999AA10123456784' })).toHaveLength(2);
    await expect(formsOf(canvasElement)).toEqual([]);
  },
};

/** A state that allows no change: in form mode it shows its status and no form at all. */
const withoutForms = (args: Story['args'], label: string): Story => ({
  args: { ...args, ...formMode },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Order FK-10042' })).toHaveTextContent(
      `Status: ${label}`,
    );
    await expect(formsOf(canvasElement)).toEqual([]);
  },
});

export const FormsCancelled = withoutForms(Cancelled.args, 'Cancelled');

export const FormsDeliveredWithReturn: Story = {
  args: { ...DeliveredAndReturned.args, ...formMode },
  play: async ({ canvas, canvasElement }) => {
    const posted = catchSubmits(canvasElement);
    await expect(formsOf(canvasElement)).toEqual([{ method: 'post', action: ACTION }]);
    await userEvent.selectOptions(
      canvas.getByLabelText('Reason (Return item: Trail Armor Rock Sliders)'),
      'No longer needed',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Return item Trail Armor Rock Sliders' }));
    await expect(posted).toEqual([
      { intent: 'return-item', itemId: 'line-sliders', reason: 'No longer needed' },
    ]);
  },
};

export const FormsReturned = withoutForms(Returned.args, 'Returned');

export const FormsError: Story = {
  args: {
    ...formMode,
    headingLevel: 1,
    error: 'This order can no longer be cancelled: it has shipped.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Order FK-10042');
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('This order can no longer be cancelled: it has shipped.');
    // The forms stay, so the shopper can try another change.
    await expect(canvas.getByRole('button', { name: 'Cancel order' })).toBeVisible();
  },
};

export const FormsDone: Story = {
  args: {
    ...PartlyCancelled.args,
    ...formMode,
    notice: 'The item has been cancelled.',
    order: {
      ...placed,
      status: 'PROCESSING',
      lines: [{ ...sliders, status: 'CANCELLED', href: '/p/trail-armor/sliders/', subtotal: 34999 }, liners],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('The item has been cancelled.');
    await expect(canvas.getByRole('link', { name: 'Trail Armor Rock Sliders' })).toBeVisible();
    await expect(canvas.getByText('$349.99')).toBeVisible();
  },
};
