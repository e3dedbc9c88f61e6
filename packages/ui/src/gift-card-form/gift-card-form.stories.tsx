import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { REQUIRED_MESSAGE } from '../forms';
import { GiftCardForm } from './gift-card-form';

const meta = {
  title: 'UI/GiftCardForm',
  tags: ['responsive'],
  component: GiftCardForm,
  args: { onApply: fn(), action: '/checkout/payment/' },
} satisfies Meta<typeof GiftCardForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas, args }) => {
    const number = canvas.getByRole('textbox', { name: 'Gift card number' });
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(canvas.getAllByText(REQUIRED_MESSAGE)).toHaveLength(2);
    await expect(number).toHaveFocus();
    await userEvent.type(number, ' 6006 4921 0000 4821 ');
    await userEvent.type(canvas.getByRole('textbox', { name: 'PIN' }), '1234{Enter}');
    await expect(args.onApply).toHaveBeenCalledWith({ number: '6006 4921 0000 4821', pin: '1234' });
  },
};

export const Applied: Story = {
  args: { appliedCard: { lastFour: '4821', applied: 5000, remainingBalance: 0 } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Gift card ending 4821 applied: $50.00. Remaining balance: $0.00.',
    );
    await expect(canvasElement.querySelector('form')).toHaveAttribute('data-state', 'applied');
  },
};

export const PartlyUsed: Story = {
  args: { appliedCard: { lastFour: '7730', applied: 25000, remainingBalance: 7500 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Remaining balance: $75.00.');
  },
};

export const FieldErrors: Story = {
  args: { errors: [{ field: 'pin', message: 'The PIN does not match this card.' }] },
  play: async ({ canvas }) => {
    const pin = canvas.getByRole('textbox', { name: 'PIN' });
    await expect(pin).toHaveAccessibleDescription('The PIN does not match this card.');
    await expect(pin).toHaveAttribute('aria-invalid', 'true');
    await expect(pin).toHaveFocus();
  },
};

export const GeneralFailure: Story = {
  args: { generalError: 'This gift card has no balance left.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This gift card has no balance left.');
  },
};

export const Checking: Story = {
  args: { waiting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Apply' })).toHaveAttribute('aria-busy', 'true');
  },
};
