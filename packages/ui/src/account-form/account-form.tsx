import type { ReactNode } from 'react';
import { Button } from '../button';
import {
  type FieldRule,
  GeneralError,
  type PostedFormProps,
  TextField,
  useServerCheckedForm,
} from '../forms';
import { cn } from '../utils/cn';

/** One field of an account form: its rule, its label and what the browser may fill it with. */
export type AccountField = FieldRule & {
  /** The visible label. */
  label: string;
  /** The `autocomplete` token, so password managers fill and save the right values. */
  autoComplete: string;
};

const email = {
  name: 'email',
  type: 'email',
  required: true,
  maxLength: 254,
  label: 'E-mail',
  autoComplete: 'email',
} as const;
const password = (autoComplete: 'current-password' | 'new-password', label = 'Password') =>
  ({
    name: 'password',
    type: 'password',
    required: true,
    maxLength: 128,
    label,
    autoComplete,
    ...(autoComplete === 'new-password' ? { minLength: 10 } : {}),
  }) as const;

/** Sign-in: e-mail and password. */
export const SIGN_IN_FIELDS = [
  email,
  password('current-password'),
] as const satisfies readonly AccountField[];

/** Sign-up: name, e-mail and a new password of at least 10 characters. */
export const SIGN_UP_FIELDS = [
  { name: 'name', required: true, maxLength: 100, label: 'Name', autoComplete: 'name' },
  email,
  password('new-password'),
] as const satisfies readonly AccountField[];

/** Asking for a password-reset link: the e-mail alone. */
export const RESET_REQUEST_FIELDS = [email] as const satisfies readonly AccountField[];

/** Choosing a new password from a reset link. */
export const NEW_PASSWORD_FIELDS = [
  password('new-password', 'New password'),
] as const satisfies readonly AccountField[];

/** The account's name, on the profile. */
export const PROFILE_FIELDS = [
  { name: 'name', required: true, maxLength: 100, label: 'Name', autoComplete: 'name' },
] as const satisfies readonly AccountField[];

/** Changing the password: the current one, then a new one of at least 10 characters. */
export const CHANGE_PASSWORD_FIELDS = [
  { ...password('current-password', 'Current password'), name: 'currentPassword' },
  { ...password('new-password', 'New password'), name: 'newPassword' },
] as const satisfies readonly AccountField[];

/** Deleting the account: the password confirms it. */
export const DELETE_ACCOUNT_FIELDS = [
  password('current-password'),
] as const satisfies readonly AccountField[];

/** Props of {@link AccountForm}. */
export type AccountFormProps = PostedFormProps & {
  /** The form's accessible name, e.g. 'Sign in'. */
  label: string;
  /** The fields, in order; none for a form that is one button (confirming an e-mail address). */
  fields: readonly AccountField[];
  /** The submit button's text. */
  submitLabel: string;
  /** Fields posted as they are (a return URL, a token). */
  hiddenFields?: Readonly<Record<string, string>>;
  /** Values to show again after a post without JavaScript (never a password). */
  defaultValues?: Readonly<Record<string, string>>;
  /** What succeeded, announced above the form (e.g. 'Check your e-mail'). */
  notice?: string | null;
  /** Links beneath the button (sign up, forgot password). */
  footer?: ReactNode;
};

/**
 * A sign-in, sign-up or password form of the account pages: posts to `action` (it works without JavaScript), checks
 * its fields first when JavaScript runs, and shows the server's verdict on its fields and in the red box.
 */
export function AccountForm({
  label,
  fields,
  submitLabel,
  hiddenFields = {},
  defaultValues = {},
  notice = null,
  footer,
  action,
  waiting = false,
  errors,
  generalError,
  className,
  ...props
}: AccountFormProps) {
  const validation = useServerCheckedForm({ fields, errors, generalError });
  return (
    <form
      action={action}
      method="post"
      aria-label={label}
      data-slot="account-form"
      data-state={waiting ? 'waiting' : 'idle'}
      className={cn('fk-account-form', className)}
      {...validation.formProps}
      {...props}
    >
      <p role="status" className="fk-outcome" data-tone={notice ? 'success' : undefined}>
        {notice}
      </p>
      <GeneralError message={validation.generalError} />
      {Object.entries(hiddenFields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {fields.map((field) => (
        <TextField
          key={field.name}
          label={field.label}
          name={field.name}
          validation={validation}
          autoComplete={field.autoComplete}
          defaultValue={field.type === 'password' ? undefined : defaultValues[field.name]}
        />
      ))}
      <Button type="submit" waiting={waiting} className="fk-account-form__submit">
        {submitLabel}
      </Button>
      {footer ? <div className="fk-account-form__footer">{footer}</div> : null}
    </form>
  );
}
