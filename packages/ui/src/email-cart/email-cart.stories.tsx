import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { EMAIL_CART_SENT_TEXT, EmailCartForm } from '../email-cart-form/email-cart-form';
import { INVALID_EMAIL_MESSAGE, REQUIRED_MESSAGE } from '../forms';
import { withStoryRouter } from '../utils/story-router.test.helper';
import { EmailCartDialog, type EmailCartDialogProps } from './email-cart-dialog';
import { EMAIL_CART_TOOLTIP, EmailCartLink } from './email-cart-link';

/** The dialog as a page shows it: the link opens it, closing gives focus back to the link. */
function EmailCartStory(
  props: Omit<EmailCartDialogProps, 'open' | 'onOpenChange'> & { initiallyOpen?: boolean },
) {
  const { initiallyOpen = false, ...form } = props;
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <EmailCartLink href="/checkout/cart/?mod=sc" onOpen={() => setOpen(true)} />
      <EmailCartDialog open={open} onOpenChange={setOpen} {...form} />
    </>
  );
}

const meta = {
  title: 'UI/EmailCart',
  component: EmailCartStory,
  decorators: [withStoryRouter],
  args: { onSend: fn() },
} satisfies Meta<typeof EmailCartStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenAndSend: Story = {
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: 'Email Cart' });
    await expect(link).toHaveAttribute('href', '/checkout/cart/?mod=sc');
    link.focus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(EMAIL_CART_TOOLTIP);
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Email Cart' });
    await expect(dialog).toHaveAccessibleDescription(EMAIL_CART_TOOLTIP);
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveFocus());
    // The form core checks the fields before anything is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await expect(within(dialog).getAllByText(REQUIRED_MESSAGE)).toHaveLength(2);
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.type(name, 'Sam');
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'sam@example');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await expect(email).toHaveAccessibleDescription(INVALID_EMAIL_MESSAGE);
    await userEvent.type(email, '.com{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith({ name: 'Sam', email: 'sam@example.com' });
    // Escape closes it and focus goes back to the link.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(link).toHaveFocus();
  },
};

export const Sent: Story = {
  args: { initiallyOpen: true, sent: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Email Cart' });
    await expect(within(dialog).getByRole('status')).toHaveTextContent(EMAIL_CART_SENT_TEXT);
  },
};

export const Sending: Story = {
  args: { initiallyOpen: true, waiting: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Email Cart' });
    await expect(within(dialog).getByRole('form', { name: 'Email Cart' })).toHaveAttribute(
      'data-state',
      'waiting',
    );
  },
};

export const ServerErrors: Story = {
  args: {
    initiallyOpen: true,
    errors: [{ field: 'email', message: 'Please enter a valid Email' }],
    generalError: 'Your cart could not be sent. Please try again.',
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Email Cart' });
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Please enter a valid Email');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Your cart could not be sent.');
  },
};

/** The form on its own, as the cart page renders it for `?mod=sc` without JavaScript. */
export const FormWithoutScript: StoryObj<typeof EmailCartForm> = {
  render: () => (
    <EmailCartForm
      action="/checkout/cart/"
      defaultValues={{ name: 'Sam', email: 'sam@example' }}
      errors={[{ field: 'email', message: INVALID_EMAIL_MESSAGE }]}
    />
  ),
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'Email Cart' });
    await expect(form).toHaveAttribute('action', '/checkout/cart/');
    await expect(form).toHaveAttribute('method', 'post');
    // Back from a failed post: what the shopper typed is there again, the error on its field.
    await expect(Object.fromEntries(new FormData(form as HTMLFormElement))).toEqual({
      intent: 'share',
      name: 'Sam',
      email: 'sam@example',
    });
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      INVALID_EMAIL_MESSAGE,
    );
  },
};
