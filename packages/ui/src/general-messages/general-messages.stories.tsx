import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { GeneralMessages } from './general-messages';
import { createGeneralMessagesStore, type GeneralErrorMessage } from './general-messages-store';

type DemoProps = {
  /** Errors in the store when the story renders. */
  errors: GeneralErrorMessage[];
  /** Success messages in the store when the story renders. */
  successes: string[];
  /** The shop's phone number. */
  phone?: string;
};

/** The boxes over a fresh store, so closing in one story leaves the others alone. */
function Demo({ errors, successes, phone = '(800) 555-0199' }: DemoProps) {
  const [store] = useState(() => {
    const created = createGeneralMessagesStore();
    for (const error of errors) created.addError(error);
    for (const message of successes) created.addSuccess(message);
    return created;
  });
  return <GeneralMessages store={store} phone={phone || undefined} />;
}

const meta = {
  title: 'UI/General messages',
  component: Demo,
  args: { errors: [], successes: [] },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Nothing: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const ErrorWithMessage: Story = {
  args: { errors: [{ message: 'Your card was declined.' }] },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('alert');
    // The exact text, two spaces included (toHaveTextContent would collapse them).
    await expect(box.querySelector('p')?.textContent).toBe(
      'Sorry, something went wrong.  Please refresh this page and try again.',
    );
    await expect(box).toHaveTextContent('Your card was declined.');
    await expect(box).not.toHaveTextContent('If the problem persists');
  },
};

export const ErrorWithoutMessage: Story = {
  args: { errors: [{ stack: 'TypeError: cart is undefined' }] },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('alert');
    await expect(box).toHaveTextContent('If the problem persists please call (800) 555-0199');
    await expect(canvas.getByRole('link', { name: '(800) 555-0199' })).toHaveAttribute(
      'href',
      'tel:8005550199',
    );
    await expect(box).toHaveTextContent('TypeError: cart is undefined');
  },
};

export const ErrorWithoutPhone: Story = {
  args: { errors: [{ stack: 'TypeError: cart is undefined' }], phone: '' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('alert');
    await expect(box).not.toHaveTextContent('If the problem persists');
    await expect(box).toHaveTextContent('TypeError: cart is undefined');
  },
};

export const ErrorWithHeader: Story = {
  args: { errors: [{ header: 'Unable to cancel the order', message: 'The order has shipped.' }] },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('alert');
    await expect(box).toHaveTextContent('Unable to cancel the order');
    await expect(box).not.toHaveTextContent('Sorry, something went wrong.');
  },
};

export const Success: Story = {
  args: { successes: ['Your order was cancelled.'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Your order was cancelled.');
  },
};

export const CloseClears: Story = {
  args: { errors: [{ message: 'First' }, { message: 'Second' }], successes: ['Saved'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Second');
    await userEvent.click(canvas.getByRole('button', { name: 'Close error message' }));
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await expect(canvas.getByRole('status')).toHaveTextContent('Saved');
    await userEvent.click(canvas.getByRole('button', { name: 'Close success message' }));
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
  },
};
