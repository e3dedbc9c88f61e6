import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FitmentButton } from './fitment-button';
import { FITMENT_ICONS } from './fitment-icons';

const meta = {
  title: 'UI/FitmentButton',
  component: FitmentButton,
  args: { vehicle: null, onClick: fn() },
  argTypes: { icon: { control: 'inline-radio', options: FITMENT_ICONS } },
  // The button is drawn for the dark header bar.
  decorators: [
    (Story) => (
      <div style={{ background: 'var(--fk-color-header-bg)', padding: 16, maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FitmentButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoVehicle: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Select Your Vehicle' });
    await expect(button).toHaveAttribute('data-state', 'empty');
    await expect(canvas.queryByText('Change')).toBeNull();
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const WithVehicle: Story = {
  args: { vehicle: { primary: '2021 Jeep Wrangler', secondary: 'Unlimited Sport' }, icon: 'JEEP' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /2021 Jeep Wrangler\s*Unlimited Sport\s*Change/ });
    await expect(button).toHaveAttribute('data-state', 'selected');
    await expect(canvas.getByText('2021 Jeep Wrangler')).toBeVisible();
    await expect(canvas.getByText('Unlimited Sport')).toBeVisible();
    await expect(canvas.getByText('Change')).toBeVisible();
    await userEvent.keyboard('{Tab}');
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const PrimaryLineOnly: Story = {
  args: { vehicle: { primary: '2019 Ram 1500' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /2019 Ram 1500\s*Change/ })).toBeVisible();
  },
};

export const Jeep: Story = {
  args: { icon: 'JEEP', vehicle: { primary: '2021 Jeep Wrangler', secondary: 'Unlimited Rubicon' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toHaveAttribute('data-icon', 'JEEP');
  },
};

export const Bronco: Story = {
  args: { icon: 'BRONCO', vehicle: { primary: '2022 Ford Bronco', secondary: '4 Door 2.7L V6' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toHaveAttribute('data-icon', 'BRONCO');
  },
};

export const Truck: Story = {
  args: {
    icon: 'TRUCK',
    vehicle: { primary: '2020 Ford F-150', secondary: 'SuperCrew 5 ft 6 in bed 3.5L V6' },
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button');
    await expect(button).toHaveAttribute('data-icon', 'TRUCK');
    // The icon is decorative; the vehicle text alone names the button.
    await expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};
