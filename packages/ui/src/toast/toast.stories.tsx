import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { createNotificationStore, type NotificationInput } from './notification-store';
import { Toaster } from './toast';

const saved: NotificationInput = {
  title: 'Vehicle saved',
  message: 'Showing parts for your 2020 Ford F-150.',
};
const added: NotificationInput = { title: 'Added to cart', message: 'Floor mats (x1)', type: 'SUCCESS' };
const failed: NotificationInput = {
  title: 'Could not update cart',
  message: 'Please try again.',
  type: 'ERROR',
};

type DemoProps = {
  /** Toasts added when the story first renders. */
  toasts: NotificationInput[];
  /** Auto-close delay; short ones keep the tests quick (the shop uses 10 s). */
  durationMs?: number;
};

/** A toaster over a fresh store, filled on first render so countdowns start with the story. */
function Demo({ toasts, durationMs }: DemoProps) {
  const [store] = useState(() => {
    const created = createNotificationStore(durationMs === undefined ? {} : { durationMs });
    for (const input of toasts) created.add(input);
    return created;
  });
  return <Toaster store={store} />;
}

const meta = {
  title: 'UI/Toaster',
  component: Demo,
  parameters: { layout: 'fullscreen' },
  args: { toasts: [] },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { toasts: [] },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Notifications' });
    await expect(region.querySelector('[aria-live="polite"]')).not.toBeNull();
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0);
  },
};

export const EveryType: Story = {
  args: { toasts: [saved, added, failed] },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items.map((item) => item.getAttribute('data-type'))).toEqual([
      'default',
      'success',
      'error',
    ]);
    await expect(items[0]).toHaveTextContent('Vehicle saved');
    await expect(items[2]).toHaveTextContent('Please try again.');
  },
};

export const NoDuplicates: Story = {
  args: { toasts: [failed, failed, failed] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
  },
};

export const Dismiss: Story = {
  args: { toasts: [saved, added] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss Vehicle saved' }));
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(1));
    await expect(canvas.getByRole('listitem')).toHaveTextContent('Added to cart');
  },
};

export const AutoCloses: Story = {
  args: { toasts: [added], durationMs: 1000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem')).toHaveTextContent('Added to cart');
    await waitFor(() => expect(canvas.queryAllByRole('listitem')).toHaveLength(0), { timeout: 3000 });
  },
};

export const PausedWhileHovered: Story = {
  args: { toasts: [added], durationMs: 1000 },
  play: async ({ canvas }) => {
    const toast = canvas.getByRole('listitem');
    await userEvent.hover(toast);
    await expect(toast).toHaveAttribute('data-state', 'paused');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await expect(canvas.getByRole('listitem')).toBeInTheDocument();
    await userEvent.unhover(toast);
    await expect(toast).toHaveAttribute('data-state', 'running');
    await waitFor(() => expect(canvas.queryAllByRole('listitem')).toHaveLength(0), { timeout: 3000 });
  },
};

export const PausedWhileFocused: Story = {
  args: { toasts: [failed], durationMs: 1000 },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const close = canvas.getByRole('button', { name: 'Dismiss Could not update cart' });
    await expect(close).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await expect(canvas.getByRole('listitem')).toHaveAttribute('data-state', 'paused');
  },
};
