import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FIT_BADGE_SIZES, FitBadge } from './fit-badge';
import { FIT_STATUSES } from './fit-status';

const meta = {
  title: 'UI/FitBadge',
  component: FitBadge,
  args: { status: 'unknown', size: 'lg' },
  argTypes: {
    status: { control: 'inline-radio', options: FIT_STATUSES },
    size: { control: 'inline-radio', options: FIT_BADGE_SIZES },
  },
} satisfies Meta<typeof FitBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Fits: Story = {
  args: { status: 'fits', vehicleName: '2021 Jeep Wrangler', appNote: 'with 5.5 ft bed' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="fit-badge"]')).toHaveAttribute(
      'data-state',
      'fits',
    );
    await expect(canvas.getByText('Fits your 2021 Jeep Wrangler')).toBeVisible();
    await expect(canvas.getByText('with 5.5 ft bed')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const DoesNotFit: Story = {
  args: { status: 'does-not-fit', vehicleName: '2020 Ford F-150', onCheckFit: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Does not fit your 2020 Ford F-150')).toBeVisible();
    // Once the fit is known the action offers another vehicle.
    await userEvent.click(canvas.getByRole('button', { name: 'Check another vehicle' }));
    await expect(args.onCheckFit).toHaveBeenCalledOnce();
  },
};

export const UnknownWithPrompt: Story = {
  args: { status: 'unknown', showPrompt: true, onCheckFit: fn(), productName: 'Trail Armor Rock Sliders' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Choose a vehicle to check fit')).toBeVisible();
    const check = canvas.getByRole('button', { name: 'Check Fit for Trail Armor Rock Sliders' });
    await userEvent.click(check);
    await expect(args.onCheckFit).toHaveBeenCalledOnce();
  },
};

export const UnknownQuiet: Story = {
  args: { status: 'unknown', size: 'sm' },
  play: async ({ canvasElement }) => {
    // A card without a vehicle says nothing rather than repeating the prompt on every tile.
    const badge = canvasElement.querySelector('[data-slot="fit-badge"]');
    await expect(badge).toHaveAttribute('data-state', 'unknown');
    await expect(badge).toBeEmptyDOMElement();
  },
};

export const Universal: Story = {
  args: { status: 'unknown', universal: true, onCheckFit: fn() },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="fit-badge"]')).toHaveAttribute(
      'data-state',
      'universal',
    );
    await expect(canvas.getByText(/Universal fit/)).toHaveTextContent('Universal fit: fits every vehicle');
    // Nothing to check for a part that fits every vehicle.
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const UniversalCompact: Story = {
  args: { status: 'fits', universal: true, size: 'sm', vehicleName: '2021 Jeep Wrangler' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(': fits every vehicle')).toHaveClass('fk-fit-status__detail');
    await expect(canvas.queryByText(/Fits your/)).toBeNull();
  },
};

export const WithoutVehicleName: Story = {
  args: { status: 'fits', size: 'sm' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Fits your vehicle')).toBeVisible();
  },
};
