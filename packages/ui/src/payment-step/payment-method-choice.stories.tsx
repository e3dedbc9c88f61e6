import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { PaymentMethodChoice, type PaymentMethodChoiceProps } from './payment-method-choice';

/** Holds the choice as a payment step does, reporting each change. */
function Choosing(props: PaymentMethodChoiceProps) {
  const [value, setValue] = useState(props.value);
  return (
    <PaymentMethodChoice
      {...props}
      value={value}
      onChange={(id) => {
        props.onChange(id);
        setValue(id);
      }}
    />
  );
}

const meta = {
  title: 'UI/PaymentStep/PaymentMethodChoice',
  component: PaymentMethodChoice,
  args: {
    methods: [
      { id: 'sandbox', label: 'Card' },
      { id: 'stripe', label: 'Card or wallet' },
      { id: 'paypal', label: 'PayPal' },
    ],
    value: 'sandbox',
    onChange: fn(),
  },
  render: (args) => <Choosing {...args} />,
} satisfies Meta<typeof PaymentMethodChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CardChosen: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: 'Pay with' });
    await expect(group).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(3);
    await expect(canvas.getByRole('radio', { name: 'Card' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'PayPal' }));
    await expect(args.onChange).toHaveBeenCalledWith('paypal');
    await expect(canvas.getByRole('radio', { name: 'PayPal' })).toBeChecked();
  },
};

export const ByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Card' })).toHaveFocus();
    // Arrow keys move the choice within the group, as in any radio group.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Card or wallet' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('stripe');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'PayPal' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('paypal');
  },
};

export const ProviderChosen: Story = {
  args: { value: 'stripe' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Card or wallet' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Card' })).not.toBeChecked();
  },
};

export const WhilePaying: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'PayPal' }));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('radio', { name: 'Card' })).toBeChecked();
  },
};
