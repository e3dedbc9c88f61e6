import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { type ShippingMethod, ShippingMethods, type ShippingMethodsProps } from './shipping-methods';

const methods: ShippingMethod[] = [
  { id: 'standard', name: 'Standard', price: 0, estimate: 'Arrives Dec 2 – Dec 5' },
  { id: 'expedited', name: 'Expedited', price: 2495, estimate: 'Arrives Nov 28 – Dec 1' },
  { id: 'same-day', name: 'Same day', price: 4900, estimate: 'Arrives today by 8 pm' },
];

const meta = {
  title: 'UI/ShippingMethods',
  component: ShippingMethods,
  args: { methods, onChange: fn() },
} satisfies Meta<typeof ShippingMethods>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A host that keeps the choice, as a checkout page would. */
function Choosing(props: ShippingMethodsProps) {
  const [value, setValue] = useState<string | null>('standard');
  return (
    <ShippingMethods
      {...props}
      value={value}
      onChange={(id) => {
        props.onChange?.(id);
        setValue(id);
      }}
    />
  );
}

export const Choice: Story = {
  render: (args) => <Choosing {...args} />,
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: 'Shipping method' });
    await expect(group).toBeVisible();
    const standard = canvas.getByRole('radio', { name: /Standard/ });
    await expect(standard).toBeChecked();
    await expect(standard).toHaveAccessibleName('Standard Free Arrives Dec 2 – Dec 5');
    await expect(canvas.getByRole('radio', { name: /Expedited \$24\.95/ })).not.toBeChecked();
    // Keyboard only: arrows move through the group.
    standard.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: /Expedited/ })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('expedited');
  },
};

export const FreeOnly: Story = {
  args: { methods: [methods[0]!], defaultValue: 'standard' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Free')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /Standard/ })).toBeChecked();
  },
};

export const NothingChosen: Story = {
  args: { error: 'Please choose a shipping method.' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Shipping method' });
    await expect(group).toHaveAccessibleDescription('Please choose a shipping method.');
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'expedited' },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};
