import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { QuantitySelector } from './quantity-selector';

const meta = {
  title: 'UI/QuantitySelector',
  component: QuantitySelector,
  args: { onQtyChange: fn() },
} satisfies Meta<typeof QuantitySelector>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Quantity' });
    await expect(select).toHaveValue('1');
    await expect(canvas.getAllByRole('option')).toHaveLength(11);
    await userEvent.selectOptions(select, '4');
    await expect(args.onQtyChange).toHaveBeenCalledWith(4);
  },
};

export const DerivedMax: Story = {
  args: { value: 12, label: 'Quantity for Rock Sliders', showLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Quantity for Rock Sliders')).toBeVisible();
    const select = canvas.getByRole('combobox', { name: 'Quantity for Rock Sliders' });
    await expect(select).toHaveValue('12');
    const options = canvas.getAllByRole('option');
    await expect(options).toHaveLength(22);
    await expect(options.at(-1)).toHaveTextContent('22');
  },
};

export const CappedAt99: Story = {
  args: { value: 95 },
  play: async ({ canvas }) => {
    const options = canvas.getAllByRole('option');
    await expect(options).toHaveLength(99);
    await expect(options.at(-1)).toHaveTextContent('99');
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [qty, setQty] = useState(2);
    return (
      <QuantitySelector
        {...args}
        value={qty}
        onQtyChange={(next) => {
          setQty(next);
          args.onQtyChange(next);
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Quantity' });
    await userEvent.selectOptions(select, '9');
    await expect(select).toHaveValue('9');
    // Options grow with the chosen quantity.
    await expect(canvas.getAllByRole('option')).toHaveLength(19);
    await expect(args.onQtyChange).toHaveBeenLastCalledWith(9);
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Quantity' })).toBeDisabled();
  },
};
