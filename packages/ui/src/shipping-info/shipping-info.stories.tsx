import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { ShippingInfo } from './shipping-info';
import { useSameDayCountdown } from './use-same-day-countdown';

// Tuesday 2025-06-03, 16:30:00 UTC = 09:30 in Los Angeles.
const tuesdayMorning = new Date(Date.UTC(2025, 5, 3, 16, 30));
const rules = { cutoff: { hour: 14, minute: 0 } };
const zone = 'America/Los_Angeles';

const meta = {
  title: 'UI/ShippingInfo',
  component: ShippingInfo,
  args: { shipping: { sameDay: false, isFreight: false } },
} satisfies Meta<typeof ShippingInfo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShipsInDays: Story = {
  args: {
    shipping: {
      sameDay: false,
      isFreight: false,
      isFreeShipping: true,
      timeRange: { min: { unit: 'DAYS', amount: 3 }, max: { unit: 'DAYS', amount: 5 } },
      estimatedDeliveryDate: { min: '2025-06-09', max: '2025-06-12' },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="shipping-info"]')).toHaveAttribute(
      'data-state',
      'standard',
    );
    await expect(canvas.getByText('Ships in 3–5 days')).toBeVisible();
    await expect(canvas.getByText('Free Shipping')).toBeVisible();
    await expect(canvas.getByText('Get it Mon, Jun 9–Thu, Jun 12')).toBeVisible();
  },
};

export const MadeToOrder: Story = {
  args: {
    shipping: {
      sameDay: false,
      isFreight: false,
      isMadeToOrder: true,
      timeRange: { min: { unit: 'WEEKS', amount: 2 }, max: { unit: 'WEEKS', amount: 4 } },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Made to Order')).toBeVisible();
    await expect(canvas.getByText('Ships in 2–4 weeks')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="shipping-info"]')).toHaveAttribute(
      'data-state',
      'made-to-order',
    );
  },
};

export const Freight: Story = {
  args: { shipping: { sameDay: false, isFreight: true, isFreeShipping: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Free Freight Shipping')).toBeVisible();
  },
};

export const QuickShipCountdown: Story = {
  args: {
    shipping: { sameDay: true, isFreight: false, isFreeShipping: true },
    sameDayRules: rules,
    timeZone: zone,
    now: tuesdayMorning,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('QuickShip')).toBeVisible();
    await expect(canvas.getByText('Free Same Day Shipping')).toBeVisible();
    await expect(await canvas.findByText('Ships FREE today if ordered within 4h 30m')).toBeVisible();
  },
};

export const RapidShip: Story = {
  args: { ...QuickShipCountdown.args, sameDayMode: 'RAPIDSHIP' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('RapidShip')).toBeVisible();
    await expect(canvas.queryByText('QuickShip')).toBeNull();
  },
};

export const AfterCutoff: Story = {
  args: {
    ...QuickShipCountdown.args,
    // 22:00 UTC = 15:00 in Los Angeles, after the 14:00 cutoff.
    now: new Date(Date.UTC(2025, 5, 3, 22, 0)),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('QuickShip')).toBeVisible();
    // Give the effect a chance to run before asserting the countdown stays away.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(canvasElement.querySelector('[data-slot="same-day-countdown"]')).toBeNull();
  },
};

export const NotAShippingDay: Story = {
  args: {
    ...QuickShipCountdown.args,
    // Sunday 2025-06-08 at 09:30 in Los Angeles.
    now: new Date(Date.UTC(2025, 5, 8, 16, 30)),
  },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(canvasElement.querySelector('[data-slot="same-day-countdown"]')).toBeNull();
  },
};

function LiveCountdown() {
  // A cutoff two hours after the moment the story opens, in the browser's own zone.
  const [rulesNow] = useState(() => {
    const start = new Date();
    return {
      cutoff: { hour: (start.getHours() + 2) % 24, minute: start.getMinutes() },
      shippingWeekdays: [0, 1, 2, 3, 4, 5, 6],
    };
  });
  const countdown = useSameDayCountdown(rulesNow);
  const [renders, setRenders] = useState(0);
  useEffect(() => setRenders((count) => count + 1), []);
  return (
    <output data-renders={renders}>{countdown ? `${countdown.hours}h ${countdown.minutes}m` : 'none'}</output>
  );
}

export const TicksWithTheClock: Story = {
  render: () => <LiveCountdown />,
  play: async ({ canvas }) => {
    // Crossing midnight makes the two-hour cutoff fall tomorrow; otherwise the live clock shows 1h 59m–2h 0m.
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^(1h 59m|2h 0m|none)$/));
  },
};
