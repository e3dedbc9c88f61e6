import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Garage } from './garage';
import { garage } from './garage.test.helper';

const meta = {
  title: 'UI/Garage',
  component: Garage,
  args: { garage, onSwitch: fn(), onRemove: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 440 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Garage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vehicles: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'My Garage' });
    await expect(within(region).getByRole('heading', { level: 3, name: 'My Garage' })).toBeVisible();
    const items = within(region).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    const current = canvas.getByRole('button', { name: /^2021 Jeep Wrangler/ });
    await expect(current).toHaveAttribute('aria-current', 'true');
    await expect(current.querySelector('.fk-garage__check')).not.toBeNull();
    const bronco = canvas.getByRole('button', { name: /^2022 Ford Bronco\s*4 Door 2.7L V6/ });
    await expect(bronco).not.toHaveAttribute('aria-current');
    await expect(bronco.querySelector('.fk-garage__check')).toBeNull();
    await expect(bronco.querySelector('[data-vehicle-icon]')).toHaveAttribute('data-vehicle-icon', 'BRONCO');
    await expect(
      canvas.getByRole('button', { name: '2020 Ford F-150' }).querySelector('[data-vehicle-icon]'),
    ).toHaveAttribute('data-vehicle-icon', 'TRUCK');
  },
};

export const SwitchInOneClick: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^2022 Ford Bronco/ }));
    await expect(args.onSwitch).toHaveBeenCalledOnce();
    await expect(args.onSwitch).toHaveBeenCalledWith('v-bronco');
    // The current vehicle is already in use: pressing it switches nothing.
    await userEvent.click(canvas.getByRole('button', { name: /^2021 Jeep Wrangler/ }));
    await expect(args.onSwitch).toHaveBeenCalledOnce();
    // Keyboard: the list is a row of ordinary buttons.
    canvas.getByRole('button', { name: '2020 Ford F-150' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSwitch).toHaveBeenLastCalledWith('v-f150');
  },
};

export const Remove: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove 2021 Jeep Wrangler' }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
    await expect(args.onRemove).toHaveBeenCalledWith('v-wrangler');
    await expect(canvas.getByRole('button', { name: 'Remove 2020 Ford F-150' })).toBeVisible();
    await expect(args.onSwitch).not.toHaveBeenCalled();
  },
};

export const RemoveMovesFocus: Story = {
  render: function Render(args) {
    const [vehicles, setVehicles] = useState(args.garage);
    return (
      <Garage
        {...args}
        garage={vehicles}
        onRemove={(id) => {
          args.onRemove?.(id);
          setVehicles((list) => list.filter((vehicle) => vehicle.id !== id));
        }}
      />
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove 2022 Ford Bronco' }));
    // Focus lands on the vehicle that took the removed one's place, not on the page body.
    await waitFor(() => expect(canvas.getByRole('button', { name: '2020 Ford F-150' })).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Remove 2020 Ford F-150' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /^2021 Jeep Wrangler/ })).toHaveFocus());
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
  },
};

export const Busy: Story = {
  args: { busyIds: ['v-bronco'] },
  play: async ({ canvas, args }) => {
    const bronco = canvas.getByRole('button', { name: /^2022 Ford Bronco/ });
    await expect(bronco).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(bronco);
    await expect(args.onSwitch).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Remove 2022 Ford Bronco' })).toBeDisabled();
  },
};

export const WithoutRemove: Story = {
  args: { onRemove: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /^Remove/ })).toBeNull();
    await expect(canvas.getAllByRole('button')).toHaveLength(3);
  },
};

export const Empty: Story = {
  args: { garage: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="garage"]')).toBeNull();
  },
};
