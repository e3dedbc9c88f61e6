import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AccountForm, SIGN_IN_FIELDS } from '../account-form/account-form';
import { Button } from '../button/button';
import { withStoryRouter } from '../utils/story-router.test.helper';
import { LoginDialog } from './login-dialog';

/** The modal as the header opens it: the Account link opens it, closing gives focus back to the link. */
function LoginStory({ hosted = false, onHosted }: { hosted?: boolean; onHosted?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <a
        href="/account/sign-in/?returnUrl=%2Faccount%2F"
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        Account
      </a>
      <LoginDialog open={open} onOpenChange={setOpen}>
        {hosted ? (
          <form
            aria-label="Hosted sign-in"
            onSubmit={(event) => {
              event.preventDefault();
              onHosted?.();
            }}
          >
            <Button type="submit">Sign in with our sign-in service</Button>
          </form>
        ) : (
          <AccountForm
            label="Sign in"
            fields={SIGN_IN_FIELDS}
            submitLabel="Sign in"
            action="/account/sign-in/"
            onSubmitCapture={(event) => event.preventDefault()}
          />
        )}
      </LoginDialog>
    </>
  );
}

const meta = {
  title: 'UI/LoginDialog',
  tags: ['responsive'],
  component: LoginStory,
  decorators: [withStoryRouter],
} satisfies Meta<typeof LoginStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** By keyboard: the link opens it on the e-mail field, Tab stays inside, Escape closes it back onto the link. */
export const SignInForm: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Account' });
    link.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    const email = within(dialog).getByRole('textbox', { name: 'E-mail' });
    await waitFor(() => expect(email).toHaveFocus());
    for (let i = 0; i < 6; i++) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(link).toHaveFocus();
  },
};

/** With the hosted sign-in service (`mod=cognitoLoginPopup`): its button is all there is, and has the focus. */
export const HostedSignIn: Story = {
  args: { hosted: true, onHosted: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    const button = within(dialog).getByRole('button', { name: 'Sign in with our sign-in service' });
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onHosted).toHaveBeenCalled();
  },
};
