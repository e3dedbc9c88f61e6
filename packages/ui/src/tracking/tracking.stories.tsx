import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Tracking, type TrackingData } from './tracking';

const parcel: TrackingData = {
  carrier: 'UPS',
  trackingNumber: '1Z999AA10123456784',
  carrierHref: 'https://carrier.test/track?n=1Z999AA10123456784',
  estimatedDelivery: '2026-12-02',
  events: [
    { at: '2026-11-27T09:12:00Z', description: 'Departed facility', location: 'Commerce City, CO' },
    { at: '2026-11-26T18:40:00Z', description: 'Picked up', location: 'Denver, CO' },
    { at: '2026-11-26T14:05:00Z', description: 'Label created' },
  ],
};

const meta = {
  title: 'UI/Tracking',
  component: Tracking,
  args: { tracking: parcel },
} satisfies Meta<typeof Tracking>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithEvents: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Tracking' })).toBeVisible();
    const number = canvas.getByRole('link', { name: /1Z999AA10123456784/ });
    await expect(number).toHaveAttribute('target', '_blank');
    await expect(number).toHaveAccessibleName(/opens the carrier's site in a new tab/);
    await expect(canvas.getByText('Dec 2, 2026')).toBeVisible();
    const events = within(canvas.getByRole('list', { name: 'Tracking updates' })).getAllByRole('listitem');
    await expect(events).toHaveLength(3);
    await expect(events[0]).toHaveTextContent(/Nov 27, 2026, 9:12\sAM UTC/);
    await expect(events[0]).toHaveTextContent('Commerce City, CO');
    await expect(events[0]!.querySelector('time')).toHaveAttribute('datetime', '2026-11-27T09:12:00Z');
  },
};

export const NoUpdatesYet: Story = {
  args: { tracking: { ...parcel, carrierHref: null, estimatedDelivery: null, events: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No tracking updates yet.')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText('1Z999AA10123456784')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { tracking: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Tracking' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  args: { tracking: null, error: 'We could not load the tracking for this parcel. Please try again later.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('We could not load the tracking');
    await expect(canvas.getByRole('region', { name: 'Tracking' })).not.toHaveAttribute('aria-busy');
  },
};
