import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { INVALID_EMAIL_MESSAGE, REQUIRED_MESSAGE } from '../forms';
import { GENERAL_ERROR } from '../general-messages/general-messages-store';
import { UiProvider } from '../provider';
import { NEWSLETTER_SPINNER_MS, type NewsletterEvent } from './newsletter';
import { NewsletterForm } from './newsletter-form';

type Subscribe = (event: NewsletterEvent) => Promise<string | null>;

const meta = {
  title: 'UI/NewsletterForm',
  tags: ['responsive'],
  component: NewsletterForm,
  args: {
    onSubscribe: fn<Subscribe>(async () => null),
    onSubscribed: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NewsletterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The newsletter form; it is deliberately not a named landmark, so tests find it by its slot. */
function formIn(root: HTMLElement): HTMLFormElement {
  const form = root.querySelector<HTMLFormElement>('form[data-slot="newsletter-form"]');
  if (!form) throw new Error('no newsletter form');
  return form;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The form posts to the sign-up route the host passes through UiProvider, not to a path of its own. */
export const HostSignUpRoute: Story = {
  decorators: [
    (Story) => (
      <UiProvider routes={{ newsletterSignUp: '/mailing-list/join/' }}>
        <Story />
      </UiProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(formIn(canvasElement)).toHaveAttribute('action', '/mailing-list/join/');
  },
};

export const Idle: Story = {
  play: async ({ canvas, canvasElement }) => {
    const form = formIn(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'GET ON THE LIST' })).toBeVisible();
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/newsletter/');
    // Our messages replace the browser's bubbles once the script runs.
    await expect((form as HTMLFormElement).noValidate).toBe(true);
    const email = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toBeRequired();
    await expect(email).toHaveAttribute('maxlength', '50');
    await expect(canvas.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
    await expect(canvas.queryByText(REQUIRED_MESSAGE)).toBeNull();
  },
};

export const InvalidOnBlur: Story = {
  play: async ({ canvas, args }) => {
    const email = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(email, 'shopper@example');
    await userEvent.tab();
    const error = canvas.getByText(INVALID_EMAIL_MESSAGE);
    await expect(error).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(INVALID_EMAIL_MESSAGE);
    // The error line sits beneath the input.
    await expect(error.getBoundingClientRect().top).toBeGreaterThan(email.getBoundingClientRect().bottom);
    // Fixing the address clears the line as the shopper types.
    await userEvent.type(email, '.com');
    await expect(canvas.queryByText(INVALID_EMAIL_MESSAGE)).toBeNull();
    await expect(email).toHaveAttribute('aria-invalid', 'false');
    await expect(args.onSubscribe).not.toHaveBeenCalled();
  },
};

export const EmptySubmit: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(canvas.getByText(REQUIRED_MESSAGE)).toBeVisible();
    // Focus goes to the field that needs fixing.
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveFocus();
    await expect(args.onSubscribe).not.toHaveBeenCalled();
    await expect(args.onSubscribed).not.toHaveBeenCalled();
  },
};

let subscribedAt = 0;

export const Subscribing: Story = {
  args: {
    onSubscribed: fn(() => {
      subscribedAt = performance.now();
    }),
  },
  play: async ({ canvas, canvasElement, args }) => {
    const email = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(email, '  shopper@example.com ');
    const started = performance.now();
    await userEvent.keyboard('{Enter}');
    const button = canvas.getByRole('button', { name: 'Sign Up' });
    // The spinner shows while subscribing, and the subscribed event waits for it.
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(args.onSubscribed).not.toHaveBeenCalled();
    await expect(formIn(canvasElement)).toHaveAttribute('data-state', 'waiting');
    // A second press while waiting does not subscribe twice.
    await userEvent.click(button);
    await expect(args.onSubscribe).toHaveBeenCalledOnce();
    await expect(args.onSubscribe).toHaveBeenCalledWith({
      formName: 'email-subscribe',
      email: 'shopper@example.com',
    });
    await waitFor(() => expect(args.onSubscribed).toHaveBeenCalledOnce(), { timeout: 2000 });
    // Subscribing answered at once, yet the event came only after the spinner's 500 ms.
    await expect(subscribedAt - started).toBeGreaterThanOrEqual(NEWSLETTER_SPINNER_MS - 20);
    await expect(args.onSubscribed).toHaveBeenCalledWith({
      formName: 'email-subscribe',
      email: 'shopper@example.com',
    });
    await expect(button).not.toHaveAttribute('aria-busy');
  },
};

export const ServerRejectsAddress: Story = {
  args: { onSubscribe: fn<Subscribe>(async () => INVALID_EMAIL_MESSAGE) },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'a@b.co');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(await canvas.findByText(INVALID_EMAIL_MESSAGE, {}, { timeout: 2000 })).toBeVisible();
    await expect(args.onSubscribed).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Sign Up' })).not.toHaveAttribute('aria-busy');
  },
};

export const SubscribeFails: Story = {
  args: {
    onSubscribe: fn<Subscribe>(async () => {
      throw new Error('offline');
    }),
  },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'a@b.co');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    const line = await canvas.findByText(/^Sorry, something went wrong/, {}, { timeout: 2000 });
    await expect(line.textContent).toBe(GENERAL_ERROR);
    await expect(args.onSubscribed).not.toHaveBeenCalled();
  },
};

export const ErrorFromServerRender: Story = {
  args: { error: INVALID_EMAIL_MESSAGE, defaultEmail: 'shopper@example' },
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(email).toHaveValue('shopper@example');
    await expect(email).toHaveAccessibleDescription(INVALID_EMAIL_MESSAGE);
  },
};

export const PlainPost: Story = {
  args: { onSubscribe: undefined, onSubscribed: undefined, action: '/subscribe-here/' },
  play: async ({ canvas, canvasElement }) => {
    // Without a subscribe handler a valid form posts like plain HTML; an invalid one does not post at all.
    const posted: boolean[] = [];
    const record = (event: Event) => {
      posted.push(!event.defaultPrevented);
      event.preventDefault();
    };
    canvasElement.ownerDocument.defaultView?.addEventListener('submit', record);
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
      await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'a@b.co');
      await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
      await expect(posted).toEqual([false, true]);
      await expect(formIn(canvasElement)).toHaveAttribute('action', '/subscribe-here/');
      const formName = canvasElement.querySelector<HTMLInputElement>('input[name="formName"]');
      await expect(formName?.value).toBe('email-subscribe');
    } finally {
      canvasElement.ownerDocument.defaultView?.removeEventListener('submit', record);
    }
  },
};

export const OwnWords: Story = {
  args: {
    title: 'Deals in your inbox',
    headingLevel: 3,
    text: 'Be first to hear about new parts and sales.',
    submitLabel: 'Subscribe',
    formName: 'home-page',
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Deals in your inbox' })).toBeVisible();
    await expect(canvas.getByText('Be first to hear about new parts and sales.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'a@b.co');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(args.onSubscribe).toHaveBeenCalledWith({ formName: 'home-page', email: 'a@b.co' });
    await sleep(NEWSLETTER_SPINNER_MS + 100);
    await expect(args.onSubscribed).toHaveBeenCalledWith({ formName: 'home-page', email: 'a@b.co' });
  },
};
