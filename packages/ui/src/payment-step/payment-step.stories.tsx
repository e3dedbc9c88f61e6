import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { PaymentStep, type PaymentStepProps } from './payment-step';

/** Stands in for the provider's card frame the host mounts. */
function CardFrame() {
  return (
    <div data-testid="card-frame" style={{ display: 'grid', gap: 8 }}>
      <label>
        Card number <input autoComplete="cc-number" />
      </label>
    </div>
  );
}

const meta = {
  title: 'UI/PaymentStep',
  component: PaymentStep,
  args: {
    total: 75206,
    card: <CardFrame />,
    onPay: fn(),
    providers: [
      { id: 'paypal', label: 'PayPal' },
      { id: 'affirm', label: 'Affirm' },
    ],
    onProviderPay: fn(),
  },
} satisfies Meta<typeof PaymentStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Card: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region', { name: 'Payment' })).toBeVisible();
    await expect(canvas.getByTestId('card-frame')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $752.06' }));
    await expect(args.onPay).toHaveBeenCalledOnce();
    const others = canvas.getByRole('group', { name: 'Or pay with' });
    await expect(others).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pay with PayPal' }));
    await expect(args.onProviderPay).toHaveBeenCalledWith('paypal');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const GiftCardCoversTotal: Story = {
  args: { total: 0, giftCardCoversTotal: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Your gift cards cover the total of this order.')).toBeVisible();
    await expect(canvas.queryByTestId('card-frame')).toBeNull();
    await expect(canvas.queryByRole('group', { name: 'Or pay with' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
    await expect(args.onPay).toHaveBeenCalledOnce();
  },
};

/** A host whose provider declines the card, as the sandbox does for 4000 0000 0000 0002. */
function Declining(props: PaymentStepProps) {
  const [error, setError] = useState<string | null>(null);
  return (
    <PaymentStep
      {...props}
      error={error}
      onPay={() => {
        props.onPay();
        setError('Your card was declined. Please use another card.');
      }}
    />
  );
}

export const Declined: Story = {
  render: (args) => <Declining {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $752.06' }));
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Your card was declined. Please use another card.');
    // Focus moves to the message so keyboard and screen-reader users hear it and can go on from there.
    await expect(alert).toHaveFocus();
    // The card fields stay for another try.
    await expect(canvas.getByTestId('card-frame')).toBeVisible();
  },
};

export const Processing: Story = {
  args: { processing: true },
  play: async ({ canvas, args }) => {
    const pay = canvas.getByRole('button', { name: 'Pay $752.06' });
    await expect(pay).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(pay);
    await expect(args.onPay).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Pay with PayPal' })).toBeDisabled();
    await expect(canvas.getByRole('region', { name: 'Payment' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const NeedsConfirmation: Story = {
  args: { notice: 'Your bank asks you to confirm this payment. Follow the steps in the window that opened.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Your bank asks you to confirm this payment.');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A host that mounts the chosen method's fields in the card slot, as the shop does. */
function WithMethods(props: PaymentStepProps) {
  const [method, setMethod] = useState('sandbox');
  return (
    <PaymentStep
      {...props}
      methods={[
        { id: 'sandbox', label: 'Card' },
        { id: 'stripe', label: 'Card or wallet' },
      ]}
      method={method}
      onMethodChange={setMethod}
      card={method === 'sandbox' ? <CardFrame /> : <p>Loading Card or wallet…</p>}
    />
  );
}

export const ChoosingMethod: Story = {
  render: (args) => <WithMethods {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Card' })).toBeChecked();
    await expect(canvas.getByTestId('card-frame')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Card or wallet' }));
    await expect(canvas.getByText('Loading Card or wallet…')).toBeVisible();
    await expect(canvas.queryByTestId('card-frame')).toBeNull();
  },
};

export const OneMethod: Story = {
  args: { methods: [{ id: 'sandbox', label: 'Card' }] },
  play: async ({ canvas }) => {
    // With the card alone there is nothing to choose.
    await expect(canvas.queryByRole('group', { name: 'Pay with' })).toBeNull();
    await expect(canvas.getByTestId('card-frame')).toBeVisible();
  },
};

/** PayPal's buttons as the shop mounts them in the card slot: they take the click, so the step has no pay button. */
function PayPalButtonsFrame() {
  return (
    <div data-testid="paypal-buttons">
      <button type="button">PayPal</button>
    </div>
  );
}

/** A host that offers PayPal beside the card, as the shop does when PayPal is configured. */
function WithPayPal(props: PaymentStepProps) {
  const [method, setMethod] = useState('sandbox');
  return (
    <PaymentStep
      {...props}
      methods={[
        { id: 'sandbox', label: 'Card' },
        { id: 'paypal', label: 'PayPal' },
      ]}
      method={method}
      onMethodChange={setMethod}
      payButton={method !== 'paypal'}
      card={method === 'paypal' ? <PayPalButtonsFrame /> : <CardFrame />}
    />
  );
}

export const PayPalChosen: Story = {
  args: { providers: [] },
  render: (args) => <WithPayPal {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Pay $752.06' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'PayPal' }));
    await expect(canvas.getByTestId('paypal-buttons')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Pay $752.06' })).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: 'Card' }));
    await expect(canvas.getByRole('button', { name: 'Pay $752.06' })).toBeVisible();
  },
};

export const PayPalFailed: Story = {
  args: {
    providers: [],
    methods: [
      { id: 'sandbox', label: 'Card' },
      { id: 'paypal', label: 'PayPal' },
    ],
    method: 'paypal',
    payButton: false,
    card: <PayPalButtonsFrame />,
    error: 'PayPal could not be reached. Please try again in 4 seconds; you will not be charged twice.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('PayPal could not be reached.');
    await expect(canvas.getByRole('radio', { name: 'PayPal' })).toBeChecked();
    await expect(canvas.queryByRole('button', { name: /^Pay \$/ })).toBeNull();
  },
};
