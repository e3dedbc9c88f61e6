import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { INVALID_EMAIL_MESSAGE, REQUIRED_MESSAGE } from '../forms';
import {
  AccountForm,
  CHANGE_PASSWORD_FIELDS,
  DELETE_ACCOUNT_FIELDS,
  NEW_PASSWORD_FIELDS,
  PROFILE_FIELDS,
  RESET_REQUEST_FIELDS,
  SIGN_IN_FIELDS,
  SIGN_UP_FIELDS,
} from './account-form';

// The form posts nowhere in stories: a valid submit is stopped so the canvas stays.
const stopPost = (event: SubmitEvent) => event.preventDefault();

const meta = {
  title: 'UI/AccountForm',
  tags: ['responsive'],
  component: AccountForm,
  args: {
    label: 'Sign in',
    fields: SIGN_IN_FIELDS,
    submitLabel: 'Sign in',
    action: '/account/sign-in/',
    hiddenFields: { returnUrl: '/account/' },
    footer: <a href="/account/sign-up/">Create an account</a>,
  },
  beforeEach: () => {
    document.addEventListener('submit', stopPost);
    return () => document.removeEventListener('submit', stopPost);
  },
} satisfies Meta<typeof AccountForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignIn: Story = {
  play: async ({ canvas, canvasElement }) => {
    const email = canvas.getByRole('textbox', { name: 'E-mail' });
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(canvas.getAllByText(REQUIRED_MESSAGE)).toHaveLength(2);
    await expect(email).toHaveFocus();
    await userEvent.type(email, 'not-an-address');
    await userEvent.tab();
    await expect(email).toHaveAccessibleDescription(INVALID_EMAIL_MESSAGE);
    const password = canvasElement.querySelector<HTMLInputElement>('input[name="password"]')!;
    await expect(password).toHaveAttribute('type', 'password');
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await expect(canvasElement.querySelector('input[name="returnUrl"]')).toHaveValue('/account/');
  },
};

export const WrongPassword: Story = {
  args: {
    generalError: 'The e-mail address or password is not right.',
    defaultValues: { email: 'sam@example.test' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The e-mail address or password is not right.');
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveValue('sam@example.test');
  },
};

export const SignUp: Story = {
  args: {
    label: 'Create an account',
    fields: SIGN_UP_FIELDS,
    submitLabel: 'Create account',
    hiddenFields: {},
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Sam Shopper');
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'sam@example.test');
    const password = canvasElement.querySelector<HTMLInputElement>('input[name="password"]')!;
    await userEvent.type(password, 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(password).toHaveAccessibleDescription('Please enter at least 10 characters.');
    await expect(password).toHaveFocus();
  },
};

export const SignUpFieldErrors: Story = {
  args: {
    label: 'Create an account',
    fields: SIGN_UP_FIELDS,
    submitLabel: 'Create account',
    errors: [{ field: 'email', message: 'Enter a valid e-mail address' }],
  },
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveFocus();
  },
};

export const VerificationSent: Story = {
  args: {
    label: 'Create an account',
    fields: SIGN_UP_FIELDS,
    submitLabel: 'Create account',
    notice: 'Check your e-mail: we have sent you a link to confirm your address.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Check your e-mail');
  },
};

export const ResetRequest: Story = {
  args: { label: 'Reset your password', fields: RESET_REQUEST_FIELDS, submitLabel: 'Send me a link' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
  },
};

export const NewPassword: Story = {
  args: {
    label: 'Choose a new password',
    fields: NEW_PASSWORD_FIELDS,
    submitLabel: 'Save password',
    hiddenFields: { token: 'reset-token' },
  },
  play: async ({ canvasElement }) => {
    const password = canvasElement.querySelector<HTMLInputElement>('input[name="password"]')!;
    await expect(password).toHaveAttribute('autocomplete', 'new-password');
    await expect(password).toHaveAttribute('minlength', '10');
  },
};

export const ConfirmEmail: Story = {
  args: {
    label: 'Confirm your e-mail address',
    fields: [],
    submitLabel: 'Confirm my e-mail address',
    hiddenFields: {},
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Confirm my e-mail address' })).toBeEnabled();
  },
};

export const Waiting: Story = {
  args: { waiting: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('form')).toHaveAttribute('data-state', 'waiting');
  },
};

export const Profile: Story = {
  args: {
    label: 'Profile',
    fields: PROFILE_FIELDS,
    submitLabel: 'Save name',
    hiddenFields: { intent: 'profile' },
    defaultValues: { name: 'Sam Shopper' },
    notice: 'Your name is saved.',
    footer: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Your name is saved.');
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue('Sam Shopper');
    await userEvent.clear(name);
    await userEvent.click(canvas.getByRole('button', { name: 'Save name' }));
    await expect(name).toHaveAccessibleDescription(REQUIRED_MESSAGE);
  },
};

export const ChangePassword: Story = {
  args: {
    label: 'Change password',
    fields: CHANGE_PASSWORD_FIELDS,
    submitLabel: 'Change password',
    hiddenFields: { intent: 'password' },
    footer: undefined,
  },
  play: async ({ canvasElement, canvas }) => {
    const current = canvasElement.querySelector<HTMLInputElement>('input[name="currentPassword"]')!;
    const next = canvasElement.querySelector<HTMLInputElement>('input[name="newPassword"]')!;
    await expect(current).toHaveAttribute('autocomplete', 'current-password');
    await expect(next).toHaveAttribute('autocomplete', 'new-password');
    await userEvent.type(current, 'old password here');
    await userEvent.type(next, 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(next).toHaveAccessibleDescription('Please enter at least 10 characters.');
  },
};

export const DeleteAccountWrongPassword: Story = {
  args: {
    label: 'Delete my account',
    fields: DELETE_ACCOUNT_FIELDS,
    submitLabel: 'Delete my account',
    hiddenFields: {},
    errors: [{ field: 'password', message: 'The password is not right.' }],
    footer: undefined,
  },
  play: async ({ canvasElement }) => {
    const password = canvasElement.querySelector<HTMLInputElement>('input[name="password"]')!;
    await expect(password).toHaveAccessibleDescription('The password is not right.');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
  },
};
